//! The browser's copy of the rule engine. The ABI is deliberately tiny so the web app needs no
//! generated glue: it calls `vama_alloc(len)`, writes a UTF-8 JSON request there, calls
//! `vama_evaluate(ptr, len)` and reads `vama_result_len()` bytes at the returned pointer, then
//! frees both buffers with `vama_free`. The request and answer are those of
//! `vama_rules::evaluate_json`; an error answers `{"error": ..., "message": ...}`.

use std::cell::Cell;

thread_local! {
    static RESULT_LEN: Cell<usize> = const { Cell::new(0) };
}

/// Allocates `len` bytes for the caller to write a request into.
#[no_mangle]
pub extern "C" fn vama_alloc(len: usize) -> *mut u8 {
    let mut buf = Vec::<u8>::with_capacity(len.max(1));
    let ptr = buf.as_mut_ptr();
    std::mem::forget(buf);
    ptr
}

/// Frees a buffer from `vama_alloc` or `vama_evaluate`.
///
/// # Safety
/// `ptr` and `len` must come from `vama_alloc(len)` or from `vama_evaluate` and
/// `vama_result_len()`, and must not be used afterwards.
#[no_mangle]
pub unsafe extern "C" fn vama_free(ptr: *mut u8, len: usize) {
    drop(Vec::from_raw_parts(ptr, 0, len.max(1)));
}

/// Length of the answer of the last `vama_evaluate`.
#[no_mangle]
pub extern "C" fn vama_result_len() -> usize {
    RESULT_LEN.with(|l| l.get())
}

/// Runs the rules on the request at `ptr..ptr+len` and answers a pointer to the JSON result.
///
/// # Safety
/// `ptr..ptr+len` must be a readable buffer (from `vama_alloc`).
#[no_mangle]
pub unsafe extern "C" fn vama_evaluate(ptr: *const u8, len: usize) -> *mut u8 {
    let input = std::slice::from_raw_parts(ptr, len);
    let answer = evaluate(input).into_bytes().into_boxed_slice();
    RESULT_LEN.with(|l| l.set(answer.len()));
    Box::into_raw(answer) as *mut u8
}

/// The safe core, also used by the native parity tests.
pub fn evaluate(input: &[u8]) -> String {
    let result = std::str::from_utf8(input)
        .map_err(|e| vama_rules::EngineError::BadDocument(e.to_string()))
        .and_then(vama_rules::evaluate_json);
    match result {
        Ok(json) => json,
        Err(err) => {
            serde_json::to_string(&err).unwrap_or_else(|_| "{\"error\":\"bad-document\"}".into())
        }
    }
}
