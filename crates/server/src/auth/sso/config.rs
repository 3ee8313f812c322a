//! The SSO's settings (`VAMA_OIDC_*`), read with the rest of the configuration at start-up.

use crate::config::ConfigError;

/// Where the provider sends its answer: `VAMA_OIDC_REDIRECT_URL` must end with this path.
pub const CALLBACK_PATH: &str = "/v1/auth/sso/callback";

#[derive(Clone)]
pub struct SsoConfig {
    /// `VAMA_OIDC_ISSUER`: the provider's issuer; its `/.well-known/openid-configuration` is
    /// read at start-up (discovery).
    pub issuer: String,
    /// `VAMA_OIDC_CLIENT_ID`.
    pub client_id: String,
    /// `VAMA_OIDC_CLIENT_SECRET`, or the content of the file `VAMA_OIDC_CLIENT_SECRET_FILE`;
    /// none for a public client (PKCE alone).
    pub client_secret: Option<String>,
    /// `VAMA_OIDC_REDIRECT_URL`: this portal's address as the provider knows it, ending with
    /// [`CALLBACK_PATH`].
    pub redirect_url: String,
    /// `VAMA_OIDC_SCOPES`, default `openid profile`.
    pub scopes: Vec<String>,
    /// The names of the claims that carry the user's attributes.
    pub claims: ClaimNames,
}

/// The names of the claims that carry who the user is (`VAMA_OIDC_CLAIM_*`).
#[derive(Clone, Debug, PartialEq, Eq)]
pub struct ClaimNames {
    /// `VAMA_OIDC_CLAIM_USER_TYPE`, default `user_type`: `trader`, `agent` (or
    /// `representative`), `officer` (or `customs_officer`), `admin`.
    pub user_type: String,
    /// `VAMA_OIDC_CLAIM_EORI`, default `eori`.
    pub eori: String,
    /// `VAMA_OIDC_CLAIM_LINKED_EORIS`, default `linked_eoris`: a trader's agents, an agent's
    /// traders (a list, or one string of EORIs separated by spaces or commas).
    pub linked_eoris: String,
    /// `VAMA_OIDC_CLAIM_CUSTOMS_OFFICES`, default `customs_offices`.
    pub customs_offices: String,
    /// `VAMA_OIDC_CLAIM_PERMISSIONS`, default `permissions`; absent from the claims, the user
    /// type's default permissions.
    pub permissions: String,
    /// `VAMA_OIDC_CLAIM_USERNAME`, default `preferred_username` (the subject when absent).
    pub username: String,
    /// `VAMA_OIDC_CLAIM_NAME`, default `name` (the user name when absent).
    pub name: String,
}

impl Default for ClaimNames {
    fn default() -> Self {
        ClaimNames {
            user_type: "user_type".into(),
            eori: "eori".into(),
            linked_eoris: "linked_eoris".into(),
            customs_offices: "customs_offices".into(),
            permissions: "permissions".into(),
            username: "preferred_username".into(),
            name: "name".into(),
        }
    }
}

/// The SSO settings, `None` when `VAMA_OIDC_ISSUER` is unset.
pub fn from_vars(
    var: &dyn Fn(&'static str) -> Option<String>,
) -> Result<Option<SsoConfig>, ConfigError> {
    let bad = |variable: &'static str, problem: String| ConfigError { variable, problem };
    let Some(issuer) = var("VAMA_OIDC_ISSUER") else {
        return Ok(None);
    };
    if !(issuer.starts_with("https://") || issuer.starts_with("http://")) {
        return Err(bad(
            "VAMA_OIDC_ISSUER",
            format!("'{issuer}' is not an http(s) address"),
        ));
    }
    let needed = |name: &'static str| {
        var(name).ok_or_else(|| bad(name, "is needed with VAMA_OIDC_ISSUER".into()))
    };
    let client_id = needed("VAMA_OIDC_CLIENT_ID")?;
    let redirect_url = needed("VAMA_OIDC_REDIRECT_URL")?;
    let path_ok = redirect_url
        .split_once("://")
        .and_then(|(_, rest)| rest.find('/').map(|i| &rest[i..]))
        == Some(CALLBACK_PATH);
    if !path_ok {
        return Err(bad(
            "VAMA_OIDC_REDIRECT_URL",
            format!("'{redirect_url}' must be this portal's address followed by {CALLBACK_PATH}"),
        ));
    }
    let client_secret = match (
        var("VAMA_OIDC_CLIENT_SECRET"),
        var("VAMA_OIDC_CLIENT_SECRET_FILE"),
    ) {
        (Some(secret), None) => Some(secret),
        (None, Some(path)) => Some(
            std::fs::read_to_string(&path)
                .map_err(|e| bad("VAMA_OIDC_CLIENT_SECRET_FILE", format!("{path}: {e}")))?
                .trim()
                .to_owned(),
        ),
        (None, None) => None,
        (Some(_), Some(_)) => {
            return Err(bad(
                "VAMA_OIDC_CLIENT_SECRET_FILE",
                "give the secret or its file, not both".into(),
            ))
        }
    };
    let scopes: Vec<String> = var("VAMA_OIDC_SCOPES")
        .unwrap_or_else(|| "openid profile".into())
        .split_whitespace()
        .map(str::to_owned)
        .collect();
    if !scopes.iter().any(|s| s == "openid") {
        return Err(bad("VAMA_OIDC_SCOPES", "must include openid".into()));
    }
    let defaults = ClaimNames::default();
    let claim = |name: &'static str, default: String| var(name).unwrap_or(default);
    Ok(Some(SsoConfig {
        issuer,
        client_id,
        client_secret,
        redirect_url,
        scopes,
        claims: ClaimNames {
            user_type: claim("VAMA_OIDC_CLAIM_USER_TYPE", defaults.user_type),
            eori: claim("VAMA_OIDC_CLAIM_EORI", defaults.eori),
            linked_eoris: claim("VAMA_OIDC_CLAIM_LINKED_EORIS", defaults.linked_eoris),
            customs_offices: claim("VAMA_OIDC_CLAIM_CUSTOMS_OFFICES", defaults.customs_offices),
            permissions: claim("VAMA_OIDC_CLAIM_PERMISSIONS", defaults.permissions),
            username: claim("VAMA_OIDC_CLAIM_USERNAME", defaults.username),
            name: claim("VAMA_OIDC_CLAIM_NAME", defaults.name),
        },
    }))
}
