//! What a user reads, as a key and its parameters (issue 18, "every word in the user's
//! language"): a violation (and the server's answers, which use the same type) carries its
//! [`Text`] besides the English message, so that the browser shows it in the user's language.
//!
//! [`ENGLISH`] is the catalogue: every key with its English, the spec's words, `{{name}}` where
//! a parameter goes (i18next's placeholders). It is the English translation: the server's
//! OpenAPI document hands it to the web app (`x-vama-texts`, generated into
//! `web/src/generated/texts.gen.ts`), whose English locale uses it as it is and whose other
//! locales are checked to translate every key with the same parameters.
//!
//! Parameters with a meaning of their own, the same in every language (web/src/i18n/texts.ts):
//! - `label` is filled by the browser with the label of the field the text is about (the
//!   violation's path), in the user's language; the server's English names it by its JSON name;
//! - `context` picks the key's variant for a kind of document (`stored_declaration`,
//!   `stored_guarantee`: the noun and its grammar differ), as i18next's context does;
//! - `count` picks the plural form (`_one`, `_other` in English; each language has its own);
//! - `status` and `action` are a movement's status or action, shown by their names;
//! - `messages` (the NCTS messages a step sent, e.g. `IE015, IE028`) is written after the
//!   text, in parentheses.

use std::collections::BTreeMap;

use serde::{Deserialize, Serialize};

/// A text of the catalogue with its parameters.
#[derive(Debug, Clone, PartialEq, Eq, Serialize, Deserialize)]
#[cfg_attr(feature = "openapi", derive(utoipa::ToSchema))]
pub struct Text {
    /// A key of the catalogue ([`ENGLISH`]).
    pub key: String,
    /// The values of the key's `{{name}}` placeholders.
    #[serde(default, skip_serializing_if = "BTreeMap::is_empty")]
    pub params: BTreeMap<String, String>,
}

/// Every key with its English text (the spec's words).
pub const ENGLISH: &[(&str, &str)] = &[
    // presence (conditional.rs) and the spec 5.1 message for an empty required list
    ("required", "This field is required"),
    ("not-allowed", "This field is not allowed here"),
    (
        "at-least-one-member",
        "The {{label}} should have at least one member",
    ),
    // field limits (limits.rs)
    ("max-length", "Must be at most {{max}} characters"),
    ("min-length", "Must be at least {{min}} characters"),
    ("digits", "Only digits are allowed"),
    ("alphanumeric", "Only letters and digits are allowed"),
    ("minimum", "The minimum value is {{min}}"),
    ("maximum", "The maximum value is {{max}}"),
    ("not-negative", "Must be 0 or more"),
    // spec 9, a list beyond its size
    (
        "max-members",
        "The {{label}} can have at most {{max}} members",
    ),
    // the engine's cap on the findings of one rule (t01/rules/validate/report.rs)
    (
        "more-not-listed_one",
        "{{count}} more violation of this rule is not listed",
    ),
    (
        "more-not-listed_other",
        "{{count}} more violations of this rule are not listed",
    ),
    // the declaration's formats and offices (t01/rules/validate)
    (
        "lrn-format",
        "LRN must be 1 to 22 characters without leading or trailing spaces",
    ),
    (
        "eori-format",
        "EORI number must be two letters followed by up to 15 letters and digits (max 17)",
    ),
    (
        "destination-office-differs-from-departure",
        "Destination Office must be different from Departure Office",
    ),
    // the answers to the generic actions (documents/handlers.rs), per kind of document
    ("valid_declaration", "The declaration is valid"),
    ("valid_guarantee", "The guarantee is valid"),
    ("valid_application", "The application is valid"),
    (
        "invalid_declaration_one",
        "The declaration has {{count}} error",
    ),
    (
        "invalid_declaration_other",
        "The declaration has {{count}} errors",
    ),
    ("invalid_guarantee_one", "The guarantee has {{count}} error"),
    (
        "invalid_guarantee_other",
        "The guarantee has {{count}} errors",
    ),
    (
        "invalid_application_one",
        "The application has {{count}} error",
    ),
    (
        "invalid_application_other",
        "The application has {{count}} errors",
    ),
    (
        "stored_declaration",
        "Declaration stored as version {{version}}.",
    ),
    (
        "stored_guarantee",
        "Guarantee stored as version {{version}}.",
    ),
    (
        "stored_application",
        "Application stored as version {{version}}.",
    ),
    (
        "unchanged_declaration",
        "Nothing changed: the declaration stays at version {{version}}.",
    ),
    (
        "unchanged_guarantee",
        "Nothing changed: the guarantee stays at version {{version}}.",
    ),
    (
        "unchanged_application",
        "Nothing changed: the application stays at version {{version}}.",
    ),
    ("deleted_declaration", "Declaration deleted"),
    ("deleted_guarantee", "Guarantee deleted"),
    ("deleted_application", "Application deleted"),
    // a transit movement's step (t01/movement/step.rs), named by the MRN or else the LRN
    ("movement-submitted", "{{reference}}: submitted"),
    ("movement-verified", "{{reference}}: verified"),
    (
        "movement-mrn-allocated",
        "{{reference}}: accepted, MRN allocated",
    ),
    ("movement-done", "{{reference}}: {{action}} done"),
    ("movement-now", "{{reference}}: now {{status}}"),
];

