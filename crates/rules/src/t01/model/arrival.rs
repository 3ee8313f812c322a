//! Arrival at destination (IE007) and the presentation notification of the ATR (spec 3.6).

use serde::{Deserialize, Serialize};

use super::Party;
use crate::values::{CodeRef, OfficeRef};

#[derive(Debug, Clone, Default, PartialEq, Eq, Serialize, Deserialize)]
#[cfg_attr(feature = "openapi", derive(utoipa::ToSchema))]
#[serde(rename_all = "camelCase", deny_unknown_fields)]
pub struct Arrival {
    #[serde(default, skip_serializing_if = "Option::is_none")]
    pub simplified_procedure: Option<bool>,
    #[serde(default, skip_serializing_if = "Option::is_none")]
    pub incident_flag: Option<bool>,
    #[serde(default, skip_serializing_if = "Option::is_none")]
    pub customs_office_of_destination_actual: Option<OfficeRef>,
    /// `YYYY-MM-DDTHH:mm:ss`.
    #[serde(default, skip_serializing_if = "Option::is_none")]
    pub arrival_date_and_time_actual: Option<String>,
    #[serde(default, skip_serializing_if = "Option::is_none")]
    pub arrival_notification_date_and_time: Option<String>,
    #[serde(default, skip_serializing_if = "Option::is_none")]
    pub trader_at_destination: Option<Party>,
}

/// Spec 3.6 "Presentation notification: transitOperation (mrn, communicationLanguageAtTransit),
/// ensOperation (ensmrn), customsOfficeOfTransitActual, holderOfTheTransitProcedure,
/// consignment.carrier".
#[derive(Debug, Clone, Default, PartialEq, Eq, Serialize, Deserialize)]
#[cfg_attr(feature = "openapi", derive(utoipa::ToSchema))]
#[serde(rename_all = "camelCase", deny_unknown_fields)]
pub struct PresentationNotification {
    #[serde(default, skip_serializing_if = "Option::is_none")]
    pub transit_operation: Option<PresentationTransitOperation>,
    #[serde(default, skip_serializing_if = "Option::is_none")]
    pub ens_operation: Option<EnsOperation>,
    #[serde(default, skip_serializing_if = "Option::is_none")]
    pub customs_office_of_transit_actual: Option<OfficeRef>,
    #[serde(default, skip_serializing_if = "Option::is_none")]
    pub holder_of_the_transit_procedure: Option<Party>,
    #[serde(default, skip_serializing_if = "Option::is_none")]
    pub consignment: Option<PresentationConsignment>,
}

#[derive(Debug, Clone, Default, PartialEq, Eq, Serialize, Deserialize)]
#[cfg_attr(feature = "openapi", derive(utoipa::ToSchema))]
#[serde(rename_all = "camelCase", deny_unknown_fields)]
pub struct PresentationTransitOperation {
    #[serde(default, skip_serializing_if = "Option::is_none")]
    pub mrn: Option<String>,
    #[serde(default, skip_serializing_if = "Option::is_none")]
    pub communication_language_at_transit: Option<CodeRef>,
}

/// The entry summary declaration the movement is linked to.
#[derive(Debug, Clone, Default, PartialEq, Eq, Serialize, Deserialize)]
#[cfg_attr(feature = "openapi", derive(utoipa::ToSchema))]
#[serde(rename_all = "camelCase", deny_unknown_fields)]
pub struct EnsOperation {
    #[serde(default, skip_serializing_if = "Option::is_none")]
    pub ensmrn: Option<String>,
}

#[derive(Debug, Clone, Default, PartialEq, Eq, Serialize, Deserialize)]
#[cfg_attr(feature = "openapi", derive(utoipa::ToSchema))]
#[serde(rename_all = "camelCase", deny_unknown_fields)]
pub struct PresentationConsignment {
    #[serde(default, skip_serializing_if = "Option::is_none")]
    pub carrier: Option<Party>,
}
