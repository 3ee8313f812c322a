//! The JSON face of the rule engine: one entry point that both the server and the WebAssembly
//! build call with a kind name, so neither side needs to know the kinds' Rust types.
//!
//! Request: `{kind, document, previous?, changed?, ctx, focus?}`. Answer: the
//! [`crate::Evaluation`] (`{document, removed, violations, fields, choices?}`) or
//! `{error, message}`.
//!
//! `focus` lists the JSON Pointers of the rows open on screen (`/houseConsignments/3`,
//! `/houseConsignments/3/houseItems/7`). With it, `fields` and `choices` hold the
//! declaration level, the rows of its small lists, and only the house consignments and items
//! named (a house names its own fields, not its items'); `[]` answers the declaration level
//! alone. Without it, every row is answered. `violations` are always complete.
//!
//! `document: null` answers the blank document of [`crate::Kind::defaults`].
//!
//! `limits: true` adds the kind's field limits ([`crate::Kind::limits`]) to the answer: a form
//! asks once, when it opens, and gives each field its maximum length from them.
//!
//! `changed` is the JSON Pointer of the field the user just changed (`/guarantees/0/type`).
//! The *change* rules of a kind (spec 4.4: "changing the guarantee type discards the
//! references") fire only when `changed` names their field, and, when `previous` is given, only
//! if the value really differs from `previous`. Without `changed` (a store, an import) only
//! the *state* rules run (removing what is not allowed, derived values, renumbering), so the
//! server can normalise on every store without undoing what the user typed since.
//!
//! `changed` may also be a *command*, starting with `#` (not a JSON Pointer), that applies a
//! rule the UI may not imitate. Commands per kind: [`commands`]. For `t01`:
//! - `#i-am-holder` (spec 4.3, the agent's 'I am Holder' button): the agent becomes the
//!   applicant, the representative (and its status and contact) is removed and reported in
//!   `removed`, and agent mode ends. Undo is the UI restoring the previous document.

use serde::{Deserialize, Serialize};
use serde_json::value::RawValue;
use serde_json::Value;

use crate::{kind::Kind, Ctx, Focus};

/// The request of [`evaluate_json`], for callers that build it in Rust.
#[derive(Debug, Deserialize, Serialize)]
#[serde(rename_all = "camelCase")]
pub struct EvaluateRequest {
    pub kind: String,
    pub document: Value,
    #[serde(default)]
    pub previous: Option<Value>,
    #[serde(default)]
    pub changed: Option<String>,
    pub ctx: Ctx,
    #[serde(default, skip_serializing_if = "Option::is_none")]
    pub focus: Option<Vec<String>>,
    #[serde(default, skip_serializing_if = "std::ops::Not::not")]
    pub limits: bool,
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

/// The forms of a kind's actions that the engine evaluates like a kind (g01's update, access
/// codes and action screens): not documents, so not in [`kind_names`].
pub fn form_names() -> &'static [&'static str] {
    &[
        crate::g01::G01Update::NAME,
        crate::g01::G01AccessCodes::NAME,
        crate::g01::G01Action::NAME,
    ]
}

/// The engine's dispatch, generated from the registry of kinds ([`crate::for_each_kind!`]).
macro_rules! dispatch {
    ($($kind:ty),* $(,)?) => {
        /// Names of the kinds this build knows.
        pub fn kind_names() -> &'static [&'static str] {
            &[$(<$kind as Kind>::NAME),*]
        }

        fn run_kind(req: RawRequest<'_>) -> Result<String, EngineError> {
            $(if req.kind == <$kind as Kind>::NAME {
                return run::<$kind>(req);
            })*
            match req.kind.as_str() {
                crate::g01::G01Update::NAME => run::<crate::g01::G01Update>(req),
                crate::g01::G01AccessCodes::NAME => run::<crate::g01::G01AccessCodes>(req),
                crate::g01::G01Action::NAME => run::<crate::g01::G01Action>(req),
                other => Err(EngineError::UnknownKind(other.to_owned())),
            }
        }
    };
}
crate::for_each_kind!(dispatch);

/// The `changed` commands a kind accepts (see the module documentation).
pub fn commands(kind: &str) -> &'static [&'static str] {
    match kind {
        crate::t01::T01::NAME => &[crate::t01::I_AM_HOLDER],
        k if kind_names().contains(&k) && crate::authorisation::decision_type(k).is_some() => {
            &[crate::authorisation::blocks::common::I_AM_HOLDER]
        }
        _ => &[],
    }
}

/// Evaluates a request (`{kind, document, previous?, changed?, ctx, focus?}`) and answers the
/// [`crate::Evaluation`] as JSON, or a blank document when `document` is null.
pub fn evaluate_json(request: &str) -> Result<String, EngineError> {
    let req: RawRequest =
        serde_json::from_str(request).map_err(|e| EngineError::BadDocument(e.to_string()))?;
    run_kind(req)
}

/// [`EvaluateRequest`] with the documents left as JSON text: they are parsed straight into the
/// kind's typed model, never through a `serde_json::Value` (3-4x slower on big documents).
#[derive(Deserialize)]
#[serde(rename_all = "camelCase")]
struct RawRequest<'a> {
    kind: String,
    #[serde(borrow)]
    document: &'a RawValue,
    #[serde(default, borrow)]
    previous: Option<&'a RawValue>,
    #[serde(default)]
    changed: Option<String>,
    ctx: Ctx,
    #[serde(default)]
    focus: Option<Vec<String>>,
    #[serde(default)]
    limits: bool,
}