impl Text {
    /// The text of `key` (a key of [`ENGLISH`], or the stem of its variants) without
    /// parameters.
    pub fn new(key: &str) -> Text {
        debug_assert!(
            ENGLISH
                .iter()
                .any(|(k, _)| *k == key || k.starts_with(&format!("{key}_"))),
            "no text '{key}' in the catalogue"
        );
        Text {
            key: key.to_owned(),
            params: BTreeMap::new(),
        }
    }

    /// The same text with `name` set to `value`.
    pub fn with(mut self, name: &str, value: impl ToString) -> Text {
        self.params.insert(name.to_owned(), value.to_string());
        self
    }

    /// The English, its placeholders filled (an unknown key is shown as it is: never empty).
    pub fn english(&self) -> String {
        let Some(template) = self.variants().into_iter().find_map(|key| english_of(&key)) else {
            return self.key.clone();
        };
        let mut out = template.to_owned();
        for (name, value) in &self.params {
            out = out.replace(&format!("{{{{{name}}}}}"), value);
        }
        if let Some(messages) = self.params.get("messages") {
            out = format!("{out} ({messages})");
        }
        out
    }

    /// The keys that may hold this text, the most precise first, as i18next looks them up:
    /// key, context and English plural form; key and context; key and plural form; the key.
    fn variants(&self) -> Vec<String> {
        let key = &self.key;
        let context = self.params.get("context");
        let plural = self
            .params
            .get("count")
            .map(|count| if count == "1" { "one" } else { "other" });
        let mut keys = Vec::with_capacity(4);
        if let (Some(context), Some(plural)) = (context, plural) {
            keys.push(format!("{key}_{context}_{plural}"));
        }
        if let Some(context) = context {
            keys.push(format!("{key}_{context}"));
        }
        if let Some(plural) = plural {
            keys.push(format!("{key}_{plural}"));
        }
        keys.push(key.clone());
        keys
    }
}

fn english_of(key: &str) -> Option<&'static str> {
    ENGLISH.iter().find(|(k, _)| *k == key).map(|(_, en)| *en)
}

#[cfg(test)]
mod tests {
    use super::*;

    #[test]
    fn a_text_is_written_in_english_with_its_parameters() {
        assert_eq!(
            Text::new("max-length").with("max", 35).english(),
            "Must be at most 35 characters"
        );
        assert_eq!(Text::new("required").english(), "This field is required");
    }

    #[test]
    fn a_text_takes_the_variant_of_its_kind_and_number() {
        let invalid = |count: usize| {
            Text::new("invalid")
                .with("context", "guarantee")
                .with("count", count)
                .english()
        };
        assert_eq!(invalid(1), "The guarantee has 1 error");
        assert_eq!(invalid(3), "The guarantee has 3 errors");
        let stored = Text::new("stored")
            .with("context", "application")
            .with("version", 2);
        assert_eq!(stored.english(), "Application stored as version 2.");
    }

    #[test]
    fn the_messages_a_step_sent_follow_its_text() {
        let text = Text::new("movement-submitted")
            .with("reference", "LRN-1")
            .with("messages", "IE015");
        assert_eq!(text.english(), "LRN-1: submitted (IE015)");
    }

    #[test]
    fn the_catalogue_has_each_key_once_and_no_empty_text() {
        let mut keys: Vec<_> = ENGLISH.iter().map(|(k, _)| *k).collect();
        keys.sort_unstable();
        keys.dedup();
        assert_eq!(keys.len(), ENGLISH.len());
        assert!(ENGLISH.iter().all(|(_, en)| !en.trim().is_empty()));
    }

    #[test]
    fn a_text_travels_as_key_and_parameters() {
        let json = serde_json::to_value(Text::new("minimum").with("min", 0)).unwrap();
        assert_eq!(
            json,
            serde_json::json!({"key": "minimum", "params": {"min": "0"}})
        );
        let bare = serde_json::to_value(Text::new("required")).unwrap();
        assert_eq!(bare, serde_json::json!({"key": "required"}));
    }
}
