//! Spec 4.4: dependent-field rules, each fired and not fired.

use super::*;
use crate::t01::testing::{code, country, guarantee, DeclarationBuilder as B};
use crate::t01::{i_am_holder, Contact, Dispatch, GuaranteeReference, Party, I_AM_HOLDER};
use crate::values::GuaranteeTypeRef;
use crate::Mode;

#[test]
fn tir_sets_reduced_dataset_no() {
    let mut doc = B::valid_t1().tir().reduced_dataset("1").build();
    normalise(&mut doc);
    assert_eq!(
        doc.reduced_dataset,
        Some(crate::values::CodeRef::new("0", "No"))
    );
}

#[test]
fn non_tir_keeps_reduced_dataset() {
    let mut doc = B::valid_t1().reduced_dataset("1").build();
    normalise(&mut doc);
    assert_eq!(doc.reduced_dataset, Some(code("1")));
}

#[test]
fn non_tir_removes_dispatch() {
    let dispatch = |d: &mut Declaration| {
        d.dispatch = Some(Dispatch {
            country: Some(country("MD", false)),
        })
    };
    let mut doc = B::valid_t1().with(dispatch).build();
    assert_eq!(normalise(&mut doc), vec!["/dispatch"]);
    assert!(doc.dispatch.is_none());
    // TIR keeps it (and then the house consignments do not repeat the country of dispatch).
    let mut tir = B::valid_t1().tir().with(dispatch).build();
    assert_eq!(
        normalise(&mut tir),
        vec!["/houseConsignments/0/dispatchCountry"]
    );
    assert!(tir.dispatch.is_some());
}

#[test]
fn tir_or_t2sm_removes_transit_offices() {
    for t in ["TIR", "T2SM"] {
        let mut doc = B::valid_t1()
            .with_transit_office("RO000001")
            .declaration_type(t)
            .build();
        assert!(
            normalise(&mut doc).contains(&"/transitOffices".to_owned()),
            "{t}"
        );
        assert!(doc.transit_offices.is_empty());
    }
    let mut doc = B::valid_t1().with_transit_office("RO000001").build();
    assert!(normalise(&mut doc).is_empty());
}

#[test]
fn security_change_removes_exit_offices_unless_2_or_3() {
    let mut doc = B::valid_t1()
        .security("0")
        .with_exit_office("RO000001")
        .build();
    assert_eq!(normalise(&mut doc), vec!["/exitOffices"]);
    let mut doc = B::valid_t1()
        .security("3")
        .with_exit_office("RO000001")
        .build();
    assert!(normalise(&mut doc).is_empty());
}

#[test]
fn reduced_dataset_1_empties_inland_mot_and_consignor() {
    let before = B::valid_t1()
        .with(|d| d.inland_mot = Some(code("3")))
        .build();
    let mut doc = before.clone();
    doc.reduced_dataset = Some(code("1"));
    let removed = normalise_change(&mut doc, &before, "/reducedDataset");
    assert_eq!(removed, vec!["/inlandMot", "/consignor"]);
}

#[test]
fn reduced_dataset_unchanged_keeps_consignor() {
    // (The inland mode is not allowed at all with the reduced dataset: spec 5.2.)
    let before = B::valid_t1().reduced_dataset("1").build();
    let mut doc = before.clone();
    assert!(normalise_change(&mut doc, &before, "/reducedDataset").is_empty());
    // Without a `changed` pointer (a store) change rules never fire.
    let mut doc = before.clone();
    assert!(T01::normalise(&mut doc, Some(&B::valid_t1().build()), None, &ctx()).is_empty());
}

#[test]
fn control_result_a5_sets_report_discrepancy() {
    let ctx = ctx().with_mode(Mode::ControlResults);
    let mut doc = B::valid_t1()
        .with(|d| d.control_result = Some(code("A5")))
        .build();
    T01::normalise(&mut doc, None, None, &ctx);
    assert_eq!(doc.report_discrepancy, Some(true));
    doc.control_result = Some(code("A1"));
    T01::normalise(&mut doc, None, None, &ctx);
    assert_eq!(doc.report_discrepancy, Some(false));
}

