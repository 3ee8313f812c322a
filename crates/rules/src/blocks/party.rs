//! A party (transit-declaration.md 3.1: applicant or holder of the transit procedure,
//! representative, consignor, consignee; guarantee.md: holder, guarantor; authorisations.md:
//! applicant, representative), with its address and contact person.

use serde::{Deserialize, Serialize};

use crate::values::CountryRef;

#[derive(Debug, Clone, Default, PartialEq, Eq, Serialize, Deserialize)]
#[cfg_attr(feature = "openapi", derive(utoipa::ToSchema))]
#[serde(rename_all = "camelCase", deny_unknown_fields)]
pub struct Party {
    #[serde(
        rename = "EORINumber",
        default,
        skip_serializing_if = "Option::is_none"
    )]
    pub eori_number: Option<String>,
    #[serde(default, skip_serializing_if = "Option::is_none")]
    pub name: Option<String>,
    #[serde(default, skip_serializing_if = "Option::is_none")]
    pub address: Option<Address>,
    #[serde(default, skip_serializing_if = "Option::is_none")]
    pub aeo_authorised: Option<bool>,
}

impl Party {
    pub fn new(eori: Option<&str>, name: Option<&str>) -> Party {
        Party {
            eori_number: eori.map(Into::into),
            name: name.map(Into::into),
            ..Party::default()
        }
    }

    pub fn eori(&self) -> Option<&str> {
        self.eori_number.as_deref()
    }
}

#[derive(Debug, Clone, Default, PartialEq, Eq, Serialize, Deserialize)]
#[cfg_attr(feature = "openapi", derive(utoipa::ToSchema))]
#[serde(rename_all = "camelCase", deny_unknown_fields)]
pub struct Address {
    /// Spec 3.6 lists a name in the address; a party's address leaves it empty (the party has
    /// the name).
    #[serde(default, skip_serializing_if = "Option::is_none")]
    pub name: Option<String>,
    /// Street and number.
    #[serde(default, skip_serializing_if = "Option::is_none")]
    pub street_number: Option<String>,
    #[serde(default, skip_serializing_if = "Option::is_none")]
    pub postcode: Option<String>,
    #[serde(default, skip_serializing_if = "Option::is_none")]
    pub city: Option<String>,
    #[serde(default, skip_serializing_if = "Option::is_none")]
    pub house_number: Option<String>,
    #[serde(default, skip_serializing_if = "Option::is_none")]
    pub country: Option<CountryRef>,
}

#[derive(Debug, Clone, Default, PartialEq, Eq, Serialize, Deserialize)]
#[cfg_attr(feature = "openapi", derive(utoipa::ToSchema))]
#[serde(rename_all = "camelCase", deny_unknown_fields)]
pub struct Contact {
    #[serde(default, skip_serializing_if = "Option::is_none")]
    pub name: Option<String>,
    #[serde(default, skip_serializing_if = "Option::is_none")]
    pub phone_number: Option<String>,
    #[serde(
        rename = "eMailAddress",
        default,
        skip_serializing_if = "Option::is_none"
    )]
    pub e_mail_address: Option<String>,
}
