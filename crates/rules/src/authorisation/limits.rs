//! Field limits as data (authorisations.md sections 5 and 9): each shared block declares the
//! limits of its fields once, as [`Limits`] entries keyed by a JSON Pointer pattern (`*` for
//! any row of a list: `/locations/*/city`). Three consumers read the same entries: the
//! validator ([`Limits::check`]), the UI (the engine's answer carries them, so no form writes a
//! `maxLength` of its own) and the OpenAPI schemas (the server writes them into the document's
//! schema).
//!
//! Why a table and not attributes on the model's types (utoipa's `max_length`, garde's
//! `length(max)`): each library reads its own attributes, so the limit would be written once
//! per consumer, and neither hands it to a browser form. A pattern table is read by all three.

use std::collections::BTreeMap;

use serde::Serialize;
use serde_json::Value;

use crate::Violation;

/// What a value must respect; unset parts do not apply.
#[derive(Debug, Clone, Copy, Default, PartialEq, Eq, Serialize)]
#[serde(rename_all = "camelCase")]
pub struct Limit {
    #[serde(skip_serializing_if = "Option::is_none")]
    pub max_length: Option<u32>,
    #[serde(skip_serializing_if = "Option::is_none")]
    pub min_length: Option<u32>,
    /// Letters and digits only.
    #[serde(skip_serializing_if = "std::ops::Not::not")]
    pub alphanumeric: bool,
    /// Digits only.
    #[serde(skip_serializing_if = "std::ops::Not::not")]
    pub digits: bool,
    #[serde(skip_serializing_if = "Option::is_none")]
    pub minimum: Option<i64>,
    #[serde(skip_serializing_if = "Option::is_none")]
    pub maximum: Option<i64>,
}

/// Spec 9: descriptions 512, notes 256, references 35 (40 for ACR), EORI 17.
pub const TEXT: u32 = 512;
pub const NOTE: u32 = 256;
pub const REFERENCE: u32 = 35;

impl Limit {
    pub const fn text(max: u32) -> Limit {
        Limit {
            max_length: Some(max),
            min_length: None,
            alphanumeric: false,
            digits: false,
            minimum: None,
            maximum: None,
        }
    }

    /// Letters and digits, at most `max`.
    pub const fn code(max: u32) -> Limit {
        Limit {
            alphanumeric: true,
            ..Limit::text(max)
        }
    }

    /// Digits, between `min` and `max` characters.
    pub const fn digits(min: u32, max: u32) -> Limit {
        Limit {
            min_length: Some(min),
            digits: true,
            ..Limit::text(max)
        }
    }

    /// A whole number between `min` and `max`.
    pub const fn range(min: i64, max: i64) -> Limit {
        Limit {
            max_length: None,
            min_length: None,
            alphanumeric: false,
            digits: false,
            minimum: Some(min),
            maximum: Some(max),
        }
    }

    /// A whole number of at least `min`.
    pub const fn at_least(min: i64) -> Limit {
        Limit {
            maximum: None,
            ..Limit::range(min, 0)
        }
    }

    /// Why `value` breaks the limit, if it does (`None` for a value of another type: the model
    /// has already refused those).
    fn broken(&self, value: &Value) -> Option<(&'static str, String)> {
        if let Some(text) = value.as_str() {
            let len = text.chars().count() as u32;
            if let Some(max) = self.max_length.filter(|max| len > *max) {
                return Some(("max-length", format!("Maximum {max} characters")));
            }
            if let Some(min) = self.min_length.filter(|min| len < *min) {
                return Some(("min-length", format!("Minimum {min} characters")));
            }
            if self.digits && !text.chars().all(|c| c.is_ascii_digit()) {
                return Some(("digits", "Only digits are allowed".into()));
            }
            if self.alphanumeric && !text.chars().all(|c| c.is_ascii_alphanumeric()) {
                return Some(("alphanumeric", "Only letters and digits are allowed".into()));
            }
        }
        if let Some(n) = value.as_i64() {
            if let Some(min) = self.minimum.filter(|min| n < *min) {
                return Some(("minimum", format!("The minimum value is {min}")));
            }
            if let Some(max) = self.maximum.filter(|max| n > *max) {
                return Some(("maximum", format!("The maximum value is {max}")));
            }
        }
        None
    }
}

/// The limits of a document: pattern → limit, in the order the blocks declared them.
#[derive(Debug, Clone, Default, PartialEq, Eq, Serialize)]
#[serde(transparent)]
pub struct Limits(BTreeMap<String, Limit>);

impl Limits {
    pub fn new() -> Limits {
        Limits::default()
    }

