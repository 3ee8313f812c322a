//! The lifecycle table walked edge by edge, and what it refuses.

use std::collections::{BTreeSet, VecDeque};

use super::*;
use crate::workflow::{available, find, Effect};
use crate::UserType::{self, Agent, Officer, Trader};

const ROLES: [UserType; 3] = [Trader, Agent, Officer];

fn target(t: &Transition, from: &str) -> Option<&'static str> {
    match t.effect {
        Effect::Submit {
            to: Some(RETURN), ..
        } => Some(status_after_information(from)),
        Effect::Submit { to: Some(to), .. } => Some(to),
        Effect::Submit { to: None, .. } => None,
        _ => None,
    }
}

/// (from, action, role) -> to, for every edge a user may take.
fn step(status: &str, action: &str, role: UserType) -> Option<&'static str> {
    let t = find(TABLE, status, action, role)?;
    // A step without a target leaves the status (always a stored one) as it is.
    Some(target(t, status).unwrap_or_else(|| STATUSES.iter().find(|s| **s == status).unwrap()))
}

#[test]
fn every_status_is_reached_from_a_new_application() {
    let mut seen = BTreeSet::new();
    let mut queue = VecDeque::from([NEW]);
    while let Some(status) = queue.pop_front() {
        let rows = TABLE.iter().chain([&ACTIVATE, &EXPIRE]);
        for t in rows.filter(|t| t.from.contains(&status)) {
            if let Some(to) = target(t, status) {
                if seen.insert(to) {
                    queue.push_back(to);
                }
            }
        }
    }
    let all: BTreeSet<&str> = STATUSES.iter().copied().collect();
    assert_eq!(seen, all);
}

#[test]
fn every_row_starts_from_and_leads_to_a_known_status() {
    for t in TABLE.iter().chain([&ACTIVATE, &EXPIRE]) {
        for from in t.from {
            assert!(
                *from == NEW || STATUSES.contains(from),
                "{} from {from}",
                t.action
            );
            if let Some(to) = target(t, from) {
                assert!(STATUSES.contains(&to), "{} to {to}", t.action);
            }
        }
    }
}

#[test]
fn the_applicant_stores_and_submits_and_the_office_accepts() {
    assert_eq!(step(NEW, "store", Trader), Some(STORED));
    assert_eq!(step(STORED, "submit", Agent), Some(SUBMITTED));
    assert_eq!(step(SUBMITTED, "accept", Officer), Some(ACCEPTED));
    assert_eq!(step(SUBMITTED, "not-accept", Officer), Some(NOT_ACCEPTED));
}

#[test]
fn information_provided_returns_the_application_where_it_was_requested() {
    for from in [SUBMITTED, ACCEPTED] {
        assert_eq!(
            step(from, "request-information", Officer),
            Some(INFORMATION_REQUESTED)
        );
        let t = find(TABLE, INFORMATION_REQUESTED, "provide-information", Trader).unwrap();
        assert_eq!(target(t, from), Some(from));
    }
}

#[test]
fn an_unfavourable_decision_comes_only_after_a_hearing() {
    assert_eq!(step(ACCEPTED, "decide-unfavourable", Officer), None);
    assert_eq!(step(ACCEPTED, "hear", Officer), Some(HEARING));
    assert_eq!(step(HEARING, "comment", Trader), Some(HEARING));
    assert_eq!(
        step(HEARING, "decide-unfavourable", Officer),
        Some(UNFAVOURABLE)
    );
    assert_eq!(
        step(HEARING, "decide-favourable", Officer),
        Some(FAVOURABLE)
    );
}

#[test]
fn a_favourable_decision_is_issued_then_activated_by_the_scheduler() {
    assert_eq!(
        step(ACCEPTED, "decide-favourable", Officer),
        Some(FAVOURABLE)
    );
    assert_eq!(step(FAVOURABLE, "issue", Officer), Some(ISSUED));
    assert!(ACTIVATE.roles.is_empty() && EXPIRE.roles.is_empty());
    assert_eq!(ACTIVATE.from, &[ISSUED]);
    for role in ROLES {
        assert!(find(TABLE, ISSUED, "activate", role).is_none());
        assert!(find(TABLE, ACTIVE, "expire", role).is_none());
    }
}

