//! Spec 4.4, 5.3 and 5.4: the conditional fields of house consignments and items, each fired
//! and not fired. A datum the spec allows at several levels is held by one.

use proptest::prelude::*;

use super::*;
use crate::t01::testing::{code, country, DeclarationBuilder as B};
use crate::t01::{AdditionalInfo, Contact, Dispatch, Document, HouseItem, Party, TransportMeans};
use crate::values::Decimal;
use crate::Mode;

const HOUSE: &str = "/houseConsignments/0";
const ITEM: &str = "/houseConsignments/0/houseItems/0";

fn at(base: &str, field: &str) -> String {
    format!("{base}{field}")
}

fn item_with(f: impl FnOnce(&mut HouseItem)) -> Declaration {
    B::valid_t1()
        .with(|d| f(&mut d.house_consignments[0].house_items[0]))
        .build()
}

// House consignments.

#[test]
fn house_sections_not_allowed_when_the_master_holds_the_same_data() {
    let doc = B::valid_t1()
        .tir()
        .security("2")
        .with(|d| {
            d.dispatch = Some(Dispatch {
                country: Some(country("MD", false)),
            });
            d.ucr_reference = Some("UCR-MASTER".into());
            d.payment_method = Some(code("A"));
            let h = &mut d.house_consignments[0];
            h.country_of_destination = Some(country("UA", false));
            h.ucr_reference = Some("UCR-HOUSE".into());
            h.consignor = Some(Party::new(Some("MD2000000000001"), None));
            h.payment_method = Some(code("B"));
        })
        .build();
    for field in [
        "/countryOfDestination",
        "/dispatchCountry",
        "/ucrReference",
        "/consignor",
        "/paymentMethod",
    ] {
        assert!(fires(&doc, "not-allowed", &at(HOUSE, field)), "{field}");
    }
}

#[test]
fn house_sections_allowed_when_the_master_does_not_hold_them() {
    let doc = B::valid_t1()
        .with(|d| {
            d.consignor = None;
            d.destination_country = None;
            let h = &mut d.house_consignments[0];
            h.country_of_destination = Some(country("UA", false));
            h.ucr_reference = Some("UCR-HOUSE".into());
            h.consignor = Some(Party::new(Some("MD2000000000001"), None));
        })
        .build();
    for field in [
        "/countryOfDestination",
        "/dispatchCountry",
        "/ucrReference",
        "/consignor",
    ] {
        assert!(!fires(&doc, "not-allowed", &at(HOUSE, field)), "{field}");
    }
}

#[test]
fn house_consignor_contact_only_while_its_consignor_is_filled() {
    let doc = B::valid_t1()
        .with(|d| d.house_consignments[0].consignor_contact = Some(Contact::default()))
        .build();
    assert!(fires(&doc, "not-allowed", &at(HOUSE, "/consignorContact")));
    let doc = B::valid_t1()
        .with(|d| {
            d.consignor = None;
            let h = &mut d.house_consignments[0];
            h.consignor = Some(Party::new(Some("MD2000000000001"), None));
            h.consignor_contact = Some(Contact::default());
        })
        .build();
    assert!(!fires(&doc, "not-allowed", &at(HOUSE, "/consignorContact")));
    // Read-only when recording control results (5.3 "hidden for control-results").
    let s = state(
        &doc,
        &ctx().with_mode(Mode::ControlResults),
        &at(HOUSE, "/consignorContact"),
    );
    assert_eq!(s, FieldState::OPTIONAL.disabled(true));
}

#[test]
fn house_consignee_required_unless_the_master_names_one_or_30600() {
    let no_master = B::valid_t1().with(|d| d.consignee = None);
    assert!(fires(
        &no_master.clone().build(),
        "required",
        &at(HOUSE, "/consignee")
    ));
    let doc = no_master
        .with(|d| {
            d.house_consignments[0].additional_info = vec![AdditionalInfo {
                sequence: 1,
                code: Some(code("30600")),
                text: None,
            }]
        })
        .build();
    assert!(!fires(&doc, "required", &at(HOUSE, "/consignee")));
    assert!(!fires(
        &B::valid_t1().build(),
        "required",
        &at(HOUSE, "/consignee")
    ));
}

#[test]
fn house_payment_method_required_with_security() {
    let doc = B::valid_t1()
        .security("2")
        .with(|d| d.house_consignments[0].payment_method = None)
        .build();
    assert!(fires(&doc, "required", &at(HOUSE, "/paymentMethod")));
}

#[test]
fn house_payment_method_not_allowed_without_security() {
    let doc = B::valid_t1()
        .with(|d| d.house_consignments[0].payment_method = Some(code("A")))
        .build();
    assert!(fires(&doc, "not-allowed", &at(HOUSE, "/paymentMethod")));
}

