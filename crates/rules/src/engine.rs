//! The JSON face of the rule engine: one entry point that both the server and the WebAssembly
//! build call with a kind name, so neither side needs to know the kinds' Rust types.

use serde::{Deserialize, Serialize};
use serde_json::Value;

use crate::{kind::Kind, Ctx};

#[derive(Debug, Deserialize)]
#[serde(rename_all = "camelCase")]
pub struct EvaluateRequest {
    pub kind: String,
    pub document: Value,
    #[serde(default)]
    pub previous: Option<Value>,
    #[serde(default)]
    pub changed: Option<String>,
    pub ctx: Ctx,
}

#[derive(Debug, Clone, PartialEq, Eq, Serialize)]
#[serde(tag = "error", content = "message", rename_all = "kebab-case")]
pub enum EngineError {
    UnknownKind(String),
    /// The document does not fit the kind's model (wrong type, unknown field, ...).
    BadDocument(String),
}

impl std::fmt::Display for EngineError {
    fn fmt(&self, f: &mut std::fmt::Formatter<'_>) -> std::fmt::Result {
        match self {
            EngineError::UnknownKind(k) => write!(f, "unknown document kind '{k}'"),
            EngineError::BadDocument(m) => write!(f, "{m}"),
        }
    }
}

/// Names of the kinds this build knows.
pub fn kind_names() -> &'static [&'static str] {
    &[crate::t01::T01::NAME]
}

/// Evaluates a request (`{kind, document, previous?, changed?, ctx}`) and answers the
/// [`crate::Evaluation`] as JSON, or a blank document when `document` is null.
pub fn evaluate_json(request: &str) -> Result<String, EngineError> {
    let req: EvaluateRequest =
        serde_json::from_str(request).map_err(|e| EngineError::BadDocument(e.to_string()))?;
    match req.kind.as_str() {
        crate::t01::T01::NAME => run::<crate::t01::T01>(req),
        other => Err(EngineError::UnknownKind(other.to_owned())),
    }
}

fn run<K: Kind>(req: EvaluateRequest) -> Result<String, EngineError> {
    let bad = |e: serde_json::Error| EngineError::BadDocument(e.to_string());
    let doc: K::Doc = if req.document.is_null() {
        K::defaults(&req.ctx)
    } else {
        serde_json::from_value(req.document).map_err(bad)?
    };
    let previous: Option<K::Doc> = match req.previous {
        Some(p) if !p.is_null() => Some(serde_json::from_value(p).map_err(bad)?),
        _ => None,
    };
    let evaluation = K::evaluate(doc, previous.as_ref(), req.changed.as_deref(), &req.ctx);
    serde_json::to_string(&evaluation).map_err(|e| EngineError::BadDocument(e.to_string()))
}
