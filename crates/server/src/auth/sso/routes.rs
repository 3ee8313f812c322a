//! `GET /v1/auth/sso` (to the provider), `GET /v1/auth/sso/callback` (its answer: a session, or
//! the sign-in page saying why not), `GET /v1/auth/sso/logout` (the provider's logout).
//!
//! A sign-in under way is kept in the store (any server process may get the answer), named by
//! the hash of its `state`, and bound to the browser that started it by a cookie of its own
//! (`vama_sso`, HttpOnly, SameSite=Lax, scoped to these routes): an answer is taken once, within
//! ten minutes, and only by that browser (no login CSRF). Nothing is written of a user until
//! the ID token is verified and the claims make a valid user.

use axum::{
    extract::{Query, State},
    http::{header, HeaderMap, HeaderValue, StatusCode},
    response::{IntoResponse, Response},
};
use openidconnect::{
    core::{CoreAuthenticationFlow, CoreGenderClaim},
    AuthorizationCode, ClaimsVerificationError, CsrfToken, Nonce, OAuth2TokenResponse,
    PkceCodeChallenge, PkceCodeVerifier, Scope,
};
use percent_encoding::{utf8_percent_encode, NON_ALPHANUMERIC};
use serde::Deserialize;
use serde_json::{Map, Value};
use utoipa::IntoParams;
use utoipa_axum::{router::OpenApiRouter, routes};
use vama_store::SsoLogin;

use super::{claims::identity_of, config::CALLBACK_PATH, error_chain, OtherClaims, Refusal, Sso};
use crate::{
    auth::session::{cookie, random_token, token_hash},
    error::{ApiError, ApiResult, ErrorBody},
    state::AppState,
};

pub fn router() -> OpenApiRouter<AppState> {
    OpenApiRouter::new()
        .routes(routes!(sso_start))
        .routes(routes!(sso_callback))
        .routes(routes!(sso_logout))
}

const BROWSER_COOKIE: &str = "vama_sso";
/// How long a sign-in may stay at the provider.
const LOGIN_MAX_AGE_MS: i64 = 10 * 60 * 1000;
/// The sign-ins under way at once: anyone may start one, so that no one fills the store.
const MAX_UNDER_WAY: i64 = 20_000;

fn configured(state: &AppState) -> ApiResult<&Sso> {
    state
        .sso
        .as_deref()
        .ok_or_else(|| ApiError::not_found("The SSO is not configured here"))
}

/// Where to go after signing in: a path of this portal, else the home page.
fn safe_next(next: Option<&str>) -> String {
    match next {
        Some(n)
            if n.starts_with('/')
                && !n.starts_with("//")
                && !n.contains('\\')
                && n.len() <= 2000
                && !n.chars().any(char::is_control) =>
        {
            n.to_owned()
        }
        _ => "/".to_owned(),
    }
}

fn see_other(location: &str, cookies: Vec<HeaderValue>) -> Response {
    let mut response = StatusCode::SEE_OTHER.into_response();
    let headers = response.headers_mut();
    if let Ok(v) = HeaderValue::from_str(location) {
        headers.insert(header::LOCATION, v);
    }
    for c in cookies {
        headers.append(header::SET_COOKIE, c);
    }
    headers.insert(header::CACHE_CONTROL, HeaderValue::from_static("no-store"));
    response
}

fn browser_cookie(value: &str, max_age_secs: i64, secure: bool) -> HeaderValue {
    let secure = if secure { "; Secure" } else { "" };
    HeaderValue::from_str(&format!(
        "{BROWSER_COOKIE}={value}; Path=/v1/auth/sso; HttpOnly; SameSite=Lax; \
         Max-Age={max_age_secs}{secure}"
    ))
    .unwrap_or_else(|_| HeaderValue::from_static("vama_sso=; Path=/v1/auth/sso; Max-Age=0"))
}

#[derive(Debug, Deserialize, IntoParams)]
struct StartQuery {
    /// The portal's path to show after signing in.
    next: Option<String>,
}

