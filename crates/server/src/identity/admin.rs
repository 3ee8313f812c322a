//! The administration API under `/v1/admin/`: users, representation links and the audit log.
//! Only an administrator passes ([`AdminUser`]: everyone else signed in gets 403, and an
//! administrator gets 403 on every document route). Every change is audited by the store in
//! the transaction that makes it, and reaches the user concerned on their next request.

use axum::{extract::State, http::StatusCode, Json};
use serde::{Deserialize, Serialize};
use utoipa::{IntoParams, ToSchema};
use utoipa_axum::{router::OpenApiRouter, routes};
use vama_rules::text::Text;
use vama_store::{Audit, NewUser, StoreError};

use super::{
    check_password, check_username, RepresentationDto, RepresentationForm, UserDto, UserForm,
};
use crate::auth::{password, AdminUser};
use crate::error::{ApiError, ApiResult, ErrorBody};
use crate::json::{ApiJson, ApiPath, ApiQuery};
use crate::state::AppState;

pub fn router() -> OpenApiRouter<AppState> {
    OpenApiRouter::new()
        .routes(routes!(list_users, create_user))
        .routes(routes!(get_user, update_user))
        .routes(routes!(disable_user))
        .routes(routes!(enable_user))
        .routes(routes!(set_password))
        .routes(routes!(list_links, add_link))
        .routes(routes!(remove_link))
        .routes(routes!(audit_log))
}

/// The most users a search answers.
const USERS_PAGE: i64 = 200;
const AUDIT_PAGE: i64 = 100;

fn audit<'a>(state: &AppState, admin: &'a AdminUser) -> Audit<'a> {
    Audit {
        actor: &admin.record.username,
        at_ms: state.clock.now_ms(),
    }
}

fn refused(violations: Vec<crate::error::ViolationDto>) -> ApiResult<()> {
    if violations.is_empty() {
        Ok(())
    } else {
        Err(ApiError::unprocessable(
            "The user cannot be saved as it is",
            violations,
        ))
    }
}

/// A missing user is named as one (the store's `NotFound` speaks of documents).
fn user_error(e: StoreError) -> ApiError {
    match e {
        StoreError::NotFound => ApiError::not_found("").said(Text::new("no-such-user")),
        StoreError::Duplicate(_) => ApiError::conflict("").said(Text::new("user-name-taken")),
        e => e.into(),
    }
}

#[derive(Debug, Deserialize, IntoParams)]
#[serde(deny_unknown_fields)]
pub struct Find {
    /// Part of the user name, name or EORI.
    pub find: Option<String>,
}

/// Users, by user name; `find` narrows them to a part of the user name, name or EORI.
#[utoipa::path(get, path = "/v1/admin/users", tag = "admin", params(Find),
    responses((status = 200, body = Vec<UserDto>), (status = 403, body = ErrorBody)))]
async fn list_users(
    State(state): State<AppState>,
    _admin: AdminUser,
    ApiQuery(q): ApiQuery<Find>,
) -> ApiResult<Json<Vec<UserDto>>> {
    let users = state.store.users(q.find.as_deref(), USERS_PAGE).await?;
    Ok(Json(users.into_iter().map(UserDto::from).collect()))
}

/// A new local account.
#[derive(Debug, Deserialize, ToSchema)]
#[serde(rename_all = "camelCase", deny_unknown_fields)]
pub struct NewUserForm {
    pub username: String,
    /// Absent: the user cannot sign in with a password (the SSO signs them in, or an
    /// administrator sets one later).
    #[serde(default)]
    pub password: Option<String>,
    #[serde(flatten)]
    pub user: UserForm,
}

#[utoipa::path(post, path = "/v1/admin/users", tag = "admin", request_body = NewUserForm,
    responses((status = 201, body = UserDto), (status = 403, body = ErrorBody),
              (status = 409, body = ErrorBody), (status = 422, body = ErrorBody)))]
async fn create_user(
    State(state): State<AppState>,
    admin: AdminUser,
    ApiJson(form): ApiJson<NewUserForm>,
) -> ApiResult<(StatusCode, Json<UserDto>)> {
    let mut violations: Vec<_> = check_username(&form.username).into_iter().collect();
    if let Some(p) = &form.password {
        violations.extend(check_password(p));
    }
    violations.extend(form.user.check());
    refused(violations)?;
    let hash = hash_of(form.password).await?;
    let change = form.user.change();
    let new = NewUser {
        username: form.username,
        password_hash: hash,
        user_type: change.user_type,
        display_name: change.display_name,
        eori: change.eori,
        linked_eoris: change.linked_eoris,
        customs_offices: change.customs_offices,
        permissions: change.permissions,
    };
    let id = state
        .store
        .create_user_audited(new, audit(&state, &admin))
        .await
        .map_err(user_error)?;
    let user = state
        .store
        .user_by_id(id)
        .await?
        .ok_or_else(|| user_error(StoreError::NotFound))?;
    super::make_user_known(&state, &user).await?;
    Ok((StatusCode::CREATED, Json(user.into())))
}

