//! CGU, comprehensive guarantee (spec 2: "general application; Transit Application Information
//! (section B, main accounts); Comprehensive Guarantee Application Information (section C:
//! applicable customs procedures, guarantee reference amount, level of guarantee, form of
//! guarantee, time limit for payment, number of operations); attached documents"; 3 CGU; 4 "CGU
//! guarantee form: picking a form with a guarantor undertaking creates an empty guarantor;
//! picking one without removes the guarantor"; 5 CGU: "operationsNumber required, at least 0.
//! records at least 1. typeOfAccounts required. Guarantee reference amount value and currency
//! required; description max 512. timeLimitForPayment required"; "Level of guarantee:
//! description required; code required, max 512").

use serde::{Deserialize, Serialize};

use crate::authorisation::block::{Env, Section};
use crate::authorisation::blocks::amount::{self, Amount};
use crate::authorisation::blocks::guarantee_form::GuaranteeFormBlock;
use crate::authorisation::blocks::location::Location;
use crate::authorisation::blocks::offices::Operations;
use crate::authorisation::Accounts;
use crate::conditional::{Conditional, Pointer};
use crate::limits::{Limit, Limits, TEXT};
use crate::values::{CodeRef, Decimal};
use crate::{conditional as entry, FieldState, Violation};

#[derive(Debug, Clone, Default, PartialEq, Eq, Serialize, Deserialize)]
#[cfg_attr(feature = "openapi", derive(utoipa::ToSchema))]
#[serde(rename_all = "camelCase")]
pub struct Cgu {
    /// The customs procedures the guarantee covers (procedure codes).
    #[serde(default, skip_serializing_if = "Vec::is_empty")]
    pub procedures_concerned: Vec<CodeRef>,
    #[serde(default, skip_serializing_if = "Vec::is_empty")]
    pub level_of_guarantees: Vec<LevelOfGuarantee>,
    /// Where the goods the guarantee covers are.
    #[serde(default, skip_serializing_if = "Vec::is_empty")]
    pub locations: Vec<Location>,
    #[serde(default, skip_serializing_if = "Option::is_none")]
    pub guarantee_reference_amount: Option<ReferenceAmount>,
    #[serde(default, skip_serializing_if = "Option::is_none")]
    pub guarantee_form: Option<GuaranteeFormBlock>,
    /// Where the accounts the reference amount is monitored on are kept.
    #[serde(default, skip_serializing_if = "Option::is_none")]
    pub place_of_account: Option<String>,
    /// CL-4603 (payment-time-limit).
    #[serde(default, skip_serializing_if = "Option::is_none")]
    pub payment_time_limit: Option<CodeRef>,
    #[serde(flatten)]
    pub operations: Operations,
}

/// One level of the guarantee (CL-4604: the share of the reference amount it covers).
#[derive(Debug, Clone, Default, PartialEq, Eq, Serialize, Deserialize)]
#[cfg_attr(feature = "openapi", derive(utoipa::ToSchema))]
#[serde(rename_all = "camelCase", deny_unknown_fields)]
pub struct LevelOfGuarantee {
    #[serde(default, skip_serializing_if = "Option::is_none")]
    pub sequence: Option<u32>,
    #[serde(default, skip_serializing_if = "Option::is_none")]
    pub level_of_guarantee: Option<CodeRef>,
    #[serde(default, skip_serializing_if = "Option::is_none")]
    pub description: Option<String>,
}

/// The reference amount (UCC 90): its value in a currency, and how it was reckoned.
#[derive(Debug, Clone, Default, PartialEq, Eq, Serialize, Deserialize)]
#[cfg_attr(feature = "openapi", derive(utoipa::ToSchema))]
#[serde(rename_all = "camelCase", deny_unknown_fields)]
pub struct ReferenceAmount {
    #[serde(default, skip_serializing_if = "Option::is_none")]
    #[cfg_attr(feature = "openapi", schema(value_type = Option<f64>))]
    pub amount_value: Option<Decimal>,
    #[serde(default, skip_serializing_if = "Option::is_none")]
    pub amount_currency: Option<CodeRef>,
    #[serde(default, skip_serializing_if = "Option::is_none")]
    pub description: Option<String>,
}

