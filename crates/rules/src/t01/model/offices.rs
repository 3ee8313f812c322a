//! Countries and customs offices (card 6): transit and exit offices, routing countries and
//! the country of dispatch.

use serde::{Deserialize, Serialize};

use crate::values::{CountryRef, OfficeRef};

#[derive(Debug, Clone, Default, PartialEq, Eq, Serialize, Deserialize)]
#[cfg_attr(feature = "openapi", derive(utoipa::ToSchema))]
#[serde(rename_all = "camelCase", deny_unknown_fields)]
pub struct TransitOffice {
    #[serde(default)]
    pub sequence: u32,
    #[serde(default, skip_serializing_if = "Option::is_none")]
    pub customs_office: Option<OfficeRef>,
    #[serde(default, skip_serializing_if = "Option::is_none")]
    pub arrival_date_and_time_estimated: Option<String>,
}

#[derive(Debug, Clone, Default, PartialEq, Eq, Serialize, Deserialize)]
#[cfg_attr(feature = "openapi", derive(utoipa::ToSchema))]
#[serde(rename_all = "camelCase", deny_unknown_fields)]
pub struct ExitOffice {
    #[serde(default)]
    pub sequence: u32,
    #[serde(default, skip_serializing_if = "Option::is_none")]
    pub customs_office: Option<OfficeRef>,
    /// Spec 3.1: transit and exit offices each have an estimated arrival.
    #[serde(default, skip_serializing_if = "Option::is_none")]
    pub arrival_date_and_time_estimated: Option<String>,
}

/// An office the movement actually passed (spec 3.1 "actual transit and exit offices are also
/// shown with a passage date"): `actualTransitOffices` and `actualExitOffices`, recorded by
/// customs, separate from the declared lists because the goods may pass another office.
#[derive(Debug, Clone, Default, PartialEq, Eq, Serialize, Deserialize)]
#[cfg_attr(feature = "openapi", derive(utoipa::ToSchema))]
#[serde(rename_all = "camelCase", deny_unknown_fields)]
pub struct ActualOffice {
    #[serde(default)]
    pub sequence: u32,
    #[serde(default, skip_serializing_if = "Option::is_none")]
    pub customs_office: Option<OfficeRef>,
    /// `YYYY-MM-DDTHH:mm:ss`.
    #[serde(default, skip_serializing_if = "Option::is_none")]
    pub passage_date_and_time: Option<String>,
}

#[derive(Debug, Clone, Default, PartialEq, Eq, Serialize, Deserialize)]
#[cfg_attr(feature = "openapi", derive(utoipa::ToSchema))]
#[serde(rename_all = "camelCase", deny_unknown_fields)]
pub struct RoutingCountry {
    #[serde(default)]
    pub sequence: u32,
    #[serde(default, skip_serializing_if = "Option::is_none")]
    pub country: Option<CountryRef>,
}

/// Country of dispatch (TIR only, spec 4.4).
#[derive(Debug, Clone, Default, PartialEq, Eq, Serialize, Deserialize)]
#[cfg_attr(feature = "openapi", derive(utoipa::ToSchema))]
#[serde(rename_all = "camelCase", deny_unknown_fields)]
pub struct Dispatch {
    #[serde(default, skip_serializing_if = "Option::is_none")]
    pub country: Option<CountryRef>,
}
