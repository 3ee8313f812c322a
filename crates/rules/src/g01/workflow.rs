//! The guarantee's state machine over `documentStatus`: (status, action, role) -> next status,
//! as one table like t01's. Section 4 names the statuses (and their chip colours) but not the
//! transitions; issue 6 names the steps: the customs officer at the guarantee office registers
//! and accepts (allocating the GRN), rejects, suspends, revokes; validity expires by date;
//! the holder withdraws and appeals.
//!
//! Decisions where the spec is silent:
//! - The holder's `submit` sends the application to the office, which registers it on receipt
//!   (REGISTERED, with its registration reference). The office does not key in applications
//!   itself: an application on paper is filed by the holder or their agent, since an officer
//!   cannot be a guarantee's holder.
//! - The holder's `modify` of a registered application makes it REGISTERED_MODIFIED; the
//!   officer accepts or rejects either.
//! - `accept` allocates the GRN (`Grn::allocate`) and the acceptance date; from SUSPENDED it
//!   lifts the suspension (the GRN is kept).
//! - `update` (section 2's update screen) and `manage-code` change an accepted guarantee
//!   without leaving ACCEPTED: the guarantee stays usable by the declarations that hold it.
//! - `appeal` of a rejection or a revocation sends the application back to REGISTERED, for the
//!   office to examine again; an appeal of a suspension is recorded and leaves it SUSPENDED.
//! - `withdraw` is open until the guarantee ends (registered, modified, accepted, suspended).
//! - Expiry is no user's action: the scheduler takes [`EXPIRE`] when [`expires`] says so (end
//!   date before today). Its row has no role, so no user may take it.
//! - APPROVED, FAVOURABLE, ISSUED and ACTIVE are in section 4's colour table (the list chips
//!   the authorisation kinds share) but no guarantee reaches them.

use crate::values::Date;
use crate::workflow::{Effect, Transition, EVERYONE, NEW, OFFICERS, TRADERS};

pub const STORED: &str = "STORED";
pub const REGISTERED: &str = "REGISTERED";
pub const REGISTERED_MODIFIED: &str = "REGISTERED_MODIFIED";
pub const ACCEPTED: &str = "ACCEPTED";
pub const REJECTED: &str = "REJECTED";
pub const SUSPENDED: &str = "SUSPENDED";
pub const REVOKED: &str = "REVOKED";
pub const WITHDRAWN: &str = "WITHDRAWN";
pub const EXPIRED: &str = "EXPIRED";

/// Every status a guarantee can have.
pub const STATUSES: &[&str] = &[
    STORED,
    REGISTERED,
    REGISTERED_MODIFIED,
    ACCEPTED,
    REJECTED,
    SUSPENDED,
    REVOKED,
    WITHDRAWN,
    EXPIRED,
];

/// Section 4: the list's status chip colours.
pub fn colour(status: &str) -> Option<&'static str> {
    Some(match status {
        "ACCEPTED" | "FAVOURABLE" | "ISSUED" | "ACTIVE" => "green",
        "REJECTED" | "WITHDRAWN" | "REVOKED" | "EXPIRED" => "red",
        "REGISTERED" | "APPROVED" | "REGISTERED_MODIFIED" => "blue",
        "SUSPENDED" | "STORED" => "orange",
        _ => return None,
    })
}

/// Statuses of a stored guarantee.
const ANY: &[&str] = STATUSES;
const NEW_OR_ANY: &[&str] = &[
    NEW,
    STORED,
    REGISTERED,
    REGISTERED_MODIFIED,
    ACCEPTED,
    REJECTED,
    SUSPENDED,
    REVOKED,
    WITHDRAWN,
    EXPIRED,
];
const UNDER_EXAMINATION: &[&str] = &[REGISTERED, REGISTERED_MODIFIED];
/// Validity expires by date (the scheduler, no user).
pub static EXPIRE: Transition = Transition {
    from: &[ACCEPTED, SUSPENDED],
    action: "expire",
    roles: &[],
    effect: Effect::to(EXPIRED),
};

#[rustfmt::skip] // one row per line: the table reads as a table
pub static TABLE: &[Transition] = &[
    // --- The holder's application ---
    Transition { from: &[NEW, STORED], action: "store", roles: TRADERS, effect: Effect::draft(STORED) },
    Transition { from: &[NEW], action: "import", roles: TRADERS, effect: Effect::Navigate },
    Transition { from: &[STORED], action: "modify", roles: TRADERS, effect: Effect::Navigate },
    Transition { from: &[STORED], action: "delete", roles: TRADERS, effect: Effect::Delete },
    Transition { from: &[NEW, STORED], action: "submit", roles: TRADERS, effect: Effect::to(REGISTERED) },
    // --- The office of guarantee ---
    Transition { from: UNDER_EXAMINATION, action: "modify-registered", roles: TRADERS, effect: Effect::to(REGISTERED_MODIFIED) },
    Transition { from: &[REGISTERED, REGISTERED_MODIFIED, SUSPENDED], action: "accept", roles: OFFICERS, effect: Effect::to(ACCEPTED) },
    Transition { from: UNDER_EXAMINATION, action: "reject", roles: OFFICERS, effect: Effect::to(REJECTED) },
    Transition { from: &[ACCEPTED], action: "suspend", roles: OFFICERS, effect: Effect::to(SUSPENDED) },
    Transition { from: &[ACCEPTED, SUSPENDED], action: "revoke", roles: OFFICERS, effect: Effect::to(REVOKED) },
    // --- The holder's actions on a guarantee ---
    Transition { from: &[ACCEPTED], action: "update", roles: TRADERS, effect: Effect::SAME },
    Transition { from: &[ACCEPTED], action: "manage-code", roles: TRADERS, effect: Effect::SAME },
    Transition { from: &[REGISTERED, REGISTERED_MODIFIED, ACCEPTED, SUSPENDED], action: "withdraw", roles: TRADERS, effect: Effect::to(WITHDRAWN) },
    Transition { from: &[REJECTED, REVOKED], action: "appeal", roles: TRADERS, effect: Effect::to(REGISTERED) },
    Transition { from: &[SUSPENDED], action: "appeal", roles: TRADERS, effect: Effect::SAME },
    // --- Everyone who may see it ---
    Transition { from: ANY, action: "view", roles: EVERYONE, effect: Effect::Navigate },
    Transition { from: ANY, action: "actions", roles: EVERYONE, effect: Effect::Navigate },
    Transition { from: ANY, action: "export", roles: EVERYONE, effect: Effect::Download },
    Transition { from: NEW_OR_ANY, action: "return-list", roles: EVERYONE, effect: Effect::Navigate },
];

/// "Validity expires by date": an accepted or suspended guarantee whose end date is before
/// today. `end_date` in the working formats; today from the context.
pub fn expires(status: &str, end_date: Option<&str>, today: &str) -> bool {
    let end = end_date.and_then(crate::g01::rules::validate::day);
    EXPIRE.from.contains(&status)
        && matches!((end, Date::parse(today)), (Some(end), Some(today)) if end < today)
}