static LEVEL: &[Conditional<LevelOfGuarantee, ()>] = &[
    entry!("/levelOfGuarantee", level_of_guarantee, value, |_, _| {
        FieldState::REQUIRED
    }),
    entry!("/description", description, value, |_, _| {
        FieldState::REQUIRED
    }),
];

static CGU: &[Conditional<Cgu, ()>] = &[
    entry!(
        "/proceduresConcerned",
        procedures_concerned,
        list,
        |_, _| FieldState::REQUIRED
    ),
    entry!("/levelOfGuarantees", level_of_guarantees, list, |_, _| {
        FieldState::REQUIRED
    }),
    entry!(
        "/guaranteeReferenceAmount",
        guarantee_reference_amount,
        value,
        |_, _| FieldState::REQUIRED
    ),
    entry!("/paymentTimeLimit", payment_time_limit, value, |_, _| {
        FieldState::REQUIRED
    }),
];

impl Section for LevelOfGuarantee {
    type Of = ();

    fn table() -> &'static [Conditional<Self, ()>] {
        LEVEL
    }

    fn own_limits(at: &str, l: &mut Limits) {
        l.set(format!("{at}/description"), Limit::text(TEXT))
            .catalog(format!("{at}/levelOfGuarantee"), "level-of-guarantee");
    }

    fn number(&mut self, sequence: u32) {
        self.sequence = Some(sequence);
    }
}

crate::blocks!(LevelOfGuarantee {});

impl Section for ReferenceAmount {
    type Of = ();

    fn own_limits(at: &str, l: &mut Limits) {
        l.set(format!("{at}/description"), Limit::text(TEXT))
            .catalog(format!("{at}/amountCurrency"), "currency");
    }

    fn own_states(&self, _: (), at: &Pointer<'_>, out: &mut crate::authorisation::block::States) {
        amount::states(at, out);
    }

    fn own_validate(&self, _: (), at: &Pointer<'_>, out: &mut Vec<Violation>) {
        amount::validate_parts(self.amount_value, self.amount_currency.as_ref(), at, out);
    }

    /// "amountCurrency default EUR".
    fn blank(_: &crate::Ctx) -> Self {
        ReferenceAmount {
            amount_currency: Amount::in_default_currency().amount_currency,
            ..ReferenceAmount::default()
        }
    }
}

crate::blocks!(ReferenceAmount {});

impl Section for Cgu {
    type Of = ();

    fn table() -> &'static [Conditional<Self, ()>] {
        CGU
    }

    fn own_limits(at: &str, l: &mut Limits) {
        l.set(format!("{at}/placeOfAccount"), Limit::text(TEXT))
            .catalog(format!("{at}/paymentTimeLimit"), "payment-time-limit");
    }

    fn own_normalise(&mut self, _: (), ctx: Env<'_>, _: &Pointer<'_>, _: &mut Vec<String>) {
        if self.guarantee_reference_amount.is_none() {
            self.guarantee_reference_amount = Some(ReferenceAmount::blank(ctx.ctx));
        }
    }

    fn blank(ctx: &crate::Ctx) -> Self {
        Cgu {
            guarantee_reference_amount: Some(ReferenceAmount::blank(ctx)),
            guarantee_form: Some(GuaranteeFormBlock::default()),
            ..Cgu::default()
        }
    }
}

crate::blocks!(Cgu {
    operations: "",
    level_of_guarantees: "levelOfGuarantees",
    locations: "locations",
    guarantee_reference_amount: "guaranteeReferenceAmount",
    guarantee_form: "guaranteeForm",
});

crate::form_of_blocks!(Cgu, "cgu", accounts: |_| Accounts::WithRecords);
