//! Why an action is refused: the server answers 409 with this message and changes nothing.

use std::fmt;

use super::{actions_for, Action, Role, Status};
use crate::text::Text;

#[derive(Debug, Clone, PartialEq, Eq)]
pub struct Refusal {
    pub from: Option<Status>,
    pub action: Action,
    pub role: Role,
    /// The roles that may take the action in this status (empty: nobody may).
    pub open_to: Vec<Role>,
}

impl Refusal {
    fn status(&self) -> &'static str {
        self.from.map_or("NEW", Status::as_str)
    }

    /// Why NCTS itself would refuse it, where the sources say (the text's context).
    fn reason(&self) -> Option<&'static str> {
        match (self.action, self.from) {
            // NOTES.md §2: IE014 after IE029 is answered by IE056, code 92.
            (Action::Cancel, Some(s)) if is_released(s) => Some("cancel-released"),
            // NOTES.md §2: the holder amends (IE013) after IE028 and before IE029.
            (Action::SubmitModify, Some(s)) if is_released(s) => Some("amend-released"),
            _ => None,
        }
    }

    /// The refusal told by key: the action, the status and, where the sources say, why. The
    /// roles and the actions open (which [`fmt::Display`] adds for API clients) are left out:
    /// the app shows the user the actions they have.
    pub fn text(&self) -> Text {
        let key = if self.open_to.is_empty() {
            "movement-not-now"
        } else {
            "movement-for-others"
        };
        let text = Text::new(key)
            .with("action", self.action)
            .with("status", self.status());
        match self.reason().filter(|_| self.open_to.is_empty()) {
            Some(reason) => text.with("context", reason),
            None => text,
        }
    }
}

fn is_released(s: Status) -> bool {
    matches!(
        s,
        Status::MovementReleased
            | Status::NcfRegistered
            | Status::Arrived
            | Status::ArrivalAccepted
            | Status::GoodsReleased
            | Status::Idle
    )
}

impl fmt::Display for Refusal {
    fn fmt(&self, f: &mut fmt::Formatter<'_>) -> fmt::Result {
        let role = self.role;
        if !self.open_to.is_empty() {
            let roles: Vec<&str> = self.open_to.iter().map(|r| r.as_str()).collect();
            return write!(
                f,
                "'{}' on a movement in status {} is for the {} only, not for the {role}",
                self.action,
                self.status(),
                roles.join(" or ")
            );
        }
        write!(f, "{}", self.text().english())?;
        let open: Vec<&str> = actions_for(self.from, role)
            .into_iter()
            .map(Action::as_str)
            .collect();
        if open.is_empty() {
            write!(f, "; the {role} has no action on it")
        } else {
            write!(f, "; the {role} may: {}", open.join(", "))
        }
    }
}

impl std::error::Error for Refusal {}
