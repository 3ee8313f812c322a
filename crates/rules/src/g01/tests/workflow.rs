//! The guarantee's workflow table: every edge walked, every other (status, action, role)
//! refused.

use crate::g01::workflow::*;
use crate::g01::G01;
use crate::kind::Kind;
use crate::workflow::{find, Effect, NEW};
use crate::UserType::{self, *};

/// The expected edges: (from, action, roles, to); `None` for navigation, download or
/// delete, `Some("")` for a submit that keeps the status.
fn expected() -> Vec<(
    &'static str,
    &'static str,
    &'static [UserType],
    Option<&'static str>,
)> {
    const H: &[UserType] = &[Trader, Agent];
    const O: &[UserType] = &[Officer];
    const ALL: &[UserType] = &[Trader, Agent, Officer];
    let mut e = vec![
        (NEW, "store", H, Some(STORED)),
        (STORED, "store", H, Some(STORED)),
        (NEW, "import", H, None),
        (STORED, "modify", H, None),
        (STORED, "delete", H, None),
        (NEW, "submit", H, Some(REGISTERED)),
        (STORED, "submit", H, Some(REGISTERED)),
        (
            REGISTERED,
            "modify-registered",
            H,
            Some(REGISTERED_MODIFIED),
        ),
        (
            REGISTERED_MODIFIED,
            "modify-registered",
            H,
            Some(REGISTERED_MODIFIED),
        ),
        (REGISTERED, "accept", O, Some(ACCEPTED)),
        (REGISTERED_MODIFIED, "accept", O, Some(ACCEPTED)),
        (SUSPENDED, "accept", O, Some(ACCEPTED)),
        (REGISTERED, "reject", O, Some(REJECTED)),
        (REGISTERED_MODIFIED, "reject", O, Some(REJECTED)),
        (ACCEPTED, "suspend", O, Some(SUSPENDED)),
        (ACCEPTED, "revoke", O, Some(REVOKED)),
        (SUSPENDED, "revoke", O, Some(REVOKED)),
        (ACCEPTED, "update", H, Some("")),
        (ACCEPTED, "manage-code", H, Some("")),
        (REGISTERED, "withdraw", H, Some(WITHDRAWN)),
        (REGISTERED_MODIFIED, "withdraw", H, Some(WITHDRAWN)),
        (ACCEPTED, "withdraw", H, Some(WITHDRAWN)),
        (SUSPENDED, "withdraw", H, Some(WITHDRAWN)),
        (REJECTED, "appeal", H, Some(REGISTERED)),
        (REVOKED, "appeal", H, Some(REGISTERED)),
        (SUSPENDED, "appeal", H, Some("")),
        (NEW, "return-list", ALL, None),
    ];
    for &s in STATUSES {
        e.push((s, "view", ALL, None));
        e.push((s, "actions", ALL, None));
        e.push((s, "export", ALL, None));
        e.push((s, "return-list", ALL, None));
    }
    e
}

fn to_of(effect: Effect) -> Option<&'static str> {
    match effect {
        Effect::Submit { to, .. } => Some(to.unwrap_or("")),
        _ => None,
    }
}

#[test]
fn every_edge_of_the_table_leads_to_its_status() {
    for (from, action, roles, to) in expected() {
        for &role in roles {
            let t = find(G01::workflow(), from, action, role)
                .unwrap_or_else(|| panic!("{from} {action} {role:?} refused"));
            assert_eq!(to_of(t.effect), to, "{from} {action} {role:?}");
        }
    }
}

#[test]
fn every_other_status_action_and_role_is_refused() {
    let expected = expected();
    let mut actions: Vec<&str> = G01::workflow()
        .iter()
        .map(|t| t.action)
        .chain(["expire", "approve", "issue"])
        .collect();
    actions.sort_unstable();
    actions.dedup();
    let statuses = std::iter::once(NEW)
        .chain(STATUSES.iter().copied())
        .chain(["ACTIVE", "APPROVED"]);
    let mut open = 0;
    for status in statuses {
        for &action in &actions {
            for role in [Trader, Agent, Officer] {
                let listed = expected
                    .iter()
                    .any(|(f, a, r, _)| *f == status && *a == action && r.contains(&role));
                let found = find(G01::workflow(), status, action, role).is_some();
                assert_eq!(found, listed, "{status} {action} {role:?}");
                open += usize::from(found);
            }
        }
    }
    let edges: usize = expected.iter().map(|(_, _, r, _)| r.len()).sum();
    assert_eq!(open, edges);
}

#[test]
fn validity_expires_by_date_and_no_user_may_expire() {
    assert!(expires(ACCEPTED, Some("2026-11-21"), "2026-11-22"));
    assert!(expires(
        SUSPENDED,
        Some("2026-11-21T23:59:59"),
        "2026-11-22"
    ));
    assert!(!expires(ACCEPTED, Some("2026-11-22"), "2026-11-22"));
    assert!(!expires(REGISTERED, Some("2026-11-21"), "2026-11-22"));
    assert!(!expires(ACCEPTED, None, "2026-11-22"));
    assert_eq!(
        EXPIRE.effect,
        Effect::Submit {
            to: Some(EXPIRED),
            validate_fully: true
        }
    );
    for role in [Trader, Agent, Officer] {
        assert!(find(std::slice::from_ref(&EXPIRE), ACCEPTED, "expire", role).is_none());
    }
}

#[test]
fn status_chip_colours_of_section_4() {
    for (s, c) in [
        ("ACCEPTED", "green"),
        ("ACTIVE", "green"),
        ("REJECTED", "red"),
        ("EXPIRED", "red"),
        ("REGISTERED", "blue"),
        ("REGISTERED_MODIFIED", "blue"),
        ("SUSPENDED", "orange"),
        ("STORED", "orange"),
    ] {
        assert_eq!(colour(s), Some(c), "{s}");
    }
    assert_eq!(colour("NEW"), None);
    assert!(STATUSES.iter().all(|s| colour(s).is_some()));
}
