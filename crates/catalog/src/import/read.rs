//! Reading CS/RD2 exports: recognises files by name and shape and turns them into raw lists.

use std::collections::{BTreeMap, HashSet};
use std::io::Read;
use std::path::{Path, PathBuf};

use serde_json::{Map, Value};

use super::ImportError;

/// Source priority: a CS/RD2 payload (RD_*.json[.gz]) or the Customs Office List beats a
/// per-code-list extract, which beats a simplified `{code, description}` array.
pub(crate) const PRIO_PAYLOAD: u8 = 3;
pub(crate) const PRIO_EXTRACT: u8 = 2;
pub(crate) const PRIO_SIMPLE: u8 = 1;
pub(crate) const PRIO_HISTORICAL: u8 = 0;

/// The list name of the EU Combined Nomenclature's 8-digit codes, whatever its year.
pub(crate) const CN_CODES: &str = "CnCodes";

/// One code-list entry as read: code, description and the other data items.
#[derive(Debug, Clone)]
pub(crate) struct RawEntry {
    pub code: String,
    pub name: Option<String>,
    pub extra: BTreeMap<String, String>,
}

/// One code list as read from one file.
#[derive(Debug, Clone)]
pub(crate) struct RawList {
    pub name: String,
    pub priority: u8,
    pub snapshot: String,
    pub origin: String,
    pub entries: Vec<RawEntry>,
    pub not_valid: usize,
}

/// Customs offices as read from one file.
#[derive(Debug, Clone)]
pub(crate) struct RawOffices {
    pub priority: u8,
    pub snapshot: String,
    pub origin: String,
    pub offices: Vec<RawOffice>,
    pub not_valid: usize,
}

#[derive(Debug, Clone, Default)]
pub(crate) struct RawOffice {
    pub code: String,
    pub name: String,
    pub country: String,
    pub roles: Vec<String>,
    pub higher_authority: Option<String>,
    pub city: Option<String>,
    pub postal_code: Option<String>,
}

/// Everything read from a directory.
#[derive(Debug, Default)]
pub(crate) struct Sources {
    pub lists: Vec<RawList>,
    pub offices: Vec<RawOffices>,
    /// HS code -> description (WCO Harmonized System CSV).
    pub hs_descriptions: BTreeMap<String, String>,
    /// HS chapter (2 digits) and heading (4 digits) -> description: the parents a subheading
    /// is shown under.
    pub hs_parents: BTreeMap<String, String>,
    pub hs_origin: Option<String>,
    /// (file, what it was recognised as).
    pub files: Vec<(String, String)>,
    /// (file, why it was skipped).
    pub skipped_files: Vec<(String, String)>,
}

pub(crate) fn walk(dir: &Path, out: &mut Vec<PathBuf>) -> Result<(), ImportError> {
    let rd = std::fs::read_dir(dir).map_err(|e| ImportError::Io {
        path: dir.display().to_string(),
        message: e.to_string(),
    })?;
    let mut items: Vec<_> = rd.filter_map(Result::ok).map(|e| e.path()).collect();
    items.sort();
    for p in items {
        let hidden = p
            .file_name()
            .and_then(|n| n.to_str())
            .is_some_and(|n| n.starts_with('.'));
        if hidden {
            continue;
        }
        if p.is_dir() {
            walk(&p, out)?;
        } else {
            out.push(p);
        }
    }
    Ok(())
}

fn read_text(path: &Path) -> Result<String, ImportError> {
    let io = |e: std::io::Error| ImportError::Io {
        path: path.display().to_string(),
        message: e.to_string(),
    };
    let bytes = std::fs::read(path).map_err(io)?;
    let mut text = String::new();
    if path.extension().is_some_and(|e| e == "gz") {
        flate2::read::GzDecoder::new(&bytes[..])
            .read_to_string(&mut text)
            .map_err(io)?;
    } else {
        text = String::from_utf8(bytes).map_err(|e| ImportError::Io {
            path: path.display().to_string(),
            message: e.to_string(),
        })?;
    }
    Ok(text.trim_start_matches('\u{feff}').to_string())
}

/// Drops the "not translated" markers of the COL (`" .{en}."`) and trims.
pub(crate) fn clean(s: &str) -> String {
    s.replace(".{en}.", "").trim().to_string()
}

fn scalar(v: &Value) -> Option<String> {
    match v {
        Value::String(s) => Some(s.clone()),
        Value::Number(n) => Some(n.to_string()),
        Value::Bool(b) => Some(b.to_string()),
        _ => None,
    }
}

