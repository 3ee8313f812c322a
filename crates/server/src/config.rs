//! Configuration, read once at start-up from environment variables. A bad value stops start-up
//! with a message that names the variable.

use std::{net::SocketAddr, path::PathBuf};

#[derive(Clone)]
pub struct Config {
    /// `VAMA_ADDR`, default `127.0.0.1:8080`.
    pub addr: SocketAddr,
    /// `DATABASE_URL`: `postgres://…` selects PostgreSQL; unset means SQLite in `data_dir`.
    pub database_url: Option<String>,
    /// `VAMA_DATA_DIR`, default `./data`: where the SQLite file lives.
    pub data_dir: PathBuf,
    /// `VAMA_COUNTRY`, default `MD`: the deployment country (ISO 3166 alpha-2).
    pub country: String,
    /// `VAMA_CURRENCY`, default `MDL`: the application currency (ISO 4217).
    pub currency: String,
    /// `VAMA_LOCALE`, default `ro`: the default UI locale (`en`, `ro` or `ru`).
    pub locale: String,
    /// `VAMA_WEB_DIR`, default `web/dist`: the built web app.
    pub web_dir: PathBuf,
    /// `VAMA_MAX_BODY_MB`, default 128: the largest request body accepted (a declaration of
    /// 100,000 items is about 104 MB of JSON; with `VAMA_LARGE_REQUESTS` it bounds the memory
    /// that large bodies take at once).
    pub max_body_bytes: usize,
    /// `VAMA_SESSION_IDLE_MINUTES`, default 15.
    pub session_idle_secs: i64,
    /// `VAMA_SESSION_MAX_HOURS`, default 12: a session ends this long after sign-in however
    /// often it is used (the cookie's Max-Age is the same).
    pub session_max_secs: i64,
    /// `VAMA_DRAFT_QUOTA_MB`, default 1024: the bytes of draft versions one filer may keep
    /// (every version of every document still in draft); submitted documents are not counted.
    pub draft_quota_bytes: i64,
    /// `VAMA_LARGE_REQUESTS`, default 2: how many large bodies (over 1 MiB) are parsed and
    /// checked by the rules at once, off the async workers; more wait up to
    /// `VAMA_LARGE_REQUEST_WAIT_SECONDS` (default 30), then get 503 with Retry-After.
    pub large_requests: usize,
    pub large_request_wait_secs: u64,
    /// `VAMA_MAX_CONNECTIONS`, default 1024: open connections served at once (more wait in the
    /// listen queue).
    pub max_connections: usize,
    /// `VAMA_HEADER_TIMEOUT_SECONDS`, default 10: a connection that has not sent a request's
    /// headers within this time is closed (slowloris); an idle keep-alive connection waiting
    /// for its next request is closed after it too.
    pub header_timeout_secs: u64,
    /// `VAMA_REQUEST_TIMEOUT_SECONDS`, default 300: the longest a request (reading its body,
    /// running it, answering) may take.
    pub request_timeout_secs: u64,
    /// `VAMA_COOKIE_SECURE`, default false: mark the session cookie `Secure` (behind HTTPS).
    pub cookie_secure: bool,
    /// `VAMA_DEMO_USERS`, default true: create the demo users on first start.
    pub demo_users: bool,
    /// `VAMA_DOCUMENT_COPIES`, default true: keep copies of recently shown documents (the
    /// store's `document_copies`). Off, every view is read from the database: for replicas
    /// behind a balancer without sticky sessions that must show a write through one on another
    /// even in the moment before the announcement arrives.
    pub document_copies: bool,
    /// `VAMA_FONT_DIR`, default `/usr/share/fonts/truetype/dejavu` (Debian `fonts-dejavu-core`):
    /// where the printed TAD finds `DejaVuSans.ttf` and `DejaVuSans-Bold.ttf` (full Unicode).
    pub font_dir: PathBuf,
    /// `VAMA_SCHEDULER_SECONDS`, default 30: how often the movement time limits are checked.
    pub scheduler_secs: u64,
    /// `VAMA_TEST_CLOCK`, default false: serve `POST /v1/test/clock` to move the clock forward
    /// (end-to-end tests of the time limits; never in production).
    pub test_clock: bool,
    /// `VAMA_UNKNOWN_GRN_REFUSED`, default false: a declaration's GRN that no guarantee of this
    /// portal has is refused with G01 (issue 6). Off, such a GRN is taken as held by another
    /// guarantee system (checked in the common domain, IE203/IE205) and is neither checked nor
    /// debited here; the GRNs the portal does hold are always checked. On where this portal is
    /// the guarantee system of record for every GRN.
    pub unknown_grn_refused: bool,
    /// `VAMA_UNKNOWN_AUTHORISATION_REFUSED`, default false: a declaration's authorisation whose
    /// decision reference no decision of this portal has is refused (issue 'Authorisations I'
    /// section 5). Off, it is taken as another system's decision and not checked here.
    pub unknown_authorisation_refused: bool,
    /// `VAMA_NCTS_XSD_DIR`, unset by default: the directory of the NCTS Phase 5 schemas
    /// (DDNTA, e.g. `cc015c.xsd`) that an imported message is validated against with
    /// `xmllint`. Unset: imports check the structure through the mapping only, and say so.
    pub ncts_xsd_dir: Option<PathBuf>,
    /// `VAMA_ACCESS_CODE_KEY`, 64 hex digits: the key that encrypts the guarantees' access
    /// codes at rest. Unset: start-up uses (or creates) `access-code.key` in `data_dir`, which
    /// suits one embedded server; replicas over one PostgreSQL must all be given the same key.
    pub access_code_key: Option<[u8; 32]>,
    /// `VAMA_LOCAL_ACCOUNTS`, default true: users may sign in with a user name and password
    /// kept here. False: only the SSO signs in (it must be configured).
    pub local_accounts: bool,
    /// The national SSO (OpenID Connect, `VAMA_OIDC_*`), when `VAMA_OIDC_ISSUER` is set.
    pub sso: Option<crate::auth::sso::SsoConfig>,
}

