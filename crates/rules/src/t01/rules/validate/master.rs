//! Spec 5.2, the master consignment (its fields live flat on the declaration): UCR, gross mass
//! and the sum of the houses', parties, routing countries, transport, equipment, location of
//! goods and the declaration-level documents; the multiplicities of 5.2 and 9. What is
//! required is in the presence table `MASTER`.

use super::report::Report;
use super::{
    at_most, documents, equipment, location, max_chars, parties, quantity, transport, Facts,
};
use crate::conditional::Pointer;
use crate::t01::codes::MODE_AIR;
use crate::t01::limits::{
    max_border_transport, max_departure_transport, MAX_HOUSE_CONSIGNMENTS,
    MAX_HOUSE_CONSIGNMENTS_TP_MODE, MAX_UCR,
};
use crate::t01::model::code;
use crate::t01::rules::presence::facts::tp_mode;
use crate::t01::{Declaration, Party};
use crate::text::Text;
use crate::values::Decimal;

pub fn validate(f: &Facts, r: &mut Report) {
    let doc = f.doc;
    let root = Pointer::ROOT;
    // "ucrReference max 35."
    if let Some(ucr) = &doc.ucr_reference {
        max_chars(ucr, MAX_UCR, &root.key("ucrReference"), r);
    }
    // "grossMass required, decimal up to 16 digits with 6 decimals".
    quantity(doc.gross_mass, &root.key("grossMass"), r);
    parties_of(doc, r);
    routing_countries(doc, r);
    parties::actors(&doc.chain_add_actors, &root.key("chainAddActors"), r);
    transport_of(doc, r);
    equipment::list(
        &doc.transport_equipment,
        f.total_items,
        &root.key("transportEquipment"),
        r,
    );
    if let Some(l) = &doc.goods_location {
        location::validate(l, &root.key("goodsLocation"), r);
    }
    documents::lists(
        documents::Lists {
            previous: &doc.previous_doc,
            supporting: &doc.supporting_doc,
            transport: &doc.transport_doc,
            additional_ref: &doc.additional_ref,
        },
        &root,
        r,
    );
    documents::additional_info(&doc.additional_info, &root.key("additionalInfo"), r);
    // Spec 9 "House consignments 999 (1 in TP mode)".
    let max_houses = if tp_mode(doc) {
        MAX_HOUSE_CONSIGNMENTS_TP_MODE
    } else {
        MAX_HOUSE_CONSIGNMENTS
    };
    let houses = root.key("houseConsignments");
    at_most(doc.house_consignments.len(), max_houses, &houses, r);
}

/// Addresses of the header's parties (their EORIs are `formats.rs`'), the carrier, and
/// "Consignor and carrier must not equal the applicant's EORI."
fn parties_of(doc: &Declaration, r: &mut Report) {
    let root = Pointer::ROOT;
    let header: [(&'static str, &Option<Party>); 4] = [
        ("applicant", &doc.applicant),
        ("representative", &doc.representative),
        ("consignor", &doc.consignor),
        ("consignee", &doc.consignee),
    ];
    for (key, party) in header {
        if let Some(a) = party.as_ref().and_then(|p| p.address.as_ref()) {
            let at = root.key(key);
            parties::address(a, &at.key("address"), r);
        }
    }
    parties::party(doc.carrier.as_ref(), &root.key("carrier"), r);
    let holder = doc.applicant.as_ref().and_then(Party::eori);
    parties::not_the_holder(
        doc.consignor.as_ref(),
        holder,
        &root.key("consignor"),
        "consignor-not-holder",
        r,
    );
    parties::not_the_holder(
        doc.carrier.as_ref(),
        holder,
        &root.key("carrier"),
        "carrier-not-holder",
        r,
    );
}

/// "Routing countries ...; list filtered by the countryNcts flag, or by communityTransit when
/// the declaration type is TIR." The UI offers only those; a document that arrives otherwise
/// (an import, an old version) holds a country whose catalog flag says no. A country without
/// the flag is not judged.
fn routing_countries(doc: &Declaration, r: &mut Report) {
    let at = Pointer::ROOT.key("routingCountries");
    let tir = doc.is_tir();
    for (i, row) in doc.routing_countries.iter().enumerate() {
        let Some(c) = &row.country else { continue };
        let (flag, key) = if tir {
            (c.community_transit, "routing-country-community-transit")
        } else {
            (c.country_ncts, "routing-country-ncts")
        };
        if flag == Some(false) {
            let row = at.index(i);
            r.said(
                &row.key("country"),
                "routing-country-choice",
                Text::new(key),
            );
        }
    }
}

/// Spec 5.2 multiplicities: "departure transport 1, but 3 for inland mode 3 and unlimited for
/// inland mode 2; border transport 9 when transit offices exist, else 1"; 5.8 per means.
fn transport_of(doc: &Declaration, r: &mut Report) {
    let root = Pointer::ROOT;
    let air = code(&doc.border_mot) == Some(MODE_AIR);
    transport::means_list(
        &doc.departure_transport,
        false,
        max_departure_transport(code(&doc.inland_mot)),
        &root.key("departureTransport"),
        r,
    );
    transport::means_list(
        &doc.border_transport,
        air,
        Some(max_border_transport(!doc.transit_offices.is_empty())),
        &root.key("borderTransport"),
        r,
    );
    transport::drivers(&doc.drivers, &root.key("drivers"), r);
}

/// "grossMass ... at least the sum of the house consignment gross masses." `houses` is that
/// sum (`None` when no house has a gross mass).
pub fn gross_mass_at_least_houses(doc: &Declaration, houses: Option<Decimal>, r: &mut Report) {
    if let (Some(master), Some(houses)) = (doc.gross_mass, houses) {
        if master < houses {
            let rule = "gross-mass-at-least-houses";
            r.said(&Pointer::ROOT.key("grossMass"), rule, Text::new(rule));
        }
    }
}
