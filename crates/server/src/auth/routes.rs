//! `POST /v1/auth/login`, `POST /v1/auth/logout`, `GET /v1/me`.

use std::net::SocketAddr;

use axum::{
    extract::{ConnectInfo, State},
    http::{header, StatusCode},
    response::{IntoResponse, Response},
    Json,
};
use serde::{Deserialize, Serialize};
use utoipa::ToSchema;
use utoipa_axum::{router::OpenApiRouter, routes};
use vama_rules::text::Text;
use vama_store::SessionRecord;

use super::{
    password,
    session::{clear_cookie, random_token, session_cookie, token_hash},
    throttle, SignedIn,
};
use crate::{
    error::{ApiError, ApiResult, ErrorBody},
    json::ApiJson,
    state::AppState,
};

pub fn router() -> OpenApiRouter<AppState> {
    OpenApiRouter::new()
        .routes(routes!(login))
        .routes(routes!(logout))
        .routes(routes!(me))
        .routes(routes!(options))
}

/// How one may sign in here (the sign-in page offers what is configured).
#[derive(Debug, Serialize, ToSchema)]
#[serde(rename_all = "camelCase")]
pub struct SignInOptions {
    /// A user name and password kept by the portal (`VAMA_LOCAL_ACCOUNTS`).
    pub local_accounts: bool,
    /// The national SSO (`VAMA_OIDC_ISSUER`): start at `GET /v1/auth/sso`.
    pub sso: bool,
}

/// How one may sign in here; needs no session.
#[utoipa::path(get, path = "/v1/auth/options", tag = "auth",
    responses((status = 200, body = SignInOptions)))]
async fn options(State(state): State<AppState>) -> Json<SignInOptions> {
    Json(SignInOptions {
        local_accounts: state.config.local_accounts,
        sso: state.sso.is_some(),
    })
}

#[derive(Debug, Deserialize, ToSchema)]
#[serde(deny_unknown_fields)]
pub struct LoginRequest {
    pub username: String,
    pub password: String,
}

#[derive(Debug, Serialize, ToSchema)]
#[serde(rename_all = "camelCase")]
pub struct LoginResponse {
    pub csrf_token: String,
    pub user: Me,
}

/// Deployment settings the web app needs (rule context and defaults).
#[derive(Debug, Serialize, ToSchema)]
pub struct Settings {
    pub country: String,
    pub currency: String,
    pub language: String,
    pub locale: String,
}

/// The signed-in user.
#[derive(Debug, Serialize, ToSchema)]
#[serde(rename_all = "camelCase")]
pub struct Me {
    pub username: String,
    pub display_name: String,
    /// `trader`, `agent`, `officer` or `admin`.
    pub user_type: String,
    pub eori: Option<String>,
    /// The user's EORI holds an AEO authorisation, as the portal's EORI catalog records it.
    pub aeo_authorised: bool,
    pub linked_eoris: Vec<String>,
    /// Officers: the first of their offices (the one shown beside their name).
    pub customs_office: Option<String>,
    /// Officers: every customs office they serve.
    pub customs_offices: Vec<String>,
    pub permissions: Vec<String>,
    /// Signed in through the national SSO (the web offers the provider's logout).
    pub sso: bool,
    pub csrf_token: String,
    pub session_idle_timeout_seconds: i64,
    pub settings: Settings,
}

fn me_of(state: &AppState, user: &vama_store::UserRecord, csrf_token: String) -> Me {
    Me {
        username: user.username.clone(),
        display_name: user.display_name.clone(),
        user_type: user.user_type.clone(),
        eori: user.eori.clone(),
        aeo_authorised: crate::documents::catalog_values::holds_aeo(
            &state.catalogs(),
            user.eori.as_deref(),
        ),
        linked_eoris: user.linked_eoris.clone(),
        customs_office: user.customs_offices.first().cloned(),
        customs_offices: user.customs_offices.clone(),
        permissions: user.permissions.clone(),
        sso: user.sso_subject.is_some(),
        csrf_token,
        session_idle_timeout_seconds: state.config.session_idle_secs,
        settings: Settings {
            country: state.config.country.clone(),
            currency: state.config.currency.clone(),
            language: crate::documents::context::language_code(&state.config),
            locale: state.config.locale.clone(),
        },
    }
}