// A password-free Debug: DATABASE_URL may carry credentials.
impl std::fmt::Debug for Config {
    fn fmt(&self, f: &mut std::fmt::Formatter<'_>) -> std::fmt::Result {
        f.debug_struct("Config")
            .field("addr", &self.addr)
            .field("database", &self.database_url.as_deref().map(redact_url))
            .field("data_dir", &self.data_dir)
            .field("country", &self.country)
            .field("currency", &self.currency)
            .field("locale", &self.locale)
            .field("web_dir", &self.web_dir)
            .field("ncts_xsd_dir", &self.ncts_xsd_dir)
            .field("local_accounts", &self.local_accounts)
            .field("sso_issuer", &self.sso.as_ref().map(|s| s.issuer.as_str()))
            .finish_non_exhaustive()
    }
}

/// A 256-bit key written as 64 hexadecimal digits.
pub fn parse_key(hex_digits: &str) -> Option<[u8; 32]> {
    hex::decode(hex_digits).ok()?.try_into().ok()
}

/// `postgres://user:secret@host/db` → `postgres://user:***@host/db`.
pub fn redact_url(url: &str) -> String {
    match (url.find("://"), url.rfind('@')) {
        (Some(scheme), Some(at)) if at > scheme => {
            let creds = &url[scheme + 3..at];
            match creds.find(':') {
                Some(colon) => format!(
                    "{}{}:***{}",
                    &url[..scheme + 3],
                    &creds[..colon],
                    &url[at..]
                ),
                None => url.to_owned(),
            }
        }
        _ => url.to_owned(),
    }
}

#[derive(Debug, thiserror::Error)]
#[error("configuration: {variable}: {problem}")]
pub struct ConfigError {
    pub variable: &'static str,
    pub problem: String,
}

impl Config {
    pub fn from_env() -> Result<Config, ConfigError> {
        Self::from_lookup(|name| std::env::var(name).ok())
    }

