//! Presence: one condition per conditional field, written once, with three consumers: the
//! validator (required and missing, or not allowed and present, is a violation), the clean-up
//! in `normalise` (not allowed is removed) and the UI (not allowed is hidden, required marked).

use serde::{Deserialize, Serialize};

#[derive(Debug, Clone, Copy, PartialEq, Eq, Serialize, Deserialize)]
#[serde(rename_all = "camelCase")]
pub enum Presence {
    Required,
    Optional,
    NotAllowed,
}

/// What the UI needs to know about one field or block.
#[derive(Debug, Clone, Copy, PartialEq, Eq, Serialize, Deserialize)]
#[serde(rename_all = "camelCase")]
pub struct FieldState {
    pub presence: Presence,
    #[serde(default, skip_serializing_if = "std::ops::Not::not")]
    pub disabled: bool,
}

impl FieldState {
    pub const REQUIRED: FieldState = FieldState { presence: Presence::Required, disabled: false };
    pub const OPTIONAL: FieldState = FieldState { presence: Presence::Optional, disabled: false };
    pub const NOT_ALLOWED: FieldState =
        FieldState { presence: Presence::NotAllowed, disabled: false };

    pub fn required_if(cond: bool) -> FieldState {
        if cond {
            Self::REQUIRED
        } else {
            Self::OPTIONAL
        }
    }

    /// Required when `cond`, otherwise not allowed ("carnetNumber applies only to TIR").
    pub fn only_if(cond: bool) -> FieldState {
        if cond {
            Self::REQUIRED
        } else {
            Self::NOT_ALLOWED
        }
    }

    pub fn disabled(mut self, disabled: bool) -> FieldState {
        self.disabled = disabled;
        self
    }
}
