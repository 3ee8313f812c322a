//! Spec 4.4 over the consignment: each dependent-field rule fired and not fired. Change rules
//! fire only when `changed` names their field; state rules hold whatever the user did.

use proptest::prelude::*;

use super::*;
use crate::t01::generate::generate;
use crate::t01::testing::{code, country, office, package, DeclarationBuilder as B};
use crate::t01::{Contact, Document, GoodsLocation, Party, TransportEquipment, TransportMeans};
use crate::values::Decimal;

const HOUSE: &str = "/houseConsignments/0";
const ITEM: &str = "/houseConsignments/0/houseItems/0";

fn means(id_type: &str) -> TransportMeans {
    TransportMeans {
        sequence: 1,
        id_type: Some(code(id_type)),
        identification_number: Some("ABC123".into()),
        nationality: Some(country("MD", false)),
        ..TransportMeans::default()
    }
}

/// Road inland, departure transport on the master and the house.
fn by_road() -> Declaration {
    B::valid_t1()
        .with(|d| {
            d.inland_mot = Some(code("3"));
            d.departure_transport = vec![means("30")];
            d.house_consignments[0].departure_transport = vec![means("30")];
        })
        .build()
}

/// `before` changed by `f` at `changed`: what normalise removed, and the document.
fn change(
    before: &Declaration,
    changed: &str,
    f: impl FnOnce(&mut Declaration),
) -> (Vec<String>, Declaration) {
    let mut doc = before.clone();
    f(&mut doc);
    let removed = normalise_change(&mut doc, before, changed);
    (removed, doc)
}

#[test]
fn reduced_dataset_1_empties_inland_mode_and_consignor() {
    let before = B::valid_t1()
        .with(|d| {
            d.inland_mot = Some(code("3"));
            d.consignor_contact = Some(Contact::default());
            d.house_consignments[0].consignor = Some(Party::new(Some("MD2"), None));
            d.house_consignments[0].consignor_contact = Some(Contact::default());
        })
        .build();
    let (removed, doc) = change(&before, "/reducedDataset", |d| {
        d.reduced_dataset = Some(code("1"))
    });
    assert!(doc.inland_mot.is_none() && doc.consignor.is_none());
    assert!(doc.house_consignments[0].consignor.is_none());
    for p in [
        "/inlandMot",
        "/consignor",
        "/houseConsignments/0/consignor",
        "/consignorContact",
        "/houseConsignments/0/consignorContact",
    ] {
        assert!(removed.contains(&p.to_owned()), "{p}: {removed:?}");
    }
}

#[test]
fn reduced_dataset_0_keeps_inland_mode_and_consignor() {
    let before = B::valid_t1()
        .reduced_dataset("1")
        .with(|d| d.consignor = Some(Party::new(Some("MD2"), None)))
        .build();
    let (removed, doc) = change(&before, "/reducedDataset", |d| {
        d.reduced_dataset = Some(code("0"));
        d.inland_mot = Some(code("3"));
    });
    assert!(removed.is_empty(), "{removed:?}");
    assert!(doc.inland_mot.is_some() && doc.consignor.is_some());
}

#[test]
fn container_indicator_change_removes_transport_equipment() {
    let before = B::valid_t1()
        .with(|d| {
            d.container_indicator = Some(code("1"));
            d.transport_equipment = vec![TransportEquipment {
                container_number: Some("MSKU1000037".into()),
                ..Default::default()
            }];
        })
        .build();
    let (removed, doc) = change(&before, "/containerIndicator", |d| {
        d.container_indicator = Some(code("0"))
    });
    assert_eq!(removed, vec!["/transportEquipment"]);
    assert!(doc.transport_equipment.is_empty());
}

