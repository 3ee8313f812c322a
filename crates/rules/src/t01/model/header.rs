//! Spec 3.1: the declaration header (consignments, houses and items come later).

use serde::{Deserialize, Serialize};

use super::{
    Authorisation, Contact, Dispatch, ExitOffice, Guarantee, Party, RoutingCountry, TransitOffice,
};
use crate::values::{CodeRef, CountryRef, OfficeRef};

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