/// An English text from a string or a `{lang: text}` map.
fn english(v: &Value) -> Option<String> {
    match v {
        Value::String(s) => Some(s.clone()),
        Value::Object(m) => m
            .get("en")
            .or_else(|| m.get("EN"))
            .or_else(|| m.values().next())
            .and_then(Value::as_str)
            .map(String::from),
        _ => None,
    }
}

fn is_meta(k: &str) -> bool {
    k == "state"
        || k == "activeFrom"
        || k.starts_with("RDEntryStatus")
        || k.starts_with("Action_")
        || k.starts_with("description")
        || k == "name"
        || k == "Name"
}

const PREFERRED_CODE_KEYS: &[&str] = &[
    "code",
    "Code",
    "CountryCode",
    "unLocodeExtendedCode",
    "UnLocodeExtendedCode",
    "CUSCode",
    "currency",
    "Currency",
    "LanguageCode",
    "documentType",
    "DocumentType",
    "qualifier",
    "type",
    "Type",
    "method",
    "role",
    "Role",
];

/// Picks the key holding the code: a preferred name, else a key present in every entry with
/// distinct values.
fn code_key(entries: &[&Map<String, Value>]) -> Option<String> {
    let mut common: Option<HashSet<&str>> = None;
    for e in entries {
        let keys: HashSet<&str> = e
            .iter()
            .filter(|(k, v)| !is_meta(k) && scalar(v).is_some())
            .map(|(k, _)| k.as_str())
            .collect();
        common = Some(match common {
            None => keys,
            Some(c) => c.intersection(&keys).copied().collect(),
        });
    }
    let common = common?;
    if let Some(k) = PREFERRED_CODE_KEYS.iter().find(|k| common.contains(**k)) {
        return Some(k.to_string());
    }
    let mut unique: Vec<&str> = common
        .iter()
        .copied()
        .filter(|k| {
            let mut seen = HashSet::new();
            entries
                .iter()
                .all(|e| seen.insert(scalar(&e[*k]).unwrap_or_default()))
        })
        .collect();
    unique.sort_by_key(|k| {
        (
            !(k.ends_with("Code") || k.ends_with("Type")),
            k.len(),
            k.to_string(),
        )
    });
    unique.first().map(|k| k.to_string())
}

fn state_of(e: &Map<String, Value>) -> Option<&str> {
    e.get("state")
        .or_else(|| e.get("RDEntryStatus_state"))
        .and_then(Value::as_str)
}

/// Generic list entries (payload, extract or simplified) to raw entries; entries whose state
/// is not `valid` are dropped and counted.
fn raw_entries(entries: &[Value]) -> (Vec<RawEntry>, usize) {
    let objs: Vec<&Map<String, Value>> = entries.iter().filter_map(Value::as_object).collect();
    let Some(key) = code_key(&objs) else {
        return (vec![], 0);
    };
    let mut out = Vec::with_capacity(objs.len());
    let mut not_valid = 0;
    for e in objs {
        if state_of(e).is_some_and(|s| !s.eq_ignore_ascii_case("valid")) {
            not_valid += 1;
            continue;
        }
        let Some(code) = e.get(&key).and_then(scalar) else {
            continue;
        };
        let name = ["description", "description_en", "name", "Name"]
            .iter()
            .find_map(|k| e.get(*k).and_then(english))
            .map(|s| clean(&s))
            .filter(|s| !s.is_empty() && !s.starts_with("See http") && !s.starts_with("http"));
        let extra = e
            .iter()
            .filter(|(k, _)| *k != &key && !is_meta(k))
            .filter_map(|(k, v)| scalar(v).map(|s| (k.clone(), s)))
            .collect();
        out.push(RawEntry {
            code: code.trim().to_string(),
            name,
            extra,
        });
    }
    (out, not_valid)
}