#[test]
fn container_indicator_change_keeps_equipment_still_wanted() {
    // Not containerised before: the equipment the user chose to declare stays.
    let before = B::valid_t1()
        .with(|d| d.transport_equipment = vec![TransportEquipment::default()])
        .build();
    let (removed, doc) = change(&before, "/containerIndicator", |d| {
        d.container_indicator = Some(code("1"))
    });
    assert!(removed.is_empty(), "{removed:?}");
    assert_eq!(doc.transport_equipment.len(), 1);
    // A store (no `changed`) never fires the rule.
    let mut doc = before.clone();
    doc.container_indicator = None;
    assert!(normalise(&mut doc).is_empty());
}

#[test]
fn inland_mode_change_removes_departure_transport() {
    let (removed, doc) = change(&by_road(), "/inlandMot", |d| d.inland_mot = None);
    assert_eq!(
        removed,
        vec![
            "/departureTransport",
            "/houseConsignments/0/departureTransport"
        ]
    );
    assert!(doc.departure_transport.is_empty());
}

#[test]
fn inland_mode_change_keeps_needed_departure_transport() {
    let (removed, doc) = change(&by_road(), "/inlandMot", |d| d.inland_mot = Some(code("2")));
    assert!(!removed.contains(&"/departureTransport".to_owned()));
    assert_eq!(doc.departure_transport.len(), 1);
}

#[test]
fn mail_removes_departure_and_border_transport() {
    let mut doc = by_road();
    doc.inland_mot = Some(code("5"));
    doc.border_transport = vec![means("30")];
    let removed = normalise(&mut doc);
    assert_eq!(
        removed,
        vec![
            "/departureTransport",
            "/borderTransport",
            "/houseConsignments/0/departureTransport"
        ]
    );
}

#[test]
fn road_keeps_departure_and_border_transport() {
    let mut doc = by_road();
    doc.border_mot = Some(code("3"));
    doc.border_transport = vec![TransportMeans {
        cust_office: Some(office("MD300000")),
        ..means("30")
    }];
    assert!(normalise(&mut doc).is_empty());
}

/// Security 2 by road at the border: border transport mandatory.
fn secured() -> Declaration {
    B::valid_t1()
        .security("2")
        .with_routing_country("UA", false)
        .with_exit_office("RO000002")
        .with(|d| {
            d.border_mot = Some(code("3"));
            d.border_transport = vec![TransportMeans {
                cust_office: Some(office("MD300000")),
                ..means("30")
            }];
        })
        .build()
}

#[test]
fn border_mode_change_removes_border_transport() {
    // TP mode: rail at the border needs no active border transport.
    let mut before = secured();
    before.in_tp_mode = Some(true);
    let (removed, doc) = change(&before, "/borderMot", |d| d.border_mot = Some(code("2")));
    assert_eq!(removed, vec!["/borderTransport"]);
    assert!(doc.border_transport.is_empty());
}

#[test]
fn border_mode_change_keeps_needed_border_transport() {
    let (removed, doc) = change(&secured(), "/borderMot", |d| d.border_mot = Some(code("4")));
    assert_eq!(removed, vec!["/borderTransport/0/idType"]);
    assert_eq!(doc.border_transport.len(), 1);
}

#[test]
fn transport_mode_change_clears_the_identification_type() {
    let (removed, doc) = change(&by_road(), "/inlandMot", |d| d.inland_mot = Some(code("2")));
    assert_eq!(
        removed,
        vec![
            "/departureTransport/0/idType",
            "/houseConsignments/0/departureTransport/0/idType"
        ]
    );
    assert!(doc.departure_transport[0].id_type.is_none());
    assert!(doc.departure_transport[0].identification_number.is_some());
}

#[test]
fn transport_mode_unchanged_keeps_the_identification_type() {
    let (removed, _) = change(&by_road(), "/inlandMot", |_| {});
    assert!(removed.is_empty(), "{removed:?}");
    let (removed, _) = change(&by_road(), "/departureTransport/0/idType", |d| {
        d.departure_transport[0].id_type = Some(code("31"))
    });
    assert!(removed.is_empty(), "{removed:?}");
}

