//! Files attached to a document (guarantee.md: "Reference Document Information";
//! "Attachments: PDF, PNG, JPEG, BMP only; max 4000 kilobytes each; max 10 files"), for every
//! served kind: `/v1/{kind}/{id}/attachments[/{attachmentId}]`.
//!
//! - Upload is the file's bytes as the raw request body, its name percent-encoded (what
//!   `encodeURIComponent` gives) in the `X-File-Name` header: the browser sends a `File` with
//!   one `fetch`, and the server reads no multipart framing. The client's content type is
//!   ignored: the type is recognised by the content (its magic bytes), never by the name.
//! - Seeing the attachments follows the document's own access (another trader or another
//!   office gets 404). Adding and deleting them is for the users to whom the kind's workflow
//!   opens one of [`ServedKind::ATTACHMENT_EDIT_ACTIONS`] in the document's status (by default
//!   `store`: the holder's side while the document is a draft), the same rule that lets them
//!   change the rest of the document.
//! - 4000 KB is read as 4000 × 1024 = 4,096,000 bytes (the binary kilobyte the GOV.UK
//!   pattern's file pickers and operating systems show for "KB"), so a file the user's system
//!   calls "4000 KB" is accepted.

use axum::{
    body::Bytes,
    extract::{FromRequest, Request, State},
    http::{header, HeaderMap, HeaderValue, StatusCode},
    response::{IntoResponse, Response},
    Json,
};
use percent_encoding::{percent_decode_str, utf8_percent_encode, AsciiSet, NON_ALPHANUMERIC};
use serde::Serialize;
use utoipa::ToSchema;
use vama_store::{AttachmentInfo, DocumentRow, NewAttachment};

use super::{
    handlers::load,
    kinds::ServedKind,
    permission::{require, Need},
    upload::{is_multipart, one_file, UploadError},
};
use crate::{
    auth::CurrentUser,
    error::{ApiError, ApiResult, ViolationDto},
    json::ApiPath,
    state::AppState,
};

/// The largest file: 4000 KB, read as 4000 × 1024 bytes (see the module's note).
pub const MAX_FILE_BYTES: usize = 4000 * 1024;
/// The most files one document holds.
pub const MAX_FILES: usize = 10;
/// What a `multipart/form-data` form adds around its file (boundaries, part headers).
pub const FORM_OVERHEAD: usize = 16 * 1024;
/// The request body limit of the upload route: just over the largest file sent in a form, so
/// that any larger file is refused with the size message (and is not read past this point)
/// rather than with a bare 413; the file itself is held to [`MAX_FILE_BYTES`].
pub const UPLOAD_BODY_LIMIT: usize = MAX_FILE_BYTES + FORM_OVERHEAD + 1;
/// The header that names the uploaded file (percent-encoded UTF-8).
pub const FILE_NAME_HEADER: &str = "x-file-name";

/// The GOV.UK file upload pattern's messages.
pub const WRONG_TYPE: &str = "The selected file must be a PDF, PNG, JPEG or BMP";
pub const TOO_LARGE: &str = "The selected file must be smaller than 4000 KB";
pub const EMPTY: &str = "The selected file is empty";
pub const TOO_MANY: &str = "You can only select up to 10 files";

/// Where the violations point: the document's list of files.
const FILES_PATH: &str = "/files";

/// An attachment as the API shows it (no bytes).
#[derive(Debug, Serialize, ToSchema)]
#[serde(rename_all = "camelCase")]
pub struct AttachmentDto {
    pub id: String,
    pub file_name: String,
    /// Bytes.
    pub size: i64,
    /// Recognised from the content: application/pdf, image/png, image/jpeg or image/bmp.
    pub content_type: String,
    pub created_by: String,
    pub created_at_ms: i64,
}

impl From<AttachmentInfo> for AttachmentDto {
    fn from(a: AttachmentInfo) -> Self {
        AttachmentDto {
            id: a.id,
            file_name: a.name,
            size: a.size,
            content_type: a.content_type,
            created_by: a.created_by,
            created_at_ms: a.created_at_ms,
        }
    }
}

