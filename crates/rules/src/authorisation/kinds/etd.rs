//! ETD, electronic transport document as customs declaration (spec 2: "offices of
//! destination and departure, number of operations, 'Access to Data' text"; 5: "dataAccess,
//! customs office of destination and of departure required"; 4: "AEO-authorised applicants
//! have some fields disabled (notably in ETD)": the 'Access to Data').

use serde::{Deserialize, Serialize};

use crate::authorisation::application::{Applicant, Form};
use crate::authorisation::blocks::offices;
use crate::conditional::Conditional;
use crate::limits::{Limit, Limits, TEXT};
use crate::values::OfficeRef;
use crate::{conditional as entry, Ctx, FieldState, Hint};

#[derive(Debug, Clone, Default, PartialEq, Eq, Serialize, Deserialize)]
#[cfg_attr(feature = "openapi", derive(utoipa::ToSchema))]
#[serde(rename_all = "camelCase")]
pub struct Etd {
    #[serde(default, skip_serializing_if = "Option::is_none")]
    pub customs_office_of_destination: Option<OfficeRef>,
    #[serde(default, skip_serializing_if = "Option::is_none")]
    pub customs_office_of_departure: Option<OfficeRef>,
    /// 'Access to Data' (DA Annex A 8/3).
    #[serde(default, skip_serializing_if = "Option::is_none")]
    pub data_access: Option<String>,
    #[serde(default, skip_serializing_if = "Option::is_none")]
    pub operations_number: Option<i64>,
}

impl Form for Etd {
    const PATH: &'static str = "etd";

    fn conditionals() -> &'static [Conditional<Self, Ctx>] {
        static TABLE: &[Conditional<Etd, Ctx>] = &[
            entry!(
                "/customsOfficeOfDestination",
                customs_office_of_destination,
                value,
                |_, _| { FieldState::REQUIRED }
            ),
            entry!(
                "/customsOfficeOfDeparture",
                customs_office_of_departure,
                value,
                |_, _| { FieldState::REQUIRED }
            ),
            entry!("/operationsNumber", operations_number, value, |_, _| {
                FieldState::REQUIRED
            }),
        ];
        TABLE
    }

    /// An AEO's records are open to customs under its AEO authorisation (UCC 39(b)), so an
    /// AEO-authorised applicant does not describe the 'Access to Data' again: the field is
    /// disabled and not required, and the form says why (what was typed before stays, shown as
    /// it is).
    fn applicant_conditionals() -> &'static [Conditional<Self, Applicant>] {
        static TABLE: &[Conditional<Etd, Applicant>] =
            &[entry!("/dataAccess", data_access, value, |_, applicant| {
                if applicant.aeo_authorised {
                    FieldState::OPTIONAL.disabled(true).because(Hint::AeoExempt)
                } else {
                    FieldState::REQUIRED
                }
            })];
        TABLE
    }

    fn limits(l: &mut Limits) {
        l.set("/dataAccess", Limit::text(TEXT));
        offices::operations_limits("/operationsNumber", l);
    }
}
