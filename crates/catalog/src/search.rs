//! Searching a catalog: criteria (ANDed), sort, paging.
//!
//! Request (JSON, camelCase):
//! ```json
//! {"criteria": [{"fieldName": "name", "operation": "CONTAINS", "dataType": "TEXT", "values": ["chis"]}],
//!  "sort": {"field": "name", "direction": "asc"}, "page": 0, "size": 50}
//! ```
//! * `operation`: EQ (1 value), NEQ (1), IN (≥1), NIN (≥1), CONTAINS (≥1; case-insensitive
//!   substring; any value matches), BETWEEN (2; inclusive; numeric when the bounds and the value
//!   parse as numbers, else string order). Case-insensitive names; EQ/NEQ/IN/NIN compare exactly.
//! * `dataType`: TEXT or BOOLEAN, optional; when given it must match the field's type. BOOLEAN
//!   values are `"true"`/`"false"` (or JSON booleans); a missing flag counts as false. A missing
//!   TEXT value matches only NEQ and NIN.
//! * `values`: strings (numbers and booleans are accepted and compared as their text).
//!   `fieldName` may also be spelt `field`.
//! * `sort` (lenient): `"name"`, `"-name"`, `"name,desc"`, `"name desc"`,
//!   `{"field"|"fieldName"|"property": "name", "direction"|"order": "asc"|"desc"}`, or an array
//!   of those (first key first). Default: by code ascending (numeric-aware).
//! * `page`: 0-based (default 0); `size`: default 50, at most 500 (larger is capped); numbers or
//!   numeric strings.
//!
//! Answer: `{"items": [...entries...], "total": <number of matches>}`.

use std::cmp::Ordering;

use serde::{Deserialize, Deserializer, Serialize};
use serde_json::Value;

use crate::catalogs::{compare_values, parse_number, Catalog, Catalogs, Column};
use crate::error::CatalogError;
use crate::registry::{CatalogDef, DataType};

pub const DEFAULT_PAGE_SIZE: u64 = 50;
pub const MAX_PAGE_SIZE: u64 = 500;

/// One search criterion. `operation` and `dataType` stay strings here so that a wrong one is
/// reported as a [`CatalogError`] naming the field, not as a JSON error.
#[derive(Debug, Clone, Default, PartialEq, Serialize, Deserialize)]
#[serde(rename_all = "camelCase")]
pub struct Criterion {
    #[serde(alias = "field")]
    pub field_name: String,
    pub operation: String,
    #[serde(default, skip_serializing_if = "Option::is_none")]
    pub data_type: Option<String>,
    #[serde(default, deserialize_with = "null_as_empty")]
    pub values: Vec<Value>,
}

impl Criterion {
    pub fn new(field: &str, operation: &str, values: &[&str]) -> Criterion {
        Criterion {
            field_name: field.into(),
            operation: operation.into(),
            data_type: None,
            values: values
                .iter()
                .map(|v| Value::String(v.to_string()))
                .collect(),
        }
    }

    pub fn with_data_type(mut self, data_type: &str) -> Criterion {
        self.data_type = Some(data_type.into());
        self
    }
}

/// Sort direction.
#[derive(Debug, Clone, Copy, PartialEq, Eq, Default, Serialize)]
#[serde(rename_all = "lowercase")]
pub enum Direction {
    #[default]
    Asc,
    Desc,
}

/// One sort key.
#[derive(Debug, Clone, PartialEq, Eq, Serialize)]
pub struct SortKey {
    pub field: String,
    pub direction: Direction,
}

/// A search request; see the module documentation for the accepted shapes.
#[derive(Debug, Clone, Default, PartialEq, Serialize, Deserialize)]
#[serde(rename_all = "camelCase")]
pub struct SearchRequest {
    #[serde(default, deserialize_with = "null_as_empty")]
    pub criteria: Vec<Criterion>,
    #[serde(
        default,
        deserialize_with = "lenient_sort",
        skip_serializing_if = "Vec::is_empty"
    )]
    pub sort: Vec<SortKey>,
    #[serde(
        default,
        deserialize_with = "lenient_number",
        skip_serializing_if = "Option::is_none"
    )]
    pub page: Option<u64>,
    #[serde(
        default,
        deserialize_with = "lenient_number",
        skip_serializing_if = "Option::is_none"
    )]
    pub size: Option<u64>,
}

impl SearchRequest {
    pub fn new() -> SearchRequest {
        SearchRequest::default()
    }

    pub fn criterion(mut self, c: Criterion) -> SearchRequest {
        self.criteria.push(c);
        self
    }

