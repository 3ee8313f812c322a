//! Spec 5.5 and the guarantee part of 5.1.

use super::*;
use crate::t01::testing::DeclarationBuilder as B;
use crate::values::{Decimal, GuaranteeTypeRef};

const REF0: &str = "/guarantees/0/guaranteeReferences/0";

#[test]
fn tir_allows_only_guarantee_type_b() {
    let doc = B::valid_t1().tir().with_guarantee("1").build();
    let v = violations(&doc);
    assert!(v.contains(&Violation::new(
        "/guarantees/0/type",
        "tir-guarantee-type-b",
        "TIR transit can have only Guarantee type B"
    )));
    assert_eq!(
        T01::choices(&doc, &ctx())["/guarantees/0/type"].only,
        Some(vec!["B".to_owned()])
    );
}

#[test]
fn non_tir_allows_any_guarantee_type() {
    for t in ["0", "1", "2", "3", "4", "5", "8", "9", "A", "B"] {
        let doc = B::valid_t1().with_guarantee(t).build();
        assert!(!fires_anywhere(&doc, "tir-guarantee-type-b"), "{t}");
        assert!(!T01::choices(&doc, &ctx()).contains_key("/guarantees/0/type"));
    }
}

#[test]
fn guarantee_type_required() {
    let doc = B::valid_t1()
        .with(|d| d.guarantees[0].r#type = None)
        .build();
    assert!(fires(&doc, "required", "/guarantees/0/type"));
}

#[test]
fn other_reference_required_for_type_8() {
    let doc = B::valid_t1()
        .with_guarantee("8")
        .with(|d| d.guarantees[0].reference_number = None)
        .build();
    assert!(fires(&doc, "required", "/guarantees/0/referenceNumber"));
    assert!(!fires_anywhere(
        &B::valid_t1().with_guarantee("8").build(),
        "required"
    ));
}

#[test]
fn other_reference_optional_for_type_3() {
    let doc = B::valid_t1().with_guarantee("3").build();
    assert_eq!(
        presence(&doc, "/guarantees/0/referenceNumber"),
        Presence::Optional
    );
    assert!(violations(&doc).is_empty(), "{:?}", violations(&doc));
}

#[test]
fn other_reference_not_allowed_unless_type_8_or_3() {
    let doc = B::valid_t1()
        .with(|d| d.guarantees[0].reference_number = Some("X".into()))
        .build();
    assert!(fires(&doc, "not-allowed", "/guarantees/0/referenceNumber"));
}

#[test]
fn other_reference_at_most_35_characters() {
    let doc = B::valid_t1()
        .with_guarantee("8")
        .with(|d| d.guarantees[0].reference_number = Some("Ă".repeat(36)))
        .build();
    assert!(fires(&doc, "max-length", "/guarantees/0/referenceNumber"));
    let doc = B::valid_t1()
        .with_guarantee("8")
        .with(|d| d.guarantees[0].reference_number = Some("Ă".repeat(35)))
        .build();
    assert!(!fires_anywhere(&doc, "max-length"));
}

#[test]
fn guarantee_references_only_when_the_type_has_with_rfc() {
    let doc = B::valid_t1()
        .with_guarantee("A")
        .with(|d| {
            d.guarantees[0].guarantee_references = B::valid_t1().build().guarantees[0]
                .guarantee_references
                .clone()
        })
        .build();
    assert!(fires(
        &doc,
        "not-allowed",
        "/guarantees/0/guaranteeReferences"
    ));
    let doc = B::valid_t1()
        .with(|d| d.guarantees[0].guarantee_references.clear())
        .build();
    assert!(fires(
        &doc,
        "at-least-one-member",
        "/guarantees/0/guaranteeReferences"
    ));
}

#[test]
fn flags_in_the_document_win_over_the_code_list() {
    let doc = B::valid_t1()
        .with(|d| {
            d.guarantees[0].r#type = Some(GuaranteeTypeRef {
                with_rfc: Some(false),
                ..GuaranteeTypeRef::new("1")
            })
        })
        .build();
    assert!(fires(
        &doc,
        "not-allowed",
        "/guarantees/0/guaranteeReferences"
    ));
}

#[test]
fn grn_and_access_code_only_when_the_type_has_with_grn() {
    let doc = B::valid_t1().with_guarantee("5").with(|d| {
        d.guarantees[0].guarantee_references[0].grn = Some("24GB0000010000295".into());
        d.guarantees[0].guarantee_references[0].access_code = Some("X9X9".into());
    });
    assert!(fires(
        &doc.clone().build(),
        "not-allowed",
        &format!("{REF0}/grn")
    ));
    assert!(fires(
        &doc.build(),
        "not-allowed",
        &format!("{REF0}/accessCode")
    ));
}

