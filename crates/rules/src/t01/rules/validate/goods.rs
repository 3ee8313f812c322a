//! Spec 5.9, the goods block: "CN code required, alphanumeric, max 10 (customs nomenclature
//! code 4 to 10); description required max 512; ... amount value between 0 and
//! 99999999999999.99; commodity code required, max 8, min 4 (min 8 when an 8-digit code is
//! needed)". (What is required: presence table `GOODS`; the additional information's "code
//! required; text max 512": `ADDITIONAL_INFO` and `documents::additional_info`.)

use super::report::Report;
use super::{max_chars, quantity};
use crate::conditional::Pointer;
use crate::t01::limits::{MAX_AMOUNT, MAX_TEXT};
use crate::t01::rules::presence::facts::cn_code_needed;
use crate::t01::Declaration;
use crate::text::Text;
use crate::values::{CommodityCode, NomenclatureCode};

pub fn validate(doc: &Declaration, r: &mut Report) {
    let at = Pointer::ROOT.key("goods");
    let eight_digits = cn_code_needed(doc.destination_country.as_ref());
    for (i, g) in doc.goods.iter().enumerate() {
        let row = at.index(i);
        if g.taric_code
            .as_deref()
            .is_some_and(|c| !NomenclatureCode::is_valid(c))
        {
            let text = Text::new("cn-code-4-to-10");
            r.said(&row.key("taricCode"), "cn-code-format", text);
        }
        if let Some(c) = g.commodity_code.as_deref() {
            commodity_code(c, eight_digits, &row.key("commodityCode"), r);
        }
        if let Some(d) = &g.goods_description {
            max_chars(d, MAX_TEXT, &row.key("goodsDescription"), r);
        }
        if let Some(v) = g.amount_value {
            if v.is_negative() || v > MAX_AMOUNT {
                let text = Text::new("amount-from-0-to-max");
                r.said(&row.key("amountValue"), "amount-range", text);
            }
        }
        quantity(g.goods_quantity, &row.key("goodsQuantity"), r);
    }
}

/// "commodity code ... max 8, min 4 (min 8 when an 8-digit code is needed)". A commodity code
/// is the digits of the HS/CN nomenclature, so letters are refused too.
fn commodity_code(code: &str, eight_digits: bool, at: &Pointer, r: &mut Report) {
    if CommodityCode::is_valid(code, eight_digits) {
        return;
    }
    let key = if eight_digits {
        "commodity-code-exactly-8-digits"
    } else {
        "commodity-code-4-to-8-digits"
    };
    r.said(at, "commodity-code-format", Text::new(key));
}
