//! Spec 5.6 documents (at every level) and 5.9 additional information: formats, lengths and
//! the uniqueness of a reference within its list (spec 8).

use proptest::prelude::*;

use super::*;
use crate::t01::testing::{code, DeclarationBuilder as B};
use crate::t01::{AdditionalInfo, Document};
use crate::values::Decimal;

/// A document of an item's previous documents (the list that holds every field).
fn document(reference: &str) -> Document {
    Document {
        sequence: 1,
        doc_type: Some(code("N821")),
        reference: Some(reference.into()),
        pack_type: Some(code("CT")),
        no_of_pack: Some(10),
        quantity: Some(Decimal::from_cents(100)),
        msr_qualifier: Some(code("KGM")),
        complement: Some("Ref. 1".into()),
        ..Document::default()
    }
}

const PREVIOUS: &str = "/houseConsignments/0/houseItems/0/previousDoc";

/// The valid declaration with these previous documents on its item.
fn with_previous(docs: Vec<Document>) -> Declaration {
    B::valid_t1()
        .with(|d| d.house_consignments[0].house_items[0].previous_doc = docs)
        .build()
}

fn changed(f: impl FnOnce(&mut Document)) -> Declaration {
    let mut d = document("EXP-2026-0000001");
    f(&mut d);
    with_previous(vec![d])
}

#[test]
fn a_complete_document_breaks_no_rule() {
    assert_eq!(violations(&with_previous(vec![document("EXP-1")])), vec![]);
}

#[test]
fn document_reference_unique_within_its_list() {
    let d = with_previous(vec![
        document("EXP-1"),
        document("EXP-2"),
        document("EXP-1"),
    ]);
    let v: Vec<_> = violations(&d)
        .into_iter()
        .filter(|v| v.rule == "document-reference-unique")
        .collect();
    assert_eq!(
        v,
        vec![Violation::new(
            format!("{PREVIOUS}/2/reference"),
            "document-reference-unique",
            "Document Reference must be unique"
        )]
    );
    let d = with_previous(vec![document("EXP-1"), document("EXP-2")]);
    assert!(!fires_anywhere(&d, "document-reference-unique"));
}

#[test]
fn the_same_reference_in_another_list_is_not_a_repeat() {
    let d = B::valid_t1()
        .with(|d| {
            let item = &mut d.house_consignments[0].house_items[0];
            item.previous_doc = vec![document("REF-1")];
            item.transport_doc = vec![Document {
                sequence: 1,
                doc_type: Some(code("N730")),
                reference: Some("REF-1".into()),
                ..Document::default()
            }];
        })
        .build();
    assert!(!fires_anywhere(&d, "document-reference-unique"));
}

#[test]
fn document_reference_unique_in_a_long_list() {
    // Past 32 rows the references are sorted rather than compared pair by pair.
    let mut docs: Vec<_> = (0..100).map(|i| document(&format!("R{i}"))).collect();
    docs[70].reference = Some("R5".into());
    docs[90].reference = Some("R5".into());
    docs[99].reference = Some("R42".into());
    let paths: Vec<_> = violations(&with_previous(docs))
        .into_iter()
        .filter(|v| v.rule == "document-reference-unique")
        .map(|v| v.path)
        .collect();
    assert_eq!(
        paths,
        [70, 90, 99].map(|i| format!("{PREVIOUS}/{i}/reference"))
    );
}

proptest! {
    /// In any list, a reference fires exactly where it repeats an earlier row's.
    #[test]
    fn document_reference_repeats_anywhere(refs in prop::collection::vec(0u8..40, 1..60)) {
        let docs = refs.iter().map(|r| document(&format!("R{r}"))).collect();
        let fired: Vec<String> = violations(&with_previous(docs))
            .into_iter()
            .filter(|v| v.rule == "document-reference-unique")
            .map(|v| v.path)
            .collect();
        let expected: Vec<String> = (0..refs.len())
            .filter(|&i| refs[..i].contains(&refs[i]))
            .map(|i| format!("{PREVIOUS}/{i}/reference"))
            .collect();
        prop_assert_eq!(fired, expected);
    }
}

