//! The contract every document kind implements (architecture contract 1 and 2). The server's
//! generic document machinery and the browser only ever talk to a kind through this trait (or
//! its JSON face in [`crate::engine`]), so adding a kind means adding its model, rules and
//! workflow here, and nothing else.

use std::collections::BTreeMap;

use serde::{de::DeserializeOwned, Deserialize, Serialize};

use crate::{workflow::Transition, Choices, Ctx, FieldState, Violation};

/// The indexed columns a list shows and filters on (architecture contract 6). Each kind fills
/// what applies to it.
#[derive(Debug, Clone, Default, PartialEq, Eq, Serialize, Deserialize)]
#[serde(rename_all = "camelCase")]
pub struct Summary {
    pub holder_eori: Option<String>,
    pub holder_name: Option<String>,
    pub lrn: Option<String>,
    pub mrn: Option<String>,
    pub grn: Option<String>,
    pub declaration_type: Option<String>,
    pub office_of_departure: Option<String>,
    pub office_of_destination: Option<String>,
}

/// What one run of the rules gives back.
#[derive(Debug, Clone, Serialize)]
#[serde(rename_all = "camelCase")]
pub struct Evaluation<D> {
    /// The normalised document.
    pub document: D,
    /// JSON Pointers of the data `normalise` removed (the UI asks before losing data).
    pub removed: Vec<String>,
    pub violations: Vec<Violation>,
    /// Presence and disabled state of every conditional field, keyed by JSON Pointer.
    pub fields: BTreeMap<String, FieldState>,
    /// Choice fields whose catalog the rules narrow, keyed by JSON Pointer.
    #[serde(skip_serializing_if = "BTreeMap::is_empty")]
    pub choices: BTreeMap<String, Choices>,
}

pub trait Kind: 'static {
    /// Path segment and internal code, e.g. `t01`.
    const NAME: &'static str;
    type Doc: Serialize + DeserializeOwned + Clone + Default + PartialEq + std::fmt::Debug;

    /// A blank document for the user (spec: defaults only in mode new).
    fn defaults(ctx: &Ctx) -> Self::Doc;

    /// The clean-up and the other dependent-field rules. `changed` is the JSON Pointer of the
    /// field the user just changed, if known; `previous` is the document before that change
    /// (rules such as "changing the guarantee type discards the references" need both: they
    /// fire only when `changed` names their field, so a store with `changed: None` never undoes
    /// the user's work). `changed` may also be a command such as `#i-am-holder` (see
    /// [`crate::engine`]). Changes nothing outside the editable modes.
    /// Returns the JSON Pointers of what it removed.
    fn normalise(
        doc: &mut Self::Doc,
        previous: Option<&Self::Doc>,
        changed: Option<&str>,
        ctx: &Ctx,
    ) -> Vec<String>;

    fn validate(doc: &Self::Doc, ctx: &Ctx) -> Vec<Violation>;

    /// Presence of the conditional fields, for the UI.
    fn fields(doc: &Self::Doc, ctx: &Ctx) -> BTreeMap<String, FieldState>;

    /// Choice fields whose offered values depend on the document (empty by default).
    fn choices(doc: &Self::Doc, ctx: &Ctx) -> BTreeMap<String, Choices> {
        let _ = (doc, ctx);
        BTreeMap::new()
    }

    fn summary(doc: &Self::Doc) -> Summary;

    /// The kind's state machine: (status, action, role) -> next status.
    fn workflow() -> &'static [Transition];

    /// Normalise, then validate and compute presence: what every store and the browser run.
    fn evaluate(
        mut doc: Self::Doc,
        previous: Option<&Self::Doc>,
        changed: Option<&str>,
        ctx: &Ctx,
    ) -> Evaluation<Self::Doc> {
        let removed = Self::normalise(&mut doc, previous, changed, ctx);
        let violations = Self::validate(&doc, ctx);
        let fields = Self::fields(&doc, ctx);
        let choices = Self::choices(&doc, ctx);
        Evaluation {
            document: doc,
            removed,
            violations,
            fields,
            choices,
        }
    }
}
