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

/// Parses JSON into `T`, naming the offending field on failure.
pub fn parse<T: DeserializeOwned>(bytes: &[u8]) -> Result<T, ApiError> {
    let de = &mut serde_json::Deserializer::from_slice(bytes);
    serde_path_to_error::deserialize(de).map_err(|err| {
        let path = err.path().to_string();
        let inner = err.into_inner();
        let what = match inner.classify() {
            serde_json::error::Category::Syntax | serde_json::error::Category::Eof => {
                "The request body is not valid JSON"
            }
            _ => "The request body does not have the expected shape",
        };
        if path.is_empty() || path == "." {
            ApiError::bad_request(format!("{what}: {inner}"))
        } else {
            ApiError::bad_request(format!("{what}: at '{path}': {inner}"))
        }
    })
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
        axum::extract::Query::<T>::from_request_parts(parts, state)
            .await
            .map(|axum::extract::Query(v)| ApiQuery(v))
            .map_err(|e| ApiError::bad_request(format!("Bad query: {}", e.body_text())))
    }
}
