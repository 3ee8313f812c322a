//! A processed product (spec 3: sequence, commodityCode, goodsDescription, goodsQuantity,
//! measureUnit, specialProvisions "shown only for end use"; 5 "commodityCode required, max 8,
//! min 4 (min 8 when 8-digit codes are requested); goodsQuantity, measureUnit and
//! goodsDescription required (description max 512)"). Eight digits are requested when the
//! import duty is calculated on the processed products (UCC 86(3), IPO's dutiesCalculation):
//! the duty then follows the products' own CN subheading.

use serde::{Deserialize, Serialize};

use crate::authorisation::block::{Section, States};
use crate::authorisation::blocks::commodity::COMMODITY_CODE;
use crate::conditional::{Conditional, Pointer};
use crate::limits::{Limit, Limits, TEXT};
use crate::text::Text;
use crate::values::CodeRef;
use crate::{conditional as entry, FieldState, Violation};

#[derive(Debug, Clone, Default, PartialEq, Eq, Serialize, Deserialize)]
#[cfg_attr(feature = "openapi", derive(utoipa::ToSchema))]
#[serde(rename_all = "camelCase", deny_unknown_fields)]
pub struct ProcessedProduct {
    #[serde(default, skip_serializing_if = "Option::is_none")]
    pub sequence: Option<u32>,
    #[serde(default, skip_serializing_if = "Option::is_none")]
    pub commodity_code: Option<String>,
    #[serde(default, skip_serializing_if = "Option::is_none")]
    pub goods_description: Option<String>,
    #[serde(default, skip_serializing_if = "Option::is_none")]
    pub goods_quantity: Option<i64>,
    #[serde(default, skip_serializing_if = "Option::is_none")]
    pub measure_unit: Option<CodeRef>,
    #[serde(default, skip_serializing_if = "Option::is_none")]
    pub special_provisions: Option<bool>,
}

/// Where the products are: an end-use authorisation (EUS) shows their special provisions; a
/// duty calculated on the products (UCC 86(3)) asks their 8-digit CN code.
#[derive(Debug, Clone, Copy, Default)]
pub struct Products {
    pub end_use: bool,
    pub eight_digits: bool,
}

static PRODUCT: &[Conditional<ProcessedProduct, Products>] = &[
    entry!("/commodityCode", commodity_code, value, |_, _| {
        FieldState::REQUIRED
    }),
    entry!("/goodsDescription", goods_description, value, |_, _| {
        FieldState::REQUIRED
    }),
    entry!("/goodsQuantity", goods_quantity, value, |_, _| {
        FieldState::REQUIRED
    }),
    entry!("/measureUnit", measure_unit, value, |_, _| {
        FieldState::REQUIRED
    }),
    entry!("/specialProvisions", special_provisions, value, |_, p| {
        if p.end_use {
            FieldState::OPTIONAL
        } else {
            FieldState::NOT_ALLOWED
        }
    }),
];

impl Section for ProcessedProduct {
    type Of = Products;

    fn table() -> &'static [Conditional<Self, Products>] {
        PRODUCT
    }

    fn own_limits(at: &str, l: &mut Limits) {
        l.set(format!("{at}/commodityCode"), COMMODITY_CODE)
            .set(format!("{at}/goodsDescription"), Limit::text(TEXT))
            .set(format!("{at}/goodsQuantity"), Limit::at_least(0))
            .catalog(format!("{at}/measureUnit"), "unit");
    }

    fn own_states(&self, _: Products, at: &Pointer<'_>, out: &mut States) {
        out.insert(at.join("/sequence"), FieldState::OPTIONAL.disabled(true));
    }

    /// "min 8 when 8-digit codes are requested".
    fn own_validate(&self, of: Products, at: &Pointer<'_>, out: &mut Vec<Violation>) {
        let short = |c: &String| c.chars().count() != 8;
        if of.eight_digits && self.commodity_code.as_ref().is_some_and(short) {
            let rule = "commodity-code-8-digits";
            out.push(Violation::of(
                at.join("/commodityCode"),
                rule,
                Text::new(rule),
            ));
        }
    }

    fn number(&mut self, sequence: u32) {
        self.sequence = Some(sequence);
    }
}

crate::blocks!(ProcessedProduct {});

#[cfg(test)]
mod tests {
    use super::*;
    use crate::authorisation::block::testing::{paths, removed};

    fn product() -> ProcessedProduct {
        ProcessedProduct {
            commodity_code: Some("7318".into()),
            goods_description: Some("Screws".into()),
            goods_quantity: Some(100),
            measure_unit: Some(CodeRef::new("KGM", "Kilogram")),
            special_provisions: Some(true),
            ..ProcessedProduct::default()
        }
    }

    #[test]
    fn special_provisions_are_shown_for_end_use_only() {
        let mut rows = vec![product(), product()];
        let end_use = Products {
            end_use: true,
            eight_digits: false,
        };
        assert!(removed(&mut rows, end_use, "processedProducts", None).is_empty());
        assert_eq!(rows[1].sequence, Some(2));
        assert_eq!(
            removed(&mut rows, Products::default(), "processedProducts", None),
            [
                "/processedProducts/0/specialProvisions",
                "/processedProducts/1/specialProvisions"
            ]
        );
    }

    #[test]
    fn the_commodity_code_has_8_digits_when_8_digit_codes_are_requested() {
        use crate::authorisation::block::testing::found;
        let product = || ProcessedProduct {
            special_provisions: None,
            ..product()
        };
        let rows = vec![product()];
        let eight = Products {
            end_use: false,
            eight_digits: true,
        };
        let rule = |of| {
            found(&rows, of, "p")
                .into_iter()
                .filter(|(_, rule)| rule == "commodity-code-8-digits")
                .map(|(path, _)| path)
                .collect::<Vec<_>>()
        };
        assert_eq!(
            rule(eight),
            ["/p/0/commodityCode"],
            "4 digits when 8 are asked"
        );
        assert!(
            rule(Products::default()).is_empty(),
            "4 digits are enough otherwise"
        );
        let rows = vec![ProcessedProduct {
            commodity_code: Some("73181595".into()),
            ..product()
        }];
        assert!(found(&rows, eight, "p").is_empty());
    }

    #[test]
    fn a_processed_product_needs_code_description_quantity_and_unit() {
        let rows = vec![ProcessedProduct::default()];
        assert_eq!(paths(&rows, Products::default(), "p").len(), 4);
    }
}
