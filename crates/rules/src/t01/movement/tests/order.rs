//! The steps that leave the status as it is follow their order in the message log (issue 14):
//! the recovery after a non-arrival enquiry, the crossing of an office, the unloading remarks.

use crate::t01::movement::Action::*;
use crate::t01::movement::Message::*;
use crate::t01::movement::Role::*;
use crate::t01::movement::Status::*;
use crate::t01::movement::{
    actions_for, apply, barred, next, plan, Action, ActionInput, Facts, Refused, Role, Sent,
    Status, StepCtx,
};

/// A movement taken step by step through [`plan`], with the facts its log gives.
struct Movement {
    at: Status,
    sent: Sent,
}

impl Movement {
    /// Released, then overdue and enquired about (IE140): IDLE.
    fn enquired() -> Movement {
        let mut m = Movement {
            at: MovementReleased,
            sent: [IE015, IE928, IE028, IE029].into_iter().collect(),
        };
        m.take(NonArrivalEnquiry, OfficerAtDeparture).unwrap();
        m
    }

    fn facts(&self) -> Facts {
        Facts {
            sent: self.sent,
            overdue: true,
            crossed_here: false,
        }
    }

    fn take(&mut self, action: Action, role: Role) -> Result<(), Refused> {
        let edge = plan(Some(self.at), action, &[role], None, None, self.facts())?;
        for &m in edge.messages {
            self.sent.add(m);
        }
        self.at = edge.to;
        Ok(())
    }

    /// The actions `role` is offered now: the table's, less those barred.
    fn offered(&self, role: Role) -> Vec<Action> {
        actions_for(self.at, role)
            .into_iter()
            .filter(|&a| {
                let edge = next(self.at, a, role).unwrap();
                barred(&edge, self.facts()).is_none()
            })
            .collect()
    }
}

fn out_of_sequence(result: Result<(), Refused>) -> String {
    match result {
        Err(Refused::OutOfSequence(why)) => why.english(),
        other => panic!("expected 409, got {other:?}"),
    }
}

#[test]
fn after_the_non_arrival_enquiry_only_the_first_recovery_steps_are_offered() {
    let m = Movement::enquired();
    assert_eq!(
        m.offered(OfficerAtDeparture),
        [
            ManualWriteOff,
            EnquiryRequest,
            RecoveryRequest,
            InitiateMovementRecovery
        ]
    );
    // The destination answers requests: none yet.
    assert_eq!(m.offered(OfficerAtDestination), []);
    assert_eq!(
        m.offered(Trader),
        [ArrivalNotification, InformationExchange]
    );
}

#[test]
fn complete_recovery_before_the_recovery_is_initiated_is_refused() {
    let mut m = Movement::enquired();
    let why = out_of_sequence(m.take(CompleteRecovery, OfficerAtDeparture));
    assert_eq!(
        why,
        "'complete-recovery' is possible after 'initiate-movement-recovery' (IE035), not before"
    );
    // Nothing changed: the log holds no IE045.
    assert_eq!(m.sent.count(IE045), 0);
    m.take(InitiateMovementRecovery, OfficerAtDeparture)
        .unwrap();
    assert!(m.offered(OfficerAtDeparture).contains(&CompleteRecovery));
    m.take(CompleteRecovery, OfficerAtDeparture).unwrap();
    assert_eq!(m.sent.count(IE045), 1);
    // Written off: nothing of the recovery is left.
    assert_eq!(m.offered(OfficerAtDeparture), []);
}

#[test]
fn each_answer_follows_its_request_once() {
    let mut m = Movement::enquired();
    let why = out_of_sequence(m.take(RecommendRecovery, OfficerAtDestination));
    assert!(why.contains("after 'enquiry-request' (IE142)"), "{why}");
    let why = out_of_sequence(m.take(RecoveryResponse, OfficerAtDestination));
    assert!(why.contains("after 'recovery-request' (IE150)"), "{why}");

    m.take(InformationExchange, Trader).unwrap();
    let why = out_of_sequence(m.take(InformationExchange, Trader));
    assert_eq!(
        why,
        "'information-exchange' (IE141) has already answered every 'non-arrival-enquiry' (IE140)"
    );
    m.take(EnquiryRequest, OfficerAtDeparture).unwrap();
    assert_eq!(m.offered(OfficerAtDestination), [RecommendRecovery]);
    m.take(RecommendRecovery, OfficerAtDestination).unwrap();
    assert!(m.take(RecommendRecovery, OfficerAtDestination).is_err());
    m.take(RecoveryRequest, OfficerAtDeparture).unwrap();
    assert_eq!(m.offered(OfficerAtDestination), [RecoveryResponse]);
    m.take(RecoveryResponse, OfficerAtDestination).unwrap();
    assert_eq!(m.offered(OfficerAtDestination), []);
}

