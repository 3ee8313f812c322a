//! T01 workflow, as far as the platform issue goes: a declaration is created and stored
//! (STORED), modified, validated, cloned, exported and deleted. The NCTS Phase 5 movement
//! (SUBMITTED, ACCEPTED, ... GOODS_RELEASED) extends this table.

use crate::workflow::{Effect, Transition, EVERYONE, NEW, TRADERS};

const STORED: &str = "STORED";

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
        from: &[STORED],
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
        from: &[STORED],
        action: "clone",
        roles: TRADERS,
        effect: Effect::Navigate,
    },
    Transition {
        from: &[STORED],
        action: "export",
        roles: EVERYONE,
        effect: Effect::Download,
    },
    Transition {
        from: &[NEW, STORED],
        action: "return-list",
        roles: EVERYONE,
        effect: Effect::Navigate,
    },
];
