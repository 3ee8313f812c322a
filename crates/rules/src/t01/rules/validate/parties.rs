//! Parties below the header: EORI formats (spec 5.3 "Consignee alphanumeric max 17 ...
//! Consignor alphanumeric max 17"), address formats (5.6 "Address"), additional supply chain
//! actors (5.2 "EORI required, alphanumeric, max 17"; 9 "99") and the parties that must not be
//! the holder (5.2). What is required is in the presence tables (`ADDRESS`,
//! `SUPPLY_CHAIN_ACTOR`).

use super::report::Report;
use super::{at_most, max_chars};
use crate::blocks::party::{
    CITY_MAX as MAX_CITY, HOUSE_NUMBER_MAX as MAX_HOUSE_NUMBER, STREET_MAX as MAX_STREET,
};
use crate::conditional::Pointer;
use crate::t01::limits::MAX_SUPPLY_CHAIN_ACTORS;
use crate::t01::{Address, Party, SupplyChainActor};
use crate::text::Text;
use crate::values::Postcode;

/// A party's address, at `at` (the party's pointer). Its EORI's format is a limit of the
/// shared party block (`blocks::party`), checked with the table for every kind.
pub fn party(party: Option<&Party>, at: &Pointer, r: &mut Report) {
    if let Some(a) = party.and_then(|p| p.address.as_ref()) {
        address(a, &at.key("address"), r);
    }
}

/// Spec 5.6 "Address: street and number ... max 70; postcode ... alphanumeric max 17; city
/// ... max 35"; a location's "house number max 17".
pub fn address(a: &Address, at: &Pointer, r: &mut Report) {
    if let Some(street) = &a.street_number {
        max_chars(street, MAX_STREET, &at.key("streetNumber"), r);
    }
    if a.postcode
        .as_deref()
        .is_some_and(|p| !Postcode::is_valid(p))
    {
        let rule = "postcode-format";
        r.said(&at.key("postcode"), rule, Text::new(rule));
    }
    if let Some(city) = &a.city {
        max_chars(city, MAX_CITY, &at.key("city"), r);
    }
    if let Some(n) = &a.house_number {
        max_chars(n, MAX_HOUSE_NUMBER, &at.key("houseNumber"), r);
    }
}

/// Spec 9 "Additional supply chain actors 99" (each actor's EORI format is the party block's
/// limit).
pub fn actors(list: &[SupplyChainActor], at: &Pointer, r: &mut Report) {
    at_most(list.len(), MAX_SUPPLY_CHAIN_ACTORS, at, r);
}

/// Spec 5.2 "Consignor and carrier must not equal the applicant's EORI." The rule is also the
/// key of its text.
pub fn not_the_holder(
    party: Option<&Party>,
    holder: Option<&str>,
    at: &Pointer,
    rule: &'static str,
    r: &mut Report,
) {
    let (Some(eori), Some(holder)) = (party.and_then(Party::eori), holder) else {
        return;
    };
    if eori == holder {
        r.said(&at.key("EORINumber"), rule, Text::new(rule));
    }
}
