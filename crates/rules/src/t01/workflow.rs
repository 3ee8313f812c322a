//! T01 workflow of the platform: a draft is created and stored (STORED), modified, validated,
//! cloned, exported and deleted; every filed declaration can be viewed, exported and cloned.
//! The NCTS Phase 5 movement (SUBMITTED, ACCEPTED, ... GOODS_RELEASED) is `t01::movement`;
//! the server offers the actions of both.

use crate::workflow::{Effect, Transition, EVERYONE, NEW, TRADERS};

const STORED: &str = "STORED";

/// A declaration not stored yet, or in any status of spec 4.1.
const NEW_OR_ANY: &[&str] = &[
    NEW,
    "STORED",
    "SUBMITTED",
    "PRE_LODGED",
    "ACCEPTED",
    "GUARANTEE_REGISTERED",
    "GUARANTEE_UNDER_AMENDMENT",
    "UNDER_CONTROL",
    "UNDER_RELEASE_REQUEST",
    "IDLE",
    "MOVEMENT_RELEASED",
    "NCF_REGISTERED",
    "ARRIVED",
    "ARRIVAL_ACCEPTED",
    "GOODS_RELEASED",
    "NOT_RELEASED",
    "CANCELED",
    "REJECTED",
];
/// Every status of a stored declaration.
const ANY: &[&str] = NEW_OR_ANY.split_at(1).1;

pub static TABLE: &[Transition] = &[
    // A new declaration.
    Transition {
        from: &[NEW],
        action: "store",
        roles: TRADERS,
        effect: Effect::Submit {
            to: Some(STORED),
            validate_fully: false,
        },
    },
    Transition {
        from: &[NEW, STORED],
        action: "validate",
        roles: TRADERS,
        effect: Effect::Submit {
            to: None,
            validate_fully: true,
        },
    },
    Transition {
        from: &[NEW],
        action: "import",
        roles: TRADERS,
        effect: Effect::Navigate,
    },
    // A stored one.
    Transition {
        from: ANY,
        action: "view",
        roles: EVERYONE,
        effect: Effect::Navigate,
    },
    Transition {
        from: &[STORED],
        action: "modify-stored",
        roles: TRADERS,
        effect: Effect::Navigate,
    },
    Transition {
        from: &[STORED],
        action: "store",
        roles: TRADERS,
        effect: Effect::Submit {
            to: Some(STORED),
            validate_fully: false,
        },
    },
    Transition {
        from: &[STORED],
        action: "delete",
        roles: TRADERS,
        effect: Effect::Delete,
    },
    Transition {
        from: ANY,
        action: "clone",
        roles: TRADERS,
        effect: Effect::Navigate,
    },
    Transition {
        from: ANY,
        action: "export",
        roles: EVERYONE,
        effect: Effect::Download,
    },
    Transition {
        from: NEW_OR_ANY,
        action: "return-list",
        roles: EVERYONE,
        effect: Effect::Navigate,
    },
];