#[test]
fn grn_and_access_code_required_when_the_type_has_with_grn() {
    let doc = B::valid_t1().with(|d| {
        d.guarantees[0].guarantee_references[0].grn = None;
        d.guarantees[0].guarantee_references[0].access_code = None;
    });
    assert!(fires(
        &doc.clone().build(),
        "required",
        &format!("{REF0}/grn")
    ));
    assert!(fires(
        &doc.build(),
        "required",
        &format!("{REF0}/accessCode")
    ));
}

#[test]
fn covered_amount_and_currency_required() {
    let doc = B::valid_t1()
        .with(|d| {
            d.guarantees[0].guarantee_references[0].covered_amount = None;
            d.guarantees[0].guarantee_references[0].currency = None;
        })
        .build();
    assert!(fires(&doc, "required", &format!("{REF0}/coveredAmount")));
    assert!(fires(&doc, "required", &format!("{REF0}/currency")));
}

#[test]
fn grn_length_is_24_for_type_4() {
    let doc = B::valid_t1()
        .with_guarantee("4")
        .with(|d| d.guarantees[0].guarantee_references[0].grn = Some("24GB0000010000295".into()))
        .build();
    assert!(fires(&doc, "grn-length", &format!("{REF0}/grn")));
    assert!(!fires_anywhere(
        &B::valid_t1().with_guarantee("4").build(),
        "grn-length"
    ));
}

#[test]
fn grn_length_is_17_for_other_types() {
    let doc = B::valid_t1()
        .with(|d| {
            d.guarantees[0].guarantee_references[0].grn = Some("24GB0000010000295A123456".into())
        })
        .build();
    assert!(fires(&doc, "grn-length", &format!("{REF0}/grn")));
    assert!(!fires_anywhere(&B::valid_t1().build(), "grn-length"));
}

#[test]
fn grn_format_checks_pattern_and_check_digit() {
    let doc = B::valid_t1()
        .with(|d| d.guarantees[0].guarantee_references[0].grn = Some("01GB1234567890120".into()))
        .build();
    assert!(fires(&doc, "grn-format", &format!("{REF0}/grn")));
    assert!(!fires_anywhere(&B::valid_t1().build(), "grn-format"));
}

#[test]
fn access_code_format_is_exactly_4_letters_or_digits() {
    let doc = B::valid_t1()
        .with(|d| d.guarantees[0].guarantee_references[0].access_code = Some("12 4".into()))
        .build();
    assert!(fires(
        &doc,
        "access-code-format",
        &format!("{REF0}/accessCode")
    ));
    assert!(!fires_anywhere(
        &B::valid_t1().build(),
        "access-code-format"
    ));
}

#[test]
fn covered_amount_minimum_is_0() {
    let amount = |a: &str| {
        let a = Decimal::parse(a).unwrap();
        B::valid_t1()
            .with(move |d| d.guarantees[0].guarantee_references[0].covered_amount = Some(a))
            .build()
    };
    assert!(fires(
        &amount("-0.01"),
        "covered-amount-minimum",
        &format!("{REF0}/coveredAmount")
    ));
    assert!(!fires_anywhere(&amount("0"), "covered-amount-minimum"));
}

#[test]
fn amount_format_is_at_most_16_digits_with_2_decimals() {
    let amount = |a: &str| {
        let a = Decimal::parse(a).unwrap();
        B::valid_t1()
            .with(move |d| d.guarantees[0].guarantee_references[0].covered_amount = Some(a))
            .build()
    };
    assert!(fires_anywhere(&amount("1.001"), "amount-format"));
    assert!(fires_anywhere(&amount("999999999999999"), "amount-format"));
    assert!(!fires_anywhere(
        &amount("99999999999999.99"),
        "amount-format"
    ));
}

#[test]
fn guarantee_references_at_most_99() {
    let doc = B::valid_t1().with(|d| {
        let r = d.guarantees[0].guarantee_references[0].clone();
        d.guarantees[0].guarantee_references = vec![r; 100];
    });
    assert!(fires(
        &doc.build(),
        "max-members",
        "/guarantees/0/guaranteeReferences"
    ));
}

proptest::proptest! {
    /// "guaranteeReference max 24" (9 "guarantee reference 24"): whatever the guarantee type,
    /// a GRN longer than 24 characters is refused; the longest a type allows, 24 for type 4,
    /// passes (`grn_length_is_24_for_type_4`).
    #[test]
    fn guarantee_reference_max_24(
        type_code in proptest::sample::select(vec!["0", "1", "2", "4", "9"]),
        extra in 1usize..10,
    ) {
        let doc = B::valid_t1()
            .with_guarantee(type_code)
            .with(|d| {
                d.guarantees[0].guarantee_references[0].grn =
                    Some(format!("24GB0000010000295A123456{}", "7".repeat(extra)))
            })
            .build();
        let grn = format!("{REF0}/grn");
        proptest::prop_assert!(fires(&doc, "grn-length", &grn));
    }
}
