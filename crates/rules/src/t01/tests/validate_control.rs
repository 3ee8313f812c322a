//! Spec 5.1: control texts, attachments, the estimated arrival (TP mode, exit offices).

use super::*;
use crate::t01::limits::{MAX_ATTACHMENTS, MAX_ATTACHMENT_KB};
use crate::t01::testing::{code, office, DeclarationBuilder as B};
use crate::t01::{Attachment, Control, ControlDecision, ExitOffice, RequestedDocument};
use crate::Mode;

/// Spec 5.1 "4000 max size each", in kilobytes; the model keeps bytes.
const BYTES: i64 = MAX_ATTACHMENT_KB * 1024;

fn officer() -> Ctx {
    ctx().with_mode(Mode::ControlResults)
}

/// [`B::valid_t1`] with its control recorded (result A1, a decision to control, one control
/// carried out), then `f`: complete in control-results mode.
fn controlled(f: impl FnOnce(&mut Declaration)) -> Declaration {
    B::valid_t1()
        .with(|d| {
            d.control_result = Some(code("A1"));
            d.report_discrepancy = Some(false);
            d.control_decision = Some(ControlDecision {
                notification_type: Some(code("0")),
                type_of_controls: vec![control("10", None)],
                requested_documents: Vec::new(),
            });
            d.control_results = vec![control("10", None)];
            f(d);
        })
        .build()
}

fn control(type_code: &str, text: Option<String>) -> Control {
    Control {
        sequence: 1,
        r#type: Some(code(type_code)),
        text,
    }
}

#[test]
fn control_fields_details_decision_type_and_result_are_required() {
    let none = controlled(|d| {
        d.control_result = None;
        d.report_discrepancy = None;
        d.control_decision = None;
        d.control_results = vec![Control::default()];
    });
    let found = violations_with(&none, &officer());
    for expected in [
        Violation::required("/controlResult"),
        Violation::required("/controlDecision"),
        Violation::required("/controlResults/0/type"),
    ] {
        assert!(found.contains(&expected), "{expected:?} in {found:?}");
    }
    let no_details = controlled(|d| d.control_results.clear());
    assert!(
        violations_with(&no_details, &officer()).contains(&Violation::of(
            "/controlResults",
            "at-least-one-member",
            crate::text::Text::new("at-least-one-member").with("label", "controlResults")
        ))
    );
    assert_eq!(violations_with(&controlled(|_| {}), &officer()), vec![]);
    // Outside control-results mode a filed declaration without them is complete.
    let filed = B::valid_t1().build();
    assert_eq!(
        violations_with(&filed, &ctx().with_mode(Mode::View)),
        vec![]
    );
}

#[test]
fn destination_control_results_stand_without_a_control_decision() {
    // The arrival is notified: the results are the destination's (IE018), no IE060 answers them.
    let arrived = |d: &mut Declaration| {
        d.arrival = Some(crate::t01::Arrival {
            customs_office_of_destination_actual: Some(office("MD000020")),
            ..Default::default()
        });
    };
    let at_destination = controlled(|d| {
        arrived(d);
        d.control_decision = None;
    });
    assert_eq!(violations_with(&at_destination, &officer()), vec![]);
    let decision = state(&at_destination, &officer(), "/controlDecision");
    assert_eq!(decision, FieldState::OPTIONAL.disabled(true));
    // The departure's decision, when there was one, stays as it was filed.
    let decided_at_departure = controlled(arrived);
    assert_eq!(violations_with(&decided_at_departure, &officer()), vec![]);
    // The destination's results are still required.
    let nothing = controlled(|d| {
        arrived(d);
        d.control_decision = None;
        d.control_result = None;
        d.control_results.clear();
    });
    let found = violations_with(&nothing, &officer());
    assert!(
        found.contains(&Violation::required("/controlResult")),
        "{found:?}"
    );
    assert!(
        found.iter().any(|v| v.path == "/controlResults"),
        "{found:?}"
    );
    // At departure (no arrival) the results answer the IE060: it is required.
    let departure = controlled(|d| d.control_decision = None);
    assert!(
        violations_with(&departure, &officer()).contains(&Violation::required("/controlDecision"))
    );
}

