//! The browser's copy of the TAD printer (business continuity: the server cannot be reached).
//! The ABI is that of `vama-rules-wasm`, so the web app needs no generated glue: it calls
//! `vama_alloc(len)`, writes the request there, calls `vama_tad_render(ptr, len)`, reads
//! `vama_result_len()` bytes at the returned pointer, then frees both with `vama_free`.
//!
//! The request is binary because the fonts are (about 0.7 MB each), three little-endian `u32`
//! lengths then the three parts:
//!
//! ```text
//! [json_len][regular_len][bold_len] json regular bold
//! json: {"declaration": {...}, "mrn": "...", "releaseDate": "YYYY-MM-DD", "locale": "en"|"ro"|"ru",
//!        "businessContinuity": true, "controlResult": "A1"|null, "limitDate": "YYYY-MM-DD"|null}
//! ```
//!
//! The answer is the PDF (it starts with `%PDF`) or, on error, the JSON
//! `{"error": "bad-request"|"font"|"mrn", "message": ...}` (it starts with `{`).

use serde::Deserialize;
use vama_rules::t01::Declaration;
use vama_tad::{Fonts, Locale, TadError, TadInput};

vama_wasm_abi::export!(vama_tad_render, |input: &[u8]| match render(input) {
    Ok(pdf) => pdf,
    Err(error) => error.into_bytes(),
});

/// What the browser remembered of a released declaration.
#[derive(Deserialize)]
#[serde(rename_all = "camelCase")]
struct Request {
    declaration: Declaration,
    /// The declaration's own MRN when absent or empty.
    #[serde(default)]
    mrn: Option<String>,
    #[serde(default)]
    release_date: String,
    locale: String,
    #[serde(default)]
    business_continuity: bool,
    #[serde(default)]
    control_result: Option<String>,
    /// The movement's time limit for arrival (`YYYY-MM-DD`), from the served timers.
    #[serde(default)]
    limit_date: Option<String>,
}

/// The safe core, also used by the native tests: the PDF, or the error as JSON.
pub fn render(input: &[u8]) -> Result<Vec<u8>, String> {
    let (json, regular, bold) = split(input).ok_or_else(|| {
        error(
            "bad-request",
            "the request is not [json_len][regular_len][bold_len] json regular bold",
        )
    })?;
    let request: Request = serde_json::from_slice(json)
        .map_err(|e| error("bad-request", &format!("the request's JSON: {e}")))?;
    let locale = Locale::parse(&request.locale).ok_or_else(|| {
        error(
            "bad-request",
            &format!("no TAD in the locale '{}' (en, ro or ru)", request.locale),
        )
    })?;
    let mrn = request
        .mrn
        .filter(|m| !m.trim().is_empty())
        .or_else(|| request.declaration.mrn.clone())
        .unwrap_or_default();
    let pdf = vama_tad::render(
        &TadInput {
            declaration: &request.declaration,
            mrn: &mrn,
            release_date: &request.release_date,
            control_result: request.control_result.as_deref(),
            limit_date: request.limit_date.as_deref(),
            locale,
            business_continuity: request.business_continuity,
        },
        &Fonts { regular, bold },
    )
    .map_err(|e| {
        let code = match e {
            TadError::Font(_) => "font",
            TadError::Mrn(_) => "mrn",
        };
        error(code, &e.to_string())
    })?;
    Ok(pdf.bytes)
}

/// The three parts of a request, or `None` when the lengths do not add up.
fn split(input: &[u8]) -> Option<(&[u8], &[u8], &[u8])> {
    let len = |at: usize| -> Option<usize> {
        let bytes: [u8; 4] = input.get(at..at + 4)?.try_into().ok()?;
        Some(u32::from_le_bytes(bytes) as usize)
    };
    let (json_len, regular_len, bold_len) = (len(0)?, len(4)?, len(8)?);
    let rest = input.get(12..)?;
    if rest.len() != json_len.checked_add(regular_len)?.checked_add(bold_len)? {
        return None;
    }
    let (json, rest) = rest.split_at(json_len);
    let (regular, bold) = rest.split_at(regular_len);
    Some((json, regular, bold))
}

fn error(code: &str, message: &str) -> String {
    serde_json::json!({ "error": code, "message": message }).to_string()
}

/// Frames a request as `render` reads it (the native tests and figures use it).
pub fn frame(json: &[u8], regular: &[u8], bold: &[u8]) -> Vec<u8> {
    let mut out = Vec::with_capacity(12 + json.len() + regular.len() + bold.len());
    for part in [json, regular, bold] {
        out.extend_from_slice(&(part.len() as u32).to_le_bytes());
    }
    for part in [json, regular, bold] {
        out.extend_from_slice(part);
    }
    out
}