fn offices_from_col(entries: &[Value]) -> (Vec<RawOffice>, usize) {
    let mut out = Vec::new();
    let mut not_valid = 0;
    for e in entries.iter().filter_map(Value::as_object) {
        if state_of(e).is_some_and(|s| !s.eq_ignore_ascii_case("valid")) {
            not_valid += 1;
            continue;
        }
        let Some(code) = e.get("ReferenceNumber").and_then(Value::as_str) else {
            continue;
        };
        let names: Vec<&Map<String, Value>> = e
            .get("names")
            .and_then(Value::as_array)
            .map(|a| a.iter().filter_map(Value::as_object).collect())
            .unwrap_or_default();
        let en = names
            .iter()
            .find(|n| {
                n.get("LanguageCode")
                    .and_then(Value::as_str)
                    .is_some_and(|l| l.eq_ignore_ascii_case("EN"))
            })
            .or_else(|| names.first());
        let get = |m: Option<&&Map<String, Value>>, k: &str| {
            m.and_then(|m| m.get(k)).and_then(Value::as_str).map(clean)
        };
        let roles = e
            .get("roles")
            .and_then(Value::as_array)
            .map(|a| {
                a.iter()
                    .filter_map(|r| r.as_str().or_else(|| r.get("role").and_then(Value::as_str)))
                    .map(String::from)
                    .collect()
            })
            .unwrap_or_default();
        out.push(RawOffice {
            code: code.to_string(),
            name: get(en, "CustomsOfficeUsualName").unwrap_or_else(|| code.to_string()),
            country: e
                .get("CountryCode")
                .and_then(Value::as_str)
                .map(String::from)
                .unwrap_or_else(|| code[..2.min(code.len())].to_string()),
            roles,
            higher_authority: e
                .get("ReferenceNumberHigherAuthority")
                .and_then(Value::as_str)
                .map(String::from),
            city: get(en, "City"),
            postal_code: e
                .get("PostalCode")
                .and_then(Value::as_str)
                .map(String::from),
        });
    }
    (out, not_valid)
}

/// Offices given as one row per language (`id`, `countryId`, `name`, `languageCode`, `roles`).
fn offices_from_rows(entries: &[Value]) -> (Vec<RawOffice>, usize) {
    let mut by_code: BTreeMap<String, (RawOffice, bool)> = BTreeMap::new();
    let mut not_valid = 0;
    for e in entries.iter().filter_map(Value::as_object) {
        if state_of(e).is_some_and(|s| !s.eq_ignore_ascii_case("valid")) {
            not_valid += 1;
            continue;
        }
        let Some(code) = e.get("id").and_then(Value::as_str) else {
            continue;
        };
        let is_en = e
            .get("languageCode")
            .and_then(Value::as_str)
            .is_some_and(|l| l.eq_ignore_ascii_case("EN"));
        let name = e
            .get("name")
            .and_then(Value::as_str)
            .map(clean)
            .unwrap_or_else(|| code.to_string());
        let mut roles: Vec<String> = e
            .get("roles")
            .and_then(Value::as_array)
            .map(|a| {
                a.iter()
                    .filter_map(|r| r.as_str().or_else(|| r.get("role").and_then(Value::as_str)))
                    .map(String::from)
                    .collect()
            })
            .unwrap_or_default();
        roles.sort();
        roles.dedup();
        let slot = by_code.entry(code.to_string()).or_insert_with(|| {
            (
                RawOffice {
                    code: code.to_string(),
                    name: name.clone(),
                    country: e
                        .get("countryId")
                        .and_then(Value::as_str)
                        .map(String::from)
                        .unwrap_or_else(|| code[..2.min(code.len())].to_string()),
                    roles: roles.clone(),
                    ..Default::default()
                },
                is_en,
            )
        });
        if is_en && !slot.1 {
            slot.0.name = name;
            slot.1 = true;
        }
        for r in roles {
            if !slot.0.roles.contains(&r) {
                slot.0.roles.push(r);
            }
        }
    }
    (by_code.into_values().map(|(o, _)| o).collect(), not_valid)
}

/// Minimal RFC 4180 CSV: quoted fields, doubled quotes, CRLF.
pub(crate) fn parse_csv(text: &str) -> Vec<Vec<String>> {
    let mut rows = Vec::new();
    let mut row = Vec::new();
    let mut field = String::new();
    let mut quoted = false;
    let mut chars = text.chars().peekable();
    while let Some(c) = chars.next() {
        if quoted {
            if c == '"' {
                if chars.peek() == Some(&'"') {
                    field.push('"');
                    chars.next();
                } else {
                    quoted = false;
                }
            } else {
                field.push(c);
            }
            continue;
        }
        match c {
            '"' => quoted = true,
            ',' => row.push(std::mem::take(&mut field)),
            '\r' => {}
            '\n' => {
                row.push(std::mem::take(&mut field));
                rows.push(std::mem::take(&mut row));
            }
            _ => field.push(c),
        }
    }
    if !field.is_empty() || !row.is_empty() {
        row.push(field);
        rows.push(row);
    }
    rows
}