    pub fn sort_by(mut self, field: &str, direction: Direction) -> SearchRequest {
        self.sort.push(SortKey {
            field: field.into(),
            direction,
        });
        self
    }

    pub fn page(mut self, page: u64, size: u64) -> SearchRequest {
        self.page = Some(page);
        self.size = Some(size);
        self
    }
}

/// A page of matching entries and the number of all matches.
#[derive(Debug, Clone, PartialEq, Serialize, Deserialize)]
pub struct SearchResult {
    pub items: Vec<Value>,
    pub total: u64,
}

fn null_as_empty<'de, D: Deserializer<'de>, T: Deserialize<'de>>(d: D) -> Result<Vec<T>, D::Error> {
    Ok(Option::<Vec<T>>::deserialize(d)?.unwrap_or_default())
}

fn lenient_number<'de, D: Deserializer<'de>>(d: D) -> Result<Option<u64>, D::Error> {
    use serde::de::Error;
    match Value::deserialize(d)? {
        Value::Null => Ok(None),
        Value::Number(n) => n
            .as_u64()
            .or_else(|| {
                n.as_f64()
                    .filter(|x| *x >= 0.0 && x.fract() == 0.0)
                    .map(|x| x as u64)
            })
            .map(Some)
            .ok_or_else(|| D::Error::custom(format!("expected a non-negative integer, got {n}"))),
        Value::String(s) if s.trim().is_empty() => Ok(None),
        Value::String(s) => {
            s.trim().parse().map(Some).map_err(|_| {
                D::Error::custom(format!("expected a non-negative integer, got '{s}'"))
            })
        }
        other => Err(D::Error::custom(format!(
            "expected a non-negative integer, got {other}"
        ))),
    }
}

fn parse_direction(s: &str) -> Result<Direction, String> {
    match s.trim().to_ascii_lowercase().as_str() {
        "" | "asc" | "ascending" => Ok(Direction::Asc),
        "desc" | "descending" => Ok(Direction::Desc),
        other => Err(format!(
            "unknown sort direction '{other}' (use asc or desc)"
        )),
    }
}

fn sort_key_from(v: &Value) -> Result<Option<SortKey>, String> {
    match v {
        Value::Null => Ok(None),
        Value::String(s) => {
            let s = s.trim();
            if s.is_empty() {
                return Ok(None);
            }
            if let Some(f) = s.strip_prefix('-') {
                return Ok(Some(SortKey {
                    field: f.trim().into(),
                    direction: Direction::Desc,
                }));
            }
            let (field, dir) = match s.split_once([',', ' ', ':']) {
                Some((f, d)) => (f.trim(), parse_direction(d)?),
                None => (s.strip_prefix('+').unwrap_or(s), Direction::Asc),
            };
            Ok(Some(SortKey {
                field: field.into(),
                direction: dir,
            }))
        }
        Value::Object(m) => {
            let field = ["field", "fieldName", "property", "name"]
                .iter()
                .find_map(|k| m.get(*k).and_then(Value::as_str))
                .ok_or("a sort object needs 'field'")?;
            let direction = match ["direction", "order", "dir"].iter().find_map(|k| m.get(*k)) {
                None | Some(Value::Null) => Direction::Asc,
                Some(Value::String(d)) => parse_direction(d)?,
                Some(other) => return Err(format!("sort direction must be a string, got {other}")),
            };
            Ok(Some(SortKey {
                field: field.into(),
                direction,
            }))
        }
        other => Err(format!("unsupported sort {other}")),
    }
}

fn lenient_sort<'de, D: Deserializer<'de>>(d: D) -> Result<Vec<SortKey>, D::Error> {
    use serde::de::Error;
    let v = Value::deserialize(d)?;
    let items = match v {
        Value::Array(a) => a,
        other => vec![other],
    };
    let mut keys = Vec::new();
    for i in &items {
        if let Some(k) = sort_key_from(i).map_err(D::Error::custom)? {
            keys.push(k);
        }
    }
    Ok(keys)
}

#[derive(Debug, Clone, Copy, PartialEq, Eq)]
enum Op {
    Eq,
    Neq,
    In,
    Nin,
    Contains,
    Between,
}

impl Op {
    fn parse(s: &str) -> Option<Op> {
        Some(match s.trim().to_ascii_uppercase().as_str() {
            "EQ" => Op::Eq,
            "NEQ" | "NE" => Op::Neq,
            "IN" => Op::In,
            "NIN" => Op::Nin,
            "CONTAINS" => Op::Contains,
            "BETWEEN" => Op::Between,
            _ => return None,
        })
    }

