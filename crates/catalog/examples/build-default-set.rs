//! Regenerates the generated files of the default set from a CS/RD2 reference-data directory.
//!
//! ```text
//! cargo run -p vama-catalog --example build-default-set -- /work/shared/refdata crates/catalog/default
//! ```
//!
//! Writes `code-lists.json`, `countries.json`, `customs-offices.json`, `commodity-codes.json`,
//! `cn-codes.json` and `un-locodes.json`; `hand-written.json` is maintained by hand and merged last by
//! `default_set()`.

use std::collections::BTreeMap;
use std::path::PathBuf;

use serde_json::Value;
use vama_catalog::defaults::{write_file, DefaultCatalog};
use vama_catalog::{import_dir_with, Entry, ImportOptions};

/// Countries whose real offices the demo needs (neighbours and main corridors of MD), with how
/// many offices of each to keep.
const OFFICE_COUNTRIES: &[(&str, usize)] = &[
    ("RO", 200),
    ("UA", 60),
    ("BG", 20),
    ("PL", 15),
    ("DE", 15),
    ("AT", 15),
    ("HU", 15),
    ("IT", 15),
    ("TR", 15),
    ("SK", 10),
    ("CZ", 10),
];

/// UN/LOCODE countries kept (all their locations).
const LOCODE_COUNTRIES: &[&str] = &["MD", "RO", "UA"];

/// CUS codes kept (a tiny sample: the first ones of the inventory).
const CUS_SAMPLE: usize = 25;

const SOURCE_NCTS: &str = "EU CS/RD2 NCTS-P5 reference data (DG TAXUD; via hmrc/customs-reference-data, Apache-2.0), imported by vama-catalog";

fn flag(e: &Entry, k: &str) -> bool {
    e.get(k).and_then(Value::as_bool).unwrap_or(false)
}

/// Keeps HQ offices first, then offices with transit/exit roles, then departure/destination
/// offices, up to `limit` per country.
fn pick_offices(all: &[Entry]) -> Vec<Entry> {
    let mut by_country: BTreeMap<&str, Vec<&Entry>> = BTreeMap::new();
    for e in all {
        let c = e
            .get("countryCode")
            .and_then(Value::as_str)
            .unwrap_or_default();
        by_country.entry(c).or_default().push(e);
    }
    let mut out = Vec::new();
    for (country, limit) in OFFICE_COUNTRIES {
        let Some(list) = by_country.get(country) else {
            continue;
        };
        let mut list = list.clone();
        let rank = |e: &Entry| {
            if e.get("officeType").and_then(Value::as_str) == Some("HQ") {
                0
            } else if flag(e, "transit") || flag(e, "exit") || flag(e, "transitExit") {
                1
            } else if flag(e, "departure") || flag(e, "destination") {
                2
            } else if flag(e, "guarantee") {
                3
            } else {
                4
            }
        };
        list.sort_by_key(|e| (rank(e), e["code"].as_str().unwrap_or_default().to_string()));
        out.extend(
            list.into_iter()
                .filter(|e| rank(e) < 4)
                .take(*limit)
                .cloned(),
        );
    }
    out.sort_by(|a, b| a["code"].as_str().cmp(&b["code"].as_str()));
    out
}

fn main() {
    let args: Vec<String> = std::env::args().collect();
    let refdata = PathBuf::from(
        args.get(1)
            .map(String::as_str)
            .unwrap_or("../shared/refdata"),
    );
    let out_dir = PathBuf::from(
        args.get(2)
            .map(String::as_str)
            .unwrap_or("crates/catalog/default"),
    );
    let report = import_dir_with(
        &refdata,
        ImportOptions {
            local_additions: false,
        },
    )
    .unwrap_or_else(|e| panic!("import failed: {e}"));
    eprint!("{}", report.summary());

    let mut code_lists = Vec::new();
    let mut countries = Vec::new();
    let mut offices = Vec::new();
    let mut hs = Vec::new();
    let mut locodes = Vec::new();
    let mut cn = Vec::new();
    for (name, entries) in &report.catalogs {
        let dc = |source: &str, entries: Vec<Entry>| DefaultCatalog {
            catalog: name.clone(),
            source: source.into(),
            entries,
        };
        match name.as_str() {
            "country" => countries.push(dc(SOURCE_NCTS, entries.clone())),
            "customs-office" => offices.push(dc(
                "EU Customs Office List (COL, DG TAXUD): demo subset of RO, UA, BG, PL, DE, AT, HU, IT, TR, SK, CZ offices; officeType derived from roles",
                pick_offices(entries),
            )),
            "hs-heading" => hs.push(dc(
                "HS chapters and headings; descriptions from the WCO Harmonized System (HS nomenclature, WCO)",
                entries.clone(),
            )),
            "commodity-code" => hs.push(dc(
                "HS 6-digit subheadings of CS/RD2 CL152; descriptions from the WCO Harmonized System (HS nomenclature, WCO)",
                entries.clone(),
            )),
            "cn-code" => cn.push(dc(
                "EU Combined Nomenclature 2026, 8-digit codes and supplementary units (EU Publications Office CN, via xterr/php-cncodes)",
                entries.clone(),
            )),
            "un-locode" => locodes.push(dc(
                "UN/LOCODE (UNECE) via CS/RD2 CL244: locations of MD, RO and UA",
                entries
                    .iter()
                    .filter(|e| LOCODE_COUNTRIES.contains(&e.get("country").and_then(Value::as_str).unwrap_or_default()))
                    .cloned()
                    .collect(),
            )),
            "cus-code" => code_lists.push(dc(
                "CUS codes (ECICS) via CS/RD2 CL016: a tiny sample; import the full list",
                entries.iter().take(CUS_SAMPLE).cloned().collect(),
            )),
            "control-result" => code_lists.push(dc(
                "Control results (hmrc/transit-movements-trader-reference-data, historical NCTS list)",
                entries.clone(),
            )),
            "language" => code_lists.push(dc("Language codes of the EU Customs Office List (CL012)", entries.clone())),
            _ => code_lists.push(dc(SOURCE_NCTS, entries.clone())),
        }
    }
    for (file, cats) in [
        ("code-lists.json", code_lists),
        ("countries.json", countries),
        ("customs-offices.json", offices),
        ("commodity-codes.json", hs),
        ("un-locodes.json", locodes),
        ("cn-codes.json", cn),
    ] {
        let text = write_file(&cats);
        let path = out_dir.join(file);
        std::fs::write(&path, &text)
            .unwrap_or_else(|e| panic!("cannot write {}: {e}", path.display()));
        let n: usize = cats.iter().map(|c| c.entries.len()).sum();
        eprintln!(
            "wrote {} ({} catalogs, {n} entries, {} bytes)",
            path.display(),
            cats.len(),
            text.len()
        );
    }
}
