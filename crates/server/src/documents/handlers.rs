//! The generic document machinery (architecture contract 1): every handler is generic over the
//! kind, so a new kind gets the whole API by being registered in `documents::routes`.

use axum::{
    extract::{Request, State},
    http::{header, HeaderValue, StatusCode},
    response::{IntoResponse, Response},
    Json,
};
use serde::Serialize;
use vama_rules::{
    text::Text,
    workflow::{self, Effect, Transition, NEW},
    Kind, Mode,
};
use vama_store::{ActionRecord, DocSummary, DocumentRow, DocumentView, NewDocument, NewVersion};

use super::{
    actions::{for_document, with_export_formats, ActionDto},
    catalog_check, catalog_values,
    context::ctx,
    envelope::{self, Envelope, HistoryDto, MessageDto, TimerDto, VersionDto},
    heavy,
    kinds::{ExportContext, Reader, ServedKind, Taken},
    permission::{require, Need},
    search::{self, ListResponse, SearchParams},
};
use crate::{
    auth::CurrentUser,
    error::{ApiError, ApiResult, ViolationDto},
    json::{read_json_body, ApiPath, ApiQuery},
    state::AppState,
};

pub use super::actions::ActionResult;

pub(crate) fn summary_of<K: Kind>(doc: &K::Doc) -> DocSummary {
    let s = K::summary(doc);
    DocSummary {
        holder_eori: s.holder_eori,
        holder_name: s.holder_name,
        reference: s.reference,
        issued_reference: s.issued_reference,
        other_reference: s.other_reference,
        type_code: s.type_code,
        office_of_departure: s.office_of_departure,
        office_of_destination: s.office_of_destination,
        customs_office: s.customs_office,
        amount: s.amount,
        balance: s.balance,
        end_date: s.end_date,
        submitted_on: s.submitted_on,
        decided_on: s.decided_on,
        offices_en_route: s.offices_en_route,
    }
}

/// The kind's document from its JSON text (see [`envelope::split_text`]), naming where it does
/// not fit.
pub(crate) fn parse_doc_text<K: Kind>(text: &str) -> ApiResult<K::Doc> {
    parse_doc::<K, _>(&mut serde_json::Deserializer::from_str(text))
}

/// A document of kind `K` from any JSON source (text, or a value already parsed), or where it
/// does not fit.
pub(crate) fn parse_doc<'de, K: Kind, D>(de: D) -> ApiResult<K::Doc>
where
    D: serde::Deserializer<'de, Error = serde_json::Error>,
{
    crate::shape::parse(de, crate::shape::Read::Document)
}

fn parse_stored<K: Kind>(row: &DocumentRow) -> ApiResult<K::Doc> {
    serde_json::from_str(&row.body).map_err(ApiError::internal)
}

pub(crate) async fn load<K: Kind>(
    state: &AppState,
    user: &CurrentUser,
    id: &str,
) -> ApiResult<DocumentRow> {
    state
        .store
        .get_document(K::NAME, id, &user.access())
        .await?
        .ok_or_else(|| ApiError::not_found(format!("No {} with id {id}", K::NAME)))
}

/// The transition for `action` in `status`, or why not.
pub(crate) fn transition<K: Kind>(
    status: &str,
    action: &str,
    user: &CurrentUser,
) -> ApiResult<&'static Transition> {
    let table = K::workflow();
    if let Some(t) = workflow::find(table, status, action, user.user_type) {
        return Ok(t);
    }
    if !table.iter().any(|t| t.action == action) {
        return Err(ApiError::not_found(format!("Unknown action '{action}'")));
    }
    if !table
        .iter()
        .any(|t| t.action == action && t.roles.contains(&user.user_type))
    {
        return Err(ApiError::forbidden("")
            .said(vama_rules::text::Text::new("action-not-yours").with("action", action)));
    }
    Err(ApiError::conflict("").said(
        vama_rules::text::Text::new("action-not-now")
            .with("action", action)
            .with("status", status),
    ))
}