#[test]
fn an_active_decision_is_suspended_resumed_revoked_or_annulled_by_the_office() {
    assert_eq!(step(ACTIVE, "suspend", Officer), Some(SUSPENDED));
    assert_eq!(step(SUSPENDED, "resume", Officer), Some(ACTIVE));
    assert_eq!(step(SUSPENDED, "revoke", Officer), Some(REVOKED));
    assert_eq!(step(ACTIVE, "annul", Officer), Some(ANNULLED));
    assert_eq!(step(ACTIVE, "amend", Officer), Some(ACTIVE));
    for action in ["suspend", "resume", "revoke", "annul", "amend"] {
        assert_eq!(step(ACTIVE, action, Trader), None, "{action}");
        assert_eq!(step(SUSPENDED, action, Agent), None, "{action}");
    }
}

#[test]
fn an_amendment_asked_by_the_holder_leaves_the_decision_in_force() {
    assert_eq!(step(ACTIVE, "request-amendment", Trader), Some(ACTIVE));
    assert_eq!(step(ACTIVE, "refuse-amendment", Officer), Some(ACTIVE));
    assert_eq!(step(SUSPENDED, "request-amendment", Trader), None);
}

/// The statuses in which `role` may take `action`.
fn open_in(action: &str, role: UserType) -> BTreeSet<&'static str> {
    STATUSES
        .iter()
        .copied()
        .filter(|s| step(s, action, role).is_some())
        .collect()
}

#[test]
fn the_applicant_withdraws_only_before_a_decision() {
    assert_eq!(
        open_in("withdraw", Trader),
        BTreeSet::from([SUBMITTED, ACCEPTED, INFORMATION_REQUESTED, HEARING])
    );
    assert_eq!(step(ACCEPTED, "withdraw", Officer), None);
}

#[test]
fn an_appeal_is_open_after_an_adverse_decision_or_one_taken_back() {
    assert_eq!(
        open_in("appeal", Trader),
        BTreeSet::from([NOT_ACCEPTED, UNFAVOURABLE, REVOKED, ANNULLED])
    );
}

#[test]
fn a_trader_takes_no_office_action_and_an_officer_no_applicants_action() {
    let office = [
        "accept",
        "not-accept",
        "request-information",
        "extend-time-limit",
        "hear",
        "decide-favourable",
        "decide-unfavourable",
        "issue",
        "amend",
        "refuse-amendment",
        "suspend",
        "resume",
        "revoke",
        "annul",
    ];
    let applicant = [
        "store",
        "submit",
        "modify",
        "delete",
        "import",
        "withdraw",
        "provide-information",
        "comment",
        "appeal",
        "request-amendment",
        "clone",
    ];
    for status in NEW_OR_ANY {
        for role in [Trader, Agent] {
            for t in available(TABLE, status, role) {
                assert!(
                    !office.contains(&t.action),
                    "{role:?} {} in {status}",
                    t.action
                );
            }
        }
        for t in available(TABLE, status, Officer) {
            assert!(
                !applicant.contains(&t.action),
                "officer {} in {status}",
                t.action
            );
        }
    }
}

#[test]
fn a_closed_application_offers_only_reading_and_appeal() {
    for status in [
        NOT_ACCEPTED,
        UNFAVOURABLE,
        REVOKED,
        ANNULLED,
        EXPIRED,
        WITHDRAWN,
    ] {
        for role in ROLES {
            for t in available(TABLE, status, role) {
                let changes = matches!(t.effect, Effect::Submit { .. } | Effect::Delete);
                assert!(!changes || t.action == "appeal", "{} in {status}", t.action);
            }
        }
    }
}

#[test]
fn statuses_of_the_process_have_a_chip_colour() {
    for status in STATUSES {
        assert!(colour(status).is_some(), "{status}");
    }
}
