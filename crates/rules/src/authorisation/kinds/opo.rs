//! OPO, outward processing (spec 2: "general application; main accounts; planned activities;
//! suggested customs offices; period of discharge; guarantee (only if prior import is indicated
//! for replacement or processed products); transfer of rights and obligations; outward
//! processing (goods to be processed, processed products, prior import indicators, standard
//! exchange system, places of processing or use)"; 3 `outwardProcessing`; 4 "OPO: guarantee
//! section and guarantee office exist only when prior import is indicated for replacement
//! products or processed products; otherwise guarantee data and office are removed"; 5
//! "OPO: standardExchangeType required; replacementProductCode required;
//! exchangeSystemDescription max 512", "timeLimit between 0 and 99 months").

use serde::{Deserialize, Serialize};

use crate::authorisation::block::Section;
use crate::authorisation::blocks::commodity::COMMODITY_CODE;
use crate::authorisation::blocks::procedure::{Procedure, ProcedureOf};
use crate::authorisation::blocks::processing::{ProcessingGoods, ProcessingOf};
use crate::authorisation::Accounts;
use crate::conditional::Conditional;
use crate::limits::{Limit, Limits, TEXT};
use crate::values::CodeRef;
use crate::{conditional as entry, FieldState};

#[derive(Debug, Clone, Default, PartialEq, Eq, Serialize, Deserialize)]
#[cfg_attr(feature = "openapi", derive(utoipa::ToSchema))]
#[serde(rename_all = "camelCase")]
pub struct Opo {
    #[serde(flatten)]
    pub procedure: Procedure,
    #[serde(default, skip_serializing_if = "Option::is_none")]
    pub outward_processing: Option<OutwardProcessing>,
}

#[derive(Debug, Clone, Default, PartialEq, Eq, Serialize, Deserialize)]
#[cfg_attr(feature = "openapi", derive(utoipa::ToSchema))]
#[serde(rename_all = "camelCase", deny_unknown_fields)]
pub struct OutwardProcessing {
    #[serde(flatten)]
    pub goods: ProcessingGoods,
    #[serde(default, skip_serializing_if = "Option::is_none")]
    pub prior_import: Option<PriorImport>,
    #[serde(default, skip_serializing_if = "Option::is_none")]
    pub standard_exchange: Option<StandardExchange>,
}

/// Prior import of replacement products (UCC 262) or of processed products (UCC 223(2)(c)).
#[derive(Debug, Clone, Default, PartialEq, Eq, Serialize, Deserialize)]
#[cfg_attr(feature = "openapi", derive(utoipa::ToSchema))]
#[serde(rename_all = "camelCase", deny_unknown_fields)]
pub struct PriorImport {
    #[serde(default, skip_serializing_if = "Option::is_none")]
    pub replacement_products: Option<PriorImportIndicator>,
    #[serde(default, skip_serializing_if = "Option::is_none")]
    pub processed_products: Option<PriorImportIndicator>,
}

#[derive(Debug, Clone, Default, PartialEq, Eq, Serialize, Deserialize)]
#[cfg_attr(feature = "openapi", derive(utoipa::ToSchema))]
#[serde(rename_all = "camelCase", deny_unknown_fields)]
pub struct PriorImportIndicator {
    #[serde(default, skip_serializing_if = "Option::is_none")]
    pub indicator: Option<bool>,
    /// Months within which the goods are exported after the products are imported.
    #[serde(default, skip_serializing_if = "Option::is_none")]
    pub time_limit: Option<i64>,
}

/// The standard exchange system (UCC 261).
#[derive(Debug, Clone, Default, PartialEq, Eq, Serialize, Deserialize)]
#[cfg_attr(feature = "openapi", derive(utoipa::ToSchema))]
#[serde(rename_all = "camelCase", deny_unknown_fields)]
pub struct StandardExchange {
    #[serde(default, skip_serializing_if = "Option::is_none")]
    pub indication: Option<bool>,
    /// CL-5801 (standard-exchange).
    #[serde(default, skip_serializing_if = "Option::is_none")]
    pub exchange_type: Option<CodeRef>,
    #[serde(default, skip_serializing_if = "Vec::is_empty")]
    pub replacement_products: Vec<ReplacementProduct>,
    #[serde(default, skip_serializing_if = "Option::is_none")]
    pub exchange_system_description: Option<String>,
}

#[derive(Debug, Clone, Default, PartialEq, Eq, Serialize, Deserialize)]
#[cfg_attr(feature = "openapi", derive(utoipa::ToSchema))]
#[serde(rename_all = "camelCase", deny_unknown_fields)]
pub struct ReplacementProduct {
    #[serde(default, skip_serializing_if = "Option::is_none")]
    pub commodity_code: Option<String>,
    /// CL-5802 (replacement-product): how the replacement products are identified.
    #[serde(default, skip_serializing_if = "Option::is_none")]
    pub product_code: Option<CodeRef>,
    #[serde(default, skip_serializing_if = "Option::is_none")]
    pub products_description: Option<String>,
}

fn indicated(i: &Option<PriorImportIndicator>) -> bool {
    i.as_ref().is_some_and(|i| i.indicator == Some(true))
}