#[test]
fn destination_country_change_removes_cn_code() {
    let before = B::valid_t1()
        .with(|d| d.house_consignments[0].house_items[0].cn_code = Some("10".into()))
        .build();
    let (removed, doc) = change(&before, "/destinationCountry", |d| {
        d.destination_country = Some(country("RO", true))
    });
    assert_eq!(removed, vec![format!("{ITEM}/cnCode")]);
    assert!(doc.house_consignments[0].house_items[0].cn_code.is_none());
}

#[test]
fn destination_country_change_keeps_cn_code_outside_common_transit() {
    let before = B::valid_t1()
        .with(|d| d.house_consignments[0].house_items[0].cn_code = Some("10".into()))
        .build();
    let (removed, _) = change(&before, "/destinationCountry", |d| {
        d.destination_country = Some(country("GE", false))
    });
    assert!(removed.is_empty(), "{removed:?}");
}

#[test]
fn hs_code_change_removes_quantity3() {
    let before = B::valid_t1()
        .with(|d| {
            let i = &mut d.house_consignments[0].house_items[0];
            i.hs_code = Some("220600".into());
            i.quantity3 = Some(Decimal::from_cents(100));
        })
        .build();
    let (removed, _) = change(&before, &format!("{ITEM}/hsCode"), |d| {
        d.house_consignments[0].house_items[0].hs_code = Some("080810".into())
    });
    assert_eq!(removed, vec![format!("{ITEM}/quantity3")]);
}

#[test]
fn hs_code_change_keeps_needed_quantity3() {
    let before = B::valid_t1()
        .with(|d| {
            let i = &mut d.house_consignments[0].house_items[0];
            i.hs_code = Some("220600".into());
            i.quantity3 = Some(Decimal::from_cents(100));
        })
        .build();
    let (removed, _) = change(&before, &format!("{ITEM}/hsCode"), |d| {
        d.house_consignments[0].house_items[0].hs_code = Some("870323".into())
    });
    assert!(removed.is_empty(), "{removed:?}");
}

#[test]
fn turning_off_the_ucr_declaration_type_destination_or_dispatch_requirement_removes_the_field() {
    // The items hold them while the house and the master do not ...
    let before = B::valid_t1()
        .declaration_type("T")
        .with(|d| {
            d.destination_country = None;
            d.house_consignments[0].dispatch_country = None;
            let i = &mut d.house_consignments[0].house_items[0];
            i.declaration_type = Some(code("T1"));
            i.dispatch_country = Some(country("MD", false));
            i.destination_country = Some(country("UA", false));
            i.ucr_reference = Some("UCR-I".into());
        })
        .build();
    let mut kept = before.clone();
    assert!(normalise(&mut kept).is_empty());
    // ... and lose them when the master or the house takes them over.
    let mut doc = before;
    doc.declaration_type = Some(code("T1"));
    doc.destination_country = Some(country("UA", false));
    doc.house_consignments[0].dispatch_country = Some(country("MD", false));
    doc.house_consignments[0].ucr_reference = Some("UCR-H".into());
    let removed = normalise(&mut doc);
    for field in [
        "/declarationType",
        "/dispatchCountry",
        "/destinationCountry",
        "/ucrReference",
    ] {
        assert!(
            removed.contains(&format!("{ITEM}{field}")),
            "{field}: {removed:?}"
        );
    }
}

#[test]
fn house_sections_are_removed_when_the_master_holds_the_same_data() {
    let mut doc = B::valid_t1()
        .with(|d| {
            d.ucr_reference = Some("UCR-M".into());
            let h = &mut d.house_consignments[0];
            h.ucr_reference = Some("UCR-H".into());
            h.country_of_destination = Some(country("UA", false));
            h.consignor = Some(Party::new(Some("MD2"), None));
        })
        .build();
    let removed = normalise(&mut doc);
    for field in ["/countryOfDestination", "/ucrReference", "/consignor"] {
        assert!(removed.contains(&format!("{HOUSE}{field}")), "{field}");
    }
}

