//! Additional supply chain actors (spec 3.2-3.4 `chainAddActors`: "list of {actor with
//! EORINumber and name, role with code and name}"), on the declaration, a house consignment or
//! an item.

use serde::{Deserialize, Serialize};

use super::Party;
use crate::values::CodeRef;

/// The actor is a [`Party`] (the EORI finder answers `{EORINumber, name}`); its address is
/// not used here.
#[derive(Debug, Clone, Default, PartialEq, Eq, Serialize, Deserialize)]
#[cfg_attr(feature = "openapi", derive(utoipa::ToSchema))]
#[serde(rename_all = "camelCase", deny_unknown_fields)]
pub struct SupplyChainActor {
    #[serde(default)]
    pub sequence: u32,
    #[serde(default, skip_serializing_if = "Option::is_none")]
    pub actor: Option<Party>,
    /// Transport actor role: CS consolidator, FW freight forwarder, MF manufacturer, WH
    /// warehouse keeper.
    #[serde(default, skip_serializing_if = "Option::is_none")]
    pub role: Option<CodeRef>,
}