#[test]
fn house_gross_mass_and_items_required() {
    let doc = B::valid_t1()
        .with(|d| {
            d.house_consignments[0].gross_mass = None;
            d.house_consignments[0].house_items.clear();
        })
        .build();
    assert!(fires(&doc, "required", &at(HOUSE, "/grossMass")));
    assert!(fires(
        &doc,
        "at-least-one-member",
        &at(HOUSE, "/houseItems")
    ));
    assert!(!fires_anywhere(&B::valid_t1().build(), "required"));
}

#[test]
fn house_departure_transport_needed_when_inland_mode_set_and_not_mail_and_master_has_none() {
    let road = B::valid_t1().with(|d| d.inland_mot = Some(code("3")));
    assert!(fires(
        &road.clone().build(),
        "at-least-one-member",
        &at(HOUSE, "/departureTransport")
    ));
    let master_has_one = road
        .with(|d| {
            d.departure_transport = vec![TransportMeans {
                sequence: 1,
                id_type: Some(code("30")),
                identification_number: Some("ABC123".into()),
                nationality: Some(country("MD", false)),
                ..TransportMeans::default()
            }]
        })
        .build();
    assert!(!fires(
        &master_has_one,
        "at-least-one-member",
        &at(HOUSE, "/departureTransport")
    ));
    assert_eq!(
        presence(&B::valid_t1().build(), &at(HOUSE, "/departureTransport")),
        Presence::Optional
    );
    let mail = B::valid_t1()
        .with(|d| d.inland_mot = Some(code("5")))
        .build();
    assert_eq!(
        presence(&mail, &at(HOUSE, "/departureTransport")),
        Presence::NotAllowed
    );
}

// Items.

#[test]
fn item_declaration_type_required_under_type_t() {
    let doc = B::valid_t1().declaration_type("T").build();
    assert!(fires(&doc, "required", &at(ITEM, "/declarationType")));
}

#[test]
fn item_declaration_type_not_allowed_unless_type_t() {
    let doc = item_with(|i| i.declaration_type = Some(code("T1")));
    assert!(fires(&doc, "not-allowed", &at(ITEM, "/declarationType")));
}

#[test]
fn item_dispatch_country_required_while_neither_house_nor_master_holds_one() {
    let doc = B::valid_t1()
        .with(|d| d.house_consignments[0].dispatch_country = None)
        .build();
    assert!(fires(&doc, "required", &at(ITEM, "/dispatchCountry")));
}

#[test]
fn item_dispatch_country_not_allowed_while_the_house_holds_one() {
    let doc = item_with(|i| i.dispatch_country = Some(country("MD", false)));
    assert!(fires(&doc, "not-allowed", &at(ITEM, "/dispatchCountry")));
}

#[test]
fn item_destination_country_required_while_neither_house_nor_master_holds_one() {
    let doc = B::valid_t1().with(|d| d.destination_country = None).build();
    assert!(fires(&doc, "required", &at(ITEM, "/destinationCountry")));
}

#[test]
fn item_destination_country_not_allowed_while_the_master_holds_one() {
    let doc = item_with(|i| i.destination_country = Some(country("UA", false)));
    assert!(fires(&doc, "not-allowed", &at(ITEM, "/destinationCountry")));
}

#[test]
fn item_ucr_not_allowed_while_the_house_or_master_holds_one() {
    let doc = B::valid_t1()
        .with(|d| {
            d.house_consignments[0].ucr_reference = Some("UCR-H".into());
            d.house_consignments[0].house_items[0].ucr_reference = Some("UCR-I".into());
        })
        .build();
    assert!(fires(&doc, "not-allowed", &at(ITEM, "/ucrReference")));
}

#[test]
fn item_ucr_optional_while_neither_holds_one() {
    let doc = item_with(|i| i.ucr_reference = Some("UCR-I".into()));
    assert!(!fires(&doc, "not-allowed", &at(ITEM, "/ucrReference")));
}

#[test]
fn item_description_hs_code_gross_mass_and_goods_value_required() {
    let doc = item_with(|i| {
        i.goods_description = None;
        i.hs_code = None;
        i.gross_mass = None;
        i.statistical_value = None;
        i.quantity1 = None;
        i.quantity2 = None;
        i.currency = None;
    });
    for field in [
        "/goodsDescription",
        "/hsCode",
        "/grossMass",
        "/statisticalValue",
        "/quantity1",
        "/quantity2",
        "/currency",
    ] {
        assert!(fires(&doc, "required", &at(ITEM, field)), "{field}");
        assert!(!fires(&B::valid_t1().build(), "required", &at(ITEM, field)));
    }
}

#[test]
fn cn_code_not_allowed_for_a_common_transit_destination() {
    let doc = B::valid_t1()
        .destination("RO", true)
        .with(|d| d.house_consignments[0].house_items[0].cn_code = Some("10".into()))
        .build();
    assert!(fires(&doc, "not-allowed", &at(ITEM, "/cnCode")));
}

#[test]
fn cn_code_optional_for_another_destination() {
    let doc = item_with(|i| i.cn_code = Some("10".into()));
    assert_eq!(presence(&doc, &at(ITEM, "/cnCode")), Presence::Optional);
    assert!(!fires(&doc, "not-allowed", &at(ITEM, "/cnCode")));
}

