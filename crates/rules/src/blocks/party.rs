//! A party (transit-declaration.md 3.1: applicant or holder of the transit procedure,
//! representative, consignor, consignee; guarantee.md: holder, guarantor; authorisations.md:
//! applicant, representative), with its address and contact person.

use serde::{Deserialize, Serialize};

use crate::limits::{Format, Limit, Limits};
use crate::values::CountryRef;

/// Spec 9 "EORI-style ids: 17" (letters and digits); a name, and a street and number, 70
/// (transit-declaration.md 5.6, guarantee.md 5 "Address", NCTS an..70).
pub const EORI_MAX: usize = 17;
pub const NAME_MAX: usize = 70;
/// Spec 5.6 "Address: street and number ... max 70; postcode ... alphanumeric max 17; city
/// ... max 35"; a location's "house number max 17".
pub const STREET_MAX: usize = 70;
pub const POSTCODE_MAX: usize = 17;
pub const CITY_MAX: usize = 35;
pub const HOUSE_NUMBER_MAX: usize = 17;
/// A contact person (NCTS ContactPerson: name an..70, phone number an..35, e-mail an..256).
pub const PHONE_MAX: usize = 35;
pub const E_MAIL_MAX: usize = 256;

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

    /// The limits of a party at `at`: its EORI (the format too, for every kind that has
    /// parties), its name and its address.
    pub fn limits(at: &str, l: &mut Limits) {
        l.set(
            format!("{at}/EORINumber"),
            Limit::code(EORI_MAX).with_format(Format::Eori),
        )
        .set(format!("{at}/name"), Limit::text(NAME_MAX));
        Address::limits(&format!("{at}/address"), l);
    }
}

impl Address {
    /// The limits of an address at `at`.
    pub fn limits(at: &str, l: &mut Limits) {
        l.set(format!("{at}/name"), Limit::text(NAME_MAX))
            .set(format!("{at}/streetNumber"), Limit::text(STREET_MAX))
            .set(format!("{at}/postcode"), Limit::code(POSTCODE_MAX))
            .set(format!("{at}/city"), Limit::text(CITY_MAX))
            .set(format!("{at}/houseNumber"), Limit::text(HOUSE_NUMBER_MAX));
    }
}

impl Contact {
    /// The limits of a contact person at `at`.
    pub fn limits(at: &str, l: &mut Limits) {
        l.set(format!("{at}/name"), Limit::text(NAME_MAX))
            .set(format!("{at}/phoneNumber"), Limit::text(PHONE_MAX))
            .set(format!("{at}/eMailAddress"), Limit::text(E_MAIL_MAX));
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
