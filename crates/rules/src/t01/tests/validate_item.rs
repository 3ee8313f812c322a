//! Spec 5.4, house items: masses, codes, description, UCR, declaration type, goods value and
//! packagings (with 5.6 packages).

use proptest::prelude::*;

use super::*;
use crate::t01::limits::MAX_PACKAGINGS_PER_ITEM;
use crate::t01::testing::{code, kilograms, package, DeclarationBuilder as B};
use crate::t01::HouseItem;
use crate::values::Decimal;

const ITEM: &str = "/houseConsignments/0/houseItems/0";

/// The valid declaration with its one item changed by `f`.
fn item_doc(f: impl FnOnce(&mut HouseItem)) -> Declaration {
    B::valid_t1()
        .with(|d| f(&mut d.house_consignments[0].house_items[0]))
        .build()
}

fn at(field: &str) -> String {
    format!("{ITEM}/{field}")
}

#[test]
fn net_mass_at_most_gross_mass() {
    // The item weighs 900 kg.
    let net = |kg: i64| item_doc(|i| i.net_mass = Some(kilograms(kg)));
    assert!(violations(&net(901)).contains(&Violation::new(
        at("netMass"),
        "net-mass-at-most-gross-mass",
        "Net mass must be less than or equal to the Gross mass"
    )));
    assert!(!fires_anywhere(&net(900), "net-mass-at-most-gross-mass"));
}

proptest! {
    #[test]
    fn net_mass_against_any_gross_mass(gross in 0i64..1_000_000, net in 0i64..1_000_000) {
        let d = item_doc(|i| {
            i.gross_mass = Some(Decimal::from_cents(gross));
            i.net_mass = Some(Decimal::from_cents(net));
        });
        prop_assert_eq!(fires_anywhere(&d, "net-mass-at-most-gross-mass"), net > gross);
    }
}

#[test]
fn masses_and_goods_value_are_not_negative() {
    let minus = Some(Decimal::from_cents(-1));
    let d = item_doc(|i| {
        i.gross_mass = minus;
        i.net_mass = minus;
        i.supp_unit = minus;
        i.statistical_value = minus;
        i.quantity1 = minus;
        i.quantity2 = minus;
        i.quantity3 = minus;
    });
    for field in [
        "grossMass",
        "netMass",
        "suppUnit",
        "statisticalValue",
        "quantity1",
        "quantity2",
        "quantity3",
    ] {
        assert!(
            violations(&d).contains(&Violation::new(
                at(field),
                "not-negative",
                "Must be 0 or more"
            )),
            "{field}"
        );
    }
    let zero = item_doc(|i| i.supp_unit = Some(Decimal::ZERO));
    assert!(!fires_anywhere(&zero, "not-negative"));
}

#[test]
fn item_decimals_16_6() {
    let d = item_doc(|i| i.supp_unit = Some(Decimal::from_micros(1)));
    assert!(!fires_anywhere(&d, "decimal-format"));
    let d = item_doc(|i| i.supp_unit = Some(Decimal::from_micros(10i128.pow(22))));
    assert!(fires(&d, "decimal-format", &at("suppUnit")));
}

#[test]
fn cus_code_format() {
    let cus = |c: &str| item_doc(|i| i.cus_code = Some(c.into()));
    assert!(violations(&cus("0010002_7")).contains(&Violation::new(
        at("cusCode"),
        "cus-code-format",
        "CUS code must be at most 9 letters, digits or dashes"
    )));
    assert!(fires(&cus("0010002-77"), "cus-code-format", &at("cusCode")));
    assert!(!fires_anywhere(&cus("0010002-7"), "cus-code-format"));
}

#[test]
fn cn_code_format() {
    // Not removed: the destination (UA) is not in common transit.
    let cn = |c: &str| item_doc(|i| i.cn_code = Some(c.into()));
    assert!(fires(&cn("100"), "cn-code-format", &at("cnCode")));
    assert!(fires(&cn("1-"), "cn-code-format", &at("cnCode")));
    assert!(!fires_anywhere(&cn("10"), "cn-code-format"));
}

#[test]
fn hs_code_exactly_6_digits() {
    let hs = |c: &str| item_doc(|i| i.hs_code = Some(c.into()));
    assert!(violations(&hs("08081")).contains(&Violation::new(
        at("hsCode"),
        "hs-code-format",
        "HS code must be exactly 6 digits"
    )));
    assert!(!fires_anywhere(&hs("080810"), "hs-code-format"));
}

