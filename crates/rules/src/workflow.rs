//! Workflow tables: (status, action, role) -> next status. A kind's table is the only place
//! that says which actions a user may take on a document in a given status; the server builds
//! the action list a client sees from it and refuses anything else.

use serde::Serialize;

use crate::UserType;

/// Pseudo status of a document that does not exist yet (mode new).
pub const NEW: &str = "NEW";

#[derive(Debug, Clone, Copy, PartialEq, Eq, Serialize)]
#[serde(rename_all = "lowercase")]
pub enum Method {
    Get,
    Post,
    Delete,
}

/// How an action is carried out (spec 2.6: name, optional method and URL, action flag).
#[derive(Debug, Clone, Copy, PartialEq, Eq)]
pub enum Effect {
    /// Navigation only: no method, no URL.
    Navigate,
    /// Posts the normalised form data to `/v1/{kind}/{id}/{action}` (or `/v1/{kind}/{action}`
    /// without an id) and moves the status to `to` (`None`: unchanged).
    Submit {
        to: Option<&'static str>,
        validate_fully: bool,
    },
    /// A file download: `GET /v1/{kind}/{id}/{action}`.
    Download,
    /// Deletes the document: `DELETE /v1/{kind}/{id}`.
    Delete,
}

impl Effect {
    /// A step that moves the status to `status`, after the full validation.
    pub const fn to(status: &'static str) -> Effect {
        Effect::Submit {
            to: Some(status),
            validate_fully: true,
        }
    }

    /// A step that changes the record, not the status (an update, a comment, an appeal),
    /// after the full validation.
    pub const SAME: Effect = Effect::Submit {
        to: None,
        validate_fully: true,
    };

    /// Storing a draft in `status`: no full validation (an incomplete application may wait).
    pub const fn draft(status: &'static str) -> Effect {
        Effect::Submit {
            to: Some(status),
            validate_fully: false,
        }
    }
}

#[derive(Debug, Clone, Copy)]
pub struct Transition {
    /// Statuses in which the action is offered (`NEW` for a document not yet stored).
    pub from: &'static [&'static str],
    pub action: &'static str,
    pub roles: &'static [UserType],
    pub effect: Effect,
}

pub const TRADERS: &[UserType] = &[UserType::Trader, UserType::Agent];
pub const OFFICERS: &[UserType] = &[UserType::Officer];
pub const EVERYONE: &[UserType] = &[UserType::Trader, UserType::Agent, UserType::Officer];

/// The transitions of `table` open to `role` in `status`, in table order.
pub fn available<'a>(
    table: &'a [Transition],
    status: &str,
    role: UserType,
) -> impl Iterator<Item = &'a Transition> + 'a {
    let status = status.to_owned();
    table
        .iter()
        .filter(move |t| t.from.contains(&status.as_str()) && t.roles.contains(&role))
}

/// The transition for `action`, if `role` may take it in `status`.
pub fn find<'a>(
    table: &'a [Transition],
    status: &str,
    action: &str,
    role: UserType,
) -> Option<&'a Transition> {
    available(table, status, role).find(|t| t.action == action)
}
