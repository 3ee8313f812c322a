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
    pub const REQUIRED: FieldState = FieldState {
        presence: Presence::Required,
        disabled: false,
    };
    pub const OPTIONAL: FieldState = FieldState {
        presence: Presence::Optional,
        disabled: false,
    };
    pub const NOT_ALLOWED: FieldState = FieldState {
        presence: Presence::NotAllowed,
        disabled: false,
    };

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

/// The values a choice field offers, when the rules narrow its catalog: `only` these codes, or
/// all but `exclude` (spec: "guarantee type choices are restricted to code B for TIR",
/// "control result A3 is excluded from the choices").
#[derive(Debug, Clone, Default, PartialEq, Eq, Serialize, Deserialize)]
#[serde(rename_all = "camelCase")]
pub struct Choices {
    #[serde(default, skip_serializing_if = "Option::is_none")]
    pub only: Option<Vec<String>>,
    #[serde(default, skip_serializing_if = "Vec::is_empty")]
    pub exclude: Vec<String>,
}

impl Choices {
    pub fn only(codes: &[&str]) -> Choices {
        Choices {
            only: Some(codes.iter().map(|c| (*c).to_owned()).collect()),
            exclude: Vec::new(),
        }
    }

    pub fn exclude(codes: &[&str]) -> Choices {
        Choices {
            only: None,
            exclude: codes.iter().map(|c| (*c).to_owned()).collect(),
        }
    }

    pub fn allows(&self, code: &str) -> bool {
        let listed = |codes: &[String]| codes.iter().any(|c| c == code);
        self.only.as_deref().is_none_or(listed) && !listed(&self.exclude)
    }
}
