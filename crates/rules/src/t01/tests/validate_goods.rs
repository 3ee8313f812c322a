//! Spec 5.9, the goods block, one test per clause: "CN code required, alphanumeric, max 10
//! (customs nomenclature code 4 to 10); description required max 512; quantity, unit, currency
//! and value required; amount value between 0 and 99999999999999.99; commodity code required,
//! max 8, min 4 (min 8 when an 8-digit code is needed); additional information code required;
//! text max 512."

use proptest::prelude::*;

use super::*;
use crate::t01::testing::{code, DeclarationBuilder as B};
use crate::t01::{AdditionalInfo, Goods};
use crate::values::Decimal;

/// A complete goods row.
fn complete() -> Goods {
    Goods {
        sequence: 1,
        taric_code: Some("22042110".into()),
        commodity_code: Some("22042110".into()),
        goods_description: Some("Wine".into()),
        amount_value: Some(Decimal::from_cents(10_000)),
        amount_currency: Some(code("EUR")),
        goods_quantity: Some(Decimal::from_cents(1_000)),
        measure_unit: Some(code("KGM")),
    }
}

/// [`B::valid_t1`] (destination UA, not in common transit) with one goods row.
fn goods(f: impl FnOnce(&mut Goods)) -> Declaration {
    let mut g = complete();
    f(&mut g);
    B::valid_t1().with(|d| d.goods = vec![g]).build()
}

/// The same, bound for a common-transit country (RO, through a transit office): no 8-digit
/// code is needed.
fn goods_to_common_transit(f: impl FnOnce(&mut Goods)) -> Declaration {
    let mut g = complete();
    f(&mut g);
    B::valid_t1()
        .destination("RO", true)
        .with_transit_office("RO100000")
        .with(|d| d.goods = vec![g])
        .build()
}

#[test]
fn a_complete_goods_block_breaks_no_rule() {
    assert_eq!(violations(&goods(|_| {})), vec![]);
    assert_eq!(violations(&goods_to_common_transit(|_| {})), vec![]);
}

#[test]
fn cn_code_description_quantity_unit_currency_value_and_commodity_code_required() {
    let doc = B::valid_t1()
        .with(|d| d.goods = vec![Goods::default()])
        .build();
    for field in [
        "taricCode",
        "commodityCode",
        "goodsDescription",
        "goodsQuantity",
        "measureUnit",
        "amountCurrency",
        "amountValue",
    ] {
        let path = format!("/goods/0/{field}");
        assert!(fires(&doc, "required", &path), "{field}");
        assert!(!fires(&goods(|_| {}), "required", &path), "{field}");
    }
}

#[test]
fn cn_code_alphanumeric_max_10_min_4() {
    for bad in ["220", "22042110001", "2204-21"] {
        let d = goods(|g| g.taric_code = Some(bad.into()));
        assert!(violations(&d).contains(&Violation::new(
            "/goods/0/taricCode",
            "cn-code-format",
            "CN code must be 4 to 10 letters or digits"
        )));
    }
    for ok in ["2204", "2204211000", "8703AB"] {
        let d = goods(|g| g.taric_code = Some(ok.into()));
        assert!(!fires_anywhere(&d, "cn-code-format"), "{ok}");
    }
}

#[test]
fn description_max_512() {
    let d = |n: usize| goods(|g| g.goods_description = Some("w".repeat(n)));
    assert!(fires(&d(513), "max-length", "/goods/0/goodsDescription"));
    assert!(!fires_anywhere(&d(512), "max-length"));
}

#[test]
fn quantity_not_negative() {
    let d = |cents: i64| goods(|g| g.goods_quantity = Some(Decimal::from_cents(cents)));
    assert!(fires(&d(-5), "not-negative", "/goods/0/goodsQuantity"));
    assert!(!fires_anywhere(&d(0), "not-negative"));
}

