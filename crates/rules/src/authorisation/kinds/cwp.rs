//! CWP, customs warehousing (spec 2: "general info; planned activities; suggested offices;
//! guarantee; rights transfer; customs warehousing (goods, storage of domestic goods, storage
//! facility details, temporary removal, notes); attached documents"; 3 'Customs warehousing';
//! 4 "CWP: turning on equivalentGoodsIndication replaces goodsIdentification with
//! equivalentGoods; turning it off does the reverse. A decision type CW2 (public warehouse)
//! drops the main-account records"; 5 "Customs warehousing goods: goodsDescription required max
//! 512; commodityCodeTaricCode min 4, max 10"). The warehouse type (CL-3101: CW1, CW2 public
//! warehouses of type I and II, CWP private) is the applicant's choice.

use serde::{Deserialize, Serialize};

use crate::authorisation::block::Section;
use crate::authorisation::blocks::equivalent_goods::Equivalence;
use crate::authorisation::blocks::procedure::{Procedure, ProcedureOf};
use crate::authorisation::blocks::rights_transfer::Indicated;
use crate::authorisation::blocks::storage_facility::Storage;
use crate::authorisation::Accounts;
use crate::conditional::Conditional;
use crate::limits::{Limit, Limits, TEXT};
use crate::values::CodeRef;
use crate::{conditional as entry, FieldState};

/// The public customs warehouse of type II, which keeps no main accounts of its own places.
pub const PUBLIC_WAREHOUSE_TYPE_II: &str = "CW2";

#[derive(Debug, Clone, Default, PartialEq, Eq, Serialize, Deserialize)]
#[cfg_attr(feature = "openapi", derive(utoipa::ToSchema))]
#[serde(rename_all = "camelCase")]
pub struct Cwp {
    /// CL-3101 CW1, CW2 or CWP.
    #[serde(default, skip_serializing_if = "Option::is_none")]
    pub warehouse_type: Option<CodeRef>,
    #[serde(flatten)]
    pub procedure: Procedure,
    #[serde(default, skip_serializing_if = "Option::is_none")]
    pub customs_warehousing: Option<CustomsWarehousing>,
}

#[derive(Debug, Clone, Default, PartialEq, Eq, Serialize, Deserialize)]
#[cfg_attr(feature = "openapi", derive(utoipa::ToSchema))]
#[serde(rename_all = "camelCase", deny_unknown_fields)]
pub struct CustomsWarehousing {
    #[serde(default, skip_serializing_if = "Vec::is_empty")]
    pub customs_warehousing_goods: Vec<WarehousingGoods>,
    #[serde(flatten)]
    pub storage: Storage,
    #[serde(default, skip_serializing_if = "Option::is_none")]
    pub temporary_removal: Option<Indicated>,
    /// Notes.
    #[serde(default, skip_serializing_if = "Option::is_none")]
    pub additional_information: Option<String>,
}

#[derive(Debug, Clone, Default, PartialEq, Eq, Serialize, Deserialize)]
#[cfg_attr(feature = "openapi", derive(utoipa::ToSchema))]
#[serde(rename_all = "camelCase", deny_unknown_fields)]
pub struct WarehousingGoods {
    #[serde(default, skip_serializing_if = "Option::is_none")]
    pub commodity_code_taric_code: Option<String>,
    #[serde(default, skip_serializing_if = "Option::is_none")]
    pub goods_description: Option<String>,
    #[serde(flatten)]
    pub equivalence: Equivalence,
}

static GOODS: &[Conditional<WarehousingGoods, ()>] = &[
    entry!(
        "/commodityCodeTaricCode",
        commodity_code_taric_code,
        value,
        |_, _| FieldState::REQUIRED
    ),
    entry!("/goodsDescription", goods_description, value, |_, _| {
        FieldState::REQUIRED
    }),
];

static WAREHOUSING: &[Conditional<CustomsWarehousing, ()>] = &[
    entry!(
        "/customsWarehousingGoods",
        customs_warehousing_goods,
        list,
        |_, _| FieldState::REQUIRED
    ),
    entry!("/temporaryRemoval", temporary_removal, value, |_, _| {
        FieldState::REQUIRED
    }),
];

impl Section for WarehousingGoods {
    type Of = ();

    fn table() -> &'static [Conditional<Self, ()>] {
        GOODS
    }

    fn own_limits(at: &str, l: &mut Limits) {
        l.set(
            format!("{at}/commodityCodeTaricCode"),
            Limit::text_of(4, 10),
        )
        .set(format!("{at}/goodsDescription"), Limit::text(TEXT));
    }

    fn blank(ctx: &crate::Ctx) -> Self {
        WarehousingGoods {
            equivalence: Equivalence::blank(ctx),
            ..WarehousingGoods::default()
        }
    }
}

// Equivalent goods on replaces the identification with the equivalent goods, off the reverse.
crate::blocks!(WarehousingGoods { equivalence: "" });

impl Section for CustomsWarehousing {
    type Of = ();

    fn table() -> &'static [Conditional<Self, ()>] {
        WAREHOUSING
    }

    fn own_limits(at: &str, l: &mut Limits) {
        l.set(format!("{at}/additionalInformation"), Limit::text(TEXT));
    }

    fn blank(ctx: &crate::Ctx) -> Self {
        CustomsWarehousing {
            storage: Storage::blank(ctx),
            temporary_removal: Some(Indicated::blank(ctx)),
            ..CustomsWarehousing::default()
        }
    }
}

crate::blocks!(CustomsWarehousing {
    customs_warehousing_goods: "customsWarehousingGoods",
    storage: "",
    temporary_removal: "temporaryRemoval",
});

static CWP: &[Conditional<Cwp, ()>] = &[
    entry!("/warehouseType", warehouse_type, value, |_, _| {
        FieldState::REQUIRED
    }),
    entry!("/customsWarehousing", customs_warehousing, value, |_, _| {
        FieldState::REQUIRED
    }),
];

impl Section for Cwp {
    type Of = ();

    fn table() -> &'static [Conditional<Self, ()>] {
        CWP
    }

    fn own_limits(at: &str, l: &mut Limits) {
        l.catalog(format!("{at}/warehouseType"), "decision-type");
    }

    fn blank(ctx: &crate::Ctx) -> Self {
        use crate::authorisation::block::Block;
        Cwp {
            warehouse_type: None,
            procedure: Block::blank(ctx),
            customs_warehousing: Some(Block::blank(ctx)),
        }
    }
}

// Customs warehousing has no period of discharge (the goods stay until they leave).
crate::blocks!(Cwp {
    procedure: "" => |_, _| ProcedureOf {
        discharge: false,
        guarantee: true,
    },
    customs_warehousing: "customsWarehousing",
});

crate::form_of_blocks!(Cwp, "cwp", accounts: |f: &Cwp| {
    let public = f
        .warehouse_type
        .as_ref()
        .is_some_and(|t| t.code == PUBLIC_WAREHOUSE_TYPE_II);
    if public {
        Accounts::WithoutRecords
    } else {
        Accounts::Required
    }
});