#[test]
fn house_sections_stay_while_the_master_does_not_hold_them() {
    let mut doc = B::valid_t1()
        .with(|d| d.house_consignments[0].ucr_reference = Some("UCR-H".into()))
        .build();
    assert!(normalise(&mut doc).is_empty());
}

#[test]
fn clearing_a_party_removes_its_contact() {
    let mut doc = B::valid_t1()
        .with(|d| {
            d.consignor = None;
            d.consignor_contact = Some(Contact::default());
            d.carrier_contact = Some(Contact::default());
            d.house_consignments[0].consignor_contact = Some(Contact::default());
        })
        .build();
    assert_eq!(
        normalise(&mut doc),
        vec![
            "/consignorContact",
            "/carrierContact",
            "/houseConsignments/0/consignorContact"
        ]
    );
}

#[test]
fn a_filled_party_keeps_its_contact() {
    let mut doc = B::valid_t1()
        .with(|d| {
            d.consignor_contact = Some(Contact::default());
            d.carrier = Some(Party::new(Some("MD5"), None));
            d.carrier_contact = Some(Contact::default());
        })
        .build();
    assert!(normalise(&mut doc).is_empty());
}

#[test]
fn payment_method_and_unloading_place_removed_without_security() {
    let mut doc = B::valid_t1()
        .security("1")
        .with(|d| d.declaration_type_security = Some(code("0")))
        .with(|d| d.payment_method = Some(code("A")))
        .build();
    let removed = normalise(&mut doc);
    for p in [
        "/paymentMethod",
        "/unloadingPlace",
        "/houseConsignments/0/paymentMethod",
    ] {
        assert!(removed.contains(&p.to_owned()), "{p}: {removed:?}");
    }
}

#[test]
fn payment_method_and_unloading_place_kept_with_security() {
    let mut doc = B::valid_t1().security("1").build();
    assert!(normalise(&mut doc).is_empty());
}

#[test]
fn package_number_dropped_for_bulk_or_no_type() {
    let mut doc = B::valid_t1()
        .with(|d| {
            let mut bulk = package("BULK");
            bulk.package_number = Some(3);
            let mut untyped = package("OTHER");
            untyped.pack_type = None;
            d.house_consignments[0].house_items[0].packagings = vec![bulk, untyped];
        })
        .build();
    let removed = normalise(&mut doc);
    assert_eq!(
        removed,
        vec![
            format!("{ITEM}/packagings/0/packageNumber"),
            format!("{ITEM}/packagings/1/packageNumber")
        ]
    );
}

#[test]
fn package_number_kept_for_other_kinds() {
    let mut doc = B::valid_t1()
        .with(|d| {
            d.house_consignments[0].house_items[0].packagings =
                vec![package("OTHER"), package("UNPACKED")]
        })
        .build();
    assert!(normalise(&mut doc).is_empty());
}

#[test]
fn measure_qualifier_dropped_without_quantity() {
    let document = |quantity: Option<Decimal>| Document {
        sequence: 1,
        doc_type: Some(code("N830")),
        reference: Some("EXP-1".into()),
        quantity,
        msr_qualifier: Some(code("KGM")),
        ..Document::default()
    };
    let mut doc = B::valid_t1()
        .with(|d| {
            d.house_consignments[0].house_items[0].net_mass = Some(Decimal::from_cents(1));
            d.house_consignments[0].house_items[0].previous_doc = vec![document(None)];
        })
        .build();
    assert_eq!(
        normalise(&mut doc),
        vec![format!("{ITEM}/previousDoc/0/msrQualifier")]
    );
    let mut doc = B::valid_t1()
        .with(|d| {
            d.house_consignments[0].house_items[0].net_mass = Some(Decimal::from_cents(1));
            d.house_consignments[0].house_items[0].previous_doc =
                vec![document(Some(Decimal::from_cents(1)))];
        })
        .build();
    assert!(normalise(&mut doc).is_empty());
}

