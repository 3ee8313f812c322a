//! Equivalent goods and the identification of goods (spec 3: "Equivalent goods:
//! commodityCode, goodsDescription, goodsIdentification (catalog code), commercialQuality
//! (description of the identification; hidden when the identification code is 8)";
//! "Goods identification: code plus description"). Spec 5: "commodityCode required max 8;
//! goodsDescription required max 512; commercial quality required max 512"; "Identification
//! of goods code required".

use serde::{Deserialize, Serialize};

use crate::authorisation::block::Section;
use crate::authorisation::blocks::commodity::COMMODITY_CODE;
use crate::conditional::Conditional;
use crate::limits::{Limit, Limits, TEXT};
use crate::values::CodeRef;
use crate::{conditional as entry, FieldState};

/// The identification code without a commercial quality to describe: CL-3501-1 code 8,
/// "without identification measures according to Article 250(2)(b) of the Code" (temporary
/// admission only): nothing identifies the goods, so no quality is described.
pub const NO_COMMERCIAL_QUALITY: &str = "8";

#[derive(Debug, Clone, Default, PartialEq, Eq, Serialize, Deserialize)]
#[cfg_attr(feature = "openapi", derive(utoipa::ToSchema))]
#[serde(rename_all = "camelCase", deny_unknown_fields)]
pub struct EquivalentGoods {
    #[serde(default, skip_serializing_if = "Option::is_none")]
    pub commodity_code: Option<String>,
    #[serde(default, skip_serializing_if = "Option::is_none")]
    pub goods_description: Option<String>,
    #[serde(default, skip_serializing_if = "Option::is_none")]
    pub goods_identification: Option<CodeRef>,
    #[serde(default, skip_serializing_if = "Option::is_none")]
    pub commercial_quality: Option<String>,
}

#[derive(Debug, Clone, Default, PartialEq, Eq, Serialize, Deserialize)]
#[cfg_attr(feature = "openapi", derive(utoipa::ToSchema))]
#[serde(rename_all = "camelCase", deny_unknown_fields)]
pub struct GoodsIdentification {
    #[serde(default, skip_serializing_if = "Option::is_none")]
    pub code: Option<CodeRef>,
    #[serde(default, skip_serializing_if = "Option::is_none")]
    pub description: Option<String>,
}

static EQUIVALENT: &[Conditional<EquivalentGoods, ()>] = &[
    entry!("/commodityCode", commodity_code, value, |_, _| {
        FieldState::REQUIRED
    }),
    entry!("/goodsDescription", goods_description, value, |_, _| {
        FieldState::REQUIRED
    }),
    entry!(
        "/goodsIdentification",
        goods_identification,
        value,
        |_, _| FieldState::REQUIRED
    ),
    entry!("/commercialQuality", commercial_quality, value, |g, _| {
        match &g.goods_identification {
            Some(code) if code.code == NO_COMMERCIAL_QUALITY => FieldState::NOT_ALLOWED,
            _ => FieldState::REQUIRED,
        }
    }),
];

static IDENTIFICATION: &[Conditional<GoodsIdentification, ()>] =
    &[entry!("/code", code, value, |_, _| FieldState::REQUIRED)];

/// The switch of equivalent goods (spec 4): what the indication shows starts empty, the
/// equivalent goods when on, the identification of goods when off (the kind's presence table
/// removes what it does not show).
pub fn switch(
    indication: Option<bool>,
    equivalent: &mut Option<EquivalentGoods>,
    identification: &mut Option<GoodsIdentification>,
) {
    match indication {
        Some(true) if equivalent.is_none() => *equivalent = Some(EquivalentGoods::default()),
        Some(false) if identification.is_none() => {
            *identification = Some(GoodsIdentification::default())
        }
        _ => {}
    }
}

impl Section for EquivalentGoods {
    type Of = ();

    fn table() -> &'static [Conditional<Self, ()>] {
        EQUIVALENT
    }

    fn own_limits(at: &str, l: &mut Limits) {
        l.set(format!("{at}/commodityCode"), COMMODITY_CODE)
            .set(format!("{at}/goodsDescription"), Limit::text(TEXT))
            .set(format!("{at}/commercialQuality"), Limit::text(TEXT));
    }
}

crate::blocks!(EquivalentGoods {});

impl Section for GoodsIdentification {
    type Of = ();

    fn table() -> &'static [Conditional<Self, ()>] {
        IDENTIFICATION
    }

    fn own_limits(at: &str, l: &mut Limits) {
        l.set(format!("{at}/description"), Limit::text(TEXT));
    }
}

crate::blocks!(GoodsIdentification {});

#[cfg(test)]
mod tests {
    use super::*;
    use crate::authorisation::block::testing::{paths, removed};

    #[test]
    fn the_commercial_quality_is_hidden_for_identification_code_8() {
        let mut g = EquivalentGoods {
            goods_identification: Some(CodeRef::new("8", "Without identification measures")),
            commercial_quality: Some("Grade A".into()),
            ..EquivalentGoods::default()
        };
        assert_eq!(
            removed(&mut g, (), "equivalentGoods", None),
            ["/equivalentGoods/commercialQuality"]
        );
        g.goods_identification = Some(CodeRef::new("1", "Quality"));
        assert_eq!(
            paths(&g, (), ""),
            ["/commodityCode", "/goodsDescription", "/commercialQuality"]
        );
    }
}
