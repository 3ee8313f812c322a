//! Transit authorisations (card 5): C521 authorised consignor, C524 reduced dataset, ...

use serde::{Deserialize, Serialize};

use crate::values::CodeRef;

#[derive(Debug, Clone, Default, PartialEq, Eq, Serialize, Deserialize)]
#[cfg_attr(feature = "openapi", derive(utoipa::ToSchema))]
#[serde(rename_all = "camelCase", deny_unknown_fields)]
pub struct Authorisation {
    #[serde(default)]
    pub sequence: u32,
    #[serde(default, skip_serializing_if = "Option::is_none")]
    pub r#type: Option<CodeRef>,
    #[serde(default, skip_serializing_if = "Option::is_none")]
    pub decision_reference: Option<String>,
    /// Link to the authorisation decision document (`/authorisations/{kind}/view/{id}`).
    #[serde(default, skip_serializing_if = "Option::is_none")]
    pub decision_id: Option<String>,
}
