//! A user's saved templates (issue 18: "start a declaration from any earlier one … or from a
//! saved template"), for every served kind: `/v1/{kind}/templates[/{templateId}[/document]]`.
//!
//! A template is a document of the kind without its identity (what a clone clears: LRN, MRN,
//! GRN, references, access codes), named by its owner and seen by nobody else. Saving needs
//! what filing needs (`{kind}-applicant`); a new document starts from it as from a clone.

use axum::{
    extract::{Request, State},
    http::StatusCode,
    response::{IntoResponse, Response},
    Json,
};
use serde::{Deserialize, Serialize};
use serde_json::value::RawValue;
use utoipa::ToSchema;
use vama_rules::{text::Text, Mode, Violation};
use vama_store::{StoreError, TemplateInfo};

use super::{
    context::ctx,
    envelope,
    handlers::{not_yet_stored, parse_doc_text},
    heavy,
    kinds::ServedKind,
    permission::{require, Need},
};
use crate::{
    auth::CurrentUser,
    error::{ApiError, ApiResult, ViolationDto},
    json::{read_json_body, ApiPath},
    state::AppState,
};

/// The most templates one user keeps of one kind.
pub const MAX_TEMPLATES: usize = 50;
/// The longest name of a template.
pub const NAME_MAX: usize = 70;
/// The largest template, as kept (its JSON): a template holds what a broker files again and
/// again, not a whole consignment of thousands of items; 50 of the largest declarations a
/// user may post would hold gigabytes of one user's drafts (issue 14: nobody fills the server).
pub const MAX_TEMPLATE_BYTES: usize = 1024 * 1024;

/// A saved template as the API shows it (no document).
#[derive(Debug, Serialize, ToSchema)]
#[serde(rename_all = "camelCase")]
pub struct TemplateDto {
    pub id: String,
    pub name: String,
    pub saved_at_ms: i64,
}

impl From<TemplateInfo> for TemplateDto {
    fn from(t: TemplateInfo) -> Self {
        TemplateDto {
            id: t.id,
            name: t.name,
            saved_at_ms: t.saved_at_ms,
        }
    }
}

/// `POST /v1/{kind}/templates`: the name and the document to keep.
#[derive(Debug, Deserialize)]
#[serde(deny_unknown_fields)]
struct SaveTemplate {
    name: String,
    document: Box<RawValue>,
}

/// `GET /v1/{kind}/templates`: the user's templates of the kind, by name.
pub async fn list<K: ServedKind>(
    State(state): State<AppState>,
    user: CurrentUser,
) -> ApiResult<Json<Vec<TemplateDto>>> {
    require(&user, K::NAME, Need::Applicant)?;
    let templates = state.store.list_templates(K::NAME, user.username()).await?;
    Ok(Json(templates.into_iter().map(TemplateDto::from).collect()))
}

/// A refusal at `path` of the request (`/name`, `/document`), told by key (`template-*`).
fn refused(path: &str, text: Text) -> ApiError {
    let violation = ViolationDto::from(Violation::of(path, text.key.clone(), text));
    ApiError::unprocessable(violation.message.clone(), vec![violation])
}

/// The name as kept: trimmed, 1 to [`NAME_MAX`] characters, no control characters.
fn template_name(name: &str) -> ApiResult<String> {
    let name = name.trim();
    if name.is_empty() {
        return Err(refused("/name", Text::new("template-name-required")));
    }
    if name.chars().count() > NAME_MAX {
        return Err(refused(
            "/name",
            Text::new("template-name-too-long").with("max", NAME_MAX),
        ));
    }
    if name.chars().any(char::is_control) {
        return Err(refused("/name", Text::new("template-name-control")));
    }
    Ok(name.to_owned())
}

/// `POST /v1/{kind}/templates`: saves the document as a template under its name (the user's
/// template of that name is replaced). The document is read as the kind's, cleared of its
/// identity and normalised as a clone is, and kept if it is at most [`MAX_TEMPLATE_BYTES`].
pub async fn save<K: ServedKind>(
    State(state): State<AppState>,
    user: CurrentUser,
    req: Request,
) -> ApiResult<(StatusCode, Json<TemplateDto>)> {
    require(&user, K::NAME, Need::Applicant)?;
    let body = read_json_body(req, &state).await?;
    let _turn = state.large.admit(body.len()).await?;
    let ctx = ctx(&state, &user, Mode::Clone);
    let (name, text) = heavy::off_workers(move || {
        let form: SaveTemplate = crate::json::parse(&body)?;
        let name = template_name(&form.name)?;
        // the document as the screens post it (the envelope's read-only parts are left out)
        let document = envelope::split_text(form.document.get().as_bytes())?.document;
        let mut doc = parse_doc_text::<K>(&document)?;
        K::clear_identity(&mut doc);
        K::normalise(&mut doc, None, None, &ctx);
        let text = serde_json::to_string(&doc).map_err(ApiError::internal)?;
        if text.len() > MAX_TEMPLATE_BYTES {
            let max = MAX_TEMPLATE_BYTES / 1024;
            return Err(refused(
                "/document",
                Text::new("template-too-large").with("max", max),
            ));
        }
        Ok::<_, ApiError>((name, text))
    })
    .await?;
    let saved = state
        .store
        .save_template(
            K::NAME,
            user.username(),
            &name,
            &text,
            state.clock.now_ms(),
            MAX_TEMPLATES,
        )
        .await
        .map_err(|e| match e {
            StoreError::Full { limit } => {
                refused("/name", Text::new("templates-full").with("max", limit))
            }
            other => other.into(),
        })?;
    Ok((StatusCode::CREATED, Json(saved.into())))
}

fn no_such_template() -> ApiError {
    ApiError::not_found("").said(Text::new("no-such-template"))
}

/// The user's template `id` of the kind, or 404 (someone else's is as missing as none).
async fn body_of<K: ServedKind>(
    state: &AppState,
    user: &CurrentUser,
    id: &str,
) -> ApiResult<String> {
    state
        .store
        .template_body(K::NAME, user.username(), id)
        .await?
        .ok_or_else(no_such_template)
}

/// `GET /v1/{kind}/templates/{templateId}/document`: a new document with the template's data,
/// not yet stored (as `GET /v1/{kind}/{id}/clone/document` answers).
pub async fn document<K: ServedKind>(
    State(state): State<AppState>,
    user: CurrentUser,
    ApiPath(id): ApiPath<String>,
) -> ApiResult<Response> {
    require(&user, K::NAME, Need::Applicant)?;
    let text = body_of::<K>(&state, &user, &id).await?;
    let mut doc = parse_doc_text::<K>(&text)?;
    // what the rules of the day clear (a template saved before a rule changed) goes again
    K::clear_identity(&mut doc);
    not_yet_stored::<K>(&state, &user, doc, &ctx(&state, &user, Mode::Clone))
}

/// `DELETE /v1/{kind}/templates/{templateId}`.
pub async fn remove<K: ServedKind>(
    State(state): State<AppState>,
    user: CurrentUser,
    ApiPath(id): ApiPath<String>,
) -> ApiResult<Response> {
    require(&user, K::NAME, Need::Applicant)?;
    if state
        .store
        .delete_template(K::NAME, user.username(), &id)
        .await?
    {
        Ok(StatusCode::NO_CONTENT.into_response())
    } else {
        Err(no_such_template())
    }
}
