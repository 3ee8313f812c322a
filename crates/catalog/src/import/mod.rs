//! Importer for CS/RD2 exports (placeholder, replaced below).

use std::path::Path;

use crate::CatalogSet;

#[derive(Debug, thiserror::Error)]
pub enum ImportError {
    #[error("{0}")]
    Io(String),
}

#[derive(Debug, Default)]
pub struct ImportReport {
    pub catalogs: Vec<CatalogSet>,
}

pub fn import_dir(_dir: &Path) -> Result<ImportReport, ImportError> {
    Ok(ImportReport::default())
}
