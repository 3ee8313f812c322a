//! The presence table: each conditional field, fired and not fired.

use super::*;
use crate::t01::testing::{country, DeclarationBuilder as B};
use crate::t01::{Contact, Dispatch, Party};
use crate::Mode;

fn with_mode(mode: Mode) -> Ctx {
    ctx().with_mode(mode)
}

#[test]
fn valid_complete_header_has_no_violations() {
    assert_eq!(violations(&B::valid_t1().build()), vec![]);
    assert_eq!(violations(&B::valid_t1().tir().build()), vec![]);
}

#[test]
fn amendment_type_only_in_modify_mode() {
    let doc = B::valid_t1().build();
    assert_eq!(
        state(&doc, &with_mode(Mode::Modify), "/amendmentType").presence,
        Presence::Required
    );
    assert!(fires_with(
        &doc,
        &with_mode(Mode::Modify),
        "required",
        "/amendmentType"
    ));
}

#[test]
fn amendment_type_not_allowed_in_new_mode() {
    let doc = B::valid_t1()
        .with(|d| d.amendment_type = Some(crate::t01::testing::code("0")))
        .build();
    assert!(fires(&doc, "not-allowed", "/amendmentType"));
    assert!(!fires_with(
        &doc,
        &with_mode(Mode::View),
        "not-allowed",
        "/amendmentType"
    ));
}

#[test]
fn declaration_type_required() {
    assert!(fires(
        &B::valid_t1().with(|d| d.declaration_type = None).build(),
        "required",
        "/declarationType"
    ));
    assert!(!fires(
        &B::valid_t1().build(),
        "required",
        "/declarationType"
    ));
}

#[test]
fn reduced_dataset_disabled_for_tir() {
    assert!(state(&B::valid_t1().tir().build(), &ctx(), "/reducedDataset").disabled);
    assert!(!state(&B::valid_t1().build(), &ctx(), "/reducedDataset").disabled);
}

#[test]
fn carnet_number_required_for_tir() {
    let doc = B::valid_t1().tir().with(|d| d.carnet_number = None).build();
    assert!(fires(&doc, "required", "/carnetNumber"));
}

#[test]
fn carnet_number_not_allowed_unless_tir() {
    let doc = B::valid_t1()
        .with(|d| d.carnet_number = Some("XA12345678".into()))
        .build();
    assert!(fires(&doc, "not-allowed", "/carnetNumber"));
    assert!(!fires(
        &B::valid_t1().tir().build(),
        "not-allowed",
        "/carnetNumber"
    ));
}

#[test]
fn dispatch_not_allowed_unless_tir() {
    let dispatch = |d: &mut Declaration| {
        d.dispatch = Some(Dispatch {
            country: Some(country("MD", false)),
        })
    };
    assert!(fires(
        &B::valid_t1().with(dispatch).build(),
        "not-allowed",
        "/dispatch"
    ));
    assert!(!fires(
        &B::valid_t1().tir().with(dispatch).build(),
        "not-allowed",
        "/dispatch"
    ));
}

#[test]
fn date_limit_only_with_c521() {
    let limit = |d: &mut Declaration| d.date_limit = Some("2026-12-01".into());
    assert!(fires(
        &B::valid_t1().with(limit).build(),
        "not-allowed",
        "/dateLimit"
    ));
    let doc = B::valid_t1().with_authorisation("C521").with(limit).build();
    assert!(!fires(&doc, "not-allowed", "/dateLimit"));
    assert_eq!(presence(&doc, "/dateLimit"), Presence::Optional);
}

#[test]
fn operations_number_required() {
    assert!(fires(
        &B::valid_t1().with(|d| d.operations_number = None).build(),
        "required",
        "/operationsNumber"
    ));
    assert!(!fires(
        &B::valid_t1().build(),
        "required",
        "/operationsNumber"
    ));
}

#[test]
fn applicant_required() {
    assert!(fires(
        &B::valid_t1().with(|d| d.applicant = None).build(),
        "required",
        "/applicant"
    ));
    assert!(!fires(&B::valid_t1().build(), "required", "/applicant"));
}

