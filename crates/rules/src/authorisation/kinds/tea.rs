//! TEA, temporary admission (spec 2: "general; section B (main accounts, planned activities,
//! suggested customs offices, period of discharge, guarantee, transfer of rights and
//! obligations); section C (temporary admission: goods information, places of use, owners of
//! the goods)"; 3 `temporaryAdmission`; 4 "TEA and special procedures: switching equivalent
//! goods on creates an empty equivalent goods record"; 5 TEA). Its goods have no rate of yield
//! nor economic conditions (3 'Temporary admission goods item').

use serde::{Deserialize, Serialize};

use crate::authorisation::block::Section;
use crate::authorisation::blocks::goods_owner::GoodsOwner;
use crate::authorisation::blocks::location::Location;
use crate::authorisation::blocks::procedure::{Procedure, ProcedureOf};
use crate::authorisation::blocks::procedure_goods::ProcedureGoods;
use crate::authorisation::Accounts;
use crate::conditional::Conditional;
use crate::{conditional as entry, FieldState};

#[derive(Debug, Clone, Default, PartialEq, Eq, Serialize, Deserialize)]
#[cfg_attr(feature = "openapi", derive(utoipa::ToSchema))]
#[serde(rename_all = "camelCase")]
pub struct Tea {
    #[serde(flatten)]
    pub procedure: Procedure,
    #[serde(default, skip_serializing_if = "Option::is_none")]
    pub temporary_admission: Option<TemporaryAdmission>,
}

#[derive(Debug, Clone, Default, PartialEq, Eq, Serialize, Deserialize)]
#[cfg_attr(feature = "openapi", derive(utoipa::ToSchema))]
#[serde(rename_all = "camelCase", deny_unknown_fields)]
pub struct TemporaryAdmission {
    #[serde(default, skip_serializing_if = "Vec::is_empty")]
    pub temporary_admission_goods: Vec<ProcedureGoods>,
    /// The places of use.
    #[serde(default, skip_serializing_if = "Vec::is_empty")]
    pub places_of_processing: Vec<Location>,
    #[serde(default, skip_serializing_if = "Option::is_none")]
    pub first_place_of_use: Option<Location>,
    #[serde(default, skip_serializing_if = "Vec::is_empty")]
    pub goods_owners: Vec<GoodsOwner>,
}

static ADMISSION: &[Conditional<TemporaryAdmission, ()>] = &[
    entry!(
        "/temporaryAdmissionGoods",
        temporary_admission_goods,
        list,
        |_, _| FieldState::REQUIRED
    ),
    entry!("/placesOfProcessing", places_of_processing, list, |_, _| {
        FieldState::REQUIRED
    }),
    entry!("/goodsOwners", goods_owners, list, |_, _| {
        FieldState::REQUIRED
    }),
];

impl Section for TemporaryAdmission {
    type Of = ();

    fn table() -> &'static [Conditional<Self, ()>] {
        ADMISSION
    }
}

// The goods of temporary admission: the equivalent goods switch without a rate of yield.
crate::blocks!(TemporaryAdmission {
    temporary_admission_goods: "temporaryAdmissionGoods",
    places_of_processing: "placesOfProcessing",
    first_place_of_use: "firstPlaceOfUse",
    goods_owners: "goodsOwners",
});

impl Section for Tea {
    type Of = ();

    fn blank(ctx: &crate::Ctx) -> Self {
        use crate::authorisation::block::Block;
        Tea {
            procedure: Block::blank(ctx),
            temporary_admission: Some(TemporaryAdmission::default()),
        }
    }
}

crate::blocks!(Tea {
    procedure: "" => |_, _| ProcedureOf::default(),
    temporary_admission: "temporaryAdmission",
});

crate::form_of_blocks!(Tea, "tea", accounts: |_| Accounts::Required);