#[test]
fn control_text_at_most_512() {
    let text =
        |n: usize| controlled(|d| d.control_results = vec![control("50", Some("t".repeat(n)))]);
    assert!(fires_with(
        &text(513),
        &officer(),
        "max-length",
        "/controlResults/0/text"
    ));
    assert_eq!(violations_with(&text(512), &officer()), vec![]);
}

#[test]
fn control_decision_texts_at_most_512() {
    let d = |n: usize| {
        controlled(|d| {
            d.control_decision = Some(ControlDecision {
                notification_type: Some(code("1")),
                type_of_controls: Vec::new(),
                requested_documents: vec![RequestedDocument {
                    sequence: 1,
                    document_type: Some(code("N380")),
                    description: Some("d".repeat(n)),
                }],
            })
        })
    };
    assert!(fires_with(
        &d(513),
        &officer(),
        "max-length",
        "/controlDecision/requestedDocuments/0/description"
    ));
    assert_eq!(violations_with(&d(512), &officer()), vec![]);
}

#[test]
fn other_things_to_report_at_most_512() {
    let report = |n: usize| {
        controlled(|d| {
            d.control_result = Some(code("A5"));
            d.report_discrepancy = Some(true);
            d.other_things_to_report = Some("o".repeat(n));
        })
    };
    assert!(fires_with(
        &report(513),
        &officer(),
        "max-length",
        "/otherThingsToReport"
    ));
    assert_eq!(violations_with(&report(512), &officer()), vec![]);
}

fn attachment(size: i64) -> Attachment {
    Attachment {
        sequence: 1,
        id: Some("0190aa00-0000-7000-8000-000000000001".into()),
        name: Some("invoice.pdf".into()),
        content_type: Some("application/pdf".into()),
        size: Some(size),
    }
}

#[test]
fn attachments_at_most_10() {
    let d = |n: usize| {
        B::valid_t1()
            .with(|d| d.attachments = vec![attachment(1); n])
            .build()
    };
    assert!(
        violations(&d(MAX_ATTACHMENTS + 1)).contains(&Violation::new(
            "/attachments",
            "max-members",
            "The attachments can have at most 10 members"
        ))
    );
    assert!(!fires_anywhere(&d(MAX_ATTACHMENTS), "max-members"));
}

#[test]
fn attachment_at_most_4000_kb() {
    let d = |size: i64| {
        B::valid_t1()
            .with(|d| d.attachments = vec![attachment(size)])
            .build()
    };
    assert!(violations(&d(BYTES + 1)).contains(&Violation::new(
        "/attachments/0/size",
        "attachment-size",
        "A file can have at most 4000 KB"
    )));
    assert!(!fires_anywhere(&d(BYTES), "attachment-size"));
    assert!(fires(&d(-1), "not-negative", "/attachments/0/size"));
}

#[test]
fn estimated_arrival_in_the_past_allowed_in_tp_mode() {
    let past = |tp: bool| {
        B::valid_t1()
            .with(|d| {
                d.arrival_date_and_time_estimated = Some("2026-01-01T00:00:00".into());
                d.in_tp_mode = Some(tp);
            })
            .build()
    };
    assert!(fires(
        &past(false),
        "arrival-date-in-future",
        "/arrivalDateAndTimeEstimated"
    ));
    assert!(!fires_anywhere(&past(true), "arrival-date-in-future"));
}

#[test]
fn exit_office_arrival_date_in_future() {
    let exit = |t: &str| {
        B::valid_t1()
            .security("2")
            .with_routing_country("UA", false)
            .with(|d| {
                d.exit_offices = vec![ExitOffice {
                    sequence: 1,
                    customs_office: Some(office("RO000001")),
                    arrival_date_and_time_estimated: Some(t.into()),
                }]
            })
            .build()
    };
    assert!(fires(
        &exit("2026-01-01T00:00:00"),
        "arrival-date-in-future",
        "/exitOffices/0/arrivalDateAndTimeEstimated"
    ));
    assert!(!fires_anywhere(
        &exit("2027-01-01T00:00:00"),
        "arrival-date-in-future"
    ));
}
