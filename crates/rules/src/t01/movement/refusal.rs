//! Why an action is refused: the server answers 409 with this message and changes nothing.

use std::fmt;

use super::{actions_for, Action, Role, Status};

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

    /// Why NCTS itself would refuse it, where the sources say.
    fn reason(&self) -> Option<&'static str> {
        match (self.action, self.from) {
            // NOTES.md §2: IE014 after IE029 is answered by IE056, code 92.
            (Action::Cancel, Some(s)) if is_released(s) => Some(
                "a declaration can be cancelled only before release; after release NCTS \
                 answers the invalidation request (IE014) with IE056, code 92 \
                 (message out of sequence)",
            ),
            // NOTES.md §2: the holder amends (IE013) after IE028 and before IE029.
            (Action::SubmitModify, Some(s)) if is_released(s) => {
                Some("a declaration can be amended only before release")
            }
            _ => None,
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
        let (action, status, role) = (self.action, self.status(), self.role);
        if !self.open_to.is_empty() {
            let roles: Vec<&str> = self.open_to.iter().map(|r| r.as_str()).collect();
            return write!(
                f,
                "'{action}' on a movement in status {status} is for the {} only, not for the {role}",
                roles.join(" or ")
            );
        }
        write!(
            f,
            "'{action}' is not possible on a movement in status {status}"
        )?;
        if let Some(reason) = self.reason() {
            write!(f, ": {reason}")?;
        }
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