/// Sends the browser to the SSO's sign-in (authorization-code flow with PKCE, state, nonce).
#[utoipa::path(get, path = "/v1/auth/sso", tag = "auth", params(StartQuery),
    responses((status = 303, description = "To the provider's sign-in (or, when the provider \
        does not answer, to the sign-in page saying so)"),
              (status = 404, description = "No SSO is configured", body = ErrorBody),
              (status = 503, description = "Too many sign-ins under way", body = ErrorBody)))]
async fn sso_start(
    State(state): State<AppState>,
    Query(q): Query<StartQuery>,
) -> ApiResult<Response> {
    let sso = configured(&state)?;
    let next = safe_next(q.next.as_deref());
    let metadata = match sso.metadata().await {
        Ok(m) => m,
        Err(e) => return Ok(refused(Refusal::new("provider", e), &next)),
    };
    let client = sso.client(&metadata);
    let (challenge, verifier) = PkceCodeChallenge::new_random_sha256();
    let mut request = client
        .authorize_url(
            CoreAuthenticationFlow::AuthorizationCode,
            CsrfToken::new_random,
            Nonce::new_random,
        )
        .set_pkce_challenge(challenge);
    for scope in sso.config.scopes.iter().filter(|s| *s != "openid") {
        request = request.add_scope(Scope::new(scope.clone()));
    }
    let (url, csrf, nonce) = request.url();
    let browser = random_token();
    let now = state.clock.now_ms();
    let kept = state
        .store
        .put_sso_login(
            &SsoLogin {
                state_hash: token_hash(csrf.secret()),
                browser_hash: token_hash(&browser),
                nonce: nonce.secret().clone(),
                pkce_verifier: verifier.secret().clone(),
                next_path: next,
                created_at_ms: now,
            },
            now - LOGIN_MAX_AGE_MS,
            MAX_UNDER_WAY,
        )
        .await?;
    if !kept {
        return Err(ApiError::new(
            StatusCode::SERVICE_UNAVAILABLE,
            "busy",
            "Too many sign-ins are under way. Try again in a few minutes.",
        ));
    }
    let cookie = browser_cookie(
        &browser,
        LOGIN_MAX_AGE_MS / 1000,
        state.config.cookie_secure,
    );
    Ok(see_other(url.as_str(), vec![cookie]))
}

#[derive(Debug, Deserialize, IntoParams)]
struct CallbackQuery {
    code: Option<String>,
    state: Option<String>,
    /// The provider's refusal (`access_denied`, …).
    error: Option<String>,
    error_description: Option<String>,
}

/// What stops a sign-in: a refusal the user is shown, or the portal's own failure.
enum Stop {
    Refused(Refusal),
    Failed(ApiError),
}

impl From<Refusal> for Stop {
    fn from(r: Refusal) -> Self {
        Stop::Refused(r)
    }
}

impl From<ApiError> for Stop {
    fn from(e: ApiError) -> Self {
        Stop::Failed(e)
    }
}

impl From<vama_store::StoreError> for Stop {
    fn from(e: vama_store::StoreError) -> Self {
        Stop::Failed(e.into())
    }
}

/// The provider's answer: the ID token is verified (signature, issuer, audience, expiry,
/// nonce), the claims make the user (created or brought up to date), a session starts and the
/// browser goes where it was going; or the sign-in page says why not, and nothing is written.
#[utoipa::path(get, path = "/v1/auth/sso/callback", tag = "auth", params(CallbackQuery),
    responses((status = 303, description = "Signed in: to the page asked for, with the session \
        cookie. Refused: to `/login?sso=refused&reason=…&attributes=…&claims=…`"),
              (status = 404, description = "No SSO is configured", body = ErrorBody)))]
async fn sso_callback(
    State(state): State<AppState>,
    headers: HeaderMap,
    Query(q): Query<CallbackQuery>,
) -> ApiResult<Response> {
    let sso = configured(&state)?;
    let mut next = "/".to_owned();
    let done = sign_in(&state, sso, &headers, q, &mut next).await;
    let forget = browser_cookie("", 0, state.config.cookie_secure);
    match done {
        Ok(session) => Ok(see_other(&next, vec![forget, session])),
        Err(Stop::Refused(refusal)) => {
            let mut response = refused(refusal, &next);
            response.headers_mut().append(header::SET_COOKIE, forget);
            Ok(response)
        }
        Err(Stop::Failed(e)) => Err(e),
    }
}

