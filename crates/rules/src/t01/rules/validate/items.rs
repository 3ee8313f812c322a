//! Spec 5.4, house consignment items: masses, codes, description, UCR, goods value and
//! quantities, packagings, and the lists every item carries. What an item requires or allows
//! (net mass R/N/O, CN code, quantity3, ...) is in the presence table `ITEM`.

use super::report::Report;
use super::{documents, max_chars, no_outer_space, packages, parties, quantity, ucr};
use crate::conditional::Pointer;
use crate::t01::limits::MAX_TEXT;
use crate::t01::{HouseConsignment, HouseItem};
use crate::text::Text;
use crate::values::{CnCode, CusCode, Decimal, HsCode};

/// "declarationType required, max 5."
const MAX_DECLARATION_TYPE: usize = 5;

/// Validates the items of `house` (at `at`, its `houseItems`); answers the sum of their gross
/// masses (`None` when none has one).
pub fn validate(house: &HouseConsignment, at: &Pointer, r: &mut Report) -> Option<Decimal> {
    let mut sum: Option<Decimal> = None;
    for (i, item) in house.house_items.iter().enumerate() {
        validate_item(item, &at.index(i), r);
        if let Some(g) = item.gross_mass {
            sum = Some(sum.unwrap_or(Decimal::ZERO) + g);
        }
    }
    sum
}

fn validate_item(item: &HouseItem, at: &Pointer, r: &mut Report) {
    masses(item, at, r);
    codes(item, at, r);
    if let Some(d) = &item.goods_description {
        // "goodsDescription required, max 512, no leading or trailing space."
        let at = at.key("goodsDescription");
        max_chars(d, MAX_TEXT, &at, r);
        no_outer_space(d, &at, r);
    }
    if let Some(u) = &item.ucr_reference {
        ucr(u, &at.key("ucrReference"), r);
    }
    if let Some(t) = &item.declaration_type {
        max_chars(&t.code, MAX_DECLARATION_TYPE, &at.key("declarationType"), r);
    }
    // Goods value: "statisticalValue, quantity1, quantity2, quantity3 each required, at least
    // 0, decimal 16,6".
    quantity(item.statistical_value, &at.key("statisticalValue"), r);
    quantity(item.quantity1, &at.key("quantity1"), r);
    quantity(item.quantity2, &at.key("quantity2"), r);
    quantity(item.quantity3, &at.key("quantity3"), r);
    parties::party(item.consignee.as_ref(), &at.key("consignee"), r);
    parties::actors(&item.chain_add_actors, &at.key("chainAddActors"), r);
    // "Packagings: at most 99 per item."
    packages::validate(&item.packagings, &at.key("packagings"), r);
    documents::lists(
        documents::Lists {
            previous: &item.previous_doc,
            supporting: &item.supporting_doc,
            transport: &item.transport_doc,
            additional_ref: &item.additional_ref,
        },
        at,
        r,
    );
    documents::additional_info(&item.additional_info, &at.key("additionalInfo"), r);
}

/// "suppUnit decimal 16,6. grossMass required, at least 0, decimal 16,6. netMass decimal 16,6,
/// at most gross mass".
fn masses(item: &HouseItem, at: &Pointer, r: &mut Report) {
    quantity(item.supp_unit, &at.key("suppUnit"), r);
    quantity(item.gross_mass, &at.key("grossMass"), r);
    quantity(item.net_mass, &at.key("netMass"), r);
    if let (Some(net), Some(gross)) = (item.net_mass, item.gross_mass) {
        if net > gross {
            let rule = "net-mass-at-most-gross-mass";
            r.said(&at.key("netMass"), rule, Text::new(rule));
        }
    }
}

/// "cusCode letters, digits, dashes, max 9. cnCode max 2 ... hsCode exactly 6 digits".
fn codes(item: &HouseItem, at: &Pointer, r: &mut Report) {
    if item
        .cus_code
        .as_deref()
        .is_some_and(|c| !CusCode::is_valid(c))
    {
        let rule = "cus-code-format";
        r.said(&at.key("cusCode"), rule, Text::new(rule));
    }
    if item
        .cn_code
        .as_deref()
        .is_some_and(|c| !CnCode::is_valid(c))
    {
        let text = Text::new("cn-code-max-2");
        r.said(&at.key("cnCode"), "cn-code-format", text);
    }
    if item
        .hs_code
        .as_deref()
        .is_some_and(|c| !HsCode::is_valid(c))
    {
        let rule = "hs-code-format";
        r.said(&at.key("hsCode"), rule, Text::new(rule));
    }
}
