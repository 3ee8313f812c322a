//! Transport equipment with its seals and goods references (spec 3.6, 5.7). Also used by
//! incidents (CC007C `Incident/TransportEquipment`), where the seals are the new ones.
//!
//! The XSD's `numberOfSeals` is not kept: it is `seals.len()`.

use serde::{Deserialize, Serialize};

#[derive(Debug, Clone, Default, PartialEq, Eq, Serialize, Deserialize)]
#[cfg_attr(feature = "openapi", derive(utoipa::ToSchema))]
#[serde(rename_all = "camelCase", deny_unknown_fields)]
pub struct TransportEquipment {
    #[serde(default)]
    pub sequence: u32,
    #[serde(default, skip_serializing_if = "Option::is_none")]
    pub container_number: Option<String>,
    #[serde(default, skip_serializing_if = "Vec::is_empty")]
    pub seals: Vec<Seal>,
    /// The items loaded in this equipment, by their `decItmNber`.
    #[serde(default, skip_serializing_if = "Vec::is_empty")]
    pub goods_reference: Vec<GoodsReference>,
}

#[derive(Debug, Clone, Default, PartialEq, Eq, Serialize, Deserialize)]
#[cfg_attr(feature = "openapi", derive(utoipa::ToSchema))]
#[serde(rename_all = "camelCase", deny_unknown_fields)]
pub struct Seal {
    #[serde(default)]
    pub sequence: u32,
    #[serde(default, skip_serializing_if = "Option::is_none")]
    pub identifier: Option<String>,
}

#[derive(Debug, Clone, Default, PartialEq, Eq, Serialize, Deserialize)]
#[cfg_attr(feature = "openapi", derive(utoipa::ToSchema))]
#[serde(rename_all = "camelCase", deny_unknown_fields)]
pub struct GoodsReference {
    #[serde(default)]
    pub sequence: u32,
    /// An item's `decItmNber` (spec 5.7: "from 1 to the total item count"). Signed so that a
    /// typed negative number is a violation, not a parse error.
    #[serde(default, skip_serializing_if = "Option::is_none")]
    pub declaration_goods_item_number: Option<i64>,
}
