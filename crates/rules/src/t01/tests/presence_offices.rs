//! The presence table: countries and customs offices (card 6).

use super::*;
use crate::t01::testing::{country, DeclarationBuilder as B};

#[test]
fn exit_offices_required_for_security_2_or_3() {
    for security in ["2", "3"] {
        let doc = B::valid_t1()
            .security(security)
            .with_routing_country("RO", false)
            .build();
        assert!(
            fires(&doc, "at-least-one-member", "/exitOffices"),
            "{security}"
        );
        let v = violations(&doc);
        assert!(v
            .iter()
            .any(|v| v.message == "The exitOffices should have at least one member"));
    }
}

#[test]
fn exit_offices_not_allowed_for_security_0_or_1() {
    for security in ["0", "1"] {
        let doc = B::valid_t1()
            .security(security)
            .with_exit_office("RO000001")
            .build();
        assert!(fires(&doc, "not-allowed", "/exitOffices"), "{security}");
    }
}

#[test]
fn transit_offices_not_allowed_for_tir_or_t2sm() {
    let doc = B::valid_t1().tir().with_transit_office("RO000001").build();
    assert!(fires(&doc, "not-allowed", "/transitOffices"));
    let doc = B::valid_t1()
        .declaration_type("T2SM")
        .with_transit_office("RO000001")
        .build();
    assert!(fires(&doc, "not-allowed", "/transitOffices"));
    assert!(!fires(
        &B::valid_t1().with_transit_office("RO000001").build(),
        "not-allowed",
        "/transitOffices"
    ));
}

#[test]
fn transit_office_required_for_t2() {
    assert!(fires(
        &B::valid_t1().declaration_type("T2").build(),
        "at-least-one-member",
        "/transitOffices"
    ));
}

#[test]
fn transit_office_required_for_a_common_transit_destination() {
    let doc = B::valid_t1().destination("RO", true).build();
    assert!(fires(&doc, "at-least-one-member", "/transitOffices"));
}

#[test]
fn transit_office_not_required_within_one_common_transit_country() {
    let doc = B::valid_t1()
        .with(|d| d.departure_country = Some(country("RO", true)))
        .destination("RO", true)
        .build();
    assert!(!fires(&doc, "at-least-one-member", "/transitOffices"));
}

#[test]
fn transit_office_required_when_routed_via_a_common_transit_country() {
    let doc = B::valid_t1().with_routing_country("RO", true).build();
    assert!(fires(&doc, "at-least-one-member", "/transitOffices"));
    let doc = B::valid_t1().with_routing_country("UA", false).build();
    assert!(!fires(&doc, "at-least-one-member", "/transitOffices"));
}

#[test]
fn transit_office_required_for_destination_andorra() {
    assert!(fires(
        &B::valid_t1().destination("AD", false).build(),
        "at-least-one-member",
        "/transitOffices"
    ));
}

#[test]
fn transit_office_required_when_exit_offices_are_present() {
    let doc = B::valid_t1()
        .security("2")
        .with_routing_country("UA", false)
        .with_exit_office("RO000001")
        .build();
    assert!(fires(&doc, "at-least-one-member", "/transitOffices"));
}

#[test]
fn transit_office_optional_otherwise() {
    assert_eq!(
        presence(&B::valid_t1().build(), "/transitOffices"),
        Presence::Optional
    );
}

#[test]
fn routing_countries_required_for_binding_itinerary_1() {
    let doc = B::valid_t1()
        .with(|d| d.binding_itinerary = Some(crate::t01::testing::code("1")))
        .build();
    assert!(fires(&doc, "at-least-one-member", "/routingCountries"));
}

#[test]
fn routing_countries_required_for_security_1_2_or_3() {
    for s in ["1", "2", "3"] {
        assert!(
            fires(
                &B::valid_t1().security(s).build(),
                "at-least-one-member",
                "/routingCountries"
            ),
            "{s}"
        );
    }
    assert!(!fires(
        &B::valid_t1().security("0").build(),
        "at-least-one-member",
        "/routingCountries"
    ));
}

#[test]
fn office_and_country_rows_name_their_office_or_country() {
    let doc = B::valid_t1()
        .with_transit_office("RO000001")
        .with_routing_country("UA", false)
        .with(|d| {
            d.transit_offices[0].customs_office = None;
            d.routing_countries[0].country = None;
        })
        .build();
    assert!(fires(&doc, "required", "/transitOffices/0/customsOffice"));
    assert!(fires(&doc, "required", "/routingCountries/0/country"));
}

#[test]
fn transit_office_required_for_t_with_a_t2_item() {
    let typed = |item_type: &str| {
        B::valid_t1()
            .declaration_type("T")
            .with(|d| {
                d.house_consignments[0].house_items[0].declaration_type =
                    Some(crate::t01::testing::code(item_type))
            })
            .build()
    };
    assert!(fires(
        &typed("T2"),
        "at-least-one-member",
        "/transitOffices"
    ));
    assert!(!fires(
        &typed("T1"),
        "at-least-one-member",
        "/transitOffices"
    ));
}
