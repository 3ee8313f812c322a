//! Where and how a JSON body does not fit what it is read as (a document, a form, an action's
//! input), told by key so that the user reads it in their language (issue 18: "no JSON name, no
//! list of ~90 internal names when an imported JSON has the wrong shape").
//!
//! serde says it in a developer's words: "invalid type: string \"abc\", expected f64 at line 3
//! column 17", "unknown field `foo`, expected one of `lrn`, `mrn`, …". This reads those words
//! once, here, into what the user needs: the place (a JSON Pointer, which the web names by the
//! form's labels), what is expected there in plain words, and what the file has. The English
//! `message` stays for API clients, without the list of the fields that would fit.

use axum::http::StatusCode;
use vama_rules::{json_place, text::Text};

use crate::error::{ApiError, ViolationDto};

/// What a body is read as, for the message.
#[derive(Debug, Clone, Copy)]
pub enum Read {
    /// An exported or posted document.
    Document,
    /// An action's form or input.
    Form,
}

/// The 400 for a body that does not fit: its text by key, and one violation at the place.
pub fn refused(err: serde_path_to_error::Error<serde_json::Error>, read: Read) -> ApiError {
    let mut pointer = json_place::pointer(err.path());
    let message = err.into_inner().to_string();
    // a kind that reads its document in parts keeps the part's place in the text
    let message = match json_place::split_part(&message) {
        Some((at, rest)) => {
            pointer.push_str(at);
            rest
        }
        None => &message,
    };
    let problem = problem_of(message);
    let at = Text::new("file-shape").with("context", problem.context());
    let at = problem
        .params()
        .into_iter()
        .fold(at, |t, (k, v)| t.with(k, v));
    let whole = Text::new("file-does-not-fit").with(
        "context",
        match read {
            Read::Document => "document",
            Read::Form => "form",
        },
    );
    let place = if pointer.is_empty() {
        "/".to_owned()
    } else {
        pointer
    };
    let mut error =
        ApiError::new(StatusCode::BAD_REQUEST, "bad-request", String::new()).said(whole);
    // API clients read the place and the problem in the message; the app, by key beside it.
    error.message = format!("{}. At {place}: {}", error.message, at.english());
    let mut violation = ViolationDto::at(place, "file-shape", at.english());
    violation.text = Some(Box::new(at));
    error.violations = Some(vec![violation]);
    error
}

/// The 400 for a body that is not JSON at all, with where the reading stopped (serde_json's
/// "expected value at line 1 column 2" becomes "line 1, column 2").
pub fn not_json(err: &serde_json::Error) -> ApiError {
    let text = Text::new("not-json")
        .with("line", err.line())
        .with("column", err.column());
    ApiError::new(StatusCode::BAD_REQUEST, "bad-request", String::new()).said(text)
}

/// A body read as `T`: not JSON, or JSON that does not fit (`read` says what it was read as).
pub fn parse<'de, T, D>(de: D, read: Read) -> Result<T, ApiError>
where
    T: serde::Deserialize<'de>,
    D: serde::Deserializer<'de, Error = serde_json::Error>,
{
    serde_path_to_error::deserialize(de).map_err(|err| match err.inner().classify() {
        serde_json::error::Category::Syntax | serde_json::error::Category::Eof => {
            not_json(err.inner())
        }
        _ => refused(err, read),
    })
}

/// What is wrong, in the user's terms.
#[derive(Debug, PartialEq, Eq)]
enum Problem {
    /// A field the place does not have (its name as the file writes it).
    UnknownField(String),
    /// A field the place needs.
    MissingField(String),
    /// A value of the wrong type: what is expected there, and what the file has.
    WrongType { expected: Expected, found: String },
    /// A value that is not one of those allowed.
    Value(String),
    /// Anything else serde can say (a number too large, a list of the wrong length).
    Other,
}

#[derive(Debug, PartialEq, Eq, Clone, Copy)]
enum Expected {
    /// A decimal of the portal's limits (16 digits, 6 after the point).
    Decimal,
    Number,
    Text,
    List,
    YesNo,
    Group,
    Other,
}