#[test]
fn authorisation_type_change_removes_decision_reference() {
    let before = B::valid_t1().with_authorisation("C521").build();
    let mut doc = before.clone();
    doc.authorisations[0].r#type = Some(code("C524"));
    let removed = normalise_change(&mut doc, &before, "/authorisations/0/type");
    assert_eq!(removed, vec!["/authorisations/0/decisionReference"]);
}

#[test]
fn authorisation_type_unchanged_keeps_decision_reference() {
    let before = B::valid_t1().with_authorisation("C521").build();
    let mut doc = before.clone();
    assert!(normalise_change(&mut doc, &before, "/authorisations/0/type").is_empty());
    assert!(normalise_change(&mut doc, &before, "/authorisations/0/decisionReference").is_empty());
}

#[test]
fn a_decision_reference_typed_over_the_picked_one_drops_its_link() {
    let before = B::valid_t1()
        .with_authorisation("C521")
        .with(|d| d.authorisations[0].decision_id = Some("d-1".into()))
        .build();
    let mut doc = before.clone();
    doc.authorisations[0].decision_reference = Some("OTHER-REF".into());
    let removed = normalise_change(&mut doc, &before, "/authorisations/0/decisionReference");
    assert_eq!(removed, vec!["/authorisations/0/decisionId"]);
    assert_eq!(doc.authorisations[0].decision_id, None);
}

#[test]
fn a_decision_picked_with_its_reference_keeps_its_link() {
    let before = B::valid_t1()
        .with_authorisation("C521")
        .with(|d| d.authorisations[0].decision_id = Some("d-1".into()))
        .build();
    let mut doc = before.clone();
    doc.authorisations[0].decision_reference = Some("MDACR2026000002".into());
    doc.authorisations[0].decision_id = Some("d-2".into());
    assert!(normalise_change(&mut doc, &before, "/authorisations/0").is_empty());
    assert_eq!(doc.authorisations[0].decision_id.as_deref(), Some("d-2"));
}

#[test]
fn guarantee_indicator_off_removes_reference_number() {
    let before = B::valid_t1()
        .with_guarantee("8")
        .with(|d| d.guarantee_indicator = Some(true))
        .build();
    let mut doc = before.clone();
    doc.guarantee_indicator = Some(false);
    assert_eq!(
        normalise_change(&mut doc, &before, "/guaranteeIndicator"),
        vec!["/guarantees/0/referenceNumber"]
    );
    let mut on = before.clone();
    assert!(normalise_change(&mut on, &before, "/guaranteeIndicator").is_empty());
}

fn change_type(before: &Declaration, to: &str) -> (Declaration, Vec<String>) {
    let mut doc = before.clone();
    doc.guarantees[0].r#type = Some(GuaranteeTypeRef::new(to));
    let removed = normalise_change(&mut doc, before, "/guarantees/0/type");
    (doc, removed)
}

#[test]
fn guarantee_type_change_resets_references() {
    let before = B::valid_t1().build();
    let (doc, removed) = change_type(&before, "2");
    assert_eq!(removed, vec!["/guarantees/0/guaranteeReferences"]);
    assert_eq!(
        doc.guarantees[0].guarantee_references,
        vec![GuaranteeReference::blank()]
    );
    let (doc, _) = change_type(&before, "A");
    assert!(doc.guarantees[0].guarantee_references.is_empty());
}

#[test]
fn guarantee_type_change_keeps_other_reference_for_8_or_3() {
    let before = B::valid_t1().with_guarantee("8").build();
    let (doc, removed) = change_type(&before, "3");
    assert!(removed.is_empty(), "{removed:?}");
    assert_eq!(
        doc.guarantees[0].reference_number.as_deref(),
        Some("OTHER-REF-1")
    );
    let (doc, removed) = change_type(&before, "1");
    assert_eq!(removed, vec!["/guarantees/0/referenceNumber"]);
    assert_eq!(doc.guarantees[0].guarantee_references.len(), 1);
}

#[test]
fn guarantee_type_unchanged_keeps_references() {
    let before = B::valid_t1().build();
    let (doc, removed) = change_type(&before, "1");
    assert!(removed.is_empty());
    assert_eq!(doc, before);
}

