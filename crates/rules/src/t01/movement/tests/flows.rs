//! The NCTS flows of NOTES.md section 2 walked end to end through the table.

use super::walk;
use crate::t01::movement::Action::*;
use crate::t01::movement::Message::*;
use crate::t01::movement::Role::*;
use crate::t01::movement::Status::*;
use crate::t01::movement::{actions_for, next, Action, Role};

const SUBMIT: (Action, Role) = (Submit, Trader);
const ACCEPT: (Action, Role) = (Accept, OfficerAtDeparture);
const RELEASE: (Action, Role) = (MovementRelease, OfficerAtDeparture);
#[test]
fn main_path_submit_accept_release_arrival_goods_release_write_off() {
    let (status, log) = walk(
        Some(Stored),
        &[
            (SubmitStored, Agent),
            ACCEPT,
            (RegisterGuarantee, OfficerAtDeparture),
            (ControlDecision, OfficerAtDeparture),
            (ControlResults, OfficerAtDeparture),
            RELEASE,
            (PresentationNotificationOotra, OfficerAtTransit),
            (ArrivalNotification, Trader),
            (Accept, OfficerAtDestination),
            (UnloadingRemark, Trader),
            (DestinationControlResults, OfficerAtDestination),
            (DiscrepancyResolution, OfficerAtDestination),
            (GoodsRelease, OfficerAtDestination),
            (ManualWriteOff, OfficerAtDeparture),
        ],
    );
    assert_eq!(status, GoodsReleased);
    assert_eq!(
        log,
        [
            IE015, IE928, IE028, IE203, IE205, IE060, IE017, IE029, IE118, IE007, IE006, IE043,
            IE044, IE018, IE019, IE049, IE025, IE045
        ]
    );
    // The shortest way: the standard departure of NOTES.md §2.
    let (status, log) = walk(None, &[SUBMIT, ACCEPT, RELEASE]);
    assert_eq!(
        (status, log),
        (MovementReleased, vec![IE015, IE928, IE028, IE029])
    );
}

#[test]
fn rejection_ends_the_movement_with_ie056() {
    let (status, log) = walk(None, &[SUBMIT, (Reject, OfficerAtDeparture)]);
    assert_eq!((status, log), (Rejected, vec![IE015, IE056]));
    assert_eq!(actions_for(Rejected, Trader), []);
}

#[test]
fn cancellation_before_release_is_allowed() {
    for steps in [
        &[SUBMIT, ACCEPT][..],
        &[SUBMIT, ACCEPT, (GuaranteeNotValid, OfficerAtDeparture)],
        &[SUBMIT, ACCEPT, (ControlDecision, OfficerAtDeparture)],
        &[SUBMIT, (AcceptPreLodged, OfficerAtDeparture)],
    ] {
        let (at, _) = walk(None, steps);
        let edge = next(at, Cancel, Agent).unwrap();
        assert_eq!((edge.to, edge.messages), (Canceled, &[IE014, IE009][..]));
    }
}

#[test]
fn cancellation_after_release_is_refused_with_the_reason() {
    for at in [
        MovementReleased,
        NcfRegistered,
        Arrived,
        ArrivalAccepted,
        GoodsReleased,
    ] {
        let refusal = next(at, Cancel, Trader).unwrap_err();
        let text = refusal.to_string();
        assert!(text.contains("only before release"), "{text}");
        assert!(text.contains("code 92"), "{text}");
    }
    // Customs may still invalidate a released movement (NOTES.md §2).
    assert_eq!(
        next(MovementReleased, Invalidate, OfficerAtDeparture)
            .unwrap()
            .to,
        Canceled
    );
}

#[test]
fn an_officer_action_is_refused_to_a_trader_naming_who_may_take_it() {
    let text = next(Submitted, Accept, Trader).unwrap_err().to_string();
    assert_eq!(
        text,
        "'accept' on a movement in status SUBMITTED is for the officer at departure only, not for the trader"
    );
    let text = next(Arrived, Accept, OfficerAtDeparture)
        .unwrap_err()
        .to_string();
    assert!(text.contains("officer at destination only"), "{text}");
}

