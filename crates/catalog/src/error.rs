//! Errors of the catalog service.

use thiserror::Error;

/// Everything that can go wrong when searching or loading catalogs.
///
/// [`CatalogError::is_not_found`] separates "no such catalog" (HTTP 404) from a bad request
/// (HTTP 400); [`CatalogError::InvalidRow`] / [`CatalogError::UnknownCatalogInRows`] come from
/// loading stored rows.
#[derive(Debug, Clone, PartialEq, Eq, Error)]
pub enum CatalogError {
    #[error("unknown catalog '{catalog}' (known catalogs: {})", known.join(", "))]
    UnknownCatalog { catalog: String, known: Vec<String> },

    #[error("unknown field '{field}' in catalog '{catalog}' (known fields: {})", known.join(", "))]
    UnknownField {
        catalog: String,
        field: String,
        known: Vec<String>,
    },

    #[error("unknown operation '{operation}' on field '{field}' (use one of EQ, IN, NIN, NEQ, CONTAINS, BETWEEN)")]
    UnknownOperation { field: String, operation: String },

    #[error("unknown dataType '{data_type}' on field '{field}' (use TEXT or BOOLEAN)")]
    UnknownDataType { field: String, data_type: String },

    #[error("operation {operation} on field '{field}' needs {expected}, got {got} value(s)")]
    WrongValueCount {
        field: String,
        operation: String,
        expected: &'static str,
        got: usize,
    },

    #[error("field '{field}' of catalog '{catalog}' has dataType {expected}, but the criterion says {given}")]
    DataTypeMismatch {
        catalog: String,
        field: String,
        expected: String,
        given: String,
    },

    #[error("invalid value {value} for field '{field}': {reason}")]
    InvalidValue {
        field: String,
        value: String,
        reason: String,
    },

    #[error("invalid sort: {reason}")]
    InvalidSort { reason: String },

    #[error("invalid row in catalog '{catalog}' (code '{code}'): {reason}")]
    InvalidRow {
        catalog: String,
        code: String,
        reason: String,
    },
}

impl CatalogError {
    /// True when the catalog itself does not exist (answer 404); every other error is a bad
    /// request (400).
    pub fn is_not_found(&self) -> bool {
        matches!(self, CatalogError::UnknownCatalog { .. })
    }
}
