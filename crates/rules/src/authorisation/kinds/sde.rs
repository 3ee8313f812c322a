//! SDE, simplified declaration (spec 2: "general information; main accounts for placing goods
//! under a procedure; simplified declaration information (goods, number of operations,
//! prohibitions and restrictions, procedures concerned, subcontractor); attached documents;
//! attestation outside view mode"; 3 'Simplified declaration'; 5 SDE: "goods description
//! required max 512; prohibitionsAndRestrictions required max 512; operationsNumber required,
//! max 7, at least 0; subcontractor required; guarantee reference number max 24; type of
//! deferment of payment and customs office of guarantee required").

use serde::{Deserialize, Serialize};

use super::tst::GoodsDescription;
use crate::authorisation::block::Section;
use crate::authorisation::blocks::cds_guarantee::GUARANTEE_REFERENCE_MAX;
use crate::authorisation::blocks::deferment::Deferment;
use crate::authorisation::blocks::offices::Operations;
use crate::authorisation::Accounts;
use crate::conditional::Conditional;
use crate::limits::{Limit, Limits, TEXT};
use crate::values::CodeRef;
use crate::{conditional as entry, FieldState};

#[derive(Debug, Clone, Default, PartialEq, Eq, Serialize, Deserialize)]
#[cfg_attr(feature = "openapi", derive(utoipa::ToSchema))]
#[serde(rename_all = "camelCase")]
pub struct Sde {
    #[serde(default, skip_serializing_if = "Option::is_none")]
    pub simplified_declaration_goods: Option<GoodsDescription>,
    #[serde(flatten)]
    pub operations: Operations,
    #[serde(default, skip_serializing_if = "Option::is_none")]
    pub prohibitions_and_restrictions: Option<String>,
    /// The procedures the simplified declarations are for (procedure codes).
    #[serde(default, skip_serializing_if = "Vec::is_empty")]
    pub procedures_concerned: Vec<CodeRef>,
    /// Who lodges the declarations for the holder, if anyone does (name and address).
    #[serde(default, skip_serializing_if = "Option::is_none")]
    pub subcontractor: Option<String>,
    #[serde(default, skip_serializing_if = "Option::is_none")]
    pub guarantee_reference_number: Option<String>,
    #[serde(flatten)]
    pub deferment: Deferment,
}

static SDE: &[Conditional<Sde, ()>] = &[
    entry!(
        "/simplifiedDeclarationGoods",
        simplified_declaration_goods,
        value,
        |_, _| FieldState::REQUIRED
    ),
    entry!(
        "/simplifiedDeclarationGoods/goodsDescription",
        simplified_declaration_goods.goods_description,
        value,
        |_, _| FieldState::REQUIRED
    ),
    entry!(
        "/prohibitionsAndRestrictions",
        prohibitions_and_restrictions,
        value,
        |_, _| FieldState::REQUIRED
    ),
    entry!(
        "/proceduresConcerned",
        procedures_concerned,
        list,
        |_, _| FieldState::REQUIRED
    ),
    entry!("/subcontractor", subcontractor, value, |_, _| {
        FieldState::REQUIRED
    }),
];

impl Section for Sde {
    type Of = ();

    fn table() -> &'static [Conditional<Self, ()>] {
        SDE
    }

    fn own_limits(at: &str, l: &mut Limits) {
        l.set(
            format!("{at}/simplifiedDeclarationGoods/goodsDescription"),
            Limit::text(TEXT),
        )
        .set(
            format!("{at}/prohibitionsAndRestrictions"),
            Limit::text(TEXT),
        )
        .set(format!("{at}/subcontractor"), Limit::text(TEXT))
        .set(
            format!("{at}/guaranteeReferenceNumber"),
            Limit::code(GUARANTEE_REFERENCE_MAX),
        );
    }

    fn blank(_: &crate::Ctx) -> Self {
        Sde {
            simplified_declaration_goods: Some(GoodsDescription::default()),
            ..Sde::default()
        }
    }
}

crate::blocks!(Sde {
    operations: "",
    deferment: ""
});

crate::form_of_blocks!(Sde, "sde", accounts: |_| Accounts::Required);
