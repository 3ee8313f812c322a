//! Packages of an item (spec 3.6 "Package: packType (code, name, packageKind; BULK and
//! UNPACKED are special), packageNumber, shippingMark"; 5.6).

use serde::{Deserialize, Serialize};

use crate::values::PackageTypeRef;

#[derive(Debug, Clone, Default, PartialEq, Eq, Serialize, Deserialize)]
#[cfg_attr(feature = "openapi", derive(utoipa::ToSchema))]
#[serde(rename_all = "camelCase", deny_unknown_fields)]
pub struct Package {
    #[serde(default)]
    pub sequence: u32,
    #[serde(default, skip_serializing_if = "Option::is_none")]
    pub pack_type: Option<PackageTypeRef>,
    /// Number of packages (numeric, at most 8 digits; none for BULK). Signed so that a typed
    /// negative number is a violation, not a parse error.
    #[serde(default, skip_serializing_if = "Option::is_none")]
    pub package_number: Option<i64>,
    #[serde(default, skip_serializing_if = "Option::is_none")]
    pub shipping_mark: Option<String>,
}
