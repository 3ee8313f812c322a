//! Spec 3.1 and 3.2: the declaration. The master consignment's fields live flat on it (the
//! spec lists them on the declaration), after the header's; then the data customs records
//! later in the movement's life (control, risk, incidents, arrival).
//!
//! Decisions where the spec is silent:
//! - `routingCons` (3.1) is the routing countries list, kept under its existing name
//!   `routingCountries`.
//! - `documentStatus`, `actions` and `versions` (3.1) are the server's envelope, merged into
//!   the served body, not part of the model.
//! - The four risk colours are `initialDepartureRiskColor`, `finalDepartureRiskColor`,
//!   `initialDestinationRiskColor`, `finalDestinationRiskColor`.
//! - `otherThingsToReport` (5.1, required for control results A5 and B1) sits beside
//!   `controlResult`.

use serde::{Deserialize, Serialize};

use super::{
    ActualOffice, AdditionalInfo, Arrival, Attachment, Authorisation, Contact, Control,
    ControlDecision, Dispatch, Document, Driver, ExitOffice, Goods, GoodsLocation, Guarantee,
    HouseConsignment, Incident, Party, Place, PresentationNotification, ReferenceSegment,
    RiskColor, RiskRule, RoutingCountry, SupplyChainActor, TransitOffice, TransportEquipment,
    TransportMeans,
};
use crate::values::{CodeRef, CountryRef, Decimal, OfficeRef};

#[derive(Debug, Clone, Default, PartialEq, Serialize, Deserialize)]
#[cfg_attr(feature = "openapi", derive(utoipa::ToSchema))]
#[serde(rename_all = "camelCase", deny_unknown_fields)]
pub struct Declaration {
    #[serde(default, skip_serializing_if = "Option::is_none")]
    pub mrn: Option<String>,
    #[serde(default, skip_serializing_if = "Option::is_none")]
    pub lrn: Option<String>,
    /// Modify mode only: 1 Guarantee, 0 Other.
    #[serde(default, skip_serializing_if = "Option::is_none")]
    pub amendment_type: Option<CodeRef>,

    #[serde(default, skip_serializing_if = "Option::is_none")]
    pub declaration_type: Option<CodeRef>,
    #[serde(default, skip_serializing_if = "Option::is_none")]
    pub add_dec_type: Option<CodeRef>,
    #[serde(default, skip_serializing_if = "Option::is_none")]
    pub declaration_type_security: Option<CodeRef>,
    #[serde(default, skip_serializing_if = "Option::is_none")]
    pub reduced_dataset: Option<CodeRef>,
    #[serde(default, skip_serializing_if = "Option::is_none")]
    pub binding_itinerary: Option<CodeRef>,
    #[serde(default, skip_serializing_if = "Option::is_none")]
    pub specific_circumstance: Option<CodeRef>,
    #[serde(default, skip_serializing_if = "Option::is_none")]
    pub language_at_departure: Option<CodeRef>,
    #[serde(default, skip_serializing_if = "Option::is_none")]
    pub inland_mot: Option<CodeRef>,
    #[serde(default, skip_serializing_if = "Option::is_none")]
    pub border_mot: Option<CodeRef>,
    #[serde(default, skip_serializing_if = "Option::is_none")]
    pub container_indicator: Option<CodeRef>,
    #[serde(default, skip_serializing_if = "Option::is_none")]
    pub guarantee_indicator: Option<bool>,
    /// Signed so that a negative number typed by the user is a violation, not a parse error.
    #[serde(default, skip_serializing_if = "Option::is_none")]
    pub operations_number: Option<i64>,
    #[serde(default, skip_serializing_if = "Option::is_none")]
    pub date_limit: Option<String>,
    #[serde(default, skip_serializing_if = "Option::is_none")]
    pub carnet_number: Option<String>,
    #[serde(default, skip_serializing_if = "Option::is_none")]
    pub arrival_date_and_time_estimated: Option<String>,
    #[serde(default, skip_serializing_if = "Option::is_none")]
    pub presentation_of_the_goods_date_and_time: Option<String>,

