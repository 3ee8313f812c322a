//! The actions on a movement. Where spec 2.1 has a route the action carries its name
//! (`control-decision/{id}` -> `control-decision`); the submit-type names are spec 2.6's; the
//! decisions without a route of their own are named after the NCTS flow they stand for
//! (NOTES.md section 2): `accept`, `accept-pre-lodged`, `reject`, `register-guarantee`,
//! `guarantee-not-valid`, `request-release`, `no-release`, `goods-release`.

use std::fmt;

use serde::Serialize;

#[derive(Debug, Clone, Copy, PartialEq, Eq, PartialOrd, Ord, Hash, Serialize)]
#[serde(rename_all = "kebab-case")]
pub enum Action {
    // The holder at departure.
    Submit,
    SubmitStored,
    SubmitModify,
    VerifyDocument,
    PresentationNotification,
    RequestRelease,
    Cancel,
    InformationExchange,
    // The holder (or its consignee) at destination.
    ArrivalNotification,
    UnloadingRemark,
    // The office of departure.
    Accept,
    AcceptPreLodged,
    Reject,
    RegisterGuarantee,
    GuaranteeNotValid,
    ControlDecision,
    ControlResults,
    MovementRelease,
    NoRelease,
    Invalidate,
    DiscrepancyResolution,
    ManualWriteOff,
    NonArrivalEnquiry,
    EnquiryRequest,
    RecoveryRequest,
    InitiateMovementRecovery,
    CompleteRecovery,
    // Offices of transit, exit and destination.
    PresentationNotificationOotra,
    RejectCrossingFrontier,
    IncidentRegistration,
    DestinationControlResults,
    GoodsRelease,
    RecommendRecovery,
    RecoveryResponse,
}

impl Action {
    pub const ALL: [Action; 34] = [
        Action::Submit,
        Action::SubmitStored,
        Action::SubmitModify,
        Action::VerifyDocument,
        Action::PresentationNotification,
        Action::RequestRelease,
        Action::Cancel,
        Action::InformationExchange,
        Action::ArrivalNotification,
        Action::UnloadingRemark,
        Action::Accept,
        Action::AcceptPreLodged,
        Action::Reject,
        Action::RegisterGuarantee,
        Action::GuaranteeNotValid,
        Action::ControlDecision,
        Action::ControlResults,
        Action::MovementRelease,
        Action::NoRelease,
        Action::Invalidate,
        Action::DiscrepancyResolution,
        Action::ManualWriteOff,
        Action::NonArrivalEnquiry,
        Action::EnquiryRequest,
        Action::RecoveryRequest,
        Action::InitiateMovementRecovery,
        Action::CompleteRecovery,
        Action::PresentationNotificationOotra,
        Action::RejectCrossingFrontier,
        Action::IncidentRegistration,
        Action::DestinationControlResults,
        Action::GoodsRelease,
        Action::RecommendRecovery,
        Action::RecoveryResponse,
    ];

    pub fn as_str(self) -> &'static str {
        match self {
            Action::Submit => "submit",
            Action::SubmitStored => "submit-stored",
            Action::SubmitModify => "submit-modify",
            Action::VerifyDocument => "verify-document",
            Action::PresentationNotification => "presentation-notification",
            Action::RequestRelease => "request-release",
            Action::Cancel => "cancel",
            Action::InformationExchange => "information-exchange",
            Action::ArrivalNotification => "arrival-notification",
            Action::UnloadingRemark => "unloading-remark",
            Action::Accept => "accept",
            Action::AcceptPreLodged => "accept-pre-lodged",
            Action::Reject => "reject",
            Action::RegisterGuarantee => "register-guarantee",
            Action::GuaranteeNotValid => "guarantee-not-valid",
            Action::ControlDecision => "control-decision",
            Action::ControlResults => "control-results",
            Action::MovementRelease => "movement-release",
            Action::NoRelease => "no-release",
            Action::Invalidate => "invalidate",
            Action::DiscrepancyResolution => "discrepancy-resolution",
            Action::ManualWriteOff => "manual-write-off",
            Action::NonArrivalEnquiry => "non-arrival-enquiry",
            Action::EnquiryRequest => "enquiry-request",
            Action::RecoveryRequest => "recovery-request",
            Action::InitiateMovementRecovery => "initiate-movement-recovery",
            Action::CompleteRecovery => "complete-recovery",
            Action::PresentationNotificationOotra => "presentation-notification-ootra",
            Action::RejectCrossingFrontier => "reject-crossing-frontier",
            Action::IncidentRegistration => "incident-registration",
            Action::DestinationControlResults => "destination-control-results",
            Action::GoodsRelease => "goods-release",
            Action::RecommendRecovery => "recommend-recovery",
            Action::RecoveryResponse => "recovery-response",
        }
    }

    pub fn parse(s: &str) -> Option<Action> {
        Action::ALL.into_iter().find(|a| a.as_str() == s)
    }

    /// Spec 2.6: the submit-type actions run the transit-wide validation first and are refused
    /// with its violations.
    pub fn validates_fully(self) -> bool {
        matches!(
            self,
            Action::Submit | Action::SubmitStored | Action::SubmitModify | Action::VerifyDocument
        )
    }
}

impl fmt::Display for Action {
    fn fmt(&self, f: &mut fmt::Formatter<'_>) -> fmt::Result {
        f.write_str(self.as_str())
    }
}
