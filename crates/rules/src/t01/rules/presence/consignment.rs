//! The conditional fields of a house consignment (spec 3.3, 4.4, 5.3) and of a house item
//! (3.4, 4.4, 5.4). A datum the spec allows at several levels is declared at one: a house
//! section appears only when the master does not hold the same data, an item field only while
//! neither its house nor the master holds it ("turning off the UCR, declaration type,
//! destination or dispatch requirement removes the matching field").

use super::facts::{has_30600, has_export_declaration, Facts, HouseFacts};
use super::master::{unless, while_filled};
use crate::conditional::Conditional;
use crate::t01::{HouseConsignment, HouseItem};
use crate::{conditional as entry, FieldState, Mode};

const REQUIRED: FieldState = FieldState::REQUIRED;
const OPTIONAL: FieldState = FieldState::OPTIONAL;
const NOT_ALLOWED: FieldState = FieldState::NOT_ALLOWED;

pub static HOUSE: &[Conditional<HouseConsignment, Facts>] = &[
    // 4.4 "Sections of a house consignment appear only when the master consignment does not
    // already hold the same data (country of destination, dispatch, UCR, consignor, payment
    // method)".
    entry!(
        "/countryOfDestination",
        country_of_destination,
        value,
        |_, f| unless(f.destination.is_some(), OPTIONAL)
    ),
    entry!("/dispatchCountry", dispatch_country, value, |_, f| unless(
        f.dispatch, OPTIONAL
    )),
    entry!("/ucrReference", ucr_reference, value, |_, f| unless(
        f.ucr, OPTIONAL
    )),
    entry!("/consignor", consignor, value, |_, f| unless(
        f.consignor,
        OPTIONAL
    )),
    // 4.4 "Consignor contact ... exist[s] only while the consignor ... is filled"; 5.3
    // "Consignor contact hidden for control-results" (kept read-only there: the officer must
    // not lose the trader's data).
    entry!("/consignorContact", consignor_contact, value, |h, f| {
        while_filled(&h.consignor).disabled(f.mode == Mode::ControlResults)
    }),
    // 5.3 "Consignee ... required unless optional; not required when additional info code
    // 30600 is present": optional when the master names the consignee.
    entry!("/consignee", consignee, value, |h, f| {
        FieldState::required_if(!f.consignee && !has_30600(&h.additional_info))
    }),
    // 4.4 "paymentMethod ... removed when declarationTypeSecurity is absent or 0"; 5.3
    // "Payment method needed when the security declaration type code is not 0".
    entry!("/paymentMethod", payment_method, value, |_, f| unless(
        f.no_security || f.payment_method,
        REQUIRED
    )),
    // 5.3 "grossMass required".
    entry!("/grossMass", gross_mass, value, |_, _| REQUIRED),
    // A house consignment holds at least one item (CC015C; the items are numbered from 1).
    entry!("/houseItems", house_items, list, |_, _| REQUIRED),
    // 5.3 "Departure transport needed when inland mode is set and not 5 and the master has
    // none"; 4.4 mail: no departure transport.
    entry!("/departureTransport", departure_transport, list, |_, f| {
        unless(
            f.inland_mail,
            FieldState::required_if(f.inland_needs_transport && !f.departure_transport),
        )
    }),
];

/// Spec 5.4: "quantity3 is needed only when the HS code is 220510, 220590, 220600 or starts
/// with 8711 or 8703".
pub fn needs_quantity3(hs_code: Option<&str>) -> bool {
    hs_code.is_some_and(|hs| {
        matches!(hs, "220510" | "220590" | "220600")
            || hs.starts_with("8711")
            || hs.starts_with("8703")
    })
}

/// Spec 4.4 "The condition is R if a previous document of type N830 exists, N if the reduced
/// dataset applies, else O" (the item's own previous documents, its house's or the master's).
pub fn net_mass_condition(item: &HouseItem, f: &HouseFacts) -> char {
    if f.export_declaration || has_export_declaration(&item.previous_doc) {
        'R'
    } else if f.reduced_dataset {
        'N'
    } else {
        'O'
    }
}

pub static ITEM: &[Conditional<HouseItem, HouseFacts>] = &[
    // 4.4 "Turning off the ... declaration type ... requirement removes the matching field":
    // an item has its own type only under declaration type T (CC015C), and needs it there.
    entry!("/declarationType", declaration_type, value, |_, f| {
        FieldState::only_if(f.type_t)
    }),
    // ... dispatch and destination: needed while neither the house nor the master holds them
    // (5.4 "Destination and dispatch country required").
    entry!("/dispatchCountry", dispatch_country, value, |_, f| {
        FieldState::only_if(!f.dispatch)
    }),
    entry!("/destinationCountry", destination_country, value, |_, f| {
        FieldState::only_if(f.destination.is_none())
    }),
    // ... UCR: optional while neither the house nor the master holds one.
    entry!("/ucrReference", ucr_reference, value, |_, f| unless(
        f.ucr, OPTIONAL
    )),
    // 5.4 "goodsDescription required"; "hsCode ... required" (when the commodity code may be
    // optional the spec does not say: always required).
    entry!("/goodsDescription", goods_description, value, |_, _| {
        REQUIRED
    }),
    entry!("/hsCode", hs_code, value, |_, _| REQUIRED),
    // 4.4 "Destination country change recalculates whether the CN code is needed; it is not
    // needed for a common-transit destination and is then removed" (the item's destination,
    // else its house's, else the master's).
    entry!("/cnCode", cn_code, value, |i, f| {
        let common_transit = i
            .destination_country
            .as_ref()
            .map(super::facts::common_transit)
            .or(f.destination);
        unless(common_transit == Some(true), OPTIONAL)
    }),
    // 5.4 "grossMass required".
    entry!("/grossMass", gross_mass, value, |_, _| REQUIRED),
    // 5.4 "netMass ... required when the condition is R, hidden when N".
    entry!(
        "/netMass",
        net_mass,
        value,
        |i, f| match net_mass_condition(i, f) {
            'R' => REQUIRED,
            'N' => NOT_ALLOWED,
            _ => OPTIONAL,
        }
    ),
    // 5.4 "Goods value: statisticalValue, quantity1, quantity2, quantity3 each required ...;
    // currency required. quantity3 is needed only when the HS code is ..."; 4.4 "A quantity3
    // field is removed when the HS code no longer needs it".
    entry!("/statisticalValue", statistical_value, value, |_, _| {
        REQUIRED
    }),
    entry!("/quantity1", quantity1, value, |_, _| REQUIRED),
    entry!("/quantity2", quantity2, value, |_, _| REQUIRED),
    entry!("/quantity3", quantity3, value, |i, _| FieldState::only_if(
        needs_quantity3(i.hs_code.as_deref())
    )),
    entry!("/currency", currency, value, |_, _| REQUIRED),
    // 4.4 "paymentMethod ... removed when declarationTypeSecurity is absent or 0".
    entry!("/paymentMethod", payment_method, value, |_, f| unless(
        f.no_security,
        OPTIONAL
    )),
];
