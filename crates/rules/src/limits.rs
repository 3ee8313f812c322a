//! Field limits as data (authorisations.md sections 5 and 9; transit-declaration.md and
//! guarantee.md section 9): each shared block declares the
//! limits of its fields once, as [`Limits`] entries keyed by a JSON Pointer pattern (`*` for
//! any row of a list: `/locations/*/city`). Three consumers read the same entries: the
//! validator ([`Limits::check_typed`], run for every kind by [`crate::Kind::violations`]), the
//! UI (the engine answers them to a form that asks, so no form writes a
//! `maxLength` of its own) and the OpenAPI schemas (the server writes them into the document's
//! schema).
//!
//! Why a table and not attributes on the model's types (utoipa's `max_length`, garde's
//! `length(max)`): each library reads its own attributes, so the limit would be written once
//! per consumer, and neither hands it to a browser form. A pattern table is read by all three.

use std::collections::BTreeMap;

use serde::Serialize;

use crate::text::Text;

/// What a value must respect; unset parts do not apply.
#[derive(Debug, Clone, Copy, Default, PartialEq, Eq, Serialize)]
#[serde(rename_all = "camelCase")]
pub struct Limit {
    #[serde(skip_serializing_if = "Option::is_none")]
    pub max_length: Option<usize>,
    #[serde(skip_serializing_if = "Option::is_none")]
    pub min_length: Option<usize>,
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
    /// A format of an identifier, beyond its length and characters.
    #[serde(skip_serializing_if = "Option::is_none")]
    pub format: Option<Format>,
    /// A code of this catalog (reference data, by the name the catalog service knows it:
    /// `procedure-code`, `unit`). The rule crate holds no catalog: the server checks that the
    /// code is one of the catalog's (`documents::catalog_check`), and a form's picker reads
    /// the same name.
    #[serde(skip_serializing_if = "Option::is_none")]
    pub catalog: Option<&'static str>,
}

/// A format one of the value types ([`crate::values`]) checks, named so that the validator,
/// the forms and the OpenAPI schemas (as a pattern) read it from the same entry.
#[derive(Debug, Clone, Copy, PartialEq, Eq, Serialize)]
#[serde(rename_all = "camelCase")]
pub enum Format {
    /// An EORI number: two letters (the country), then up to 15 letters and digits
    /// (transit-declaration.md 9 "EORI-style ids: 17"; ncts/NOTES.md 4.5).
    Eori,
}

impl Format {
    /// The rule it breaks, also the key of its text.
    pub const fn rule(self) -> &'static str {
        match self {
            Format::Eori => "eori-format",
        }
    }

    pub fn accepts(self, text: &str) -> bool {
        match self {
            Format::Eori => crate::values::Eori::is_valid(text),
        }
    }

    /// The format as a regular expression (the OpenAPI schema's `pattern`).
    pub const fn pattern(self) -> &'static str {
        match self {
            Format::Eori => "^[A-Z]{2}[A-Za-z0-9]{1,15}$",
        }
    }
}

/// Spec 9: descriptions 512, notes 256, references 35 (40 for ACR), EORI 17.
pub const TEXT: usize = 512;
pub const NOTE: usize = 256;
pub const REFERENCE: usize = 35;

impl Limit {
    pub const fn text(max: usize) -> Limit {
        Limit {
            max_length: Some(max),
            min_length: None,
            alphanumeric: false,
            digits: false,
            minimum: None,
            maximum: None,
            format: None,
            catalog: None,
        }
    }

    /// A code of `catalog`, which the server looks up (the code's length is the catalog's).
    pub const fn in_catalog(catalog: &'static str) -> Limit {
        Limit {
            max_length: None,
            catalog: Some(catalog),
            ..Limit::text(0)
        }
    }

    /// Letters and digits, at most `max`.
    pub const fn code(max: usize) -> Limit {
        Limit {
            alphanumeric: true,
            ..Limit::text(max)
        }
    }

    /// Text of `min` to `max` characters.
    pub const fn text_of(min: usize, max: usize) -> Limit {
        Limit {
            min_length: Some(min),
            ..Limit::text(max)
        }
    }

    /// Letters and digits, `min` to `max` of them.
    pub const fn code_of(min: usize, max: usize) -> Limit {
        Limit {
            min_length: Some(min),
            ..Limit::code(max)
        }
    }

