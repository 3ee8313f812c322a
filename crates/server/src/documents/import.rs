//! `POST /v1/{kind}/import`: a file (our JSON, or the kind's XML message) becomes a new
//! document.

use axum::{
    extract::{Request, State},
    http::{header, StatusCode},
    Json,
};
use serde_json::Value;
use vama_rules::{text::Text, values::Lrn, workflow::NEW, Mode};

use super::{
    catalog_values::completed,
    context::ctx,
    envelope,
    handlers::{check_holder, parse_doc_text, persist_new, summary_of, transition, ActionResult},
    heavy,
    kinds::ServedKind,
    permission::{require, Need},
    upload::{is_multipart, one_file, UploadError},
};
use crate::{
    auth::CurrentUser,
    error::{ApiError, ApiResult, ViolationDto},
    json::read_body,
    state::AppState,
};

/// `POST /v1/{kind}/import`: an exported file becomes a new document: our JSON, or the kind's
/// XML message ([`ServedKind::IMPORT_XML_SCHEMA`]; T01: the IE015, CC015C), which is validated
/// against its schema first (refused with the schema's errors) when `VAMA_NCTS_XSD_DIR` is
/// set. Then stored as the JSON import is: normalised, validated (violations reported, not a
/// refusal), the holder checked. The file is the raw body, or the one file part of a
/// `multipart/form-data` form.
pub async fn import<K: ServedKind + 'static>(
    State(state): State<AppState>,
    user: CurrentUser,
    req: Request,
) -> ApiResult<Json<ActionResult>> {
    require(&user, K::NAME, Need::Applicant)?;
    transition::<K>(NEW, "import", &user)?;
    let (declared, bytes) = if is_multipart(req.headers()) {
        // A browser's form or `curl -F`: the file part's own type says what it is.
        let file = one_file(req, &state).await.map_err(|e| match e {
            UploadError::TooLarge => ApiError::new(
                StatusCode::PAYLOAD_TOO_LARGE,
                "too-large",
                "The request body is too large",
            ),
            UploadError::Bad(message) => ApiError::bad_request(message),
        })?;
        (mime_format::<K>(file.content_type.as_deref())?, file.bytes)
    } else {
        let declared = import_format::<K>(req.headers())?;
        (declared, read_body(req, &state).await?)
    };
    if bytes.iter().all(u8::is_ascii_whitespace) {
        return Err(ApiError::bad_request("").said(Text::new("input-file-mandatory")));
    }
    let format = match declared {
        Some(format) => format,
        None => sniff::<K>(&bytes)?,
    };
    let (doc, note) = match format {
        // As every posted document: from its text, off the async workers, in a large body's turn.
        ImportFormat::Json => {
            let _turn = state.large.admit(bytes.len()).await?;
            let doc = heavy::off_workers(move || {
                parse_doc_text::<K>(&envelope::split_text(&bytes)?.document)
            })
            .await?;
            (doc, None)
        }
        ImportFormat::Xml => read_xml::<K>(&state, bytes).await?,
    };
    // The file's catalog values are codes (an IE015 carries nothing else): their names and
    // flags come from the catalogs, off the async workers for a big file.
    let catalogs = state.catalogs();
    let mut doc = tokio::task::spawn_blocking(move || completed::<K>(doc, &catalogs))
        .await
        .map_err(ApiError::internal)??;
    let lrn = match K::FILER_REFERENCE {
        true => file_lrn::<K>(&doc)?,
        false => None,
    };
    K::clear_identity(&mut doc);
    let mut notes: Vec<String> = note.map(str::to_owned).into_iter().collect();
    if check_holder(&summary_of::<K>(&doc), &user).is_err() {
        let ctx = ctx(&state, &user, Mode::New);
        if let Some(named) = K::make_user_holder(&mut doc, &ctx) {
            notes.push(format!(
                "The file names {named} as holder, which is not you or a trader you represent: you are the holder of the imported {}.",
                K::LABEL.to_lowercase()
            ));
        }
    }
    if let (Some(lrn), Some(holder)) = (&lrn, summary_of::<K>(&doc).holder_eori) {
        if state
            .store
            .reference_taken(K::NAME, Some(&holder), lrn)
            .await?
        {
            return Err(lrn_taken::<K>(lrn, &holder));
        }
    }
    // The import's form is what the file says about its identity: the kind keeps the file's
    // LRN (`on_transition` of "import") where a new document would get a new one.
    let form = lrn.map_or(Value::Null, |lrn| serde_json::json!({ "lrn": lrn }));
    let store = transition::<K>(NEW, "store", &user)?;
    let started = std::time::Instant::now();
    let mut result = persist_new::<K>(&state, &user, doc, store, "import", &form).await?;
    tracing::debug!(
        store_ms = started.elapsed().as_millis() as u64,
        "import stored"
    );
    for note in notes {
        result.message.push(' ');
        result.message.push_str(&note);
    }
    Ok(Json(result))
}