    /// Reads the configuration through `get`, so tests need not touch the process environment.
    pub fn from_lookup(get: impl Fn(&str) -> Option<String>) -> Result<Config, ConfigError> {
        let var = |name: &'static str| get(name).filter(|v| !v.trim().is_empty());
        let bad = |variable: &'static str, problem: String| ConfigError { variable, problem };

        let addr = match var("VAMA_ADDR") {
            Some(v) => v.parse().map_err(|_| {
                bad(
                    "VAMA_ADDR",
                    format!("'{v}' is not an address such as 127.0.0.1:8080"),
                )
            })?,
            None => SocketAddr::from(([127, 0, 0, 1], 8080)),
        };
        let database_url = match var("DATABASE_URL") {
            Some(v)
                if v.starts_with("postgres://")
                    || v.starts_with("postgresql://")
                    || v.starts_with("sqlite:") =>
            {
                Some(v)
            }
            Some(v) => {
                return Err(bad(
                    "DATABASE_URL",
                    format!(
                        "'{}' must start with postgres:// (or sqlite:)",
                        redact_url(&v)
                    ),
                ))
            }
            None => None,
        };
        let country = var("VAMA_COUNTRY").unwrap_or_else(|| "MD".into());
        if country.len() != 2 || !country.bytes().all(|b| b.is_ascii_uppercase()) {
            return Err(bad(
                "VAMA_COUNTRY",
                format!("'{country}' is not a two-letter upper-case country code"),
            ));
        }
        let currency = var("VAMA_CURRENCY").unwrap_or_else(|| "MDL".into());
        if currency.len() != 3 || !currency.bytes().all(|b| b.is_ascii_uppercase()) {
            return Err(bad(
                "VAMA_CURRENCY",
                format!("'{currency}' is not a three-letter ISO 4217 code"),
            ));
        }
        let locale = var("VAMA_LOCALE").unwrap_or_else(|| "ro".into());
        if !matches!(locale.as_str(), "en" | "ro" | "ru") {
            return Err(bad(
                "VAMA_LOCALE",
                format!("'{locale}' is not a supported locale (en, ro, ru)"),
            ));
        }
        let number =
            |name: &'static str, default: u64, min: u64, max: u64| -> Result<u64, ConfigError> {
                match var(name) {
                    None => Ok(default),
                    Some(v) => match v.parse::<u64>() {
                        Ok(n) if (min..=max).contains(&n) => Ok(n),
                        _ => Err(bad(
                            name,
                            format!("'{v}' is not a whole number from {min} to {max}"),
                        )),
                    },
                }
            };
        let flag = |name: &'static str, default: bool| -> Result<bool, ConfigError> {
            match var(name).as_deref() {
                None => Ok(default),
                Some("1" | "true" | "yes") => Ok(true),
                Some("0" | "false" | "no") => Ok(false),
                Some(v) => Err(bad(name, format!("'{v}' is not true or false"))),
            }
        };
        let ncts_xsd_dir = match var("VAMA_NCTS_XSD_DIR") {
            None => None,
            Some(v) => {
                let dir = PathBuf::from(&v);
                if !dir.join("cc015c.xsd").is_file() {
                    return Err(bad(
                        "VAMA_NCTS_XSD_DIR",
                        format!("'{v}' is not a directory with the NCTS schemas (no cc015c.xsd)"),
                    ));
                }
                Some(dir)
            }
        };
        let access_code_key = match var("VAMA_ACCESS_CODE_KEY") {
            None => None,
            Some(v) => Some(parse_key(v.trim()).ok_or_else(|| {
                bad(
                    "VAMA_ACCESS_CODE_KEY",
                    "must be 64 hexadecimal digits (a 256-bit key)".into(),
                )
            })?),
        };
        let sso = crate::auth::sso::config::from_vars(&var)?;
        let local_accounts = flag("VAMA_LOCAL_ACCOUNTS", true)?;
        if !local_accounts && sso.is_none() {
            return Err(bad(
                "VAMA_LOCAL_ACCOUNTS",
                "false needs the SSO (VAMA_OIDC_ISSUER), or nobody could sign in".into(),
            ));
        }
        Ok(Config {
            addr,
            local_accounts,
            sso,
            ncts_xsd_dir,
            access_code_key,
            database_url,
            data_dir: PathBuf::from(var("VAMA_DATA_DIR").unwrap_or_else(|| "./data".into())),
            country,
            currency,
            locale,
            web_dir: PathBuf::from(var("VAMA_WEB_DIR").unwrap_or_else(|| "web/dist".into())),
            max_body_bytes: number("VAMA_MAX_BODY_MB", 128, 1, 1024)? as usize * 1024 * 1024,
            session_idle_secs: number("VAMA_SESSION_IDLE_MINUTES", 15, 1, 24 * 60)? as i64 * 60,
            session_max_secs: number("VAMA_SESSION_MAX_HOURS", 12, 1, 24 * 30)? as i64 * 3600,
            draft_quota_bytes: number("VAMA_DRAFT_QUOTA_MB", 1024, 1, 1024 * 1024)? as i64
                * 1024
                * 1024,
            large_requests: number("VAMA_LARGE_REQUESTS", 2, 1, 64)? as usize,
            large_request_wait_secs: number("VAMA_LARGE_REQUEST_WAIT_SECONDS", 30, 0, 3600)?,
            max_connections: number("VAMA_MAX_CONNECTIONS", 1024, 1, 1_000_000)? as usize,
            header_timeout_secs: number("VAMA_HEADER_TIMEOUT_SECONDS", 10, 1, 3600)?,
            request_timeout_secs: number("VAMA_REQUEST_TIMEOUT_SECONDS", 300, 1, 24 * 3600)?,
            cookie_secure: flag("VAMA_COOKIE_SECURE", false)?,
            demo_users: flag("VAMA_DEMO_USERS", true)?,
            document_copies: flag("VAMA_DOCUMENT_COPIES", true)?,
            scheduler_secs: number("VAMA_SCHEDULER_SECONDS", 30, 1, 3600)?,
            test_clock: flag("VAMA_TEST_CLOCK", false)?,
            unknown_grn_refused: flag("VAMA_UNKNOWN_GRN_REFUSED", false)?,
            unknown_authorisation_refused: flag("VAMA_UNKNOWN_AUTHORISATION_REFUSED", false)?,
            font_dir: PathBuf::from(
                var("VAMA_FONT_DIR").unwrap_or_else(|| "/usr/share/fonts/truetype/dejavu".into()),
            ),
        })
    }

    /// Defaults with overrides, for tests.
    /// The defaults, with an access code key of this process (no key file is written).
    pub fn for_tests() -> Config {
        let mut config = Self::from_lookup(|_| None).expect("defaults are valid");
        config.access_code_key = Some(crate::guarantee::secrets::random_key());
        config
    }
}

