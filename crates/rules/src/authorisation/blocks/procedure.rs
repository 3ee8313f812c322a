//! What the special-procedure applications share (spec 2, IPO/OPO/EUS/CWP/TEA "section B";
//! 3 'Authorisation generally': detailsOfPlannedActivities, suggestedCustomsOffices,
//! periodOfDischarge, rightsTransfer, guarantee; 5 'Common': "typeOfAccounts and
//! detailsOfPlannedActivities: required, maximum 512. customsOfficesOfGuarantee: required.
//! Suggested offices of placement, discharge and supervision: required"), flattened into each
//! kind's document. The kind says whether its procedure has a period of discharge and whether
//! its guarantee applies ([`ProcedureOf`]); the guarantee office goes with the guarantee.

use serde::{Deserialize, Serialize};

use super::cds_guarantee::CdsGuarantee;
use super::discharge::PeriodOfDischarge;
use super::offices::Operations;
use super::rights_transfer::RightsTransfer;
use crate::authorisation::block::{Env, Section};
use crate::conditional::{Conditional, Pointer};
use crate::limits::{Limit, Limits, TEXT};
use crate::values::OfficeRef;
use crate::{conditional as entry, FieldState};

#[derive(Debug, Clone, Default, PartialEq, Eq, Serialize, Deserialize)]
#[cfg_attr(feature = "openapi", derive(utoipa::ToSchema))]
#[serde(rename_all = "camelCase")]
pub struct Procedure {
    #[serde(default, skip_serializing_if = "Option::is_none")]
    pub details_of_planned_activities: Option<String>,
    #[serde(default, skip_serializing_if = "Option::is_none")]
    pub suggested_customs_offices: Option<SuggestedOffices>,
    #[serde(default, skip_serializing_if = "Option::is_none")]
    pub period_of_discharge: Option<PeriodOfDischarge>,
    #[serde(default, skip_serializing_if = "Option::is_none")]
    pub rights_transfer: Option<RightsTransfer>,
    #[serde(default, skip_serializing_if = "Option::is_none")]
    pub guarantee: Option<CdsGuarantee>,
    #[serde(flatten)]
    pub operations: Operations,
}

/// The customs offices the applicant suggests (DA Annex A 4/…: placement, discharge,
/// supervision, guarantee).
#[derive(Debug, Clone, Default, PartialEq, Eq, Serialize, Deserialize)]
#[cfg_attr(feature = "openapi", derive(utoipa::ToSchema))]
#[serde(rename_all = "camelCase", deny_unknown_fields)]
pub struct SuggestedOffices {
    #[serde(default, skip_serializing_if = "Option::is_none")]
    pub placement: Option<OfficeRef>,
    #[serde(default, skip_serializing_if = "Option::is_none")]
    pub discharge: Option<OfficeRef>,
    #[serde(default, skip_serializing_if = "Option::is_none")]
    pub supervision: Option<OfficeRef>,
    /// The customs office of guarantee: with the guarantee only.
    #[serde(default, skip_serializing_if = "Option::is_none")]
    pub guarantee: Option<OfficeRef>,
}

/// What the kind makes of its procedure section.
#[derive(Debug, Clone, Copy, PartialEq, Eq)]
pub struct ProcedureOf {
    /// The procedure is discharged within a period (not customs warehousing).
    pub discharge: bool,
    /// The guarantee applies (OPO: prior import; IPO: prior exportation; the others always).
    pub guarantee: bool,
}

impl Default for ProcedureOf {
    fn default() -> Self {
        ProcedureOf {
            discharge: true,
            guarantee: true,
        }
    }
}