#[test]
fn applicant_disabled_for_traders_only() {
    let doc = B::valid_t1().build();
    assert!(state(&doc, &ctx(), "/applicant").disabled);
    assert!(!state(&doc, &agent_ctx(), "/applicant").disabled);
}

#[test]
fn applicant_contact_only_while_applicant_filled() {
    let contact = |d: &mut Declaration| {
        d.applicant_contact = Some(Contact {
            name: Some("Ion".into()),
            ..Contact::default()
        })
    };
    assert!(!fires(
        &B::valid_t1().with(contact).build(),
        "not-allowed",
        "/applicantContact"
    ));
    let doc = B::valid_t1()
        .with(contact)
        .with(|d| d.applicant = None)
        .build();
    assert!(fires(&doc, "not-allowed", "/applicantContact"));
}

fn represented() -> B {
    B::valid_t1()
        .with(|d| d.representative = Some(Party::new(Some("MD3000000000001"), Some("Broker SRL"))))
}

#[test]
fn representative_required_for_agents() {
    let doc = B::valid_t1().build();
    assert!(fires_with(
        &doc,
        &agent_ctx(),
        "required",
        "/representative"
    ));
    let s = state(&represented().build(), &agent_ctx(), "/representative");
    assert_eq!(s, FieldState::REQUIRED.disabled(true));
}

#[test]
fn representative_optional_for_traders() {
    assert!(!fires(
        &B::valid_t1().build(),
        "required",
        "/representative"
    ));
    assert!(!fires(
        &represented().build(),
        "not-allowed",
        "/representative"
    ));
}

#[test]
fn representative_not_allowed_once_the_agent_is_holder() {
    let doc = represented()
        .with(|d| d.applicant = Some(Party::new(Some("MD3000000000001"), None)))
        .build();
    assert!(fires_with(
        &doc,
        &agent_ctx(),
        "not-allowed",
        "/representative"
    ));
}

#[test]
fn representative_contact_and_status_only_while_representative_filled() {
    let extras = |d: &mut Declaration| {
        d.representative_contact = Some(Contact::default());
        d.representative_status = Some(crate::t01::testing::code("2"));
    };
    let doc = B::valid_t1().with(extras).build();
    assert!(fires(&doc, "not-allowed", "/representativeContact"));
    assert!(fires(&doc, "not-allowed", "/representativeStatus"));
    let doc = represented().with(extras).build();
    assert!(!fires_anywhere(&doc, "not-allowed"));
}

#[test]
fn consignor_required_unless_security_0_with_reduced_dataset() {
    let no_consignor = B::valid_t1().with(|d| d.consignor = None);
    assert!(fires(
        &no_consignor.clone().build(),
        "required",
        "/consignor"
    ));
    assert!(fires(
        &no_consignor
            .clone()
            .security("1")
            .reduced_dataset("1")
            .build(),
        "required",
        "/consignor"
    ));
    let doc = no_consignor
        .security("0")
        .reduced_dataset("1")
        .with_authorisation("C524")
        .build();
    assert!(!fires(&doc, "required", "/consignor"));
}

#[test]
fn consignee_required_while_no_additional_information_30600_exists() {
    let doc = B::valid_t1()
        .with(|d| d.consignee = None)
        .security("2")
        .with_exit_office("RO000001")
        .with_routing_country("RO", false);
    assert!(fires(&doc.build(), "required", "/consignee"));
    assert!(!fires(&B::valid_t1().build(), "required", "/consignee"));
}

#[test]
fn departure_country_and_offices_required() {
    let doc = B::valid_t1()
        .with(|d| {
            d.departure_country = None;
            d.departure_office = None;
            d.destination_office = None;
        })
        .build();
    for path in [
        "/departureCountry",
        "/departureOffice",
        "/destinationOffice",
    ] {
        assert!(fires(&doc, "required", path), "{path}");
        assert!(!fires(&B::valid_t1().build(), "required", path), "{path}");
    }
}

