//! The anticipated transit record (ATR; spec 2.1, 2.3 and 7; architecture contract 1: "`atr`, a
//! read view of a t01 plus presentation data"). In NCTS the office of departure sends the ATR
//! (IE050) to every declared office of transit when it releases the movement (the AXR, IE160,
//! to the offices of exit); the officers there see the movement, register the presentation of
//! the goods (ie117: the crossing, NCF_REGISTERED), refuse the crossing (ie119) and register
//! incidents. Here the ATR is the t01 itself, seen through [`Access::EnRoute`]: the officer of an
//! office of transit or exit named by a released movement. Everyone else gets 403 (traders and
//! agents have no ATR) or 404 (not an office of this movement).
//!
//! API (spec 7): `GET /v1/atr/info`, `GET /v1/atr/search?q=`, `GET /v1/atr/{id}/document`,
//! `GET /v1/atr/document/history/{id}/{version}`, and `POST /v1/atr/{id}/{action}` for the
//! three steps an office en route takes (the movement's own step code, with the ATR's access).

use axum::{
    extract::{Request, State},
    response::Response,
    routing::{get, post},
    Json, Router,
};
use serde_json::{json, Value};
use utoipa::openapi::{path::Paths, OpenApi};
use vama_rules::{
    t01::{movement::Action, T01},
    Kind,
};
use vama_store::Access;

use crate::{
    auth::CurrentUser,
    documents::{
        actions::ActionDto,
        envelope::Envelope,
        handlers::{show_as, splice, ActionResult},
        openapi::list_response,
        permission::{require, Need},
        search::{self, ListResponse, SearchParams},
    },
    error::{ApiError, ApiResult},
    json::{read_json_body, ApiPath, ApiQuery},
    movement::{self, Head},
    state::AppState,
};

/// The steps of an office en route, taken from the ATR's screens.
const STEPS: &[Action] = &[
    Action::PresentationNotificationOotra,
    Action::RejectCrossingFrontier,
    Action::IncidentRegistration,
];

pub fn routes() -> Router<AppState> {
    Router::new()
        .route("/v1/atr/info", get(info))
        .route("/v1/atr/search", get(search))
        .route("/v1/atr/{id}/document", get(document))
        .route("/v1/atr/document/history/{id}/{version}", get(history))
        .route("/v1/atr/{id}/{action}", post(act))
}

/// The ATRs `user` may read (`t01-read`, an officer of an office en route).
fn access(user: &CurrentUser) -> ApiResult<Access> {
    require(user, T01::NAME, Need::Read)?;
    user.en_route_access().ok_or_else(|| {
        ApiError::forbidden(
            "The anticipated transit record is for customs officers at offices of transit and exit",
        )
    })
}

/// `GET /v1/atr/info`: an ATR is never created, only received; the blank record offers the way
/// back to the list.
async fn info(user: CurrentUser) -> ApiResult<Response> {
    access(&user)?;
    splice(
        "{}",
        Envelope {
            id: None,
            status: "NEW".into(),
            version: 0,
            current_version: 0,
            versions: Vec::new(),
            history: Vec::new(),
            messages: Vec::new(),
            timers: Vec::new(),
            actions: vec![ActionDto::navigation("return-list")],
            violations: Vec::new(),
        },
    )
}

/// `GET /v1/atr/search?q=`: the t01 list query (criteria, sort, keyset pages) over the ATRs of
/// the officer's office.
async fn search(
    State(state): State<AppState>,
    user: CurrentUser,
    ApiQuery(p): ApiQuery<SearchParams>,
) -> ApiResult<Json<ListResponse>> {
    let columns = crate::movement::kind::T01_COLUMNS;
    let query = search::parse(T01::NAME, columns, p.q.as_deref(), access(&user)?)?;
    let page = state.store.list(&query).await?;
    Ok(Json(ListResponse::page(columns, page)))
}

async fn document(
    State(state): State<AppState>,
    user: CurrentUser,
    ApiPath(id): ApiPath<String>,
) -> ApiResult<Response> {
    show(&state, &user, &id, None).await
}

async fn history(
    State(state): State<AppState>,
    user: CurrentUser,
    ApiPath((id, version)): ApiPath<(String, i64)>,
) -> ApiResult<Response> {
    show(&state, &user, &id, Some(version)).await
}

/// The record with the steps the officer's office may take now: the movement's own offer
/// (its table, for the roles of transit and exit), navigation-only as spec 2.6 names them, and
/// the way back to the list. The TAD and the departure's actions are not the ATR's.
async fn show(
    state: &AppState,
    user: &CurrentUser,
    id: &str,
    version: Option<i64>,
) -> ApiResult<Response> {
    let access = access(user)?;
    let reader = crate::documents::kinds::Reader::of(user);
    show_as::<T01>(state, id, version, &access, reader, |row, known| {
        let status = vama_rules::t01::movement::Status::parse(&row.status);
        let head = Head::parse(&row.body);
        let mut actions: Vec<ActionDto> =
            movement::offered(status, Some(&row.id), &head, user, known)
                .into_iter()
                .filter(|a| STEPS.iter().any(|s| s.as_str() == a.name))
                .collect();
        actions.push(ActionDto::navigation("return-list"));
        actions
    })
    .await
}

