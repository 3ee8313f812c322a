//! The signed-in user as handlers see it.

use axum::{extract::FromRequestParts, http::request::Parts};
use vama_rules::{UserCtx, UserType};
use vama_store::{Access, UserRecord};

use crate::error::ApiError;

#[derive(Debug, Clone)]
pub struct CurrentUser {
    /// Shared, so that handing the user to a handler (an extractor clones it) copies no
    /// string or list.
    pub record: std::sync::Arc<UserRecord>,
    pub user_type: UserType,
    pub csrf_token: String,
    pub token_hash: String,
}

impl CurrentUser {
    /// The party of `record` (not an administrator), its linked parties being those of its
    /// record (the SSO's claims, the demo set) and of the representation links in force on
    /// `today` (`YYYY-MM-DD`).
    pub fn new(
        record: UserRecord,
        csrf_token: String,
        token_hash: String,
        today: &str,
    ) -> Option<Self> {
        let user_type = parse_user_type(&record.user_type)?;
        Some(CurrentUser {
            record: std::sync::Arc::new(in_force(record, today)),
            user_type,
            csrf_token,
            token_hash,
        })
    }

    pub fn username(&self) -> &str {
        &self.record.username
    }

    /// What this user may see (architecture contract 5), applied inside every store query.
    pub fn access(&self) -> Access {
        let eori = self.record.eori.clone().unwrap_or_default();
        match self.user_type {
            UserType::Trader => Access::Trader { eori },
            UserType::Agent => Access::Agent {
                holders: std::iter::once(eori.clone())
                    .chain(self.record.linked_eoris.iter().cloned())
                    .collect(),
                eori,
            },
            UserType::Officer => Access::Officer {
                offices: self.record.customs_offices.clone(),
            },
        }
    }

    /// What an officer sees as the office of transit or exit of a movement: the anticipated
    /// transit record (ATR) of the released movements naming their office. `None` for traders
    /// and agents, who have no ATR.
    pub fn en_route_access(&self) -> Option<Access> {
        match self.user_type {
            UserType::Officer => Some(Access::EnRoute {
                offices: self.record.customs_offices.clone(),
                statuses: crate::movement::print::RELEASED,
            }),
            _ => None,
        }
    }

    pub fn rules_user(&self) -> UserCtx {
        UserCtx {
            user_type: self.user_type,
            eori: self.record.eori.clone(),
            name: Some(self.record.display_name.clone()),
            linked_eoris: self.record.linked_eoris.clone(),
            customs_offices: self.record.customs_offices.clone(),
            // the EORI catalog's word, which the request's rule context adds
            // (`documents::context::ctx`)
            aeo_authorised: false,
        }
    }

    pub fn has_permission(&self, permission: &str) -> bool {
        self.record.permissions.iter().any(|p| p == permission)
    }
}

/// `record` with the parties its representation links in force on `today` link it to added to
/// its linked EORIs: an agent's traders, a trader's agents.
pub fn in_force(mut record: UserRecord, today: &str) -> UserRecord {
    let Some(eori) = record.eori.clone() else {
        return record;
    };
    for link in record.representations.iter().filter(|l| l.in_force(today)) {
        let other = if link.agent_eori == eori {
            &link.trader_eori
        } else {
            &link.agent_eori
        };
        if !record.linked_eoris.contains(other) {
            record.linked_eoris.push(other.clone());
        }
    }
    record
}

/// The user type of the portal's administrators: they manage users and representation, and
/// neither read nor change documents.
pub const ADMIN: &str = "admin";

/// A signed-in administrator.
#[derive(Debug, Clone)]
pub struct AdminUser {
    /// Shared, as [`CurrentUser`]'s.
    pub record: std::sync::Arc<UserRecord>,
    pub csrf_token: String,
    pub token_hash: String,
}

/// Whoever is signed in: a party or an administrator (for what both do: `/v1/me`, sign-out).
#[derive(Debug, Clone)]
pub enum SignedIn {
    Party(CurrentUser),
    Admin(AdminUser),
}

impl SignedIn {
    pub fn record(&self) -> &UserRecord {
        match self {
            SignedIn::Party(u) => &u.record,
            SignedIn::Admin(a) => &a.record,
        }
    }

    pub fn csrf_token(&self) -> &str {
        match self {
            SignedIn::Party(u) => &u.csrf_token,
            SignedIn::Admin(a) => &a.csrf_token,
        }
    }

    pub fn token_hash(&self) -> &str {
        match self {
            SignedIn::Party(u) => &u.token_hash,
            SignedIn::Admin(a) => &a.token_hash,
        }
    }
}

pub fn parse_user_type(s: &str) -> Option<UserType> {
    match s {
        "trader" => Some(UserType::Trader),
        "agent" => Some(UserType::Agent),
        "officer" => Some(UserType::Officer),
        _ => None,
    }
}

impl<S: Send + Sync> FromRequestParts<S> for CurrentUser {
    type Rejection = ApiError;

    /// A party; an administrator is refused (403): administration does not reach documents.
    async fn from_request_parts(parts: &mut Parts, _state: &S) -> Result<Self, Self::Rejection> {
        if parts.extensions.get::<AdminUser>().is_some() {
            return Err(ApiError::forbidden(
                "An administrator manages users and does not read or change documents",
            ));
        }
        parts
            .extensions
            .get::<CurrentUser>()
            .cloned()
            .ok_or_else(ApiError::unauthorized)
    }
}

impl<S: Send + Sync> FromRequestParts<S> for AdminUser {
    type Rejection = ApiError;

    /// An administrator; anyone else signed in is refused (403).
    async fn from_request_parts(parts: &mut Parts, _state: &S) -> Result<Self, Self::Rejection> {
        if parts.extensions.get::<CurrentUser>().is_some() {
            return Err(ApiError::forbidden(
                "Only an administrator may manage users, representation and the audit log",
            ));
        }
        parts
            .extensions
            .get::<AdminUser>()
            .cloned()
            .ok_or_else(ApiError::unauthorized)
    }
}

impl<S: Send + Sync> FromRequestParts<S> for SignedIn {
    type Rejection = ApiError;

    async fn from_request_parts(parts: &mut Parts, _state: &S) -> Result<Self, Self::Rejection> {
        if let Some(admin) = parts.extensions.get::<AdminUser>() {
            return Ok(SignedIn::Admin(admin.clone()));
        }
        parts
            .extensions
            .get::<CurrentUser>()
            .cloned()
            .map(SignedIn::Party)
            .ok_or_else(ApiError::unauthorized)
    }
}
