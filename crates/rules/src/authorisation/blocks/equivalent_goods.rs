//! Equivalent goods and the identification of goods (spec 3: "Equivalent goods:
//! commodityCode, goodsDescription, goodsIdentification (catalog code), commercialQuality
//! (description of the identification; hidden when the identification code is 8)";
//! "Goods identification: code plus description"). Spec 5: "commodityCode required max 8;
//! goodsDescription required max 512; commercial quality required max 512"; "Identification
//! of goods code required".

use serde::{Deserialize, Serialize};

use crate::authorisation::block::{Env, Section};
use crate::authorisation::blocks::commodity::COMMODITY_CODE;
use crate::conditional::{Conditional, Pointer};
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

/// The equivalent goods switch of a goods row (spec 4: "switching equivalent goods on creates
/// an empty equivalent goods record"; "in special procedures off creates identification of
/// goods and removes equivalent goods"; CWP: "turning on equivalentGoodsIndication replaces
/// goodsIdentification with equivalentGoods; turning it off does the reverse"; EUS: "the
/// identification of goods stays when equivalent goods is on"): the indication and what it
/// shows, flattened into the goods rows of the special procedures and of customs warehousing.
#[derive(Debug, Clone, Default, PartialEq, Eq, Serialize, Deserialize)]
#[cfg_attr(feature = "openapi", derive(utoipa::ToSchema))]
#[serde(rename_all = "camelCase")]
pub struct Equivalence {
    #[serde(default, skip_serializing_if = "Option::is_none")]
    pub equivalent_goods_indication: Option<bool>,
    #[serde(default, skip_serializing_if = "Option::is_none")]
    pub goods_identification: Option<GoodsIdentification>,
    #[serde(default, skip_serializing_if = "Option::is_none")]
    pub equivalent_goods: Option<EquivalentGoods>,
}

/// Where the switch is: in end use the identification of goods stays beside equivalent goods.
#[derive(Debug, Clone, Copy, Default)]
pub struct EquivalenceOf {
    pub identification_stays: bool,
}

impl Equivalence {
    fn on(&self) -> bool {
        self.equivalent_goods_indication == Some(true)
    }
}

static SWITCH: &[Conditional<Equivalence, EquivalenceOf>] = &[
    entry!(
        "/equivalentGoodsIndication",
        equivalent_goods_indication,
        value,
        |_, _| FieldState::REQUIRED
    ),
    entry!("/equivalentGoods", equivalent_goods, value, |g, _| {
        FieldState::only_if(g.on())
    }),
    entry!(
        "/goodsIdentification",
        goods_identification,
        value,
        |g, of| FieldState::only_if(!g.on() || of.identification_stays)
    ),
];

impl Section for Equivalence {
    type Of = EquivalenceOf;

    fn table() -> &'static [Conditional<Self, EquivalenceOf>] {
        SWITCH
    }

    /// What the indication shows starts empty (the equivalent goods when on, the
    /// identification when off); the table removes what it does not show.
    fn own_normalise(
        &mut self,
        _: EquivalenceOf,
        _: Env<'_>,
        _: &Pointer<'_>,
        _: &mut Vec<String>,
    ) {
        match self.equivalent_goods_indication {
            Some(true) if self.equivalent_goods.is_none() => {
                self.equivalent_goods = Some(EquivalentGoods::default())
            }
            Some(false) if self.goods_identification.is_none() => {
                self.goods_identification = Some(GoodsIdentification::default())
            }
            _ => {}
        }
    }

    /// No equivalent goods until the applicant says so.
    fn blank(_: &crate::Ctx) -> Self {
        Equivalence {
            equivalent_goods_indication: Some(false),
            ..Equivalence::default()
        }
    }
}

crate::blocks!(Equivalence {
    goods_identification: "goodsIdentification",
    equivalent_goods: "equivalentGoods",
});

impl Section for EquivalentGoods {
    type Of = ();

    fn table() -> &'static [Conditional<Self, ()>] {
        EQUIVALENT
    }

    fn own_limits(at: &str, l: &mut Limits) {
        l.set(format!("{at}/commodityCode"), COMMODITY_CODE)
            .set(format!("{at}/goodsDescription"), Limit::text(TEXT))
            .set(format!("{at}/commercialQuality"), Limit::text(TEXT))
            .catalog(
                format!("{at}/goodsIdentification"),
                "identification-of-goods",
            );
    }
}

crate::blocks!(EquivalentGoods {});

impl Section for GoodsIdentification {
    type Of = ();

    fn table() -> &'static [Conditional<Self, ()>] {
        IDENTIFICATION
    }

    fn own_limits(at: &str, l: &mut Limits) {
        l.set(format!("{at}/description"), Limit::text(TEXT))
            .catalog(format!("{at}/code"), "identification-of-goods");
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
