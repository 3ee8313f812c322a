//! The commodity code block (spec 3 'Shared entities', 4 and 5 'Goods, codes'): TARIC code and
//! description, the TARIC additional code only at 10 characters, the national additional code
//! only when a TARIC additional code exists. EIR's goods concerned are a list of them.

use std::collections::BTreeMap;

use serde::{Deserialize, Serialize};

use crate::conditional::{self, Conditional, Pointer};
use crate::limits::{Limit, Limits, TEXT};
use crate::values::CodeRef;
use crate::{conditional as entry, FieldState, Violation};

#[derive(Debug, Clone, Default, PartialEq, Eq, Serialize, Deserialize)]
#[cfg_attr(feature = "openapi", derive(utoipa::ToSchema))]
#[serde(rename_all = "camelCase", deny_unknown_fields)]
pub struct CommodityCode {
    #[serde(default, skip_serializing_if = "Option::is_none")]
    pub taric_code: Option<String>,
    #[serde(default, skip_serializing_if = "Option::is_none")]
    pub goods_description: Option<String>,
    #[serde(default, skip_serializing_if = "Option::is_none")]
    pub taric_additional_code: Option<String>,
    #[serde(default, skip_serializing_if = "Option::is_none")]
    pub national_additional_code: Option<String>,
    #[serde(default, skip_serializing_if = "Option::is_none")]
    pub quantity_of_goods: Option<Quantity>,
}

#[derive(Debug, Clone, Default, PartialEq, Eq, Serialize, Deserialize)]
#[cfg_attr(feature = "openapi", derive(utoipa::ToSchema))]
#[serde(rename_all = "camelCase", deny_unknown_fields)]
pub struct Quantity {
    #[serde(default, skip_serializing_if = "Option::is_none")]
    pub goods_quantity: Option<i64>,
    #[serde(default, skip_serializing_if = "Option::is_none")]
    pub measure_unit: Option<CodeRef>,
}

/// Spec 9 "Commodity code 4 or 8 digits" (the heading or the CN subheading): the code of a
/// processed, replacement or equivalent product.
pub const COMMODITY_CODE: Limit = Limit::digits(4, 8);

/// "TARIC additional code only at 10 characters".
fn full_taric(c: &CommodityCode) -> bool {
    c.taric_code
        .as_deref()
        .is_some_and(|t| t.chars().count() == 10)
}

/// Spec 4 and 5, a parent before what depends on it.
pub static COMMODITY: &[Conditional<CommodityCode, ()>] = &[
    entry!("/taricCode", taric_code, value, |_, _| FieldState::REQUIRED),
    entry!("/goodsDescription", goods_description, value, |_, _| {
        FieldState::REQUIRED
    }),
    entry!(
        "/taricAdditionalCode",
        taric_additional_code,
        value,
        |c, _| {
            if full_taric(c) {
                FieldState::OPTIONAL
            } else {
                FieldState::NOT_ALLOWED
            }
        }
    ),
    // "national additional code only when a TARIC additional code exists".
    entry!(
        "/nationalAdditionalCode",
        national_additional_code,
        value,
        |c, _| {
            if c.taric_additional_code.is_some() {
                FieldState::OPTIONAL
            } else {
                FieldState::NOT_ALLOWED
            }
        }
    ),
];

pub fn limits(rows: &str, l: &mut Limits) {
    l.set(format!("{rows}/taricCode"), Limit::code(10))
        .set(format!("{rows}/goodsDescription"), Limit::text(TEXT))
        .set(format!("{rows}/taricAdditionalCode"), Limit::code(4))
        .set(format!("{rows}/nationalAdditionalCode"), Limit::code(4))
        .set(
            format!("{rows}/quantityOfGoods/goodsQuantity"),
            Limit::at_least(0),
        )
        .catalog(format!("{rows}/quantityOfGoods/measureUnit"), "unit");
}

pub fn states(rows: &[CommodityCode], at: &Pointer<'_>, out: &mut BTreeMap<String, FieldState>) {
    for (i, row) in rows.iter().enumerate() {
        conditional::states(COMMODITY, row, &(), &at.index(i), out);
    }
}

pub fn validate(rows: &[CommodityCode], at: &Pointer<'_>, out: &mut Vec<Violation>) {
    for (i, row) in rows.iter().enumerate() {
        conditional::check(COMMODITY, row, &(), &at.index(i), out);
    }
}

pub fn clean(rows: &mut [CommodityCode], at: &Pointer<'_>, removed: &mut Vec<String>) {
    for (i, row) in rows.iter_mut().enumerate() {
        conditional::clean(COMMODITY, row, &(), &at.index(i), removed);
    }
}

impl crate::authorisation::block::Section for CommodityCode {
    type Of = ();

    fn table() -> &'static [Conditional<Self, ()>] {
        COMMODITY
    }

    fn own_limits(at: &str, l: &mut Limits) {
        limits(at, l);
    }
}

crate::blocks!(CommodityCode {});

#[cfg(test)]
mod tests {
    use super::*;

    fn code(taric: &str, additional: Option<&str>, national: Option<&str>) -> CommodityCode {
        CommodityCode {
            taric_code: Some(taric.into()),
            goods_description: Some("Bolts".into()),
            taric_additional_code: additional.map(Into::into),
            national_additional_code: national.map(Into::into),
            quantity_of_goods: None,
        }
    }

    #[test]
    fn a_taric_additional_code_is_removed_when_the_taric_code_is_not_ten_characters() {
        let mut rows = vec![code("73181535", Some("A123"), Some("N1"))];
        let mut removed = Vec::new();
        clean(
            &mut rows,
            &Pointer::ROOT.key("goodsConcerned"),
            &mut removed,
        );
        assert_eq!(
            removed,
            [
                "/goodsConcerned/0/taricAdditionalCode",
                "/goodsConcerned/0/nationalAdditionalCode"
            ]
        );
    }

    #[test]
    fn a_taric_additional_code_stays_with_a_ten_character_taric_code() {
        let mut rows = vec![code("7318153590", Some("A123"), Some("N1"))];
        let mut removed = Vec::new();
        clean(&mut rows, &Pointer::ROOT, &mut removed);
        assert!(removed.is_empty());
    }

    #[test]
    fn the_taric_code_and_description_are_required() {
        let mut out = Vec::new();
        validate(
            &[CommodityCode::default()],
            &Pointer::ROOT.key("g"),
            &mut out,
        );
        let paths: Vec<&str> = out.iter().map(|v| v.path.as_str()).collect();
        assert_eq!(paths, ["/g/0/taricCode", "/g/0/goodsDescription"]);
    }
}
