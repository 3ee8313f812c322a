//! TST, temporary storage (spec 2: "general info; main accounts for placing goods under a
//! procedure; temporary storage info; attached documents. Temporary storage covers goods,
//! guarantee, customs office of guarantee (type HQ, home country), customs office of
//! supervision (type CS), storage facility details, storage of Union goods, movement of goods";
//! 3 'Temporary storage'; 5 "Temporary storage goods description required, max 512.
//! Supervision and guarantee offices required. Movement of goods: holder EORI and legal base
//! code required").

use serde::{Deserialize, Serialize};

use crate::authorisation::block::Section;
use crate::authorisation::blocks::cds_guarantee::CdsGuarantee;
use crate::authorisation::blocks::location::Location;
use crate::authorisation::blocks::offices::Operations;
use crate::authorisation::blocks::storage_facility::Storage;
use crate::authorisation::Accounts;
use crate::blocks::party::EORI_MAX;
use crate::conditional::Conditional;
use crate::limits::{Limit, Limits, TEXT};
use crate::values::{CodeRef, OfficeRef};
use crate::{conditional as entry, FieldState};

#[derive(Debug, Clone, Default, PartialEq, Eq, Serialize, Deserialize)]
#[cfg_attr(feature = "openapi", derive(utoipa::ToSchema))]
#[serde(rename_all = "camelCase")]
pub struct Tst {
    #[serde(default, skip_serializing_if = "Option::is_none")]
    pub temporary_storage: Option<TemporaryStorage>,
    #[serde(flatten)]
    pub operations: Operations,
}

#[derive(Debug, Clone, Default, PartialEq, Eq, Serialize, Deserialize)]
#[cfg_attr(feature = "openapi", derive(utoipa::ToSchema))]
#[serde(rename_all = "camelCase", deny_unknown_fields)]
pub struct TemporaryStorage {
    #[serde(default, skip_serializing_if = "Option::is_none")]
    pub temporary_storage_goods: Option<GoodsDescription>,
    #[serde(default, skip_serializing_if = "Option::is_none")]
    pub guarantee: Option<CdsGuarantee>,
    #[serde(default, skip_serializing_if = "Option::is_none")]
    pub customs_office_of_guarantee: Option<OfficeRef>,
    #[serde(default, skip_serializing_if = "Option::is_none")]
    pub customs_office_of_supervision: Option<OfficeRef>,
    #[serde(flatten)]
    pub storage: Storage,
    #[serde(default, skip_serializing_if = "Option::is_none")]
    pub movement_of_goods: Option<MovementOfGoods>,
}

/// The goods a storage or a simplification concerns, described.
#[derive(Debug, Clone, Default, PartialEq, Eq, Serialize, Deserialize)]
#[cfg_attr(feature = "openapi", derive(utoipa::ToSchema))]
#[serde(rename_all = "camelCase", deny_unknown_fields)]
pub struct GoodsDescription {
    #[serde(default, skip_serializing_if = "Option::is_none")]
    pub goods_description: Option<String>,
}

/// The movement of goods between temporary storage facilities (UCC 148(5)).
#[derive(Debug, Clone, Default, PartialEq, Eq, Serialize, Deserialize)]
#[cfg_attr(feature = "openapi", derive(utoipa::ToSchema))]
#[serde(rename_all = "camelCase", deny_unknown_fields)]
pub struct MovementOfGoods {
    /// CL-4901 (legal-base): UCC 148(5)(a), (b) or (c).
    #[serde(default, skip_serializing_if = "Option::is_none")]
    pub legal_base: Option<CodeRef>,
    /// The EORI number of the holder of the facility the goods move to.
    #[serde(default, skip_serializing_if = "Option::is_none")]
    pub holder: Option<String>,
    #[serde(default, skip_serializing_if = "Option::is_none")]
    pub location: Option<Location>,
}

static STORAGE: &[Conditional<TemporaryStorage, ()>] = &[
    entry!(
        "/temporaryStorageGoods",
        temporary_storage_goods,
        value,
        |_, _| FieldState::REQUIRED
    ),
    entry!(
        "/temporaryStorageGoods/goodsDescription",
        temporary_storage_goods.goods_description,
        value,
        |_, _| FieldState::REQUIRED
    ),
    entry!("/guarantee", guarantee, value, |_, _| FieldState::REQUIRED),
    entry!(
        "/customsOfficeOfGuarantee",
        customs_office_of_guarantee,
        value,
        |_, _| FieldState::REQUIRED
    ),
    entry!(
        "/customsOfficeOfSupervision",
        customs_office_of_supervision,
        value,
        |_, _| FieldState::REQUIRED
    ),
];

static MOVEMENT: &[Conditional<MovementOfGoods, ()>] = &[
    entry!("/legalBase", legal_base, value, |_, _| FieldState::REQUIRED),
    entry!("/holder", holder, value, |_, _| FieldState::REQUIRED),
];

impl Section for TemporaryStorage {
    type Of = ();

    fn table() -> &'static [Conditional<Self, ()>] {
        STORAGE
    }

    fn own_limits(at: &str, l: &mut Limits) {
        l.set(
            format!("{at}/temporaryStorageGoods/goodsDescription"),
            Limit::text(TEXT),
        );
    }

    fn blank(ctx: &crate::Ctx) -> Self {
        TemporaryStorage {
            temporary_storage_goods: Some(GoodsDescription::default()),
            guarantee: Some(CdsGuarantee::blank(ctx)),
            storage: Storage::blank(ctx),
            ..TemporaryStorage::default()
        }
    }
}

crate::blocks!(TemporaryStorage {
    guarantee: "guarantee",
    storage: "",
    movement_of_goods: "movementOfGoods",
});

impl Section for MovementOfGoods {
    type Of = ();

    fn table() -> &'static [Conditional<Self, ()>] {
        MOVEMENT
    }

    fn own_limits(at: &str, l: &mut Limits) {
        l.set(format!("{at}/holder"), Limit::code(EORI_MAX))
            .catalog(format!("{at}/legalBase"), "legal-base");
    }
}

crate::blocks!(MovementOfGoods {
    location: "location"
});

static TST: &[Conditional<Tst, ()>] = &[entry!(
    "/temporaryStorage",
    temporary_storage,
    value,
    |_, _| { FieldState::REQUIRED }
)];

impl Section for Tst {
    type Of = ();

    fn table() -> &'static [Conditional<Self, ()>] {
        TST
    }

    fn blank(ctx: &crate::Ctx) -> Self {
        Tst {
            temporary_storage: Some(TemporaryStorage::blank(ctx)),
            operations: Operations::default(),
        }
    }
}

crate::blocks!(Tst {
    temporary_storage: "temporaryStorage",
    operations: ""
});

crate::form_of_blocks!(Tst, "tst", accounts: |_| Accounts::Required);
