//! An amount with its currency (spec 3: a goods value, the CDS guarantee amount, the CGU
//! reference amount): "amount value required between 0 and 99999999999999.99; currency
//! required, default EUR".

use std::collections::BTreeMap;

use serde::{Deserialize, Serialize};

use crate::authorisation::block::{Block, States};
use crate::conditional::Pointer;
use crate::limits::Limits;
use crate::text::Text;
use crate::values::{CodeRef, Decimal};
use crate::{FieldState, Violation};

/// Spec 9 "Amount maximum 99999999999999.99" (the transit declaration's too).
pub const MAX_AMOUNT: Decimal = crate::t01::limits::MAX_AMOUNT;
/// Spec 9 "Default currency EUR".
pub const DEFAULT_CURRENCY: &str = "EUR";

#[derive(Debug, Clone, Default, PartialEq, Eq, Serialize, Deserialize)]
#[cfg_attr(feature = "openapi", derive(utoipa::ToSchema))]
#[serde(rename_all = "camelCase", deny_unknown_fields)]
pub struct Amount {
    #[serde(default, skip_serializing_if = "Option::is_none")]
    #[cfg_attr(feature = "openapi", schema(value_type = Option<f64>))]
    pub amount_value: Option<Decimal>,
    #[serde(default, skip_serializing_if = "Option::is_none")]
    pub amount_currency: Option<CodeRef>,
}

impl Amount {
    /// A new amount: no value yet, in the default currency.
    pub fn in_default_currency() -> Amount {
        Amount {
            amount_value: None,
            amount_currency: Some(CodeRef::new(DEFAULT_CURRENCY, "Euro")),
        }
    }
}

/// An amount block: both parts required, the value in range; a new one is in euro.
impl Block for Amount {
    type Of = ();

    fn limits(at: &str, l: &mut Limits) {
        l.catalog(format!("{at}/amountCurrency"), "currency");
    }

    fn states(&self, _: (), at: &Pointer<'_>, out: &mut States) {
        states(at, out);
    }

    fn validate(&self, _: (), at: &Pointer<'_>, out: &mut Vec<Violation>) {
        validate_parts(self.amount_value, self.amount_currency.as_ref(), at, out);
    }

    fn blank(_: &crate::Ctx) -> Self {
        Amount::in_default_currency()
    }
}

/// Both parts required.
pub fn states(at: &Pointer<'_>, out: &mut BTreeMap<String, FieldState>) {
    out.insert(at.join("/amountValue"), FieldState::REQUIRED);
    out.insert(at.join("/amountCurrency"), FieldState::REQUIRED);
}

/// An [`Amount`] at `at` (absent: both parts missing).
pub fn validate(amount: Option<&Amount>, at: &Pointer<'_>, out: &mut Vec<Violation>) {
    let blank = Amount::default();
    let a = amount.unwrap_or(&blank);
    validate_parts(a.amount_value, a.amount_currency.as_ref(), at, out);
}

/// `amountValue` and `amountCurrency` at `at` (an [`Amount`], or a block that holds the two
/// fields itself, as the goods do): both required; the value between 0 and the maximum, in
/// cents.
pub fn validate_parts(
    value: Option<Decimal>,
    currency: Option<&CodeRef>,
    at: &Pointer<'_>,
    out: &mut Vec<Violation>,
) {
    match value {
        None => out.push(Violation::required(at.join("/amountValue"))),
        Some(v) => range(v, at, out),
    }
    if currency.is_none() {
        out.push(Violation::required(at.join("/amountCurrency")));
    }
}

/// The `amountValue` at `at` between 0 and the maximum, in cents.
pub fn range(value: Decimal, at: &Pointer<'_>, out: &mut Vec<Violation>) {
    if value.is_negative() || value > MAX_AMOUNT || value.decimals() > 2 {
        out.push(Violation::of(
            at.join("/amountValue"),
            "amount-range",
            Text::new("amount-between-0-and-max"),
        ))
    }
}

#[cfg(test)]
mod tests {
    use super::*;

    fn found(amount: Option<&Amount>) -> Vec<(String, String)> {
        let mut out = Vec::new();
        validate(amount, &Pointer::ROOT.key("value"), &mut out);
        out.into_iter().map(|v| (v.path, v.rule)).collect()
    }

    #[test]
    fn an_amount_needs_its_value_and_currency_and_defaults_to_euro() {
        assert_eq!(found(None).len(), 2);
        let mut a = Amount::in_default_currency();
        assert_eq!(a.amount_currency.as_ref().unwrap().code, "EUR");
        assert_eq!(
            found(Some(&a)),
            [("/value/amountValue".into(), "required".into())]
        );
        a.amount_value = Decimal::parse("99999999999999.99");
        assert!(found(Some(&a)).is_empty());
    }

    #[test]
    fn an_amount_lies_between_0_and_99999999999999_99() {
        for bad in ["-0.01", "100000000000000", "1.001"] {
            let a = Amount {
                amount_value: Decimal::parse(bad),
                ..Amount::in_default_currency()
            };
            assert_eq!(
                found(Some(&a)),
                [("/value/amountValue".into(), "amount-range".into())],
                "{bad}"
            );
        }
    }
}
