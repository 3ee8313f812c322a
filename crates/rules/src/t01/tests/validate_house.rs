//! Spec 5.3, house consignments, and the 5.1 rules across them (at least one value differs
//! among several houses).

use proptest::prelude::*;

use super::*;
use crate::t01::limits::MAX_ITEMS_PER_HOUSE;
use crate::t01::testing::{code, country, house, item, kilograms, DeclarationBuilder as B};
use crate::t01::{HouseConsignment, Party};

fn doc(f: impl FnOnce(&mut Declaration)) -> Declaration {
    B::valid_t1().with(f).build()
}

/// A house of `items` items of 900 kg and a gross mass of `kg`.
fn house_of(items: usize, kg: i64) -> HouseConsignment {
    HouseConsignment {
        house_items: vec![item(); items],
        gross_mass: Some(kilograms(kg)),
        ..house()
    }
}

#[test]
fn consignment_gross_mass_must_be_at_least_the_sum_of_its_items() {
    let d = doc(|d| d.house_consignments = vec![house_of(2, 1_799)]);
    assert!(violations(&d).contains(&Violation::new(
        "/houseConsignments/0/grossMass",
        "consignment-gross-mass-at-least-items",
        "Consignment Gross mass must be greater than or equal to the sum of its Items Gross masses"
    )));
    let d = doc(|d| {
        d.house_consignments = vec![house_of(2, 1_800)];
        d.gross_mass = Some(kilograms(1_800));
    });
    assert!(!fires_anywhere(&d, "consignment-gross-mass-at-least-items"));
}

#[test]
fn consignment_gross_mass_rule_names_the_right_house() {
    let d = doc(|d| {
        d.house_consignments = vec![house_of(1, 900), house_of(1, 899)];
        d.house_consignments[1].dispatch_country = Some(country("UA", false));
        d.gross_mass = Some(kilograms(5_000));
    });
    let paths: Vec<_> = violations(&d)
        .into_iter()
        .filter(|v| v.rule == "consignment-gross-mass-at-least-items")
        .map(|v| v.path)
        .collect();
    assert_eq!(paths, vec!["/houseConsignments/1/grossMass"]);
}

proptest! {
    /// Any house mass below the sum of its items fires; any at or above it does not.
    #[test]
    fn consignment_gross_mass_against_any_items(items in 1usize..6, kg in 0i64..10_000) {
        let d = doc(|d| {
            d.house_consignments = vec![house_of(items, kg)];
            d.gross_mass = Some(kilograms(10_000));
        });
        let below = kg < 900 * items as i64;
        prop_assert_eq!(fires_anywhere(&d, "consignment-gross-mass-at-least-items"), below);
    }
}

#[test]
fn house_consignee_and_consignor_eori_format() {
    let d = doc(|d| {
        d.consignor = None;
        let h = &mut d.house_consignments[0];
        h.consignee = Some(Party::new(Some("ua 123"), None));
        h.consignor = Some(Party::new(Some("MD12345678901234567"), None));
    });
    for path in [
        "/houseConsignments/0/consignee/EORINumber",
        "/houseConsignments/0/consignor/EORINumber",
    ] {
        assert!(fires(&d, "eori-format", path), "{path}");
    }
    let d = doc(|d| {
        d.house_consignments[0].consignee = Some(Party::new(Some("UA123"), None));
    });
    assert!(!fires_anywhere(&d, "eori-format"));
}

#[test]
fn house_ucr_at_most_35_printable_characters() {
    let ucr = |u: &str| doc(|d| d.house_consignments[0].ucr_reference = Some(u.into()));
    for bad in ["U".repeat(36), "UCR\t1".into()] {
        assert!(violations(&ucr(&bad)).contains(&Violation::new(
            "/houseConsignments/0/ucrReference",
            "ucr-format",
            "UCR must be 1 to 35 printable characters"
        )));
    }
    assert!(!fires_anywhere(
        &ucr("6MD1003600000011-2026-0001"),
        "ucr-format"
    ));
}

#[test]
fn house_items_at_most_9999() {
    let d = |n: usize| {
        doc(|d| {
            let mut h = house_of(n, 900 * n as i64);
            for (i, it) in h.house_items.iter_mut().enumerate() {
                it.sequence = i as u32 + 1;
                it.dec_itm_nber = i as u32 + 1;
            }
            d.house_consignments = vec![h];
            d.gross_mass = Some(kilograms(900 * n as i64));
            d.total_items = Some(n as u32);
        })
    };
    assert!(fires(
        &d(MAX_ITEMS_PER_HOUSE + 1),
        "max-members",
        "/houseConsignments/0/houseItems"
    ));
    assert!(!fires_anywhere(&d(3), "max-members"));
}

