//! Every message a movement exchanges with the trader, built by `message_xml` from a
//! generated complete declaration walked through the lifecycle's main flows, validates
//! against its own schema (xmllint); one test per message type.

mod common;

use serde_json::Value;
use vama_ncts_xml::{message_xml, schema_file};
use vama_rules::t01::generate::{generate, generate_with, Options};
use vama_rules::t01::model::{
    Control, ControlDecision, GoodsLocation, Incident, RequestedDocument,
};
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

/// Walks `steps` from a fresh generated declaration (or the first step's own); every message exchanged, with the
/// declaration as it stood after its step and its payload.
fn walk(seed: u64, steps: Vec<Step>) -> Vec<(Message, Declaration, Value)> {
    let doc = generate(seed, 2, 2);
    let mrn = Mrn::allocate(26, "MD", "000000000001", "0").expect("an MRN");
    let mut status: Option<Status> = None;
    let mut stored: Option<Declaration> = None;
    let mut sent = Vec::new();
    let mut first = true;
    for (action, role, posted, input) in steps {
        // The first step submits the generated declaration, or the one the step posts.
        let mut posted = if first {
            Some(posted.unwrap_or_else(|| doc.clone()))
        } else {
            posted
        };
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

fn code(code: &str) -> CodeRef {
    CodeRef {
        code: code.into(),
        ..CodeRef::default()
    }
}

/// `doc` posted with `incidents` registered after those it has.
fn with_incidents(doc: &Declaration, incidents: &[Incident]) -> Declaration {
    let mut posted = doc.clone();
    posted.incidents.extend_from_slice(incidents);
    posted
}

/// The generated incidents (code 2 at GNSS coordinates, qualifier W, with the equipment
/// concerned; code 3 at an address, qualifier Z, with a transhipment) and one at a UN/LOCODE
/// (qualifier U, code 1).
fn incidents(seed: u64) -> Vec<Incident> {
    let mut all = generate_with(&Options::new(seed, 2, 2).with_lifecycle()).incidents;
    all.push(Incident {
        sequence: 0,
        code: Some(code("1")),
        text: Some("The carrier left the prescribed itinerary after a road closure".into()),
        endorsement: None,
        location: Some(GoodsLocation {
            qualifier: Some(code("U")),
            un_code: Some(code("ROIAS")),
            country: Some(vama_rules::values::CountryRef {
                code: "RO".into(),
                ..Default::default()
            }),
            ..GoodsLocation::default()
        }),
        transhipment: None,
        equipment: Vec::new(),
    });
    all
}

/// The main flows: standard with control, arrival with unloading, cancellation, rejection,
/// guarantee failure, no release, amendment, discrepancies, recovery, pre-lodgement with
/// presentation, incidents en route.
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
    let mut pre_lodged = generate(7, 2, 2);
    pre_lodged.add_dec_type = Some(code("D"));
    all.extend(walk(
        7,
        vec![
            (Submit, Trader, Some(pre_lodged), ActionInput::default()),
            plain(AcceptPreLodged, OfficerAtDeparture),
            plain(PresentationNotification, Trader),
            plain(MovementRelease, OfficerAtDeparture),
        ],
    ));
    // Two registrations: the first IE182 carries the first incident, the second the others.
    let released = generate(8, 2, 2);
    let incidents = incidents(8);
    all.extend(walk(
        8,
        vec![
            plain(Submit, Trader),
            plain(Accept, OfficerAtDeparture),
            plain(MovementRelease, OfficerAtDeparture),
            (
                IncidentRegistration,
                OfficerAtTransit,
                Some(with_incidents(&released, &incidents[..1])),
                ActionInput::default(),
            ),
            (
                IncidentRegistration,
                OfficerAtExit,
                Some(with_incidents(&released, &incidents)),
                ActionInput::default(),
            ),
            plain(ArrivalNotification, Trader),
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
    cc170c_presentation_notification_for_the_pre_lodged_declaration_is_schema_valid => IE170,
    cc182c_forwarded_incident_notification_is_schema_valid => IE182,
    cc928c_positive_acknowledge_is_schema_valid => IE928,
}

/// Common-domain and national messages have no XML of their own here: the log keeps their
/// JSON (IE180, the incident notification between offices, beside its IE182 which has one).
#[test]
fn messages_without_a_schema_have_no_xml() {
    let doc = generate(1, 1, 1);
    for m in [
        Message::IE006,
        Message::IE017,
        Message::IE018,
        Message::IE118,
        Message::IE180,
        Message::IE203,
    ] {
        assert!(
            message_xml(m, &doc, &Value::Null, &common::header()).is_none(),
            "{m}"
        );
    }
}

/// A message whose schema requires a datum the declaration lacks is not written: IE170
/// without a location of goods, IE182 without an incident.
#[test]
fn messages_without_their_required_data_have_no_xml() {
    let mut doc = generate(1, 1, 1);
    doc.mrn = Some("26MD000000000001J5".into());
    doc.goods_location = None;
    let payload = serde_json::json!({"preparationDateAndTime": NOW});
    for m in [Message::IE170, Message::IE182] {
        assert!(
            message_xml(m, &doc, &payload, &common::header()).is_none(),
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
