//! ACR, authorised consignor for Union transit (spec 2: locations from which goods will be
//! sent, comprehensive guarantee, customs offices of departure, number of operations).
//!
//! Spec 4: "changing guaranteeIndicator clears both reference numbers; each reference field
//! hides once the other is filled. The goods-under-union field is always disabled." Spec 5:
//! "guaranteeIndicator required; customsDecisionReferenceNumber and applicationReferenceNumber
//! each required, maximum 40": each is required while the other is empty, so one of the two
//! names the comprehensive guarantee (CGU) decision or its application.

use std::collections::BTreeMap;

use serde::{Deserialize, Serialize};

use crate::authorisation::application::Form;
use crate::authorisation::blocks::places;
use crate::change::Change;
use crate::conditional::Conditional;
use crate::limits::{Limit, Limits};
use crate::{conditional as entry, Ctx, FieldState, Violation};

/// Spec 9: "references 35 (40 for ACR)".
pub const ACR_REFERENCE: usize = 40;

crate::operation_places! {
#[derive(Debug, Clone, Default, PartialEq, Eq, Serialize, Deserialize)]
#[cfg_attr(feature = "openapi", derive(utoipa::ToSchema))]
#[serde(rename_all = "camelCase")]
pub struct Acr {
    /// A comprehensive guarantee (or its waiver) covers the movements.
    #[serde(default, skip_serializing_if = "Option::is_none")]
    pub guarantee_indicator: Option<bool>,
    /// The reference number of the CGU decision.
    #[serde(default, skip_serializing_if = "Option::is_none")]
    pub customs_decision_reference_number: Option<String>,
    /// The reference of a CGU application not decided yet.
    #[serde(default, skip_serializing_if = "Option::is_none")]
    pub application_reference_number: Option<String>,
    /// Goods under the Union transit procedure: always disabled in ACR (spec 4).
    #[serde(default, skip_serializing_if = "Option::is_none")]
    pub goods_under_union: Option<bool>,
}
}

/// "Each reference field hides once the other is filled" (the decision's reference wins when a
/// file brings both).
fn reference(other_filled: bool) -> FieldState {
    if other_filled {
        FieldState::NOT_ALLOWED
    } else {
        FieldState::REQUIRED
    }
}

static ACR: &[Conditional<Acr, Ctx>] = &[
    entry!("/guaranteeIndicator", guarantee_indicator, value, |_, _| {
        FieldState::REQUIRED
    }),
    entry!(
        "/applicationReferenceNumber",
        application_reference_number,
        value,
        |f, _| { reference(f.customs_decision_reference_number.is_some()) }
    ),
    entry!(
        "/customsDecisionReferenceNumber",
        customs_decision_reference_number,
        value,
        |f, _| { reference(f.application_reference_number.is_some()) }
    ),
    entry!("/goodsUnderUnion", goods_under_union, value, |_, _| {
        FieldState::OPTIONAL.disabled(true)
    }),
];

impl Form for Acr {
    const PATH: &'static str = "acr";

    fn conditionals() -> &'static [Conditional<Self, Ctx>] {
        ACR
    }

    fn limits(l: &mut Limits) {
        places::limits(l);
        l.set(
            "/customsDecisionReferenceNumber",
            Limit::text(ACR_REFERENCE),
        )
        .set("/applicationReferenceNumber", Limit::text(ACR_REFERENCE));
    }

    /// "Changing guaranteeIndicator clears both reference numbers."
    fn normalise(form: &mut Self, change: &Change<'_, Self>, _: &Ctx, removed: &mut Vec<String>) {
        places::normalise(&mut form.locations);
        let indicator = form.guarantee_indicator;
        if change.at("/guaranteeIndicator", |p| {
            p.guarantee_indicator != indicator
        }) {
            if form.customs_decision_reference_number.take().is_some() {
                removed.push("/customsDecisionReferenceNumber".into());
            }
            if form.application_reference_number.take().is_some() {
                removed.push("/applicationReferenceNumber".into());
            }
        }
    }

    fn states(form: &Self, _: &Ctx, out: &mut BTreeMap<String, FieldState>) {
        places::states(&form.places(), out);
    }

    fn validate(form: &Self, _: &Ctx, out: &mut Vec<Violation>) {
        places::validate(&form.places(), out);
    }
}
