//! A house consignment item (spec 3.4), with its goods value and quantity flat on the item,
//! the read-only taxes as `itemTaxes`, its packagings and dangerous goods.
//!
//! `dangerousGoods` is a list of UN numbers (CC015C `Commodity/DangerousGoods`, up to 99):
//! the spec names the field without its shape.

use serde::{Deserialize, Serialize};

use super::{AdditionalInfo, Document, Package, Party, SupplyChainActor};
use crate::values::{CodeRef, CountryRef, Decimal};

#[derive(Debug, Clone, Default, PartialEq, Eq, Serialize, Deserialize)]
#[cfg_attr(feature = "openapi", derive(utoipa::ToSchema))]
#[serde(rename_all = "camelCase", deny_unknown_fields)]
pub struct HouseItem {
    /// Read-only: numbered consecutively from 1 across all house consignments.
    #[serde(default)]
    pub dec_itm_nber: u32,
    /// Read-only: 1-based within its house consignment.
    #[serde(default)]
    pub sequence: u32,
    #[serde(default, skip_serializing_if = "Option::is_none")]
    pub declaration_type: Option<CodeRef>,
    #[serde(default, skip_serializing_if = "Option::is_none")]
    pub dispatch_country: Option<CountryRef>,
    /// With the `countryCtc` flag.
    #[serde(default, skip_serializing_if = "Option::is_none")]
    pub destination_country: Option<CountryRef>,
    #[serde(default, skip_serializing_if = "Option::is_none")]
    pub ucr_reference: Option<String>,
    #[serde(default, skip_serializing_if = "Option::is_none")]
    pub consignee: Option<Party>,
    #[serde(default, skip_serializing_if = "Vec::is_empty")]
    pub chain_add_actors: Vec<SupplyChainActor>,

    #[serde(default, skip_serializing_if = "Option::is_none")]
    pub goods_description: Option<String>,
    /// Harmonized System subheading, 6 digits.
    #[serde(default, skip_serializing_if = "Option::is_none")]
    pub hs_code: Option<String>,
    /// Combined Nomenclature extension, 2 characters.
    #[serde(default, skip_serializing_if = "Option::is_none")]
    pub cn_code: Option<String>,
    #[serde(default, skip_serializing_if = "Option::is_none")]
    pub cus_code: Option<String>,
    #[serde(default, skip_serializing_if = "Vec::is_empty")]
    pub dangerous_goods: Vec<DangerousGoods>,
    /// Kilograms.
    #[serde(default, skip_serializing_if = "Option::is_none")]
    #[cfg_attr(feature = "openapi", schema(value_type = Option<f64>))]
    pub gross_mass: Option<Decimal>,
    #[serde(default, skip_serializing_if = "Option::is_none")]
    #[cfg_attr(feature = "openapi", schema(value_type = Option<f64>))]
    pub net_mass: Option<Decimal>,
    /// Supplementary units.
    #[serde(default, skip_serializing_if = "Option::is_none")]
    #[cfg_attr(feature = "openapi", schema(value_type = Option<f64>))]
    pub supp_unit: Option<Decimal>,
    #[serde(default, skip_serializing_if = "Vec::is_empty")]
    pub packagings: Vec<Package>,

    #[serde(default, skip_serializing_if = "Vec::is_empty")]
    pub previous_doc: Vec<Document>,
    #[serde(default, skip_serializing_if = "Vec::is_empty")]
    pub supporting_doc: Vec<Document>,
    #[serde(default, skip_serializing_if = "Vec::is_empty")]
    pub transport_doc: Vec<Document>,
    #[serde(default, skip_serializing_if = "Vec::is_empty")]
    pub additional_ref: Vec<Document>,
    #[serde(default, skip_serializing_if = "Vec::is_empty")]
    pub additional_info: Vec<AdditionalInfo>,
    /// Method of payment of the transport charges.
    #[serde(default, skip_serializing_if = "Option::is_none")]
    pub payment_method: Option<CodeRef>,

