//! Who may sign in, and as whom (issue 'Identity'): the user's record as the administration
//! API and the CLI write it, checked alike by both (each finding names its field); the
//! permissions a user type starts with; the representation links between agents and traders.

pub mod admin;
pub mod cli;
pub mod eori_import;

use serde::{Deserialize, Serialize};
use utoipa::ToSchema;
use vama_store::{NewRepresentation, Representation, UserChange, UserRecord};

use crate::auth::ADMIN;
use crate::demo::{OFFICER_PERMISSIONS, TRADER_PERMISSIONS};
use crate::error::ViolationDto;

/// The user types (spec section 6: trader, agent or representative, customs officer) and the
/// portal's administrators.
pub const USER_TYPES: &[&str] = &["trader", "agent", "officer", ADMIN];

/// The permissions a new user of `user_type` starts with: reading, searching and filing
/// (traders, agents) or deciding (officers) on every kind; none for an administrator.
pub fn default_permissions(user_type: &str) -> Vec<String> {
    let (own, need) = match user_type {
        "officer" => (OFFICER_PERMISSIONS, "officer"),
        "trader" | "agent" => (TRADER_PERMISSIONS, "applicant"),
        _ => return Vec::new(),
    };
    own.iter()
        .map(|p| p.to_string())
        .chain(crate::demo::authorisation_permissions(need))
        .collect()
}

/// An EORI number: the country code and up to 15 letters or digits (17 at most).
pub fn is_eori(s: &str) -> bool {
    let b = s.as_bytes();
    (3..=17).contains(&b.len())
        && b[..2].iter().all(u8::is_ascii_uppercase)
        && b[2..]
            .iter()
            .all(|c| c.is_ascii_uppercase() || c.is_ascii_digit())
}

/// A customs office reference number: the country code and six letters or digits.
pub fn is_office(s: &str) -> bool {
    let b = s.as_bytes();
    b.len() == 8
        && b[..2].iter().all(u8::is_ascii_uppercase)
        && b[2..]
            .iter()
            .all(|c| c.is_ascii_uppercase() || c.is_ascii_digit())
}

/// A day as validity dates are written (`YYYY-MM-DD`).
pub fn is_day(s: &str) -> bool {
    time::Date::parse(s, time::macros::format_description!("[year]-[month]-[day]")).is_ok()
}

/// The EORI finder's entry of the party `eori` named `name`.
fn party(eori: &str, name: &str) -> String {
    serde_json::json!({
        "code": eori,
        "name": name,
        "EORINumber": eori,
        "country": eori.get(..2).unwrap_or_default(),
    })
    .to_string()
}

/// Makes the parties a user or a link names known to the EORI finder (the `eori` catalog), in
/// the store and, when `state` is given, in the running server's copy: the user's own `eori`
/// under its `name` (its entry updated), and the `linked` parties (an agent's traders, a
/// trader's agents) without a name where the finder has no entry for them. They are thus
/// found by the applicant and holder pickers like imported ones. Nothing is written of what
/// the running server's finder already holds so.
pub async fn make_known(
    store: &vama_store::Store,
    state: Option<&crate::state::AppState>,
    eori: Option<&str>,
    name: &str,
    linked: &[String],
) -> Result<(), crate::startup::BoxError> {
    let catalogs = state.map(|s| s.catalogs());
    let entry = |code: &str| {
        catalogs
            .as_ref()
            .and_then(|c| c.get("eori"))
            .and_then(|c| c.get(code))
    };
    let mut changed = false;
    if let Some(eori) = eori {
        if entry(eori).is_none_or(|e| e["name"] != name) {
            store
                .put_catalog_entry("eori", eori, &party(eori, name))
                .await?;
            changed = true;
        }
    }
    for other in linked.iter().filter(|e| Some(e.as_str()) != eori) {
        if entry(other).is_none() {
            changed |= store
                .add_catalog_entry("eori", other, &party(other, ""))
                .await?;
        }
    }
    if let (true, Some(state)) = (changed, state) {
        state.replace_catalogs(crate::startup::load_catalogs(store).await?);
    }
    Ok(())
}

