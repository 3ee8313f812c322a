//! Spec 5.7 "Container number alphanumeric, max 17 ... Seal identifier alphanumeric, required,
//! max 20. Goods reference required, from 1 to the total item count. Max 99 seals and 999
//! goods references per equipment"; 5.2 and 9 "equipment up to 9999". (What is required:
//! presence tables `EQUIPMENT`, `SEAL`, `GOODS_REFERENCE`.)

use super::at_most;
use super::report::Report;
use crate::conditional::Pointer;
use crate::t01::limits::{
    MAX_GOODS_REFERENCES_PER_EQUIPMENT, MAX_SEALS_PER_EQUIPMENT, MAX_TRANSPORT_EQUIPMENT,
};
use crate::t01::TransportEquipment;
use crate::text::Text;
use crate::values::{ContainerNumber, SealIdentifier};

/// A list of equipment whose goods references run from 1 to `total_items`.
pub fn list(list: &[TransportEquipment], total_items: usize, at: &Pointer, r: &mut Report) {
    at_most(list.len(), MAX_TRANSPORT_EQUIPMENT, at, r);
    for (i, e) in list.iter().enumerate() {
        equipment(e, total_items, &at.index(i), r);
    }
}

fn equipment(e: &TransportEquipment, total_items: usize, at: &Pointer, r: &mut Report) {
    if e.container_number
        .as_deref()
        .is_some_and(|c| !ContainerNumber::is_valid(c))
    {
        let rule = "container-number-format";
        r.said(&at.key("containerNumber"), rule, Text::new(rule));
    }
    let seals = at.key("seals");
    at_most(e.seals.len(), MAX_SEALS_PER_EQUIPMENT, &seals, r);
    for (i, s) in e.seals.iter().enumerate() {
        if s.identifier
            .as_deref()
            .is_some_and(|id| !SealIdentifier::is_valid(id))
        {
            let row = seals.index(i);
            let rule = "seal-identifier-format";
            r.said(&row.key("identifier"), rule, Text::new(rule));
        }
    }
    let references = at.key("goodsReference");
    let len = e.goods_reference.len();
    at_most(len, MAX_GOODS_REFERENCES_PER_EQUIPMENT, &references, r);
    let total = i64::try_from(total_items).unwrap_or(i64::MAX);
    for (i, g) in e.goods_reference.iter().enumerate() {
        if g.declaration_goods_item_number
            .is_some_and(|n| !(1..=total).contains(&n))
        {
            let row = references.index(i);
            let rule = "goods-reference-range";
            let text = Text::new(rule).with("total", total);
            r.said(&row.key("declarationGoodsItemNumber"), rule, text);
        }
    }
}
