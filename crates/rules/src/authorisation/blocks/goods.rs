//! The rules of the goods block ([`crate::blocks::Goods`]) in an application (spec 5 'Goods
//! (simplified declaration, goods block)': "CN code required alphanumeric max 10; description
//! required max 512; quantity, unit, currency and value required"; 3: currency default EUR).
//! The commodity code of the transit declaration's goods is not asked here.

use super::amount::{self, Amount};
use crate::authorisation::block::Section;
use crate::blocks::Goods;
use crate::conditional::{Conditional, Pointer};
use crate::limits::{Limit, Limits, TEXT};
use crate::text::Text;
use crate::{conditional as entry, FieldState, Violation};

/// Spec 9 "customs nomenclature 4 to 10".
pub const TARIC_MAX: usize = 10;

/// A new row: its value in the default currency.
pub fn new_goods() -> Goods {
    Goods {
        amount_currency: Amount::in_default_currency().amount_currency,
        ..Goods::default()
    }
}

static GOODS: &[Conditional<Goods, ()>] = &[
    entry!("/taricCode", taric_code, value, |_, _| FieldState::REQUIRED),
    entry!("/commodityCode", commodity_code, value, |_, _| {
        FieldState::NOT_ALLOWED
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
    entry!("/amountValue", amount_value, value, |_, _| {
        FieldState::REQUIRED
    }),
    entry!("/amountCurrency", amount_currency, value, |_, _| {
        FieldState::REQUIRED
    }),
];

impl Section for Goods {
    type Of = ();

    fn table() -> &'static [Conditional<Self, ()>] {
        GOODS
    }

    fn own_limits(at: &str, l: &mut Limits) {
        l.set(format!("{at}/taricCode"), Limit::code(TARIC_MAX))
            .set(format!("{at}/goodsDescription"), Limit::text(TEXT))
            .catalog(format!("{at}/amountCurrency"), "currency")
            .catalog(format!("{at}/measureUnit"), "unit");
    }

    /// The value in a currency, and a quantity that is not negative.
    fn own_validate(&self, _: (), at: &Pointer<'_>, out: &mut Vec<Violation>) {
        if let Some(value) = self.amount_value {
            amount::range(value, at, out);
        }
        if self.goods_quantity.is_some_and(|q| q.is_negative()) {
            out.push(Violation::of(
                at.join("/goodsQuantity"),
                "not-negative",
                Text::new("not-negative"),
            ));
        }
    }

    fn blank(_: &crate::Ctx) -> Self {
        new_goods()
    }

    fn number(&mut self, sequence: u32) {
        self.sequence = sequence;
    }
}

crate::blocks!(Goods {});

#[cfg(test)]
mod tests {
    use super::*;
    use crate::authorisation::block::testing::{found, paths};
    use crate::values::Decimal;

    #[test]
    fn goods_need_their_code_description_quantity_unit_and_value() {
        assert_eq!(
            paths(&new_goods(), (), "goods"),
            [
                "/goods/taricCode",
                "/goods/goodsDescription",
                "/goods/goodsQuantity",
                "/goods/measureUnit",
                "/goods/amountValue"
            ]
        );
    }

    #[test]
    fn a_new_goods_row_is_valued_in_euro_and_its_quantity_is_not_negative() {
        let mut goods = new_goods();
        assert_eq!(
            goods.amount_currency.as_ref().map(|c| c.code.as_str()),
            Some("EUR")
        );
        goods.goods_quantity = Decimal::parse("-1");
        assert!(found(&goods, (), "")
            .iter()
            .any(|(path, rule)| path == "/goodsQuantity" && rule == "not-negative"));
    }
}
