//! Every message a movement exchanges with the trader, built by `message_xml` from a
//! generated complete declaration walked through the lifecycle's main flows, validates
//! against its own schema (xmllint); one test per message type.

mod common;

use serde_json::Value;
use vama_ncts_xml::{message_xml, schema_file};
use vama_rules::t01::generate::generate;
use vama_rules::t01::model::{Control, ControlDecision, RequestedDocument};
use vama_rules::t01::movement::{apply, next, Action, ActionInput, Message, Role, Status, StepCtx};
use vama_rules::t01::Declaration;
use vama_rules::values::{CodeRef, Mrn};

use Action::*;
use Role::*;

const NOW: &str = "2026-05-04T10:11:12";

/// A step of a flow: the action, who takes it, the declaration posted (if any), the input.
type Step = (Action, Role, Option<Declaration>, ActionInput);

fn reason(text: &str) -> ActionInput {
    ActionInput {
        reason: Some(text.into()),
        ..ActionInput::default()
    }
}

fn plain(action: Action, role: Role) -> Step {
    (action, role, None, ActionInput::default())
}

/// Walks `steps` from a fresh generated declaration; every message exchanged, with the
/// declaration as it stood after its step and its payload.
fn walk(seed: u64, steps: Vec<Step>) -> Vec<(Message, Declaration, Value)> {
    let doc = generate(seed, 2, 2);
    let mrn = Mrn::allocate(26, "MD", "000000000001", "0").expect("an MRN");
    let mut status: Option<Status> = None;
    let mut stored: Option<Declaration> = None;
    let mut sent = Vec::new();
    let mut first = true;
    for (action, role, posted, input) in steps {
        let mut posted = if first { Some(doc.clone()) } else { posted };
        if let (Some(p), Some(s)) = (posted.as_mut(), stored.as_ref()) {
            // An amendment keeps the identifiers on file (R0520).
            p.mrn = s.mrn.clone();
            p.lrn = s.lrn.clone();
        }
        first = false;
        let edge = next(status, action, role).unwrap_or_else(|r| panic!("{r}"));
        let outcome = apply(
            &edge,
            stored.as_ref(),
            posted,
            &input,
            StepCtx {
                now: NOW,
                mrn: Some(&mrn),
                office: None,
            },
        )
        .unwrap_or_else(|v| panic!("{action}: {v:?}"));
        for m in &outcome.messages {
            sent.push((m.message, outcome.document.clone(), m.payload.clone()));
        }
        status = Some(outcome.to);
        stored = Some(outcome.document);
    }
    sent
}

fn with_decision(doc: &Declaration, kind: &str) -> Declaration {
    let mut posted = doc.clone();
    posted.control_decision = Some(ControlDecision {
        notification_type: Some(CodeRef {
            code: kind.into(),
            ..CodeRef::default()
        }),
        type_of_controls: vec![Control {
            sequence: 1,
            r#type: Some(CodeRef {
                code: "10".into(),
                ..CodeRef::default()
            }),
            text: Some("Documents".into()),
        }],
        requested_documents: vec![RequestedDocument {
            sequence: 1,
            document_type: Some(CodeRef {
                code: "N730".into(),
                ..CodeRef::default()
            }),
            description: Some("The CMR".into()),
        }],
    });
    posted
}

/// The main flows: standard with control, arrival with unloading, cancellation, rejection,
/// guarantee failure, no release, amendment, discrepancies, recovery.
fn flows() -> Vec<(Message, Declaration, Value)> {
    let base = generate(1, 2, 2);
    let mut all = Vec::new();
    all.extend(walk(
        1,
        vec![
            plain(Submit, Trader),
            plain(Accept, OfficerAtDeparture),
            (
                ControlDecision,
                OfficerAtDeparture,
                Some(with_decision(&base, "0")),
                ActionInput::default(),
            ),
            (
                ControlResults,
                OfficerAtDeparture,
                None,
                ActionInput::default(),
            ),
            plain(MovementRelease, OfficerAtDeparture),
            plain(ArrivalNotification, Trader),
            plain(Accept, OfficerAtDestination),
            (
                UnloadingRemark,
                Trader,
                None,
                ActionInput {
                    conform: Some(false),
                    reason: Some("Two packages missing".into()),
                    ..ActionInput::default()
                },
            ),
            (
                DiscrepancyResolution,
                OfficerAtDestination,
                None,
                reason("Discrepancy of two packages"),
            ),
            plain(GoodsRelease, OfficerAtDestination),
            plain(ManualWriteOff, OfficerAtDeparture),
        ],
    ));
    all.extend(walk(
        2,
        vec![
            plain(Submit, Trader),
            (
                Reject,
                OfficerAtDeparture,
                None,
                reason("The LRN is a duplicate"),
            ),
        ],
    ));
    all.extend(walk(
        3,
        vec![
            plain(Submit, Trader),
            plain(Accept, OfficerAtDeparture),
            (
                SubmitModify,
                Trader,
                Some({
                    let mut d = generate(3, 2, 2);
                    d.amendment_type = Some(CodeRef {
                        code: "0".into(),
                        ..CodeRef::default()
                    });
                    d
                }),
                ActionInput::default(),
            ),
            (
                GuaranteeNotValid,
                OfficerAtDeparture,
                None,
                reason("The guarantee is exhausted"),
            ),
            (
                NoRelease,
                OfficerAtDeparture,
                None,
                reason("Guarantee not amended in time"),
            ),
        ],
    ));
    all.extend(walk(
        4,
        vec![
            plain(Submit, Trader),
            plain(Accept, OfficerAtDeparture),
            (Cancel, Trader, None, reason("Goods not leaving")),
        ],
    ));
    all.extend(walk(
        5,
        vec![
            plain(Submit, Trader),
            plain(Accept, OfficerAtDeparture),
            plain(MovementRelease, OfficerAtDeparture),
            plain(ArrivalNotification, Trader),
            (Reject, OfficerAtDestination, None, reason("Wrong office")),
            (
                Invalidate,
                OfficerAtDeparture,
                None,
                reason("Declared in error"),
            ),
        ],
    ));
    all.extend(walk(
        6,
        vec![
            plain(Submit, Trader),
            plain(Accept, OfficerAtDeparture),
            plain(MovementRelease, OfficerAtDeparture),
            plain(ArrivalNotification, Trader),
            plain(Accept, OfficerAtDestination),
            plain(GoodsRelease, OfficerAtDestination),
            (
                InitiateMovementRecovery,
                OfficerAtDeparture,
                None,
                reason("Duties unpaid"),
            ),
            plain(CompleteRecovery, OfficerAtDeparture),
        ],
    ));
    all
}

