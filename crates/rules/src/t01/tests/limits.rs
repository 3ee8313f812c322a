//! Section 9, "Business constants and limits", each list limit at its figure and one past it:
//! "The {collection} can have at most {max} members" fires at max + 1 and not at max. (The
//! lengths and numbers of section 9 are tested with the rules of section 5 that state them,
//! and the table of field limits the forms read is held to the validator below.)

use super::*;
use crate::t01::limits::*;
use crate::t01::testing::{code, item, office, DeclarationBuilder as B};
use crate::t01::{
    Attachment, GoodsReference, Seal, SupplyChainActor, TransitOffice, TransportEquipment,
    TransportMeans,
};

/// A list of `n` copies of `row`.
fn rows<T: Clone>(row: T, n: usize) -> Vec<T> {
    vec![row; n]
}

/// `path` allows `max` rows and refuses `max + 1`, the rows set by `set`.
fn limit(path: &str, max: usize, set: impl Fn(&mut Declaration, usize)) {
    let with = |n: usize| {
        let mut d = B::valid_t1().build();
        set(&mut d, n);
        d
    };
    let message = |d: &Declaration| {
        violations(d)
            .into_iter()
            .find(|v| v.rule == "max-members" && v.path == path)
    };
    assert_eq!(message(&with(max)), None, "{path} at {max}");
    let over = message(&with(max + 1)).unwrap_or_else(|| panic!("{path} at {}", max + 1));
    let collection = path.rsplit('/').next().unwrap();
    assert_eq!(
        over.message,
        format!("The {collection} can have at most {max} members")
    );
}

fn transit_offices(n: usize) -> Vec<TransitOffice> {
    (0..n)
        .map(|i| TransitOffice {
            customs_office: Some(office(&format!("RO{i:06}"))),
            ..TransitOffice::default()
        })
        .collect()
}

#[test]
fn transit_offices_exit_offices_guarantees_authorisations_9_each() {
    limit("/transitOffices", MAX_TRANSIT_OFFICES, |d, n| {
        d.transit_offices = transit_offices(n)
    });
    limit("/exitOffices", MAX_EXIT_OFFICES, |d, n| {
        d.exit_offices = (0..n)
            .map(|i| crate::t01::ExitOffice {
                customs_office: Some(office(&format!("UA{i:06}"))),
                ..Default::default()
            })
            .collect()
    });
    limit("/guarantees", MAX_GUARANTEES, |d, n| {
        d.guarantees = rows(d.guarantees[0].clone(), n)
    });
    limit("/authorisations", MAX_AUTHORISATIONS, |d, n| {
        d.authorisations = rows(
            B::valid_t1()
                .with_authorisation("C521")
                .build()
                .authorisations[0]
                .clone(),
            n,
        )
    });
}

#[test]
fn house_consignments_999_1_in_tp_mode() {
    limit("/houseConsignments", MAX_HOUSE_CONSIGNMENTS, |d, n| {
        d.house_consignments = rows(d.house_consignments[0].clone(), n)
    });
    limit(
        "/houseConsignments",
        MAX_HOUSE_CONSIGNMENTS_TP_MODE,
        |d, n| {
            d.in_tp_mode = Some(true);
            d.house_consignments = rows(d.house_consignments[0].clone(), n)
        },
    );
}

#[test]
fn items_per_house_consignment_9999() {
    limit(
        "/houseConsignments/0/houseItems",
        MAX_ITEMS_PER_HOUSE,
        |d, n| d.house_consignments[0].house_items = rows(item(), n),
    );
}

fn actor() -> SupplyChainActor {
    SupplyChainActor {
        actor: Some(crate::t01::Party::new(Some("MD2000000000002"), None)),
        role: Some(code("CS")),
        ..SupplyChainActor::default()
    }
}

#[test]
fn additional_supply_chain_actors_99() {
    limit("/chainAddActors", MAX_SUPPLY_CHAIN_ACTORS, |d, n| {
        d.chain_add_actors = rows(actor(), n)
    });
    limit(
        "/houseConsignments/0/chainAddActors",
        MAX_SUPPLY_CHAIN_ACTORS,
        |d, n| d.house_consignments[0].chain_add_actors = rows(actor(), n),
    );
    limit(
        "/houseConsignments/0/houseItems/0/chainAddActors",
        MAX_SUPPLY_CHAIN_ACTORS,
        |d, n| d.house_consignments[0].house_items[0].chain_add_actors = rows(actor(), n),
    );
}