impl Problem {
    fn context(&self) -> &'static str {
        match self {
            Problem::UnknownField(_) => "unknown-field",
            Problem::MissingField(_) => "missing-field",
            Problem::WrongType { expected, .. } => match expected {
                Expected::Decimal => "decimal",
                Expected::Number => "number",
                Expected::Text => "text",
                Expected::List => "list",
                Expected::YesNo => "yes-no",
                Expected::Group => "group",
                Expected::Other => "type",
            },
            Problem::Value(_) => "value",
            Problem::Other => "unreadable",
        }
    }

    fn params(&self) -> Vec<(&'static str, String)> {
        match self {
            Problem::UnknownField(name) | Problem::MissingField(name) => {
                vec![("name", name.clone())]
            }
            Problem::WrongType { found, .. } => vec![("found", found.clone())],
            Problem::Value(found) => vec![("found", found.clone())],
            Problem::Other => vec![],
        }
    }
}

/// Reads serde's message (serde's `de::Error` wordings, which serde_json keeps, followed by
/// " at line L column C").
fn problem_of(message: &str) -> Problem {
    let message = message
        .rfind(" at line ")
        .map_or(message, |at| &message[..at]);
    if let Some(rest) = message.strip_prefix("unknown field ") {
        return Problem::UnknownField(quoted(rest));
    }
    if let Some(rest) = message.strip_prefix("missing field ") {
        return Problem::MissingField(quoted(rest));
    }
    if let Some(rest) = message.strip_prefix("unknown variant ") {
        return Problem::Value(quoted(rest));
    }
    if let Some(rest) = message.strip_prefix("invalid value: ") {
        let (found, expected) = rest.split_once(", expected ").unwrap_or((rest, ""));
        return match expected_of(expected) {
            // a number out of the portal's limits says which limits
            Expected::Decimal => Problem::WrongType {
                expected: Expected::Decimal,
                found: found_in_file(found),
            },
            _ => Problem::Value(found_in_file(found)),
        };
    }
    if let Some(rest) = message.strip_prefix("invalid type: ") {
        let (found, expected) = rest.split_once(", expected ").unwrap_or((rest, ""));
        return Problem::WrongType {
            expected: expected_of(expected),
            found: found_in_file(found),
        };
    }
    Problem::Other
}

/// The name between the first pair of backquotes (serde writes names so).
fn quoted(rest: &str) -> String {
    rest.split('`')
        .nth(1)
        .unwrap_or(rest)
        .chars()
        .take(80)
        .collect()
}

/// What the file has, as JSON writes it: a text in quotes, a number, true/false, null, {…}, […].
fn found_in_file(unexpected: &str) -> String {
    let shown: String = if let Some(text) = unexpected.strip_prefix("string ") {
        text.to_owned()
    } else if let Some((_, value)) = unexpected
        .split_once(' ')
        .filter(|_| unexpected.contains('`'))
    {
        value.trim_matches('`').to_owned()
    } else {
        match unexpected {
            "map" => "{…}".to_owned(),
            "sequence" => "[…]".to_owned(),
            "unit value" | "null" => "null".to_owned(),
            other => other.to_owned(),
        }
    };
    let mut out: String = shown.chars().take(60).collect();
    if shown.chars().count() > 60 {
        out.push('…');
    }
    out
}

/// serde's "expected …" (a visitor's own wording) in a few plain kinds.
fn expected_of(expected: &str) -> Expected {
    let e = expected.to_ascii_lowercase();
    let has = |w: &str| e.contains(w);
    if has("decimal") {
        Expected::Decimal
    } else if has("struct") || has("map") || e.starts_with("a ") && has("object") {
        Expected::Group
    } else if has("sequence") || has("array") || has("list") {
        Expected::List
    } else if has("bool") {
        Expected::YesNo
    } else if has("string") || has("str") || has("char") || has("text") || has("date") {
        Expected::Text
    } else if [
        "f64", "f32", "i64", "i32", "u64", "u32", "u16", "u8", "i8", "i16", "number", "integer",
        "decimal", "float",
    ]
    .iter()
    .any(|w| has(w))
    {
        Expected::Number
    } else {
        Expected::Other
    }
}

#[cfg(test)]
mod tests {
    use super::*;