/// Two houses that differ in every datum of 5.1, then `same` makes one datum equal.
fn two_houses(same: impl FnOnce(&mut [HouseConsignment])) -> Declaration {
    doc(|d| {
        d.declaration_type_security = Some(code("1"));
        d.consignor = None;
        let mut a = house();
        a.consignee = Some(Party::new(Some("UA1"), None));
        a.consignor = Some(Party::new(Some("MD2"), None));
        a.dispatch_country = Some(country("MD", false));
        a.payment_method = Some(code("A"));
        a.ucr_reference = Some("UCR-1".into());
        let mut b = house();
        b.sequence = 2;
        b.consignee = Some(Party::new(Some("UA3"), None));
        b.consignor = Some(Party::new(Some("MD4"), None));
        b.dispatch_country = Some(country("UA", false));
        b.payment_method = Some(code("B"));
        b.ucr_reference = Some("UCR-2".into());
        d.house_consignments = vec![a, b];
        same(&mut d.house_consignments);
        d.gross_mass = Some(kilograms(2_000));
    })
}

const DIFFER: [(&str, &str, &str); 5] = [
    (
        "houses-consignee-differs",
        "/houseConsignments/0/consignee/EORINumber",
        "At lest one consignee must be different from the others",
    ),
    (
        "houses-consignor-differs",
        "/houseConsignments/0/consignor/EORINumber",
        "At lest one consignor must be different from the others",
    ),
    (
        "houses-dispatch-country-differs",
        "/houseConsignments/0/dispatchCountry",
        "At lest one Country of Dispatch must be different from the others",
    ),
    (
        "houses-payment-method-differs",
        "/houseConsignments/0/paymentMethod",
        "At lest one Payment method must be different from the others",
    ),
    (
        "houses-ucr-differs",
        "/houseConsignments/0/ucrReference",
        "At lest one UCR must be different from the others",
    ),
];

fn fired(d: &Declaration) -> Vec<&'static str> {
    let v = violations(d);
    DIFFER
        .iter()
        .filter(|(rule, path, message)| v.contains(&Violation::new(*path, *rule, *message)))
        .map(|(rule, _, _)| *rule)
        .collect()
}

#[test]
fn houses_that_differ_in_everything_break_none() {
    assert_eq!(fired(&two_houses(|_| {})), Vec::<&str>::new());
}

#[test]
fn at_least_one_consignee_must_be_different() {
    let d = two_houses(|h| h[1].consignee = h[0].consignee.clone());
    assert_eq!(fired(&d), vec!["houses-consignee-differs"]);
}

#[test]
fn at_least_one_consignor_must_be_different() {
    let d = two_houses(|h| h[1].consignor = h[0].consignor.clone());
    assert_eq!(fired(&d), vec!["houses-consignor-differs"]);
}

#[test]
fn at_least_one_country_of_dispatch_must_be_different() {
    let d = two_houses(|h| h[1].dispatch_country = h[0].dispatch_country.clone());
    assert_eq!(fired(&d), vec!["houses-dispatch-country-differs"]);
}

#[test]
fn at_least_one_payment_method_must_be_different() {
    let d = two_houses(|h| h[1].payment_method = h[0].payment_method.clone());
    assert_eq!(fired(&d), vec!["houses-payment-method-differs"]);
}

#[test]
fn at_least_one_ucr_must_be_different() {
    let d = two_houses(|h| h[1].ucr_reference = h[0].ucr_reference.clone());
    assert_eq!(fired(&d), vec!["houses-ucr-differs"]);
}

#[test]
fn values_held_by_no_house_are_not_repeats() {
    // The master holds them (4.4): no house has them, so none can differ.
    let d = two_houses(|h| {
        for house in h {
            house.consignee = None;
            house.ucr_reference = None;
        }
    });
    assert_eq!(fired(&d), Vec::<&str>::new());
}

#[test]
fn a_single_house_has_nothing_to_differ_from() {
    let d = two_houses(|h| h[1] = h[0].clone());
    assert_eq!(fired(&d).len(), 5);
    let one = doc(|d| d.house_consignments[0].ucr_reference = Some("UCR-1".into()));
    assert_eq!(fired(&one), Vec::<&str>::new());
}

proptest! {
    /// With any number of houses, the rule fires exactly when all hold the same UCR.
    #[test]
    fn ucr_differs_among_any_houses(ucrs in prop::collection::vec(0u8..3, 2..6)) {
        let d = doc(|d| {
            d.house_consignments = ucrs
                .iter()
                .map(|u| HouseConsignment {
                    ucr_reference: Some(format!("UCR-{u}")),
                    ..house()
                })
                .collect();
            d.gross_mass = Some(kilograms(10_000));
        });
        let same = ucrs.iter().all(|u| *u == ucrs[0]);
        prop_assert_eq!(fires_anywhere(&d, "houses-ucr-differs"), same);
    }
}
