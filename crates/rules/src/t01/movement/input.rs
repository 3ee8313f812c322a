//! What a user adds to a movement action beyond the declaration: the reasons of a refusal,
//! the risk colour of a control decision, the unloading remarks. Posted as `input` next to the
//! document (spec 2.6: an action "submits the normalised form data"; these are the parts of
//! the IE messages that have no place in the IE015 data).

use serde::{Deserialize, Serialize};

use crate::t01::RiskColor;

#[derive(Debug, Clone, Default, PartialEq, Eq, Serialize, Deserialize)]
#[serde(rename_all = "camelCase", deny_unknown_fields)]
pub struct ActionInput {
    /// Why: rejection (IE056/IE057 rejection reason), no release (IE051 motivation),
    /// invalidation and cancellation (IE009/IE014 justification), guarantee not valid (IE055),
    /// discrepancy resolution (IE019), unloading remarks (IE044), enquiry texts (IE140..IE151).
    #[serde(default, skip_serializing_if = "Option::is_none")]
    pub reason: Option<String>,
    /// The risk colour of a control decision (spec 3.1 "risk colours", 4.2).
    #[serde(default, skip_serializing_if = "Option::is_none")]
    pub risk_color: Option<RiskColor>,
    /// Unloading remarks (IE044): true when the goods conform to the unloading permission.
    #[serde(default, skip_serializing_if = "Option::is_none")]
    pub conform: Option<bool>,
}

/// The longest free text of a reason (CC056C rejectionReason, CC051C noReleaseMotivation and
/// CC014C justification are an512).
pub const REASON_MAX: usize = 512;
