//! TRD, transit declaration with a reduced data set (spec 2: "reduced data set section with
//! number of operations").

use serde::{Deserialize, Serialize};

use crate::authorisation::application::Form;
use crate::authorisation::blocks::offices;
use crate::conditional::Conditional;
use crate::limits::Limits;
use crate::{conditional as entry, Ctx, FieldState};

#[derive(Debug, Clone, Default, PartialEq, Eq, Serialize, Deserialize)]
#[cfg_attr(feature = "openapi", derive(utoipa::ToSchema))]
#[serde(rename_all = "camelCase")]
pub struct Trd {
    #[serde(default, skip_serializing_if = "Option::is_none")]
    pub operations_number: Option<i64>,
}

impl Form for Trd {
    const PATH: &'static str = "trd";

    fn conditionals() -> &'static [Conditional<Self, Ctx>] {
        static TABLE: &[Conditional<Trd, Ctx>] = &[entry!(
            "/operationsNumber",
            operations_number,
            value,
            |_, _| FieldState::REQUIRED
        )];
        TABLE
    }

    fn limits(l: &mut Limits) {
        offices::operations_limits("/operationsNumber", l);
    }
}