fn file_stem(path: &Path) -> String {
    let name = path
        .file_name()
        .and_then(|n| n.to_str())
        .unwrap_or_default();
    let name = name.strip_suffix(".gz").unwrap_or(name);
    name.rsplit_once('.')
        .map(|(s, _)| s)
        .unwrap_or(name)
        .to_string()
}

/// `CL244_UnLocodeExtended` -> `UnLocodeExtended`; `LanguageCodes_COL-Generic-20241105` ->
/// `LanguageCodes`; `controlResult` -> `ControlResult`.
fn list_name_from_stem(stem: &str) -> String {
    let mut s = stem;
    if s.len() > 6
        && s.starts_with("CL")
        && s.as_bytes()[2..5].iter().all(u8::is_ascii_digit)
        && s.as_bytes()[5] == b'_'
    {
        s = &s[6..];
    } else if s.len() > 5
        && s.starts_with("BC")
        && s.as_bytes()[2..4].iter().all(u8::is_ascii_digit)
        && s.as_bytes()[4] == b'_'
    {
        s = &s[5..];
    }
    if let Some((head, _)) = s.split_once("_COL") {
        s = head;
    }
    let mut c = s.chars();
    match c.next() {
        Some(f) => f.to_uppercase().collect::<String>() + c.as_str(),
        None => String::new(),
    }
}

impl Sources {
    pub(crate) fn read_file(&mut self, path: &Path, root: &Path) -> Result<(), ImportError> {
        let shown = path
            .strip_prefix(root)
            .unwrap_or(path)
            .display()
            .to_string();
        let lname = shown.to_ascii_lowercase();
        let is_json = lname.ends_with(".json") || lname.ends_with(".json.gz");
        let is_csv = lname.ends_with(".csv") || lname.ends_with(".csv.gz");
        if !is_json && !is_csv {
            self.skipped_files
                .push((shown, "not a .json, .json.gz, .csv or .csv.gz file".into()));
            return Ok(());
        }
        let text = read_text(path)?;
        if is_json {
            let v: Value = match serde_json::from_str(&text) {
                Ok(v) => v,
                Err(e) => {
                    self.skipped_files
                        .push((shown, format!("invalid JSON: {e}")));
                    return Ok(());
                }
            };
            drop(text);
            self.read_json(path, shown, v);
        } else {
            self.read_csv(path, shown, &text);
        }
        Ok(())
    }