/// The argon2 hash of `password`, or a value no password verifies when there is none.
pub async fn hash_of(password: Option<String>) -> ApiResult<String> {
    let Some(password) = password else {
        return Ok(vama_store::NO_PASSWORD.to_owned());
    };
    tokio::task::spawn_blocking(move || password::hash(&password))
        .await
        .map_err(ApiError::internal)?
        .map_err(ApiError::internal)
}

#[utoipa::path(get, path = "/v1/admin/users/{id}", tag = "admin",
    params(("id" = i64, Path, description = "The user's id")),
    responses((status = 200, body = UserDto), (status = 403, body = ErrorBody),
              (status = 404, body = ErrorBody)))]
async fn get_user(
    State(state): State<AppState>,
    _admin: AdminUser,
    ApiPath(id): ApiPath<i64>,
) -> ApiResult<Json<UserDto>> {
    let user = state.store.user_by_id(id).await?;
    user.map(|u| Json(u.into()))
        .ok_or_else(|| user_error(StoreError::NotFound))
}

/// Changes the user's type, name, EORI, linked parties, offices and permissions.
#[utoipa::path(put, path = "/v1/admin/users/{id}", tag = "admin", request_body = UserForm,
    params(("id" = i64, Path, description = "The user's id")),
    responses((status = 200, body = UserDto), (status = 403, body = ErrorBody),
              (status = 404, body = ErrorBody), (status = 422, body = ErrorBody)))]
async fn update_user(
    State(state): State<AppState>,
    admin: AdminUser,
    ApiPath(id): ApiPath<i64>,
    ApiJson(form): ApiJson<UserForm>,
) -> ApiResult<Json<UserDto>> {
    refused(form.check())?;
    if id == admin.record.id && form.user_type != crate::auth::ADMIN {
        return Err(ApiError::conflict("").said(Text::new("admin-keeps-own-role")));
    }
    let user = state
        .store
        .update_user(id, &form.change(), audit(&state, &admin))
        .await
        .map_err(user_error)?;
    super::make_user_known(&state, &user).await?;
    Ok(Json(user.into()))
}

/// Disables the user: their sessions end at once and they cannot sign in.
#[utoipa::path(post, path = "/v1/admin/users/{id}/disable", tag = "admin",
    params(("id" = i64, Path, description = "The user's id")),
    responses((status = 200, body = UserDto), (status = 403, body = ErrorBody),
              (status = 404, body = ErrorBody), (status = 409, body = ErrorBody)))]
async fn disable_user(
    State(state): State<AppState>,
    admin: AdminUser,
    ApiPath(id): ApiPath<i64>,
) -> ApiResult<Json<UserDto>> {
    if id == admin.record.id {
        return Err(ApiError::conflict("").said(Text::new("admin-not-self-disable")));
    }
    let user = state
        .store
        .set_user_disabled(id, true, audit(&state, &admin))
        .await
        .map_err(user_error)?;
    Ok(Json(user.into()))
}

#[utoipa::path(post, path = "/v1/admin/users/{id}/enable", tag = "admin",
    params(("id" = i64, Path, description = "The user's id")),
    responses((status = 200, body = UserDto), (status = 403, body = ErrorBody),
              (status = 404, body = ErrorBody)))]
async fn enable_user(
    State(state): State<AppState>,
    admin: AdminUser,
    ApiPath(id): ApiPath<i64>,
) -> ApiResult<Json<UserDto>> {
    let user = state
        .store
        .set_user_disabled(id, false, audit(&state, &admin))
        .await
        .map_err(user_error)?;
    Ok(Json(user.into()))
}

#[derive(Debug, Deserialize, ToSchema)]
#[serde(deny_unknown_fields)]
pub struct PasswordForm {
    pub password: String,
}

/// Sets a new local password (the user's sessions end).
#[utoipa::path(post, path = "/v1/admin/users/{id}/password", tag = "admin",
    request_body = PasswordForm,
    params(("id" = i64, Path, description = "The user's id")),
    responses((status = 204), (status = 403, body = ErrorBody), (status = 404, body = ErrorBody),
              (status = 422, body = ErrorBody)))]
async fn set_password(
    State(state): State<AppState>,
    admin: AdminUser,
    ApiPath(id): ApiPath<i64>,
    ApiJson(form): ApiJson<PasswordForm>,
) -> ApiResult<StatusCode> {
    refused(check_password(&form.password).into_iter().collect())?;
    let hash = hash_of(Some(form.password)).await?;
    state
        .store
        .set_password(id, &hash, audit(&state, &admin))
        .await
        .map_err(user_error)?;
    Ok(StatusCode::NO_CONTENT)
}