/// The content type of a PDF, PNG, JPEG or BMP file, recognised by its first bytes; `None`
/// for anything else. BMP's "BM" alone is two printable letters, so its header must also
/// carry a known DIB header size (bytes 14..18) for the file to count as a bitmap.
pub fn sniff(bytes: &[u8]) -> Option<&'static str> {
    const PNG: &[u8] = b"\x89PNG\r\n\x1a\n";
    if bytes.starts_with(b"%PDF-") {
        Some("application/pdf")
    } else if bytes.starts_with(PNG) {
        Some("image/png")
    } else if bytes.starts_with(&[0xFF, 0xD8, 0xFF]) {
        Some("image/jpeg")
    } else if bytes.starts_with(b"BM") && bytes.len() >= 26 {
        let dib = u32::from_le_bytes([bytes[14], bytes[15], bytes[16], bytes[17]]);
        // BITMAPCOREHEADER, OS/2 2.x (16 and 64), INFO, V2, V3, V4 and V5 headers.
        matches!(dib, 12 | 16 | 40 | 52 | 56 | 64 | 108 | 124).then_some("image/bmp")
    } else {
        None
    }
}

/// A file name safe to store and to send back: the last path component, without control
/// characters (CR, LF, …), quotes or path separators, at most 200 characters, never empty
/// nor hidden (a leading dot).
pub fn safe_file_name(raw: &str) -> String {
    let last = raw.rsplit(['/', '\\']).next().unwrap_or_default();
    let cleaned: String = last
        .chars()
        .filter(|c| {
            !c.is_control()
                && !is_invisible_format(*c)
                && !matches!(c, '"' | '\'' | '/' | '\\' | '`')
        })
        .take(200)
        .collect();
    let trimmed = cleaned.trim().trim_start_matches('.').trim();
    if trimmed.is_empty() {
        "attachment".into()
    } else {
        trimmed.into()
    }
}

/// The format characters that change how a name is shown without being seen: the
/// bidirectional controls (`x\u{202e}gnp.exe` shows as `xexe.png`), the zero-width ones and
/// the byte order mark.
fn is_invisible_format(c: char) -> bool {
    matches!(
        c,
        '\u{200b}'..='\u{200f}' // zero width space … right-to-left mark
            | '\u{202a}'..='\u{202e}' // embeddings and overrides
            | '\u{2060}'..='\u{2064}' // word joiner, invisible operators
            | '\u{2066}'..='\u{2069}' // isolates
            | '\u{061c}' // Arabic letter mark
            | '\u{feff}' // byte order mark
    )
}

/// What RFC 5987/8187 leaves unescaped in `filename*` (attr-char); everything else is
/// percent-encoded.
const ATTR_CHAR: &AsciiSet = &NON_ALPHANUMERIC
    .remove(b'!')
    .remove(b'#')
    .remove(b'$')
    .remove(b'&')
    .remove(b'+')
    .remove(b'-')
    .remove(b'.')
    .remove(b'^')
    .remove(b'_')
    .remove(b'`')
    .remove(b'|')
    .remove(b'~');

/// `attachment; filename="…"; filename*=UTF-8''…` for a name made safe by [`safe_file_name`]:
/// an ASCII fallback (other characters, and `%` which some browsers decode, become `_`) and
/// the exact name in UTF-8.
pub fn content_disposition(name: &str) -> String {
    let name = safe_file_name(name);
    let ascii: String = name
        .chars()
        .map(|c| {
            if c.is_ascii() && !c.is_ascii_control() && c != '%' {
                c
            } else {
                '_'
            }
        })
        .collect();
    let utf8 = utf8_percent_encode(&name, ATTR_CHAR);
    format!("attachment; filename=\"{ascii}\"; filename*=UTF-8''{utf8}")
}

fn refused(message: &'static str, rule: &'static str) -> ApiError {
    ApiError::unprocessable(message, vec![ViolationDto::at(FILES_PATH, rule, message)])
}

/// Whether `user` may add and delete the attachments of `row`: one of the kind's editing
/// actions is open to them in its status.
fn may_change<K: ServedKind>(row: &DocumentRow, user: &CurrentUser) -> ApiResult<()> {
    let table = K::workflow();
    let open = |status: Option<&str>| {
        K::ATTACHMENT_EDIT_ACTIONS.iter().any(|action| {
            table.iter().any(|t| {
                t.action == *action
                    && t.roles.contains(&user.user_type)
                    && status.is_none_or(|s| t.from.contains(&s))
            })
        })
    };
    if open(Some(&row.status)) {
        Ok(())
    } else if open(None) {
        Err(ApiError::conflict("")
            .said(vama_rules::text::Text::new("attachments-not-now").with("status", &row.status)))
    } else {
        Err(ApiError::forbidden("").said(vama_rules::text::Text::new("attachments-not-yours")))
    }
}

