//! The 17 values of `documentStatus` (spec 4.1). The spec lists them without transitions; what
//! each one means in NCTS terms is NOTES.md section 3 (the message that enters it).

use std::fmt;

use serde::Serialize;

#[derive(Debug, Clone, Copy, PartialEq, Eq, PartialOrd, Ord, Hash, Serialize)]
#[serde(rename_all = "SCREAMING_SNAKE_CASE")]
pub enum Status {
    /// A draft kept in the portal; NCTS has not seen it.
    Stored,
    /// IE015 sent, the office of departure has not answered yet.
    Submitted,
    /// IE928 for a pre-lodged declaration (additionalDeclarationType D): waits for IE170.
    PreLodged,
    /// IE928 + IE028: MRN allocated, guarantee and risk checks pending.
    Accepted,
    /// The guarantee use was accepted (common domain IE203/IE205).
    GuaranteeRegistered,
    /// IE055 Guarantee Not Valid: the holder may amend the guarantee (R0520).
    GuaranteeUnderAmendment,
    /// IE060 Control Decision Notification.
    UnderControl,
    /// Control results recorded; the release may be requested (IE054) and decided.
    UnderReleaseRequest,
    /// A released movement waiting at departure for an enquiry or a recovery to end.
    Idle,
    /// IE029 Release for Transit: the TAD can be printed.
    MovementReleased,
    /// IE118 Notification Crossing Frontier from an office of transit.
    NcfRegistered,
    /// IE007 Arrival Notification at the office of destination.
    Arrived,
    /// The office of destination accepted the arrival (IE043 for an authorised consignee).
    ArrivalAccepted,
    /// IE025 Goods Release Notification.
    GoodsReleased,
    /// IE051 No Release for Transit. Terminal.
    NotReleased,
    /// IE009 Invalidation Decision. Terminal.
    Canceled,
    /// IE056 rejecting the declaration (type 015, or 170 on an expired pre-lodgement). Terminal.
    Rejected,
}

impl Status {
    pub const ALL: [Status; 17] = [
        Status::Stored,
        Status::Submitted,
        Status::PreLodged,
        Status::Accepted,
        Status::GuaranteeRegistered,
        Status::GuaranteeUnderAmendment,
        Status::UnderControl,
        Status::UnderReleaseRequest,
        Status::Idle,
        Status::MovementReleased,
        Status::NcfRegistered,
        Status::Arrived,
        Status::ArrivalAccepted,
        Status::GoodsReleased,
        Status::NotReleased,
        Status::Canceled,
        Status::Rejected,
    ];

    /// The `documentStatus` value.
    pub fn as_str(self) -> &'static str {
        match self {
            Status::Stored => "STORED",
            Status::Submitted => "SUBMITTED",
            Status::PreLodged => "PRE_LODGED",
            Status::Accepted => "ACCEPTED",
            Status::GuaranteeRegistered => "GUARANTEE_REGISTERED",
            Status::GuaranteeUnderAmendment => "GUARANTEE_UNDER_AMENDMENT",
            Status::UnderControl => "UNDER_CONTROL",
            Status::UnderReleaseRequest => "UNDER_RELEASE_REQUEST",
            Status::Idle => "IDLE",
            Status::MovementReleased => "MOVEMENT_RELEASED",
            Status::NcfRegistered => "NCF_REGISTERED",
            Status::Arrived => "ARRIVED",
            Status::ArrivalAccepted => "ARRIVAL_ACCEPTED",
            Status::GoodsReleased => "GOODS_RELEASED",
            Status::NotReleased => "NOT_RELEASED",
            Status::Canceled => "CANCELED",
            Status::Rejected => "REJECTED",
        }
    }

    /// The status of a stored `documentStatus` value; `None` for anything else (e.g. the
    /// platform's `NEW` pseudo status of a document not yet stored).
    pub fn parse(s: &str) -> Option<Status> {
        Status::ALL.into_iter().find(|st| st.as_str() == s)
    }
}

impl fmt::Display for Status {
    fn fmt(&self, f: &mut fmt::Formatter<'_>) -> fmt::Result {
        f.write_str(self.as_str())
    }
}