/// A user's EORI and linked parties made known to the running server's EORI finder (an
/// administrator's user and an SSO sign-in alike).
pub async fn make_user_known(
    state: &crate::state::AppState,
    user: &UserRecord,
) -> crate::error::ApiResult<()> {
    make_known(
        &state.store,
        Some(state),
        user.eori.as_deref(),
        &user.display_name,
        &user.linked_eoris,
    )
    .await
    .map_err(crate::error::ApiError::internal)
}

/// NCTS's length of a name.
pub const NAME_MAX: usize = 70;
pub const USERNAME_MAX: usize = 100;
/// A new local password: at least this long (and at most 1,000 characters, as sign-in reads).
pub const PASSWORD_MIN: usize = 10;
pub const PASSWORD_MAX: usize = 1000;

/// A user as an administrator writes it (the whole record but the user name and password).
#[derive(Debug, Clone, Deserialize, ToSchema)]
#[serde(rename_all = "camelCase", deny_unknown_fields)]
pub struct UserForm {
    /// `trader`, `agent`, `officer` or `admin`.
    pub user_type: String,
    pub display_name: String,
    #[serde(default)]
    pub eori: Option<String>,
    /// Parties linked by the record itself (besides the representation links).
    #[serde(default)]
    pub linked_eoris: Vec<String>,
    /// Officers: the customs offices they serve.
    #[serde(default)]
    pub customs_offices: Vec<String>,
    /// Absent: the user type's defaults.
    #[serde(default)]
    pub permissions: Option<Vec<String>>,
}

impl UserForm {
    /// What is wrong with the form, each finding at its field.
    pub fn check(&self) -> Vec<ViolationDto> {
        let mut out = Vec::new();
        let mut bad = |path: &str, rule: &str, message: String| {
            out.push(ViolationDto::at(path, rule, message))
        };
        if !USER_TYPES.contains(&self.user_type.as_str()) {
            bad(
                "/userType",
                "user-type",
                format!("The user type must be one of {}", USER_TYPES.join(", ")),
            );
        }
        let name = self.display_name.trim();
        if name.is_empty() {
            bad("/displayName", "required", "The name is required".into());
        } else if name.chars().count() > NAME_MAX {
            bad(
                "/displayName",
                "max-length",
                format!("The name has at most {NAME_MAX} characters"),
            );
        }
        let party = matches!(self.user_type.as_str(), "trader" | "agent");
        match self.eori.as_deref() {
            None | Some("") if party => bad(
                "/eori",
                "required",
                "A trader or an agent needs an EORI number".into(),
            ),
            Some(e) if !e.is_empty() && !party => bad(
                "/eori",
                "not-allowed",
                "Only a trader or an agent has an EORI number here".into(),
            ),
            Some(e) if !e.is_empty() && !is_eori(e) => bad(
                "/eori",
                "eori",
                "An EORI number is the country code and up to 15 capital letters or digits".into(),
            ),
            _ => {}
        }
        for (i, e) in self.linked_eoris.iter().enumerate() {
            if !is_eori(e) {
                bad(
                    &format!("/linkedEoris/{i}"),
                    "eori",
                    format!("{e} is not an EORI number"),
                );
            }
        }
        let officer = self.user_type == "officer";
        if officer && self.customs_offices.is_empty() {
            bad(
                "/customsOffices",
                "at-least-one-member",
                "An officer needs at least one customs office".into(),
            );
        }
        if !officer && !self.customs_offices.is_empty() {
            bad(
                "/customsOffices",
                "not-allowed",
                "Only an officer serves customs offices".into(),
            );
        }
        for (i, o) in self.customs_offices.iter().enumerate() {
            if !is_office(o) {
                bad(
                    &format!("/customsOffices/{i}"),
                    "office",
                    format!("{o} is not a customs office reference number"),
                );
            }
        }
        for (i, p) in self.permissions.iter().flatten().enumerate() {
            let word = |w: &str| {
                !w.is_empty()
                    && w.bytes()
                        .all(|c| c.is_ascii_lowercase() || c.is_ascii_digit())
            };
            if p.len() > 40 || !p.split('-').all(word) {
                bad(
                    &format!("/permissions/{i}"),
                    "permission",
                    format!("{p} is not a permission name"),
                );
            }
        }
        out
    }