/// `POST /v1/atr/{id}/{action}`: a step of an office en route, with the ATR's access (the
/// declaration's own endpoints do not show the movement to these offices).
async fn act(
    State(state): State<AppState>,
    user: CurrentUser,
    ApiPath((id, action)): ApiPath<(String, String)>,
    req: Request,
) -> ApiResult<Json<ActionResult>> {
    require(&user, T01::NAME, Need::Officer)?;
    let access = access(&user)?;
    let body = read_json_body(req, &state).await?;
    if !STEPS.iter().any(|s| s.as_str() == action) {
        return Err(ApiError::not_found(format!(
            "Unknown ATR action '{action}': presentation-notification-ootra, \
             reject-crossing-frontier or incident-registration"
        )));
    }
    let row = state
        .store
        .get_document(T01::NAME, &id, &access)
        .await?
        .ok_or_else(|| ApiError::not_found(format!("No ATR with id {id}")))?;
    let body = crate::json::parse(&body)?;
    movement::step::take(&state, &user, &access, Some(row), &action, body)
        .await
        .map(Json)
}

/// The ATR routes in the OpenAPI document: the body is a t01's (`T01Document`).
pub fn describe(api: &mut OpenApi) {
    let tag = ["atr"];
    let param = |name: &str, kind: &str| json!({"name": name, "in": "path", "required": true, "schema": {"type": kind}});
    let err = |description: &str| -> Value {
        json!({"description": description, "content": {"application/json": {"schema": {"$ref": "#/components/schemas/ErrorBody"}}}})
    };
    let ok = |schema: &str, description: &str| -> Value {
        json!({"description": description, "content": {"application/json": {"schema": {"$ref": format!("#/components/schemas/{schema}")}}}})
    };
    let (unauth, forbidden, missing, bad) = (
        err("Not signed in"),
        err("Not a customs officer at an office of transit or exit"),
        err("No such ATR at your office"),
        err("Bad request"),
    );
    let paths = json!({
        "/v1/atr/info": {"get": {"tags": tag, "operationId": "atrInfo",
            "summary": "The blank anticipated transit record (ATR) and its actions",
            "responses": {"200": ok("T01Document", "The blank record"), "401": unauth, "403": forbidden}}},
        "/v1/atr/search": {"get": {"tags": tag, "operationId": "atrSearch",
            "summary": "The ATRs of the officer's office of transit or exit: released movements naming it",
            "parameters": [{"name": "q", "in": "query", "required": false, "schema": {"type": "string"},
                "description": "URL-encoded JSON {criteria, sort, page}, as for /v1/t01/search"}],
            "responses": {"200": ok(&list_response(T01::NAME), "One page"), "400": bad, "401": unauth, "403": forbidden}}},
        "/v1/atr/{id}/document": {"get": {"tags": tag, "operationId": "atrDocument",
            "summary": "The ATR: the declaration with its presentation notification, read-only, and the office's actions",
            "parameters": [param("id", "string")],
            "responses": {"200": ok("T01Document", "The record"), "401": unauth, "403": forbidden, "404": missing}}},
        "/v1/atr/document/history/{id}/{version}": {"get": {"tags": tag, "operationId": "atrHistory",
            "summary": "An old version of the ATR", "parameters": [param("id", "string"), param("version", "integer")],
            "responses": {"200": ok("T01Document", "The version"), "400": bad, "401": unauth, "403": forbidden, "404": missing}}},
        "/v1/atr/{id}/{action}": {"post": {"tags": tag, "operationId": "atrAct",
            "summary": "A step of the office of transit or exit: presentation-notification-ootra (ie117), reject-crossing-frontier (ie119, with input.reason), incident-registration",
            "parameters": [param("id", "string"), param("action", "string")],
            "requestBody": {"required": true, "content": {"application/json": {"schema": {"$ref": "#/components/schemas/T01Document"}}}},
            "responses": {"200": ok("ActionResult", "The result"), "400": bad, "401": unauth, "403": forbidden, "404": missing,
                "409": err("Not possible in the movement's status, or a stale version"), "413": err("Too large"), "415": err("Not JSON"), "422": err("Invalid")}}},
    });
    match serde_json::from_value::<Paths>(paths) {
        Ok(paths) => api.paths.merge(paths),
        Err(e) => tracing::error!(%e, "could not describe the ATR routes"),
    }
}