proptest! {
    /// Any text that is not six ASCII digits is refused.
    #[test]
    fn hs_code_any_text(text in "\\PC{0,8}") {
        let d = item_doc(|i| i.hs_code = Some(text.clone()));
        let six_digits = text.len() == 6 && text.bytes().all(|b| b.is_ascii_digit());
        prop_assert_eq!(fires_anywhere(&d, "hs-code-format"), !six_digits);
    }
}

#[test]
fn goods_description_at_most_512_without_outer_spaces() {
    let description = |t: &str| item_doc(|i| i.goods_description = Some(t.into()));
    assert!(fires(
        &description(&"ă".repeat(513)),
        "max-length",
        &at("goodsDescription")
    ));
    assert!(!fires_anywhere(
        &description(&"ă".repeat(512)),
        "max-length"
    ));
    for spaced in [" Apples", "Apples ", "Apples\n"] {
        assert!(violations(&description(spaced)).contains(&Violation::new(
            at("goodsDescription"),
            "outer-space",
            "Must not start or end with a space"
        )));
    }
    assert!(!fires_anywhere(
        &description("Apples, fresh"),
        "outer-space"
    ));
}

#[test]
fn item_ucr_at_most_35_printable_characters() {
    let ucr = |u: &str| item_doc(|i| i.ucr_reference = Some(u.into()));
    assert!(fires(
        &ucr(&"9".repeat(36)),
        "ucr-format",
        &at("ucrReference")
    ));
    assert!(fires(&ucr("UCR\u{7}"), "ucr-format", &at("ucrReference")));
    assert!(!fires_anywhere(&ucr("UCR Ș 1"), "ucr-format"));
}

#[test]
fn item_declaration_type_at_most_5_characters() {
    // Under declaration type T an item has its own type.
    let typed = |t: &str| {
        B::valid_t1()
            .declaration_type("T")
            .with(|d| d.house_consignments[0].house_items[0].declaration_type = Some(code(t)))
            .build()
    };
    assert!(fires(
        &typed("T2SMXX"),
        "max-length",
        &at("declarationType")
    ));
    assert!(!fires(&typed("T2F"), "max-length", &at("declarationType")));
}

#[test]
fn packagings_at_most_99() {
    let packed = |n: usize| item_doc(|i| i.packagings = vec![package("OTHER"); n]);
    assert!(
        violations(&packed(MAX_PACKAGINGS_PER_ITEM + 1)).contains(&Violation::new(
            at("packagings"),
            "max-members",
            "The packagings can have at most 99 members"
        ))
    );
    assert!(!fires_anywhere(
        &packed(MAX_PACKAGINGS_PER_ITEM),
        "max-members"
    ));
}

#[test]
fn package_number_numeric_max_8_digits() {
    let number = |n: i64| item_doc(|i| i.packagings[0].package_number = Some(n));
    for bad in [-1, 100_000_000] {
        assert!(violations(&number(bad)).contains(&Violation::new(
            at("packagings/0/packageNumber"),
            "package-count-format",
            "Must be a whole number of at most 8 digits"
        )));
    }
    for ok in [0, 99_999_999] {
        assert!(!fires_anywhere(&number(ok), "package-count-format"));
    }
}

#[test]
fn shipping_mark_at_most_512() {
    let mark = |n: usize| item_doc(|i| i.packagings[0].shipping_mark = Some("m".repeat(n)));
    assert!(fires(
        &mark(513),
        "max-length",
        &at("packagings/0/shippingMark")
    ));
    assert!(!fires_anywhere(&mark(512), "max-length"));
}

#[test]
fn item_consignee_eori_format() {
    let d = item_doc(|i| i.consignee = Some(crate::t01::Party::new(Some("x"), None)));
    assert!(fires(&d, "eori-format", &at("consignee/EORINumber")));
}

#[test]
fn item_findings_are_capped_per_rule() {
    use crate::t01::rules::validate::report::MAX_FINDINGS_PER_RULE;
    let mut d = crate::t01::generate::generate(3, 2, 1_000);
    for house in &mut d.house_consignments {
        for item in &mut house.house_items {
            item.hs_code = Some("0808".into());
        }
    }
    let v: Vec<_> = violations(&d)
        .into_iter()
        .filter(|v| v.rule == "hs-code-format")
        .collect();
    assert_eq!(v.len(), MAX_FINDINGS_PER_RULE + 1);
    assert_eq!(
        v.last().unwrap(),
        &Violation::new(
            "",
            "hs-code-format",
            "1000 more violations of this rule are not listed"
        )
    );
    assert_eq!(v[0].path, format!("{ITEM}/hsCode"));
}
