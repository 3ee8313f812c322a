//! Section 3.1 of the spec: the declaration header. (Consignments come with issue 3.)

use serde::{Deserialize, Serialize};

use crate::values::{CodeRef, CountryRef, OfficeRef};

#[derive(Debug, Clone, Default, PartialEq, Serialize, Deserialize)]
#[serde(rename_all = "camelCase", deny_unknown_fields)]
pub struct Declaration {
    #[serde(default, skip_serializing_if = "Option::is_none")]
    pub mrn: Option<String>,
    #[serde(default, skip_serializing_if = "Option::is_none")]
    pub lrn: Option<String>,
    #[serde(default, skip_serializing_if = "Option::is_none")]
    pub declaration_type: Option<CodeRef>,
    #[serde(default, skip_serializing_if = "Option::is_none")]
    pub applicant: Option<Party>,
    #[serde(default, skip_serializing_if = "Option::is_none")]
    pub departure_country: Option<CountryRef>,
    #[serde(default, skip_serializing_if = "Option::is_none")]
    pub departure_office: Option<OfficeRef>,
    #[serde(default, skip_serializing_if = "Option::is_none")]
    pub destination_office: Option<OfficeRef>,
}

/// Holder, representative, consignor, consignee: an EORI and a name.
#[derive(Debug, Clone, Default, PartialEq, Eq, Serialize, Deserialize)]
#[serde(rename_all = "camelCase", deny_unknown_fields)]
pub struct Party {
    #[serde(rename = "EORINumber", default, skip_serializing_if = "Option::is_none")]
    pub eori_number: Option<String>,
    #[serde(default, skip_serializing_if = "Option::is_none")]
    pub name: Option<String>,
    #[serde(default, skip_serializing_if = "Option::is_none")]
    pub aeo_authorised: Option<bool>,
}