/// The uploaded file's name from [`FILE_NAME_HEADER`].
fn file_name(headers: &HeaderMap) -> ApiResult<String> {
    let raw = headers
        .get(FILE_NAME_HEADER)
        .and_then(|v| v.to_str().ok())
        .unwrap_or_default();
    let decoded = percent_decode_str(raw).decode_utf8().map_err(|_| {
        ApiError::bad_request("The X-File-Name header is not percent-encoded UTF-8")
    })?;
    Ok(safe_file_name(&decoded))
}

/// The file's bytes, within [`UPLOAD_BODY_LIMIT`]: a larger body is refused with the size
/// message.
async fn read_file(req: Request, state: &AppState) -> ApiResult<Bytes> {
    let bytes = Bytes::from_request(req, state).await.map_err(|rejection| {
        if rejection.status() == StatusCode::PAYLOAD_TOO_LARGE {
            refused(TOO_LARGE, "attachment-size")
        } else {
            ApiError::bad_request(format!("Could not read the file: {rejection}"))
        }
    })?;
    checked_file(bytes)
}

/// The file, when it is neither empty nor larger than [`MAX_FILE_BYTES`].
fn checked_file(bytes: Bytes) -> ApiResult<Bytes> {
    if bytes.is_empty() {
        return Err(refused(EMPTY, "attachment-empty"));
    }
    if bytes.len() > MAX_FILE_BYTES {
        return Err(refused(TOO_LARGE, "attachment-size"));
    }
    Ok(bytes)
}

/// `POST /v1/{kind}/{id}/attachments`: the raw file, named by `X-File-Name`, or a
/// `multipart/form-data` form of one file part, named by the part.
pub async fn upload<K: ServedKind>(
    State(state): State<AppState>,
    user: CurrentUser,
    ApiPath(id): ApiPath<String>,
    headers: HeaderMap,
    req: Request,
) -> ApiResult<Response> {
    require(&user, K::NAME, Need::Applicant)?;
    let row = load::<K>(&state, &user, &id).await?;
    may_change::<K>(&row, &user)?;
    let (name, bytes) = if is_multipart(&headers) {
        // A browser's form or `curl -F`: the part names the file.
        let file = one_file(req, &state).await.map_err(|e| match e {
            UploadError::TooLarge => refused(TOO_LARGE, "attachment-size"),
            UploadError::Bad(message) => ApiError::bad_request(message),
        })?;
        let name = match file.name {
            Some(name) => safe_file_name(&name),
            None => file_name(&headers)?,
        };
        (name, checked_file(file.bytes)?)
    } else {
        (file_name(&headers)?, read_file(req, &state).await?)
    };
    let content_type = sniff(&bytes).ok_or_else(|| refused(WRONG_TYPE, "attachment-type"))?;
    let access = user.access();
    let info = state
        .store
        .add_attachment(
            K::NAME,
            &id,
            &access,
            NewAttachment {
                name,
                content_type: content_type.into(),
                data: bytes.to_vec(),
                created_by: user.username().into(),
                now_ms: state.clock.now_ms(),
            },
            MAX_FILES,
        )
        .await
        .map_err(|e| match e {
            vama_store::StoreError::Full { .. } => refused(TOO_MANY, "attachment-count"),
            other => other.into(),
        })?;
    Ok((StatusCode::CREATED, Json(AttachmentDto::from(info))).into_response())
}

/// `GET /v1/{kind}/{id}/attachments`: the document's files, oldest first.
pub async fn list<K: ServedKind>(
    State(state): State<AppState>,
    user: CurrentUser,
    ApiPath(id): ApiPath<String>,
) -> ApiResult<Json<Vec<AttachmentDto>>> {
    require(&user, K::NAME, Need::Read)?;
    // Through `load` so that a missing or invisible document is a 404, not an empty list.
    load::<K>(&state, &user, &id).await?;
    let items = state
        .store
        .list_attachments(K::NAME, &id, &user.access())
        .await?;
    Ok(Json(items.into_iter().map(Into::into).collect()))
}

fn no_attachment(id: &str) -> ApiError {
    ApiError::not_found(format!("No attachment with id {id}"))
}