static PROCEDURE: &[Conditional<Procedure, ProcedureOf>] = &[
    entry!(
        "/detailsOfPlannedActivities",
        details_of_planned_activities,
        value,
        |_, _| FieldState::REQUIRED
    ),
    entry!(
        "/suggestedCustomsOffices",
        suggested_customs_offices,
        value,
        |_, _| FieldState::REQUIRED
    ),
    entry!(
        "/suggestedCustomsOffices/placement",
        suggested_customs_offices.placement,
        value,
        |_, _| FieldState::REQUIRED
    ),
    entry!(
        "/suggestedCustomsOffices/discharge",
        suggested_customs_offices.discharge,
        value,
        |_, _| FieldState::REQUIRED
    ),
    entry!(
        "/suggestedCustomsOffices/supervision",
        suggested_customs_offices.supervision,
        value,
        |_, _| FieldState::REQUIRED
    ),
    // "guarantee section and guarantee office exist only when …; otherwise guarantee data
    // and office are removed."
    entry!(
        "/suggestedCustomsOffices/guarantee",
        suggested_customs_offices.guarantee,
        value,
        |_, of| FieldState::only_if(of.guarantee)
    ),
    entry!("/guarantee", guarantee, value, |_, of| FieldState::only_if(
        of.guarantee
    )),
    entry!("/periodOfDischarge", period_of_discharge, value, |_, of| {
        FieldState::only_if(of.discharge)
    }),
    entry!("/rightsTransfer", rights_transfer, value, |_, _| {
        FieldState::REQUIRED
    }),
];

impl Section for Procedure {
    type Of = ProcedureOf;

    fn table() -> &'static [Conditional<Self, ProcedureOf>] {
        PROCEDURE
    }

    fn own_limits(at: &str, l: &mut Limits) {
        l.set(
            format!("{at}/detailsOfPlannedActivities"),
            Limit::text(TEXT),
        );
    }

    /// What the procedure has starts empty (the table removes what it has not).
    fn own_normalise(
        &mut self,
        of: ProcedureOf,
        env: Env<'_>,
        _: &Pointer<'_>,
        _: &mut Vec<String>,
    ) {
        if of.guarantee && self.guarantee.is_none() {
            self.guarantee = Some(CdsGuarantee::blank(env.ctx));
        }
        if of.discharge && self.period_of_discharge.is_none() {
            self.period_of_discharge = Some(PeriodOfDischarge::default());
        }
    }

    fn blank(ctx: &crate::Ctx) -> Self {
        Procedure {
            suggested_customs_offices: Some(SuggestedOffices::default()),
            rights_transfer: Some(RightsTransfer::blank(ctx)),
            ..Procedure::default()
        }
    }
}

crate::blocks!(Procedure {
    operations: "",
    period_of_discharge: "periodOfDischarge",
    rights_transfer: "rightsTransfer",
    guarantee: "guarantee",
});

#[cfg(test)]
mod tests {
    use super::*;
    use crate::authorisation::block::testing::{paths, removed};

    const NO_GUARANTEE: ProcedureOf = ProcedureOf {
        discharge: true,
        guarantee: false,
    };

    #[test]
    fn the_guarantee_and_its_office_go_when_the_procedure_has_no_guarantee() {
        let mut p = <Procedure as Section>::blank(&crate::Ctx::example());
        assert!(removed(&mut p, ProcedureOf::default(), "", None).is_empty());
        assert!(p.guarantee.is_some(), "an empty guarantee to fill");
        p.suggested_customs_offices.as_mut().unwrap().guarantee = Some(OfficeRef {
            code: "MD100100".into(),
            name: None,
        });
        assert_eq!(
            removed(&mut p, NO_GUARANTEE, "", None),
            ["/suggestedCustomsOffices/guarantee", "/guarantee"]
        );
    }

    #[test]
    fn planned_activities_offices_rights_transfer_and_operations_are_required() {
        let p = <Procedure as Section>::blank(&crate::Ctx::example());
        let found = paths(&p, NO_GUARANTEE, "");
        for path in [
            "/detailsOfPlannedActivities",
            "/suggestedCustomsOffices/placement",
            "/suggestedCustomsOffices/discharge",
            "/suggestedCustomsOffices/supervision",
            "/periodOfDischarge",
            "/operationsNumber",
        ] {
            assert!(found.iter().any(|f| f == path), "{path} in {found:?}");
        }
        // a new transfer of rights answers no until told otherwise
        assert_eq!(p.rights_transfer.and_then(|t| t.indication), Some(false));
    }
}
