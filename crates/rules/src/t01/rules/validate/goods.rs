//! Spec 5.9, the goods block: "CN code required, alphanumeric, max 10 (customs nomenclature
//! code 4 to 10); description required max 512; ... amount value between 0 and
//! 99999999999999.99". (What is required: presence table `GOODS`.)

use super::report::Report;
use super::{max_chars, quantity};
use crate::conditional::Pointer;
use crate::t01::limits::{MAX_AMOUNT, MAX_TEXT};
use crate::t01::Declaration;
use crate::values::NomenclatureCode;

pub fn validate(doc: &Declaration, r: &mut Report) {
    let at = Pointer::ROOT.key("goods");
    for (i, g) in doc.goods.iter().enumerate() {
        let row = at.index(i);
        if g.taric_code
            .as_deref()
            .is_some_and(|c| !NomenclatureCode::is_valid(c))
        {
            r.push(
                &row.key("taricCode"),
                "cn-code-format",
                "CN code must be 4 to 10 letters or digits",
            );
        }
        if let Some(d) = &g.goods_description {
            max_chars(d, MAX_TEXT, &row.key("goodsDescription"), r);
        }
        if let Some(v) = g.amount_value {
            if v.is_negative() || v > MAX_AMOUNT {
                r.push(
                    &row.key("amountValue"),
                    "amount-range",
                    "Amount must be from 0 to 99999999999999.99",
                );
            }
        }
        quantity(g.goods_quantity, &row.key("goodsQuantity"), r);
    }
}