fn parse<D: serde::de::DeserializeOwned>(raw: Option<&RawValue>) -> Result<Option<D>, EngineError> {
    match raw {
        Some(raw) if raw.get() != "null" => serde_json::from_str(raw.get())
            .map(Some)
            .map_err(|e| EngineError::BadDocument(e.to_string())),
        _ => Ok(None),
    }
}

fn run<K: Kind>(req: RawRequest<'_>) -> Result<String, EngineError> {
    let doc = match parse::<K::Doc>(Some(req.document))? {
        Some(doc) => doc,
        None => K::defaults(&req.ctx),
    };
    let previous = parse::<K::Doc>(req.previous)?;
    let focus = match &req.focus {
        Some(rows) => Focus::Rows(rows),
        None => Focus::All,
    };
    let mut evaluation = K::evaluate_focused(
        doc,
        previous.as_ref(),
        req.changed.as_deref(),
        &req.ctx,
        focus,
    );
    if req.limits {
        evaluation.limits = Some(K::limits());
    }
    serde_json::to_string(&evaluation).map_err(|e| EngineError::BadDocument(e.to_string()))
}

#[cfg(test)]
mod tests {
    use serde_json::{json, Value};

    use super::*;
    use crate::t01::testing::DeclarationBuilder;

    fn request(document: Value, changed: Option<&str>) -> String {
        json!({"kind": "t01", "document": document, "changed": changed, "ctx": Ctx::example()})
            .to_string()
    }

    fn answer(request: &str) -> Value {
        serde_json::from_str(&evaluate_json(request).unwrap()).unwrap()
    }

    #[test]
    fn a_null_document_answers_the_defaults() {
        let a = answer(&request(Value::Null, None));
        assert_eq!(a["document"]["declarationType"]["code"], "T1");
        assert_eq!(
            a["fields"]["/applicant"],
            json!({"presence": "required", "disabled": true})
        );
        assert_eq!(a["choices"]["/controlResult"], json!({"exclude": ["A3"]}));
    }

    #[test]
    fn a_valid_document_answers_no_violations() {
        let doc = serde_json::to_value(DeclarationBuilder::valid_t1().build()).unwrap();
        let a = answer(&request(doc, None));
        assert_eq!(a["violations"], json!([]));
        assert_eq!(a["removed"], json!([]));
    }

    #[test]
    fn the_limits_are_answered_when_asked_for() {
        let asked = json!({"kind": "t01", "document": null, "ctx": Ctx::example(), "limits": true});
        let a = answer(&asked.to_string());
        assert_eq!(a["limits"]["/consignor/name"], json!({"maxLength": 70}));
        assert_eq!(
            a["limits"]["/houseConsignments/*/houseItems/*/goodsDescription"],
            json!({"maxLength": 512})
        );
        assert!(answer(&request(Value::Null, None)).get("limits").is_none());
    }

    #[test]
    fn an_unknown_field_is_a_bad_document() {
        let err = evaluate_json(&request(json!({"lrn": "X", "colour": "red"}), None)).unwrap_err();
        assert!(
            matches!(&err, EngineError::BadDocument(m) if m.contains("colour")),
            "{err}"
        );
        let json = serde_json::to_value(&err).unwrap();
        assert_eq!(json["error"], "bad-document");
    }

    #[test]
    fn a_wrong_type_is_a_bad_document() {
        let err = evaluate_json(&request(json!({"operationsNumber": "many"}), None)).unwrap_err();
        assert!(matches!(err, EngineError::BadDocument(_)));
    }

    #[test]
    fn an_unknown_kind_is_reported() {
        let req = json!({"kind": "x99", "document": null, "ctx": Ctx::example()}).to_string();
        assert_eq!(
            evaluate_json(&req),
            Err(EngineError::UnknownKind("x99".into()))
        );
    }

    #[test]
    fn the_i_am_holder_command_runs_inside_normalise() {
        let mut ctx = Ctx::example();
        ctx.user.user_type = crate::UserType::Agent;
        let req = json!({"kind": "t01", "document": null, "ctx": ctx}).to_string();
        let blank = answer(&req)["document"].clone();
        let req = json!({"kind": "t01", "document": blank, "changed": "#i-am-holder", "ctx": ctx})
            .to_string();
        let a = answer(&req);
        assert_eq!(a["removed"], json!(["/representative"]));
        assert_eq!(a["document"]["applicant"]["EORINumber"], "MD1000000000001");
        assert_eq!(commands("t01"), &["#i-am-holder"]);
    }

    proptest::proptest! {
        /// The browser build aborts on a panic: no request, however broken, may cause one.
        #[test]
        fn no_request_panics(text in "\\PC{0,200}", lrn in "\\PC{0,40}") {
            let _ = evaluate_json(&text);
            let doc = json!({"lrn": lrn, "mrn": lrn, "carnetNumber": lrn, "dateLimit": lrn,
                "guarantees": [{"type": {"code": lrn}, "guaranteeReferences": [{"grn": lrn, "accessCode": lrn}]}]});
            let _ = evaluate_json(&request(doc, Some(&lrn)));
        }
    }
}
