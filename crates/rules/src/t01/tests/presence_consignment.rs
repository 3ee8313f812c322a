//! Spec 5.2 and 4.4: the master consignment's conditional fields, each fired and not fired.

use super::*;
use crate::t01::testing::{code, country, DeclarationBuilder as B};
use crate::t01::{Contact, Driver, Party, Place, TransportEquipment, TransportMeans};

fn means(id_type: &str) -> TransportMeans {
    TransportMeans {
        sequence: 1,
        id_type: Some(code(id_type)),
        identification_number: Some("ABC123".into()),
        nationality: Some(country("MD", false)),
        ..TransportMeans::default()
    }
}

#[test]
fn gross_mass_required() {
    assert!(fires(
        &B::valid_t1().with(|d| d.gross_mass = None).build(),
        "required",
        "/grossMass"
    ));
    assert!(!fires(&B::valid_t1().build(), "required", "/grossMass"));
}

#[test]
fn container_indicator_required_unless_pre_lodged() {
    let none = B::valid_t1().with(|d| d.container_indicator = None);
    assert!(fires(
        &none.clone().build(),
        "required",
        "/containerIndicator"
    ));
    let pre_lodged = none.with(|d| d.add_dec_type = Some(code("D"))).build();
    assert!(!fires(&pre_lodged, "required", "/containerIndicator"));
}

#[test]
fn inland_mode_not_allowed_with_the_reduced_dataset() {
    let doc = B::valid_t1()
        .reduced_dataset("1")
        .with(|d| d.inland_mot = Some(code("3")))
        .build();
    assert!(fires(&doc, "not-allowed", "/inlandMot"));
}

#[test]
fn inland_mode_optional_without_the_reduced_dataset() {
    let doc = B::valid_t1()
        .with(|d| d.inland_mot = Some(code("3")))
        .build();
    assert_eq!(presence(&doc, "/inlandMot"), Presence::Optional);
    assert!(!fires(&doc, "not-allowed", "/inlandMot"));
}

/// Security 2, standard, road at the border: border transport is mandatory (5.2).
fn secured_by_road() -> B {
    B::valid_t1()
        .security("2")
        .with_routing_country("UA", false)
        .with_exit_office("RO000002")
        .with(|d| d.border_mot = Some(code("3")))
}

#[test]
fn border_mode_required_when_border_transport_is_mandatory() {
    let doc = secured_by_road().with(|d| d.border_mot = None).build();
    assert!(fires(&doc, "required", "/borderMot"));
    let doc = B::valid_t1().with(|d| d.border_mot = None).build();
    assert!(!fires(&doc, "required", "/borderMot"));
}

#[test]
fn border_transport_mandatory_for_security_when_not_mail() {
    assert!(fires(
        &secured_by_road().build(),
        "at-least-one-member",
        "/borderTransport"
    ));
    // Pre-lodged (not A), security 0, or mail: not mandatory.
    for b in [
        secured_by_road().with(|d| d.add_dec_type = Some(code("D"))),
        secured_by_road().security("0"),
        secured_by_road().with(|d| d.border_mot = Some(code("5"))),
    ] {
        assert!(!fires(
            &b.build(),
            "at-least-one-member",
            "/borderTransport"
        ));
    }
}

#[test]
fn border_transport_in_tp_mode_mandatory_when_the_mode_is_set_and_not_mail_or_rail() {
    let tp = |mode: &str| {
        B::valid_t1()
            .with(|d| {
                d.in_tp_mode = Some(true);
                d.border_mot = Some(code(mode));
            })
            .build()
    };
    assert_eq!(presence(&tp("3"), "/borderTransport"), Presence::Required);
    assert_eq!(presence(&tp("2"), "/borderTransport"), Presence::Optional);
    assert_eq!(presence(&tp("5"), "/borderTransport"), Presence::NotAllowed);
}

#[test]
fn mail_means_no_departure_and_no_border_transport() {
    let doc = B::valid_t1()
        .with(|d| {
            d.inland_mot = Some(code("5"));
            d.departure_transport = vec![means("30")];
            d.border_transport = vec![means("30")];
        })
        .build();
    assert!(fires(&doc, "not-allowed", "/departureTransport"));
    assert!(fires(&doc, "not-allowed", "/borderTransport"));
}