    fn read_json(&mut self, path: &Path, shown: String, v: Value) {
        let stem = file_stem(path);
        match v {
            Value::Object(mut m) if m.get("lists").is_some_and(Value::is_object) => {
                let snapshot = m
                    .get("messageInformation")
                    .and_then(|i| i.get("snapshotDate"))
                    .and_then(Value::as_str)
                    .unwrap_or_default()
                    .to_string();
                let Some(Value::Object(lists)) = m.remove("lists") else {
                    unreachable!()
                };
                let mut n = 0;
                for (key, list) in lists {
                    let name = list
                        .get("listName")
                        .and_then(Value::as_str)
                        .map(String::from)
                        .unwrap_or(key);
                    let entries = match list.get("listEntries") {
                        Some(Value::Array(a)) => a,
                        _ => continue,
                    };
                    n += 1;
                    if name.eq_ignore_ascii_case("CustomsOffices") {
                        let (offices, not_valid) = offices_from_rows(entries);
                        self.offices.push(RawOffices {
                            priority: PRIO_EXTRACT,
                            snapshot: snapshot.clone(),
                            origin: shown.clone(),
                            offices,
                            not_valid,
                        });
                    } else {
                        let (entries, not_valid) = raw_entries(entries);
                        self.lists.push(RawList {
                            name,
                            priority: PRIO_PAYLOAD,
                            snapshot: snapshot.clone(),
                            origin: shown.clone(),
                            entries,
                            not_valid,
                        });
                    }
                }
                self.files.push((
                    shown,
                    format!("CS/RD2 payload, snapshot {snapshot}, {n} lists"),
                ));
            }
            Value::Object(m)
                if m.get("code_list_name").is_some()
                    && m.get("entries").is_some_and(Value::is_array) =>
            {
                let name = m["code_list_name"].as_str().unwrap_or_default().to_string();
                let (entries, not_valid) = raw_entries(m["entries"].as_array().expect("checked"));
                self.files
                    .push((shown.clone(), format!("code-list extract {name}")));
                self.lists.push(RawList {
                    name,
                    priority: PRIO_EXTRACT,
                    snapshot: String::new(),
                    origin: shown,
                    entries,
                    not_valid,
                });
            }
            Value::Array(a) if !a.is_empty() && a.iter().all(Value::is_object) => {
                let first = a[0].as_object().expect("checked");
                if first.contains_key("ReferenceNumber") && first.contains_key("roles") {
                    let (offices, not_valid) = offices_from_col(&a);
                    self.files.push((
                        shown.clone(),
                        format!("Customs Office List, {} offices", offices.len()),
                    ));
                    let snapshot = stem.rsplit('-').next().unwrap_or_default().to_string();
                    self.offices.push(RawOffices {
                        priority: PRIO_PAYLOAD,
                        snapshot,
                        origin: shown,
                        offices,
                        not_valid,
                    });
                } else if first.contains_key("id")
                    && first.contains_key("countryId")
                    && first.contains_key("roles")
                {
                    let (offices, not_valid) = offices_from_rows(&a);
                    let prio = if first.contains_key("languageCode") {
                        PRIO_SIMPLE
                    } else {
                        PRIO_HISTORICAL
                    };
                    self.files.push((
                        shown.clone(),
                        format!("customs office rows, {} offices", offices.len()),
                    ));
                    self.offices.push(RawOffices {
                        priority: prio,
                        snapshot: String::new(),
                        origin: shown,
                        offices,
                        not_valid,
                    });
                } else if first.contains_key("state") || first.contains_key("RDEntryStatus_state") {
                    let name = list_name_from_stem(&stem);
                    let (entries, not_valid) = raw_entries(&a);
                    self.files
                        .push((shown.clone(), format!("code list {name}")));
                    self.lists.push(RawList {
                        name,
                        priority: PRIO_EXTRACT,
                        snapshot: String::new(),
                        origin: shown,
                        entries,
                        not_valid,
                    });
                } else if first.contains_key("supplementaryUnit")
                    && first.contains_key("subheading")
                {
                    // The EU Combined Nomenclature: 8-digit codes under their HS subheading,
                    // with the supplementary unit each asks for (cnCodes_YYYY.json).
                    let (entries, not_valid) = raw_entries(&a);
                    self.files.push((
                        shown.clone(),
                        format!("Combined Nomenclature, {} codes", entries.len()),
                    ));
                    self.lists.push(RawList {
                        name: CN_CODES.into(),
                        priority: PRIO_SIMPLE,
                        snapshot: String::new(),
                        origin: shown,
                        entries,
                        not_valid,
                    });
                } else {
                    // A simplified list: `{code, description}` or another code key.
                    let name = list_name_from_stem(&stem);
                    let (entries, not_valid) = raw_entries(&a);
                    if entries.is_empty() {
                        self.skipped_files
                            .push((shown, "JSON array of an unrecognised shape".into()));
                    } else {
                        self.files
                            .push((shown.clone(), format!("simplified code list {name}")));
                        self.lists.push(RawList {
                            name,
                            priority: PRIO_SIMPLE,
                            snapshot: String::new(),
                            origin: shown,
                            entries,
                            not_valid,
                        });
                    }
                }
            }
            _ => self
                .skipped_files
                .push((shown, "JSON of an unrecognised shape".into())),
        }
    }

