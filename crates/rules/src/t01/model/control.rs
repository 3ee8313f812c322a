//! Officer data at departure and destination (spec 3.1, 3.6, 5.1): the control decision
//! (IE060), the control results, and the risk analysis results.
//!
//! Decisions where the spec is silent:
//! - `typeOfControls` is a list of [`Control`] rows (CC060C `TypeOfControls`, up to 99), each a
//!   control type and text, as "Control: type (code, name), text" describes.
//! - `controlResults` is a list of the same [`Control`] rows: the controls carried out with
//!   their outcome text (spec 5.1 "Control type required; its text is required when the type
//!   code is 50"). The overall result code is the declaration's `controlResult`.
//! - Risk rules are `{sequence, code, description, riskColor}`: the spec names the lists
//!   (`departureRiskRules`, `destinationRiskRules`) without their fields.

use serde::{Deserialize, Serialize};

use crate::values::CodeRef;

#[derive(Debug, Clone, Default, PartialEq, Eq, Serialize, Deserialize)]
#[cfg_attr(feature = "openapi", derive(utoipa::ToSchema))]
#[serde(rename_all = "camelCase", deny_unknown_fields)]
pub struct ControlDecision {
    /// 0 decision to control, 1 additional documents request, 2 intention to control.
    #[serde(default, skip_serializing_if = "Option::is_none")]
    pub notification_type: Option<CodeRef>,
    #[serde(default, skip_serializing_if = "Vec::is_empty")]
    pub type_of_controls: Vec<Control>,
    #[serde(default, skip_serializing_if = "Vec::is_empty")]
    pub requested_documents: Vec<RequestedDocument>,
}

#[derive(Debug, Clone, Default, PartialEq, Eq, Serialize, Deserialize)]
#[cfg_attr(feature = "openapi", derive(utoipa::ToSchema))]
#[serde(rename_all = "camelCase", deny_unknown_fields)]
pub struct Control {
    #[serde(default)]
    pub sequence: u32,
    /// Control type (10 documentary, ..., 50 other).
    #[serde(default, skip_serializing_if = "Option::is_none")]
    pub r#type: Option<CodeRef>,
    #[serde(default, skip_serializing_if = "Option::is_none")]
    pub text: Option<String>,
}

#[derive(Debug, Clone, Default, PartialEq, Eq, Serialize, Deserialize)]
#[cfg_attr(feature = "openapi", derive(utoipa::ToSchema))]
#[serde(rename_all = "camelCase", deny_unknown_fields)]
pub struct RequestedDocument {
    #[serde(default)]
    pub sequence: u32,
    #[serde(default, skip_serializing_if = "Option::is_none")]
    pub document_type: Option<CodeRef>,
    #[serde(default, skip_serializing_if = "Option::is_none")]
    pub description: Option<String>,
}

#[derive(Debug, Clone, Default, PartialEq, Eq, Serialize, Deserialize)]
#[cfg_attr(feature = "openapi", derive(utoipa::ToSchema))]
#[serde(rename_all = "camelCase", deny_unknown_fields)]
pub struct RiskRule {
    #[serde(default)]
    pub sequence: u32,
    #[serde(default, skip_serializing_if = "Option::is_none")]
    pub code: Option<String>,
    #[serde(default, skip_serializing_if = "Option::is_none")]
    pub description: Option<String>,
    #[serde(default, skip_serializing_if = "Option::is_none")]
    pub risk_color: Option<RiskColor>,
}

/// A risk colour (spec 4.2: GREEN, NO_COLOR, and the colours a notification is shown in).
#[derive(Debug, Clone, Copy, PartialEq, Eq, Hash, Serialize, Deserialize)]
#[cfg_attr(feature = "openapi", derive(utoipa::ToSchema))]
#[serde(rename_all = "SCREAMING_SNAKE_CASE")]
pub enum RiskColor {
    Green,
    Yellow,
    Orange,
    Red,
    NoColor,
}
