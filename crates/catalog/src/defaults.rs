//! The compact default set shipped with the portal.
//!
//! Files in `crates/catalog/default/` (our own format), embedded at build time:
//! ```json
//! {"catalogs": [{"catalog": "country", "source": "...", "entries": [{"code": "AD", "name": "Andorra", ...}]}]}
//! ```
//! The generated files come from [`crate::import_dir`] over the public NCTS reference data (see
//! `examples/build-default-set.rs`); `customs-decisions.json` (maintained by hand, not generated)
//! holds the code lists of the Customs Decisions System and the Union Customs Code used by the
//! authorisation and guarantee forms (procedure codes, decision types, identification of goods,
//! economic conditions, guarantee levels and forms, deferment, payment time limit, legal base of
//! movements, standard exchange), each naming its legal source (Implementing Regulation (EU)
//! 2015/2447 Annexes A and B as replaced by Implementing Regulation (EU) 2024/250);
//! `hand-written.json` holds the lists CS/RD2 does not publish (CL384 notification types, yes/no
//! indicators, national lists), the clearly marked SAMPLE customs offices and EORI numbers of the
//! deployment country MD, and per-field overrides. Files are merged in order, entry by entry and
//! field by field (later wins), so `hand-written.json` overrides stay last.

use serde::{Deserialize, Serialize};

use crate::{CatalogSet, Entry};

/// One file of the default set.
#[derive(Debug, Clone, Serialize, Deserialize)]
pub struct DefaultFile {
    pub catalogs: Vec<DefaultCatalog>,
}

/// One catalog in a default-set file.
#[derive(Debug, Clone, Serialize, Deserialize)]
pub struct DefaultCatalog {
    pub catalog: String,
    #[serde(default)]
    pub source: String,
    pub entries: Vec<Entry>,
}

/// The embedded files, in merge order.
pub const FILES: &[(&str, &str)] = &[
    (
        "code-lists.json",
        include_str!("../default/code-lists.json"),
    ),
    ("countries.json", include_str!("../default/countries.json")),
    (
        "customs-offices.json",
        include_str!("../default/customs-offices.json"),
    ),
    (
        "commodity-codes.json",
        include_str!("../default/commodity-codes.json"),
    ),
    ("cn-codes.json", include_str!("../default/cn-codes.json")),
    (
        "un-locodes.json",
        include_str!("../default/un-locodes.json"),
    ),
    (
        "customs-decisions.json",
        include_str!("../default/customs-decisions.json"),
    ),
    (
        "hand-written.json",
        include_str!("../default/hand-written.json"),
    ),
];

/// Parses one default-set file.
pub fn parse_file(text: &str) -> Result<DefaultFile, serde_json::Error> {
    serde_json::from_str(text)
}

/// Merges named entry lists: lists of the same catalog are combined; an entry whose code was
/// seen before is merged into it field by field (later values win). Catalog order is the order
/// of first appearance; entry order is kept.
pub fn merge_sets(sets: impl IntoIterator<Item = CatalogSet>) -> Vec<CatalogSet> {
    let mut out: Vec<CatalogSet> = Vec::new();
    let mut index: std::collections::HashMap<
        String,
        (usize, std::collections::HashMap<String, usize>),
    > = std::collections::HashMap::new();
    for (catalog, entries) in sets {
        let name = crate::registry::find(&catalog)
            .map(|d| d.name.to_string())
            .unwrap_or(catalog);
        let (ci, codes) = index.entry(name.clone()).or_insert_with(|| {
            out.push((name.clone(), Vec::new()));
            (out.len() - 1, Default::default())
        });
        for e in entries {
            let code = e.get("code").map(|v| {
                v.as_str()
                    .map(String::from)
                    .unwrap_or_else(|| v.to_string())
            });
            match code.as_ref().and_then(|c| codes.get(c)) {
                Some(&i) => {
                    let target = &mut out[*ci].1[i];
                    for (k, v) in e {
                        target.insert(k, v);
                    }
                }
                None => {
                    if let Some(c) = code {
                        codes.insert(c, out[*ci].1.len());
                    }
                    out[*ci].1.push(e);
                }
            }
        }
    }
    out
}

/// The default set: every embedded file parsed and merged (see the module documentation).
pub fn default_set() -> Vec<CatalogSet> {
    let mut sets = Vec::new();
    for (name, text) in FILES {
        let file = parse_file(text)
            .unwrap_or_else(|e| panic!("embedded default file {name} is invalid: {e}"));
        sets.extend(file.catalogs.into_iter().map(|c| (c.catalog, c.entries)));
    }
    merge_sets(sets)
}

/// The hand-written part of the default set alone (lists CS/RD2 does not publish, SAMPLE MD
/// offices and EORI numbers, deployment overrides).
pub fn hand_written() -> Vec<CatalogSet> {
    let text = FILES
        .iter()
        .find(|(n, _)| *n == "hand-written.json")
        .expect("embedded")
        .1;
    let file = parse_file(text).expect("embedded hand-written.json is valid");
    merge_sets(file.catalogs.into_iter().map(|c| (c.catalog, c.entries)))
}

/// Writes a default-set file: one entry per line so that diffs stay readable.
pub fn write_file(catalogs: &[DefaultCatalog]) -> String {
    let mut s = String::from("{\"catalogs\": [\n");
    for (ci, c) in catalogs.iter().enumerate() {
        s.push_str(&format!(
            "{{\"catalog\": {}, \"source\": {}, \"entries\": [\n",
            serde_json::to_string(&c.catalog).expect("string"),
            serde_json::to_string(&c.source).expect("string")
        ));
        for (i, e) in c.entries.iter().enumerate() {
            s.push_str(&serde_json::to_string(e).expect("entry"));
            s.push_str(if i + 1 < c.entries.len() { ",\n" } else { "\n" });
        }
        s.push_str(if ci + 1 < catalogs.len() {
            "]},\n"
        } else {
            "]}\n"
        });
    }
    s.push_str("]}\n");
    s
}