/// A trader is the holder and cannot change it; an agent files for the traders they
/// represent (or for themselves after 'I am Holder'). Checked here, whatever the browser did.
pub(crate) fn check_holder(summary: &DocSummary, user: &CurrentUser) -> ApiResult<()> {
    let Some(holder) = summary.holder_eori.as_deref() else {
        return Ok(());
    };
    let own = user.record.eori.as_deref() == Some(holder);
    let allowed = match user.user_type {
        vama_rules::UserType::Trader => own,
        vama_rules::UserType::Agent => own || user.record.linked_eoris.iter().any(|e| e == holder),
        vama_rules::UserType::Officer => false,
    };
    if allowed {
        Ok(())
    } else {
        Err(ApiError::unprocessable(
            "The holder of the transit procedure must be you or a trader you represent",
            vec![ViolationDto::at(
                "/applicant/EORINumber",
                "holder-is-user",
                "The holder must be your own EORI or that of a trader you represent",
            )],
        ))
    }
}

/// The envelope as the head of a served document: the keys `envelope::merge` adds, in the
/// order a merged body has them (a `serde_json` map sorts its keys), serialised straight from
/// the envelope rather than through a `serde_json::Value`.
#[derive(Serialize)]
#[serde(rename_all = "camelCase")]
struct Head<'a> {
    actions: &'a [ActionDto],
    current_version: i64,
    document_status: &'a str,
    history: &'a [HistoryDto],
    #[serde(skip_serializing_if = "Option::is_none")]
    id: Option<&'a str>,
    messages: &'a [MessageDto],
    timers: &'a [TimerDto],
    version: i64,
    versions: &'a [VersionDto],
    #[serde(skip_serializing_if = "<[_]>::is_empty")]
    violations: &'a [ViolationDto],
}

/// Serves a stored body with its envelope spliced in, without re-parsing the body: a large
/// declaration is copied once, not parsed and re-serialised.
pub(crate) fn splice(body: &str, env: Envelope) -> ApiResult<Response> {
    let body = body.trim();
    let inner = body
        .strip_prefix('{')
        .and_then(|b| b.strip_suffix('}'))
        .ok_or_else(|| ApiError::internal("stored body is not an object"))?;
    let head = Head {
        actions: &env.actions,
        current_version: env.current_version,
        document_status: &env.status,
        history: &env.history,
        id: env.id.as_deref(),
        messages: &env.messages,
        timers: &env.timers,
        version: env.version,
        versions: &env.versions,
        violations: &env.violations,
    };
    let mut out = Vec::with_capacity(body.len() + 1024);
    serde_json::to_writer(&mut out, &head).map_err(ApiError::internal)?;
    out.pop(); // the head's closing brace
    if !inner.trim().is_empty() {
        out.push(b',');
        out.extend_from_slice(inner.as_bytes());
    }
    out.push(b'}');
    Ok((
        [(
            header::CONTENT_TYPE,
            HeaderValue::from_static("application/json"),
        )],
        out,
    )
        .into_response())
}

/// `GET` of a document (`version: None`, with the actions of its status) or of one of its
/// versions (read-only): the row, every version and the action log come from one store call.
async fn show<K: ServedKind>(
    state: &AppState,
    user: &CurrentUser,
    id: &str,
    version: Option<i64>,
) -> ApiResult<Response> {
    let reader = Reader::of(user);
    show_as::<K>(state, id, version, &user.access(), reader, |row, known| {
        let mut actions = for_document(
            K::NAME,
            K::workflow(),
            &row.status,
            user.user_type,
            Some(&row.id),
        );
        actions.extend(K::lifecycle_actions(
            Some(&row.status),
            Some(&row.id),
            &row.body,
            user,
            known,
        ));
        with_export_formats(actions, K::EXPORT_FORMATS)
    })
    .await
}

