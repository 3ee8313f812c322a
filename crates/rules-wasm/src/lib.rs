//! The browser's copy of the rule engine. The ABI is deliberately tiny so the web app needs no
//! generated glue: it calls `vama_alloc(len)`, writes a UTF-8 JSON request there, calls
//! `vama_evaluate(ptr, len)` and reads `vama_result_len()` bytes at the returned pointer, then
//! frees both buffers with `vama_free`. The request and answer are those of
//! `vama_rules::evaluate_json`; an error answers `{"error": ..., "message": ...}`.

vama_wasm_abi::export!(vama_evaluate, |input: &[u8]| evaluate(input).into_bytes());

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
