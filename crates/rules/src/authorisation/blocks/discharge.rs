//! The period of discharge (spec 3: procedureMonths, billOfDischarge, dischargeDescription,
//! automaticExtension; 5 "months required, integer, max 2 digits; description max 512"), of
//! OPO and TEA and the other special procedures.

use serde::{Deserialize, Serialize};

use crate::authorisation::block::Section;
use crate::conditional::Conditional;
use crate::limits::{Limit, Limits, TEXT};
use crate::{conditional as entry, FieldState};

/// "max 2 digits".
pub const MONTHS_MAX: i64 = 99;

#[derive(Debug, Clone, Default, PartialEq, Eq, Serialize, Deserialize)]
#[cfg_attr(feature = "openapi", derive(utoipa::ToSchema))]
#[serde(rename_all = "camelCase", deny_unknown_fields)]
pub struct PeriodOfDischarge {
    #[serde(default, skip_serializing_if = "Option::is_none")]
    pub procedure_months: Option<i64>,
    #[serde(default, skip_serializing_if = "Option::is_none")]
    pub bill_of_discharge: Option<bool>,
    #[serde(default, skip_serializing_if = "Option::is_none")]
    pub discharge_description: Option<String>,
    #[serde(default, skip_serializing_if = "Option::is_none")]
    pub automatic_extension: Option<bool>,
}

static DISCHARGE: &[Conditional<PeriodOfDischarge, ()>] = &[entry!(
    "/procedureMonths",
    procedure_months,
    value,
    |_, _| FieldState::REQUIRED
)];

impl Section for PeriodOfDischarge {
    type Of = ();

    fn table() -> &'static [Conditional<Self, ()>] {
        DISCHARGE
    }

    fn own_limits(at: &str, l: &mut Limits) {
        l.set(format!("{at}/procedureMonths"), Limit::range(0, MONTHS_MAX))
            .set(format!("{at}/dischargeDescription"), Limit::text(TEXT));
    }
}

crate::blocks!(PeriodOfDischarge {});

#[cfg(test)]
mod tests {
    use super::*;
    use crate::authorisation::block::testing::{limit_rules, paths};

    #[test]
    fn the_months_of_the_period_of_discharge_are_required_and_at_most_99() {
        assert_eq!(
            paths(&PeriodOfDischarge::default(), (), "p"),
            ["/p/procedureMonths"]
        );
        let found = limit_rules::<PeriodOfDischarge>(
            "p",
            serde_json::json!({"p": {"procedureMonths": 100}}),
        );
        assert_eq!(found[0].1, "maximum");
    }
}