    fn name(self) -> &'static str {
        match self {
            Op::Eq => "EQ",
            Op::Neq => "NEQ",
            Op::In => "IN",
            Op::Nin => "NIN",
            Op::Contains => "CONTAINS",
            Op::Between => "BETWEEN",
        }
    }

    fn arity(self) -> (usize, Option<usize>, &'static str) {
        match self {
            Op::Eq | Op::Neq => (1, Some(1), "exactly 1 value"),
            Op::In | Op::Nin | Op::Contains => (1, None, "at least 1 value"),
            Op::Between => (2, Some(2), "exactly 2 values (from, to)"),
        }
    }
}

enum Matcher<'a> {
    Text {
        col: usize,
        op: Op,
        values: Vec<String>,
        lower: Option<&'a crate::catalogs::Strings>,
        num: Option<(f64, f64)>,
    },
    Bool {
        col: usize,
        op: Op,
        values: Vec<bool>,
    },
}

fn value_text(field: &str, v: &Value) -> Result<String, CatalogError> {
    match v {
        Value::String(s) => Ok(s.clone()),
        Value::Number(n) => Ok(n.to_string()),
        Value::Bool(b) => Ok(b.to_string()),
        other => Err(CatalogError::InvalidValue {
            field: field.into(),
            value: other.to_string(),
            reason: "values must be strings, numbers or booleans".into(),
        }),
    }
}

fn compile<'a>(
    def: &'static CatalogDef,
    cat: Option<&'a Catalog>,
    c: &Criterion,
) -> Result<Matcher<'a>, CatalogError> {
    let (col, field) = def
        .fields()
        .enumerate()
        .find(|(_, f)| f.name == c.field_name)
        .ok_or_else(|| CatalogError::UnknownField {
            catalog: def.name.into(),
            field: c.field_name.clone(),
            known: def.field_names(),
        })?;
    let op = Op::parse(&c.operation).ok_or_else(|| CatalogError::UnknownOperation {
        field: c.field_name.clone(),
        operation: c.operation.clone(),
    })?;
    if let Some(dt) = c.data_type.as_deref().filter(|s| !s.trim().is_empty()) {
        let given = DataType::parse(dt.trim()).ok_or_else(|| CatalogError::UnknownDataType {
            field: c.field_name.clone(),
            data_type: dt.into(),
        })?;
        if given != field.data_type {
            return Err(CatalogError::DataTypeMismatch {
                catalog: def.name.into(),
                field: field.name.into(),
                expected: field.data_type.as_str().into(),
                given: given.as_str().into(),
            });
        }
    }
    let (min, max, expected) = op.arity();
    let n = c.values.len();
    if n < min || max.is_some_and(|m| n > m) {
        return Err(CatalogError::WrongValueCount {
            field: c.field_name.clone(),
            operation: op.name().into(),
            expected,
            got: n,
        });
    }
    let texts = c
        .values
        .iter()
        .map(|v| value_text(&c.field_name, v))
        .collect::<Result<Vec<_>, _>>()?;
    match field.data_type {
        DataType::Text => {
            let (values, lower) = if op == Op::Contains {
                let lower = cat.map(|cat| match &cat.columns[col] {
                    Column::Text(t) => t.lower(),
                    Column::Bool(_) => unreachable!(),
                });
                (texts.iter().map(|s| s.to_lowercase()).collect(), lower)
            } else {
                (texts, None)
            };
            let num = if op == Op::Between {
                parse_number(&values[0]).zip(parse_number(&values[1]))
            } else {
                None
            };
            Ok(Matcher::Text {
                col,
                op,
                values,
                lower,
                num,
            })
        }
        DataType::Boolean => {
            let values = texts
                .iter()
                .map(|s| match s.trim().to_ascii_lowercase().as_str() {
                    "true" => Ok(true),
                    "false" => Ok(false),
                    _ => Err(CatalogError::InvalidValue {
                        field: c.field_name.clone(),
                        value: format!("'{s}'"),
                        reason: "a BOOLEAN value must be \"true\" or \"false\"".into(),
                    }),
                })
                .collect::<Result<Vec<_>, _>>()?;
            Ok(Matcher::Bool { col, op, values })
        }
    }
}

fn in_range(v: &str, lo: &str, hi: &str, num: Option<(f64, f64)>) -> bool {
    if let (Some((a, b)), Some(x)) = (num, parse_number(v)) {
        return a <= x && x <= b;
    }
    lo <= v && v <= hi
}