async fn sign_in(
    state: &AppState,
    sso: &Sso,
    headers: &HeaderMap,
    q: CallbackQuery,
    next: &mut String,
) -> Result<HeaderValue, Stop> {
    let answer = q
        .state
        .as_deref()
        .ok_or_else(|| Refusal::new("state", "the answer has no state"))?;
    let login = state
        .store
        .take_sso_login(&token_hash(answer))
        .await?
        .ok_or_else(|| Refusal::new("state", "no sign-in under way has this state"))?;
    next.clone_from(&login.next_path);
    if state.clock.now_ms() - login.created_at_ms > LOGIN_MAX_AGE_MS {
        return Err(Refusal::new("state", "the sign-in was started over ten minutes ago").into());
    }
    let browser = cookie(headers, BROWSER_COOKIE).unwrap_or_default();
    if token_hash(&browser) != login.browser_hash {
        return Err(Refusal::new(
            "state",
            "the answer came to another browser than the one that started",
        )
        .into());
    }
    if let Some(error) = q.error {
        let detail = format!("{error}: {}", q.error_description.unwrap_or_default());
        return Err(Refusal::new("provider", detail).into());
    }
    let code = q
        .code
        .ok_or_else(|| Refusal::new("provider", "the answer has no code"))?;

    let metadata = sso
        .metadata()
        .await
        .map_err(|e| Refusal::new("provider", e))?;
    let client = sso.client(&metadata);
    let tokens = client
        .exchange_code(AuthorizationCode::new(code))
        .map_err(|e| Refusal::new("provider", e.to_string()))?
        .set_pkce_verifier(PkceCodeVerifier::new(login.pkce_verifier))
        .request_async(sso.http())
        .await
        .map_err(|e| Refusal::new("provider", error_chain(&e)))?;
    let id_token = tokens
        .extra_fields()
        .id_token()
        .ok_or_else(|| Refusal::token("the provider sent no ID token"))?;
    let nonce = Nonce::new(login.nonce);
    let verifier = client.id_token_verifier();
    let verified = match id_token.claims(&verifier, &nonce) {
        Err(ClaimsVerificationError::SignatureVerification(_)) if sso.refresh().await => {
            // The provider may have rotated its keys since they were read: once more with
            // the keys it publishes now.
            let metadata = sso
                .metadata()
                .await
                .map_err(|e| Refusal::new("provider", e))?;
            let client = sso.client(&metadata);
            let verifier = client.id_token_verifier();
            id_token.claims(&verifier, &nonce).cloned()
        }
        other => other.cloned(),
    }
    .map_err(|e| Refusal::new(reason_of(&e), error_chain(&e)))?;

    let mut claims = as_map(&verified)?;
    if metadata.userinfo_endpoint().is_some() {
        // Providers put the attributes asked for by scope in the user info (OpenID Connect
        // Core 5.4); those in the ID token count too. The user info must name the same
        // subject.
        let info = client
            .user_info(
                tokens.access_token().clone(),
                Some(verified.subject().clone()),
            )
            .map_err(|e| Refusal::new("provider", e.to_string()))?
            .request_async::<OtherClaims, _, CoreGenderClaim>(sso.http())
            .await
            .map_err(|e| Refusal::new("provider", error_chain(&e)))?;
        for (name, value) in as_map(&info)? {
            claims.insert(name, value);
        }
    }
    let identity = identity_of(&claims, &sso.config.claims)?;
    let user = state
        .store
        .sso_sign_in(
            &identity.subject,
            &identity.username,
            &identity.fallback_username,
            &identity.change,
            state.clock.now_ms(),
        )
        .await?;
    if user.disabled {
        return Err(Refusal::new("disabled", format!("{} is disabled", user.username)).into());
    }
    // The user's parties become known to the EORI finder (the pickers), as an
    // administrator's user's do (nothing is written when the finder knows them already).
    crate::identity::make_user_known(state, &user).await?;
    tracing::info!(user = %user.username, "signed in through the SSO");
    let (cookie, _csrf) = crate::auth::routes::open_session(state, headers, user.id).await?;
    Ok(cookie)
}