#[test]
fn document_reference_at_most_70_without_outer_spaces() {
    let long = changed(|d| d.reference = Some("r".repeat(71)));
    assert!(fires(
        &long,
        "max-length",
        &format!("{PREVIOUS}/0/reference")
    ));
    let spaced = changed(|d| d.reference = Some(" EXP-1".into()));
    assert!(fires(
        &spaced,
        "outer-space",
        &format!("{PREVIOUS}/0/reference")
    ));
    let ok = changed(|d| d.reference = Some("r".repeat(70)));
    assert!(!fires_anywhere(&ok, "max-length") && !fires_anywhere(&ok, "outer-space"));
}

#[test]
fn doc_type_letters_and_digits_max_4() {
    let t = |c: &str| changed(|d| d.doc_type = Some(code(c)));
    for bad in ["N8301", "N-83"] {
        assert!(violations(&t(bad)).contains(&Violation::new(
            format!("{PREVIOUS}/0/docType"),
            "alphanumeric-format",
            "Must be at most 4 letters or digits"
        )));
    }
    assert!(!fires_anywhere(&t("N821"), "alphanumeric-format"));
}

#[test]
fn msr_qualifier_letters_and_digits_max_4() {
    let q = |c: &str| changed(|d| d.msr_qualifier = Some(code(c)));
    assert!(fires(
        &q("KGM/1"),
        "alphanumeric-format",
        &format!("{PREVIOUS}/0/msrQualifier")
    ));
    assert!(!fires_anywhere(&q("KGM"), "alphanumeric-format"));
}

#[test]
fn pack_type_letters_and_digits_max_2() {
    let p = |c: &str| changed(|d| d.pack_type = Some(code(c)));
    assert!(fires(
        &p("CTN"),
        "alphanumeric-format",
        &format!("{PREVIOUS}/0/packType")
    ));
    assert!(!fires_anywhere(&p("CT"), "alphanumeric-format"));
}

#[test]
fn complement_at_most_35() {
    let c = |n: usize| changed(|d| d.complement = Some("c".repeat(n)));
    assert!(fires(
        &c(36),
        "max-length",
        &format!("{PREVIOUS}/0/complement")
    ));
    assert!(!fires_anywhere(&c(35), "max-length"));
}

#[test]
fn document_quantity_not_negative() {
    let q = |cents: i64| changed(|d| d.quantity = Some(Decimal::from_cents(cents)));
    assert!(fires(
        &q(-1),
        "not-negative",
        &format!("{PREVIOUS}/0/quantity")
    ));
    assert!(!fires_anywhere(&q(0), "not-negative"));
}

#[test]
fn number_of_packages_numeric_max_8() {
    let n = |n: i64| changed(|d| d.no_of_pack = Some(n));
    assert!(fires(
        &n(100_000_000),
        "package-count-format",
        &format!("{PREVIOUS}/0/noOfPack")
    ));
    assert!(fires(
        &n(-1),
        "package-count-format",
        &format!("{PREVIOUS}/0/noOfPack")
    ));
    assert!(!fires_anywhere(&n(99_999_999), "package-count-format"));
}

#[test]
fn item_number_not_negative() {
    // A supporting document carries the line item number.
    let supporting = |n: i64| {
        B::valid_t1()
            .with(|d| {
                d.supporting_doc = vec![Document {
                    sequence: 1,
                    doc_type: Some(code("N003")),
                    reference: Some("SUP-1".into()),
                    itm_nber: Some(n),
                    ..Document::default()
                }]
            })
            .build()
    };
    assert!(fires(
        &supporting(-1),
        "not-negative",
        "/supportingDoc/0/itmNber"
    ));
    assert!(!fires_anywhere(&supporting(1), "not-negative"));
}

#[test]
fn additional_information_text_at_most_512() {
    let info = |n: usize| {
        B::valid_t1()
            .with(|d| {
                d.house_consignments[0].additional_info = vec![AdditionalInfo {
                    sequence: 1,
                    code: Some(code("00200")),
                    text: Some("t".repeat(n)),
                }]
            })
            .build()
    };
    assert!(fires(
        &info(513),
        "max-length",
        "/houseConsignments/0/additionalInfo/0/text"
    ));
    assert!(!fires_anywhere(&info(512), "max-length"));
}
