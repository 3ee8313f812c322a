//! Spec 5.2, the master consignment: UCR, gross mass against the houses', parties that must
//! not be the holder, party addresses, routing countries, supply chain actors and the number
//! of house consignments (section 9).

use super::*;
use crate::t01::limits::{MAX_HOUSE_CONSIGNMENTS, MAX_SUPPLY_CHAIN_ACTORS};
use crate::t01::testing::{country, house, item, kilograms, DeclarationBuilder as B};
use crate::t01::{Address, Party, RoutingCountry, SupplyChainActor};
use crate::values::Decimal;

fn doc(f: impl FnOnce(&mut Declaration)) -> Declaration {
    B::valid_t1().with(f).build()
}

#[test]
fn master_ucr_at_most_35_characters() {
    let ucr = |n: usize| doc(|d| d.ucr_reference = Some("U".repeat(n)));
    assert!(fires(&ucr(36), "max-length", "/ucrReference"));
    assert!(!fires(&ucr(35), "max-length", "/ucrReference"));
}

#[test]
fn master_gross_mass_must_be_at_least_the_sum_of_the_houses() {
    // Two houses of 1000 kg each.
    let with_mass = |kg: i64| {
        doc(|d| {
            d.house_consignments.push(house());
            d.gross_mass = Some(kilograms(kg));
        })
    };
    let v = violations(&with_mass(1_999));
    assert!(v.contains(&Violation::new(
        "/grossMass",
        "gross-mass-at-least-houses",
        "Gross mass must be greater than or equal to the sum of the House Consignments Gross masses"
    )));
    assert!(!fires_anywhere(
        &with_mass(2_000),
        "gross-mass-at-least-houses"
    ));
    // Houses without a mass are not summed (their own rule asks for it).
    let massless = doc(|d| d.house_consignments[0].gross_mass = None);
    assert!(!fires_anywhere(&massless, "gross-mass-at-least-houses"));
}

#[test]
fn master_gross_mass_not_negative() {
    let d = doc(|d| d.gross_mass = Some(Decimal::from_cents(-1)));
    assert!(fires(&d, "not-negative", "/grossMass"));
    assert!(!fires_anywhere(&B::valid_t1().build(), "not-negative"));
}

#[test]
fn master_gross_mass_decimal_16_6() {
    // A value built in code can exceed what a parsed document holds.
    let d = doc(|d| d.gross_mass = Some(Decimal::from_micros(10i128.pow(22))));
    assert!(fires(&d, "decimal-format", "/grossMass"));
    let d = doc(|d| d.gross_mass = Some(Decimal::parse("9999999999.999999").unwrap()));
    assert!(!fires(&d, "decimal-format", "/grossMass"));
}

#[test]
fn consignor_must_not_be_the_holder() {
    let holder = B::valid_t1().build().applicant.unwrap();
    let d = doc(|d| d.consignor = Some(holder));
    assert!(violations(&d).contains(&Violation::new(
        "/consignor/EORINumber",
        "consignor-not-holder",
        "Consignor must be different from the Holder of the transit procedure"
    )));
    assert!(!fires_anywhere(
        &B::valid_t1().build(),
        "consignor-not-holder"
    ));
}

#[test]
fn carrier_must_not_be_the_holder() {
    let holder = B::valid_t1().build().applicant.unwrap();
    let d = doc(|d| d.carrier = Some(holder));
    assert!(fires(&d, "carrier-not-holder", "/carrier/EORINumber"));
    let other = doc(|d| d.carrier = Some(Party::new(Some("RO12345678"), Some("Trans SRL"))));
    assert!(!fires_anywhere(&other, "carrier-not-holder"));
}

#[test]
fn carrier_eori_format() {
    let d = doc(|d| d.carrier = Some(Party::new(Some("ro-123"), None)));
    assert!(fires(&d, "eori-format", "/carrier/EORINumber"));
    let d = doc(|d| d.carrier = Some(Party::new(Some("RO123"), None)));
    assert!(!fires_anywhere(&d, "eori-format"));
}

fn address() -> Address {
    Address {
        name: None,
        street_number: Some("Strada Unirii 12".into()),
        postcode: Some("2001".into()),
        city: Some("Chișinău".into()),
        house_number: None,
        country: Some(country("MD", false)),
    }
}

