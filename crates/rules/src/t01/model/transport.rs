//! Transport means and drivers (spec 3.6). One type serves the departure transport (inland)
//! and the active border transport lists: a departure means uses `idType`,
//! `identificationNumber` and `nationality`; a border means adds the customs office at the
//! border (`custOffice`) and the conveyance reference number. Which fields a list allows is a
//! presence rule, not a second type (the UI edits both with one form).

use serde::{Deserialize, Serialize};

use crate::values::{CodeRef, CountryRef, OfficeRef};

#[derive(Debug, Clone, Default, PartialEq, Eq, Serialize, Deserialize)]
#[cfg_attr(feature = "openapi", derive(utoipa::ToSchema))]
#[serde(rename_all = "camelCase", deny_unknown_fields)]
pub struct TransportMeans {
    #[serde(default)]
    pub sequence: u32,
    /// Type of identification (30 road vehicle, 31 trailer, 40 flight number, ...).
    #[serde(default, skip_serializing_if = "Option::is_none")]
    pub id_type: Option<CodeRef>,
    #[serde(default, skip_serializing_if = "Option::is_none")]
    pub identification_number: Option<String>,
    #[serde(default, skip_serializing_if = "Option::is_none")]
    pub nationality: Option<CountryRef>,
    /// Customs office at the border (border transport only).
    #[serde(default, skip_serializing_if = "Option::is_none")]
    pub cust_office: Option<OfficeRef>,
    /// Conveyance reference number, e.g. the flight number (border transport only).
    #[serde(default, skip_serializing_if = "Option::is_none")]
    pub conv_ref_number: Option<String>,
}

#[derive(Debug, Clone, Default, PartialEq, Eq, Serialize, Deserialize)]
#[cfg_attr(feature = "openapi", derive(utoipa::ToSchema))]
#[serde(rename_all = "camelCase", deny_unknown_fields)]
pub struct Driver {
    #[serde(default)]
    pub sequence: u32,
    #[serde(default, skip_serializing_if = "Option::is_none")]
    pub name: Option<String>,
    #[serde(default, skip_serializing_if = "Option::is_none")]
    pub identification_number: Option<String>,
    #[serde(default, skip_serializing_if = "Option::is_none")]
    pub nationality: Option<CountryRef>,
}