    fn refusal_of(json: &str) -> ApiError {
        #[derive(serde::Deserialize, Debug)]
        #[serde(deny_unknown_fields, rename_all = "camelCase")]
        #[allow(dead_code)]
        struct Item {
            gross_mass: Option<f64>,
            description: Option<String>,
            dangerous: Option<bool>,
            net: Option<vama_rules::values::Decimal>,
        }
        #[derive(serde::Deserialize, Debug)]
        #[serde(deny_unknown_fields, rename_all = "camelCase")]
        #[allow(dead_code)]
        struct Doc {
            lrn: String,
            items: Option<Vec<Item>>,
        }
        let de = &mut serde_json::Deserializer::from_str(json);
        let err = serde_path_to_error::deserialize::<_, Doc>(de).unwrap_err();
        refused(err, Read::Document)
    }

    fn at(error: &ApiError) -> (&str, &Text) {
        let v = &error.violations.as_ref().unwrap()[0];
        (v.path.as_str(), v.text.as_deref().unwrap())
    }

    #[test]
    fn a_value_of_the_wrong_type_names_its_place_what_is_expected_and_what_the_file_has() {
        let e = refusal_of(r#"{"lrn":"A","items":[{},{"grossMass":"heavy"}]}"#);
        let (path, text) = at(&e);
        assert_eq!(path, "/items/1/grossMass");
        assert_eq!(text.params["context"], "number");
        assert_eq!(text.params["found"], "\"heavy\"");
        assert_eq!(e.status, StatusCode::BAD_REQUEST);
        assert!(e.message.contains("/items/1/grossMass"), "{}", e.message);
        assert!(!e.message.contains("f64"), "{}", e.message);
        let e = refusal_of(r#"{"lrn":"A","items":{"a":1}}"#);
        assert_eq!(at(&e).1.params["context"], "list");
        assert_eq!(at(&e).1.params["found"], "{…}");
        let e = refusal_of(r#"{"lrn":"A","items":[{"dangerous":"yes"}]}"#);
        assert_eq!(at(&e).1.params["context"], "yes-no");
        let e = refusal_of(r#"{"lrn":"A","items":[{"net":"heavy"}]}"#);
        assert_eq!(at(&e).1.params["context"], "decimal");
        assert_eq!(at(&e).1.params["found"], "\"heavy\"");
        let e = refusal_of(r#"{"lrn":"A","items":[{"net":1.2345678}]}"#);
        assert_eq!(at(&e).1.params["context"], "decimal");
        let e = refusal_of(r#"{"lrn":5}"#);
        assert_eq!(at(&e).1.params["context"], "text");
        assert_eq!(at(&e).1.params["found"], "5");
    }

    #[test]
    fn an_unknown_field_is_named_without_the_list_of_the_fields_that_would_fit() {
        let e = refusal_of(r#"{"lrn":"A","items":[{"grossMas":1}]}"#);
        let (path, text) = at(&e);
        assert_eq!(path, "/items/0/grossMas");
        assert_eq!(text.params["context"], "unknown-field");
        assert_eq!(text.params["name"], "grossMas");
        assert!(!e.message.contains("expected one of"), "{}", e.message);
        assert!(!e.message.contains("description"), "{}", e.message);
    }

    #[test]
    fn a_missing_field_is_named() {
        let e = refusal_of(r#"{"items":[]}"#);
        let (_, text) = at(&e);
        assert_eq!(text.params["context"], "missing-field");
        assert_eq!(text.params["name"], "lrn");
    }

    #[test]
    fn a_part_read_on_its_own_is_refused_at_its_place_in_the_whole() {
        use vama_rules::authorisation::{kinds::sse::Sse, Application};
        let json = r#"{"sealsType": 5}"#;
        let err = serde_path_to_error::deserialize::<_, Application<Sse>>(
            &mut serde_json::Deserializer::from_str(json),
        )
        .unwrap_err();
        let e = refused(err, Read::Document);
        let (path, text) = at(&e);
        assert_eq!(path, "/sealsType");
        assert_eq!(text.params["context"], "text");
        assert_eq!(text.params["found"], "5");
    }

    #[test]
    fn a_body_that_is_not_json_says_where_reading_stopped() {
        let e = parse::<serde_json::Value, _>(
            &mut serde_json::Deserializer::from_str("{\n  \"lrn\": tru"),
            Read::Form,
        )
        .unwrap_err();
        let text = e.text.as_deref().unwrap();
        assert_eq!(text.key, "not-json");
        assert_eq!(text.params["line"], "2");
        assert_eq!(e.status, StatusCode::BAD_REQUEST);
    }
}
