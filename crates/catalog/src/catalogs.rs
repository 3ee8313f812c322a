//! The loaded catalogs: compact column storage per catalog, an O(1) code index, conversions
//! to and from the store's `(catalog, code, data-JSON-text)` rows.

use std::cmp::Ordering;
use std::collections::{BTreeMap, HashMap};
use std::sync::OnceLock;

use serde_json::Value;

use crate::error::CatalogError;
use crate::registry::{self, CatalogDef, DataType};
use crate::Entry;

/// Many strings in one buffer: cell `i` is `buf[ends[i-1]..ends[i]]`.
#[derive(Debug, Default)]
pub(crate) struct Strings {
    buf: String,
    ends: Vec<u32>,
}

impl Strings {
    fn push(&mut self, s: &str) {
        self.buf.push_str(s);
        self.ends
            .push(u32::try_from(self.buf.len()).expect("catalog column larger than 4 GB"));
    }

    pub(crate) fn get(&self, i: usize) -> &str {
        let start = if i == 0 { 0 } else { self.ends[i - 1] as usize };
        &self.buf[start..self.ends[i] as usize]
    }

    fn shrink(&mut self) {
        self.buf.shrink_to_fit();
        self.ends.shrink_to_fit();
    }
}

/// A TEXT column: values (empty string when absent), presence, and a lowercase copy built on
/// the first CONTAINS.
#[derive(Debug, Default)]
pub(crate) struct TextColumn {
    pub(crate) values: Strings,
    pub(crate) present: Vec<bool>,
    lower: OnceLock<Strings>,
}

impl TextColumn {
    pub(crate) fn value(&self, i: usize) -> Option<&str> {
        if self.present[i] {
            Some(self.values.get(i))
        } else {
            None
        }
    }

    pub(crate) fn lower(&self) -> &Strings {
        self.lower.get_or_init(|| {
            let mut l = Strings::default();
            for i in 0..self.present.len() {
                l.push(&self.values.get(i).to_lowercase());
            }
            l.shrink();
            l
        })
    }
}

#[derive(Debug)]
pub(crate) enum Column {
    Text(TextColumn),
    /// A missing flag counts as false.
    Bool(Vec<bool>),
}

/// One loaded catalog.
#[derive(Debug)]
pub struct Catalog {
    pub(crate) def: &'static CatalogDef,
    /// Entries as compact JSON object texts, sorted by code.
    pub(crate) data: Strings,
    /// One column per field of `def.fields()` (code first, name second).
    pub(crate) columns: Vec<Column>,
    codes: HashMap<Box<str>, u32>,
}

