//! Spec 5.6, the location of goods: per-qualifier formats and the coordinate ranges.

use proptest::prelude::*;

use super::*;
use crate::t01::testing::{code, country, DeclarationBuilder as B};
use crate::t01::{Address, Gnss, GoodsLocation, Party};
use crate::values::Decimal;

fn located(l: GoodsLocation) -> Declaration {
    B::valid_t1().with(|d| d.goods_location = Some(l)).build()
}

fn qualified(q: &str) -> GoodsLocation {
    GoodsLocation {
        location_type: Some(code("B")),
        qualifier: Some(code(q)),
        ..GoodsLocation::default()
    }
}

fn coordinates(latitude: Decimal, longitude: Decimal) -> Declaration {
    located(GoodsLocation {
        ngss: Some(Gnss {
            latitude: Some(latitude),
            longitude: Some(longitude),
        }),
        ..qualified("W")
    })
}

fn degrees(micros: i64) -> Decimal {
    Decimal::from_micros(i128::from(micros))
}

#[test]
fn latitude_from_minus_90_to_90() {
    let d = coordinates(degrees(90_000_001), degrees(0));
    assert!(violations(&d).contains(&Violation::new(
        "/goodsLocation/ngss/latitude",
        "latitude-range",
        "Latitude must be from -90 to 90"
    )));
    assert!(!fires_anywhere(
        &coordinates(degrees(-90_000_000), degrees(0)),
        "latitude-range"
    ));
}

#[test]
fn longitude_from_minus_180_to_180() {
    let d = coordinates(degrees(0), degrees(-180_000_001));
    assert!(violations(&d).contains(&Violation::new(
        "/goodsLocation/ngss/longitude",
        "longitude-range",
        "Longitude must be from -180 to 180"
    )));
    assert!(!fires_anywhere(
        &coordinates(degrees(0), degrees(180_000_000)),
        "longitude-range"
    ));
}

proptest! {
    /// Any coordinate inside the ranges passes; any outside fires.
    #[test]
    fn coordinates_in_any_range(lat in -200_000_000i64..200_000_000, long in -400_000_000i64..400_000_000) {
        let d = coordinates(degrees(lat), degrees(long));
        prop_assert_eq!(fires_anywhere(&d, "latitude-range"), lat.abs() > 90_000_000);
        prop_assert_eq!(fires_anywhere(&d, "longitude-range"), long.abs() > 180_000_000);
    }
}

#[test]
fn authorisation_number_letters_and_digits_max_35() {
    let y = |n: &str, id: &str| {
        located(GoodsLocation {
            authorization_number: Some(n.into()),
            additional_identifier: Some(id.into()),
            ..qualified("Y")
        })
    };
    assert_eq!(violations(&y("C521MD0000000001", "0001")), vec![]);
    assert!(fires(
        &y("C521-MD", "0001"),
        "alphanumeric-format",
        "/goodsLocation/authorizationNumber"
    ));
    assert!(fires(
        &y(&"A".repeat(36), "0001"),
        "alphanumeric-format",
        "/goodsLocation/authorizationNumber"
    ));
    assert!(violations(&y("C521MD1", "00001")).contains(&Violation::new(
        "/goodsLocation/additionalIdentifier",
        "alphanumeric-format",
        "Must be at most 4 letters or digits"
    )));
}

#[test]
fn economic_operator_eori_format() {
    let x = |eori: &str| {
        located(GoodsLocation {
            economic_operator: Some(Party::new(Some(eori), None)),
            ..qualified("X")
        })
    };
    assert!(fires(
        &x("md-1"),
        "eori-format",
        "/goodsLocation/economicOperator/EORINumber"
    ));
    assert!(!fires_anywhere(&x("MD1000000000001"), "eori-format"));
}

#[test]
fn location_address_formats() {
    let z = |postcode: &str, house: &str| {
        located(GoodsLocation {
            address: Some(Address {
                name: None,
                street_number: Some("Strada Unirii 1".into()),
                postcode: Some(postcode.into()),
                city: Some("Chișinău".into()),
                house_number: Some(house.into()),
                country: Some(country("MD", false)),
            }),
            ..qualified("Z")
        })
    };
    assert_eq!(violations(&z("2001", "12")), vec![]);
    assert!(fires(
        &z("MD 2001", "12"),
        "postcode-format",
        "/goodsLocation/address/postcode"
    ));
    assert!(fires(
        &z("2001", &"9".repeat(18)),
        "max-length",
        "/goodsLocation/address/houseNumber"
    ));
}
