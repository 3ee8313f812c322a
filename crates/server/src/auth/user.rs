//! The signed-in user as handlers see it.

use axum::{extract::FromRequestParts, http::request::Parts};
use vama_rules::{UserCtx, UserType};
use vama_store::{Access, UserRecord};

use crate::error::ApiError;

#[derive(Debug, Clone)]
pub struct CurrentUser {
    pub record: UserRecord,
    pub user_type: UserType,
    pub csrf_token: String,
    pub token_hash: String,
}

impl CurrentUser {
    pub fn new(record: UserRecord, csrf_token: String, token_hash: String) -> Option<Self> {
        let user_type = parse_user_type(&record.user_type)?;
        Some(CurrentUser {
            record,
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
            UserType::Agent => Access::Agent { eori },
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
        }
    }

    pub fn has_permission(&self, permission: &str) -> bool {
        self.record.permissions.iter().any(|p| p == permission)
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

    async fn from_request_parts(parts: &mut Parts, _state: &S) -> Result<Self, Self::Rejection> {
        parts
            .extensions
            .get::<CurrentUser>()
            .cloned()
            .ok_or_else(ApiError::unauthorized)
    }
}