#[derive(Debug, Deserialize, IntoParams)]
#[serde(deny_unknown_fields)]
pub struct LinksOf {
    /// The EORI of an agent or a trader: its links only.
    pub eori: Option<String>,
}

/// Which agent represents which trader, from and until when.
#[utoipa::path(get, path = "/v1/admin/representations", tag = "admin", params(LinksOf),
    responses((status = 200, body = Vec<RepresentationDto>), (status = 403, body = ErrorBody)))]
async fn list_links(
    State(state): State<AppState>,
    _admin: AdminUser,
    ApiQuery(q): ApiQuery<LinksOf>,
) -> ApiResult<Json<Vec<RepresentationDto>>> {
    let today = state.clock.today();
    let links = state.store.representations(q.eori.as_deref()).await?;
    Ok(Json(
        links
            .into_iter()
            .map(|l| RepresentationDto::of(l, &today))
            .collect(),
    ))
}

/// Links an agent to a trader: the agent files for the trader (and sees what it filed for
/// them) from its next request.
#[utoipa::path(post, path = "/v1/admin/representations", tag = "admin",
    request_body = RepresentationForm,
    responses((status = 201, body = RepresentationDto), (status = 403, body = ErrorBody),
              (status = 422, body = ErrorBody)))]
async fn add_link(
    State(state): State<AppState>,
    admin: AdminUser,
    ApiJson(form): ApiJson<RepresentationForm>,
) -> ApiResult<(StatusCode, Json<RepresentationDto>)> {
    let violations = form.check();
    if !violations.is_empty() {
        return Err(ApiError::unprocessable(
            "The representation cannot be saved as it is",
            violations,
        ));
    }
    let link = state
        .store
        .add_representation(&form.link(), audit(&state, &admin))
        .await?;
    // both parties are known to the EORI finder (those it has no entry for, without a name)
    let parties = [link.agent_eori.clone(), link.trader_eori.clone()];
    super::make_known(&state.store, Some(&state), None, "", &parties)
        .await
        .map_err(ApiError::internal)?;
    Ok((
        StatusCode::CREATED,
        Json(RepresentationDto::of(link, &state.clock.today())),
    ))
}

/// Removes a link: what the agent filed under it is hidden from the agent at once.
#[utoipa::path(delete, path = "/v1/admin/representations/{id}", tag = "admin",
    params(("id" = i64, Path, description = "The link's id")),
    responses((status = 204), (status = 403, body = ErrorBody), (status = 404, body = ErrorBody)))]
async fn remove_link(
    State(state): State<AppState>,
    admin: AdminUser,
    ApiPath(id): ApiPath<i64>,
) -> ApiResult<StatusCode> {
    match state
        .store
        .remove_representation(id, audit(&state, &admin))
        .await
    {
        Ok(()) => Ok(StatusCode::NO_CONTENT),
        Err(StoreError::NotFound) => Err(ApiError::not_found("No such representation")),
        Err(e) => Err(e.into()),
    }
}

#[derive(Debug, Deserialize, IntoParams)]
#[serde(deny_unknown_fields)]
pub struct AuditPage {
    /// The entries before this id (the next page); absent: the newest.
    pub before: Option<i64>,
}

/// One audited change.
#[derive(Debug, Serialize, ToSchema)]
#[serde(rename_all = "camelCase")]
pub struct AuditDto {
    pub id: i64,
    pub at_ms: i64,
    pub actor: String,
    pub action: String,
    pub target: String,
    #[schema(value_type = Option<Object>)]
    pub before: Option<serde_json::Value>,
    #[schema(value_type = Option<Object>)]
    pub after: Option<serde_json::Value>,
}

/// Who changed what and when, newest first, with the record before and after.
#[utoipa::path(get, path = "/v1/admin/audit", tag = "admin", params(AuditPage),
    responses((status = 200, body = Vec<AuditDto>), (status = 403, body = ErrorBody)))]
async fn audit_log(
    State(state): State<AppState>,
    _admin: AdminUser,
    ApiQuery(q): ApiQuery<AuditPage>,
) -> ApiResult<Json<Vec<AuditDto>>> {
    let entries = state.store.audit_log(q.before, AUDIT_PAGE).await?;
    let json = |s: Option<String>| s.and_then(|s| serde_json::from_str(&s).ok());
    Ok(Json(
        entries
            .into_iter()
            .map(|e| AuditDto {
                id: e.id,
                at_ms: e.at_ms,
                actor: e.actor,
                action: e.action,
                target: e.target,
                before: json(e.before),
                after: json(e.after),
            })
            .collect(),
    ))
}
