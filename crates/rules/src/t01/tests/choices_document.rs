//! Choices the document narrows (spec 5.1, 5.5, 5.6, 5.8, 7), each fired and not fired: in
//! the UI's `choices` map, and as a violation when the field holds another value.

use super::*;
use crate::t01::testing::{code, country, DeclarationBuilder as B};
use crate::t01::{AdditionalInfo, GoodsLocation, Incident, TransportMeans};
use crate::Choices;

const ITEM: &str = "/houseConsignments/0/houseItems/0";

fn choices(doc: &Declaration) -> std::collections::BTreeMap<String, Choices> {
    T01::choices(doc, &ctx())
}

fn from_common_transit() -> B {
    B::valid_t1().with(|d| d.departure_country = Some(country("RO", true)))
}

#[test]
fn andorra_and_san_marino_excluded_as_destination_from_a_common_transit_country() {
    let doc = from_common_transit().build();
    assert_eq!(
        choices(&doc)["/destinationCountry"],
        Choices::exclude(&["AD", "SM"])
    );
    let doc = from_common_transit().destination("SM", true).build();
    assert!(fires(
        &doc,
        "destination-ad-sm-from-common-transit",
        "/destinationCountry"
    ));
    // An item's own destination, when it has one, likewise.
    let doc = from_common_transit()
        .with(|d| d.destination_country = None)
        .build();
    assert!(choices(&doc).contains_key(&format!("{ITEM}/destinationCountry")));
}

#[test]
fn andorra_allowed_as_destination_from_elsewhere() {
    let doc = B::valid_t1().destination("AD", false).build();
    assert!(!choices(&doc).contains_key("/destinationCountry"));
    assert!(!fires_anywhere(
        &doc,
        "destination-ad-sm-from-common-transit"
    ));
}

fn info(code_: &str) -> Vec<AdditionalInfo> {
    vec![AdditionalInfo {
        sequence: 1,
        code: Some(code(code_)),
        text: None,
    }]
}

#[test]
fn additional_information_30600_excluded_for_a_common_transit_destination() {
    let doc = B::valid_t1()
        .destination("RO", true)
        .with(|d| {
            d.additional_info = info("30600");
            d.house_consignments[0].house_items[0].additional_info = info("30600");
        })
        .build();
    assert_eq!(
        choices(&doc)["/additionalInfo/0/code"],
        Choices::exclude(&["30600"])
    );
    let message =
        "Transit destined to Community Transit County can not have additional information code 30600";
    let v = violations(&doc);
    for path in [
        "/additionalInfo/0/code",
        &format!("{ITEM}/additionalInfo/0/code"),
    ] {
        assert!(
            v.iter().any(|v| v.path == path && v.message == message),
            "{path}: {v:?}"
        );
    }
}

#[test]
fn additional_information_30600_allowed_for_another_destination() {
    let doc = B::valid_t1()
        .with(|d| d.additional_info = info("30600"))
        .build();
    assert!(!choices(&doc).contains_key("/additionalInfo/0/code"));
    assert!(!fires_anywhere(
        &doc,
        "additional-info-30600-common-transit"
    ));
}

#[test]
fn item_declaration_types_are_the_item_level_ones_under_type_t() {
    let doc = B::valid_t1()
        .declaration_type("T")
        .with(|d| d.house_consignments[0].house_items[0].declaration_type = Some(code("TIR")))
        .build();
    let path = format!("{ITEM}/declarationType");
    assert_eq!(choices(&doc)[&path], Choices::only(&["T1", "T2", "T2F"]));
    assert!(fires(&doc, "item-declaration-type-item-level", &path));
}

#[test]
fn item_declaration_type_not_narrowed_unless_type_t() {
    let doc = B::valid_t1().build();
    assert!(!choices(&doc).contains_key(&format!("{ITEM}/declarationType")));
}

fn means(id_type: &str) -> TransportMeans {
    TransportMeans {
        sequence: 1,
        id_type: Some(code(id_type)),
        ..TransportMeans::default()
    }
}

#[test]
fn departure_by_road_is_a_vehicle_first_then_trailers() {
    let doc = B::valid_t1()
        .with(|d| {
            d.inland_mot = Some(code("3"));
            d.departure_transport = vec![means("31"), means("31"), means("30")];
        })
        .build();
    let c = choices(&doc);
    assert_eq!(c["/departureTransport/0/idType"], Choices::only(&["30"]));
    assert_eq!(c["/departureTransport/1/idType"], Choices::only(&["31"]));
    assert!(fires(
        &doc,
        "transport-means-id-type",
        "/departureTransport/0/idType"
    ));
    assert!(!fires(
        &doc,
        "transport-means-id-type",
        "/departureTransport/1/idType"
    ));
    assert!(fires(
        &doc,
        "transport-means-id-type",
        "/departureTransport/2/idType"
    ));
}

#[test]
fn identification_types_of_modes_1_2_3_4_8_are_ten_times_the_mode_to_that_plus_9() {
    for mode in [1u32, 2, 3, 4, 8] {
        let doc = B::valid_t1()
            .with(|d| {
                d.inland_mot = Some(code(&mode.to_string()));
                d.border_mot = Some(code(&mode.to_string()));
                d.border_transport = vec![means(&format!("{}", mode * 10 + 9))];
                if mode != 3 {
                    d.departure_transport = vec![means(&format!("{}", mode * 10))];
                }
            })
            .build();
        let range: Vec<String> = (mode * 10..=mode * 10 + 9).map(|c| c.to_string()).collect();
        let c = choices(&doc);
        assert_eq!(c["/borderTransport/0/idType"].only.as_ref(), Some(&range));
        if mode != 3 {
            assert_eq!(
                c["/departureTransport/0/idType"].only.as_ref(),
                Some(&range)
            );
        }
        assert!(!fires_anywhere(&doc, "transport-means-id-type"), "{mode}");
    }
}

#[test]
fn identification_types_not_narrowed_for_other_modes() {
    let doc = B::valid_t1()
        .with(|d| d.border_transport = vec![means("99")])
        .build();
    assert!(!choices(&doc).contains_key("/borderTransport/0/idType"));
}

#[test]
fn incident_location_qualifiers_are_u_w_and_z() {
    let doc = B::valid_t1()
        .with(|d| {
            d.incidents = vec![Incident {
                location: Some(GoodsLocation {
                    qualifier: Some(code("V")),
                    ..GoodsLocation::default()
                }),
                ..Incident::default()
            }]
        })
        .build();
    assert_eq!(
        choices(&doc)["/incidents/0/location/qualifier"],
        Choices::only(&["U", "W", "Z"])
    );
    assert!(fires(
        &doc,
        "incident-location-qualifier",
        "/incidents/0/location/qualifier"
    ));
    // The location of goods itself may use any qualifier.
    assert!(!choices(&doc).contains_key("/goodsLocation/qualifier"));
}
