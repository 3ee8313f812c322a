//! DPO, deferment of payment (spec 2: "general application; standard procedure information
//! with main accounts; payment deferment (procedures concerned, guarantee, type of deferment,
//! customs office of guarantee, goods); attached documents; attestation"; 3 DPO; 4 "changing a
//! guarantee indication clears the guarantee reference. Changing an authorisation type removes
//! the linked decision reference"; 5 DPO). The payment deferment holds the section's fields.

use serde::{Deserialize, Serialize};

use crate::authorisation::block::{Env, Section};
use crate::authorisation::blocks::amount::Amount;
use crate::authorisation::blocks::cds_guarantee::GUARANTEE_REFERENCE_MAX;
use crate::authorisation::blocks::deferment::Deferment;
use crate::authorisation::blocks::offices::Operations;
use crate::authorisation::Accounts;
use crate::conditional::{Conditional, Pointer};
use crate::limits::{Limit, Limits, REFERENCE, TEXT};
use crate::values::{CodeRef, Decimal};
use crate::{conditional as entry, FieldState, Violation};

/// The special procedures (UCC 210) among the procedure codes: processing (21, 51, 54),
/// specific use (44 end use, 53 temporary admission) and storage (71, 78). Their deferment
/// needs the average period the goods stay under them.
pub const SPECIAL_PROCEDURES: &[&str] = &["21", "44", "51", "53", "54", "71", "78"];

#[derive(Debug, Clone, Default, PartialEq, Eq, Serialize, Deserialize)]
#[cfg_attr(feature = "openapi", derive(utoipa::ToSchema))]
#[serde(rename_all = "camelCase")]
pub struct Dpo {
    #[serde(default, skip_serializing_if = "Option::is_none")]
    pub payment_deferment: Option<PaymentDeferment>,
    #[serde(flatten)]
    pub operations: Operations,
}

#[derive(Debug, Clone, Default, PartialEq, Eq, Serialize, Deserialize)]
#[cfg_attr(feature = "openapi", derive(utoipa::ToSchema))]
#[serde(rename_all = "camelCase", deny_unknown_fields)]
pub struct PaymentDeferment {
    #[serde(default, skip_serializing_if = "Vec::is_empty")]
    pub procedures_concerned: Vec<DeferredProcedure>,
    #[serde(default, skip_serializing_if = "Option::is_none")]
    pub guarantee: Option<DefermentGuarantee>,
    #[serde(flatten)]
    pub deferment: Deferment,
    #[serde(default, skip_serializing_if = "Option::is_none")]
    pub deferment_goods: Option<DefermentGoods>,
}

/// A procedure the deferred duties arise under, and the decision that authorises it.
#[derive(Debug, Clone, Default, PartialEq, Eq, Serialize, Deserialize)]
#[cfg_attr(feature = "openapi", derive(utoipa::ToSchema))]
#[serde(rename_all = "camelCase", deny_unknown_fields)]
pub struct DeferredProcedure {
    #[serde(default, skip_serializing_if = "Option::is_none")]
    pub procedure_code: Option<CodeRef>,
    /// The decision type of the authorisation (CL-3101), whose reference follows.
    #[serde(default, skip_serializing_if = "Option::is_none")]
    pub authorisation_type: Option<CodeRef>,
    #[serde(default, skip_serializing_if = "Option::is_none")]
    pub decision_reference_number: Option<String>,
    #[serde(default, skip_serializing_if = "Option::is_none")]
    pub application_reference_number: Option<String>,
    #[serde(default, skip_serializing_if = "Option::is_none")]
    #[cfg_attr(feature = "openapi", schema(value_type = Option<f64>))]
    pub amount_value: Option<Decimal>,
    #[serde(default, skip_serializing_if = "Option::is_none")]
    pub amount_currency: Option<CodeRef>,
    /// The average period the goods stay under a special procedure.
    #[serde(default, skip_serializing_if = "Option::is_none")]
    pub average_period: Option<String>,
}

#[derive(Debug, Clone, Default, PartialEq, Eq, Serialize, Deserialize)]
#[cfg_attr(feature = "openapi", derive(utoipa::ToSchema))]
#[serde(rename_all = "camelCase", deny_unknown_fields)]
pub struct DefermentGuarantee {
    #[serde(default, skip_serializing_if = "Option::is_none")]
    pub indication: Option<bool>,
    #[serde(default, skip_serializing_if = "Option::is_none")]
    pub guarantee_reference: Option<String>,
}

#[derive(Debug, Clone, Default, PartialEq, Eq, Serialize, Deserialize)]
#[cfg_attr(feature = "openapi", derive(utoipa::ToSchema))]
#[serde(rename_all = "camelCase", deny_unknown_fields)]
pub struct DefermentGoods {
    #[serde(default, skip_serializing_if = "Option::is_none")]
    pub goods_description: Option<String>,
    #[serde(default, skip_serializing_if = "Option::is_none")]
    pub value_of_goods: Option<Amount>,
}

fn special(p: &DeferredProcedure) -> bool {
    p.procedure_code
        .as_ref()
        .is_some_and(|c| SPECIAL_PROCEDURES.contains(&c.code.as_str()))
}

