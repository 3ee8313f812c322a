//! Places of loading and unloading, and the location of goods (spec 3.6, 5.6).
//!
//! Where the spec names no sub-fields (loading and unloading place), the CC015C data groups
//! `PlaceOfLoading`/`PlaceOfUnloading` are followed: UN/LOCODE, country, location. The
//! UN/LOCODE is a catalog value (catalog "UN locations"), named `unCode` as in the location of
//! goods. The location of goods keeps the XSD's contact person too (`contactPerson`), which
//! the spec does not list.

use serde::{Deserialize, Serialize};

use super::{Address, Contact, Party};
use crate::values::{CodeRef, CountryRef, Decimal, OfficeRef};

#[derive(Debug, Clone, Default, PartialEq, Eq, Serialize, Deserialize)]
#[cfg_attr(feature = "openapi", derive(utoipa::ToSchema))]
#[serde(rename_all = "camelCase", deny_unknown_fields)]
pub struct Place {
    #[serde(default, skip_serializing_if = "Option::is_none")]
    pub un_code: Option<CodeRef>,
    #[serde(default, skip_serializing_if = "Option::is_none")]
    pub country: Option<CountryRef>,
    /// Free text where no UN/LOCODE exists.
    #[serde(default, skip_serializing_if = "Option::is_none")]
    pub location: Option<String>,
}

/// Location of goods. The qualifier decides which sub-fields exist (spec 5.6): Y authorisation
/// number (and additional identifier), U `unCode`, V `customsOffice`, W `ngss`, X
/// `economicOperator`, T or Z `address`. Incidents use the same block with qualifiers U, W, Z
/// and a `country`.
#[derive(Debug, Clone, Default, PartialEq, Eq, Serialize, Deserialize)]
#[cfg_attr(feature = "openapi", derive(utoipa::ToSchema))]
#[serde(rename_all = "camelCase", deny_unknown_fields)]
pub struct GoodsLocation {
    /// A designated location, B authorised place, C approved place, D other.
    #[serde(default, skip_serializing_if = "Option::is_none")]
    pub location_type: Option<CodeRef>,
    #[serde(default, skip_serializing_if = "Option::is_none")]
    pub qualifier: Option<CodeRef>,
    #[serde(default, skip_serializing_if = "Option::is_none")]
    pub country: Option<CountryRef>,
    #[serde(default, skip_serializing_if = "Option::is_none")]
    pub authorization_number: Option<String>,
    #[serde(default, skip_serializing_if = "Option::is_none")]
    pub additional_identifier: Option<String>,
    #[serde(default, skip_serializing_if = "Option::is_none")]
    pub un_code: Option<CodeRef>,
    #[serde(default, skip_serializing_if = "Option::is_none")]
    pub customs_office: Option<OfficeRef>,
    /// GNSS coordinates (the spec's spelling).
    #[serde(default, skip_serializing_if = "Option::is_none")]
    pub ngss: Option<Gnss>,
    #[serde(default, skip_serializing_if = "Option::is_none")]
    pub economic_operator: Option<Party>,
    #[serde(default, skip_serializing_if = "Option::is_none")]
    pub address: Option<Address>,
    #[serde(default, skip_serializing_if = "Option::is_none")]
    pub contact_person: Option<Contact>,
}

/// Latitude -90 to 90, longitude -180 to 180 (spec 9), in decimal degrees.
#[derive(Debug, Clone, Default, PartialEq, Eq, Serialize, Deserialize)]
#[cfg_attr(feature = "openapi", derive(utoipa::ToSchema))]
#[serde(rename_all = "camelCase", deny_unknown_fields)]
pub struct Gnss {
    #[serde(default, skip_serializing_if = "Option::is_none")]
    #[cfg_attr(feature = "openapi", schema(value_type = Option<f64>))]
    pub latitude: Option<Decimal>,
    #[serde(default, skip_serializing_if = "Option::is_none")]
    #[cfg_attr(feature = "openapi", schema(value_type = Option<f64>))]
    pub longitude: Option<Decimal>,
}
