//! The presentation at an office of transit or exit (ATR ie117) and the refusal of the
//! crossing (ATR ie119), as steps.

use crate::t01::model::{
    EnsOperation, Party, PresentationNotification, PresentationTransitOperation,
};
use crate::t01::movement::Role::*;
use crate::t01::movement::Status::*;
use crate::t01::movement::{apply, next, Action, ActionInput, Message, Role, StepCtx};
use crate::t01::testing::{code, office};
use crate::t01::Declaration;

const MRN: &str = "24GB000246J8NY33L7";
const NOW: &str = "2026-11-24T10:00:00";

fn released() -> Declaration {
    Declaration {
        mrn: Some(MRN.into()),
        applicant: Some(Party {
            name: Some("Holder SRL".into()),
            ..Party::default()
        }),
        carrier: Some(Party {
            name: Some("Carrier SA".into()),
            ..Party::default()
        }),
        ..Declaration::default()
    }
}

fn notification(mrn: &str, office_code: &str) -> PresentationNotification {
    PresentationNotification {
        transit_operation: Some(PresentationTransitOperation {
            mrn: Some(mrn.into()),
            communication_language_at_transit: Some(code("RO")),
        }),
        customs_office_of_transit_actual: Some(office(office_code)),
        ..PresentationNotification::default()
    }
}

fn present(
    role: Role,
    posted: PresentationNotification,
    mine: &str,
) -> Result<crate::t01::movement::Outcome, Vec<crate::Violation>> {
    let edge = next(
        Some(MovementReleased),
        Action::PresentationNotificationOotra,
        role,
    )
    .unwrap();
    let stored = released();
    let mut doc = stored.clone();
    doc.presentation_notification = Some(posted);
    apply(
        &edge,
        Some(&stored),
        Some(doc),
        &ActionInput::default(),
        StepCtx {
            now: NOW,
            mrn: None,
            office: Some(mine),
        },
    )
}

fn rules(violations: &[crate::Violation]) -> Vec<&str> {
    violations.iter().map(|v| v.rule.as_str()).collect()
}

#[test]
fn presentation_at_transit_registers_the_crossing_with_ie118_and_the_actual_office() {
    let outcome = present(OfficerAtTransit, notification(MRN, "RO000003"), "RO000003").unwrap();
    assert_eq!(outcome.to, NcfRegistered);
    assert_eq!(outcome.messages[0].message, Message::IE118);
    let doc = outcome.document;
    assert_eq!(doc.actual_transit_offices.len(), 1);
    assert_eq!(doc.actual_transit_offices[0].sequence, 1);
    assert_eq!(
        doc.actual_transit_offices[0]
            .passage_date_and_time
            .as_deref(),
        Some(NOW)
    );
    let recorded = doc.presentation_notification.unwrap();
    // Holder and carrier default to the declaration's.
    assert_eq!(
        recorded
            .holder_of_the_transit_procedure
            .unwrap()
            .name
            .as_deref(),
        Some("Holder SRL")
    );
    assert_eq!(
        recorded
            .consignment
            .unwrap()
            .carrier
            .unwrap()
            .name
            .as_deref(),
        Some("Carrier SA")
    );
}

#[test]
fn presentation_at_exit_leaves_the_security_area_with_ie168() {
    let outcome = present(OfficerAtExit, notification(MRN, "RO000005"), "RO000005").unwrap();
    assert_eq!(outcome.messages[0].message, Message::IE168);
    assert_eq!(outcome.document.actual_exit_offices.len(), 1);
    assert!(outcome.document.actual_transit_offices.is_empty());
}

#[test]
fn presentation_mrn_must_be_the_movements() {
    let wrong = present(
        OfficerAtTransit,
        notification("24GB000246J8NY33L8", "RO000003"),
        "RO000003",
    )
    .unwrap_err();
    assert_eq!(rules(&wrong), ["presentation-mrn"]);
    assert_eq!(
        wrong[0].path,
        "/presentationNotification/transitOperation/mrn"
    );
    let missing = present(OfficerAtTransit, notification("", "RO000003"), "RO000003").unwrap_err();
    assert_eq!(missing[0].message, "MRN is required");
}

#[test]
fn presentation_language_and_actual_office_are_required() {
    let errors = present(
        OfficerAtTransit,
        PresentationNotification {
            transit_operation: Some(PresentationTransitOperation {
                mrn: Some(MRN.into()),
                communication_language_at_transit: None,
            }),
            ..PresentationNotification::default()
        },
        "RO000003",
    )
    .unwrap_err();
    assert_eq!(
        rules(&errors),
        ["presentation-language", "presentation-office"]
    );
}

#[test]
fn presentation_is_registered_for_the_officers_own_office() {
    let errors = present(OfficerAtTransit, notification(MRN, "RO000009"), "RO000003").unwrap_err();
    assert_eq!(rules(&errors), ["presentation-office"]);
    assert!(
        errors[0].message.contains("RO000003"),
        "{}",
        errors[0].message
    );
}

#[test]
fn presentation_ens_mrn_when_given_is_an_mrn() {
    let mut posted = notification(MRN, "RO000003");
    posted.ens_operation = Some(EnsOperation {
        ensmrn: Some("NOT-AN-MRN".into()),
    });
    let errors = present(OfficerAtTransit, posted.clone(), "RO000003").unwrap_err();
    assert_eq!(rules(&errors), ["presentation-ensmrn"]);
    posted.ens_operation = Some(EnsOperation {
        ensmrn: Some(MRN.into()),
    });
    assert!(present(OfficerAtTransit, posted, "RO000003").is_ok());
}

#[test]
fn reject_crossing_frontier_needs_a_reason_and_keeps_the_status() {
    let edge = next(
        Some(NcfRegistered),
        Action::RejectCrossingFrontier,
        OfficerAtExit,
    )
    .unwrap();
    let stored = released();
    let at = StepCtx {
        now: NOW,
        ..StepCtx::default()
    };
    let refused = apply(&edge, Some(&stored), None, &ActionInput::default(), at).unwrap_err();
    assert_eq!(rules(&refused), ["reason-required"]);
    let input = ActionInput {
        reason: Some("Seals broken".into()),
        ..ActionInput::default()
    };
    let outcome = apply(&edge, Some(&stored), None, &input, at).unwrap();
    assert_eq!(outcome.to, NcfRegistered);
    assert!(outcome.messages.is_empty());
    assert_eq!(outcome.operation, "CROSSING_REJECTED");
}