#[test]
fn equipment_per_consignment_9999_seals_99_goods_references_999() {
    let equipment = TransportEquipment::default();
    limit("/transportEquipment", MAX_TRANSPORT_EQUIPMENT, |d, n| {
        d.transport_equipment = rows(equipment.clone(), n)
    });
    let seal = Seal {
        identifier: Some("SEAL1".into()),
        ..Seal::default()
    };
    limit(
        "/transportEquipment/0/seals",
        MAX_SEALS_PER_EQUIPMENT,
        |d, n| {
            d.transport_equipment = vec![TransportEquipment {
                seals: rows(seal.clone(), n),
                ..TransportEquipment::default()
            }]
        },
    );
    let reference = GoodsReference {
        declaration_goods_item_number: Some(1),
        ..GoodsReference::default()
    };
    limit(
        "/transportEquipment/0/goodsReference",
        MAX_GOODS_REFERENCES_PER_EQUIPMENT,
        |d, n| {
            d.transport_equipment = vec![TransportEquipment {
                goods_reference: rows(reference.clone(), n),
                ..TransportEquipment::default()
            }]
        },
    );
}

#[test]
fn guarantee_references_per_guarantee_99_packagings_per_item_99() {
    limit(
        "/guarantees/0/guaranteeReferences",
        MAX_GUARANTEE_REFERENCES,
        |d, n| {
            let r = d.guarantees[0].guarantee_references[0].clone();
            d.guarantees[0].guarantee_references = rows(r, n)
        },
    );
    limit(
        "/houseConsignments/0/houseItems/0/packagings",
        MAX_PACKAGINGS_PER_ITEM,
        |d, n| {
            let it = &mut d.house_consignments[0].house_items[0];
            it.packagings = rows(it.packagings[0].clone(), n)
        },
    );
}

fn means() -> TransportMeans {
    TransportMeans {
        id_type: Some(code("30")),
        identification_number: Some("AB123CD".into()),
        ..TransportMeans::default()
    }
}

#[test]
fn departure_transport_1_3_for_inland_mode_3_unlimited_for_2() {
    for (mode, max) in [("1", 1), ("3", MAX_DEPARTURE_TRANSPORT_INLAND_MODE_3)] {
        limit("/departureTransport", max, |d, n| {
            d.inland_mot = Some(code(mode));
            d.departure_transport = rows(means(), n)
        });
        limit("/houseConsignments/0/departureTransport", max, |d, n| {
            d.inland_mot = Some(code(mode));
            d.house_consignments[0].departure_transport = rows(means(), n)
        });
    }
    let mut rail = B::valid_t1().build();
    rail.inland_mot = Some(code("2"));
    rail.departure_transport = rows(means(), 500);
    assert!(!fires_anywhere(&rail, "max-members"));
}

#[test]
fn border_transport_9_with_transit_offices_else_1() {
    limit(
        "/borderTransport",
        MAX_BORDER_TRANSPORT_WITH_TRANSIT_OFFICES,
        |d, n| {
            d.transit_offices = transit_offices(1);
            d.border_transport = rows(means(), n)
        },
    );
    limit("/borderTransport", MAX_BORDER_TRANSPORT, |d, n| {
        d.border_transport = rows(means(), n)
    });
}

#[test]
fn attachments_10_files() {
    limit("/attachments", MAX_ATTACHMENTS, |d, n| {
        d.attachments = rows(Attachment::default(), n)
    });
}

#[test]
fn routing_countries_99() {
    // Not a figure of section 9: the DDNTA's (limits.rs).
    limit("/routingCountries", MAX_ROUTING_COUNTRIES, |d, n| {
        d.routing_countries = rows(
            B::valid_t1()
                .with_routing_country("UA", false)
                .build()
                .routing_countries[0]
                .clone(),
            n,
        )
    });
}

/// Every field limit the forms and the OpenAPI schema are given (`limit_table`) is one the
/// validator enforces: one past it at that field is refused there.
#[test]
fn every_field_limit_of_the_table_is_enforced_by_the_validator() {
    let problems = crate::limits_enforced::unenforced::<T01>(&B::valid_t1().build(), &ctx());
    assert!(problems.is_empty(), "{}", problems.join("\n"));
}