#[test]
fn location_qualifier_change_removes_the_other_sub_fields() {
    let mut doc = B::valid_t1()
        .with(|d| {
            let l = d.goods_location.as_mut().unwrap();
            l.qualifier = Some(code("U"));
            l.un_code = Some(code("MDKIV"));
        })
        .build();
    assert_eq!(normalise(&mut doc), vec!["/goodsLocation/customsOffice"]);
    assert!(doc.goods_location.as_ref().unwrap().un_code.is_some());
}

#[test]
fn location_keeps_the_sub_fields_of_its_qualifier() {
    let mut doc = B::valid_t1()
        .with(|d| {
            d.goods_location = Some(GoodsLocation {
                location_type: Some(code("B")),
                qualifier: Some(code("Y")),
                authorization_number: Some("C521MD1".into()),
                additional_identifier: Some("1234".into()),
                ..GoodsLocation::default()
            })
        })
        .build();
    assert!(normalise(&mut doc).is_empty());
}

#[test]
fn net_mass_removed_with_the_reduced_dataset() {
    let mut doc = B::valid_t1()
        .reduced_dataset("1")
        .with(|d| d.house_consignments[0].house_items[0].net_mass = Some(Decimal::from_cents(1)))
        .build();
    assert_eq!(normalise(&mut doc), vec![format!("{ITEM}/netMass")]);
}

#[test]
fn net_mass_kept_without_the_reduced_dataset() {
    let mut doc = B::valid_t1()
        .with(|d| d.house_consignments[0].house_items[0].net_mass = Some(Decimal::from_cents(1)))
        .build();
    assert!(normalise(&mut doc).is_empty());
}

#[test]
fn generated_declarations_are_unchanged_by_normalise() {
    for seed in 0..8 {
        let doc = generate(seed, 3, 4);
        let mut again = doc.clone();
        assert!(normalise(&mut again).is_empty(), "seed {seed}");
        assert_eq!(again, doc, "seed {seed}");
    }
}

/// Random edits of a generated declaration: any field the rules know, set or cleared.
fn edited() -> impl Strategy<Value = Declaration> {
    (any::<u64>(), any::<[bool; 12]>()).prop_map(|(seed, f)| {
        let mut d = generate(seed, 2, 2);
        let set = |on: bool, value: &str| on.then(|| code(value));
        if f[0] {
            d.reduced_dataset = Some(code("1"));
        }
        if f[1] {
            d.inland_mot = set(f[2], "5");
        }
        if f[3] {
            d.border_mot = set(f[4], "5");
        }
        if f[5] {
            d.container_indicator = Some(code("0"));
        }
        if f[6] {
            d.declaration_type_security = set(f[7], "0");
        }
        if f[8] {
            d.destination_country = None;
            d.consignor = None;
        }
        if f[9] {
            d.ucr_reference = Some("UCR-M".into());
            d.payment_method = Some(code("A"));
        }
        if f[10] {
            let i = &mut d.house_consignments[0].house_items[0];
            i.cn_code = Some("10".into());
            i.quantity3 = Some(Decimal::from_cents(1));
            i.hs_code = None;
        }
        if f[11] {
            let l = d.goods_location.as_mut().unwrap();
            l.qualifier = Some(code("Z"));
            l.ngss = Some(Default::default());
        }
        d
    })
}

proptest! {
    #![proptest_config(ProptestConfig::with_cases(48))]

    #[test]
    fn normalise_is_idempotent_on_edited_declarations(doc in edited()) {
        let mut once = doc;
        normalise(&mut once);
        let mut twice = once.clone();
        let removed = normalise(&mut twice);
        prop_assert!(removed.is_empty(), "{:?}", removed);
        prop_assert_eq!(once, twice);
    }

    #[test]
    fn a_normalised_edited_declaration_has_nothing_not_allowed(doc in edited()) {
        let mut doc = doc;
        normalise(&mut doc);
        prop_assert!(!fires_anywhere(&doc, "not-allowed"), "{:?}", violations(&doc));
    }
}
