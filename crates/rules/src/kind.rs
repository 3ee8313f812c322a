//! The contract every document kind implements (architecture contract 1 and 2). The server's
//! generic document machinery and the browser only ever talk to a kind through this trait (or
//! its JSON face in [`crate::engine`]), so adding a kind means adding its model, rules and
//! workflow here, and nothing else.

use std::collections::BTreeMap;

use serde::{de::DeserializeOwned, Deserialize, Serialize};

use crate::{workflow::Transition, Choices, Ctx, FieldState, Violation};

/// The indexed columns a list shows and filters on (architecture contract 6). The columns are
/// roles every kind fills as its own vocabulary says (a kind's list columns give them their
/// names and headers), so that no kind adds a column of its own to the shared table.
#[derive(Debug, Clone, Default, PartialEq, Eq, Serialize, Deserialize)]
#[serde(rename_all = "camelCase")]
pub struct Summary {
    pub holder_eori: Option<String>,
    pub holder_name: Option<String>,
    /// The filer's own reference: t01's LRN, an authorisation's application reference.
    pub reference: Option<String>,
    /// The reference customs allocates: t01's MRN, g01's GRN, an authorisation's decision
    /// reference number.
    pub issued_reference: Option<String>,
    /// A further reference the list shows (g01: the storage reference).
    #[serde(default, skip_serializing_if = "Option::is_none")]
    pub other_reference: Option<String>,
    /// The document's type code: t01's declaration type, g01's guarantee type, an
    /// authorisation's decision type.
    pub type_code: Option<String>,
    pub office_of_departure: Option<String>,
    pub office_of_destination: Option<String>,
    /// The offices of transit and exit (t01): their officers hold the ATR.
    #[serde(default, skip_serializing_if = "Vec::is_empty")]
    pub offices_en_route: Vec<String>,
    /// The office that decides on the document (g01: the customs office of guarantee; an
    /// authorisation's competent customs office).
    #[serde(default, skip_serializing_if = "Option::is_none")]
    pub customs_office: Option<String>,
    /// An amount the document holds and what of it is still available (g01: the guarantee's
    /// amount and balance), decimal text.
    #[serde(default, skip_serializing_if = "Option::is_none")]
    pub amount: Option<String>,
    #[serde(default, skip_serializing_if = "Option::is_none")]
    pub balance: Option<String>,
    /// The end of the document's validity (`YYYY-MM-DD`).
    #[serde(default, skip_serializing_if = "Option::is_none")]
    pub end_date: Option<String>,
    /// The date the document was submitted and the date it was decided on (`YYYY-MM-DD`).
    #[serde(default, skip_serializing_if = "Option::is_none")]
    pub submitted_on: Option<String>,
    #[serde(default, skip_serializing_if = "Option::is_none")]
    pub decided_on: Option<String>,
}

/// Which rows `fields` and `choices` answer for (the JSON request's `focus`). The
/// declaration-level fields and the rows of its small lists are always answered; the rows of
/// the big lists (for `t01`: house consignments and their items) only when named.
#[derive(Debug, Clone, Copy, Default, PartialEq, Eq)]
pub enum Focus<'a> {
    /// Every row (no `focus` in the request).
    #[default]
    All,
    /// The rows named by these JSON Pointers (`/houseConsignments/3`,
    /// `/houseConsignments/3/houseItems/7`); a row names itself only, not the rows inside it.
    /// An empty list answers the declaration level alone.
    Rows(&'a [String]),
}

impl Focus<'_> {
    /// The declaration level alone: what a caller that ignores `fields` should ask for.
    pub const HEADER: Focus<'static> = Focus::Rows(&[]);
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
    /// The kind's field limits ([`Kind::limits`]: max length, digits, ranges), keyed by JSON
    /// Pointer pattern (`*` for any row), when the engine's request asks for them.
    #[serde(skip_serializing_if = "Option::is_none")]
    pub limits: Option<crate::limits::Limits>,
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

    /// The kind's own rules. Its field limits are checked besides them by [`Kind::violations`]
    /// (what every evaluation runs).
    fn validate(doc: &Self::Doc, ctx: &Ctx) -> Vec<Violation>;

    /// Every violation of `doc`: the kind's rules, then the limits of its table that those
    /// rules did not already report at the same field ([`crate::limits::Limits::check_typed`]).
    /// Enforced here, for every kind, so a limit the forms are given is never a promise only.
    fn violations(doc: &Self::Doc, ctx: &Ctx) -> Vec<Violation> {
        let mut out = Self::validate(doc, ctx);
        Self::limits().check_typed(doc, &mut out);
        out
    }

    /// Presence of the conditional fields, for the UI: those of the rows in `focus`. Must not
    /// walk the rows outside the focus (a declaration may hold 100,000 items).
    fn fields_for(doc: &Self::Doc, ctx: &Ctx, focus: Focus<'_>) -> BTreeMap<String, FieldState>;

    /// Presence of the conditional fields of every row: [`Kind::fields_for`] [`Focus::All`].
    fn fields(doc: &Self::Doc, ctx: &Ctx) -> BTreeMap<String, FieldState> {
        Self::fields_for(doc, ctx, Focus::All)
    }

    /// Choice fields whose offered values depend on the document, for the rows in `focus`
    /// (empty by default).
    fn choices_for(doc: &Self::Doc, ctx: &Ctx, focus: Focus<'_>) -> BTreeMap<String, Choices> {
        let _ = (doc, ctx, focus);
        BTreeMap::new()
    }

    /// The narrowed choice fields of every row: [`Kind::choices_for`] [`Focus::All`].
    fn choices(doc: &Self::Doc, ctx: &Ctx) -> BTreeMap<String, Choices> {
        Self::choices_for(doc, ctx, Focus::All)
    }

    fn summary(doc: &Self::Doc) -> Summary;

    /// The kind's state machine: (status, action, role) -> next status.
    fn workflow() -> &'static [Transition];

    /// The limits of the document's fields, declared once by its blocks ([`crate::limits`]):
    /// the validator enforces them, the forms and the OpenAPI schema read them from here.
    fn limits() -> crate::limits::Limits {
        crate::limits::Limits::new()
    }

    /// Normalise and validate, with the presence and choices of the declaration level only:
    /// [`Kind::evaluate_focused`] with [`Focus::HEADER`]. What a store needs (the document and
    /// its violations), without a presence map of every item (2.7 million entries, 2 s, at
    /// 100,000 items). The JSON engine without `focus` answers every row
    /// ([`crate::engine`]).
    fn evaluate(
        doc: Self::Doc,
        previous: Option<&Self::Doc>,
        changed: Option<&str>,
        ctx: &Ctx,
    ) -> Evaluation<Self::Doc> {
        Self::evaluate_focused(doc, previous, changed, ctx, Focus::HEADER)
    }

    /// Normalise, then validate (always the whole document) and compute presence and choices
    /// of the rows in `focus`: what every store and the browser run. A caller that only needs
    /// the document and its violations (a store) passes [`Focus::HEADER`].
    fn evaluate_focused(
        mut doc: Self::Doc,
        previous: Option<&Self::Doc>,
        changed: Option<&str>,
        ctx: &Ctx,
        focus: Focus<'_>,
    ) -> Evaluation<Self::Doc> {
        let removed = Self::normalise(&mut doc, previous, changed, ctx);
        let violations = Self::violations(&doc, ctx);
        let fields = Self::fields_for(&doc, ctx, focus);
        let choices = Self::choices_for(&doc, ctx, focus);
        Evaluation {
            document: doc,
            removed,
            violations,
            fields,
            choices,
            limits: None,
        }
    }
}