fn reason_of(e: &ClaimsVerificationError) -> &'static str {
    match e {
        ClaimsVerificationError::Expired(_) => "expired",
        ClaimsVerificationError::InvalidAudience(_) => "audience",
        ClaimsVerificationError::InvalidIssuer(_) => "issuer",
        ClaimsVerificationError::InvalidNonce(_) => "nonce",
        ClaimsVerificationError::SignatureVerification(_) => "signature",
        _ => "token",
    }
}

/// Claims as one JSON object (the standard ones and the others alike).
fn as_map(claims: &impl serde::Serialize) -> Result<Map<String, Value>, Refusal> {
    match serde_json::to_value(claims) {
        Ok(Value::Object(map)) => Ok(map),
        _ => Err(Refusal::token("the claims are not an object")),
    }
}

/// The sign-in page saying why the SSO's sign-in was refused (in the user's language; the
/// attributes are named with the claims that should carry them). The log keeps the detail.
fn refused(refusal: Refusal, next: &str) -> Response {
    tracing::warn!(reason = refusal.reason, detail = %refusal.detail, "SSO sign-in refused");
    let encode = |s: &str| utf8_percent_encode(s, NON_ALPHANUMERIC).to_string();
    let attributes: Vec<&str> = refusal.attributes.iter().map(|(a, _)| *a).collect();
    let claims: Vec<&str> = refusal.attributes.iter().map(|(_, c)| c.as_str()).collect();
    let mut location = format!("/login?sso=refused&reason={}", encode(refusal.reason));
    if !refusal.attributes.is_empty() {
        location.push_str(&format!(
            "&attributes={}&claims={}",
            encode(&attributes.join(",")),
            encode(&claims.join(","))
        ));
    }
    if next != "/" {
        location.push_str(&format!("&next={}", encode(next)));
    }
    see_other(&location, Vec::new())
}

/// Sends the browser to the provider's logout (RP-initiated), which comes back to the sign-in
/// page; the portal's own session is ended by `POST /v1/auth/logout` first. Without a logout
/// endpoint at the provider: the sign-in page.
#[utoipa::path(get, path = "/v1/auth/sso/logout", tag = "auth",
    responses((status = 303, description = "To the provider's logout"),
              (status = 404, description = "No SSO is configured", body = ErrorBody)))]
async fn sso_logout(State(state): State<AppState>) -> ApiResult<Response> {
    let sso = configured(&state)?;
    let endpoint = match sso.metadata().await {
        Ok(m) => m.additional_metadata().end_session_endpoint.clone(),
        Err(_) => None,
    };
    let back = format!(
        "{}/login",
        sso.config.redirect_url.trim_end_matches(CALLBACK_PATH)
    );
    let target = endpoint
        .and_then(|e| openidconnect::url::Url::parse(&e).ok())
        .map(|mut url| {
            url.query_pairs_mut()
                .append_pair("client_id", &sso.config.client_id)
                .append_pair("post_logout_redirect_uri", &back);
            url.to_string()
        })
        .unwrap_or_else(|| "/login".to_owned());
    Ok(see_other(&target, Vec::new()))
}

#[cfg(test)]
mod tests {
    use super::safe_next;

    #[test]
    fn after_signing_in_the_browser_goes_only_to_a_page_of_the_portal() {
        assert_eq!(safe_next(Some("/t01/12?tab=items")), "/t01/12?tab=items");
        for bad in ["//evil.example", "https://evil.example", "/\\evil", "", "x"] {
            assert_eq!(safe_next(Some(bad)), "/", "{bad}");
        }
        assert_eq!(safe_next(None), "/");
    }
}