#[test]
fn cn_code_follows_the_items_own_destination_first() {
    let doc = B::valid_t1()
        .with(|d| {
            d.destination_country = None;
            let i = &mut d.house_consignments[0].house_items[0];
            i.destination_country = Some(country("TR", true));
            i.cn_code = Some("10".into());
        })
        .build();
    assert!(fires(&doc, "not-allowed", &at(ITEM, "/cnCode")));
}

fn export_declaration() -> Document {
    Document {
        sequence: 1,
        doc_type: Some(code("N830")),
        reference: Some("EXP-1".into()),
        ..Document::default()
    }
}

#[test]
fn net_mass_required_when_a_previous_document_n830_exists() {
    let doc = item_with(|i| i.previous_doc = vec![export_declaration()]);
    assert!(fires(&doc, "required", &at(ITEM, "/netMass")));
    // At house level too (NOTES.md 8: N830 only at house level after January 2025).
    let doc = B::valid_t1()
        .with(|d| d.house_consignments[0].previous_doc = vec![export_declaration()])
        .build();
    assert!(fires(&doc, "required", &at(ITEM, "/netMass")));
    // R wins over N.
    let doc = B::valid_t1()
        .reduced_dataset("1")
        .with(|d| d.previous_doc = vec![export_declaration()])
        .build();
    assert_eq!(presence(&doc, &at(ITEM, "/netMass")), Presence::Required);
}

#[test]
fn net_mass_hidden_with_the_reduced_dataset() {
    let doc = B::valid_t1()
        .reduced_dataset("1")
        .with(|d| d.house_consignments[0].house_items[0].net_mass = Some(Decimal::from_cents(1)))
        .build();
    assert!(fires(&doc, "not-allowed", &at(ITEM, "/netMass")));
}

#[test]
fn net_mass_optional_otherwise() {
    let doc = item_with(|i| i.net_mass = Some(Decimal::from_cents(1)));
    assert_eq!(presence(&doc, &at(ITEM, "/netMass")), Presence::Optional);
    assert!(!fires_anywhere(&doc, "not-allowed"));
}

#[test]
fn quantity3_needed_for_220510_220590_220600_8711_and_8703() {
    for hs in ["220510", "220590", "220600", "871110", "870323"] {
        let doc = item_with(|i| i.hs_code = Some(hs.into()));
        assert!(fires(&doc, "required", &at(ITEM, "/quantity3")), "{hs}");
    }
}

#[test]
fn quantity3_not_allowed_for_other_hs_codes() {
    let doc = item_with(|i| i.quantity3 = Some(Decimal::from_cents(1)));
    assert!(fires(&doc, "not-allowed", &at(ITEM, "/quantity3")));
}

#[test]
fn item_payment_method_not_allowed_without_security() {
    let doc = item_with(|i| i.payment_method = Some(code("A")));
    assert!(fires(&doc, "not-allowed", &at(ITEM, "/paymentMethod")));
    let doc = B::valid_t1()
        .security("2")
        .with(|d| d.house_consignments[0].house_items[0].payment_method = Some(code("A")))
        .build();
    assert!(!fires(&doc, "not-allowed", &at(ITEM, "/paymentMethod")));
}

proptest! {
    /// "quantity3 is needed only when the HS code is ...": any other code has none.
    #[test]
    fn any_other_hs_code_has_no_quantity3(hs in "[0-9]{6}") {
        let needed = matches!(hs.as_str(), "220510" | "220590" | "220600")
            || hs.starts_with("8711") || hs.starts_with("8703");
        let mut doc = item_with(|i| {
            i.hs_code = Some(hs.clone());
            i.quantity3 = Some(Decimal::from_cents(100));
        });
        normalise(&mut doc);
        let q3 = doc.house_consignments[0].house_items[0].quantity3;
        prop_assert_eq!(q3.is_some(), needed);
    }

    /// "paymentMethod and unloadingPlace are removed when declarationTypeSecurity is absent or
    /// 0": for any security, removed exactly then (at every level).
    #[test]
    fn payment_methods_removed_exactly_when_security_is_absent_or_0(s in "[0-9A-Z]{0,2}") {
        let mut doc = B::valid_t1().security("2").with(|d| {
            d.declaration_type_security = (!s.is_empty()).then(|| code(&s));
            d.unloading_place = Some(Default::default());
            d.house_consignments[0].house_items[0].payment_method = Some(code("A"));
        }).build();
        let mut master = doc.clone();
        master.payment_method = Some(code("A"));
        master.house_consignments[0].payment_method = None;
        normalise(&mut doc);
        normalise(&mut master);
        let removed = s.is_empty() || s == "0";
        prop_assert_eq!(master.payment_method.is_none(), removed);
        prop_assert_eq!(doc.unloading_place.is_none(), removed);
        prop_assert_eq!(doc.house_consignments[0].payment_method.is_none(), removed);
        prop_assert_eq!(doc.house_consignments[0].house_items[0].payment_method.is_none(), removed);
    }
}
