//! One error type at the HTTP edge. Every failure a user can cause answers a 4xx with
//! `{error, message, violations?}`; anything unexpected is logged and answers an opaque 500
//! (a 500 is a bug).

use axum::{
    http::StatusCode,
    response::{IntoResponse, Response},
    Json,
};
use serde::Serialize;
use utoipa::ToSchema;
use vama_rules::{text::Text, Violation};

/// The body of every error response.
#[derive(Debug, Serialize, ToSchema)]
pub struct ErrorBody {
    /// A stable machine-readable code, e.g. `bad-request`, `not-found`, `conflict`.
    pub error: String,
    /// What went wrong, for people, in English; `text`, when set, is the same as a key of the
    /// text catalogue (`x-vama-texts`), for the user's language.
    pub message: String,
    #[serde(skip_serializing_if = "Option::is_none")]
    pub text: Option<Box<Text>>,
    #[serde(skip_serializing_if = "Option::is_none")]
    pub violations: Option<Vec<ViolationDto>>,
}

/// One broken rule: where (a JSON Pointer into the document), which rule, and the message.
/// A problem of an imported file (e.g. its schema's errors) names the file's `line` and
/// `element` instead, with a readable `path`.
#[derive(Debug, Clone, Serialize, serde::Deserialize, ToSchema)]
pub struct ViolationDto {
    pub path: String,
    pub rule: String,
    /// In English; `text`, when set, is the same as a key of the text catalogue (`x-vama-texts`).
    pub message: String,
    /// Boxed: most violations of an imported file have none, and the error stays small.
    #[serde(default, skip_serializing_if = "Option::is_none")]
    pub text: Option<Box<Text>>,
    /// The 1-based line of an imported file.
    #[serde(default, skip_serializing_if = "Option::is_none")]
    pub line: Option<u32>,
    /// The element of an imported XML file.
    #[serde(default, skip_serializing_if = "Option::is_none")]
    pub element: Option<String>,
}

impl ViolationDto {
    /// A rule's violation at `path` (a JSON Pointer).
    pub fn at(
        path: impl Into<String>,
        rule: impl Into<String>,
        message: impl Into<String>,
    ) -> Self {
        ViolationDto {
            path: path.into(),
            rule: rule.into(),
            message: message.into(),
            text: None,
            line: None,
            element: None,
        }
    }

    /// A rule's violation at `path` told by key: its English becomes the message.
    pub fn said(path: impl Into<String>, rule: impl Into<String>, text: Text) -> Self {
        ViolationDto {
            message: text.english(),
            text: Some(Box::new(text)),
            ..ViolationDto::at(path, rule, "")
        }
    }

    /// A problem of an imported file at `line` (and `element`, when known).
    pub fn in_file(line: u32, element: &str, rule: &str, message: impl Into<String>) -> Self {
        let path = if element.is_empty() {
            format!("line {line}")
        } else {
            format!("line {line}, {element}")
        };
        ViolationDto {
            path,
            rule: rule.into(),
            message: message.into(),
            text: None,
            line: Some(line),
            element: (!element.is_empty()).then(|| element.to_owned()),
        }
    }
}

impl From<Violation> for ViolationDto {
    fn from(v: Violation) -> Self {
        ViolationDto {
            text: v.text.map(Box::new),
            ..ViolationDto::at(v.path, v.rule, v.message)
        }
    }
}

#[derive(Debug)]
pub struct ApiError {
    pub status: StatusCode,
    pub code: &'static str,
    pub message: String,
    pub violations: Option<Vec<ViolationDto>>,
    /// `Retry-After` of a 429 or 503, in seconds.
    pub retry_after_secs: Option<u64>,
    /// The message by key, where it has one.
    pub text: Option<Box<Text>>,
}

pub type ApiResult<T> = Result<T, ApiError>;

impl ApiError {
    pub fn new(status: StatusCode, code: &'static str, message: impl Into<String>) -> Self {
        ApiError {
            status,
            code,
            message: message.into(),
            violations: None,
            retry_after_secs: None,
            text: None,
        }
    }

    /// The error's message told by key: its English becomes the message.
    pub fn said(mut self, text: Text) -> Self {
        self.message = text.english();
        self.text = Some(Box::new(text));
        self
    }

    /// Tells the client when to try again (`Retry-After`).
    pub fn retry_after(mut self, secs: u64) -> Self {
        self.retry_after_secs = Some(secs);
        self
    }
    pub fn bad_request(message: impl Into<String>) -> Self {
        Self::new(StatusCode::BAD_REQUEST, "bad-request", message)
    }
    pub fn unauthorized() -> Self {
        Self::new(StatusCode::UNAUTHORIZED, "unauthorized", "Please sign in")
    }
    pub fn forbidden(message: impl Into<String>) -> Self {
        Self::new(StatusCode::FORBIDDEN, "forbidden", message)
    }
    pub fn not_found(message: impl Into<String>) -> Self {
        Self::new(StatusCode::NOT_FOUND, "not-found", message)
    }
    pub fn conflict(message: impl Into<String>) -> Self {
        Self::new(StatusCode::CONFLICT, "conflict", message)
    }
    pub fn too_many_requests(message: impl Into<String>) -> Self {
        Self::new(StatusCode::TOO_MANY_REQUESTS, "too-many-requests", message)
    }
    pub fn unprocessable(message: impl Into<String>, violations: Vec<ViolationDto>) -> Self {
        ApiError {
            status: StatusCode::UNPROCESSABLE_ENTITY,
            code: "invalid",
            message: message.into(),
            violations: Some(violations),
            retry_after_secs: None,
            text: None,
        }
    }
    /// Logs the cause and answers an opaque 500.
    pub fn internal(cause: impl std::fmt::Display) -> Self {
        tracing::error!(%cause, "internal error");
        Self::new(
            StatusCode::INTERNAL_SERVER_ERROR,
            "internal",
            "Something went wrong on our side",
        )
    }
}

impl IntoResponse for ApiError {
    fn into_response(self) -> Response {
        let body = ErrorBody {
            error: self.code.to_owned(),
            message: self.message,
            text: self.text,
            violations: self.violations,
        };
        let mut res = (self.status, Json(body)).into_response();
        if let Some(secs) = self.retry_after_secs {
            res.headers_mut().insert(
                axum::http::header::RETRY_AFTER,
                axum::http::HeaderValue::from(secs),
            );
        }
        res
    }
}

impl From<vama_store::StoreError> for ApiError {
    fn from(err: vama_store::StoreError) -> Self {
        use vama_store::StoreError;
        match err {
            StoreError::NotFound => ApiError::not_found("").said(Text::new("no-such-document")),
            StoreError::Conflict { current } => {
                ApiError::conflict("").said(Text::new("document-changed").with("version", current))
            }
            StoreError::Duplicate(what) => ApiError::conflict(format!("Already exists: {what}")),
            StoreError::BadQuery(msg) => ApiError::bad_request(msg),
            StoreError::Full { limit } => {
                ApiError::conflict(format!("There are {limit} already, the most allowed"))
            }
            other => ApiError::internal(other),
        }
    }
}