/// Signs in and starts a new session (a new session id every time).
#[utoipa::path(post, path = "/v1/auth/login", tag = "auth", request_body = LoginRequest,
    responses((status = 200, body = LoginResponse), (status = 401, body = ErrorBody),
              (status = 429, body = ErrorBody), (status = 400, body = ErrorBody),
              (status = 403, body = ErrorBody),
              (status = 413, body = ErrorBody), (status = 415, body = ErrorBody)))]
async fn login(
    State(state): State<AppState>,
    ConnectInfo(peer): ConnectInfo<SocketAddr>,
    headers: axum::http::HeaderMap,
    ApiJson(req): ApiJson<LoginRequest>,
) -> ApiResult<Response> {
    if !state.config.local_accounts {
        return Err(
            ApiError::new(StatusCode::FORBIDDEN, "local-accounts-off", "")
                .said(Text::new("local-accounts-off")),
        );
    }
    if req.username.len() > 100 || req.password.len() > 1000 {
        return Err(ApiError::bad_request("").said(Text::new("credentials-too-long")));
    }
    let (user_key, address_key) = (
        throttle::user_key(&req.username),
        throttle::address_key(&peer.ip()),
    );
    let attempt = throttle::reserve(
        &state,
        &[
            (&user_key, throttle::MAX_PER_USER),
            (&address_key, throttle::MAX_PER_ADDRESS),
        ],
        Text::new("too-many-sign-ins"),
    )
    .await?;

    let user = state.store.user_by_name(&req.username).await?;
    let phc = user
        .as_ref()
        .map(|u| u.password_hash.clone())
        .unwrap_or_else(|| password::decoy_hash().to_owned());
    let password = req.password.clone();
    let ok = tokio::task::spawn_blocking(move || password::verify(&password, &phc))
        .await
        .map_err(ApiError::internal)?;
    let user = match (ok, user) {
        (true, Some(user)) => user,
        _ => {
            attempt.failed();
            return Err(
                ApiError::new(StatusCode::UNAUTHORIZED, "bad-credentials", "")
                    .said(Text::new("bad-credentials")),
            );
        }
    };
    attempt.succeeded(&state).await?;
    state.store.clear_login_failures(&user_key).await?;
    if user.disabled {
        return Err(ApiError::new(StatusCode::FORBIDDEN, "account-disabled", "")
            .said(Text::new("account-disabled")));
    }
    let (cookie, csrf_token) = open_session(&state, &headers, user.id).await?;
    let user = super::user::in_force(user, &state.clock.today());
    let body = LoginResponse {
        csrf_token: csrf_token.clone(),
        user: me_of(&state, &user, csrf_token),
    };
    Ok(([(header::SET_COOKIE, cookie)], Json(body)).into_response())
}

/// Starts a new session of `user_id` (a new session id every time), ending the one the browser
/// had (whoever it was); the session cookie to set and the session's CSRF token.
pub(crate) async fn open_session(
    state: &AppState,
    headers: &axum::http::HeaderMap,
    user_id: i64,
) -> ApiResult<(header::HeaderValue, String)> {
    if let Some(previous) = super::session::cookie_token(headers) {
        state.store.delete_session(&token_hash(&previous)).await?;
    }
    let token = random_token();
    let csrf_token = random_token();
    let now = state.clock.now_ms();
    state
        .store
        .create_session(&SessionRecord {
            token_hash: token_hash(&token),
            user_id,
            csrf_token: csrf_token.clone(),
            created_at_ms: now,
            last_seen_ms: now,
        })
        .await?;
    let cookie = session_cookie(
        &token,
        state.config.cookie_secure,
        state.config.session_max_secs,
    );
    Ok((cookie, csrf_token))
}

/// Ends the session on the server.
#[utoipa::path(post, path = "/v1/auth/logout", tag = "auth",
    responses((status = 204), (status = 401, body = ErrorBody), (status = 403, body = ErrorBody)))]
async fn logout(State(state): State<AppState>, user: SignedIn) -> ApiResult<Response> {
    state.store.delete_session(user.token_hash()).await?;
    Ok((
        StatusCode::NO_CONTENT,
        [(header::SET_COOKIE, clear_cookie())],
    )
        .into_response())
}

/// The signed-in user, their permissions and the CSRF token.
#[utoipa::path(get, path = "/v1/me", tag = "auth",
    responses((status = 200, body = Me), (status = 401, body = ErrorBody)))]
async fn me(State(state): State<AppState>, user: SignedIn) -> Json<Me> {
    Json(me_of(&state, user.record(), user.csrf_token().to_owned()))
}