    /// Digits, between `min` and `max` characters.
    pub const fn digits(min: usize, max: usize) -> Limit {
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
            format: None,
            catalog: None,
        }
    }

    /// A whole number of at least `min`.
    pub const fn at_least(min: i64) -> Limit {
        Limit {
            maximum: None,
            ..Limit::range(min, 0)
        }
    }

    /// The limit with `format` besides.
    pub const fn with_format(self, format: Format) -> Limit {
        Limit {
            format: Some(format),
            ..self
        }
    }

    /// Why `text` breaks the limit, if it does.
    pub(crate) fn broken_text(&self, text: &str) -> Option<(&'static str, Text)> {
        // Characters, not bytes (names may be Romanian); bytes first: a short text is never
        // counted.
        let len = || text.chars().count();
        // A format names the whole of it (an EORI's text says "max 17" too): one message.
        if let Some(format) = self.format.filter(|f| !f.accepts(text)) {
            return Some((format.rule(), Text::new(format.rule())));
        }
        if let Some(max) = self
            .max_length
            .filter(|max| text.len() > *max && len() > *max)
        {
            return Some(("max-length", Text::new("max-length").with("max", max)));
        }
        if let Some(min) = self.min_length.filter(|min| len() < *min) {
            return Some(("min-length", Text::new("min-length").with("min", min)));
        }
        if self.digits && !text.bytes().all(|c| c.is_ascii_digit()) {
            return Some(("digits", Text::new("digits")));
        }
        if self.alphanumeric && !text.bytes().all(|c| c.is_ascii_alphanumeric()) {
            return Some(("alphanumeric", Text::new("alphanumeric")));
        }
        None
    }

    pub(crate) fn broken_number(&self, n: i64) -> Option<(&'static str, Text)> {
        if let Some(min) = self.minimum.filter(|min| n < *min) {
            return Some(("minimum", Text::new("minimum").with("min", min)));
        }
        if let Some(max) = self.maximum.filter(|max| n > *max) {
            return Some(("maximum", Text::new("maximum").with("max", max)));
        }
        None
    }
}

/// The limits of a document: pattern → limit (sorted by pattern).
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

    /// Declares the `{code, name}` reference at `reference` a code of `catalog`.
    pub fn catalog(&mut self, reference: impl Into<String>, catalog: &'static str) -> &mut Limits {
        self.set(
            format!("{}/code", reference.into()),
            Limit::in_catalog(catalog),
        )
    }

    pub fn is_empty(&self) -> bool {
        self.0.is_empty()
    }

    pub fn get(&self, pattern: &str) -> Option<&Limit> {
        self.0.get(pattern)
    }

    pub fn iter(&self) -> impl Iterator<Item = (&str, &Limit)> {
        self.0.iter().map(|(p, l)| (p.as_str(), l))
    }
}

#[cfg(test)]
mod tests {
    use serde_json::json;

    use super::*;
    use crate::Violation;
    use serde_json::Value;

    /// The walk of a JSON value (objects as maps, lists as rows).
    fn check(limits: &Limits, doc: Value) -> Vec<(String, String)> {
        let mut out = Vec::new();
        limits.check_typed(&doc, &mut out);
        out.into_iter().map(|v| (v.path, v.rule)).collect()
    }

    #[derive(Serialize)]
    #[serde(rename_all = "camelCase")]
    struct Row {
        city: Option<String>,
        note: String,
    }

    #[derive(Serialize)]
    #[serde(rename_all = "camelCase")]
    struct Kind {
        house_number: u32,
        rows: Vec<Row>,
    }

    #[derive(Serialize)]
    struct Doc {
        name: String,
        #[serde(flatten)]
        kind: Kind,
    }

    #[test]
    fn a_typed_document_is_walked_through_its_flattened_blocks_and_rows() {
        let mut limits = Limits::new();
        limits
            .set("/name", Limit::text(3))
            .set("/houseNumber", Limit::range(1, 99))
            .set("/rows/*/city", Limit::text(2));
        let doc = Doc {
            name: "Ana".into(),
            kind: Kind {
                house_number: 100,
                rows: vec![
                    Row {
                        city: None,
                        note: "x".repeat(9),
                    },
                    Row {
                        city: Some("Bălți".into()),
                        note: String::new(),
                    },
                ],
            },
        };
        let mut out = Vec::new();
        limits.check_typed(&doc, &mut out);
        let found: Vec<_> = out
            .iter()
            .map(|v| (v.path.as_str(), v.rule.as_str()))
            .collect();
        assert_eq!(
            found,
            [("/houseNumber", "maximum"), ("/rows/1/city", "max-length")]
        );
    }

    #[test]
    fn a_field_the_kinds_rules_already_reported_gets_no_second_message() {
        let mut limits = Limits::new();
        limits.set("/a", Limit::text(1)).set("/b", Limit::text(1));
        let mut out = vec![Violation::new("/a", "a-format", "A must be one letter")];
        limits.check_typed(&serde_json::json!({"a": "xx", "b": "yy"}), &mut out);
        let found: Vec<_> = out
            .iter()
            .map(|v| (v.path.as_str(), v.rule.as_str()))
            .collect();
        assert_eq!(found, [("/a", "a-format"), ("/b", "max-length")]);
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