impl Matcher<'_> {
    fn matches(&self, cat: &Catalog, i: usize) -> bool {
        match self {
            Matcher::Text {
                col,
                op,
                values,
                lower,
                num,
            } => {
                let Column::Text(column) = &cat.columns[*col] else {
                    unreachable!()
                };
                let Some(v) = column.value(i) else {
                    return matches!(op, Op::Neq | Op::Nin);
                };
                match op {
                    Op::Eq => v == values[0],
                    Op::Neq => v != values[0],
                    Op::In => values.iter().any(|x| x == v),
                    Op::Nin => !values.iter().any(|x| x == v),
                    Op::Contains => {
                        let l = lower.expect("lowercase column prepared").get(i);
                        values.iter().any(|x| l.contains(x.as_str()))
                    }
                    Op::Between => in_range(v, &values[0], &values[1], *num),
                }
            }
            Matcher::Bool { col, op, values } => {
                let Column::Bool(column) = &cat.columns[*col] else {
                    unreachable!()
                };
                let v = column[i];
                match op {
                    Op::Eq | Op::In => values.contains(&v),
                    Op::Neq | Op::Nin => !values.contains(&v),
                    Op::Contains => values
                        .iter()
                        .any(|x| v.to_string().contains(&x.to_string())),
                    Op::Between => {
                        let (lo, hi) = (values[0], values[1]);
                        lo <= v && v <= hi
                    }
                }
            }
        }
    }
}

fn cell_text(cat: &Catalog, col: usize, i: usize) -> Option<&'static str> {
    // Only used for sorting booleans: map to static strings.
    match &cat.columns[col] {
        Column::Bool(b) => Some(if b[i] { "true" } else { "false" }),
        Column::Text(_) => None,
    }
}

fn compare_by(cat: &Catalog, keys: &[(usize, Direction)], a: usize, b: usize) -> Ordering {
    for &(col, dir) in keys {
        let ord = match &cat.columns[col] {
            Column::Text(t) => match (t.value(a), t.value(b)) {
                (Some(x), Some(y)) => compare_values(x, y),
                (None, Some(_)) => Ordering::Greater,
                (Some(_), None) => Ordering::Less,
                (None, None) => Ordering::Equal,
            },
            Column::Bool(_) => cell_text(cat, col, a).cmp(&cell_text(cat, col, b)),
        };
        let ord = if dir == Direction::Desc {
            ord.reverse()
        } else {
            ord
        };
        if ord != Ordering::Equal {
            return ord;
        }
    }
    a.cmp(&b)
}

impl Catalogs {
    /// Searches a catalog (name or alias). An unknown catalog is
    /// [`CatalogError::UnknownCatalog`] ([`CatalogError::is_not_found`]); a registered catalog
    /// with no entries loaded answers an empty result (the request is still validated).
    pub fn search(&self, catalog: &str, req: &SearchRequest) -> Result<SearchResult, CatalogError> {
        let (def, cat) = self.resolve(catalog)?;
        let matchers = req
            .criteria
            .iter()
            .map(|c| compile(def, cat, c))
            .collect::<Result<Vec<_>, _>>()?;
        let mut keys = Vec::new();
        for k in &req.sort {
            let col = def
                .fields()
                .position(|f| f.name == k.field)
                .ok_or_else(|| CatalogError::UnknownField {
                    catalog: def.name.into(),
                    field: k.field.clone(),
                    known: def.field_names(),
                })?;
            keys.push((col, k.direction));
        }
        let size = req.size.unwrap_or(DEFAULT_PAGE_SIZE).min(MAX_PAGE_SIZE) as usize;
        let page = req.page.unwrap_or(0) as usize;
        let Some(cat) = cat else {
            return Ok(SearchResult {
                items: vec![],
                total: 0,
            });
        };
        let mut hits: Vec<usize> = (0..cat.len())
            .filter(|&i| matchers.iter().all(|m| m.matches(cat, i)))
            .collect();
        let total = hits.len() as u64;
        let start = page.saturating_mul(size).min(hits.len());
        let end = start.saturating_add(size).min(hits.len());
        if !keys.is_empty() && start < end {
            let cmp = |a: &usize, b: &usize| compare_by(cat, &keys, *a, *b);
            if end < hits.len() {
                hits.select_nth_unstable_by(end, cmp);
                hits.truncate(end);
            }
            hits.sort_unstable_by(cmp);
        }
        let items = hits[start..end].iter().map(|&i| cat.entry(i)).collect();
        Ok(SearchResult { items, total })
    }
}
