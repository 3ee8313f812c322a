//! The shape of the table: a row names the statuses it leaves from, the action, the roles that
//! may take it, where it goes and the messages exchanged; [`Edge`] is one concrete
//! (status, action, role) of a row, the unit `next` answers and the tests walk.

use serde::Serialize;

use super::{Action, Message, Role, Status};

/// Where a row leads.
#[derive(Debug, Clone, Copy, PartialEq, Eq)]
pub enum To {
    /// The status does not change (an amendment, a request, a notification).
    Same,
    Status(Status),
}

/// What the document must hold for the row to apply; the server checks it against the
/// declaration before taking the edge (the table itself sees statuses only).
#[derive(Debug, Clone, Copy, PartialEq, Eq, Serialize)]
#[serde(rename_all = "camelCase")]
pub enum Requires {
    /// additionalDeclarationType (CL042) equals this code: A standard, D pre-lodged.
    AdditionalDeclarationType(&'static str),
    /// The IE013 amendmentTypeFlag (R0520): 1 guarantee only, 0 everything else.
    AmendmentType(&'static str),
    /// The IE060 notification type (CL384) is one of these: 0 decision to control,
    /// 1 additional documents request, 2 intention to control (pre-lodged only).
    NotificationType(&'static [&'static str]),
}

/// Where a step stands among the steps the message log already holds: the order of the steps
/// that leave the status as it is (the enquiry and the recovery on IDLE), which the status
/// alone cannot tell. The server counts the messages of the log ([`super::Sent`]).
#[derive(Debug, Clone, Copy, Default, PartialEq, Eq, Serialize)]
#[serde(rename_all = "camelCase")]
pub struct Order {
    /// The step answers this message: possible only while the log holds more of it than of
    /// the step's own (first) message, so never before its question and once for each.
    #[serde(skip_serializing_if = "Option::is_none")]
    pub answers: Option<Message>,
    /// The step comes before this message: not possible once the log holds it.
    #[serde(skip_serializing_if = "Option::is_none")]
    pub before: Option<Message>,
}

#[derive(Debug, Clone, Copy)]
pub struct Row {
    pub from: &'static [Status],
    pub action: Action,
    pub roles: &'static [Role],
    pub to: To,
    pub messages: &'static [Message],
    pub requires: Option<Requires>,
    pub order: Order,
}

/// Builds a row of the table (const, so the table stays a static).
pub const fn row(
    from: &'static [Status],
    action: Action,
    roles: &'static [Role],
    to: To,
    messages: &'static [Message],
) -> Row {
    Row {
        from,
        action,
        roles,
        to,
        messages,
        requires: None,
        order: Order {
            answers: None,
            before: None,
        },
    }
}

impl Row {
    pub const fn requires(self, requires: Requires) -> Row {
        Row {
            requires: Some(requires),
            ..self
        }
    }

    /// The step answers `message` ([`Order::answers`]).
    pub const fn answers(self, message: Message) -> Row {
        Row {
            order: Order {
                answers: Some(message),
                ..self.order
            },
            ..self
        }
    }

    /// The step comes before `message` ([`Order::before`]).
    pub const fn before(self, message: Message) -> Row {
        Row {
            order: Order {
                before: Some(message),
                ..self.order
            },
            ..self
        }
    }
}

/// One (status, action, role) -> next status of the table. `from` is `None` for a declaration
/// not stored yet (the platform's NEW pseudo status).
#[derive(Debug, Clone, Copy, PartialEq, Eq, Serialize)]
#[serde(rename_all = "camelCase")]
pub struct Edge {
    pub from: Option<Status>,
    pub action: Action,
    pub role: Role,
    pub to: Status,
    /// In the order they are exchanged; every one goes to the message log.
    pub messages: &'static [Message],
    /// Spec 2.6: submit-type actions run the transit-wide validation first.
    pub validates_fully: bool,
    pub requires: Option<Requires>,
    pub order: Order,
}

impl Row {
    /// The edges of this row leaving `from`.
    pub(super) fn edges_from(&self, from: Option<Status>) -> impl Iterator<Item = Edge> + '_ {
        let to = match (self.to, from) {
            (To::Status(s), _) => Some(s),
            (To::Same, from) => from,
        };
        self.roles.iter().filter_map(move |&role| {
            Some(Edge {
                from,
                action: self.action,
                role,
                to: to?,
                messages: self.messages,
                validates_fully: self.action.validates_fully(),
                requires: self.requires,
                order: self.order,
            })
        })
    }
}