#[test]
fn a_new_guarantee_row_gets_a_blank_reference() {
    let before = B::valid_t1().build();
    let mut doc = before.clone();
    doc.guarantees.push(crate::t01::Guarantee {
        r#type: Some(GuaranteeTypeRef::new("2")),
        ..Default::default()
    });
    assert!(normalise_change(&mut doc, &before, "/guarantees/1/type").is_empty());
    assert_eq!(
        doc.guarantees[1].guarantee_references,
        vec![GuaranteeReference::blank()]
    );
    assert_eq!(doc.guarantees[1].sequence, 2);
}

#[test]
fn confirm_guarantee_type_change_text_is_the_spec_s() {
    assert!(crate::t01::CONFIRM_GUARANTEE_TYPE_CHANGE
        .starts_with("You have changed the Guarantee type that affects the GRN."));
}

#[test]
fn contacts_removed_when_their_party_is_cleared() {
    let mut doc = B::valid_t1()
        .with(|d| {
            d.applicant_contact = Some(Contact::default());
            d.representative_contact = Some(Contact::default());
            d.applicant = None;
        })
        .build();
    assert_eq!(
        normalise(&mut doc),
        vec!["/applicantContact", "/representativeContact"]
    );
    let mut kept = B::valid_t1()
        .with(|d| d.applicant_contact = Some(Contact::default()))
        .build();
    assert!(normalise(&mut kept).is_empty());
}

#[test]
fn sequences_are_renumbered_after_deletes() {
    let mut doc = B::valid_t1()
        .with_transit_office("RO000001")
        .with_transit_office("RO000002")
        .and_guarantee("1")
        .with(|d| {
            d.transit_offices[0].sequence = 2;
            d.transit_offices[1].sequence = 7;
            d.guarantees[1]
                .guarantee_references
                .push(GuaranteeReference::default());
        })
        .build();
    normalise(&mut doc);
    let seqs: Vec<u32> = doc.transit_offices.iter().map(|o| o.sequence).collect();
    assert_eq!(seqs, vec![1, 2]);
    assert_eq!(
        doc.guarantees
            .iter()
            .map(|g| g.sequence)
            .collect::<Vec<_>>(),
        vec![1, 2]
    );
    assert_eq!(
        doc.guarantees[1]
            .guarantee_references
            .iter()
            .map(|r| r.sequence)
            .collect::<Vec<_>>(),
        vec![1, 2]
    );
}

#[test]
fn i_am_holder_makes_the_agent_the_applicant() {
    let ctx = agent_ctx();
    let mut doc = T01::defaults(&ctx);
    doc.representative_contact = Some(Contact::default());
    let removed = T01::normalise(&mut doc, None, Some(I_AM_HOLDER), &ctx);
    assert_eq!(removed, vec!["/representative", "/representativeContact"]);
    assert_eq!(
        doc.applicant,
        Some(Party::new(Some("MD3000000000001"), Some("Broker SRL")))
    );
    assert!(!fires_with(&doc, &ctx, "required", "/representative"));
}

#[test]
fn i_am_holder_does_nothing_for_a_trader() {
    let mut doc = B::valid_t1().build();
    assert!(i_am_holder(&mut doc, &ctx()).is_empty());
    assert_eq!(doc, B::valid_t1().build());
}

#[test]
fn read_only_modes_never_change_the_document() {
    let mut doc = B::valid_t1()
        .tir()
        .with(|d| d.reduced_dataset = Some(code("1")))
        .with_transit_office("RO000001")
        .build();
    let before = doc.clone();
    for mode in [Mode::View, Mode::History] {
        assert!(T01::normalise(&mut doc, None, None, &ctx().with_mode(mode)).is_empty());
        assert_eq!(doc, before);
    }
}

#[test]
fn normalise_twice_equals_once() {
    let mut once = B::valid_t1()
        .tir()
        .with_transit_office("RO000001")
        .security("1")
        .with_exit_office("X")
        .build();
    normalise(&mut once);
    let mut twice = once.clone();
    assert!(normalise(&mut twice).is_empty());
    assert_eq!(once, twice);
    let _ = guarantee("1");
}
