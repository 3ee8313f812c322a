//! A file sent as a `multipart/form-data` form, as browsers' forms and `curl -F` send it,
//! beside the raw body that the import and the attachments read otherwise.

use axum::{
    extract::{FromRequest, Multipart, Request},
    http::{header, HeaderMap, StatusCode},
};
use bytes::Bytes;

use crate::state::AppState;

/// The one file of a form.
pub struct Upload {
    /// The part's file name, as sent (callers make it safe).
    pub name: Option<String>,
    /// The part's own content type.
    pub content_type: Option<String>,
    pub bytes: Bytes,
}

/// Why a form gave no file.
pub enum UploadError {
    /// Larger than the route's body limit (413).
    TooLarge,
    /// Not a readable form, or not one file (400), in words.
    Bad(String),
}

/// Whether the request is a `multipart/form-data` form.
pub fn is_multipart(headers: &HeaderMap) -> bool {
    headers
        .get(header::CONTENT_TYPE)
        .and_then(|v| v.to_str().ok())
        .and_then(|v| v.split(';').next())
        .is_some_and(|mime| mime.trim().eq_ignore_ascii_case("multipart/form-data"))
}

/// The file of a `multipart/form-data` form: its one part, or of several parts the one that
/// is a file (has a file name). The route's body limit holds for the whole form.
pub async fn one_file(req: Request, state: &AppState) -> Result<Upload, UploadError> {
    let mut form = Multipart::from_request(req, state)
        .await
        .map_err(|rejection| UploadError::Bad(format!("The form cannot be read: {rejection}")))?;
    let mut parts: Vec<Upload> = Vec::new();
    loop {
        let field = match form.next_field().await {
            Ok(Some(field)) => field,
            Ok(None) => break,
            Err(e) => return Err(failed(e.status(), e.body_text())),
        };
        let name = field.file_name().map(str::to_owned);
        let content_type = field.content_type().map(str::to_owned);
        let bytes = field
            .bytes()
            .await
            .map_err(|e| failed(e.status(), e.body_text()))?;
        parts.push(Upload {
            name,
            content_type,
            bytes,
        });
    }
    let mut files: Vec<Upload> = if parts.len() > 1 {
        parts.into_iter().filter(|p| p.name.is_some()).collect()
    } else {
        parts
    };
    match files.len() {
        1 => Ok(files.remove(0)),
        0 => Err(UploadError::Bad(
            "The form has no file: send one file part".into(),
        )),
        n => Err(UploadError::Bad(format!(
            "The form has {n} files: send one file part"
        ))),
    }
}

fn failed(status: StatusCode, text: String) -> UploadError {
    if status == StatusCode::PAYLOAD_TOO_LARGE {
        UploadError::TooLarge
    } else {
        UploadError::Bad(format!("The form cannot be read: {text}"))
    }
}
