use serde::{Deserialize, Serialize};

use crate::text::Text;

/// One broken rule. `path` is a JSON Pointer into the document (RFC 6901), `rule` names the
/// spec rule (stable, used by tests and the UI), `message` is the spec's text where it gives one,
/// in English; `text`, when set, is the same message as a key of the text catalogue and its
/// parameters, which the browser shows in the user's language.
#[derive(Debug, Clone, Eq, Serialize, Deserialize)]
pub struct Violation {
    pub path: String,
    pub rule: String,
    pub message: String,
    #[serde(default, skip_serializing_if = "Option::is_none")]
    pub text: Option<Text>,
}

/// Two violations are the same when they say the same thing at the same place for the same rule:
/// the text is the message told by key, not something more.
impl PartialEq for Violation {
    fn eq(&self, other: &Self) -> bool {
        self.path == other.path && self.rule == other.rule && self.message == other.message
    }
}

impl Violation {
    pub fn new(
        path: impl Into<String>,
        rule: impl Into<String>,
        message: impl Into<String>,
    ) -> Self {
        Violation {
            path: path.into(),
            rule: rule.into(),
            message: message.into(),
            text: None,
        }
    }

    /// A violation of `rule` whose message is `text` (its English the message).
    pub fn of(path: impl Into<String>, rule: impl Into<String>, text: Text) -> Self {
        Violation {
            path: path.into(),
            rule: rule.into(),
            message: text.english(),
            text: Some(text),
        }
    }

    pub fn required(path: impl Into<String>) -> Self {
        let rule = crate::conditional::REQUIRED;
        Violation::of(path, rule, Text::new(rule))
    }

    pub fn not_allowed(path: impl Into<String>) -> Self {
        let rule = crate::conditional::NOT_ALLOWED;
        Violation::of(path, rule, Text::new(rule))
    }
}