#[cfg(test)]
mod tests {
    use super::*;

    fn with(pairs: &[(&str, &str)]) -> Result<Config, ConfigError> {
        let pairs: Vec<(String, String)> = pairs
            .iter()
            .map(|(k, v)| (k.to_string(), v.to_string()))
            .collect();
        Config::from_lookup(move |name| {
            pairs
                .iter()
                .find(|(k, _)| k == name)
                .map(|(_, v)| v.clone())
        })
    }

    #[test]
    fn defaults_are_moldova_mdl_on_port_8080_with_sqlite_in_data() {
        let c = with(&[]).unwrap();
        assert_eq!(c.addr.to_string(), "127.0.0.1:8080");
        assert_eq!((c.country.as_str(), c.currency.as_str()), ("MD", "MDL"));
        assert!(c.database_url.is_none());
        assert_eq!(c.data_dir, PathBuf::from("./data"));
    }

    #[test]
    fn a_bad_value_names_its_variable() {
        for (name, value) in [
            ("VAMA_ADDR", "localhost"),
            ("DATABASE_URL", "mysql://x"),
            ("VAMA_COUNTRY", "Moldova"),
            ("VAMA_CURRENCY", "lei"),
            ("VAMA_LOCALE", "fr"),
            ("VAMA_MAX_BODY_MB", "0"),
            ("VAMA_COOKIE_SECURE", "maybe"),
            ("VAMA_NCTS_XSD_DIR", "/nonexistent/xsd"),
            ("VAMA_LOCAL_ACCOUNTS", "false"),
            ("VAMA_OIDC_ISSUER", "idp.example"),
            ("VAMA_ACCESS_CODE_KEY", "00ff"),
            (
                "VAMA_ACCESS_CODE_KEY",
                "zz00000000000000000000000000000000000000000000000000000000000000",
            ),
        ] {
            let err = with(&[(name, value)])
                .err()
                .unwrap_or_else(|| panic!("{name} accepted"));
            assert_eq!(err.variable, name);
            assert!(err.to_string().contains(name));
        }
    }

    #[test]
    fn the_ncts_schema_directory_is_optional_and_must_hold_cc015c() {
        assert!(with(&[]).unwrap().ncts_xsd_dir.is_none());
        let dir = std::env::temp_dir().join(format!("vama-xsd-{}", std::process::id()));
        std::fs::create_dir_all(&dir).unwrap();
        let path = dir.to_string_lossy().into_owned();
        assert!(with(&[("VAMA_NCTS_XSD_DIR", &path)]).is_err());
        std::fs::write(dir.join("cc015c.xsd"), "<xs:schema/>").unwrap();
        let c = with(&[("VAMA_NCTS_XSD_DIR", &path)]).unwrap();
        assert_eq!(c.ncts_xsd_dir, Some(dir.clone()));
        let _ = std::fs::remove_dir_all(&dir);
    }

    #[test]
    fn the_access_code_key_is_64_hex_digits() {
        let key = "0f".repeat(32);
        let c = with(&[("VAMA_ACCESS_CODE_KEY", &key)]).unwrap();
        assert_eq!(c.access_code_key, Some([0x0f; 32]));
        assert!(with(&[]).unwrap().access_code_key.is_none());
    }