    fn read_csv(&mut self, path: &Path, shown: String, text: &str) {
        let rows = parse_csv(text);
        let Some((header, body)) = rows.split_first() else {
            self.skipped_files.push((shown, "empty CSV".into()));
            return;
        };
        let col = |name: &str| header.iter().position(|h| h.trim() == name);
        let cell = |r: &Vec<String>, i: Option<usize>| {
            i.and_then(|i| r.get(i))
                .map(|s| s.trim().to_string())
                .filter(|s| !s.is_empty())
        };
        if let (Some(code), Some(desc), Some(level)) =
            (col("hscode"), col("description"), col("level"))
        {
            let mut n = 0;
            for r in body {
                let (Some(c), Some(d)) = (cell(r, Some(code)), cell(r, Some(desc))) else {
                    continue;
                };
                match cell(r, Some(level)).as_deref() {
                    Some("6") => {
                        self.hs_descriptions.insert(c, d);
                        n += 1;
                    }
                    Some("2" | "4") if c.chars().all(|ch| ch.is_ascii_digit()) => {
                        self.hs_parents.insert(c, d);
                    }
                    _ => {}
                }
            }
            self.hs_origin = Some(shown.clone());
            self.files.push((
                shown,
                format!("Harmonized System descriptions, {n} subheadings"),
            ));
            return;
        }
        if let (Some(country), Some(id), Some(name)) =
            (col("CountryCode"), col("UnLocodeId"), col("UnLocodeName"))
        {
            let state = col("state");
            let mut entries = Vec::new();
            let mut not_valid = 0;
            for r in body {
                if cell(r, state).is_some_and(|s| !s.eq_ignore_ascii_case("valid")) {
                    not_valid += 1;
                    continue;
                }
                if let (Some(c), Some(i)) = (cell(r, Some(country)), cell(r, Some(id))) {
                    entries.push(RawEntry {
                        code: format!("{c}{i}"),
                        name: cell(r, Some(name)),
                        extra: BTreeMap::new(),
                    });
                }
            }
            self.files
                .push((shown.clone(), "UN/LOCODE list of the COL".into()));
            self.lists.push(RawList {
                name: "UnLocodeExtended".into(),
                priority: PRIO_SIMPLE,
                snapshot: String::new(),
                origin: shown,
                entries,
                not_valid,
            });
            return;
        }
        let has_state = col("RDEntryStatus_state").is_some() || col("state").is_some();
        let stem = file_stem(path);
        if has_state {
            // A code-list extract as CSV: turn rows into objects and read them like JSON.
            let objs: Vec<Value> = body
                .iter()
                .filter(|r| r.len() > 1 || r.first().is_some_and(|c| !c.is_empty()))
                .map(|r| {
                    Value::Object(
                        header
                            .iter()
                            .zip(r.iter())
                            .filter(|(_, v)| !v.is_empty())
                            .map(|(h, v)| (h.trim().to_string(), Value::String(v.clone())))
                            .collect(),
                    )
                })
                .collect();
            let name = if col("UnLocodeExtendedCode").is_some() {
                "UnLocodeExtended".to_string()
            } else {
                list_name_from_stem(&stem)
            };
            let (entries, not_valid) = raw_entries(&objs);
            self.files
                .push((shown.clone(), format!("code-list extract {name} (CSV)")));
            self.lists.push(RawList {
                name,
                priority: PRIO_EXTRACT,
                snapshot: String::new(),
                origin: shown,
                entries,
                not_valid,
            });
            return;
        }
        self.skipped_files
            .push((shown, "CSV with unrecognised columns".into()));
    }
}

#[cfg(test)]
mod tests {
    use super::*;

    #[test]
    fn csv_parsing_handles_quotes_commas_and_crlf() {
        let rows = parse_csv("a,b\r\n\"x, y\",\"say \"\"hi\"\"\"\n1,\n");
        assert_eq!(
            rows,
            vec![vec!["a", "b"], vec!["x, y", "say \"hi\""], vec!["1", ""]]
        );
    }

    #[test]
    fn list_names_are_derived_from_file_names() {
        assert_eq!(
            list_name_from_stem("CL244_UnLocodeExtended"),
            "UnLocodeExtended"
        );
        assert_eq!(
            list_name_from_stem("LanguageCodes_COL-Generic-20241105"),
            "LanguageCodes"
        );
        assert_eq!(list_name_from_stem("controlResult"), "ControlResult");
        assert_eq!(list_name_from_stem("BC12_LanguageCode"), "LanguageCode");
    }

    #[test]
    fn the_code_key_is_found_by_name_or_uniqueness() {
        let a = serde_json::json!([{"DocumentType": "C085", "TransportDocument": "0", "description": {"en": "x"}},
                                   {"DocumentType": "N235", "TransportDocument": "0", "description": {"en": "y"}}]);
        let objs: Vec<_> = a
            .as_array()
            .unwrap()
            .iter()
            .map(|v| v.as_object().unwrap())
            .collect();
        assert_eq!(code_key(&objs).unwrap(), "DocumentType");
        let a = serde_json::json!([{"KindOfPackages": "1A", "RDEntryStatus_state": "valid"}, {"KindOfPackages": "1B"}]);
        let objs: Vec<_> = a
            .as_array()
            .unwrap()
            .iter()
            .map(|v| v.as_object().unwrap())
            .collect();
        assert_eq!(code_key(&objs).unwrap(), "KindOfPackages");
    }
}
