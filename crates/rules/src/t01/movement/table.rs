//! The movement's table. Each row cites its source: "§2" the flows of NOTES.md section 2
//! (HMRC TIS process flows), "§3" the status mapping of NOTES.md section 3, "Q2" a rule or
//! message of DDNTA Appendix Q2 5.15.2; "decision" marks a choice where the sources are silent
//! (the reasons are in the module docs of `movement`).

use super::action::Action::*;
use super::edge::{row, Requires, Row, To};
use super::message::Message::*;
use super::role::{BORDER, DEPARTURE, DESTINATION, EN_ROUTE, EXIT, HOLDER, TRANSIT};
use super::status::Status::*;
use super::Status;

use To::Same;

/// Before release the holder may still cancel and customs may still refuse the release.
const BEFORE_RELEASE: &[Status] = &[
    PreLodged,
    Accepted,
    GuaranteeRegistered,
    GuaranteeUnderAmendment,
    UnderControl,
    UnderReleaseRequest,
];
/// The goods are on their way: offices of transit and destination see them.
const EN_ROUTE_STATUSES: &[Status] = &[MovementReleased, NcfRegistered];

/// A declaration not stored yet (the platform's NEW).
pub static FROM_NEW: &[Row] = &[
    // §2 standard departure: IE015 lodged from the new form.
    row(&[], Submit, HOLDER, To::Status(Submitted), &[IE015]),
];

