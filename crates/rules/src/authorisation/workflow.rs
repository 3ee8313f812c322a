//! The lifecycle every authorisation kind shares: the EU customs-decisions process (UCC Art.
//! 22–23; Delegated Regulation 2015/2446 Art. 10–16), as one (status, action, role) table.
//!
//! The applicant (a trader, or an agent for one) stores and submits the application; the
//! competent customs authority accepts it (or does not), may ask for information, hears the
//! applicant before an adverse decision, decides and issues the decision; the issued decision
//! becomes active on its start date and may then be amended, suspended and resumed, revoked or
//! annulled, or expire. Statuses and action names are contracts (issue 'Authorisations I').
//!
//! Decisions where the law and the spec leave the portal free:
//! - `provide-information` answers a request and returns the application to the status it had
//!   when the information was requested (SUBMITTED before acceptance, ACCEPTED during the
//!   examination): the row's target is [`RETURN`], resolved by [`status_after_information`]
//!   from that status.
//! - A decision stays in force while an amendment the holder asked for is examined: CDS does not
//!   suspend an authorisation for that. `request-amendment` keeps it ACTIVE (the new version of
//!   the application waits beside the decided one); the office's `amend` takes it in, and
//!   `refuse-amendment` leaves the decided one. `amend` is open to the office on its own
//!   initiative as well (UCC 23(3)).
//! - `decide-unfavourable` is open only after a hearing (UCC 22(6): the applicant is heard on
//!   the grounds first); `decide-favourable` both during the examination and after a hearing
//!   whose comments convinced the office.
//! - `withdraw` is open while no decision is taken (submitted, accepted, information requested,
//!   hearing); a draft is deleted, not withdrawn.
//! - `appeal` records the appeal (its details, at most 512 characters, are shown to the office)
//!   and leaves the status as it is: the appeal is decided outside the portal, and a decision
//!   it leads to is the office's `amend`, `resume` or a new application.
//! - `activate` (ISSUED → ACTIVE on the start date) and `expire` (→ EXPIRED after the end
//!   date) are the scheduler's: their rows have no role, so no user may take them.

use crate::workflow::{Effect, Transition, EVERYONE, NEW, OFFICERS, TRADERS};

pub const STORED: &str = "STORED";
pub const SUBMITTED: &str = "SUBMITTED";
pub const ACCEPTED: &str = "ACCEPTED";
pub const NOT_ACCEPTED: &str = "NOT_ACCEPTED";
pub const INFORMATION_REQUESTED: &str = "INFORMATION_REQUESTED";
pub const HEARING: &str = "HEARING";
pub const FAVOURABLE: &str = "FAVOURABLE";
pub const UNFAVOURABLE: &str = "UNFAVOURABLE";
pub const ISSUED: &str = "ISSUED";
pub const ACTIVE: &str = "ACTIVE";
pub const SUSPENDED: &str = "SUSPENDED";
pub const REVOKED: &str = "REVOKED";
pub const ANNULLED: &str = "ANNULLED";
pub const EXPIRED: &str = "EXPIRED";
pub const WITHDRAWN: &str = "WITHDRAWN";

/// The target of `provide-information`: the status the application had when the information
/// was requested ([`status_after_information`]). Never a stored status.
pub const RETURN: &str = "RETURN";

/// `NEW` (not stored yet), then every status an authorisation can have, in the order of the
/// process.
const NEW_OR_ANY: &[&str] = &[
    NEW,
    STORED,
    SUBMITTED,
    ACCEPTED,
    NOT_ACCEPTED,
    INFORMATION_REQUESTED,
    HEARING,
    FAVOURABLE,
    UNFAVOURABLE,
    ISSUED,
    ACTIVE,
    SUSPENDED,
    REVOKED,
    ANNULLED,
    EXPIRED,
    WITHDRAWN,
];

/// Every status an authorisation can have, in the order of the process.
pub const STATUSES: &[&str] = NEW_OR_ANY.split_at(1).1;

/// The statuses in which a declaration may use the decision (spec 7's lookups: ISSUED, ACTIVE,
/// FAVOURABLE are offered; only ACTIVE passes the submission check).
pub const LOOKUP_STATUSES: &[&str] = &[ISSUED, ACTIVE, FAVOURABLE];

/// Before any decision: the applicant may withdraw, the office examines.
const PENDING: &[&str] = &[SUBMITTED, ACCEPTED, INFORMATION_REQUESTED, HEARING];
/// A decision against the applicant, or one taken back: open to appeal.
const APPEALABLE: &[&str] = &[NOT_ACCEPTED, UNFAVOURABLE, REVOKED, ANNULLED];
/// Every status of a stored application.
const ANY: &[&str] = STATUSES;

/// ISSUED → ACTIVE on the validity start date (the scheduler).
pub static ACTIVATE: Transition = Transition {
    from: &[ISSUED],
    action: "activate",
    roles: &[],
    effect: Effect::to(ACTIVE),
};