#[test]
fn guarantee_amendment_path_invalid_guarantee_amended_then_released() {
    let (status, log) = walk(
        None,
        &[
            SUBMIT,
            ACCEPT,
            (GuaranteeNotValid, OfficerAtDeparture),
            (SubmitModify, Trader),
            (RegisterGuarantee, OfficerAtDeparture),
            RELEASE,
        ],
    );
    assert_eq!(status, MovementReleased);
    assert_eq!(
        log,
        [IE015, IE928, IE028, IE055, IE013, IE004, IE203, IE205, IE029]
    );
    // R0520: amendment type 1 only in GUARANTEE_UNDER_AMENDMENT, 0 elsewhere.
    use crate::t01::movement::Requires::AmendmentType;
    let amend = |at| next(at, SubmitModify, Trader).unwrap().requires;
    assert_eq!(amend(GuaranteeUnderAmendment), Some(AmendmentType("1")));
    assert_eq!(amend(Accepted), Some(AmendmentType("0")));
    assert_eq!(amend(GuaranteeRegistered), Some(AmendmentType("0")));
    assert!(next(UnderControl, SubmitModify, Trader).is_err());
    assert!(next(MovementReleased, SubmitModify, Trader).is_err());
    // No amendment in time: no release (IE051).
    assert_eq!(
        next(GuaranteeUnderAmendment, NoRelease, OfficerAtDeparture)
            .unwrap()
            .to,
        NotReleased
    );
}

#[test]
fn pre_lodged_declaration_moves_on_with_ie170() {
    use crate::t01::movement::Requires::AdditionalDeclarationType;
    let pre_lodge = next(Submitted, AcceptPreLodged, OfficerAtDeparture).unwrap();
    assert_eq!(pre_lodge.requires, Some(AdditionalDeclarationType("D")));
    let standard = next(Submitted, Accept, OfficerAtDeparture).unwrap();
    assert_eq!(standard.requires, Some(AdditionalDeclarationType("A")));

    let (status, log) = walk(
        None,
        &[
            SUBMIT,
            (AcceptPreLodged, OfficerAtDeparture),
            (ControlDecision, OfficerAtDeparture),
            (PresentationNotification, Agent),
            RELEASE,
        ],
    );
    assert_eq!(status, MovementReleased);
    assert_eq!(log, [IE015, IE928, IE060, IE170, IE028, IE029]);
    // Presentation only of a pre-lodged declaration.
    assert!(next(Accepted, PresentationNotification, Trader).is_err());
}

#[test]
fn non_arrival_enquiry_leads_to_recovery_and_write_off() {
    let (status, log) = walk(
        None,
        &[
            SUBMIT,
            ACCEPT,
            RELEASE,
            (NonArrivalEnquiry, OfficerAtDeparture),
            (InformationExchange, Trader),
            (EnquiryRequest, OfficerAtDeparture),
            (RecommendRecovery, OfficerAtDestination),
            (RecoveryRequest, OfficerAtDeparture),
            (RecoveryResponse, OfficerAtDestination),
            (InitiateMovementRecovery, OfficerAtDeparture),
            (CompleteRecovery, OfficerAtDeparture),
        ],
    );
    assert_eq!(status, Idle);
    assert_eq!(
        log,
        [IE015, IE928, IE028, IE029, IE140, IE141, IE142, IE143, IE150, IE151, IE035, IE045]
    );
    // Goods turning up late end the enquiry.
    assert_eq!(next(Idle, ArrivalNotification, Trader).unwrap().to, Arrived);
}

#[test]
fn an_officer_holds_the_roles_of_the_movements_offices_that_are_theirs() {
    use crate::t01::movement::{roles_of, Offices};
    use crate::{UserCtx, UserType};
    let officer = |office: &str| UserCtx {
        user_type: UserType::Officer,
        customs_offices: vec![office.into()],
        aeo_authorised: false,
        ..UserCtx::default()
    };
    let offices = Offices {
        departure: Some("MD000001"),
        destination: Some("RO000002"),
        transit: &["RO000003"],
        exit: &["RO000005"],
    };
    assert_eq!(
        roles_of(&officer("MD000001"), offices),
        [OfficerAtDeparture]
    );
    assert_eq!(
        roles_of(&officer("RO000002"), offices),
        [OfficerAtDestination]
    );
    assert_eq!(roles_of(&officer("RO000003"), offices), [OfficerAtTransit]);
    assert_eq!(roles_of(&officer("RO000005"), offices), [OfficerAtExit]);
    assert_eq!(roles_of(&officer("BG000004"), offices), []);
    // An officer of several offices holds the role of each of them the movement names.
    let two = UserCtx {
        customs_offices: vec!["RO000003".into(), "MD000001".into()],
        aeo_authorised: false,
        ..officer("")
    };
    assert_eq!(
        roles_of(&two, offices),
        [OfficerAtDeparture, OfficerAtTransit]
    );
    let trader = UserCtx::default();
    assert_eq!(roles_of(&trader, offices), [Trader]);
}