/// The file's LRN: traders' software knows its declarations by it, so an import keeps it
/// (`None`: the file has none, and the portal gives one). One that is not an LRN (1 to 22
/// characters, no outer spaces) is refused rather than replaced.
fn file_lrn<K: ServedKind>(doc: &K::Doc) -> ApiResult<Option<String>> {
    let Some(lrn) = summary_of::<K>(doc).reference else {
        return Ok(None);
    };
    if lrn.trim().is_empty() {
        return Ok(None);
    }
    if Lrn::parse(&lrn).is_none() {
        let shown: String = lrn.chars().take(40).collect();
        return Err(ApiError::unprocessable(
            format!(
                "The file's LRN '{shown}' is not an LRN (1 to 22 characters, without leading or trailing spaces). Nothing was stored."
            ),
            vec![ViolationDto::at(
                "/lrn",
                "lrn-format",
                "An LRN has 1 to 22 characters, without leading or trailing spaces",
            )],
        ));
    }
    Ok(Some(lrn))
}

/// The refusal of a file whose LRN the holder already uses.
fn lrn_taken<K: ServedKind>(lrn: &str, holder: &str) -> ApiError {
    let mut err = ApiError::conflict("").said(
        Text::new("lrn-taken")
            .with("holder", holder)
            .with("lrn", lrn),
    );
    err.message = format!(
        "The holder {holder} already has a {} with LRN {lrn}: the LRN is unique per holder. Nothing was stored.",
        K::LABEL.to_lowercase()
    );
    let at = Text::new("lrn-unique-per-holder").with("lrn", lrn);
    let mut violation = ViolationDto::at("/lrn", "lrn-unique-per-holder", at.english());
    violation.text = Some(Box::new(at));
    err.violations = Some(vec![violation]);
    err
}

#[derive(Debug, Clone, Copy, PartialEq, Eq)]
enum ImportFormat {
    Json,
    Xml,
}

fn unsupported_import<K: ServedKind>(what: &str) -> ApiError {
    let accepted = if K::IMPORT_XML_SCHEMA.is_some() {
        "an exported JSON file (.json, application/json) or an NCTS XML message (.xml, application/xml)"
    } else {
        "an exported JSON file (.json, application/json)"
    };
    let text = Text::new("import-reads").with(
        "context",
        match K::IMPORT_XML_SCHEMA {
            Some(_) => "json-or-xml",
            None => "json",
        },
    );
    let mut err = ApiError::new(
        StatusCode::UNSUPPORTED_MEDIA_TYPE,
        "unsupported-media-type",
        "",
    )
    .said(text);
    // API clients also read what was sent
    err.message = format!("{what}: import reads {accepted}");
    err
}

/// The format the content type declares; `None` when it leaves it to the body (no content
/// type, `text/plain`, `application/octet-stream`).
fn import_format<K: ServedKind>(
    headers: &axum::http::HeaderMap,
) -> ApiResult<Option<ImportFormat>> {
    mime_format::<K>(
        headers
            .get(header::CONTENT_TYPE)
            .map(|v| v.to_str().unwrap_or("")),
    )
}