/// [`show`] of a document seen through `access` by `reader`, whose current version offers
/// `actions` (another view of the kind, e.g. the ATR of a t01, names its own).
pub(crate) async fn show_as<K: ServedKind>(
    state: &AppState,
    id: &str,
    version: Option<i64>,
    access: &vama_store::Access,
    reader: Reader,
    actions: impl FnOnce(&DocumentRow, super::kinds::Known<'_>) -> Vec<ActionDto>,
) -> ApiResult<Response> {
    let DocumentView {
        row,
        versions,
        actions: log,
        messages,
        timers,
    } = state
        .store
        .get_document_view(K::NAME, id, version, access)
        .await?
        .ok_or_else(|| match version {
            None => ApiError::not_found(format!("No {} with id {id}", K::NAME)),
            Some(v) => ApiError::not_found(format!("No version {v} of {} {id}", K::NAME)),
        })?;
    let actions = match version {
        None => actions(
            &row,
            super::kinds::Known {
                log: &messages,
                timers: &timers,
                now_ms: state.clock.now_ms(),
            },
        ),
        Some(_) => history_actions(K::NAME, &row.id),
    };
    let current = version.is_none().then_some(row.status.as_str());
    let shown = K::shown_to(state, reader, current, &row.body)?;
    let env = Envelope {
        id: Some(row.id),
        status: row.status,
        version: row.version,
        current_version: row.current_version,
        versions: versions.into_iter().map(VersionDto::from).collect(),
        history: log.into_iter().map(HistoryDto::from).collect(),
        messages: messages
            .into_iter()
            .map(|m| MessageDto {
                name: K::message_name(&m.message_type),
                ..MessageDto::from(m)
            })
            .collect(),
        timers: timers.into_iter().map(TimerDto::from).collect(),
        actions,
        violations: Vec::new(),
    };
    match shown {
        Some(body) => splice(&body, env),
        None => splice(&row.body, env),
    }
}

/// An old version is read-only: it only offers the way back.
fn history_actions(_kind: &str, _id: &str) -> Vec<ActionDto> {
    ["view", "return-list"]
        .into_iter()
        .map(ActionDto::navigation)
        .collect()
}

fn new_envelope<K: ServedKind>(user: &CurrentUser, violations: Vec<ViolationDto>) -> Envelope {
    let mut actions = for_document(K::NAME, K::workflow(), NEW, user.user_type, None);
    let nothing = super::kinds::Known {
        log: &[],
        timers: &[],
        now_ms: 0,
    };
    actions.extend(K::lifecycle_actions(None, None, "{}", user, nothing));
    Envelope {
        id: None,
        status: NEW.into(),
        version: 0,
        current_version: 0,
        versions: Vec::new(),
        history: Vec::new(),
        messages: Vec::new(),
        timers: Vec::new(),
        actions,
        violations,
    }
}

/// `GET /v1/{kind}/info`: a blank document with the defaults for this user, and its actions
/// (`{kind}-read`: it holds nothing; storing it needs `{kind}-applicant`).
pub async fn info<K: ServedKind>(
    State(state): State<AppState>,
    user: CurrentUser,
) -> ApiResult<Response> {
    require(&user, K::NAME, Need::Read)?;
    let ctx = ctx(&state, &user, Mode::New);
    not_yet_stored::<K>(&state, &user, K::defaults(&ctx), &ctx)
}

/// A document that is not stored yet (blank or cloned), normalised, with the actions of NEW.
pub(crate) fn not_yet_stored<K: ServedKind>(
    state: &AppState,
    user: &CurrentUser,
    mut doc: K::Doc,
    ctx: &vama_rules::Ctx,
) -> ApiResult<Response> {
    catalog_values::aeo_status::<K>(&mut doc, &state.catalogs());
    let eval = K::evaluate(doc, None, None, ctx);
    let body = serde_json::to_value(&eval.document).map_err(ApiError::internal)?;
    Ok(Json(envelope::merge(body, new_envelope::<K>(user, Vec::new()))?).into_response())
}

/// `GET /v1/{kind}/{id}/document`.
pub async fn document<K: ServedKind>(
    State(state): State<AppState>,
    user: CurrentUser,
    ApiPath(id): ApiPath<String>,
) -> ApiResult<Response> {
    require(&user, K::NAME, Need::Read)?;
    show::<K>(&state, &user, &id, None).await
}

/// `GET /v1/{kind}/document/history/{id}/{version}`: an old version, read-only.
pub async fn history<K: ServedKind>(
    State(state): State<AppState>,
    user: CurrentUser,
    ApiPath((id, version)): ApiPath<(String, i64)>,
) -> ApiResult<Response> {
    require(&user, K::NAME, Need::Read)?;
    show::<K>(&state, &user, &id, Some(version)).await
}

/// `GET /v1/{kind}/{id}/clone/document`: a new document with the data of an existing one.
pub async fn clone_document<K: ServedKind>(
    State(state): State<AppState>,
    user: CurrentUser,
    ApiPath(id): ApiPath<String>,
) -> ApiResult<Response> {
    require(&user, K::NAME, Need::Applicant)?;
    let row = load::<K>(&state, &user, &id).await?;
    transition::<K>(&row.status, "clone", &user)?;
    let mut doc = parse_stored::<K>(&row)?;
    K::clear_identity(&mut doc);
    not_yet_stored::<K>(&state, &user, doc, &ctx(&state, &user, Mode::Clone))
}

/// `format` of `GET /v1/{kind}/{id}/export`.
#[derive(Debug, serde::Deserialize)]
pub struct ExportParams {
    /// `json` (the default) or one of the kind's [`ServedKind::EXPORT_FORMATS`].
    pub format: Option<String>,
}

/// `GET /v1/{kind}/{id}/export?format=json|…`: the document as a file, without the read-only
/// parts: our JSON, or an exchange format of the kind (T01: `xml`, the IE015).
pub async fn export<K: ServedKind>(
    State(state): State<AppState>,
    user: CurrentUser,
    ApiPath(id): ApiPath<String>,
    ApiQuery(params): ApiQuery<ExportParams>,
) -> ApiResult<Response> {
    require(&user, K::NAME, Need::Read)?;
    let format = params.format.as_deref().unwrap_or("json");
    if format != "json" && !K::EXPORT_FORMATS.contains(&format) {
        let known: Vec<&str> = std::iter::once("json")
            .chain(K::EXPORT_FORMATS.iter().copied())
            .collect();
        return Err(ApiError::bad_request(format!(
            "Unknown export format '{format}': use {}",
            known.join(" or ")
        )));
    }
    let row = load::<K>(&state, &user, &id).await?;
    transition::<K>(&row.status, "export", &user)?;
    let doc = parse_stored::<K>(&row)?;
    let name = K::summary(&doc).reference.unwrap_or_else(|| row.id.clone());
    let safe: String = name
        .chars()
        .filter(|c| c.is_ascii_alphanumeric() || *c == '-')
        .take(64)
        .collect();
    let (content_type, extension, body) = if format == "json" {
        let body = K::shown_to(&state, Reader::Other, None, &row.body)?.unwrap_or(row.body);
        ("application/json", "json", body)
    } else {
        let now = state
            .clock
            .now()
            .format(time::macros::format_description!(
                "[year]-[month]-[day]T[hour]:[minute]:[second]"
            ))
            .map_err(ApiError::internal)?;
        let ctx = ExportContext { now, user: &user };
        let file = K::export_as(format, &doc, &ctx)?;
        (file.content_type, file.extension, file.body)
    };
    let disposition = format!("attachment; filename=\"{}-{safe}.{extension}\"", K::NAME);
    Ok((
        [
            (header::CONTENT_TYPE, HeaderValue::from_static(content_type)),
            (
                header::CONTENT_DISPOSITION,
                HeaderValue::from_str(&disposition).map_err(ApiError::internal)?,
            ),
        ],
        body,
    )
        .into_response())
}

/// `GET /v1/{kind}/search?q=…`.
pub async fn search<K: ServedKind>(
    State(state): State<AppState>,
    user: CurrentUser,
    ApiQuery(p): ApiQuery<SearchParams>,
) -> ApiResult<Json<ListResponse>> {
    require(&user, K::NAME, Need::Read)?;
    let query = search::parse(K::NAME, K::list_columns(), p.q.as_deref(), user.access())?;
    search::require_search(&user, &query)?;
    let page = state.store.list(&query).await?;
    Ok(Json(ListResponse::page(K::list_columns(), page)))
}

/// `DELETE /v1/{kind}/{id}`.
pub async fn delete<K: ServedKind>(
    State(state): State<AppState>,
    user: CurrentUser,
    ApiPath(id): ApiPath<String>,
) -> ApiResult<Json<ActionResult>> {
    require(&user, K::NAME, Need::Applicant)?;
    let row = load::<K>(&state, &user, &id).await?;
    transition::<K>(&row.status, "delete", &user)?;
    if !state
        .store
        .delete_document(K::NAME, &id, &user.access())
        .await?
    {
        return Err(ApiError::not_found(format!("No {} with id {id}", K::NAME)));
    }
    Ok(Json(ActionResult {
        id: Some(id),
        message_type: None,
        message: format!("{} deleted", K::LABEL),
        text: Some(kind_text("deleted", K::LABEL)),
        kind: "SUCCESS".into(),
        operation: Some("DELETED".into()),
        risk_color: None,
        version: None,
        violations: Vec::new(),
    }))
}

/// `POST /v1/{kind}/{action}`: an action on a document that does not exist yet.
pub async fn act_new<K: ServedKind>(
    State(state): State<AppState>,
    user: CurrentUser,
    ApiPath(action): ApiPath<String>,
    req: Request,
) -> ApiResult<Json<ActionResult>> {
    require(&user, K::NAME, Need::Act)?;
    if !in_platform::<K>(&action) {
        let body = read_json_body(req, &state).await?;
        let _turn = state.large.admit(body.len()).await?;
        let body = heavy::off_workers(move || crate::json::parse(&body)).await?;
        return K::lifecycle_step(&state, &user, None, &action, body)
            .await
            .map(Json);
    }
    let t = transition::<K>(NEW, &action, &user)?;
    let body = read_json_body(req, &state).await?;
    let _turn = state.large.admit(body.len()).await?;
    let doc =
        heavy::off_workers(move || parse_doc_text::<K>(&envelope::split_text(&body)?.document))
            .await?;
    match t.effect {
        Effect::Submit { to: None, .. } => {
            validate_only::<K>(&state, &user, doc, None, Mode::New).await
        }
        Effect::Submit { to: Some(_), .. } => {
            persist_new::<K>(&state, &user, doc, t, &action, &serde_json::Value::Null)
                .await
                .map(Json)
        }
        _ => Err(not_postable(&action)),
    }
}

/// `POST /v1/{kind}/{id}/{action}`: an action on an existing document.
pub async fn act<K: ServedKind>(
    State(state): State<AppState>,
    user: CurrentUser,
    ApiPath((id, action)): ApiPath<(String, String)>,
    req: Request,
) -> ApiResult<Json<ActionResult>> {
    require(&user, K::NAME, Need::Act)?;
    let body = read_json_body(req, &state).await?;
    let row = load::<K>(&state, &user, &id).await?;
    if !in_platform::<K>(&action) {
        let _turn = state.large.admit(body.len().max(row.body.len())).await?;
        let body = heavy::off_workers(move || crate::json::parse(&body)).await?;
        return K::lifecycle_step(&state, &user, Some(row), &action, body)
            .await
            .map(Json);
    }
    let t = transition::<K>(&row.status, &action, &user)?;
    let _turn = state.large.admit(body.len().max(row.body.len())).await?;
    // An action form leaves the document as stored: only the kind's effects change it.
    let with_form = K::FORM_ACTIONS.contains(&t.action);
    // The row goes to the blocking pool and comes back: its body is not copied.
    let (row, incoming, stored, doc, form) = heavy::off_workers(move || {
        let incoming = envelope::split_text(&body)?;
        let stored: K::Doc = serde_json::from_str(&row.body).map_err(ApiError::internal)?;
        let (doc, form) = if with_form {
            let form = crate::json::parse(incoming.document.as_bytes())?;
            (stored.clone(), form)
        } else {
            let doc = parse_doc_text::<K>(&incoming.document)?;
            (doc, serde_json::Value::Null)
        };
        Ok((row, incoming, stored, doc, form))
    })
    .await?;
    let mode = if row.status == "STORED" {
        Mode::ModifyStored
    } else {
        Mode::Modify
    };
    match t.effect {
        Effect::Submit {
            to: None,
            validate_fully: _,
        } if !with_form => validate_only::<K>(&state, &user, doc, Some(stored), mode).await,
        Effect::Submit { to, validate_fully } => {
            let expected = incoming.version.ok_or_else(|| {
                ApiError::bad_request(
                    "'version' is required: send the version of the document you loaded",
                )
            })?;
            let to = match to {
                Some(to) => K::target(to, &stored),
                None => row.status.as_str(),
            };
            persist_version::<K>(
                &state,
                &user,
                &row,
                stored,
                doc,
                expected,
                Step {
                    action: t.action,
                    to,
                    validate_fully,
                    form: &form,
                },
                mode,
            )
            .await
            .map(Json)
        }
        _ => Err(not_postable(&action)),
    }
}

/// Whether the platform's table knows `action` (the rest is the kind's lifecycle).
fn in_platform<K: Kind>(action: &str) -> bool {
    K::workflow().iter().any(|t| t.action == action)
}

fn not_postable(action: &str) -> ApiError {
    ApiError::new(
        StatusCode::METHOD_NOT_ALLOWED,
        "method-not-allowed",
        format!("'{action}' is not carried out by posting data"),
    )
}

async fn validate_only<K: ServedKind>(
    state: &AppState,
    user: &CurrentUser,
    doc: K::Doc,
    previous: Option<K::Doc>,
    mode: Mode,
) -> ApiResult<Json<ActionResult>> {
    let ctx = ctx(state, user, mode);
    let catalogs = state.catalogs();
    let violations = heavy::off_workers(move || {
        let mut doc = doc;
        catalog_values::aeo_status::<K>(&mut doc, &catalogs);
        let eval = K::evaluate(doc, previous.as_ref(), None, &ctx);
        let mut violations = eval.violations;
        violations.extend(catalog_check::violations::<K>(
            &eval.document,
            &catalogs,
            &ctx.country,
        ));
        Ok(violations)
    })
    .await?;
    let n = violations.len();
    Ok(Json(ActionResult {
        id: None,
        message_type: None,
        message: match n {
            0 => format!("The {} is valid", K::LABEL.to_lowercase()),
            1 => format!("The {} has 1 error", K::LABEL.to_lowercase()),
            n => format!("The {} has {n} errors", K::LABEL.to_lowercase()),
        },
        text: Some(match n {
            0 => kind_text("valid", K::LABEL),
            n => kind_text("invalid", K::LABEL).with("count", n),
        }),
        kind: if n == 0 { "SUCCESS" } else { "ERROR" }.into(),
        operation: Some("VALIDATED".into()),
        risk_color: None,
        version: None,
        violations: violations.into_iter().map(Into::into).collect(),
    }))
}

fn stored_result(
    label: &str,
    id: String,
    version: i64,
    violations: Vec<ViolationDto>,
) -> ActionResult {
    let problems = match violations.len() {
        0 => String::new(),
        1 => " It still has 1 error to correct before it can be submitted.".into(),
        n => format!(" It still has {n} errors to correct before it can be submitted."),
    };
    ActionResult {
        id: Some(id),
        message_type: None,
        message: format!("{label} stored as version {version}.{problems}"),
        // the browser adds what remains to correct from the violations it shows
        text: Some(kind_text("stored", label).with("version", version)),
        kind: "SUCCESS".into(),
        operation: Some("STORED".into()),
        risk_color: None,
        version: Some(version),
        violations,
    }
}

/// A document that passed the rules, ready for the kind's effects and the store.
struct Checked<D> {
    doc: D,
    violations: Vec<ViolationDto>,
}

/// Runs the rules as every store does: normalise and validate (refusing a document with
/// violations when the action needs a complete one), then the holder check of a document the
/// user sent (`from_user`; an action form leaves the stored holder as it was).
async fn check<K: ServedKind>(
    state: &AppState,
    user: &CurrentUser,
    (mut doc, from_user): (K::Doc, bool),
    previous: Option<K::Doc>,
    ctx: &vama_rules::Ctx,
    validate_fully: bool,
) -> ApiResult<Checked<K::Doc>> {
    let (st, ctx) = (state.clone(), ctx.clone());
    let catalogs = state.catalogs();
    let eval = heavy::off_workers(move || {
        K::open_secrets(&st, &mut doc);
        // What the user sends is judged by today's catalogs; a stored document on an office's
        // step or the scheduler's keeps what it was decided on.
        if from_user {
            catalog_values::aeo_status::<K>(&mut doc, &catalogs);
        }
        let mut eval = K::evaluate(doc, previous.as_ref(), None, &ctx);
        // The codes the user sends, judged by today's catalogs; not a stored document's on an
        // office's step or the scheduler's: an office the administration has since closed
        // must not stop the decisions on the applications that named it.
        if from_user {
            let codes = catalog_check::violations::<K>(&eval.document, &catalogs, &ctx.country);
            eval.violations.extend(codes);
        }
        Ok(eval)
    })
    .await?;
    let violations: Vec<ViolationDto> = eval.violations.into_iter().map(Into::into).collect();
    if validate_fully && !violations.is_empty() {
        return Err(ApiError::unprocessable(
            format!("The {} has errors", K::LABEL.to_lowercase()),
            violations,
        ));
    }
    if from_user {
        check_holder(&summary_of::<K>(&eval.document), user)?;
    }
    Ok(Checked {
        doc: eval.document,
        violations,
    })
}

/// The document as stored: its summary, then its body with the kind's secrets sealed.
fn sealed<K: ServedKind>(state: &AppState, mut doc: K::Doc) -> ApiResult<(DocSummary, String)> {
    let summary = summary_of::<K>(&doc);
    K::seal_secrets(state, &mut doc);
    let body = serde_json::to_string(&doc).map_err(ApiError::internal)?;
    Ok((summary, body))
}

/// The action record of a transition taken by `user`.
fn action_record(
    state: &AppState,
    user: &CurrentUser,
    action: &str,
    from: Option<&str>,
    to: &str,
    version: i64,
) -> ActionRecord {
    ActionRecord {
        action: action.into(),
        user_name: user.username().into(),
        from_status: from.map(Into::into),
        to_status: Some(to.into()),
        version: Some(version),
        result: "OK".into(),
        at_ms: state.clock.now_ms(),
    }
}

/// A new document: the rules first, then, in one transaction, the kind's effects, version 1
/// and its action record (all or nothing).
pub(super) async fn persist_new<K: ServedKind>(
    state: &AppState,
    user: &CurrentUser,
    mut doc: K::Doc,
    t: &Transition,
    action: &str,
    form: &serde_json::Value,
) -> ApiResult<ActionResult> {
    let Effect::Submit {
        to: Some(to),
        validate_fully,
    } = t.effect
    else {
        return Err(not_postable(action));
    };
    let ctx = ctx(state, user, Mode::New);
    K::keep_identity(&mut doc, None, &ctx.today);
    let taken = Taken {
        state,
        user,
        action,
        from: NEW,
        to,
        ctx: &ctx,
        form,
    };
    K::on_transition(taken, &mut doc)?;
    let Checked {
        mut doc,
        violations,
    } = check::<K>(state, user, (doc, true), None, &ctx, validate_fully).await?;
    let mut tx = state.store.write().await?;
    K::effects(taken, &mut doc, &mut tx).await?;
    let (summary, body) = sealed::<K>(state, doc)?;
    let new = NewDocument {
        kind: K::NAME.into(),
        status: to.into(),
        summary,
        filer_eori: user.record.eori.clone(),
        created_by: user.username().into(),
        body,
        now_ms: state.clock.now_ms(),
    };
    super::quota::check_drafts(state, &mut tx, user, &new.status, new.body.len()).await?;
    let id = tx.create_document(&new).await?;
    tx.record_action(&id, &action_record(state, user, action, None, to, 1))
        .await?;
    tx.commit().await?;
    Ok(stored_result(K::LABEL, id, 1, violations))
}

/// A transition of the table taken on a stored document.
struct Step<'a> {
    action: &'a str,
    to: &'a str,
    validate_fully: bool,
    /// The posted action form ([`ServedKind::FORM_ACTIONS`]), or `Null`.
    form: &'a serde_json::Value,
}