#[test]
fn road_allows_departure_and_border_transport() {
    let doc = B::valid_t1()
        .with(|d| {
            d.inland_mot = Some(code("3"));
            d.border_mot = Some(code("3"));
        })
        .build();
    assert_eq!(presence(&doc, "/departureTransport"), Presence::Optional);
    assert_eq!(presence(&doc, "/borderTransport"), Presence::Optional);
}

#[test]
fn destination_country_required() {
    assert!(fires(
        &B::valid_t1().with(|d| d.destination_country = None).build(),
        "required",
        "/destinationCountry"
    ));
    assert!(!fires(
        &B::valid_t1().build(),
        "required",
        "/destinationCountry"
    ));
}

#[test]
fn payment_method_not_allowed_without_security() {
    for security in [None, Some("0")] {
        let doc = B::valid_t1()
            .with(|d| {
                d.declaration_type_security = security.map(code);
                d.payment_method = Some(code("A"));
            })
            .build();
        assert!(fires(&doc, "not-allowed", "/paymentMethod"), "{security:?}");
    }
}

#[test]
fn payment_method_optional_with_security() {
    let doc = B::valid_t1().security("2").build();
    assert_eq!(presence(&doc, "/paymentMethod"), Presence::Optional);
}

#[test]
fn unloading_place_not_allowed_without_security() {
    let doc = B::valid_t1()
        .with(|d| d.unloading_place = Some(Place::default()))
        .build();
    assert!(fires(&doc, "not-allowed", "/unloadingPlace"));
}

#[test]
fn unloading_place_required_for_security_1_or_3() {
    for (security, required) in [("1", true), ("2", false), ("3", true)] {
        let doc = B::valid_t1()
            .security(security)
            .with(|d| d.unloading_place = None)
            .build();
        assert_eq!(
            fires(&doc, "required", "/unloadingPlace"),
            required,
            "{security}"
        );
    }
}

#[test]
fn unloading_place_in_tp_mode_required_with_a_specific_circumstance_other_than_xxx() {
    let tp = |circumstance: Option<&str>| {
        B::valid_t1()
            .security("2")
            .with(|d| {
                d.in_tp_mode = Some(true);
                d.specific_circumstance = circumstance.map(code);
            })
            .build()
    };
    assert_eq!(
        presence(&tp(Some("A20")), "/unloadingPlace"),
        Presence::Required
    );
    assert_eq!(
        presence(&tp(Some("XXX")), "/unloadingPlace"),
        Presence::Optional
    );
    assert_eq!(presence(&tp(None), "/unloadingPlace"), Presence::Optional);
}

#[test]
fn consignor_contact_only_while_consignor_filled() {
    let contact = |d: &mut Declaration| d.consignor_contact = Some(Contact::default());
    assert!(!fires(
        &B::valid_t1().with(contact).build(),
        "not-allowed",
        "/consignorContact"
    ));
    let doc = B::valid_t1()
        .with(contact)
        .with(|d| d.consignor = None)
        .build();
    assert!(fires(&doc, "not-allowed", "/consignorContact"));
}

#[test]
fn carrier_contact_only_while_carrier_filled() {
    let contact = |d: &mut Declaration| d.carrier_contact = Some(Contact::default());
    assert!(fires(
        &B::valid_t1().with(contact).build(),
        "not-allowed",
        "/carrierContact"
    ));
    let doc = B::valid_t1()
        .with(contact)
        .with(|d| d.carrier = Some(Party::new(Some("MD5000000000001"), None)))
        .build();
    assert!(!fires(&doc, "not-allowed", "/carrierContact"));
}