#[test]
fn address_formats() {
    let with = |f: fn(&mut Address)| {
        doc(|d| {
            let mut a = address();
            f(&mut a);
            d.consignee.as_mut().unwrap().address = Some(a);
        })
    };
    assert!(violations(&with(|_| {})).is_empty());
    let long_street = with(|a| a.street_number = Some("s".repeat(71)));
    assert!(fires(
        &long_street,
        "max-length",
        "/consignee/address/streetNumber"
    ));
    let postcode = with(|a| a.postcode = Some("MD-2001".into()));
    assert!(violations(&postcode).contains(&Violation::new(
        "/consignee/address/postcode",
        "postcode-format",
        "Postcode must be at most 17 letters or digits"
    )));
    let city = with(|a| a.city = Some("c".repeat(36)));
    assert!(fires(&city, "max-length", "/consignee/address/city"));
    let house_number = with(|a| a.house_number = Some("9".repeat(18)));
    assert!(fires(
        &house_number,
        "max-length",
        "/consignee/address/houseNumber"
    ));
}

fn routing(country: crate::values::CountryRef) -> RoutingCountry {
    RoutingCountry {
        sequence: 1,
        country: Some(country),
    }
}

#[test]
fn routing_country_must_be_an_ncts_country() {
    let flagged = |ncts: Option<bool>| {
        doc(|d| {
            let mut c = country("GE", false);
            c.country_ncts = ncts;
            d.routing_countries = vec![routing(c)];
        })
    };
    assert!(violations(&flagged(Some(false))).contains(&Violation::new(
        "/routingCountries/0/country",
        "routing-country-choice",
        "A routing country must be an NCTS country"
    )));
    assert!(!fires_anywhere(
        &flagged(Some(true)),
        "routing-country-choice"
    ));
    // Without the catalog flag, nothing is judged.
    assert!(!fires_anywhere(&flagged(None), "routing-country-choice"));
}

#[test]
fn routing_country_for_tir_must_be_a_community_transit_country() {
    let tir = |community: bool| {
        B::valid_t1()
            .tir()
            .with(|d| {
                let mut c = country("UA", false);
                c.country_ncts = Some(true);
                c.community_transit = Some(community);
                d.routing_countries = vec![routing(c)];
            })
            .build()
    };
    let v = violations(&tir(false));
    assert!(v.contains(&Violation::new(
        "/routingCountries/0/country",
        "routing-country-choice",
        "For TIR a routing country must be a Community transit country"
    )));
    assert!(!fires_anywhere(&tir(true), "routing-country-choice"));
}

fn actor(eori: &str) -> SupplyChainActor {
    SupplyChainActor {
        sequence: 1,
        actor: Some(Party::new(Some(eori), Some("Forwarder SRL"))),
        role: Some(crate::t01::testing::code("FW")),
    }
}

#[test]
fn supply_chain_actor_eori_format() {
    let d = doc(|d| d.chain_add_actors = vec![actor("MD1"), actor("md 1")]);
    assert!(fires(
        &d,
        "eori-format",
        "/chainAddActors/1/actor/EORINumber"
    ));
    assert!(!fires(
        &d,
        "eori-format",
        "/chainAddActors/0/actor/EORINumber"
    ));
}

#[test]
fn supply_chain_actors_at_most_99() {
    let d = |n: usize| doc(|d| d.chain_add_actors = vec![actor("MD1"); n]);
    assert!(
        violations(&d(MAX_SUPPLY_CHAIN_ACTORS + 1)).contains(&Violation::new(
            "/chainAddActors",
            "max-members",
            "The chainAddActors can have at most 99 members"
        ))
    );
    assert!(!fires_anywhere(&d(MAX_SUPPLY_CHAIN_ACTORS), "max-members"));
}

/// Houses that each hold one item and differ where spec 5.1 asks them to.
fn houses(n: usize) -> Declaration {
    doc(|d| {
        d.house_consignments = (0..n)
            .map(|h| {
                let mut house = house();
                house.sequence = h as u32 + 1;
                house.house_items = vec![item()];
                house
            })
            .collect();
        d.gross_mass = Some(kilograms(1_000 * n as i64));
    })
}

#[test]
fn house_consignments_at_most_999() {
    assert!(fires(
        &houses(MAX_HOUSE_CONSIGNMENTS + 1),
        "max-members",
        "/houseConsignments"
    ));
    assert!(!fires_anywhere(&houses(3), "max-members"));
}

#[test]
fn house_consignments_at_most_1_in_tp_mode() {
    let mut two = houses(2);
    two.in_tp_mode = Some(true);
    assert!(violations(&two).contains(&Violation::new(
        "/houseConsignments",
        "max-members",
        "The houseConsignments can have at most 1 members"
    )));
    let mut one = houses(1);
    one.in_tp_mode = Some(true);
    assert!(!fires_anywhere(&one, "max-members"));
}
