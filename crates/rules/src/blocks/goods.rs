//! The goods block (transit-declaration.md 3.6 "Goods: taricCode, goodsDescription,
//! amountValue, amountCurrency (default EUR), goodsQuantity, measureUnit"; 5.9; authorisations.md
//! 3 'Shared entities', the same fields, and 5 'Goods (simplified declaration, goods block)').
//! The transit declaration keeps it as its `goods` list (its spec does not say which part holds
//! it); the authorisations hold it in their goods items. Each kind states its rules on it
//! (`t01::rules`, `authorisation::blocks::goods`).
//!
//! T01's 5.9 also names a "commodity code" that 3.6 does not list: it is `commodityCode`, beside
//! the CN (`taricCode`) code it is the start of.

use serde::{Deserialize, Serialize};

use crate::values::{CodeRef, Decimal};

#[derive(Debug, Clone, Default, PartialEq, Eq, Serialize, Deserialize)]
#[cfg_attr(feature = "openapi", derive(utoipa::ToSchema))]
#[serde(rename_all = "camelCase", deny_unknown_fields)]
pub struct Goods {
    #[serde(default)]
    pub sequence: u32,
    /// Customs nomenclature (CN/TARIC) code, 4 to 10 characters.
    #[serde(default, skip_serializing_if = "Option::is_none")]
    pub taric_code: Option<String>,
    /// Commodity code, 4 to 8 digits (8 when an 8-digit code is needed, spec 5.9).
    #[serde(default, skip_serializing_if = "Option::is_none")]
    pub commodity_code: Option<String>,
    #[serde(default, skip_serializing_if = "Option::is_none")]
    pub goods_description: Option<String>,
    /// From 0 to 99999999999999.99.
    #[serde(default, skip_serializing_if = "Option::is_none")]
    #[cfg_attr(feature = "openapi", schema(value_type = Option<f64>))]
    pub amount_value: Option<Decimal>,
    #[serde(default, skip_serializing_if = "Option::is_none")]
    pub amount_currency: Option<CodeRef>,
    #[serde(default, skip_serializing_if = "Option::is_none")]
    #[cfg_attr(feature = "openapi", schema(value_type = Option<f64>))]
    pub goods_quantity: Option<Decimal>,
    #[serde(default, skip_serializing_if = "Option::is_none")]
    pub measure_unit: Option<CodeRef>,
}
