//! Spec 5.6 "Location of goods: ... Qualifier Y: authorisation number required (letters and
//! digits, max 35), additional identifier letters and digits max 4. ... W: latitude -90 to 90
//! and longitude -180 to 180 ... X: economic operator number required, letters and digits,
//! max 17. T or Z: street required max 70, postcode letters and digits max 17, city max 35
//! ..., house number max 17". Which sub-fields a qualifier needs is in the presence table
//! `LOCATION`; the qualifiers an incident may use are a narrowed choice.

use super::alphanumeric_max;
use super::parties;
use super::report::Report;
use crate::conditional::Pointer;
use crate::t01::limits::{MAX_ADDITIONAL_IDENTIFIER, MAX_REFERENCE};
use crate::t01::GoodsLocation;
use crate::text::Text;
use crate::values::{is_latitude, is_longitude};

pub fn validate(l: &GoodsLocation, at: &Pointer, r: &mut Report) {
    if let Some(n) = &l.authorization_number {
        alphanumeric_max(n, MAX_REFERENCE, &at.key("authorizationNumber"), r);
    }
    if let Some(id) = &l.additional_identifier {
        alphanumeric_max(
            id,
            MAX_ADDITIONAL_IDENTIFIER,
            &at.key("additionalIdentifier"),
            r,
        );
    }
    if let Some(gnss) = &l.ngss {
        let at = at.key("ngss");
        if gnss.latitude.is_some_and(|v| !is_latitude(v)) {
            let rule = "latitude-range";
            r.said(&at.key("latitude"), rule, Text::new(rule));
        }
        if gnss.longitude.is_some_and(|v| !is_longitude(v)) {
            let rule = "longitude-range";
            r.said(&at.key("longitude"), rule, Text::new(rule));
        }
    }
    if let Some(address) = &l.address {
        parties::address(address, &at.key("address"), r);
    }
}
