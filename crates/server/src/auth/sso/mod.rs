//! Sign-in through the national SSO (issue 'Identity'): OpenID Connect's authorization-code
//! flow with PKCE, state and nonce, against any standard provider found by discovery
//! (`VAMA_OIDC_ISSUER`). The token checks (signature against the provider's keys, issuer,
//! audience, expiry, nonce) are the `openidconnect` crate's; what the claims make of the user is
//! [`claims`]; the routes are [`routes`].
//!
//! The provider's metadata and keys are read at start-up when the provider answers, else at
//! the first sign-in; they are read again when an ID token's signature fails against them (the
//! provider may have rotated its keys), at most once a minute.

pub mod claims;
pub mod config;
pub mod routes;

use std::sync::{Arc, RwLock};

use openidconnect::{
    core::{
        CoreAuthDisplay, CoreAuthPrompt, CoreClaimName, CoreClaimType, CoreClientAuthMethod,
        CoreErrorResponseType, CoreGenderClaim, CoreGrantType, CoreJsonWebKey,
        CoreJweContentEncryptionAlgorithm, CoreJweKeyManagementAlgorithm, CoreJwsSigningAlgorithm,
        CoreResponseMode, CoreResponseType, CoreRevocableToken, CoreRevocationErrorResponse,
        CoreSubjectIdentifierType, CoreTokenIntrospectionResponse, CoreTokenType,
    },
    AdditionalClaims, AdditionalProviderMetadata, Client, ClientId, ClientSecret,
    EmptyExtraTokenFields, EndpointMaybeSet, EndpointNotSet, EndpointSet, IdTokenFields, IssuerUrl,
    ProviderMetadata, RedirectUrl, StandardErrorResponse, StandardTokenResponse,
};
use serde::{Deserialize, Serialize};

pub use config::SsoConfig;

/// Every claim the provider sends besides the standard ones, whatever its name: the claim
/// names that carry the user's attributes are the deployment's (`VAMA_OIDC_CLAIM_*`).
#[derive(Debug, Clone, Default, Deserialize, Serialize)]
pub struct OtherClaims {
    #[serde(flatten)]
    pub claims: serde_json::Map<String, serde_json::Value>,
}
impl AdditionalClaims for OtherClaims {}

/// The discovery document's RP-initiated logout endpoint (OpenID Connect RP-Initiated Logout).
#[derive(Debug, Clone, Default, Deserialize, Serialize)]
pub struct LogoutMetadata {
    #[serde(default)]
    pub end_session_endpoint: Option<String>,
}
impl AdditionalProviderMetadata for LogoutMetadata {}

pub type Metadata = ProviderMetadata<
    LogoutMetadata,
    CoreAuthDisplay,
    CoreClientAuthMethod,
    CoreClaimName,
    CoreClaimType,
    CoreGrantType,
    CoreJweContentEncryptionAlgorithm,
    CoreJweKeyManagementAlgorithm,
    CoreJsonWebKey,
    CoreResponseMode,
    CoreResponseType,
    CoreSubjectIdentifierType,
>;

type TokenFields = IdTokenFields<
    OtherClaims,
    EmptyExtraTokenFields,
    CoreGenderClaim,
    CoreJweContentEncryptionAlgorithm,
    CoreJwsSigningAlgorithm,
>;
pub type TokenResponse = StandardTokenResponse<TokenFields, CoreTokenType>;

pub type SsoClient = Client<
    OtherClaims,
    CoreAuthDisplay,
    CoreGenderClaim,
    CoreJweContentEncryptionAlgorithm,
    CoreJsonWebKey,
    CoreAuthPrompt,
    StandardErrorResponse<CoreErrorResponseType>,
    TokenResponse,
    CoreTokenIntrospectionResponse,
    CoreRevocableToken,
    CoreRevocationErrorResponse,
    EndpointSet,
    EndpointNotSet,
    EndpointNotSet,
    EndpointNotSet,
    EndpointMaybeSet,
    EndpointMaybeSet,
>;

/// Why a sign-in through the SSO is refused: a reason the sign-in page shows in the user's
/// language, and the attributes (with the claim configured to carry each) it concerns.
#[derive(Debug, Clone, PartialEq, Eq)]
pub struct Refusal {
    /// `state`, `nonce`, `signature`, `audience`, `issuer`, `expired`, `token`, `provider`,
    /// `missing-attribute`, `bad-attribute`, `disabled`.
    pub reason: &'static str,
    pub attributes: Vec<(&'static str, String)>,
    /// What the log keeps (never shown: it may say more than a user should learn).
    pub detail: String,
}

impl Refusal {
    pub fn new(reason: &'static str, detail: impl Into<String>) -> Self {
        Refusal {
            reason,
            attributes: Vec::new(),
            detail: detail.into(),
        }
    }

