//! The CDS guarantee (spec 3: guaranteeIndication, guaranteeReferenceNumber,
//! comprehensiveIndication, guaranteeAmount, guaranteeNote; 5 "indication required; reference
//! number letters and digits only, maximum 24; amount value required between 0 and
//! 99999999999999.99; currency required; note maximum 256"). The spec does not say when the
//! rest applies: a guarantee that is not indicated has no reference, amount or note (they are
//! removed when the indication is cleared), as NCTS asks a guarantee's data only of one given.

use serde::{Deserialize, Serialize};

use super::amount::Amount;
use crate::authorisation::block::{Env, Section};
use crate::conditional::{Conditional, Pointer};
use crate::limits::{Limit, Limits, NOTE};
use crate::{conditional as entry, FieldState};

/// Spec 9 "Guarantee reference 24".
pub const GUARANTEE_REFERENCE_MAX: usize = 24;

#[derive(Debug, Clone, Default, PartialEq, Eq, Serialize, Deserialize)]
#[cfg_attr(feature = "openapi", derive(utoipa::ToSchema))]
#[serde(rename_all = "camelCase", deny_unknown_fields)]
pub struct CdsGuarantee {
    #[serde(default, skip_serializing_if = "Option::is_none")]
    pub guarantee_indication: Option<bool>,
    #[serde(default, skip_serializing_if = "Option::is_none")]
    pub guarantee_reference_number: Option<String>,
    #[serde(default, skip_serializing_if = "Option::is_none")]
    pub comprehensive_indication: Option<bool>,
    #[serde(default, skip_serializing_if = "Option::is_none")]
    pub guarantee_amount: Option<Amount>,
    #[serde(default, skip_serializing_if = "Option::is_none")]
    pub guarantee_note: Option<String>,
}

impl CdsGuarantee {
    fn indicated(&self) -> bool {
        self.guarantee_indication == Some(true)
    }
}

/// Shown while a guarantee is indicated.
fn when_indicated(g: &CdsGuarantee, required: bool) -> FieldState {
    match (g.indicated(), required) {
        (false, _) => FieldState::NOT_ALLOWED,
        (true, true) => FieldState::REQUIRED,
        (true, false) => FieldState::OPTIONAL,
    }
}

static GUARANTEE: &[Conditional<CdsGuarantee, ()>] = &[
    entry!(
        "/guaranteeIndication",
        guarantee_indication,
        value,
        |_, _| { FieldState::REQUIRED }
    ),
    entry!(
        "/guaranteeReferenceNumber",
        guarantee_reference_number,
        value,
        |g, _| when_indicated(g, false)
    ),
    entry!(
        "/comprehensiveIndication",
        comprehensive_indication,
        value,
        |g, _| when_indicated(g, false)
    ),
    entry!("/guaranteeAmount", guarantee_amount, value, |g, _| {
        when_indicated(g, true)
    }),
    entry!("/guaranteeNote", guarantee_note, value, |g, _| {
        when_indicated(g, false)
    }),
];

impl Section for CdsGuarantee {
    type Of = ();

    fn table() -> &'static [Conditional<Self, ()>] {
        GUARANTEE
    }

    fn own_limits(at: &str, l: &mut Limits) {
        l.set(
            format!("{at}/guaranteeReferenceNumber"),
            Limit::code(GUARANTEE_REFERENCE_MAX),
        )
        .set(format!("{at}/guaranteeNote"), Limit::text(NOTE));
    }

    /// A new guarantee is not indicated until the applicant says so.
    fn blank(_: &crate::Ctx) -> Self {
        CdsGuarantee {
            guarantee_indication: Some(false),
            ..CdsGuarantee::default()
        }
    }

    /// An indicated guarantee starts its amount in the default currency.
    fn own_normalise(&mut self, _: (), _: Env<'_>, _: &Pointer<'_>, _: &mut Vec<String>) {
        if self.indicated() && self.guarantee_amount.is_none() {
            self.guarantee_amount = Some(Amount::in_default_currency());
        }
    }
}

crate::blocks!(CdsGuarantee {
    guarantee_amount: "guaranteeAmount"
});

#[cfg(test)]
mod tests {
    use super::*;
    use crate::authorisation::block::testing::{paths, removed};
    use crate::values::Decimal;

    fn indicated() -> CdsGuarantee {
        CdsGuarantee {
            guarantee_indication: Some(true),
            guarantee_reference_number: Some("24MD0000000000123".into()),
            guarantee_amount: Some(Amount {
                amount_value: Decimal::parse("1000"),
                ..Amount::in_default_currency()
            }),
            guarantee_note: Some("Bank guarantee".into()),
            ..CdsGuarantee::default()
        }
    }

    #[test]
    fn a_guarantee_not_indicated_loses_its_reference_amount_and_note() {
        let mut g = indicated();
        g.guarantee_indication = Some(false);
        assert_eq!(
            removed(&mut g, (), "guarantee", None),
            [
                "/guarantee/guaranteeReferenceNumber",
                "/guarantee/guaranteeAmount",
                "/guarantee/guaranteeNote"
            ]
        );
    }

    #[test]
    fn an_indicated_guarantee_needs_its_amount_in_a_currency() {
        assert!(paths(&indicated(), (), "").is_empty());
        let mut g = indicated();
        g.guarantee_amount = Some(Amount::default());
        assert_eq!(
            paths(&g, (), ""),
            [
                "/guaranteeAmount/amountValue",
                "/guaranteeAmount/amountCurrency"
            ]
        );
    }

    #[test]
    fn the_indication_is_required() {
        assert_eq!(
            paths(&CdsGuarantee::default(), (), ""),
            ["/guaranteeIndication"]
        );
    }
}
