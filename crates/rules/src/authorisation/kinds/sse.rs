//! SSE, use of seals of a special type (spec 2: "'Type of Seals' text and number of
//! operations"; 5: "sealsType required").

use serde::{Deserialize, Serialize};

use crate::authorisation::application::Form;
use crate::authorisation::blocks::offices;
use crate::conditional::Conditional;
use crate::limits::{Limit, Limits, TEXT};
use crate::{conditional as entry, Ctx, FieldState};

#[derive(Debug, Clone, Default, PartialEq, Eq, Serialize, Deserialize)]
#[cfg_attr(feature = "openapi", derive(utoipa::ToSchema))]
#[serde(rename_all = "camelCase")]
pub struct Sse {
    #[serde(default, skip_serializing_if = "Option::is_none")]
    pub seals_type: Option<String>,
    #[serde(default, skip_serializing_if = "Option::is_none")]
    pub operations_number: Option<i64>,
}

impl Form for Sse {
    const PATH: &'static str = "sse";

    fn conditionals() -> &'static [Conditional<Self, Ctx>] {
        static TABLE: &[Conditional<Sse, Ctx>] = &[
            entry!("/sealsType", seals_type, value, |_, _| FieldState::REQUIRED),
            entry!("/operationsNumber", operations_number, value, |_, _| {
                FieldState::REQUIRED
            }),
        ];
        TABLE
    }

    fn limits(l: &mut Limits) {
        l.set("/sealsType", Limit::text(TEXT));
        offices::operations_limits("/operationsNumber", l);
    }
}