    pub fn token(detail: impl Into<String>) -> Self {
        Self::new("token", detail)
    }

    pub fn missing(attributes: Vec<(&'static str, String)>) -> Self {
        Refusal {
            reason: "missing-attribute",
            detail: format!("claims lack {attributes:?}"),
            attributes,
        }
    }

    pub fn bad(attributes: Vec<(&'static str, String)>) -> Self {
        Refusal {
            reason: "bad-attribute",
            detail: format!("claims have a wrong value in {attributes:?}"),
            attributes,
        }
    }
}

/// How long a provider's metadata is kept before a failed signature may read it again.
const REFRESH_AFTER_MS: i64 = 60_000;

/// The configured provider, as discovered.
pub struct Sso {
    pub config: SsoConfig,
    http: openidconnect::reqwest::Client,
    discovered: RwLock<Option<(Arc<Metadata>, i64)>>,
}

fn now_ms() -> i64 {
    (time::OffsetDateTime::now_utc().unix_timestamp_nanos() / 1_000_000) as i64
}

impl Sso {
    /// The provider of `config`; its metadata is read now when it answers (a warning in the
    /// log when not: the first sign-in tries again).
    pub async fn new(config: SsoConfig) -> Result<Sso, crate::startup::BoxError> {
        IssuerUrl::new(config.issuer.clone()).map_err(|e| format!("VAMA_OIDC_ISSUER: {e}"))?;
        RedirectUrl::new(config.redirect_url.clone())
            .map_err(|e| format!("VAMA_OIDC_REDIRECT_URL: {e}"))?;
        // No redirects: a provider's endpoint that redirects elsewhere is not followed (SSRF).
        let http = openidconnect::reqwest::Client::builder()
            .redirect(openidconnect::reqwest::redirect::Policy::none())
            .timeout(std::time::Duration::from_secs(10))
            .build()?;
        let sso = Sso {
            config,
            http,
            discovered: RwLock::new(None),
        };
        if let Err(e) = sso.metadata().await {
            tracing::warn!("the SSO at {} does not answer yet: {e}", sso.config.issuer);
        } else {
            tracing::info!("signing in through the SSO at {}", sso.config.issuer);
        }
        Ok(sso)
    }

    pub fn http(&self) -> &openidconnect::reqwest::Client {
        &self.http
    }

    /// The provider's metadata (with its keys), read when first needed.
    pub async fn metadata(&self) -> Result<Arc<Metadata>, String> {
        if let Some((m, _)) = self
            .discovered
            .read()
            .unwrap_or_else(|e| e.into_inner())
            .as_ref()
        {
            return Ok(m.clone());
        }
        self.discover().await
    }

    /// Reads the metadata again unless it was read less than a minute ago; whether it did.
    pub async fn refresh(&self) -> bool {
        let fresh = self
            .discovered
            .read()
            .unwrap_or_else(|e| e.into_inner())
            .as_ref()
            .is_some_and(|(_, at)| now_ms() - at < REFRESH_AFTER_MS);
        !fresh && self.discover().await.is_ok()
    }

    async fn discover(&self) -> Result<Arc<Metadata>, String> {
        let issuer = IssuerUrl::new(self.config.issuer.clone()).map_err(|e| e.to_string())?;
        let metadata = Metadata::discover_async(issuer, &self.http)
            .await
            .map_err(|e| error_chain(&e))?;
        let metadata = Arc::new(metadata);
        *self.discovered.write().unwrap_or_else(|e| e.into_inner()) =
            Some((metadata.clone(), now_ms()));
        Ok(metadata)
    }

    /// A client of the provider described by `metadata`.
    pub fn client(&self, metadata: &Metadata) -> SsoClient {
        let redirect = RedirectUrl::new(self.config.redirect_url.clone())
            .expect("checked when the provider was configured");
        SsoClient::from_provider_metadata(
            metadata.clone(),
            ClientId::new(self.config.client_id.clone()),
            self.config.client_secret.clone().map(ClientSecret::new),
        )
        .set_redirect_uri(redirect)
    }
}

/// An error with its causes, for the log.
pub fn error_chain(e: &dyn std::error::Error) -> String {
    let mut out = e.to_string();
    let mut cause = e.source();
    while let Some(c) = cause {
        out.push_str(": ");
        out.push_str(&c.to_string());
        cause = c.source();
    }
    out
}
