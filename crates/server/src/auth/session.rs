//! Server-side sessions. The browser holds a random token in an HttpOnly, SameSite=Lax cookie;
//! the store keeps only its SHA-256, with the user, a CSRF token and the time of last use.
//! A session idle for longer than the configured timeout (15 minutes) is gone.

use axum::{
    extract::{Request, State},
    http::{header, HeaderMap, HeaderValue, Method},
    middleware::Next,
    response::Response,
};
use base64::{engine::general_purpose::URL_SAFE_NO_PAD, Engine};
use rand::RngCore;
use sha2::{Digest, Sha256};
use subtle::ConstantTimeEq;

use crate::{
    auth::{AdminUser, CurrentUser, SignedIn, ADMIN},
    error::ApiError,
    state::AppState,
};

pub const SESSION_COOKIE: &str = "vama_session";
pub const CSRF_HEADER: &str = "x-csrf-token";

/// Paths under `/v1` that need no session.
const PUBLIC_PATHS: &[&str] = &[
    "/v1/auth/login",
    "/v1/auth/options",
    "/v1/auth/sso",
    "/v1/auth/sso/callback",
    "/v1/auth/sso/logout",
    "/v1/openapi.json",
];

/// Sessions are touched at most this often, to spare the store a write per request.
const TOUCH_EVERY_MS: i64 = 30_000;

/// How old this process's copy of a session (with its user) may be and still answer a request
/// without reading the store (see `authenticate`). Shorter than [`TOUCH_EVERY_MS`].
const SESSION_COPY_MAX_AGE_MS: i64 = 5_000;

pub fn random_token() -> String {
    let mut bytes = [0u8; 32];
    rand::rng().fill_bytes(&mut bytes);
    URL_SAFE_NO_PAD.encode(bytes)
}

pub fn token_hash(token: &str) -> String {
    hex::encode(Sha256::digest(token.as_bytes()))
}

pub fn session_cookie(token: &str, secure: bool, max_age_secs: i64) -> HeaderValue {
    let secure = if secure { "; Secure" } else { "" };
    HeaderValue::from_str(&format!(
        "{SESSION_COOKIE}={token}; Path=/; HttpOnly; SameSite=Lax; Max-Age={max_age_secs}{secure}"
    ))
    .unwrap_or_else(|_| HeaderValue::from_static("vama_session=; Path=/"))
}

pub fn clear_cookie() -> HeaderValue {
    HeaderValue::from_static("vama_session=; Path=/; HttpOnly; SameSite=Lax; Max-Age=0")
}

pub fn cookie_token(headers: &HeaderMap) -> Option<String> {
    cookie(headers, SESSION_COOKIE)
}

/// The value of the cookie `name` the request carries (none when empty).
pub fn cookie(headers: &HeaderMap, name: &str) -> Option<String> {
    headers
        .get_all(header::COOKIE)
        .iter()
        .filter_map(|v| v.to_str().ok())
        .flat_map(|v| v.split(';'))
        .filter_map(|pair| pair.trim().split_once('='))
        .find(|(n, _)| *n == name)
        .map(|(_, value)| value.to_owned())
        .filter(|v| !v.is_empty())
}

fn is_safe(method: &Method) -> bool {
    matches!(*method, Method::GET | Method::HEAD | Method::OPTIONS)
}

/// Every `/v1` call but sign-in and the OpenAPI document needs a live session (401 otherwise);
/// every state-changing call also needs the session's CSRF token in `X-CSRF-Token` (403).
pub async fn require_session(
    State(state): State<AppState>,
    mut req: Request,
    next: Next,
) -> Result<Response, ApiError> {
    let path = req.uri().path();
    if !path.starts_with("/v1/") || PUBLIC_PATHS.contains(&path) || path.starts_with("/v1/docs") {
        return Ok(next.run(req).await);
    }
    let user = authenticate(&state, req.headers()).await?;
    if !is_safe(req.method()) {
        let sent = req
            .headers()
            .get(CSRF_HEADER)
            .and_then(|v| v.to_str().ok())
            .unwrap_or("");
        if !bool::from(sent.as_bytes().ct_eq(user.csrf_token().as_bytes())) {
            return Err(ApiError::forbidden(
                "Missing or wrong CSRF token: send the token from sign-in or /v1/me in the X-CSRF-Token header",
            ));
        }
    }
    match user {
        SignedIn::Party(party) => {
            req.extensions_mut().insert(party);
        }
        SignedIn::Admin(admin) => {
            req.extensions_mut().insert(admin);
        }
    }
    Ok(next.run(req).await)
}

/// The user of the session the request's cookie names, or 401.
///
/// The session and its user are read in one statement, and most requests are answered from
/// this process's copy of that answer when it is at most [`SESSION_COPY_MAX_AGE_MS`] old
/// (`Store::session_with_user_cached`). The copy never outlives a sign-out, an expiry or any
/// other session write made by this process: the store drops or updates it as it writes.
/// Whenever the session's time of last use matters (it would be touched, or it looks expired),
/// the store is read first, so the idle timeout and the touch work exactly as without a copy.
///
/// Several server processes over one PostgreSQL database: a sign-out (or an expiry) handled by
/// another process is announced to every process (`LISTEN`/`NOTIFY`, see the store's session
/// listener), which drops its copy at once; the copy's short age only bounds what a lost
/// notification could cost. Touches are written to the store, so every process sees the same
/// idle time.
async fn authenticate(state: &AppState, headers: &HeaderMap) -> Result<SignedIn, ApiError> {
    let token = cookie_token(headers).ok_or_else(ApiError::unauthorized)?;
    let hash = token_hash(&token);
    let now = state.clock.now_ms();
    let mut found = state
        .store
        .session_with_user_cached(&hash, now, SESSION_COPY_MAX_AGE_MS)
        .await?;
    if found
        .as_ref()
        .is_some_and(|(s, _)| now - s.last_seen_ms > TOUCH_EVERY_MS)
    {
        // About to touch or expire it: decide on what the store says now (another process may
        // have used the session since the copy was read).
        found = state.store.session_with_user(&hash, now).await?;
    }
    let (session, record) = found.ok_or_else(ApiError::unauthorized)?;
    if now - session.last_seen_ms > state.config.session_idle_secs * 1000 {
        state.store.delete_session(&hash).await?;
        return Err(ApiError::new(
            axum::http::StatusCode::UNAUTHORIZED,
            "session-expired",
            "Your session has expired. Please sign in again.",
        ));
    }
    // The absolute lifetime: however often it is used, a session ends this long after sign-in.
    if now - session.created_at_ms > state.config.session_max_secs * 1000 {
        state.store.delete_session(&hash).await?;
        return Err(ApiError::new(
            axum::http::StatusCode::UNAUTHORIZED,
            "session-expired",
            format!(
                "Your session has reached its maximum length of {} hours. Please sign in again.",
                state.config.session_max_secs / 3600
            ),
        ));
    }
    if now - session.last_seen_ms > TOUCH_EVERY_MS {
        state.store.touch_session(&hash, now).await?;
    }
    if record.user_type == ADMIN {
        return Ok(SignedIn::Admin(AdminUser {
            record: std::sync::Arc::new(record),
            csrf_token: session.csrf_token,
            token_hash: hash,
        }));
    }
    CurrentUser::new(record, session.csrf_token, hash, &state.clock.today())
        .map(SignedIn::Party)
        .ok_or_else(ApiError::unauthorized)
}