impl Catalog {
    pub fn def(&self) -> &'static CatalogDef {
        self.def
    }

    pub fn len(&self) -> usize {
        self.codes.len()
    }

    pub fn is_empty(&self) -> bool {
        self.codes.is_empty()
    }

    /// The entry with this code, as a JSON object.
    pub fn get(&self, code: &str) -> Option<Value> {
        self.codes.get(code).map(|&i| self.entry(i as usize))
    }

    pub(crate) fn entry(&self, i: usize) -> Value {
        serde_json::from_str(self.data.get(i)).expect("stored entries are valid JSON")
    }

    pub(crate) fn code(&self, i: usize) -> &str {
        match &self.columns[0] {
            Column::Text(c) => c.values.get(i),
            Column::Bool(_) => unreachable!("code is a TEXT column"),
        }
    }

    /// Builds a catalog from entries (objects with at least `code`). Later duplicates of a
    /// code replace earlier ones; entries are kept sorted by code.
    pub(crate) fn build(
        def: &'static CatalogDef,
        entries: Vec<Entry>,
    ) -> Result<Catalog, CatalogError> {
        let mut by_code: HashMap<String, Entry> = HashMap::with_capacity(entries.len());
        for e in entries {
            let code = match e.get("code") {
                Some(Value::String(s)) if !s.is_empty() => s.clone(),
                Some(Value::Number(n)) => n.to_string(),
                other => {
                    return Err(CatalogError::InvalidRow {
                        catalog: def.name.into(),
                        code: other.map(|v| v.to_string()).unwrap_or_default(),
                        reason: "entry has no non-empty 'code'".into(),
                    })
                }
            };
            by_code.insert(code, e);
        }
        let mut sorted: Vec<(String, Entry)> = by_code.into_iter().collect();
        sorted.sort_by(|a, b| compare_values(&a.0, &b.0));

        let fields: Vec<_> = def.fields().collect();
        let mut columns: Vec<Column> = fields
            .iter()
            .map(|f| match f.data_type {
                DataType::Text => Column::Text(TextColumn::default()),
                DataType::Boolean => Column::Bool(Vec::with_capacity(sorted.len())),
            })
            .collect();
        let mut data = Strings::default();
        let mut codes = HashMap::with_capacity(sorted.len());
        for (i, (code, mut e)) in sorted.into_iter().enumerate() {
            e.insert("code".into(), Value::String(code.clone()));
            for (f, col) in fields.iter().zip(columns.iter_mut()) {
                let v = e.get(f.name);
                match col {
                    Column::Text(c) => {
                        let s = match v {
                            None | Some(Value::Null) => None,
                            Some(Value::String(s)) => Some(s.clone()),
                            Some(Value::Bool(x)) => Some(x.to_string()),
                            Some(Value::Number(n)) => Some(n.to_string()),
                            Some(other) => Some(other.to_string()),
                        };
                        c.present.push(s.is_some());
                        c.values.push(s.as_deref().unwrap_or(""));
                    }
                    Column::Bool(c) => c.push(match v {
                        Some(Value::Bool(x)) => *x,
                        Some(Value::String(s)) => s.eq_ignore_ascii_case("true"),
                        _ => false,
                    }),
                }
            }
            data.push(&serde_json::to_string(&e).expect("entry serialises"));
            codes.insert(code.into_boxed_str(), i as u32);
        }
        data.shrink();
        for c in &mut columns {
            if let Column::Text(t) = c {
                t.values.shrink();
            }
        }
        Ok(Catalog {
            def,
            data,
            columns,
            codes,
        })
    }

    /// All entries, sorted by code.
    pub fn entries(&self) -> impl Iterator<Item = Value> + '_ {
        (0..self.len()).map(|i| self.entry(i))
    }
}

/// Compares two strings numerically when both parse as numbers, else as strings.
pub(crate) fn compare_values(a: &str, b: &str) -> Ordering {
    match (parse_number(a), parse_number(b)) {
        (Some(x), Some(y)) => x
            .partial_cmp(&y)
            .unwrap_or(Ordering::Equal)
            .then_with(|| a.cmp(b)),
        _ => a.cmp(b),
    }
}

pub(crate) fn parse_number(s: &str) -> Option<f64> {
    let s = s.trim();
    if s.is_empty()
        || !s
            .bytes()
            .all(|c| c.is_ascii_digit() || matches!(c, b'.' | b'-' | b'+'))
    {
        return None;
    }
    s.parse::<f64>().ok().filter(|x| x.is_finite())
}

/// All loaded catalogs. Cheap to share (`Send + Sync`); rebuild to change.
#[derive(Debug, Default)]
pub struct Catalogs {
    map: BTreeMap<&'static str, Catalog>,
    ignored: Vec<String>,
}

impl Catalogs {
    /// Catalogs from named entry lists (e.g. [`crate::default_set`] or an import). Lists for the
    /// same catalog are merged by code (later ones win); names may be aliases; lists for
    /// catalogs not in the registry are ignored and listed in [`Catalogs::ignored`].
    pub fn from_sets(
        sets: impl IntoIterator<Item = (String, Vec<Entry>)>,
    ) -> Result<Catalogs, CatalogError> {
        let mut grouped: BTreeMap<&'static str, Vec<Entry>> = BTreeMap::new();
        let mut ignored = Vec::new();
        for (name, entries) in sets {
            match registry::find(&name) {
                Some(def) => grouped.entry(def.name).or_default().extend(entries),
                None => {
                    if !ignored.contains(&name) {
                        ignored.push(name)
                    }
                }
            }
        }
        if let Some(mut cn) = grouped.remove("cn-code") {
            crate::cn::describe_lines(
                &mut cn,
                grouped.get("commodity-code").map_or(&[], Vec::as_slice),
            );
            grouped.insert("cn-code", cn);
        }
        let mut map = BTreeMap::new();
        for (name, entries) in grouped {
            let def = registry::find(name).expect("grouped by registry name");
            map.insert(name, Catalog::build(def, entries)?);
        }
        Ok(Catalogs { map, ignored })
    }