    #[serde(default, skip_serializing_if = "Option::is_none")]
    pub applicant: Option<Party>,
    #[serde(default, skip_serializing_if = "Option::is_none")]
    pub applicant_contact: Option<Contact>,
    #[serde(default, skip_serializing_if = "Option::is_none")]
    pub representative: Option<Party>,
    #[serde(default, skip_serializing_if = "Option::is_none")]
    pub representative_status: Option<CodeRef>,
    #[serde(default, skip_serializing_if = "Option::is_none")]
    pub representative_contact: Option<Contact>,
    #[serde(default, skip_serializing_if = "Option::is_none")]
    pub consignor: Option<Party>,
    #[serde(default, skip_serializing_if = "Option::is_none")]
    pub consignee: Option<Party>,

    #[serde(default, skip_serializing_if = "Option::is_none")]
    pub departure_country: Option<CountryRef>,
    #[serde(default, skip_serializing_if = "Option::is_none")]
    pub destination_country: Option<CountryRef>,
    #[serde(default, skip_serializing_if = "Option::is_none")]
    pub dispatch: Option<Dispatch>,
    #[serde(default, skip_serializing_if = "Option::is_none")]
    pub departure_office: Option<OfficeRef>,
    #[serde(default, skip_serializing_if = "Option::is_none")]
    pub destination_office: Option<OfficeRef>,
    #[serde(default, skip_serializing_if = "Vec::is_empty")]
    pub transit_offices: Vec<TransitOffice>,
    #[serde(default, skip_serializing_if = "Vec::is_empty")]
    pub exit_offices: Vec<ExitOffice>,
    #[serde(default, skip_serializing_if = "Vec::is_empty")]
    pub routing_countries: Vec<RoutingCountry>,

    #[serde(default, skip_serializing_if = "Vec::is_empty")]
    pub authorisations: Vec<Authorisation>,
    #[serde(default, skip_serializing_if = "Vec::is_empty")]
    pub guarantees: Vec<Guarantee>,

    /// Officer's control result (CL; A5 means discrepancies to report).
    #[serde(default, skip_serializing_if = "Option::is_none")]
    pub control_result: Option<CodeRef>,
    #[serde(default, skip_serializing_if = "Option::is_none")]
    pub report_discrepancy: Option<bool>,
    #[serde(default, skip_serializing_if = "Option::is_none")]
    pub other_things_to_report: Option<String>,

    // Master consignment (spec 3.2).
    #[serde(default, skip_serializing_if = "Option::is_none")]
    pub ucr_reference: Option<String>,
    /// Kilograms; at least the sum of the house consignments' gross masses (spec 5.2).
    #[serde(default, skip_serializing_if = "Option::is_none")]
    #[cfg_attr(feature = "openapi", schema(value_type = Option<f64>))]
    pub gross_mass: Option<Decimal>,
    /// Read-only: the number of house items across all house consignments, derived by
    /// `normalise` (absent while there is no house consignment).
    #[serde(default, skip_serializing_if = "Option::is_none")]
    pub total_items: Option<u32>,
    /// Method of payment of the transport charges.
    #[serde(default, skip_serializing_if = "Option::is_none")]
    pub payment_method: Option<CodeRef>,
    #[serde(default, skip_serializing_if = "Option::is_none")]
    pub consignor_contact: Option<Contact>,
    #[serde(default, skip_serializing_if = "Option::is_none")]
    pub carrier: Option<Party>,
    #[serde(default, skip_serializing_if = "Option::is_none")]
    pub carrier_contact: Option<Contact>,
    #[serde(default, skip_serializing_if = "Vec::is_empty")]
    pub chain_add_actors: Vec<SupplyChainActor>,
    /// Departure (inland) transport means.
    #[serde(default, skip_serializing_if = "Vec::is_empty")]
    pub departure_transport: Vec<TransportMeans>,
    /// Active border transport means.
    #[serde(default, skip_serializing_if = "Vec::is_empty")]
    pub border_transport: Vec<TransportMeans>,
    #[serde(default, skip_serializing_if = "Vec::is_empty")]
    pub drivers: Vec<Driver>,
    #[serde(default, skip_serializing_if = "Vec::is_empty")]
    pub transport_equipment: Vec<TransportEquipment>,
    #[serde(default, skip_serializing_if = "Option::is_none")]
    pub loading_place: Option<Place>,
    #[serde(default, skip_serializing_if = "Option::is_none")]
    pub unloading_place: Option<Place>,
    #[serde(default, skip_serializing_if = "Option::is_none")]
    pub goods_location: Option<GoodsLocation>,
    #[serde(default, skip_serializing_if = "Vec::is_empty")]
    pub house_consignments: Vec<HouseConsignment>,
    #[serde(default, skip_serializing_if = "Vec::is_empty")]
    pub previous_doc: Vec<Document>,
    #[serde(default, skip_serializing_if = "Vec::is_empty")]
    pub supporting_doc: Vec<Document>,
    #[serde(default, skip_serializing_if = "Vec::is_empty")]
    pub transport_doc: Vec<Document>,
    #[serde(default, skip_serializing_if = "Vec::is_empty")]
    pub additional_ref: Vec<Document>,
    #[serde(default, skip_serializing_if = "Vec::is_empty")]
    pub additional_info: Vec<AdditionalInfo>,
    /// The goods block (spec 3.6, 5.9).
    #[serde(default, skip_serializing_if = "Vec::is_empty")]
    pub goods: Vec<Goods>,
    #[serde(default, skip_serializing_if = "Vec::is_empty")]
    pub attachments: Vec<Attachment>,