/// `GET /v1/{kind}/{id}/attachments/{attachmentId}`: the file, as a download.
pub async fn download<K: ServedKind>(
    State(state): State<AppState>,
    user: CurrentUser,
    ApiPath((id, attachment_id)): ApiPath<(String, String)>,
) -> ApiResult<Response> {
    require(&user, K::NAME, Need::Read)?;
    let (info, data) = state
        .store
        .get_attachment(K::NAME, &id, &attachment_id, &user.access())
        .await?
        .ok_or_else(|| no_attachment(&attachment_id))?;
    // The stored type was sniffed at upload; sniffed again so that a row written any other way
    // is still never served as something a browser would render.
    let content_type = sniff(&data).unwrap_or("application/octet-stream");
    let disposition =
        HeaderValue::from_str(&content_disposition(&info.name)).map_err(ApiError::internal)?;
    Ok((
        [
            (header::CONTENT_TYPE, HeaderValue::from_static(content_type)),
            (header::CONTENT_DISPOSITION, disposition),
            (
                header::X_CONTENT_TYPE_OPTIONS,
                HeaderValue::from_static("nosniff"),
            ),
            (
                header::CONTENT_SECURITY_POLICY,
                HeaderValue::from_static("default-src 'none'; sandbox"),
            ),
            (header::CACHE_CONTROL, HeaderValue::from_static("private")),
        ],
        data,
    )
        .into_response())
}

/// `DELETE /v1/{kind}/{id}/attachments/{attachmentId}`.
pub async fn remove<K: ServedKind>(
    State(state): State<AppState>,
    user: CurrentUser,
    ApiPath((id, attachment_id)): ApiPath<(String, String)>,
) -> ApiResult<StatusCode> {
    require(&user, K::NAME, Need::Applicant)?;
    let row = load::<K>(&state, &user, &id).await?;
    may_change::<K>(&row, &user)?;
    if state
        .store
        .delete_attachment(K::NAME, &id, &attachment_id, &user.access())
        .await?
    {
        Ok(StatusCode::NO_CONTENT)
    } else {
        Err(no_attachment(&attachment_id))
    }
}

#[cfg(test)]
mod tests {
    use super::*;

    #[test]
    fn the_type_is_recognised_by_the_content_not_the_name() {
        assert_eq!(sniff(b"%PDF-1.7\n..."), Some("application/pdf"));
        assert_eq!(sniff(b"\x89PNG\r\n\x1a\n\0\0\0\rIHDR"), Some("image/png"));
        assert_eq!(
            sniff(&[0xFF, 0xD8, 0xFF, 0xE0, 0, 0x10]),
            Some("image/jpeg")
        );
        let mut bmp = b"BM".to_vec();
        bmp.extend([0; 12]);
        bmp.extend(40u32.to_le_bytes());
        bmp.extend([0; 8]);
        assert_eq!(sniff(&bmp), Some("image/bmp"));
        for other in [
            &b"BMW is a car, not a bitmap"[..],
            b"GIF89a",
            b"<svg xmlns='http://www.w3.org/2000/svg'/>",
            b"PK\x03\x04",
            b"%PD",
            b"",
        ] {
            assert_eq!(sniff(other), None, "{other:?}");
        }
    }

    #[test]
    fn a_file_name_loses_paths_quotes_and_line_breaks() {
        assert_eq!(safe_file_name("C:\\Users\\me\\scan.pdf"), "scan.pdf");
        assert_eq!(safe_file_name("../../etc/passwd"), "passwd");
        assert_eq!(safe_file_name("a\"b'\r\nc.png"), "abc.png");
        assert_eq!(safe_file_name(".htaccess"), "htaccess");
        assert_eq!(safe_file_name("  "), "attachment");
        assert_eq!(safe_file_name(&"x".repeat(300)).len(), 200);
    }

    #[test]
    fn a_file_name_loses_the_invisible_characters_that_disguise_it() {
        // Shown as "xexe.png" with the override kept: the name is what it is.
        assert_eq!(safe_file_name("x\u{202e}gnp.exe"), "xgnp.exe");
        assert_eq!(safe_file_name("in\u{2067}voice\u{2069}.pdf"), "invoice.pdf");
        assert_eq!(safe_file_name("\u{feff}scan\u{200b}.png"), "scan.png");
        assert_eq!(safe_file_name("Factură.pdf"), "Factură.pdf");
    }

    #[test]
    fn the_content_disposition_has_an_ascii_name_and_the_exact_utf8_one() {
        assert_eq!(
            content_disposition("Factură 100%.pdf"),
            "attachment; filename=\"Factur_ 100_.pdf\"; filename*=UTF-8''Factur%C4%83%20100%25.pdf"
        );
        let d = content_disposition("x\"; filename=evil.html\r\n.png");
        assert!(!d.contains('\r') && !d.contains('\n'), "{d}");
        assert_eq!(d.matches('"').count(), 2, "{d}");
    }
}
