//! Spec 5.8 transport means, 5.6 drivers and the multiplicities of 5.2 and 9.

use proptest::prelude::*;

use super::*;
use crate::t01::testing::{code, country, office, DeclarationBuilder as B};
use crate::t01::{Driver, TransportMeans};
use crate::values::UPPER_CASE_ID_TYPES;

fn means(id_type: &str, number: &str) -> TransportMeans {
    TransportMeans {
        sequence: 1,
        id_type: Some(code(id_type)),
        identification_number: Some(number.into()),
        nationality: Some(country("MD", false)),
        cust_office: None,
        conv_ref_number: None,
    }
}

/// A border means at the Moldovan exit office.
fn border(id_type: &str, number: &str, crn: Option<&str>) -> TransportMeans {
    TransportMeans {
        cust_office: Some(office("MD300000")),
        conv_ref_number: crn.map(Into::into),
        ..means(id_type, number)
    }
}

/// The valid declaration with border mode `mode` and these border means.
fn at_border(mode: &str, list: Vec<TransportMeans>) -> Declaration {
    B::valid_t1()
        .with(|d| {
            d.border_mot = Some(code(mode));
            d.border_transport = list;
        })
        .build()
}

/// The valid declaration with inland mode `mode` and these departure means.
fn inland(mode: &str, list: Vec<TransportMeans>) -> Declaration {
    B::valid_t1()
        .with(|d| {
            d.inland_mot = Some(code(mode));
            d.departure_transport = list;
        })
        .build()
}

#[test]
fn conv_ref_number_is_a_flight_number_for_air() {
    let air = |crn: &str| at_border("4", vec![border("40", "ROT1234", Some(crn))]);
    assert!(violations(&air("ROT12")).contains(&Violation::new(
        "/borderTransport/0/convRefNumber",
        "conv-ref-number-format",
        "Conveyance reference number must be three letters, four digits and an optional letter"
    )));
    assert!(!fires_anywhere(&air("ROT1234A"), "conv-ref-number-format"));
}

#[test]
fn conv_ref_number_otherwise_1_to_17_letters_or_digits() {
    let road = |crn: &str| at_border("3", vec![border("30", "C123AB", Some(crn))]);
    for bad in ["CRN-1", "ABCDEFGHIJ12345678"] {
        assert!(violations(&road(bad)).contains(&Violation::new(
            "/borderTransport/0/convRefNumber",
            "conv-ref-number-format",
            "Conveyance reference number must be 1 to 17 letters or digits"
        )));
    }
    assert!(!fires_anywhere(&road("CRN12345"), "conv-ref-number-format"));
}

#[test]
fn identification_number_at_most_35_without_outer_spaces() {
    let number = |n: &str| inland("3", vec![means("30", n)]);
    let pointer = "/departureTransport/0/identificationNumber";
    assert!(
        violations(&number(&"A".repeat(36))).contains(&Violation::new(
            pointer,
            "max-length",
            "Must be 1 to 35 characters"
        ))
    );
    assert!(fires(&number(" C123AB"), "outer-space", pointer));
    assert!(!fires_anywhere(&number(&"A".repeat(35)), "max-length"));
}

#[test]
fn identification_number_upper_case_for_types_10_20_21_30_31_40_41_80() {
    let d = inland("3", vec![means("30", "c123ab")]);
    assert!(violations(&d).contains(&Violation::new(
        "/departureTransport/0/identificationNumber",
        "identification-number-upper-case",
        "Identification number must not contain lower-case letters for this type of identification"
    )));
    let d = inland("3", vec![means("30", "C123AB")]);
    assert!(!fires_anywhere(&d, "identification-number-upper-case"));
}

proptest! {
    /// Lower case is refused for the listed types and allowed for any other type.
    #[test]
    fn identification_number_case_for_any_type(t in "[0-9]{2}", number in "[a-z]{1,8}") {
        let d = inland("2", vec![means(&t, &number)]);
        let upper_only = UPPER_CASE_ID_TYPES.contains(&t.as_str());
        prop_assert_eq!(fires_anywhere(&d, "identification-number-upper-case"), upper_only);
    }
}

#[test]
fn nationality_at_most_2() {
    let mut m = means("30", "C123AB");
    m.nationality = Some(country("MDA", false));
    assert!(fires(
        &inland("3", vec![m]),
        "max-length",
        "/departureTransport/0/nationality"
    ));
    assert!(!fires_anywhere(
        &inland("3", vec![means("30", "C123AB")]),
        "max-length"
    ));
}

#[test]
fn departure_transport_1_3_or_unlimited_by_inland_mode() {
    let trucks = |mode: &str, n: usize| {
        let list = (0..n)
            .map(|i| means(if i == 0 { "30" } else { "31" }, "C123AB"))
            .collect();
        inland(mode, list)
    };
    assert!(violations(&trucks("3", 4)).contains(&Violation::new(
        "/departureTransport",
        "max-members",
        "The departureTransport can have at most 3 members"
    )));
    assert!(!fires_anywhere(&trucks("3", 3), "max-members"));
    assert!(fires(&trucks("1", 2), "max-members", "/departureTransport"));
    assert!(!fires_anywhere(&trucks("2", 50), "max-members"));
}

#[test]
fn border_transport_9_with_transit_offices_else_1() {
    let list = |n: usize| vec![border("30", "C123AB", None); n];
    assert!(fires(
        &at_border("3", list(2)),
        "max-members",
        "/borderTransport"
    ));
    assert!(!fires_anywhere(&at_border("3", list(1)), "max-members"));
    let with_transit = |n: usize| {
        B::valid_t1()
            .with_transit_office("RO000001")
            .with(|d| {
                d.border_mot = Some(code("3"));
                d.border_transport = list(n);
            })
            .build()
    };
    assert!(!fires_anywhere(&with_transit(9), "max-members"));
    assert!(fires(&with_transit(10), "max-members", "/borderTransport"));
}

#[test]
fn driver_identification_number_letters_and_digits_max_35() {
    let driver = |number: &str| {
        B::valid_t1()
            .with(|d| {
                d.drivers = vec![Driver {
                    sequence: 1,
                    name: Some("Ion Popescu".into()),
                    identification_number: Some(number.into()),
                    nationality: Some(country("MD", false)),
                }]
            })
            .build()
    };
    for bad in ["AB 1234567", &"A".repeat(36)] {
        assert!(violations(&driver(bad)).contains(&Violation::new(
            "/drivers/0/identificationNumber",
            "alphanumeric-format",
            "Must be at most 35 letters or digits"
        )));
    }
    assert!(!fires_anywhere(&driver("AB1234567"), "alphanumeric-format"));
}

#[test]
fn a_house_departure_transport_follows_the_same_rules() {
    let d = B::valid_t1()
        .with(|d| {
            d.inland_mot = Some(code("3"));
            d.house_consignments[0].departure_transport = vec![
                means("30", "c1"),
                means("31", "T1"),
                means("31", "T2"),
                means("31", "T3"),
            ];
        })
        .build();
    assert!(fires(
        &d,
        "max-members",
        "/houseConsignments/0/departureTransport"
    ));
    assert!(fires(
        &d,
        "identification-number-upper-case",
        "/houseConsignments/0/departureTransport/0/identificationNumber"
    ));
}