impl Opo {
    /// "only if prior import is indicated for replacement or processed products".
    fn prior_import(&self) -> bool {
        self.outward_processing
            .as_ref()
            .and_then(|o| o.prior_import.as_ref())
            .is_some_and(|p| indicated(&p.replacement_products) || indicated(&p.processed_products))
    }
}

static OUTWARD: &[Conditional<OutwardProcessing, ()>] = &[entry!(
    "/standardExchange",
    standard_exchange,
    value,
    |_, _| FieldState::REQUIRED
)];

static INDICATOR: &[Conditional<PriorImportIndicator, ()>] = &[
    entry!("/indicator", indicator, value, |_, _| FieldState::REQUIRED),
    entry!("/timeLimit", time_limit, value, |i, _| FieldState::only_if(
        i.indicator == Some(true)
    )),
];

static EXCHANGE: &[Conditional<StandardExchange, ()>] = &[
    entry!("/indication", indication, value, |_, _| {
        FieldState::REQUIRED
    }),
    entry!("/exchangeType", exchange_type, value, |e, _| {
        FieldState::only_if(e.indication == Some(true))
    }),
    entry!(
        "/replacementProducts",
        replacement_products,
        list,
        |e, _| FieldState::only_if(e.indication == Some(true))
    ),
    entry!(
        "/exchangeSystemDescription",
        exchange_system_description,
        value,
        |e, _| if e.indication == Some(true) {
            FieldState::OPTIONAL
        } else {
            FieldState::NOT_ALLOWED
        }
    ),
];

static REPLACEMENT: &[Conditional<ReplacementProduct, ()>] = &[
    entry!("/commodityCode", commodity_code, value, |_, _| {
        FieldState::REQUIRED
    }),
    entry!("/productCode", product_code, value, |_, _| {
        FieldState::REQUIRED
    }),
];

impl Section for OutwardProcessing {
    type Of = ();

    fn table() -> &'static [Conditional<Self, ()>] {
        OUTWARD
    }

    fn blank(ctx: &crate::Ctx) -> Self {
        OutwardProcessing {
            prior_import: Some(PriorImport::blank(ctx)),
            standard_exchange: Some(StandardExchange::blank(ctx)),
            ..OutwardProcessing::default()
        }
    }
}

crate::blocks!(OutwardProcessing {
    goods: "" => |_, _| ProcessingOf::default(),
    prior_import: "priorImport",
    standard_exchange: "standardExchange",
});

impl Section for PriorImport {
    type Of = ();

    fn blank(ctx: &crate::Ctx) -> Self {
        PriorImport {
            replacement_products: Some(PriorImportIndicator::blank(ctx)),
            processed_products: Some(PriorImportIndicator::blank(ctx)),
        }
    }
}

crate::blocks!(PriorImport {
    replacement_products: "replacementProducts",
    processed_products: "processedProducts",
});

impl Section for PriorImportIndicator {
    type Of = ();

    fn table() -> &'static [Conditional<Self, ()>] {
        INDICATOR
    }

    fn own_limits(at: &str, l: &mut Limits) {
        l.set(format!("{at}/timeLimit"), Limit::range(0, 99));
    }

    fn blank(_: &crate::Ctx) -> Self {
        PriorImportIndicator {
            indicator: Some(false),
            time_limit: None,
        }
    }
}

crate::blocks!(PriorImportIndicator {});

impl Section for StandardExchange {
    type Of = ();

    fn table() -> &'static [Conditional<Self, ()>] {
        EXCHANGE
    }

    fn own_limits(at: &str, l: &mut Limits) {
        l.set(format!("{at}/exchangeSystemDescription"), Limit::text(TEXT))
            .catalog(format!("{at}/exchangeType"), "standard-exchange");
    }

    fn blank(_: &crate::Ctx) -> Self {
        StandardExchange {
            indication: Some(false),
            ..StandardExchange::default()
        }
    }
}

crate::blocks!(StandardExchange {
    replacement_products: "replacementProducts",
});

impl Section for ReplacementProduct {
    type Of = ();

    fn table() -> &'static [Conditional<Self, ()>] {
        REPLACEMENT
    }

    fn own_limits(at: &str, l: &mut Limits) {
        l.set(format!("{at}/commodityCode"), COMMODITY_CODE)
            .set(format!("{at}/productsDescription"), Limit::text(TEXT))
            .catalog(format!("{at}/productCode"), "replacement-product");
    }
}

crate::blocks!(ReplacementProduct {});

impl Section for Opo {
    type Of = ();

    fn blank(ctx: &crate::Ctx) -> Self {
        use crate::authorisation::block::Block;
        Opo {
            procedure: Block::blank(ctx),
            outward_processing: Some(Block::blank(ctx)),
        }
    }
}

crate::blocks!(Opo {
    procedure: "" => |f: &Opo, _| ProcedureOf {
        discharge: true,
        guarantee: f.prior_import(),
    },
    outward_processing: "outwardProcessing",
});

crate::form_of_blocks!(Opo, "opo", accounts: |_| Accounts::Required);