/// A new version of a stored document: the rules first (a refusal writes nothing), then, in
/// one transaction, the version check, the kind's effects, the version and its action record.
/// A store that changes nothing answers the current version and writes nothing.
#[allow(clippy::too_many_arguments)]
async fn persist_version<K: ServedKind>(
    state: &AppState,
    user: &CurrentUser,
    row: &DocumentRow,
    stored: K::Doc,
    mut doc: K::Doc,
    expected: i64,
    Step {
        action,
        to,
        validate_fully,
        form,
    }: Step<'_>,
    mode: Mode,
) -> ApiResult<ActionResult> {
    let ctx = ctx(state, user, mode);
    K::keep_identity(&mut doc, Some(&stored), &ctx.today);
    if form.is_null() && to == row.status && K::same_content(state, &stored, &doc) {
        if expected != row.current_version {
            return Err(vama_store::StoreError::Conflict {
                current: row.current_version,
            }
            .into());
        }
        return Ok(unchanged_result(K::LABEL, row));
    }
    let taken = Taken {
        state,
        user,
        action,
        from: &row.status,
        to,
        ctx: &ctx,
        form,
    };
    K::on_transition(taken, &mut doc)?;
    let Checked {
        mut doc,
        violations,
    } = check::<K>(
        state,
        user,
        (doc, form.is_null()),
        Some(stored),
        &ctx,
        validate_fully,
    )
    .await?;
    let access = user.access();
    let mut tx = state.store.write().await?;
    tx.lock_version(K::NAME, &row.id, &access, expected).await?;
    K::effects(taken, &mut doc, &mut tx).await?;
    let (summary, body) = sealed::<K>(state, doc)?;
    super::quota::check_drafts(state, &mut tx, user, to, body.len()).await?;
    let version = tx
        .store_version(
            K::NAME,
            &row.id,
            &access,
            &NewVersion {
                expected_version: expected,
                status: to.into(),
                summary,
                created_by: user.username().into(),
                body,
                now_ms: state.clock.now_ms(),
            },
        )
        .await?;
    let record = action_record(state, user, action, Some(&row.status), to, version);
    tx.record_action(&row.id, &record).await?;
    tx.commit().await?;
    Ok(stored_result(K::LABEL, row.id.clone(), version, violations))
}