    /// The record to write: the type's default permissions unless given; an empty EORI none.
    pub fn change(self) -> UserChange {
        let permissions = self
            .permissions
            .unwrap_or_else(|| default_permissions(&self.user_type));
        UserChange {
            display_name: self.display_name.trim().to_owned(),
            eori: self.eori.filter(|e| !e.is_empty()),
            linked_eoris: self.linked_eoris,
            customs_offices: self.customs_offices,
            permissions,
            user_type: self.user_type,
        }
    }
}

/// A user name: letters, digits and `.`, `_`, `@`, `-`, at most 100.
pub fn check_username(username: &str) -> Option<ViolationDto> {
    let ok = |c: char| c.is_ascii_alphanumeric() || ".-_@".contains(c);
    (username.is_empty() || username.len() > USERNAME_MAX || !username.chars().all(ok)).then(|| {
        ViolationDto::at(
            "/username",
            "username",
            format!("A user name has 1 to {USERNAME_MAX} letters, digits, '.', '-', '_' or '@'"),
        )
    })
}

/// A new password: at least [`PASSWORD_MIN`] characters.
pub fn check_password(password: &str) -> Option<ViolationDto> {
    let n = password.chars().count();
    (!(PASSWORD_MIN..=PASSWORD_MAX).contains(&n)).then(|| {
        ViolationDto::at(
            "/password",
            "password",
            format!("A password has {PASSWORD_MIN} to {PASSWORD_MAX} characters"),
        )
    })
}

/// A user as the administration shows it (never the password hash).
#[derive(Debug, Clone, Serialize, ToSchema)]
#[serde(rename_all = "camelCase")]
pub struct UserDto {
    pub id: i64,
    pub username: String,
    pub user_type: String,
    pub display_name: String,
    pub eori: Option<String>,
    pub linked_eoris: Vec<String>,
    pub customs_offices: Vec<String>,
    pub permissions: Vec<String>,
    pub disabled: bool,
    /// Signs in through the national SSO.
    pub sso: bool,
}

impl From<UserRecord> for UserDto {
    fn from(u: UserRecord) -> Self {
        UserDto {
            id: u.id,
            username: u.username,
            user_type: u.user_type,
            display_name: u.display_name,
            eori: u.eori,
            linked_eoris: u.linked_eoris,
            customs_offices: u.customs_offices,
            permissions: u.permissions,
            disabled: u.disabled,
            sso: u.sso_subject.is_some(),
        }
    }
}

/// A representation link as an administrator writes it.
#[derive(Debug, Clone, Deserialize, ToSchema)]
#[serde(rename_all = "camelCase", deny_unknown_fields)]
pub struct RepresentationForm {
    pub agent_eori: String,
    pub trader_eori: String,
    /// `YYYY-MM-DD`, included; absent: from now on.
    #[serde(default)]
    pub valid_from: Option<String>,
    /// `YYYY-MM-DD`, included; absent: until removed.
    #[serde(default)]
    pub valid_until: Option<String>,
}

impl RepresentationForm {
    pub fn check(&self) -> Vec<ViolationDto> {
        let mut out = Vec::new();
        for (path, eori) in [
            ("/agentEori", &self.agent_eori),
            ("/traderEori", &self.trader_eori),
        ] {
            if !is_eori(eori) {
                out.push(ViolationDto::at(
                    path,
                    "eori",
                    format!("{eori} is not an EORI number"),
                ));
            }
        }
        if self.agent_eori == self.trader_eori {
            out.push(ViolationDto::at(
                "/traderEori",
                "other-party",
                "An agent represents another party than itself",
            ));
        }
        for (path, day) in [
            ("/validFrom", &self.valid_from),
            ("/validUntil", &self.valid_until),
        ] {
            if day.as_deref().is_some_and(|d| !is_day(d)) {
                out.push(ViolationDto::at(
                    path,
                    "date",
                    "A date is written YYYY-MM-DD",
                ));
            }
        }
        if let (Some(from), Some(until)) = (&self.valid_from, &self.valid_until) {
            if is_day(from) && is_day(until) && until < from {
                out.push(ViolationDto::at(
                    "/validUntil",
                    "until-after-from",
                    "The link cannot end before it starts",
                ));
            }
        }
        out
    }

