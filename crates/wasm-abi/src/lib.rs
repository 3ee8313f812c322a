//! The C ABI of Vama's WebAssembly modules (`rules.wasm`, `tad.wasm`), written once. The web
//! app calls `vama_alloc(len)`, writes its request there, calls the module's entry point
//! `(ptr, len) -> ptr`, reads `vama_result_len()` bytes at the returned pointer, then frees both
//! buffers with `vama_free`. No generated glue is needed.
//!
//! A macro rather than functions of this crate: a cdylib exports the `#[no_mangle]` items it
//! defines itself, so each module expands them in its own crate.
//!
//! ```ignore
//! vama_wasm_abi::export!(vama_evaluate, |input: &[u8]| -> Vec<u8> { answer(input) });
//! ```

/// Exports `vama_alloc`, `vama_free`, `vama_result_len` and the entry point `$entry`, which
/// runs `$core(&[u8]) -> Vec<u8>` on the request and answers a pointer to its result.
#[macro_export]
macro_rules! export {
    ($entry:ident, $core:expr) => {
        thread_local! {
            static VAMA_RESULT_LEN: ::std::cell::Cell<usize> = const { ::std::cell::Cell::new(0) };
        }

        /// Allocates `len` bytes for the caller to write a request into.
        #[no_mangle]
        pub extern "C" fn vama_alloc(len: usize) -> *mut u8 {
            let mut buf = Vec::<u8>::with_capacity(len.max(1));
            let ptr = buf.as_mut_ptr();
            ::std::mem::forget(buf);
            ptr
        }

        /// Frees a buffer from `vama_alloc` or from the entry point.
        ///
        /// # Safety
        /// `ptr` and `len` must come from `vama_alloc(len)` or from the entry point and
        /// `vama_result_len()`, and must not be used afterwards.
        #[no_mangle]
        pub unsafe extern "C" fn vama_free(ptr: *mut u8, len: usize) {
            drop(Vec::from_raw_parts(ptr, 0, len.max(1)));
        }

        /// Length of the answer of the last call of the entry point.
        #[no_mangle]
        pub extern "C" fn vama_result_len() -> usize {
            VAMA_RESULT_LEN.with(|l| l.get())
        }

        /// Runs the module on the request at `ptr..ptr+len`; answers a pointer to the result.
        ///
        /// # Safety
        /// `ptr..ptr+len` must be a readable buffer (from `vama_alloc`).
        #[no_mangle]
        pub unsafe extern "C" fn $entry(ptr: *const u8, len: usize) -> *mut u8 {
            let input = ::std::slice::from_raw_parts(ptr, len);
            let core: fn(&[u8]) -> Vec<u8> = $core;
            let answer = core(input).into_boxed_slice();
            VAMA_RESULT_LEN.with(|l| l.set(answer.len()));
            Box::into_raw(answer) as *mut u8
        }
    };
}
