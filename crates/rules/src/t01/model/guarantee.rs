//! Spec 3.5: a guarantee inside the declaration and its guarantee references.

use serde::{Deserialize, Serialize};

use crate::values::{CodeRef, Decimal, GuaranteeTypeRef, OfficeRef};

#[derive(Debug, Clone, Default, PartialEq, Eq, Serialize, Deserialize)]
#[cfg_attr(feature = "openapi", derive(utoipa::ToSchema))]
#[serde(rename_all = "camelCase", deny_unknown_fields)]
pub struct Guarantee {
    #[serde(default)]
    pub sequence: u32,
    #[serde(default, skip_serializing_if = "Option::is_none")]
    pub r#type: Option<GuaranteeTypeRef>,
    /// The "other guarantee reference" (types 8 and 3).
    #[serde(default, skip_serializing_if = "Option::is_none")]
    pub reference_number: Option<String>,
    #[serde(default, skip_serializing_if = "Vec::is_empty")]
    pub guarantee_references: Vec<GuaranteeReference>,
}

impl Guarantee {
    pub fn type_code(&self) -> Option<&str> {
        self.r#type.as_ref().map(|t| t.code.as_str())
    }

    pub fn with_grn(&self) -> bool {
        self.r#type.as_ref().is_some_and(GuaranteeTypeRef::with_grn)
    }

    pub fn with_rfc(&self) -> bool {
        self.r#type.as_ref().is_some_and(GuaranteeTypeRef::with_rfc)
    }
}

#[derive(Debug, Clone, Default, PartialEq, Eq, Serialize, Deserialize)]
#[cfg_attr(feature = "openapi", derive(utoipa::ToSchema))]
#[serde(rename_all = "camelCase", deny_unknown_fields)]
pub struct GuaranteeReference {
    #[serde(default)]
    pub sequence: u32,
    #[serde(default, skip_serializing_if = "Option::is_none")]
    pub grn: Option<String>,
    #[serde(default, skip_serializing_if = "Option::is_none")]
    pub access_code: Option<String>,
    #[serde(default, skip_serializing_if = "Option::is_none")]
    #[cfg_attr(feature = "openapi", schema(value_type = Option<f64>))]
    pub covered_amount: Option<Decimal>,
    #[serde(default, skip_serializing_if = "Option::is_none")]
    pub currency: Option<CodeRef>,
    #[serde(default, skip_serializing_if = "Option::is_none")]
    pub customs_office_of_guarantee: Option<OfficeRef>,
    /// Status of the guarantee reference as the guarantee system reports it (read-only).
    #[serde(default, skip_serializing_if = "Option::is_none")]
    pub status: Option<String>,
}

impl GuaranteeReference {
    /// The blank reference created when a guarantee type that needs references is chosen
    /// (spec 4.4: sequence 1, currency default EUR).
    pub fn blank() -> GuaranteeReference {
        GuaranteeReference {
            sequence: 1,
            currency: Some(CodeRef::new("EUR", "Euro")),
            ..Default::default()
        }
    }
}
