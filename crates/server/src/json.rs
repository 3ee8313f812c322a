//! The app's own JSON extractor, so that a malformed body, a wrong type or an unknown field
//! answers in the app's error format and names the field (`serde_path_to_error`).

use axum::{
    body::Bytes,
    extract::{FromRequest, Request},
    http::{header, StatusCode},
};
use serde::de::DeserializeOwned;

use crate::error::ApiError;

pub struct ApiJson<T>(pub T);

impl<S: Send + Sync, T: DeserializeOwned> FromRequest<S> for ApiJson<T> {
    type Rejection = ApiError;

    async fn from_request(req: Request, state: &S) -> Result<Self, Self::Rejection> {
        let bytes = read_json_body(req, state).await?;
        parse(&bytes).map(ApiJson)
    }
}

/// Reads a body that must be JSON: checks the content type and the size limit.
pub async fn read_json_body<S: Send + Sync>(req: Request, state: &S) -> Result<Bytes, ApiError> {
    let is_json = req
        .headers()
        .get(header::CONTENT_TYPE)
        .and_then(|v| v.to_str().ok())
        .map(|v| {
            let v = v.split(';').next().unwrap_or("").trim();
            v == "application/json" || (v.starts_with("application/") && v.ends_with("+json"))
        })
        .unwrap_or(false);
    if !is_json {
        return Err(ApiError::new(
            StatusCode::UNSUPPORTED_MEDIA_TYPE,
            "unsupported-media-type",
            "The request body must be JSON (Content-Type: application/json)",
        ));
    }
    read_body(req, state).await
}

/// Reads a body of any content type, within the size limit.
pub async fn read_body<S: Send + Sync>(req: Request, state: &S) -> Result<Bytes, ApiError> {
    Bytes::from_request(req, state).await.map_err(|rejection| {
        if rejection.status() == StatusCode::PAYLOAD_TOO_LARGE {
            ApiError::new(
                StatusCode::PAYLOAD_TOO_LARGE,
                "too-large",
                "The request body is too large",
            )
        } else {
            ApiError::bad_request(format!("Could not read the request body: {rejection}"))
        }
    })
}

/// Parses JSON into `T`, naming where it is not JSON or does not fit, by key (shape.rs).
pub fn parse<T: DeserializeOwned>(bytes: &[u8]) -> Result<T, ApiError> {
    refuse_nul(bytes)?;
    crate::shape::parse(
        &mut serde_json::Deserializer::from_slice(bytes),
        crate::shape::Read::Form,
    )
}

/// Refuses JSON whose text holds a NUL character (`\u0000`) anywhere, naming where: no text of
/// the portal holds one, and PostgreSQL cannot store it (it would answer an opaque error from
/// deep in the store). A raw NUL byte is not JSON at all; the escape is what can come.
pub fn refuse_nul(bytes: &[u8]) -> Result<(), ApiError> {
    const ESCAPE: &[u8] = b"\\u0000";
    if !bytes.windows(ESCAPE.len()).any(|w| w == ESCAPE) {
        return Ok(());
    }
    // Rare: find the text it is in (an escaped backslash before `u0000` is no NUL).
    let Ok(value) = serde_json::from_slice::<serde_json::Value>(bytes) else {
        return Ok(()); // the parse that follows names the syntax error
    };
    match nul_at(&value, String::new()) {
        Some(at) => Err(nul_refused(&format!("the text at '{at}'"))),
        None => Ok(()),
    }
}

/// The 400 for a NUL character in `what`.
pub fn nul_refused(what: &str) -> ApiError {
    ApiError::new(
        StatusCode::BAD_REQUEST,
        "nul-character",
        format!("{what} holds a NUL character (\\u0000), which is not allowed"),
    )
}

/// The JSON Pointer of the first string or key holding a NUL.
fn nul_at(value: &serde_json::Value, at: String) -> Option<String> {
    use serde_json::Value;
    match value {
        Value::String(s) if s.contains('\0') => Some(if at.is_empty() { "/".into() } else { at }),
        Value::Array(items) => items
            .iter()
            .enumerate()
            .find_map(|(i, v)| nul_at(v, format!("{at}/{i}"))),
        Value::Object(map) => map.iter().find_map(|(k, v)| {
            let here = format!("{at}/{}", k.replace('~', "~0").replace('/', "~1"));
            if k.contains('\0') {
                Some(here)
            } else {
                nul_at(v, here)
            }
        }),
        _ => None,
    }
}

/// A NUL (`%00`) in a URL's path or query parameters, named.
fn nul_in_url(parts: &axum::http::request::Parts) -> Result<(), ApiError> {
    let has = |s: &str| s.to_ascii_lowercase().contains("%00");
    if has(parts.uri.path()) {
        return Err(nul_refused("The address"));
    }
    for pair in parts.uri.query().unwrap_or("").split('&') {
        if has(pair) {
            let name = pair.split('=').next().unwrap_or("");
            return Err(nul_refused(&format!("The query parameter '{name}'")));
        }
    }
    Ok(())
}

/// Path parameters, with the app's error format when one does not parse (e.g. a version that
/// is not a number).
pub struct ApiPath<T>(pub T);

impl<S: Send + Sync, T: DeserializeOwned + Send> axum::extract::FromRequestParts<S> for ApiPath<T> {
    type Rejection = ApiError;

    async fn from_request_parts(
        parts: &mut axum::http::request::Parts,
        state: &S,
    ) -> Result<Self, Self::Rejection> {
        nul_in_url(parts)?;
        axum::extract::Path::<T>::from_request_parts(parts, state)
            .await
            .map(|axum::extract::Path(v)| ApiPath(v))
            .map_err(|e| ApiError::bad_request(format!("Bad path parameter: {}", e.body_text())))
    }
}

/// Query parameters, with the app's error format.
pub struct ApiQuery<T>(pub T);

impl<S: Send + Sync, T: DeserializeOwned> axum::extract::FromRequestParts<S> for ApiQuery<T> {
    type Rejection = ApiError;

    async fn from_request_parts(
        parts: &mut axum::http::request::Parts,
        state: &S,
    ) -> Result<Self, Self::Rejection> {
        nul_in_url(parts)?;
        axum::extract::Query::<T>::from_request_parts(parts, state)
            .await
            .map(|axum::extract::Query(v)| ApiQuery(v))
            .map_err(|e| ApiError::bad_request(format!("Bad query: {}", e.body_text())))
    }
}