static PROCEDURE: &[Conditional<DeferredProcedure, ()>] = &[
    entry!("/procedureCode", procedure_code, value, |_, _| {
        FieldState::REQUIRED
    }),
    entry!("/authorisationType", authorisation_type, value, |_, _| {
        FieldState::REQUIRED
    }),
    entry!(
        "/decisionReferenceNumber",
        decision_reference_number,
        value,
        |_, _| FieldState::REQUIRED
    ),
    // "averagePeriod required ... needed for special procedures"
    entry!("/averagePeriod", average_period, value, |p, _| {
        if special(p) {
            FieldState::REQUIRED
        } else {
            FieldState::NOT_ALLOWED
        }
    }),
];

static GUARANTEE: &[Conditional<DefermentGuarantee, ()>] = &[
    entry!("/indication", indication, value, |_, _| {
        FieldState::REQUIRED
    }),
    entry!("/guaranteeReference", guarantee_reference, value, |g, _| {
        if g.indication == Some(true) {
            FieldState::OPTIONAL
        } else {
            FieldState::NOT_ALLOWED
        }
    }),
];

static DEFERMENT: &[Conditional<PaymentDeferment, ()>] = &[
    entry!(
        "/proceduresConcerned",
        procedures_concerned,
        list,
        |_, _| FieldState::REQUIRED
    ),
    entry!("/guarantee", guarantee, value, |_, _| FieldState::REQUIRED),
    entry!("/defermentGoods", deferment_goods, value, |_, _| {
        FieldState::REQUIRED
    }),
    entry!(
        "/defermentGoods/goodsDescription",
        deferment_goods.goods_description,
        value,
        |_, _| FieldState::REQUIRED
    ),
];

impl Section for DeferredProcedure {
    type Of = ();

    fn table() -> &'static [Conditional<Self, ()>] {
        PROCEDURE
    }

    fn own_limits(at: &str, l: &mut Limits) {
        l.set(
            format!("{at}/decisionReferenceNumber"),
            Limit::text(REFERENCE),
        )
        .set(
            format!("{at}/applicationReferenceNumber"),
            Limit::text(REFERENCE),
        )
        .set(format!("{at}/averagePeriod"), Limit::text(REFERENCE))
        .catalog(format!("{at}/procedureCode"), "procedure-code")
        .catalog(format!("{at}/authorisationType"), "decision-type")
        .catalog(format!("{at}/amountCurrency"), "currency");
    }

    /// An amount, when given, in a currency and in range.
    fn own_validate(&self, _: (), at: &Pointer<'_>, out: &mut Vec<Violation>) {
        if let Some(value) = self.amount_value {
            crate::authorisation::blocks::amount::range(value, at, out);
            if self.amount_currency.is_none() {
                out.push(Violation::required(at.join("/amountCurrency")));
            }
        }
    }

    /// "Changing an authorisation type removes the linked decision reference."
    fn own_normalise(&mut self, _: (), env: Env<'_>, at: &Pointer<'_>, removed: &mut Vec<String>) {
        if env.changed(at, "/authorisationType") && self.decision_reference_number.take().is_some()
        {
            removed.push(at.join("/decisionReferenceNumber"));
        }
    }
}

crate::blocks!(DeferredProcedure {});

impl Section for DefermentGuarantee {
    type Of = ();

    fn table() -> &'static [Conditional<Self, ()>] {
        GUARANTEE
    }

    fn own_limits(at: &str, l: &mut Limits) {
        l.set(
            format!("{at}/guaranteeReference"),
            Limit::code(GUARANTEE_REFERENCE_MAX),
        );
    }

    /// "Changing a guarantee indication clears the guarantee reference."
    fn own_normalise(&mut self, _: (), env: Env<'_>, at: &Pointer<'_>, removed: &mut Vec<String>) {
        if env.changed(at, "/indication") && self.guarantee_reference.take().is_some() {
            removed.push(at.join("/guaranteeReference"));
        }
    }
}

crate::blocks!(DefermentGuarantee {});

impl Section for DefermentGoods {
    type Of = ();

    fn own_limits(at: &str, l: &mut Limits) {
        l.set(format!("{at}/goodsDescription"), Limit::text(TEXT));
    }
}

crate::blocks!(DefermentGoods {
    value_of_goods: "valueOfGoods"
});

impl Section for PaymentDeferment {
    type Of = ();

    fn table() -> &'static [Conditional<Self, ()>] {
        DEFERMENT
    }

    fn blank(_: &crate::Ctx) -> Self {
        PaymentDeferment {
            guarantee: Some(DefermentGuarantee {
                indication: Some(false),
                guarantee_reference: None,
            }),
            deferment_goods: Some(DefermentGoods {
                goods_description: None,
                value_of_goods: Some(Amount::in_default_currency()),
            }),
            ..PaymentDeferment::default()
        }
    }
}

crate::blocks!(PaymentDeferment {
    procedures_concerned: "proceduresConcerned",
    guarantee: "guarantee",
    deferment: "",
    deferment_goods: "defermentGoods",
});

static DPO: &[Conditional<Dpo, ()>] = &[entry!(
    "/paymentDeferment",
    payment_deferment,
    value,
    |_, _| { FieldState::REQUIRED }
)];

impl Section for Dpo {
    type Of = ();

    fn table() -> &'static [Conditional<Self, ()>] {
        DPO
    }

    fn blank(ctx: &crate::Ctx) -> Self {
        Dpo {
            payment_deferment: Some(PaymentDeferment::blank(ctx)),
            operations: Operations::default(),
        }
    }
}

crate::blocks!(Dpo {
    payment_deferment: "paymentDeferment",
    operations: ""
});

crate::form_of_blocks!(Dpo, "dpo", accounts: |_| Accounts::Required);