#[test]
fn guarantees_need_at_least_one_member() {
    let doc = B::valid_t1().with(|d| d.guarantees.clear()).build();
    let v = violations(&doc);
    let text = crate::text::Text::new("at-least-one-member").with("label", "guarantees");
    let found = v
        .iter()
        .find(|x| x.path == "/guarantees")
        .expect("a violation at /guarantees");
    assert_eq!(
        found,
        &Violation::new("/guarantees", "at-least-one-member", text.english())
    );
    // equality compares what it says; the key the browser translates is checked apart
    assert_eq!(found.text.as_ref(), Some(&text));
}

#[test]
fn authorisations_required_for_reduced_dataset() {
    assert!(fires(
        &B::valid_t1().reduced_dataset("1").build(),
        "at-least-one-member",
        "/authorisations"
    ));
    assert!(!fires(
        &B::valid_t1().reduced_dataset("0").build(),
        "at-least-one-member",
        "/authorisations"
    ));
}

#[test]
fn control_result_required_when_recording_control_results() {
    let doc = B::valid_t1().build();
    assert!(fires_with(
        &doc,
        &with_mode(Mode::ControlResults),
        "required",
        "/controlResult"
    ));
    assert!(!fires(&doc, "required", "/controlResult"));
}

#[test]
fn control_result_not_allowed_in_a_new_declaration() {
    let doc = B::valid_t1()
        .with(|d| d.control_result = Some(crate::t01::testing::code("A1")))
        .build();
    assert!(fires(&doc, "not-allowed", "/controlResult"));
}

#[test]
fn report_discrepancy_only_with_a_control_result() {
    let doc = B::valid_t1()
        .with(|d| d.report_discrepancy = Some(false))
        .build();
    assert!(fires(&doc, "not-allowed", "/reportDiscrepancy"));
    let doc = doc.clone();
    let mut with_result = doc;
    with_result.control_result = Some(crate::t01::testing::code("A1"));
    assert!(!fires_with(
        &with_result,
        &with_mode(Mode::ControlResults),
        "not-allowed",
        "/reportDiscrepancy"
    ));
}

#[test]
fn authorisation_type_and_reference_required() {
    let doc = B::valid_t1()
        .with_authorisation("C521")
        .with(|d| {
            d.authorisations[0].r#type = None;
            d.authorisations[0].decision_reference = None;
        })
        .build();
    assert!(fires(&doc, "required", "/authorisations/0/type"));
    assert!(fires(
        &doc,
        "required",
        "/authorisations/0/decisionReference"
    ));
    assert!(!fires_anywhere(
        &B::valid_t1().with_authorisation("C521").build(),
        "required"
    ));
}

proptest::proptest! {
    /// "Consignee is required when the destination is common transit, or security
    /// declaration type is 0 or 1, or no additional-info entry with code 30600 exists on the
    /// declaration or houses": required exactly then, for any security type and destination,
    /// the 30600 entry on the declaration or on a house.
    #[test]
    fn consignee_required_when_common_transit_or_security_0_or_1_or_no_30600(
        security in proptest::sample::select(vec!["0", "1", "2", "3"]),
        common_transit in proptest::bool::ANY,
        info_30600 in proptest::sample::select(vec![None, Some("declaration"), Some("house")]),
    ) {
        let info = crate::t01::AdditionalInfo {
            sequence: 1,
            code: Some(crate::t01::testing::code("30600")),
            text: None,
        };
        let doc = B::valid_t1()
            .security(security)
            .destination("RO", common_transit)
            .with(|d| {
                d.consignee = None;
                match info_30600 {
                    Some("declaration") => d.additional_info = vec![info],
                    Some(_) => d.house_consignments[0].additional_info = vec![info],
                    None => {}
                }
            })
            .build();
        let required = common_transit || matches!(security, "0" | "1") || info_30600.is_none();
        proptest::prop_assert_eq!(fires(&doc, "required", "/consignee"), required);
    }
}
