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
    /// Why the field is in this state, where the form should tell the user (a disabled field
    /// says why it is not asked).
    #[serde(default, skip_serializing_if = "Option::is_none")]
    pub hint: Option<Hint>,
}

/// A reason the form shows beside a field, in the user's language (`form.hint.<key>`).
#[derive(Debug, Clone, Copy, PartialEq, Eq, Serialize, Deserialize)]
#[serde(rename_all = "camelCase")]
pub enum Hint {
    /// The applicant is an authorised economic operator: its AEO authorisation already covers
    /// what the field asks.
    AeoExempt,
}

impl FieldState {
    pub const REQUIRED: FieldState = FieldState {
        presence: Presence::Required,
        disabled: false,
        hint: None,
    };
    pub const OPTIONAL: FieldState = FieldState {
        presence: Presence::Optional,
        disabled: false,
        hint: None,
    };
    pub const NOT_ALLOWED: FieldState = FieldState {
        presence: Presence::NotAllowed,
        disabled: false,
        hint: None,
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

    /// The state, with the reason the form gives for it.
    pub fn because(mut self, hint: Hint) -> FieldState {
        self.hint = Some(hint);
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
    /// Catalog search criteria the offered values must also meet, in the catalog service's
    /// own form (spec section 7: `{fieldName, operation, dataType, values}`), for narrowings
    /// by a catalog flag rather than by codes (g01: "customs office choices are limited to
    /// guarantee offices of the application country").
    #[serde(default, skip_serializing_if = "Vec::is_empty")]
    pub criteria: Vec<Criterion>,
}

/// One catalog search criterion (spec section 7).
#[derive(Debug, Clone, PartialEq, Eq, Serialize, Deserialize)]
#[serde(rename_all = "camelCase")]
pub struct Criterion {
    pub field_name: String,
    /// `EQ`, `IN`, `NIN`, `NEQ`, `CONTAINS` or `BETWEEN`.
    pub operation: String,
    /// `TEXT` or `BOOLEAN`.
    pub data_type: String,
    pub values: Vec<serde_json::Value>,
}

impl Criterion {
    /// `fieldName EQ "value"` on a text field.
    pub fn text_eq(field: &str, value: &str) -> Criterion {
        Criterion {
            field_name: field.into(),
            operation: "EQ".into(),
            data_type: "TEXT".into(),
            values: vec![serde_json::Value::String(value.into())],
        }
    }

    /// `fieldName EQ true|false` on a flag.
    pub fn flag(field: &str, value: bool) -> Criterion {
        Criterion {
            field_name: field.into(),
            operation: "EQ".into(),
            data_type: "BOOLEAN".into(),
            values: vec![serde_json::Value::Bool(value)],
        }
    }
}

impl Choices {
    pub fn only(codes: &[&str]) -> Choices {
        Choices {
            only: Some(codes.iter().map(|c| (*c).to_owned()).collect()),
            exclude: Vec::new(),
            criteria: Vec::new(),
        }
    }

    pub fn exclude(codes: &[&str]) -> Choices {
        Choices {
            only: None,
            exclude: codes.iter().map(|c| (*c).to_owned()).collect(),
            criteria: Vec::new(),
        }
    }

    /// Catalog values meeting `criteria`, for a narrowing by flag.
    pub fn matching(criteria: Vec<Criterion>) -> Choices {
        Choices {
            criteria,
            ..Choices::default()
        }
    }

    pub fn allows(&self, code: &str) -> bool {
        let listed = |codes: &[String]| codes.iter().any(|c| c == code);
        self.only.as_deref().is_none_or(listed) && !listed(&self.exclude)
    }
}