    // Portal and customs data of the movement's life (spec 3.1).
    /// Transit-presentation mode (the "TP mode" of spec 5).
    #[serde(default, skip_serializing_if = "Option::is_none")]
    pub in_tp_mode: Option<bool>,
    /// `YYYY-MM-DDTHH:mm:ss`.
    #[serde(default, skip_serializing_if = "Option::is_none")]
    pub application_submission_date_time: Option<String>,
    #[serde(default, skip_serializing_if = "Option::is_none")]
    pub storage_reference: Option<ReferenceSegment>,
    #[serde(default, skip_serializing_if = "Option::is_none")]
    pub registration_reference: Option<ReferenceSegment>,
    #[serde(default, skip_serializing_if = "Option::is_none")]
    pub decision_reference: Option<ReferenceSegment>,
    #[serde(default, skip_serializing_if = "Option::is_none")]
    pub ca: Option<ReferenceSegment>,
    #[serde(default, skip_serializing_if = "Vec::is_empty")]
    pub actual_transit_offices: Vec<ActualOffice>,
    #[serde(default, skip_serializing_if = "Vec::is_empty")]
    pub actual_exit_offices: Vec<ActualOffice>,
    /// IE060 decision control.
    #[serde(default, skip_serializing_if = "Option::is_none")]
    pub control_decision: Option<ControlDecision>,
    #[serde(default, skip_serializing_if = "Vec::is_empty")]
    pub control_results: Vec<Control>,
    #[serde(default, skip_serializing_if = "Vec::is_empty")]
    pub departure_risk_rules: Vec<RiskRule>,
    #[serde(default, skip_serializing_if = "Vec::is_empty")]
    pub destination_risk_rules: Vec<RiskRule>,
    #[serde(default, skip_serializing_if = "Option::is_none")]
    pub initial_departure_risk_color: Option<RiskColor>,
    #[serde(default, skip_serializing_if = "Option::is_none")]
    pub final_departure_risk_color: Option<RiskColor>,
    #[serde(default, skip_serializing_if = "Option::is_none")]
    pub initial_destination_risk_color: Option<RiskColor>,
    #[serde(default, skip_serializing_if = "Option::is_none")]
    pub final_destination_risk_color: Option<RiskColor>,
    #[serde(default, skip_serializing_if = "Vec::is_empty")]
    pub incidents: Vec<Incident>,
    #[serde(default, skip_serializing_if = "Option::is_none")]
    pub arrival: Option<Arrival>,
    #[serde(default, skip_serializing_if = "Option::is_none")]
    pub presentation_notification: Option<PresentationNotification>,
}

/// `code` of an optional catalog value, for matching: `code(&doc.declaration_type) == Some("TIR")`.
pub fn code(value: &Option<CodeRef>) -> Option<&str> {
    value.as_ref().map(|v| v.code.as_str())
}

impl Declaration {
    pub fn declaration_type(&self) -> Option<&str> {
        code(&self.declaration_type)
    }

    pub fn is_tir(&self) -> bool {
        self.declaration_type() == Some("TIR")
    }

    /// Security declaration type (CL217): 0 none, 1 ENS, 2 EXS, 3 both.
    pub fn security(&self) -> Option<&str> {
        code(&self.declaration_type_security)
    }

    pub fn reduced_dataset(&self) -> bool {
        code(&self.reduced_dataset) == Some("1")
    }

    pub fn has_authorisation(&self, kind: &str) -> bool {
        self.authorisations
            .iter()
            .any(|a| code(&a.r#type) == Some(kind))
    }
}