    pub fn link(self) -> NewRepresentation {
        NewRepresentation {
            agent_eori: self.agent_eori,
            trader_eori: self.trader_eori,
            valid_from: self.valid_from,
            valid_until: self.valid_until,
        }
    }
}

/// A representation link as the administration shows it.
#[derive(Debug, Clone, Serialize, ToSchema)]
#[serde(rename_all = "camelCase")]
pub struct RepresentationDto {
    pub id: i64,
    pub agent_eori: String,
    pub trader_eori: String,
    pub valid_from: Option<String>,
    pub valid_until: Option<String>,
    pub created_by: String,
    pub created_at: i64,
    /// In force today.
    pub in_force: bool,
}

impl RepresentationDto {
    pub fn of(r: Representation, today: &str) -> Self {
        RepresentationDto {
            in_force: r.in_force(today),
            id: r.id,
            agent_eori: r.agent_eori,
            trader_eori: r.trader_eori,
            valid_from: r.valid_from,
            valid_until: r.valid_until,
            created_by: r.created_by,
            created_at: r.created_at,
        }
    }
}

#[cfg(test)]
mod tests {
    use super::*;

    fn form(user_type: &str) -> UserForm {
        UserForm {
            user_type: user_type.into(),
            display_name: "Prut SRL".into(),
            eori: None,
            linked_eoris: vec![],
            customs_offices: vec![],
            permissions: None,
        }
    }

    fn paths(v: &[ViolationDto]) -> Vec<&str> {
        v.iter().map(|v| v.path.as_str()).collect()
    }

    #[test]
    fn a_trader_needs_an_eori_and_an_officer_an_office() {
        assert_eq!(paths(&form("trader").check()), ["/eori"]);
        assert_eq!(paths(&form("officer").check()), ["/customsOffices"]);
        let mut ok = form("agent");
        ok.eori = Some("MD1003600000022".into());
        assert!(ok.check().is_empty());
        let mut ok = form("officer");
        ok.customs_offices = vec!["MD100100".into()];
        assert!(ok.check().is_empty());
        assert!(form("admin").check().is_empty());
    }

    #[test]
    fn odd_values_are_named_at_their_field() {
        let mut f = form("pirate");
        f.display_name = " ".into();
        f.customs_offices = vec!["x".into()];
        f.permissions = Some(vec!["t01-read".into(), "DROP TABLE".into()]);
        assert_eq!(
            paths(&f.check()),
            [
                "/userType",
                "/displayName",
                "/customsOffices",
                "/customsOffices/0",
                "/permissions/1"
            ]
        );
        assert!(check_username("o'brien").is_some());
        assert!(check_username("ana.pop@vama").is_none());
        assert!(check_password("short").is_some());
    }

    #[test]
    fn a_new_user_starts_with_the_permissions_of_its_type() {
        let mut f = form("trader");
        f.eori = Some("MD1".into());
        let change = f.change();
        assert!(change.permissions.contains(&"t01-applicant".to_owned()));
        assert!(change.permissions.contains(&"acr-applicant".to_owned()));
        assert!(default_permissions("admin").is_empty());
        assert!(default_permissions("officer").contains(&"g01-officer".to_owned()));
    }

    #[test]
    fn a_link_names_two_parties_and_ends_after_it_starts() {
        let link = RepresentationForm {
            agent_eori: "MD1".into(),
            trader_eori: "MD1".into(),
            valid_from: Some("2026-12-01".into()),
            valid_until: Some("2026-11-30".into()),
        };
        assert_eq!(paths(&link.check()), ["/traderEori", "/validUntil"]);
    }
}
