//! The goods of a special procedure (spec 2 'Sub-sections': "goods, rate of yield, equivalent
//! goods indication, identification of goods, equivalent goods, economic conditions (code plus
//! description), goods value"; 3: the temporary admission goods item is the same without the
//! rate of yield and the economic conditions). Spec 5: "equivalentGoodsIndication required;
//! rateOfYield required max 512; economic conditions description required max 512".
//!
//! Equivalent goods on replaces the identification of goods with the equivalent goods, and
//! the reverse (CWP, TEA, IPO); in end use (EUS) the identification stays beside them.

use serde::{Deserialize, Serialize};

use super::equivalent_goods::{Equivalence, EquivalenceOf};
use super::goods;
use crate::authorisation::block::Section;
use crate::blocks::Goods;
use crate::conditional::Conditional;
use crate::limits::{Limit, Limits, TEXT};
use crate::values::CodeRef;
use crate::{conditional as entry, FieldState};

#[derive(Debug, Clone, Default, PartialEq, Eq, Serialize, Deserialize)]
#[cfg_attr(feature = "openapi", derive(utoipa::ToSchema))]
#[serde(rename_all = "camelCase", deny_unknown_fields)]
pub struct ProcedureGoods {
    #[serde(default, skip_serializing_if = "Option::is_none")]
    pub goods: Option<Goods>,
    #[serde(default, skip_serializing_if = "Option::is_none")]
    pub rate_of_yield: Option<String>,
    #[serde(flatten)]
    pub equivalence: Equivalence,
    #[serde(default, skip_serializing_if = "Vec::is_empty")]
    pub economic_conditions: Vec<EconomicCondition>,
}

#[derive(Debug, Clone, Default, PartialEq, Eq, Serialize, Deserialize)]
#[cfg_attr(feature = "openapi", derive(utoipa::ToSchema))]
#[serde(rename_all = "camelCase", deny_unknown_fields)]
pub struct EconomicCondition {
    #[serde(default, skip_serializing_if = "Option::is_none")]
    pub code: Option<CodeRef>,
    #[serde(default, skip_serializing_if = "Option::is_none")]
    pub description: Option<String>,
}

/// What a kind's goods hold besides the goods and the equivalent goods switch.
#[derive(Debug, Clone, Copy, Default)]
pub struct GoodsOf {
    /// The special procedures' rate of yield and economic conditions (not temporary admission).
    pub processing: bool,
    /// End use: the identification of goods stays when equivalent goods are on.
    pub identification_stays: bool,
}

static GOODS: &[Conditional<ProcedureGoods, GoodsOf>] = &[
    entry!("/goods", goods, value, |_, _| FieldState::REQUIRED),
    entry!("/rateOfYield", rate_of_yield, value, |_, of| {
        FieldState::only_if(of.processing)
    }),
    entry!(
        "/economicConditions",
        economic_conditions,
        list,
        |_, of| if of.processing {
            FieldState::OPTIONAL
        } else {
            FieldState::NOT_ALLOWED
        }
    ),
];

static CONDITION: &[Conditional<EconomicCondition, ()>] = &[
    entry!("/code", code, value, |_, _| FieldState::REQUIRED),
    entry!("/description", description, value, |_, _| {
        FieldState::REQUIRED
    }),
];

impl Section for EconomicCondition {
    type Of = ();

    fn table() -> &'static [Conditional<Self, ()>] {
        CONDITION
    }

    fn own_limits(at: &str, l: &mut Limits) {
        l.set(format!("{at}/description"), Limit::text(TEXT))
            .catalog(format!("{at}/code"), "economic-conditions");
    }
}

crate::blocks!(EconomicCondition {});

impl Section for ProcedureGoods {
    type Of = GoodsOf;

    fn table() -> &'static [Conditional<Self, GoodsOf>] {
        GOODS
    }

    fn own_limits(at: &str, l: &mut Limits) {
        l.set(format!("{at}/rateOfYield"), Limit::text(TEXT));
    }

    fn blank(ctx: &crate::Ctx) -> Self {
        ProcedureGoods {
            goods: Some(goods::new_goods()),
            equivalence: Equivalence::blank(ctx),
            ..ProcedureGoods::default()
        }
    }
}

crate::blocks!(ProcedureGoods {
    goods: "goods",
    equivalence: "" => |_, of: GoodsOf| EquivalenceOf {
        identification_stays: of.identification_stays,
    },
    economic_conditions: "economicConditions",
});

#[cfg(test)]
mod tests {
    use super::*;
    use crate::authorisation::block::testing::{paths, removed};
    use crate::authorisation::blocks::equivalent_goods::{EquivalentGoods, GoodsIdentification};

    fn row(equivalent: bool) -> ProcedureGoods {
        ProcedureGoods {
            goods: Some(goods::new_goods()),
            equivalence: Equivalence {
                equivalent_goods_indication: Some(equivalent),
                goods_identification: Some(GoodsIdentification {
                    code: Some(CodeRef::new("1", "Serial number")),
                    description: None,
                }),
                equivalent_goods: Some(EquivalentGoods::default()),
            },
            rate_of_yield: Some("95%".into()),
            ..ProcedureGoods::default()
        }
    }

    const CWP: GoodsOf = GoodsOf {
        processing: true,
        identification_stays: false,
    };

    #[test]
    fn equivalent_goods_on_replace_the_identification_of_goods_and_the_reverse() {
        let mut rows = vec![row(true)];
        assert_eq!(
            removed(&mut rows, CWP, "goods", None),
            ["/goods/0/goodsIdentification"]
        );
        assert!(rows[0].equivalence.equivalent_goods.is_some());

        rows[0].equivalence.equivalent_goods_indication = Some(false);
        assert_eq!(
            removed(&mut rows, CWP, "goods", None),
            ["/goods/0/equivalentGoods"]
        );
        assert_eq!(
            rows[0].equivalence.goods_identification,
            Some(GoodsIdentification::default())
        );
    }

    #[test]
    fn in_end_use_the_identification_stays_beside_equivalent_goods() {
        let eus = GoodsOf {
            processing: true,
            identification_stays: true,
        };
        let mut rows = vec![row(true)];
        assert!(removed(&mut rows, eus, "", None).is_empty());
    }

    #[test]
    fn temporary_admission_goods_have_no_rate_of_yield() {
        let mut rows = vec![row(false)];
        assert_eq!(
            removed(&mut rows, GoodsOf::default(), "", None),
            ["/0/rateOfYield", "/0/equivalentGoods"]
        );
    }

    #[test]
    fn an_economic_condition_needs_its_code_and_description() {
        let mut r = row(false);
        r.economic_conditions = vec![EconomicCondition::default()];
        r.equivalence.goods_identification = Some(GoodsIdentification::default());
        let found = paths(&vec![r], CWP, "g");
        for path in [
            "/g/0/economicConditions/0/code",
            "/g/0/economicConditions/0/description",
            "/g/0/goodsIdentification/code",
        ] {
            assert!(found.iter().any(|p| p == path), "{path}");
        }
    }
}
