use serde::{Deserialize, Serialize};

/// One broken rule. `path` is a JSON Pointer into the document (RFC 6901), `rule` names the
/// spec rule (stable, used by tests and the UI), `message` is the spec's text where it gives one.
#[derive(Debug, Clone, PartialEq, Eq, Serialize, Deserialize)]
pub struct Violation {
    pub path: String,
    pub rule: String,
    pub message: String,
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
        }
    }

    pub fn required(path: impl Into<String>) -> Self {
        Violation::new(path, crate::conditional::REQUIRED, "This field is required")
    }

    pub fn not_allowed(path: impl Into<String>) -> Self {
        Violation::new(
            path,
            crate::conditional::NOT_ALLOWED,
            "This field is not allowed here",
        )
    }
}
