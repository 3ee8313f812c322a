//! Importer for CS/RD2 reference-data exports.
//!
//! [`import_dir`] walks a directory recursively and recognises files by name and shape:
//!
//! | file | read as |
//! |---|---|
//! | `*.json[.gz]` with `lists.<Name>.listEntries` (CTCUP06/08 payload, e.g. `RD_NCTS-P5.json.gz`) | every NCTS list; `CustomsOffices` rows as offices |
//! | JSON array with `ReferenceNumber` + `roles` (`CustomsOffices_COL-*.json`) | the Customs Office List |
//! | `{code_list_code, code_list_name, entries}` (`CLxxx_Name.json`) | a per-code-list extract with all data items |
//! | JSON array with `state` (`<Name>_COL-*.json`, e.g. `LanguageCodes`) | a COL code list |
//! | JSON array of `{code, description}` (`<name>.json`, e.g. `controlResult.json`) | a simplified list |
//! | JSON array of `{id, countryId, name, roles}` | customs office rows |
//! | `CLxxx_Name.csv` with `RDEntryStatus_state` (e.g. CL244 UN/LOCODE, CL016 CUS) | an extract as CSV |
//! | CSV `CountryCode,UnLocodeId,UnLocodeName` | UN/LOCODE of the COL |
//! | CSV `section,hscode,description,parent,level` | HS 6-digit descriptions |
//!
//! Entries whose `state` is not `valid` are skipped. When several files carry the same list,
//! the best source wins (payload > extract > simplified; then the later snapshot; then the
//! larger list) and the others only add data items to its entries (e.g. `CountryRegimeCode`
//! of CL008, UN/LOCODE function and status of CL244). The lists are then mapped to catalogs
//! and flags (see `build.rs`); lists without a catalog are reported as skipped.
//!
//! The result holds only the catalogs found: a caller replacing stored catalogs should replace
//! just those (the hand-written lists of the default set stay).

mod build;
mod read;

use std::fmt::Write as _;
use std::path::Path;

use crate::CatalogSet;

/// Failure to read the import directory.
#[derive(Debug, thiserror::Error)]
pub enum ImportError {
    #[error("cannot read {path}: {message}")]
    Io { path: String, message: String },
    #[error("nothing to import in {0}: no recognisable CS/RD2 file found")]
    Empty(String),
}

/// One list used for a catalog.
#[derive(Debug, Clone, PartialEq, Eq)]
pub struct ListUse {
    /// NCTS list name (e.g. `CountryCodesCommonTransit`) or `CustomsOffices`.
    pub list: String,
    /// The file it was taken from (relative to the import directory).
    pub origin: String,
    pub entries: usize,
    /// Entries skipped because their state was not `valid`.
    pub not_valid: usize,
    /// The catalog it fed, and how (`entries` or a flag name).
    pub used_for: String,
}

/// What an import read, produced and skipped.
#[derive(Debug, Clone, Default)]
pub struct ImportReport {
    /// The imported catalogs (canonical names), entries sorted by code.
    pub catalogs: Vec<CatalogSet>,
    /// Every recognised file and what it was read as.
    pub files: Vec<(String, String)>,
    /// Lists that fed catalogs.
    pub lists_used: Vec<ListUse>,
    /// Files, lists or sources not used, each with the reason.
    pub skipped: Vec<(String, String)>,
}

impl ImportReport {
    /// Entry count of an imported catalog.
    pub fn count(&self, catalog: &str) -> usize {
        self.catalogs
            .iter()
            .find(|(n, _)| n == catalog)
            .map(|(_, e)| e.len())
            .unwrap_or(0)
    }

    /// The entries of an imported catalog.
    pub fn entries(&self, catalog: &str) -> Option<&[crate::Entry]> {
        self.catalogs
            .iter()
            .find(|(n, _)| n == catalog)
            .map(|(_, e)| e.as_slice())
    }

    /// A human-readable summary for the CLI.
    pub fn summary(&self) -> String {
        let mut s = String::new();
        let total: usize = self.catalogs.iter().map(|(_, e)| e.len()).sum();
        let _ = writeln!(
            s,
            "imported {} catalogs, {} entries:",
            self.catalogs.len(),
            total
        );
        for (name, entries) in &self.catalogs {
            let _ = writeln!(s, "  {name:<40} {:>7}", entries.len());
        }
        let _ = writeln!(s, "from {} files; lists used:", self.files.len());
        for u in &self.lists_used {
            let nv = if u.not_valid > 0 {
                format!(" ({} not valid, skipped)", u.not_valid)
            } else {
                String::new()
            };
            let _ = writeln!(
                s,
                "  {:<45} {:>7}{nv} -> {} [{}]",
                u.list, u.entries, u.used_for, u.origin
            );
        }
        if !self.skipped.is_empty() {
            let _ = writeln!(s, "skipped:");
            for (what, why) in &self.skipped {
                let _ = writeln!(s, "  {what}: {why}");
            }
        }
        s
    }
}

/// Options of [`import_dir_with`].
#[derive(Debug, Clone, Copy, PartialEq, Eq)]
pub struct ImportOptions {
    /// Merge the built-in local additions (`default/hand-written.json`: the SAMPLE customs
    /// offices of the deployment country MD, the MD country override, the MDL currency) into
    /// the imported catalogs they belong to, so that an import of EU data does not remove them.
    /// Reported in [`ImportReport::lists_used`] as `local additions`.
    pub local_additions: bool,
}

impl Default for ImportOptions {
    fn default() -> Self {
        ImportOptions {
            local_additions: true,
        }
    }
}

/// Imports every recognisable CS/RD2 export under `dir` (recursively), with the default
/// [`ImportOptions`] (local additions merged); see the module documentation.
pub fn import_dir(dir: &Path) -> Result<ImportReport, ImportError> {
    import_dir_with(dir, ImportOptions::default())
}

/// Imports every recognisable CS/RD2 export under `dir` (recursively).
pub fn import_dir_with(dir: &Path, options: ImportOptions) -> Result<ImportReport, ImportError> {
    let mut files = Vec::new();
    read::walk(dir, &mut files)?;
    let mut sources = read::Sources::default();
    for f in &files {
        sources.read_file(f, dir)?;
    }
    if sources.lists.is_empty() && sources.offices.is_empty() {
        return Err(ImportError::Empty(dir.display().to_string()));
    }
    let mut report = build::build(sources);
    if options.local_additions {
        add_local(&mut report);
    }
    Ok(report)
}

/// Merges the hand-written default entries into the imported catalogs they belong to.
fn add_local(report: &mut ImportReport) {
    for (catalog, local) in crate::defaults::hand_written() {
        let Some(pos) = report.catalogs.iter().position(|(n, _)| *n == catalog) else {
            continue;
        };
        let n = local.len();
        let imported = std::mem::take(&mut report.catalogs[pos].1);
        let mut merged = crate::defaults::merge_sets(vec![
            (catalog.clone(), imported),
            (catalog.clone(), local),
        ])
        .pop()
        .map(|(_, e)| e)
        .unwrap_or_default();
        merged.sort_by(|a, b| {
            crate::catalogs::compare_values(
                a["code"].as_str().unwrap_or_default(),
                b["code"].as_str().unwrap_or_default(),
            )
        });
        report.catalogs[pos].1 = merged;
        report.lists_used.push(ListUse {
            list: "local additions".into(),
            origin: "built-in default/hand-written.json".into(),
            entries: n,
            not_valid: 0,
            used_for: catalog,
        });
    }
}