    #[test]
    fn the_sso_needs_a_client_and_a_redirect_to_the_callback() {
        let issuer = ("VAMA_OIDC_ISSUER", "https://idp.example/realms/customs");
        let client = ("VAMA_OIDC_CLIENT_ID", "vama");
        let err = with(&[
            issuer,
            client,
            ("VAMA_OIDC_REDIRECT_URL", "https://vama.example/"),
        ])
        .err()
        .unwrap();
        assert_eq!(err.variable, "VAMA_OIDC_REDIRECT_URL");
        let err = with(&[issuer]).err().unwrap();
        assert_eq!(
            err.variable, "VAMA_OIDC_CLIENT_ID",
            "needed with the issuer"
        );
        let redirect = (
            "VAMA_OIDC_REDIRECT_URL",
            "https://vama.example/v1/auth/sso/callback",
        );
        let c = with(&[issuer, client, redirect, ("VAMA_LOCAL_ACCOUNTS", "false")]).unwrap();
        let sso = c.sso.unwrap();
        assert!(!c.local_accounts);
        assert_eq!(sso.scopes, ["openid", "profile"]);
        assert_eq!(sso.claims.eori, "eori");
        assert!(sso.client_secret.is_none());
        let c = with(&[
            issuer,
            client,
            redirect,
            ("VAMA_OIDC_CLAIM_EORI", "eori_number"),
        ])
        .unwrap();
        assert_eq!(c.sso.unwrap().claims.eori, "eori_number");
        assert!(with(&[]).unwrap().local_accounts);
    }

    #[test]
    fn the_client_secret_is_read_trimmed_from_its_file_and_not_given_twice() {
        let sso = [
            ("VAMA_OIDC_ISSUER", "https://idp.example/realms/customs"),
            ("VAMA_OIDC_CLIENT_ID", "vama"),
            (
                "VAMA_OIDC_REDIRECT_URL",
                "https://vama.example/v1/auth/sso/callback",
            ),
        ];
        let with_sso = |more: &[(&str, &str)]| {
            let mut pairs = sso.to_vec();
            pairs.extend_from_slice(more);
            with(&pairs)
        };
        let dir = std::env::temp_dir().join(format!("vama-secret-{}", std::process::id()));
        std::fs::create_dir_all(&dir).unwrap();
        let file = dir.join("client-secret");
        // as a secret store mounts it: with a trailing newline
        std::fs::write(&file, "  s3cr3t-from-file\n").unwrap();
        let path = file.to_string_lossy().into_owned();

        let c = with_sso(&[("VAMA_OIDC_CLIENT_SECRET_FILE", &path)]).unwrap();
        assert_eq!(
            c.sso.unwrap().client_secret.as_deref(),
            Some("s3cr3t-from-file")
        );
        let c = with_sso(&[("VAMA_OIDC_CLIENT_SECRET", "inline-secret")]).unwrap();
        assert_eq!(
            c.sso.unwrap().client_secret.as_deref(),
            Some("inline-secret")
        );

        let missing = dir.join("absent").to_string_lossy().into_owned();
        let err = with_sso(&[("VAMA_OIDC_CLIENT_SECRET_FILE", &missing)])
            .err()
            .unwrap_or_else(|| panic!("a missing file is refused"));
        assert_eq!(err.variable, "VAMA_OIDC_CLIENT_SECRET_FILE");
        assert!(err.to_string().contains("VAMA_OIDC_CLIENT_SECRET_FILE"));
        assert!(err.to_string().contains(&missing), "names the file: {err}");

        let err = with_sso(&[
            ("VAMA_OIDC_CLIENT_SECRET", "inline-secret"),
            ("VAMA_OIDC_CLIENT_SECRET_FILE", &path),
        ])
        .err()
        .unwrap_or_else(|| panic!("the secret and its file together are refused"));
        assert_eq!(err.variable, "VAMA_OIDC_CLIENT_SECRET_FILE");
        assert!(err.to_string().contains("not both"), "{err}");
        let _ = std::fs::remove_dir_all(&dir);
    }

    #[test]
    fn the_database_password_is_redacted() {
        assert_eq!(
            redact_url("postgres://u:secret@h/db"),
            "postgres://u:***@h/db"
        );
        assert_eq!(redact_url("postgres://h/db"), "postgres://h/db");
    }
}
