//! Catalog values inside a document body: `{code, name, ...flags}` (architecture contract 1).

use serde::{Deserialize, Serialize};

/// A plain code-list value.
#[derive(Debug, Clone, Default, PartialEq, Eq, Serialize, Deserialize)]
#[serde(deny_unknown_fields)]
pub struct CodeRef {
    pub code: String,
    #[serde(default, skip_serializing_if = "Option::is_none")]
    pub name: Option<String>,
}

impl CodeRef {
    pub fn new(code: &str, name: &str) -> CodeRef {
        CodeRef { code: code.into(), name: Some(name.into()) }
    }

    pub fn is(&self, code: &str) -> bool {
        self.code == code
    }
}

/// A country with the flags of the country catalog that the rules use.
#[derive(Debug, Clone, Default, PartialEq, Eq, Serialize, Deserialize)]
#[serde(rename_all = "camelCase", deny_unknown_fields)]
pub struct CountryRef {
    pub code: String,
    #[serde(default, skip_serializing_if = "Option::is_none")]
    pub name: Option<String>,
    #[serde(default, skip_serializing_if = "Option::is_none")]
    pub common_transit: Option<bool>,
    #[serde(default, skip_serializing_if = "Option::is_none")]
    pub community_transit: Option<bool>,
    #[serde(default, skip_serializing_if = "Option::is_none")]
    pub country_ncts: Option<bool>,
    #[serde(default, skip_serializing_if = "Option::is_none")]
    pub sec_area: Option<bool>,
}

/// A customs office (reference number, e.g. `MD100000`).
#[derive(Debug, Clone, Default, PartialEq, Eq, Serialize, Deserialize)]
#[serde(rename_all = "camelCase", deny_unknown_fields)]
pub struct OfficeRef {
    pub code: String,
    #[serde(default, skip_serializing_if = "Option::is_none")]
    pub name: Option<String>,
}