/// The format a content type (of the body, or of a form's file part) declares; `None` when it
/// leaves it to the file's content.
fn mime_format<K: ServedKind>(content_type: Option<&str>) -> ApiResult<Option<ImportFormat>> {
    let Some(value) = content_type else {
        return Ok(None);
    };
    let mime = value
        .split(';')
        .next()
        .unwrap_or("")
        .trim()
        .to_ascii_lowercase();
    let format = match mime.as_str() {
        "application/json" => Some(ImportFormat::Json),
        m if m.starts_with("application/") && m.ends_with("+json") => Some(ImportFormat::Json),
        "application/xml" | "text/xml" => Some(ImportFormat::Xml),
        m if m.ends_with("+xml") => Some(ImportFormat::Xml),
        "" | "text/plain" | "application/octet-stream" => None,
        other => {
            return Err(unsupported_import::<K>(&format!(
                "A file of type '{other}'"
            )))
        }
    };
    if format == Some(ImportFormat::Xml) && K::IMPORT_XML_SCHEMA.is_none() {
        return Err(unsupported_import::<K>("An XML file"));
    }
    Ok(format)
}

/// JSON or XML by the body's first non-blank character (after a byte order mark).
fn sniff<K: ServedKind>(bytes: &[u8]) -> ApiResult<ImportFormat> {
    let body = bytes.strip_prefix(b"\xEF\xBB\xBF").unwrap_or(bytes);
    match body.iter().find(|b| !b.is_ascii_whitespace()) {
        Some(b'{') => Ok(ImportFormat::Json),
        Some(b'<') if K::IMPORT_XML_SCHEMA.is_some() => Ok(ImportFormat::Xml),
        _ => Err(unsupported_import::<K>("The file is neither JSON nor XML")),
    }
}

/// An XML message as a document: the schema first (when configured), then the mapping. The
/// note says when the schema was not checked.
async fn read_xml<K: ServedKind + 'static>(
    state: &AppState,
    bytes: bytes::Bytes,
) -> ApiResult<(K::Doc, Option<&'static str>)> {
    let Some(schema) = K::IMPORT_XML_SCHEMA else {
        return Err(unsupported_import::<K>("An XML file"));
    };
    if let Err(e) = std::str::from_utf8(&bytes) {
        return Err(
            ApiError::bad_request("").said(Text::new("xml-not-utf8").with("byte", e.valid_up_to()))
        );
    }
    let started = std::time::Instant::now();
    let note = match &state.config.ncts_xsd_dir {
        Some(dir) => match super::xsd::validate(dir, schema, bytes.clone()).await? {
            super::xsd::Verdict::Valid => None,
            super::xsd::Verdict::Invalid { errors, total } => {
                // the errors listed are xmllint's, as the schema's authors wrote them
                let text = Text::new("xml-not-valid")
                    .with("schema", schema)
                    .with("errors", total);
                return Err(ApiError::unprocessable("", errors).said(text));
            }
        },
        None => Some(
            "Schema validation is not configured (VAMA_NCTS_XSD_DIR): the file's structure was checked, not its schema.",
        ),
    };
    let validated = started.elapsed();
    let doc = tokio::task::spawn_blocking(move || {
        let text = std::str::from_utf8(&bytes).unwrap_or_default();
        K::import_xml(text)
    })
    .await
    .map_err(ApiError::internal)?
    .map_err(|v| {
        ApiError::unprocessable(
            format!(
                "The file is not a {} message that can be read: {}. Nothing was stored.",
                schema.trim_end_matches(".xsd").to_uppercase(),
                v.message
            ),
            vec![v],
        )
    })?;
    tracing::debug!(
        validate_ms = validated.as_millis() as u64,
        map_ms = (started.elapsed() - validated).as_millis() as u64,
        "xml import read"
    );
    Ok((doc, note))
}