/// Every `message` of the flows is built and validates against its own schema.
fn check(message: Message) {
    let Some(xsd) = common::schema_for(&schema_file(message)) else {
        return;
    };
    let mut seen = 0;
    for (i, (m, doc, payload)) in flows().into_iter().enumerate() {
        if m != message {
            continue;
        }
        let xml = message_xml(m, &doc, &payload, &common::header())
            .unwrap_or_else(|| panic!("no XML for {m}"));
        assert!(xml.contains(&format!("<messageType>{}</messageType>", m.root())));
        common::validate(&xsd, &format!("{}-{i}.xml", m.root()), &xml);
        seen += 1;
    }
    assert!(seen > 0, "the flows exchange no {message}");
}

macro_rules! schema_tests {
    ($($name:ident => $message:ident),* $(,)?) => {$(
        #[test]
        fn $name() {
            check(Message::$message);
        }
    )*};
}

schema_tests! {
    cc004c_amendment_acceptance_is_schema_valid => IE004,
    cc007c_arrival_notification_is_schema_valid => IE007,
    cc009c_invalidation_decision_is_schema_valid => IE009,
    cc013c_declaration_amendment_is_schema_valid => IE013,
    cc014c_invalidation_request_is_schema_valid => IE014,
    cc015c_declaration_data_is_schema_valid => IE015,
    cc019c_discrepancies_is_schema_valid => IE019,
    cc025c_goods_release_notification_is_schema_valid => IE025,
    cc028c_mrn_allocated_is_schema_valid => IE028,
    cc029c_release_for_transit_is_schema_valid => IE029,
    cc035c_recovery_notification_is_schema_valid => IE035,
    cc043c_unloading_permission_is_schema_valid => IE043,
    cc044c_unloading_remarks_is_schema_valid => IE044,
    cc045c_write_off_notification_is_schema_valid => IE045,
    cc051c_no_release_for_transit_is_schema_valid => IE051,
    cc055c_guarantee_not_valid_is_schema_valid => IE055,
    cc056c_rejection_from_departure_is_schema_valid => IE056,
    cc057c_rejection_from_destination_is_schema_valid => IE057,
    cc060c_control_decision_notification_is_schema_valid => IE060,
    cc928c_positive_acknowledge_is_schema_valid => IE928,
}

/// Common-domain and national messages have no XML of their own here: the log keeps their
/// JSON.
#[test]
fn messages_without_a_schema_have_no_xml() {
    let doc = generate(1, 1, 1);
    for m in [
        Message::IE006,
        Message::IE017,
        Message::IE018,
        Message::IE118,
        Message::IE203,
    ] {
        assert!(
            message_xml(m, &doc, &Value::Null, &common::header()).is_none(),
            "{m}"
        );
    }
}

/// The cost a submit step adds for its IE015 XML on a 999 × 2 declaration (printed; the
/// figure goes in the note). Also checks the message is built at all at that size.
#[test]
fn building_the_ie015_of_999_houses_of_2_items_is_timed() {
    let doc = generate(5, 999, 2);
    let payload = serde_json::json!({"preparationDateAndTime": NOW});
    let start = std::time::Instant::now();
    let xml = message_xml(Message::IE015, &doc, &payload, &common::header()).expect("an IE015");
    eprintln!(
        "IE015 of 999 x 2: {} bytes in {:?}",
        xml.len(),
        start.elapsed()
    );
}