    /// Declares `limit` for the fields at `pattern`.
    pub fn set(&mut self, pattern: impl Into<String>, limit: Limit) -> &mut Limits {
        self.0.insert(pattern.into(), limit);
        self
    }

    pub fn get(&self, pattern: &str) -> Option<&Limit> {
        self.0.get(pattern)
    }

    pub fn iter(&self) -> impl Iterator<Item = (&str, &Limit)> {
        self.0.iter().map(|(p, l)| (p.as_str(), l))
    }

    /// Every value of `doc` that breaks its limit, as a violation at its pointer.
    pub fn check(&self, doc: &Value, out: &mut Vec<Violation>) {
        for (pattern, limit) in &self.0 {
            each_at(doc, pattern, String::new(), &mut |pointer, value| {
                if let Some((rule, message)) = limit.broken(value) {
                    out.push(Violation::new(pointer, rule, message));
                }
            });
        }
    }
}

/// Calls `f` with the pointer and value of every node `pattern` names in `node` (`*` is any
/// row of a list; a missing node is skipped).
fn each_at(node: &Value, pattern: &str, at: String, f: &mut impl FnMut(String, &Value)) {
    let Some(rest) = pattern.strip_prefix('/') else {
        if !node.is_null() {
            f(at, node);
        }
        return;
    };
    let (key, tail) = rest.split_once('/').map_or((rest, ""), |(k, t)| (k, t));
    let tail = if tail.is_empty() {
        String::new()
    } else {
        format!("/{tail}")
    };
    match (key, node) {
        ("*", Value::Array(rows)) => {
            for (i, row) in rows.iter().enumerate() {
                each_at(row, &tail, format!("{at}/{i}"), f);
            }
        }
        (key, Value::Object(map)) => {
            if let Some(child) = map.get(key) {
                each_at(child, &tail, format!("{at}/{key}"), f);
            }
        }
        _ => {}
    }
}

#[cfg(test)]
mod tests {
    use serde_json::json;

    use super::*;

    fn check(limits: &Limits, doc: Value) -> Vec<(String, String)> {
        let mut out = Vec::new();
        limits.check(&doc, &mut out);
        out.into_iter().map(|v| (v.path, v.rule)).collect()
    }

    #[test]
    fn a_text_longer_than_its_maximum_is_refused_at_its_pointer() {
        let mut limits = Limits::new();
        limits.set("/locations/*/city", Limit::text(35));
        let doc = json!({"locations": [{"city": "a".repeat(35)}, {"city": "ș".repeat(36)}]});
        assert_eq!(
            check(&limits, doc),
            [("/locations/1/city".into(), "max-length".into())]
        );
    }

    #[test]
    fn letters_and_digits_only_refuses_anything_else() {
        let mut limits = Limits::new();
        limits.set("/ref", Limit::code(24));
        assert!(check(&limits, json!({"ref": "AB12"})).is_empty());
        assert_eq!(check(&limits, json!({"ref": "AB-12"}))[0].1, "alphanumeric");
    }

    #[test]
    fn a_number_below_its_minimum_or_above_its_maximum_is_refused() {
        let mut limits = Limits::new();
        limits.set("/n", Limit::range(0, 9_999_999));
        assert!(check(&limits, json!({"n": 0})).is_empty());
        assert!(check(&limits, json!({"n": 9_999_999})).is_empty());
        assert_eq!(check(&limits, json!({"n": -1}))[0].1, "minimum");
        assert_eq!(check(&limits, json!({"n": 10_000_000}))[0].1, "maximum");
    }

    #[test]
    fn digits_between_lengths() {
        let mut limits = Limits::new();
        limits.set("/code", Limit::digits(4, 8));
        assert!(check(&limits, json!({"code": "8471"})).is_empty());
        assert_eq!(check(&limits, json!({"code": "847"}))[0].1, "min-length");
        assert_eq!(check(&limits, json!({"code": "84a1"}))[0].1, "digits");
    }

    #[test]
    fn missing_values_and_lists_are_not_checked() {
        let mut limits = Limits::new();
        limits.set("/a/*/b", Limit::text(1));
        assert!(check(&limits, json!({})).is_empty());
        assert!(check(&limits, json!({"a": []})).is_empty());
        assert!(check(&limits, json!({"a": [{"b": null}]})).is_empty());
    }

    #[test]
    fn limits_travel_as_json_for_the_ui() {
        let mut limits = Limits::new();
        limits.set("/x", Limit::text(TEXT));
        limits.set("/n", Limit::at_least(0));
        assert_eq!(
            serde_json::to_value(&limits).unwrap(),
            json!({"/n": {"minimum": 0}, "/x": {"maxLength": 512}})
        );
    }
}