/// A text of the catalogue in the variant of a kind of document (`stored_guarantee`).
fn kind_text(key: &str, label: &str) -> Text {
    Text::new(key).with("context", label.to_lowercase())
}

/// The answer to a store that changed nothing: the current version, no new one.
fn unchanged_result(label: &str, row: &DocumentRow) -> ActionResult {
    ActionResult {
        id: Some(row.id.clone()),
        message_type: None,
        message: format!(
            "Nothing changed: the {} stays at version {}.",
            label.to_lowercase(),
            row.current_version
        ),
        text: Some(kind_text("unchanged", label).with("version", row.current_version)),
        kind: "INFO".into(),
        operation: Some("UNCHANGED".into()),
        risk_color: None,
        version: Some(row.current_version),
        violations: Vec::new(),
    }
}

#[cfg(test)]
mod tests {
    use super::*;

    fn envelope(id: Option<&str>, violations: Vec<ViolationDto>) -> Envelope {
        Envelope {
            id: id.map(Into::into),
            status: "STORED \"x\"".into(),
            version: 2,
            current_version: 3,
            versions: vec![VersionDto {
                version: 1,
                status: "STORED".into(),
                created_by: "trader".into(),
                created_at_ms: 1_700_000_000_000,
            }],
            history: vec![HistoryDto {
                action: "store".into(),
                user_name: "trader".into(),
                from_status: None,
                to_status: Some("STORED".into()),
                version: Some(1),
                result: "OK".into(),
                at_ms: 1_700_000_000_001,
            }],
            messages: Vec::new(),
            timers: Vec::new(),
            actions: history_actions("t01", "x"),
            violations,
        }
    }

