//! Documents and additional information, on the declaration, a house consignment or an item
//! (spec 3.6 "Document: itmNber, docType, reference, packType, noOfPack, quantity,
//! msrQualifier, complement, completeControl"; 5.6). One type serves the four document lists
//! (`previousDoc`, `supportingDoc`, `transportDoc`, `additionalRef`); which fields each list
//! uses is for the presence rules.

use serde::{Deserialize, Serialize};

use crate::values::{CodeRef, Decimal};

#[derive(Debug, Clone, Default, PartialEq, Eq, Serialize, Deserialize)]
#[cfg_attr(feature = "openapi", derive(utoipa::ToSchema))]
#[serde(rename_all = "camelCase", deny_unknown_fields)]
pub struct Document {
    #[serde(default)]
    pub sequence: u32,
    /// Goods item number (or document line item number) the document refers to. Numbers the
    /// user types are signed: a negative one is a violation, not a parse error.
    #[serde(default, skip_serializing_if = "Option::is_none")]
    pub itm_nber: Option<i64>,
    #[serde(default, skip_serializing_if = "Option::is_none")]
    pub doc_type: Option<CodeRef>,
    #[serde(default, skip_serializing_if = "Option::is_none")]
    pub reference: Option<String>,
    #[serde(default, skip_serializing_if = "Option::is_none")]
    pub pack_type: Option<CodeRef>,
    #[serde(default, skip_serializing_if = "Option::is_none")]
    pub no_of_pack: Option<i64>,
    #[serde(default, skip_serializing_if = "Option::is_none")]
    #[cfg_attr(feature = "openapi", schema(value_type = Option<f64>))]
    pub quantity: Option<Decimal>,
    /// Measurement unit and qualifier (unit catalog).
    #[serde(default, skip_serializing_if = "Option::is_none")]
    pub msr_qualifier: Option<CodeRef>,
    /// Complement of information.
    #[serde(default, skip_serializing_if = "Option::is_none")]
    pub complement: Option<String>,
    #[serde(default, skip_serializing_if = "Option::is_none")]
    pub complete_control: Option<bool>,
}

/// Additional information: "code plus text" (spec 3.1).
#[derive(Debug, Clone, Default, PartialEq, Eq, Serialize, Deserialize)]
#[cfg_attr(feature = "openapi", derive(utoipa::ToSchema))]
#[serde(rename_all = "camelCase", deny_unknown_fields)]
pub struct AdditionalInfo {
    #[serde(default)]
    pub sequence: u32,
    #[serde(default, skip_serializing_if = "Option::is_none")]
    pub code: Option<CodeRef>,
    #[serde(default, skip_serializing_if = "Option::is_none")]
    pub text: Option<String>,
}