/// ACTIVE or SUSPENDED → EXPIRED after the validity end date (the scheduler).
pub static EXPIRE: Transition = Transition {
    from: &[ACTIVE, SUSPENDED],
    action: "expire",
    roles: &[],
    effect: Effect::to(EXPIRED),
};

#[rustfmt::skip] // one row per line: the table reads as a table
pub static TABLE: &[Transition] = &[
    // --- The applicant's application ---
    Transition { from: &[NEW, STORED], action: "store", roles: TRADERS, effect: Effect::draft(STORED) },
    Transition { from: &[NEW], action: "import", roles: TRADERS, effect: Effect::Navigate },
    Transition { from: &[STORED], action: "modify", roles: TRADERS, effect: Effect::Navigate },
    Transition { from: &[STORED], action: "delete", roles: TRADERS, effect: Effect::Delete },
    Transition { from: &[NEW, STORED], action: "submit", roles: TRADERS, effect: Effect::to(SUBMITTED) },
    Transition { from: PENDING, action: "withdraw", roles: TRADERS, effect: Effect::to(WITHDRAWN) },
    Transition { from: &[INFORMATION_REQUESTED], action: "provide-information", roles: TRADERS, effect: Effect::to(RETURN) },
    Transition { from: &[HEARING], action: "comment", roles: TRADERS, effect: Effect::SAME },
    Transition { from: APPEALABLE, action: "appeal", roles: TRADERS, effect: Effect::SAME },
    Transition { from: &[ACTIVE], action: "request-amendment", roles: TRADERS, effect: Effect::SAME },
    // --- The competent customs authority ---
    Transition { from: &[SUBMITTED], action: "accept", roles: OFFICERS, effect: Effect::to(ACCEPTED) },
    Transition { from: &[SUBMITTED], action: "not-accept", roles: OFFICERS, effect: Effect::to(NOT_ACCEPTED) },
    Transition { from: &[SUBMITTED, ACCEPTED], action: "request-information", roles: OFFICERS, effect: Effect::to(INFORMATION_REQUESTED) },
    Transition { from: &[ACCEPTED, INFORMATION_REQUESTED, HEARING], action: "extend-time-limit", roles: OFFICERS, effect: Effect::SAME },
    Transition { from: &[ACCEPTED], action: "hear", roles: OFFICERS, effect: Effect::to(HEARING) },
    Transition { from: &[ACCEPTED, HEARING], action: "decide-favourable", roles: OFFICERS, effect: Effect::to(FAVOURABLE) },
    Transition { from: &[HEARING], action: "decide-unfavourable", roles: OFFICERS, effect: Effect::to(UNFAVOURABLE) },
    Transition { from: &[FAVOURABLE], action: "issue", roles: OFFICERS, effect: Effect::to(ISSUED) },
    Transition { from: &[ACTIVE], action: "amend", roles: OFFICERS, effect: Effect::SAME },
    Transition { from: &[ACTIVE], action: "refuse-amendment", roles: OFFICERS, effect: Effect::SAME },
    Transition { from: &[ACTIVE], action: "suspend", roles: OFFICERS, effect: Effect::to(SUSPENDED) },
    Transition { from: &[SUSPENDED], action: "resume", roles: OFFICERS, effect: Effect::to(ACTIVE) },
    Transition { from: &[ACTIVE, SUSPENDED], action: "revoke", roles: OFFICERS, effect: Effect::to(REVOKED) },
    Transition { from: &[ISSUED, ACTIVE, SUSPENDED], action: "annul", roles: OFFICERS, effect: Effect::to(ANNULLED) },
    // --- Everyone who may see it ---
    Transition { from: ANY, action: "view", roles: EVERYONE, effect: Effect::Navigate },
    Transition { from: ANY, action: "actions", roles: EVERYONE, effect: Effect::Navigate },
    Transition { from: ANY, action: "clone", roles: TRADERS, effect: Effect::Navigate },
    Transition { from: ANY, action: "export", roles: EVERYONE, effect: Effect::Download },
    Transition { from: NEW_OR_ANY, action: "return-list", roles: EVERYONE, effect: Effect::Navigate },
];

/// Where `provide-information` takes an application whose information was requested in
/// `requested_in` (the `from` of the `request-information` step): back there.
pub fn status_after_information(requested_in: &str) -> &'static str {
    if requested_in == SUBMITTED {
        SUBMITTED
    } else {
        ACCEPTED
    }
}

/// The list's status chip colour (the colours of guarantee.md section 4, which the
/// authorisation kinds share).
pub fn colour(status: &str) -> Option<&'static str> {
    Some(match status {
        FAVOURABLE | ISSUED | ACTIVE | ACCEPTED => "green",
        NOT_ACCEPTED | UNFAVOURABLE | REVOKED | ANNULLED | EXPIRED | WITHDRAWN => "red",
        SUBMITTED | INFORMATION_REQUESTED | HEARING => "blue",
        SUSPENDED | STORED => "orange",
        _ => return None,
    })
}

#[cfg(test)]
mod tests;