    async fn spliced(body: &str, env: Envelope) -> (Vec<u8>, serde_json::Value) {
        let res = splice(body, env).unwrap();
        assert_eq!(res.headers()[header::CONTENT_TYPE], "application/json");
        let bytes = axum::body::to_bytes(res.into_body(), usize::MAX)
            .await
            .unwrap()
            .to_vec();
        let value = serde_json::from_slice(&bytes).unwrap();
        (bytes, value)
    }

    #[tokio::test]
    async fn a_spliced_body_is_the_body_merged_with_its_envelope() {
        let violation = ViolationDto::at("/a", "r", "m");
        for body in [
            r#"{"declarationType":{"code":"T1"},"text":"ș \" } {"}"#,
            " {\"a\":[1,{}]}\n",
            "{}",
            "{ }",
        ] {
            for (id, violations) in [(Some("id-1"), vec![]), (None, vec![violation.clone()])] {
                let merged = envelope::merge(
                    serde_json::from_str(body).unwrap(),
                    envelope(id, violations.clone()),
                )
                .unwrap();
                let (bytes, value) = spliced(body, envelope(id, violations)).await;
                assert_eq!(value, merged, "{body}");
                // The stored text is kept as it was, after the envelope's keys.
                let text = String::from_utf8(bytes).unwrap();
                let inner = body.trim().trim_start_matches('{').trim_end_matches('}');
                assert!(text.contains(inner), "{text}");
                assert!(text.starts_with(r#"{"actions":["#), "{text}");
            }
        }
        assert!(splice("[1]", envelope(None, vec![])).is_err());
    }
}
