//! Catalog values inside a document body: `{code, name, ...flags}` (architecture contract 1).

use serde::{Deserialize, Serialize};

/// A plain code-list value.
#[derive(Debug, Clone, Default, PartialEq, Eq, Serialize, Deserialize)]
#[cfg_attr(feature = "openapi", derive(utoipa::ToSchema))]
#[serde(deny_unknown_fields)]
pub struct CodeRef {
    pub code: String,
    #[serde(default, skip_serializing_if = "Option::is_none")]
    pub name: Option<String>,
}

impl CodeRef {
    pub fn new(code: &str, name: &str) -> CodeRef {
        CodeRef {
            code: code.into(),
            name: Some(name.into()),
        }
    }

    pub fn is(&self, code: &str) -> bool {
        self.code == code
    }
}

/// A country with the flags of the country catalog that the rules use.
#[derive(Debug, Clone, Default, PartialEq, Eq, Serialize, Deserialize)]
#[cfg_attr(feature = "openapi", derive(utoipa::ToSchema))]
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
    /// A contracting party of the Convention on common transit (spec 3.4: an item's
    /// destination country "with countryCtc flag").
    #[serde(default, skip_serializing_if = "Option::is_none")]
    pub country_ctc: Option<bool>,
    /// `POST_CODE_ONLY`, `POST_CODE_BASED` or `OTHER` (spec 5.6: the house number is optional
    /// when the address type is POST_CODE_ONLY).
    #[serde(default, skip_serializing_if = "Option::is_none")]
    pub address_type: Option<String>,
}

/// A customs office (reference number, e.g. `MD100000`).
#[derive(Debug, Clone, Default, PartialEq, Eq, Serialize, Deserialize)]
#[cfg_attr(feature = "openapi", derive(utoipa::ToSchema))]
#[serde(rename_all = "camelCase", deny_unknown_fields)]
pub struct OfficeRef {
    pub code: String,
    #[serde(default, skip_serializing_if = "Option::is_none")]
    pub name: Option<String>,
}

/// A package type (spec 3.6 "packType (code, name, packageKind; BULK and UNPACKED are
/// special)"): `packageKind` is `BULK`, `UNPACKED` or `OTHER`, as the catalog has it.
#[derive(Debug, Clone, Default, PartialEq, Eq, Serialize, Deserialize)]
#[cfg_attr(feature = "openapi", derive(utoipa::ToSchema))]
#[serde(rename_all = "camelCase", deny_unknown_fields)]
pub struct PackageTypeRef {
    pub code: String,
    #[serde(default, skip_serializing_if = "Option::is_none")]
    pub name: Option<String>,
    #[serde(default, skip_serializing_if = "Option::is_none")]
    pub package_kind: Option<String>,
}

/// Package kinds with rules of their own (spec 5.6).
pub const PACKAGE_KIND_BULK: &str = "BULK";
pub const PACKAGE_KIND_UNPACKED: &str = "UNPACKED";

impl PackageTypeRef {
    pub fn is_bulk(&self) -> bool {
        self.package_kind.as_deref() == Some(PACKAGE_KIND_BULK)
    }

    pub fn is_unpacked(&self) -> bool {
        self.package_kind.as_deref() == Some(PACKAGE_KIND_UNPACKED)
    }
}

/// A guarantee type (code list CL251) with the flags of spec 3.5: `withGrn` (CL286: GRN and
/// access code needed) and `withRfc` (CL076: guarantee references needed). The server fills
/// the flags from its catalog; when they are missing the rules derive them from the code.
#[derive(Debug, Clone, Default, PartialEq, Eq, Serialize, Deserialize)]
#[cfg_attr(feature = "openapi", derive(utoipa::ToSchema))]
#[serde(rename_all = "camelCase", deny_unknown_fields)]
pub struct GuaranteeTypeRef {
    pub code: String,
    #[serde(default, skip_serializing_if = "Option::is_none")]
    pub name: Option<String>,
    #[serde(default, skip_serializing_if = "Option::is_none")]
    pub with_grn: Option<bool>,
    #[serde(default, skip_serializing_if = "Option::is_none")]
    pub with_rfc: Option<bool>,
}

/// CL286 GuaranteeTypeWithGRN (NOTES.md 4.2, C0086).
const WITH_GRN: &[&str] = &["0", "1", "2", "4", "9"];
/// CL076 GuaranteeTypeWithReference (C0085).
const WITH_RFC: &[&str] = &["0", "1", "2", "3", "4", "5", "9"];

impl GuaranteeTypeRef {
    pub fn new(code: &str) -> GuaranteeTypeRef {
        GuaranteeTypeRef {
            code: code.into(),
            ..Default::default()
        }
    }

    pub fn with_grn(&self) -> bool {
        self.with_grn
            .unwrap_or_else(|| WITH_GRN.contains(&self.code.as_str()))
    }

    pub fn with_rfc(&self) -> bool {
        self.with_rfc
            .unwrap_or_else(|| WITH_RFC.contains(&self.code.as_str()))
    }
}
