//! Property tests where the spec quantifies ("any other type", "unless 2 or 3"), plus
//! idempotence of normalise and the JSON round trip over random headers.

use proptest::prelude::*;

use super::*;
use crate::t01::testing::{code, country, DeclarationBuilder as B};
use crate::t01::{Contact, Dispatch};
use crate::values::{CodeRef, GuaranteeTypeRef};

fn any_code() -> impl Strategy<Value = String> {
    prop_oneof![
        Just("TIR".to_owned()),
        Just("T1".to_owned()),
        Just("T2SM".to_owned()),
        Just("0".to_owned()),
        Just("2".to_owned()),
        "[A-Z0-9ĂȘ]{0,6}",
    ]
}

/// Random headers that exercise every conditional field.
fn any_declaration() -> impl Strategy<Value = Declaration> {
    let types = prop::sample::select(vec!["T", "T1", "T2", "T2F", "T2SM", "TIR"]);
    let security = prop::sample::select(vec!["0", "1", "2", "3"]);
    let guarantee = prop::sample::select(vec!["0", "1", "2", "3", "4", "5", "8", "9", "A", "B"]);
    let control = prop::option::of(prop::sample::select(vec!["A1", "A3", "A5", "B1"]));
    (
        types,
        security,
        guarantee,
        control,
        any::<[bool; 8]>(),
        "[ -~ĂȘ]{0,12}",
    )
        .prop_map(|(t, s, g, c, flags, text)| {
            let mut b = B::valid_t1()
                .declaration_type(t)
                .security(s)
                .with_guarantee(g);
            if flags[0] {
                b = b.reduced_dataset("1");
            }
            if flags[1] {
                b = b
                    .with_transit_office("RO000001")
                    .with_transit_office("RO000002");
            }
            if flags[2] {
                b = b.with_exit_office("RO000003");
            }
            if flags[3] {
                b = b.with_routing_country("RO", true);
            }
            if flags[4] {
                b = b
                    .with_authorisation("C521")
                    .with(|d| d.date_limit = Some(text.clone()));
            }
            if flags[5] {
                b = b.with(|d| {
                    d.dispatch = Some(Dispatch {
                        country: Some(country("MD", false)),
                    })
                });
            }
            if flags[6] {
                b = b.with(|d| {
                    d.applicant = None;
                    d.applicant_contact = Some(Contact::default());
                });
            }
            if flags[7] {
                b = b.with(|d| d.carnet_number = Some(text.clone()));
            }
            b.with(|d| d.control_result = c.map(code)).build()
        })
}

proptest! {
    #[test]
    fn any_type_other_than_tir_removes_dispatch(t in any_code().prop_filter("not TIR", |t| t != "TIR")) {
        let mut doc = B::valid_t1().declaration_type(&t).with(|d| d.dispatch = Some(Dispatch::default())).build();
        normalise(&mut doc);
        prop_assert!(doc.dispatch.is_none());
    }

    #[test]
    fn any_security_other_than_2_or_3_removes_exit_offices(s in any_code().prop_filter("not 2 or 3", |s| s != "2" && s != "3")) {
        let mut doc = B::valid_t1().security(&s).with_exit_office("RO000001").build();
        normalise(&mut doc);
        prop_assert!(doc.exit_offices.is_empty());
    }

    #[test]
    fn any_control_result_other_than_a5_sets_report_discrepancy_false(c in any_code()) {
        let ctx = ctx().with_mode(crate::Mode::ControlResults);
        let mut doc = B::valid_t1().with(|d| d.control_result = Some(CodeRef { code: c.clone(), name: None })).build();
        T01::normalise(&mut doc, None, None, &ctx);
        prop_assert_eq!(doc.report_discrepancy, Some(c == "A5"));
    }

    #[test]
    fn any_guarantee_type_change_leaves_references_only_where_needed(to in any_code()) {
        let before = B::valid_t1().build();
        let mut doc = before.clone();
        doc.guarantees[0].r#type = Some(GuaranteeTypeRef::new(&to));
        normalise_change(&mut doc, &before, "/guarantees/0/type");
        let needed = GuaranteeTypeRef::new(&to).with_rfc();
        prop_assert_eq!(doc.guarantees[0].guarantee_references.len(), usize::from(needed));
    }

    #[test]
    fn normalise_is_idempotent(doc in any_declaration()) {
        let mut once = doc;
        normalise(&mut once);
        let mut twice = once.clone();
        let removed = normalise(&mut twice);
        prop_assert!(removed.is_empty(), "{:?}", removed);
        prop_assert_eq!(once, twice);
    }

    #[test]
    fn a_normalised_document_has_nothing_not_allowed(doc in any_declaration()) {
        let mut doc = doc;
        normalise(&mut doc);
        prop_assert!(!fires_anywhere(&doc, "not-allowed"), "{:?}", violations(&doc));
    }

    #[test]
    fn json_round_trip(doc in any_declaration()) {
        let json = serde_json::to_string(&doc).unwrap();
        let back: Declaration = serde_json::from_str(&json).unwrap();
        prop_assert_eq!(back, doc);
    }

    #[test]
    fn validate_never_panics_on_any_text(text in "\\PC{0,30}") {
        let doc = B::valid_t1().tir().with(|d| {
            d.mrn = Some(text.clone());
            d.lrn = Some(text.clone());
            d.carnet_number = Some(text.clone());
            d.arrival_date_and_time_estimated = Some(text.clone());
            d.guarantees[0].reference_number = Some(text.clone());
        }).with_guarantee("4").with(|d| {
            d.guarantees[0].guarantee_references[0].grn = Some(text.clone());
            d.guarantees[0].guarantee_references[0].access_code = Some(text.clone());
        }).build();
        let _ = violations(&doc);
    }
}