#[rustfmt::skip] // one row per line: the table reads as a table
pub static TABLE: &[Row] = &[
    // --- Lodging (§3 STORED, SUBMITTED) ---
    row(&[Stored], SubmitStored, HOLDER, To::Status(Submitted), &[IE015]),
    // Spec 2.6: validation only, nothing is sent.
    row(&[Stored], VerifyDocument, HOLDER, Same, &[]),
    // §2 standard: IE015 -> IE928 -> IE028 (decision: one act, the MRN is allocated on acceptance).
    row(&[Submitted], Accept, DEPARTURE, To::Status(Accepted), &[IE928, IE028])
        .requires(Requires::AdditionalDeclarationType("A")),
    // §2 pre-lodgement: IE928 only; the MRN comes with the presentation (IE170 -> IE028).
    row(&[Submitted], AcceptPreLodged, DEPARTURE, To::Status(PreLodged), &[IE928])
        .requires(Requires::AdditionalDeclarationType("D")),
    // §2 rejection: IE056 (businessRejectionType 015), the movement ends.
    row(&[Submitted], Reject, DEPARTURE, To::Status(Rejected), &[IE056]),
    // --- Pre-lodged (§2 pre-lodgement, §3 PRE_LODGED) ---
    row(&[PreLodged], PresentationNotification, HOLDER, To::Status(Accepted), &[IE170, IE028]),
    // §2: IE060 type 2 "intention to control" to AEOs; decision: stays PRE_LODGED (goods not presented yet).
    row(&[PreLodged], ControlDecision, DEPARTURE, Same, &[IE060])
        .requires(Requires::NotificationType(&["2"])),
    // §2: presentation time limit expired -> IE056 (type 170), the movement ends.
    row(&[PreLodged], Reject, DEPARTURE, To::Status(Rejected), &[IE056]),
    // --- Amendment before release (§2 amendment, Q2 R0520) ---
    row(&[PreLodged, Accepted, GuaranteeRegistered], SubmitModify, HOLDER, Same, &[IE013, IE004])
        .requires(Requires::AmendmentType("0")),
    // R0520 type 1 (guarantee only); back to ACCEPTED for the guarantee to be checked again (§3).
    row(&[GuaranteeUnderAmendment], SubmitModify, HOLDER, To::Status(Accepted), &[IE013, IE004])
        .requires(Requires::AmendmentType("1")),
    // --- Guarantee (§3 GUARANTEE_REGISTERED: GMS use IE203/IE205; §2 guarantee failure: IE055) ---
    row(&[Accepted], RegisterGuarantee, DEPARTURE, To::Status(GuaranteeRegistered), &[IE203, IE205]),
    // Issue 6: the release checks the guarantee again (balance, validity, access code): a
    // failure then is a Guarantee Not Valid from wherever the release was asked.
    row(&[Accepted, GuaranteeRegistered, UnderReleaseRequest], GuaranteeNotValid, DEPARTURE, To::Status(GuaranteeUnderAmendment), &[IE055]),
    // --- Control at departure (§2 control by OoDep, §3 UNDER_CONTROL / UNDER_RELEASE_REQUEST) ---
    row(&[Accepted, GuaranteeRegistered], ControlDecision, DEPARTURE, To::Status(UnderControl), &[IE060])
        .requires(Requires::NotificationType(&["0", "1"])),
    // Decision: a further IE060 under control asks for documents.
    row(&[UnderControl], ControlDecision, DEPARTURE, Same, &[IE060])
        .requires(Requires::NotificationType(&["1"])),
    // Q2 IE017 Departure Control Results; ecarina CC054C: after control the status is "under release request".
    row(&[UnderControl], ControlResults, DEPARTURE, To::Status(UnderReleaseRequest), &[IE017]),
    row(&[UnderReleaseRequest], RequestRelease, HOLDER, Same, &[IE054]),
    // --- Release (§2: IE029 release, IE051 no release) ---
    // Decision: release straight from ACCEPTED too (guarantees that GMS does not check, e.g. waivers).
    row(&[Accepted, GuaranteeRegistered, UnderReleaseRequest], MovementRelease, DEPARTURE, To::Status(MovementReleased), &[IE029]),
    row(&[Accepted, GuaranteeRegistered, GuaranteeUnderAmendment, UnderControl, UnderReleaseRequest], NoRelease, DEPARTURE, To::Status(NotReleased), &[IE051]),
    // --- Cancellation (§2: before release IE014 -> IE009 "1=Yes"; after release by customs IE009 only) ---
    row(BEFORE_RELEASE, Cancel, HOLDER, To::Status(Canceled), &[IE014, IE009]),
    row(&[PreLodged, Accepted, GuaranteeRegistered, GuaranteeUnderAmendment, UnderControl, UnderReleaseRequest, MovementReleased, NcfRegistered], Invalidate, DEPARTURE, To::Status(Canceled), &[IE009]),
    // --- En route (§3 NCF_REGISTERED: CD118C; §2 incidents: IE180 -> IE182 to the holder) ---
    // The goods presented at an office of transit (the ATR's ie117 screen): CD118C to departure.
    row(EN_ROUTE_STATUSES, PresentationNotificationOotra, TRANSIT, To::Status(NcfRegistered), &[IE118]),
    // §3: at an office of exit for transit the goods leave the security area: CD168C.
    row(EN_ROUTE_STATUSES, PresentationNotificationOotra, EXIT, To::Status(NcfRegistered), &[IE168]),
    // Spec 2.1 ie119 "reject crossing frontier". P5 has no message for it (NOTES.md 1.1: IE119
    // not found); decision: the refusal, with its reason, is an action of the log and the
    // movement stays where it is (the goods go back or take another office).
    row(EN_ROUTE_STATUSES, RejectCrossingFrontier, BORDER, Same, &[]),
    row(EN_ROUTE_STATUSES, IncidentRegistration, EN_ROUTE, Same, &[IE180, IE182]),
    // --- Destination (§2 arrival flows, §3 ARRIVED .. GOODS_RELEASED) ---
    // IE007 at destination, CD006C Arrival Advice to departure; late goods end an enquiry (IDLE).
    row(&[MovementReleased, NcfRegistered, Idle], ArrivalNotification, HOLDER, To::Status(Arrived), &[IE007, IE006]),
    // IE043 unloading permission (authorised consignee); IE057 rejects the arrival notification.
    row(&[Arrived], Accept, DESTINATION, To::Status(ArrivalAccepted), &[IE043]),
    // Decision: a rejected IE007 leaves the movement released, the trader may notify again.
    row(&[Arrived], Reject, DESTINATION, To::Status(MovementReleased), &[IE057]),
    row(&[ArrivalAccepted], UnloadingRemark, HOLDER, Same, &[IE044]),
    row(&[ArrivalAccepted], DestinationControlResults, DESTINATION, Same, &[IE018]),
    // §2 major discrepancies: IE019 to the holder; Q2 CD049C Discrepancies Solved Notification.
    row(&[ArrivalAccepted], DiscrepancyResolution, &[super::Role::OfficerAtDeparture, super::Role::OfficerAtDestination], Same, &[IE019, IE049]),
    row(&[ArrivalAccepted], GoodsRelease, DESTINATION, To::Status(GoodsReleased), &[IE025]),
    // §2: IE045 write-off to the holder at departure ends the movement (after goods release, an
    // enquiry answered by other proof, or a recovery).
    row(&[GoodsReleased, Idle], ManualWriteOff, DEPARTURE, Same, &[IE045]),
    // --- Non-arrival and recovery (§2 recovery for non-arrival, unresolved discrepancies) ---
    // The steps on IDLE leave the status as it is: the log orders them (issue 14). A question
    // comes before its answer, each answered once; the enquiry and the recovery requests come
    // before the recovery is initiated (IE035), which happens once and comes before its
    // completion (IE045).
    row(EN_ROUTE_STATUSES, NonArrivalEnquiry, DEPARTURE, To::Status(Idle), &[IE140]),
    // NOTES.md §3 (HMRC): IE140 -> "Respond" (IE141).
    row(&[Idle], InformationExchange, HOLDER, Same, &[IE141]).answers(IE140),
    row(&[Idle], EnquiryRequest, DEPARTURE, Same, &[IE142]).before(IE035),
    // Q2 CD143C Enquiry Response (C_ENQ_NEG): no trace of the goods, recovery recommended.
    row(&[Idle], RecommendRecovery, DESTINATION, Same, &[IE143]).answers(IE142),
    row(&[Idle], RecoveryRequest, DEPARTURE, Same, &[IE150]).before(IE035),
    // Q2 CD151C Recovery Acceptance Notification answers the CD150C.
    row(&[Idle], RecoveryResponse, DESTINATION, Same, &[IE151]).answers(IE150),
    row(&[GoodsReleased, Idle], InitiateMovementRecovery, DEPARTURE, To::Status(Idle), &[IE035]).before(IE035),
    // §2: IE035 -> IE045.
    row(&[Idle], CompleteRecovery, DEPARTURE, Same, &[IE045]).answers(IE035),
];