    /// Catalogs from the store's rows `(catalog, code, data)`, where `data` is the entry as a
    /// JSON object text (its `code`, when present, must match the row's code; when absent the
    /// row's code is used).
    pub fn from_rows(
        rows: impl IntoIterator<Item = (String, String, String)>,
    ) -> Result<Catalogs, CatalogError> {
        let mut sets: BTreeMap<String, Vec<Entry>> = BTreeMap::new();
        for (catalog, code, data) in rows {
            let bad = |reason: String| CatalogError::InvalidRow {
                catalog: catalog.clone(),
                code: code.clone(),
                reason,
            };
            let mut e: Entry = match serde_json::from_str::<Value>(&data) {
                Ok(Value::Object(m)) => m,
                Ok(_) => return Err(bad("data is not a JSON object".into())),
                Err(err) => return Err(bad(format!("data is not JSON: {err}"))),
            };
            match e.get("code") {
                None => {
                    e.insert("code".into(), Value::String(code.clone()));
                }
                Some(Value::String(c)) if *c == code => {}
                Some(other) => {
                    return Err(bad(format!("data has code {other}, the row says '{code}'")))
                }
            }
            sets.entry(catalog).or_default().push(e);
        }
        Catalogs::from_sets(sets)
    }

    /// Every entry as a row `(catalog, code, data-JSON-text)`, catalogs in name order, entries
    /// sorted by code.
    pub fn to_rows(&self) -> Vec<(String, String, String)> {
        let mut rows = Vec::new();
        for (name, c) in &self.map {
            for i in 0..c.len() {
                rows.push((
                    name.to_string(),
                    c.code(i).to_string(),
                    c.data.get(i).to_string(),
                ));
            }
        }
        rows
    }

    /// The catalog (by name or alias) when it is known to the registry. A registered catalog
    /// with no entries loaded is answered as an empty catalog by [`Catalogs::search`].
    pub fn get(&self, name: &str) -> Option<&Catalog> {
        registry::find(name).and_then(|d| self.map.get(d.name))
    }

    /// The names of all registry catalogs (loaded or not), in registry order.
    pub fn names(&self) -> Vec<&'static str> {
        registry::names()
    }

    /// Loaded catalogs with their entry counts.
    pub fn counts(&self) -> Vec<(&'static str, usize)> {
        self.map.iter().map(|(n, c)| (*n, c.len())).collect()
    }

    /// Catalog names in the input that the registry does not know (they were not loaded).
    pub fn ignored(&self) -> &[String] {
        &self.ignored
    }

    /// The entry `code` of `catalog` (name or alias), or `None` when either is unknown. O(1).
    pub fn check_code(&self, catalog: &str, code: &str) -> Option<Value> {
        self.get(catalog).and_then(|c| c.get(code))
    }

    pub(crate) fn resolve(
        &self,
        catalog: &str,
    ) -> Result<(&'static CatalogDef, Option<&Catalog>), CatalogError> {
        let def = registry::find(catalog).ok_or_else(|| CatalogError::UnknownCatalog {
            catalog: catalog.to_string(),
            known: registry::names().into_iter().map(String::from).collect(),
        })?;
        Ok((def, self.map.get(def.name)))
    }
}

/// Turns named entry lists (e.g. an import) into store rows without building indexes.
pub fn sets_to_rows(sets: &[(String, Vec<Entry>)]) -> Vec<(String, String, String)> {
    let mut rows = Vec::new();
    for (catalog, entries) in sets {
        let catalog = registry::find(catalog)
            .map(|d| d.name.to_string())
            .unwrap_or_else(|| catalog.clone());
        for e in entries {
            let code = match e.get("code") {
                Some(Value::String(s)) => s.clone(),
                Some(v) => v.to_string(),
                None => continue,
            };
            rows.push((
                catalog.clone(),
                code,
                serde_json::to_string(e).expect("entry serialises"),
            ));
        }
    }
    rows
}

#[cfg(test)]
mod tests {
    #[test]
    fn catalogs_can_be_shared_between_threads() {
        fn assert_send_sync<T: Send + Sync>() {}
        assert_send_sync::<super::Catalogs>();
    }
}
