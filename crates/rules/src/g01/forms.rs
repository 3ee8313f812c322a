//! The forms of the guarantee's actions (section 2 and 3): the update screen, the Manage
//! Access Codes screen and the action screens (withdraw, appeal, ...). Each carries the
//! read-only guarantee fields its rules need, exactly as section 3 lists them ("Update fields:
//! ..., grn, registrationReference, simplification, endDate, amount"; "Access codes form:
//! masterCode, accessCodes, amount, grn, registrationReference.reference"), so it is
//! evaluated on its own, like a kind (`g01-update`, `g01-access-codes`, `g01-action`).

use serde::{Deserialize, Serialize};

use super::model::AccessCodeEntry;
use crate::blocks::ReferenceSegment;
use crate::values::{CodeRef, CountryRef, Decimal, OfficeRef};

/// Update types (section 4): END_DATE is the default; GUARANTEE_LEVEL is offered only when the
/// simplification is comprehensive.
#[derive(Debug, Clone, Copy, Default, PartialEq, Eq, Serialize, Deserialize)]
#[cfg_attr(feature = "openapi", derive(utoipa::ToSchema))]
#[serde(rename_all = "SCREAMING_SNAKE_CASE")]
pub enum UpdateType {
    #[default]
    EndDate,
    IncreaseAmount,
    DecreaseAmount,
    NotCoveredCountry,
    GuaranteeLevel,
}

impl UpdateType {
    pub const ALL: [UpdateType; 5] = [
        UpdateType::EndDate,
        UpdateType::IncreaseAmount,
        UpdateType::DecreaseAmount,
        UpdateType::NotCoveredCountry,
        UpdateType::GuaranteeLevel,
    ];

    pub fn as_str(self) -> &'static str {
        match self {
            UpdateType::EndDate => "END_DATE",
            UpdateType::IncreaseAmount => "INCREASE_AMOUNT",
            UpdateType::DecreaseAmount => "DECREASE_AMOUNT",
            UpdateType::NotCoveredCountry => "NOT_COVERED_COUNTRY",
            UpdateType::GuaranteeLevel => "GUARANTEE_LEVEL",
        }
    }

    pub fn changes_amount(self) -> bool {
        matches!(
            self,
            UpdateType::IncreaseAmount | UpdateType::DecreaseAmount
        )
    }
}

/// The 'Update Guarantee' card, with the guarantee's read-only header.
#[derive(Debug, Clone, Default, PartialEq, Eq, Serialize, Deserialize)]
#[cfg_attr(feature = "openapi", derive(utoipa::ToSchema))]
#[serde(rename_all = "camelCase", deny_unknown_fields)]
pub struct UpdateForm {
    #[serde(default, skip_serializing_if = "Option::is_none")]
    pub update_type: Option<UpdateType>,
    /// END_DATE: the new end of validity, today or later.
    #[serde(default, skip_serializing_if = "Option::is_none")]
    pub validity_end_date: Option<String>,
    /// INCREASE_AMOUNT, DECREASE_AMOUNT: by how much, at least 1.
    #[serde(default, skip_serializing_if = "Option::is_none")]
    #[cfg_attr(feature = "openapi", schema(value_type = Option<f64>))]
    pub amount_modifier: Option<Decimal>,
    /// GUARANTEE_LEVEL.
    #[serde(default, skip_serializing_if = "Option::is_none")]
    pub level_of_guarantee: Option<CodeRef>,
    /// NOT_COVERED_COUNTRY.
    #[serde(default, skip_serializing_if = "Option::is_none")]
    pub national_guarantee: Option<bool>,
    #[serde(default, skip_serializing_if = "Vec::is_empty")]
    pub countries_not_covered: Vec<CountryRef>,
    #[serde(default, skip_serializing_if = "Option::is_none")]
    pub details: Option<String>,
    // The guarantee's read-only header.
    #[serde(default, skip_serializing_if = "Option::is_none")]
    pub grn: Option<String>,
    #[serde(default, skip_serializing_if = "Option::is_none")]
    pub registration_reference: Option<ReferenceSegment>,
    #[serde(default, skip_serializing_if = "Option::is_none")]
    pub simplification: Option<CodeRef>,
    #[serde(default, skip_serializing_if = "Option::is_none")]
    pub end_date: Option<String>,
    #[serde(default, skip_serializing_if = "Option::is_none")]
    #[cfg_attr(feature = "openapi", schema(value_type = Option<f64>))]
    pub amount: Option<Decimal>,
    #[serde(default, skip_serializing_if = "Option::is_none")]
    pub customs_office: Option<OfficeRef>,
    #[serde(default, skip_serializing_if = "Option::is_none")]
    pub acceptance_date: Option<String>,
}

impl UpdateForm {
    pub fn kind(&self) -> Option<UpdateType> {
        self.update_type
    }

    pub fn is_comprehensive(&self) -> bool {
        self.simplification.as_ref().map(|s| s.code.as_str()) == Some(super::codes::COMPREHENSIVE)
    }
}

/// The Manage Access Codes screen (always editable).
#[derive(Debug, Clone, Default, PartialEq, Eq, Serialize, Deserialize)]
#[cfg_attr(feature = "openapi", derive(utoipa::ToSchema))]
#[serde(rename_all = "camelCase", deny_unknown_fields)]
pub struct AccessCodesForm {
    #[serde(default, skip_serializing_if = "Option::is_none")]
    pub master_code: Option<String>,
    #[serde(default, skip_serializing_if = "Vec::is_empty")]
    pub access_codes: Vec<AccessCodeEntry>,
    /// The guarantee amount: the ceiling of every amount limit.
    #[serde(default, skip_serializing_if = "Option::is_none")]
    #[cfg_attr(feature = "openapi", schema(value_type = Option<f64>))]
    pub amount: Option<Decimal>,
    #[serde(default, skip_serializing_if = "Option::is_none")]
    pub grn: Option<String>,
    #[serde(default, skip_serializing_if = "Option::is_none")]
    pub registration_reference: Option<ReferenceSegment>,
}

/// An action screen (withdraw, appeal and similar): the read-only header and the details.
#[derive(Debug, Clone, Default, PartialEq, Eq, Serialize, Deserialize)]
#[cfg_attr(feature = "openapi", derive(utoipa::ToSchema))]
#[serde(rename_all = "camelCase", deny_unknown_fields)]
pub struct ActionForm {
    /// Additional information: required, max 512.
    #[serde(default, skip_serializing_if = "Option::is_none")]
    pub details: Option<String>,
    #[serde(default, skip_serializing_if = "Option::is_none")]
    pub customs_office: Option<OfficeRef>,
    #[serde(default, skip_serializing_if = "Option::is_none")]
    pub grn: Option<String>,
    #[serde(default, skip_serializing_if = "Option::is_none")]
    pub acceptance_date: Option<String>,
}