#[test]
fn driver_mandatory_when_border_mode_is_3_and_the_country_is_not_md() {
    let doc = B::valid_t1()
        .with(|d| d.border_mot = Some(code("3")))
        .build();
    let mut ro = ctx();
    ro.country = "RO".into();
    assert!(fires_with(&doc, &ro, "at-least-one-member", "/drivers"));
    // In Moldova, or with another border mode: optional.
    assert!(!fires(&doc, "at-least-one-member", "/drivers"));
    assert!(!fires_with(
        &B::valid_t1().build(),
        &ro,
        "at-least-one-member",
        "/drivers"
    ));
    let with_driver = B::valid_t1()
        .with(|d| {
            d.border_mot = Some(code("3"));
            d.drivers = vec![Driver {
                sequence: 1,
                name: Some("Ion".into()),
                identification_number: Some("AB1".into()),
                nationality: Some(country("MD", false)),
            }];
        })
        .build();
    assert!(!fires_with(
        &with_driver,
        &ro,
        "at-least-one-member",
        "/drivers"
    ));
}

#[test]
fn transport_equipment_required_when_containerised() {
    let doc = B::valid_t1()
        .with(|d| d.container_indicator = Some(code("1")))
        .build();
    assert!(fires(&doc, "at-least-one-member", "/transportEquipment"));
}

#[test]
fn transport_equipment_optional_when_not_containerised() {
    let doc = B::valid_t1()
        .with(|d| d.transport_equipment = vec![TransportEquipment::default()])
        .build();
    assert_eq!(presence(&doc, "/transportEquipment"), Presence::Optional);
    assert!(!fires_anywhere(&doc, "not-allowed"));
}

#[test]
fn loading_place_required_unless_pre_lodged() {
    let none = B::valid_t1().with(|d| d.loading_place = None);
    assert!(fires(&none.clone().build(), "required", "/loadingPlace"));
    let doc = none.with(|d| d.add_dec_type = Some(code("D"))).build();
    assert!(!fires(&doc, "required", "/loadingPlace"));
}

#[test]
fn goods_location_required_unless_tp_mode_pre_lodged_or_security_area() {
    let none = B::valid_t1().with(|d| d.goods_location = None);
    assert!(fires(&none.clone().build(), "required", "/goodsLocation"));
    for exempt in [
        none.clone().with(|d| d.in_tp_mode = Some(true)),
        none.clone().with(|d| d.add_dec_type = Some(code("D"))),
        none.clone().with(|d| {
            d.departure_country.as_mut().unwrap().sec_area = Some(true);
        }),
    ] {
        assert!(!fires(&exempt.build(), "required", "/goodsLocation"));
    }
}

#[test]
fn house_consignments_need_at_least_one_member() {
    let doc = B::valid_t1().with(|d| d.house_consignments.clear()).build();
    assert!(violations(&doc).contains(&Violation::of(
        "/houseConsignments",
        "at-least-one-member",
        crate::text::Text::new("at-least-one-member").with("label", "houseConsignments")
    )));
    assert!(!fires(
        &B::valid_t1().build(),
        "at-least-one-member",
        "/houseConsignments"
    ));
}

#[test]
fn other_things_to_report_required_for_control_results_a5_or_b1() {
    let ctx = ctx().with_mode(crate::Mode::ControlResults);
    for (result, required) in [("A5", true), ("B1", true), ("A1", false)] {
        let doc = B::valid_t1()
            .with(|d| d.control_result = Some(code(result)))
            .build();
        assert_eq!(
            fires_with(&doc, &ctx, "required", "/otherThingsToReport"),
            required,
            "{result}"
        );
    }
}

#[test]
fn other_things_to_report_not_allowed_without_a_control_result() {
    let doc = B::valid_t1()
        .with(|d| d.other_things_to_report = Some("x".into()))
        .build();
    assert!(fires(&doc, "not-allowed", "/otherThingsToReport"));
}

#[test]
fn control_decision_and_results_not_allowed_in_a_new_or_cloned_declaration() {
    let doc = B::valid_t1()
        .with(|d| {
            d.control_decision = Some(Default::default());
            d.control_results = vec![Default::default()];
        })
        .build();
    for mode in [crate::Mode::New, crate::Mode::Clone] {
        let ctx = ctx().with_mode(mode);
        assert!(fires_with(&doc, &ctx, "not-allowed", "/controlDecision"));
        assert!(fires_with(&doc, &ctx, "not-allowed", "/controlResults"));
    }
    let ctx = ctx().with_mode(crate::Mode::ControlResults);
    assert!(!fires_with(&doc, &ctx, "not-allowed", "/controlDecision"));
}