#[test]
fn once_the_recovery_is_initiated_the_enquiry_and_the_requests_are_over() {
    let mut m = Movement::enquired();
    m.take(InitiateMovementRecovery, OfficerAtDeparture)
        .unwrap();
    assert_eq!(
        m.offered(OfficerAtDeparture),
        [ManualWriteOff, CompleteRecovery]
    );
    for action in [EnquiryRequest, RecoveryRequest, InitiateMovementRecovery] {
        let why = out_of_sequence(m.take(action, OfficerAtDeparture));
        assert!(
            why.ends_with(
                "is no longer possible: 'initiate-movement-recovery' (IE035) has been taken"
            ),
            "{why}"
        );
    }
}

#[test]
fn the_whole_recovery_in_table_order_is_taken() {
    let mut m = Movement::enquired();
    for (action, role) in [
        (InformationExchange, Trader),
        (EnquiryRequest, OfficerAtDeparture),
        (RecommendRecovery, OfficerAtDestination),
        (RecoveryRequest, OfficerAtDeparture),
        (RecoveryResponse, OfficerAtDestination),
        (InitiateMovementRecovery, OfficerAtDeparture),
        (CompleteRecovery, OfficerAtDeparture),
    ] {
        m.take(action, role)
            .unwrap_or_else(|r| panic!("{action}: {r:?}"));
    }
    assert_eq!(m.at, Idle);
}

#[test]
fn the_crossing_registered_at_an_office_is_neither_presented_nor_refused_again() {
    let crossed = Facts {
        crossed_here: true,
        ..Facts::default()
    };
    for action in [PresentationNotificationOotra, RejectCrossingFrontier] {
        for role in [OfficerAtTransit, OfficerAtExit] {
            match plan(Some(NcfRegistered), action, &[role], None, None, crossed) {
                Err(Refused::OutOfSequence(why)) => assert_eq!(
                    why.english(),
                    format!("'{action}' is not possible: the crossing is already registered at your office")
                ),
                other => panic!("{action}: {other:?}"),
            }
        }
        // Another office of transit on the way still registers its own crossing.
        assert!(plan(
            Some(NcfRegistered),
            action,
            &[OfficerAtTransit],
            None,
            None,
            Facts::default()
        )
        .is_ok());
    }
    // Incidents are still registered there.
    assert!(plan(
        Some(NcfRegistered),
        IncidentRegistration,
        &[OfficerAtTransit],
        None,
        None,
        crossed
    )
    .is_ok());
}

#[test]
fn unloading_remarks_of_goods_that_conform_are_refused() {
    let edge = next(ArrivalAccepted, UnloadingRemark, Trader).unwrap();
    let at = StepCtx {
        now: "2026-11-24T10:00:00",
        ..StepCtx::default()
    };
    let stored = crate::t01::Declaration::default();
    let input = |conform: Option<bool>, reason: Option<&str>| ActionInput {
        conform,
        reason: reason.map(Into::into),
        ..ActionInput::default()
    };
    for conform in [Some(true), None] {
        let refused = apply(
            &edge,
            Some(&stored),
            None,
            &input(conform, Some("2 packages missing")),
            at,
        )
        .unwrap_err();
        assert_eq!(refused[0].path, "/input/reason");
        assert_eq!(refused[0].rule, "G0205");
    }
    let clean = apply(&edge, Some(&stored), None, &input(Some(true), None), at).unwrap();
    assert_eq!(clean.document.report_discrepancy, Some(false));
    let remarks = apply(
        &edge,
        Some(&stored),
        None,
        &input(Some(false), Some("2 packages missing")),
        at,
    )
    .unwrap();
    assert_eq!(remarks.document.report_discrepancy, Some(true));
    assert_eq!(remarks.messages[0].payload["reason"], "2 packages missing");
}

#[test]
fn the_log_counts_each_message_by_its_place_in_the_catalogue() {
    use crate::t01::movement::Message;
    for message in Message::ALL {
        let sent: Sent = [message, message].into_iter().collect();
        for other in Message::ALL {
            let expected = if other == message { 2 } else { 0 };
            assert_eq!(sent.count(other), expected, "{message} counted as {other}");
        }
    }
}