    // Goods value and quantity (spec 2.5, 3.4).
    #[serde(default, skip_serializing_if = "Option::is_none")]
    #[cfg_attr(feature = "openapi", schema(value_type = Option<f64>))]
    pub statistical_value: Option<Decimal>,
    #[serde(default, skip_serializing_if = "Option::is_none")]
    #[cfg_attr(feature = "openapi", schema(value_type = Option<f64>))]
    pub quantity1: Option<Decimal>,
    #[serde(default, skip_serializing_if = "Option::is_none")]
    #[cfg_attr(feature = "openapi", schema(value_type = Option<f64>))]
    pub quantity2: Option<Decimal>,
    /// Only for HS codes 220510, 220590, 220600 and headings 8711 and 8703 (spec 5.4).
    #[serde(default, skip_serializing_if = "Option::is_none")]
    #[cfg_attr(feature = "openapi", schema(value_type = Option<f64>))]
    pub quantity3: Option<Decimal>,
    #[serde(default, skip_serializing_if = "Option::is_none")]
    pub currency: Option<CodeRef>,
    /// Read-only, computed by customs.
    #[serde(default, skip_serializing_if = "Option::is_none")]
    pub item_taxes: Option<ItemTaxes>,
}

/// The item's tax rows (Duty, Excise, VAT, Total): dutiable value (`dpv`), rate and tax of
/// each, read-only. Rates are percentages.
#[derive(Debug, Clone, Default, PartialEq, Eq, Serialize, Deserialize)]
#[cfg_attr(feature = "openapi", derive(utoipa::ToSchema))]
#[serde(rename_all = "camelCase", deny_unknown_fields)]
pub struct ItemTaxes {
    #[serde(default, skip_serializing_if = "Option::is_none")]
    #[cfg_attr(feature = "openapi", schema(value_type = Option<f64>))]
    pub dpv: Option<Decimal>,
    #[serde(default, skip_serializing_if = "Option::is_none")]
    #[cfg_attr(feature = "openapi", schema(value_type = Option<f64>))]
    pub duty_rate: Option<Decimal>,
    #[serde(default, skip_serializing_if = "Option::is_none")]
    #[cfg_attr(feature = "openapi", schema(value_type = Option<f64>))]
    pub duty_tax: Option<Decimal>,
    #[serde(default, skip_serializing_if = "Option::is_none")]
    #[cfg_attr(feature = "openapi", schema(value_type = Option<f64>))]
    pub excise_dpv: Option<Decimal>,
    #[serde(default, skip_serializing_if = "Option::is_none")]
    #[cfg_attr(feature = "openapi", schema(value_type = Option<f64>))]
    pub excise_rate: Option<Decimal>,
    #[serde(default, skip_serializing_if = "Option::is_none")]
    #[cfg_attr(feature = "openapi", schema(value_type = Option<f64>))]
    pub excise_tax: Option<Decimal>,
    #[serde(default, skip_serializing_if = "Option::is_none")]
    #[cfg_attr(feature = "openapi", schema(value_type = Option<f64>))]
    pub vat_dpv: Option<Decimal>,
    #[serde(default, skip_serializing_if = "Option::is_none")]
    #[cfg_attr(feature = "openapi", schema(value_type = Option<f64>))]
    pub vat_rate: Option<Decimal>,
    #[serde(default, skip_serializing_if = "Option::is_none")]
    #[cfg_attr(feature = "openapi", schema(value_type = Option<f64>))]
    pub vat_tax: Option<Decimal>,
    #[serde(default, skip_serializing_if = "Option::is_none")]
    #[cfg_attr(feature = "openapi", schema(value_type = Option<f64>))]
    pub total_tax: Option<Decimal>,
}

/// A UN number of dangerous goods (catalog "dangerous goods numbers").
#[derive(Debug, Clone, Default, PartialEq, Eq, Serialize, Deserialize)]
#[cfg_attr(feature = "openapi", derive(utoipa::ToSchema))]
#[serde(rename_all = "camelCase", deny_unknown_fields)]
pub struct DangerousGoods {
    #[serde(default)]
    pub sequence: u32,
    #[serde(default, skip_serializing_if = "Option::is_none")]
    pub un_number: Option<CodeRef>,
}
