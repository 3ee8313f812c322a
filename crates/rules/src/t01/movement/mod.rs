//! The NCTS Phase 5 movement of a transit declaration as a state machine over
//! `documentStatus` (issue 4): one table of (status, action, role) -> next status with the IE
//! messages exchanged on the way ([`table`]), and what each step does ([`step`]). The
//! platform's own table (`t01::workflow`: store, validate, import, clone, …) still answers
//! the actions on drafts; the server offers both.
//!
//! Sources. The spec (4.1) names the 17 statuses but no transitions, and the action routes
//! (2.1, 2.6) but not what they do. The transitions come from NOTES.md section 2 (the HMRC TIS
//! process flows: standard, rejection, guarantee failure, amendment, cancellation before and
//! after release, control, pre-lodgement, arrival normal and simplified, discrepancies,
//! recovery), the status mapping of section 3 (the message that enters each status and its
//! suggested edges), and DDNTA Appendix Q2 5.15.2 (message names; R0520 for the amendment
//! kinds and the state "Guarantee under amendment"; IE017, IE018, IE049, IE143, IE203/IE205
//! for the steps between offices). Each row of [`table::TABLE`] names its source.
//!
//! Decisions where the sources are silent:
//! - Acceptance is one act by the officer at departure: IE928 and IE028 (the MRN) together.
//!   A pre-lodged declaration (additionalDeclarationType D) is acknowledged with IE928 only
//!   (`accept-pre-lodged`, PRE_LODGED) and gets its MRN when the holder presents the goods
//!   (IE170 -> IE028, ACCEPTED). The table keys on the status, so the two acceptances are two
//!   actions; [`Requires`] tells the server which one the declaration allows.
//! - The non-arrival enquiry (IE140) is possible once the time limit for arrival has expired
//!   (`timers`); the server knows it from its timers ([`Facts::overdue`]).
//! - An IE060 "intention to control" (type 2) on a pre-lodged declaration leaves it
//!   PRE_LODGED: the goods are not presented yet, the control follows the presentation.
//! - Control results (IE017) lead to UNDER_RELEASE_REQUEST (the ecarina CC054C note: the holder
//!   requests the release "when the movement status is already set to Under release
//!   request"); release or no release is decided there. Release straight from ACCEPTED is open
//!   (guarantees GMS does not check), as is release after GUARANTEE_REGISTERED.
//! - A valid guarantee amendment (amendmentType 1, IE013 -> IE004) goes back to ACCEPTED, where
//!   the guarantee is checked again (register-guarantee or guarantee-not-valid). Other
//!   amendments (type 0) leave the status as it is; none after release or under control.
//! - The holder's cancel answers at once with IE009 "1=Yes" (as NCTS does for a pre-lodged
//!   declaration); after release it is refused (NCTS: IE056, code 92). Customs invalidate
//!   (IE009 alone) up to the arrival.
//! - IDLE, which no source defines (NOTES.md §3), is the released movement waiting at
//!   departure for an enquiry or a recovery to end: entered by the non-arrival enquiry (IE140)
//!   or by a recovery after goods release (IE035); left by a late arrival notification.
//! - The end of a movement, the write-off (IE045), has no status of its own among the 17: it is
//!   an edge that keeps GOODS_RELEASED (or IDLE) and is told by the message log; the server
//!   refuses a second IE045 from the log, not from this table.
//! - A rejected arrival notification (IE057) returns the movement to MOVEMENT_RELEASED.
//! - Discrepancy resolution (IE019 to the holder, CD049C) is open to the officers at departure
//!   and at destination while the arrival is accepted, before the goods release.
//! - The offices of transit and exit hold the anticipated transit record (ATR): the goods
//!   presented there (the ATR's ie117 screen, [`presentation`]) register the crossing,
//!   NCF_REGISTERED, with CD118C at transit or CD168C leaving the security area at exit, and the
//!   office joins the actual transit (exit) offices with its passage time. The refusal of the
//!   crossing (ie119) has no P5 message (NOTES.md 1.1: IE117 and IE119 do not exist in P5): it
//!   is an action of the log with its reason, and the movement stays where it was.
//! - The recovery steps between offices (enquiry IE142/IE143, recovery IE150/IE151) are
//!   self-edges on IDLE; `recommend-recovery` and `recovery-response` belong to the officer at
//!   destination, the other authority the portal knows. Their order is the message log's
//!   ([`Order`], counted in [`Sent`]): an answer follows its request, once for each (IE141
//!   after IE140, IE143 after IE142, IE151 after IE150, the completion IE045 after the
//!   initiation IE035); the enquiry and recovery requests and the initiation come before the
//!   initiation (IE035, once).
//! - An office of transit or exit registers the crossing once: when the log holds its IE118
//!   (IE168), neither the presentation nor the refusal of the crossing is possible there again
//!   ([`Facts::crossed_here`]); the other offices on the way still register theirs.

mod action;
mod amendment;
mod edge;
mod input;
mod message;
pub mod pre_lodged;
pub mod presentation;
mod refusal;
mod role;
mod status;
mod step;
pub mod table;
pub mod timers;

#[cfg(test)]
mod tests;

pub use action::Action;
pub use edge::{Edge, Order, Requires, Row, To};
pub use input::{ActionInput, REASON_MAX};
pub use message::{Domain, Message, Sent};
pub use refusal::Refusal;
pub use role::{roles_of, Offices, Role};
pub use status::Status;
pub use step::{apply, barred, plan, Exchanged, Facts, Outcome, Refused, StepCtx};

/// Every edge of the table: each row expanded over its statuses and roles. `from` is `None`
/// for a declaration not stored yet.
pub fn edges() -> impl Iterator<Item = Edge> {
    let new = table::FROM_NEW.iter().flat_map(|r| r.edges_from(None));
    let stored = table::TABLE
        .iter()
        .flat_map(|r| r.from.iter().flat_map(move |&s| r.edges_from(Some(s))));
    new.chain(stored)
}

/// The edge `role` takes with `action` from `from` (a [`Status`], or `None` for a declaration
/// not stored yet), or why it is refused.
pub fn next(from: impl Into<Option<Status>>, action: Action, role: Role) -> Result<Edge, Refusal> {
    let from = from.into();
    let mut open_to = Vec::new();
    for edge in edges().filter(|e| e.from == from && e.action == action) {
        if edge.role == role {
            return Ok(edge);
        }
        open_to.push(edge.role);
    }
    Err(Refusal {
        from,
        action,
        role,
        open_to,
    })
}

/// The actions open to `role` in `from`, in table order. Some depend on the declaration too
/// ([`Edge::requires`]): the server filters those before offering them.
pub fn actions_for(from: impl Into<Option<Status>>, role: Role) -> Vec<Action> {
    let from = from.into();
    let mut actions = Vec::new();
    for edge in edges().filter(|e| e.from == from && e.role == role) {
        if !actions.contains(&edge.action) {
            actions.push(edge.action);
        }
    }
    actions
}
