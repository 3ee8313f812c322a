//! The permissions a route needs (architecture contract 5; spec guarantee.md 6: "view needs
//! g01-read; new needs g01-applicant; filter needs g01-search"). Every handler of a kind calls
//! [`require`] before it reads or writes anything, so a user without the permission gets 403
//! with the permission named, whatever the browser shows. The names are `{kind}-{need}`:
//! `t01-read`, `g01-search`, `g01-applicant`, `t01-officer`, …

use vama_rules::{text::Text, UserType};

use crate::{
    auth::CurrentUser,
    error::{ApiError, ApiResult},
};

/// What a route does with the kind's documents.
#[derive(Debug, Clone, Copy, PartialEq, Eq)]
pub enum Need {
    /// Open, list, export, print, download: `{kind}-read`.
    Read,
    /// Filter the list: `{kind}-search`.
    Search,
    /// File: a new document, store, submit, import, the holder's actions and attachments:
    /// `{kind}-applicant`.
    Applicant,
    /// Decide: the customs officers' actions: `{kind}-officer`.
    Officer,
    /// An action of the kind's workflow: [`Need::Officer`] for an officer, [`Need::Applicant`]
    /// for a trader or an agent.
    Act,
}

impl Need {
    fn suffix(self, user: &CurrentUser) -> &'static str {
        match self {
            Need::Read => "read",
            Need::Search => "search",
            Need::Applicant => "applicant",
            Need::Officer => "officer",
            Need::Act => match user.user_type {
                UserType::Officer => "officer",
                UserType::Trader | UserType::Agent => "applicant",
            },
        }
    }
}

/// The permission `need` on documents of `kind`, or 403 naming it.
pub fn require(user: &CurrentUser, kind: &str, need: Need) -> ApiResult<()> {
    let permission = format!("{kind}-{}", need.suffix(user));
    if user.has_permission(&permission) {
        return Ok(());
    }
    Err(
        ApiError::new(axum::http::StatusCode::FORBIDDEN, "permission-required", "")
            .said(Text::new("permission-required").with("permission", &permission)),
    )
}