#[test]
fn amount_value_between_0_and_99999999999999_99() {
    let amount = |v: Decimal| goods(|g| g.amount_value = Some(v));
    for bad in [
        Decimal::from_cents(-1),
        Decimal::parse("100000000000000").unwrap(),
    ] {
        assert!(violations(&amount(bad)).contains(&Violation::new(
            "/goods/0/amountValue",
            "amount-range",
            "Amount must be from 0 to 99999999999999.99"
        )));
    }
    for ok in [Decimal::ZERO, Decimal::parse("99999999999999.99").unwrap()] {
        assert!(!fires_anywhere(&amount(ok), "amount-range"));
    }
}

#[test]
fn commodity_code_max_8_min_4() {
    let d = |c: &str| goods_to_common_transit(|g| g.commodity_code = Some(c.into()));
    for bad in ["220", "220421101", "2204A1"] {
        assert!(
            violations(&d(bad)).contains(&Violation::new(
                "/goods/0/commodityCode",
                "commodity-code-format",
                "Commodity code must be 4 to 8 digits"
            )),
            "{bad}"
        );
    }
    for ok in ["2204", "220421", "22042110"] {
        assert!(!fires_anywhere(&d(ok), "commodity-code-format"), "{ok}");
    }
}

#[test]
fn commodity_code_min_8_when_an_8_digit_code_is_needed() {
    // Bound for UA, not in common transit: the CN code is needed (4.4), so 8 digits.
    let d = |c: &str| goods(|g| g.commodity_code = Some(c.into()));
    assert!(violations(&d("220421")).contains(&Violation::new(
        "/goods/0/commodityCode",
        "commodity-code-format",
        "Commodity code must be 8 digits"
    )));
    assert!(!fires_anywhere(&d("22042110"), "commodity-code-format"));
    // Without a destination nothing says 8 digits are needed.
    let mut unknown = d("2204");
    unknown.destination_country = None;
    assert!(!fires_anywhere(&unknown, "commodity-code-format"));
}

fn info(code_: Option<&str>, text: Option<String>) -> Declaration {
    B::valid_t1()
        .with(|d| {
            d.additional_info = vec![AdditionalInfo {
                sequence: 1,
                code: code_.map(code),
                text,
            }]
        })
        .build()
}

#[test]
fn additional_information_code_required() {
    assert!(fires(
        &info(None, None),
        "required",
        "/additionalInfo/0/code"
    ));
    assert_eq!(violations(&info(Some("20100"), None)), vec![]);
}

#[test]
fn additional_information_text_max_512() {
    let d = |n: usize| info(Some("20100"), Some("t".repeat(n)));
    assert!(fires(&d(513), "max-length", "/additionalInfo/0/text"));
    assert_eq!(violations(&d(512)), vec![]);
}

proptest! {
    /// "max 8, min 4": any run of 4 to 8 digits is a commodity code where no 8-digit code
    /// is needed, and any shorter or longer one is not.
    #[test]
    fn any_commodity_code_of_4_to_8_digits_and_no_other_length(c in "[0-9]{0,12}") {
        let d = goods_to_common_transit(|g| g.commodity_code = Some(c.clone()));
        let fired = fires_anywhere(&d, "commodity-code-format");
        prop_assert_eq!(fired, !(4..=8).contains(&c.len()));
    }

    /// "min 8 when an 8-digit code is needed": then only 8 digits will do.
    #[test]
    fn any_commodity_code_but_8_digits_when_8_are_needed(c in "[0-9]{0,12}") {
        let d = goods(|g| g.commodity_code = Some(c.clone()));
        prop_assert_eq!(fires_anywhere(&d, "commodity-code-format"), c.len() != 8);
    }

    /// "CN code ... alphanumeric, max 10 (... 4 to 10)".
    #[test]
    fn any_cn_code_of_4_to_10_letters_or_digits_and_nothing_else(c in "[A-Za-z0-9 -]{0,12}") {
        let d = goods(|g| g.taric_code = Some(c.clone()));
        let ok = (4..=10).contains(&c.len()) && c.bytes().all(|b| b.is_ascii_alphanumeric());
        prop_assert_eq!(fires_anywhere(&d, "cn-code-format"), !ok);
    }
}
