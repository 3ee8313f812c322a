//! The machinery every authorisation kind runs on: a kind declares its own sections (a
//! [`Form`]: its fields, presence table, limits and rules, composed of the shared
//! [`super::blocks`]) and gets the rest from here: the document ([`Application`], the common
//! blocks with the kind's sections flattened beside them, as the spec's JSON has them), the
//! [`Kind`] implementation (defaults, normalise, validate, presence, limits, summary) and the
//! lifecycle table shared by all sixteen ([`super::workflow`]).

use std::collections::BTreeMap;
use std::fmt::Debug;
use std::marker::PhantomData;

use serde::de::DeserializeOwned;
use serde::{Deserialize, Deserializer, Serialize};
use serde_json::Value;

use super::blocks::common::{self, Common};
use super::{decision_type, DecisionType};
use crate::change::Change;
use crate::conditional::{self, Conditional, Pointer};
use crate::limits::Limits;
use crate::values::CodeRef;
use crate::workflow::Transition;
use crate::{Ctx, FieldState, Focus, Kind, Summary, Violation};

/// With the `openapi` feature (the server's), a kind's sections describe their schema.
#[cfg(feature = "openapi")]
pub trait Described: utoipa::ToSchema {}
#[cfg(feature = "openapi")]
impl<T: utoipa::ToSchema> Described for T {}
/// Without it (the browser's build), nothing is asked.
#[cfg(not(feature = "openapi"))]
pub trait Described {}
#[cfg(not(feature = "openapi"))]
impl<T> Described for T {}

/// The sections one kind adds to the common application: what `act.rs`, `sse.rs`, … declare.
/// What a kind's fields may depend on about the applicant (the common block's party, as the
/// EORI finder filled it).
#[derive(Debug, Clone, Copy, Default, PartialEq, Eq)]
pub struct Applicant {
    /// The applicant holds an AEO authorisation (`applicant.aeoAuthorised`).
    pub aeo_authorised: bool,
}

impl Applicant {
    pub fn of(common: &Common) -> Applicant {
        Applicant {
            aeo_authorised: common
                .applicant
                .as_ref()
                .and_then(|a| a.aeo_authorised)
                .unwrap_or(false),
        }
    }
}

pub trait Form:
    Described
    + Serialize
    + DeserializeOwned
    + Default
    + Clone
    + PartialEq
    + Debug
    + Send
    + Sync
    + 'static
{
    /// The path segment of the spec's table (`acr`).
    const PATH: &'static str;

    /// The presence of the kind's own fields, one entry per spec sentence.
    fn conditionals() -> &'static [Conditional<Self, Ctx>] {
        &[]
    }

    /// The presence of the kind's fields that depends on who applies (spec 4: "AEO-authorised
    /// applicants have some fields disabled (notably in ETD)"): checked, cleaned and shown like
    /// [`Form::conditionals`], from the applicant of the common block.
    fn applicant_conditionals() -> &'static [Conditional<Self, Applicant>] {
        &[]
    }

    /// The limits of the kind's own fields (spec 5 and 9).
    fn limits(l: &mut Limits) {
        let _ = l;
    }

    /// The kind's blank sections (defaults only in mode new).
    fn defaults(ctx: &Ctx) -> Self {
        let _ = ctx;
        Self::default()
    }

    /// The kind's dependent-field rules beyond its presence table (a change that clears,
    /// renumbering); its table's clean-up runs after this.
    fn normalise(form: &mut Self, change: &Change<'_, Self>, ctx: &Ctx, removed: &mut Vec<String>) {
        let _ = (form, change, ctx, removed);
    }

    /// Presence of the rows of the kind's lists.
    fn states(form: &Self, ctx: &Ctx, out: &mut BTreeMap<String, FieldState>) {
        let _ = (form, ctx, out);
    }

    /// The kind's rules beyond presence and limits (rows of its lists, cross-field rules).
    fn validate(form: &Self, ctx: &Ctx, out: &mut Vec<Violation>) {
        let _ = (form, ctx, out);
    }

    /// What the kind asks of the main accounts (the common block).
    fn main_accounts(form: &Self) -> Accounts {
        let _ = form;
        Accounts::Optional
    }
}

/// What a kind asks of the main accounts (spec 2 'Common blocks': "for special-procedures
/// customs decision, or for placing goods under a procedure"; 5: "typeOfAccounts ...
/// required"; CGU "records at least 1"; CWP "decision type CW2 (public warehouse) drops the
/// main-account records").
#[derive(Debug, Clone, Copy, PartialEq, Eq)]
pub enum Accounts {
    /// The transit kinds: the applicant may give them.
    Optional,
    /// Required with their type; the places they are held may be listed.
    Required,
    /// Required with at least one place where they are held.
    WithRecords,
    /// Required, without places (a public warehouse's).
    WithoutRecords,
}

fn accounts_when(accounts: &Accounts, required: FieldState) -> FieldState {
    match accounts {
        Accounts::Optional => FieldState::OPTIONAL,
        _ => required,
    }
}

/// The main accounts as the kind asks them.
static ACCOUNTS: &[Conditional<Common, Accounts>] = &[
    crate::conditional!("/mainAccounts", main_accounts, value, |_, a| {
        accounts_when(a, FieldState::REQUIRED)
    }),
    crate::conditional!(
        "/mainAccounts/typeOfAccounts",
        main_accounts.type_of_accounts,
        value,
        |_, a| accounts_when(a, FieldState::REQUIRED)
    ),
    crate::conditional!(
        "/mainAccounts/records",
        main_accounts.records,
        value,
        |_, a| {
            match a {
                Accounts::WithRecords => FieldState::REQUIRED,
                Accounts::WithoutRecords => FieldState::NOT_ALLOWED,
                _ => FieldState::OPTIONAL,
            }
        }
    ),
];

/// `form_of_blocks!(Ipo, "ipo")`: the kind whose sections are one block ([`blocks!`]), at the
/// root of the document; `accounts: |f| …` says what it asks of the main accounts.
#[macro_export]
macro_rules! form_of_blocks {
    ($ty:ty, $path:literal $(, accounts: $accounts:expr)?) => {
        impl $crate::authorisation::Form for $ty {
            const PATH: &'static str = $path;

            fn limits(l: &mut $crate::limits::Limits) {
                <$ty as $crate::authorisation::block::Block>::limits("", l);
            }

            fn defaults(ctx: &$crate::Ctx) -> Self {
                <$ty as $crate::authorisation::block::Block>::blank(ctx)
            }

            fn normalise(
                form: &mut Self,
                change: &$crate::change::Change<'_, Self>,
                ctx: &$crate::Ctx,
                removed: &mut Vec<String>,
            ) {
                let env = $crate::authorisation::block::Env { ctx, changed: change.changed };
                let root = $crate::conditional::Pointer::ROOT;
                $crate::authorisation::block::Block::normalise(form, (), env, &root, removed);
            }

            fn states(
                form: &Self,
                _: &$crate::Ctx,
                out: &mut std::collections::BTreeMap<String, $crate::FieldState>,
            ) {
                let root = $crate::conditional::Pointer::ROOT;
                $crate::authorisation::block::Block::states(form, (), &root, out);
            }

            fn validate(form: &Self, _: &$crate::Ctx, out: &mut Vec<$crate::Violation>) {
                let root = $crate::conditional::Pointer::ROOT;
                $crate::authorisation::block::Block::validate(form, (), &root, out);
            }

            $(fn main_accounts(form: &Self) -> $crate::authorisation::application::Accounts {
                ($accounts)(form)
            })?
        }
    };
}

/// An application of kind `F`: the common blocks and the kind's sections side by side.
#[derive(Debug, Clone, Default, PartialEq, Serialize)]
pub struct Application<F> {
    #[serde(flatten)]
    pub common: Common,
    #[serde(flatten)]
    pub form: F,
}

/// The document as it arrives: the common blocks and the kind's sections read from the same
/// object, and whatever neither took refused (an unknown field is refused, as for every kind:
/// a typo must not be dropped silently). serde cannot deny unknown fields across flattened
/// structs, and a kind may flatten shared sections of its own (the special procedures'
/// section B), so a key is known when the parts read back hold it; a key holding nothing
/// (`null`, `[]`) loses nothing and passes.
impl<'de, F: DeserializeOwned + Serialize> Deserialize<'de> for Application<F> {
    fn deserialize<D: Deserializer<'de>>(de: D) -> Result<Self, D::Error> {
        use serde::de::Error;
        let fields = serde_json::Map::<String, Value>::deserialize(de)?;
        let object = Value::Object(fields);
        let common: Common = part(&object).map_err(D::Error::custom)?;
        let form: F = part(&object).map_err(D::Error::custom)?;
        let known = |part: Result<Value, _>| match part {
            Ok(Value::Object(map)) => map.into_iter().map(|(k, _)| k).collect(),
            _ => Vec::new(),
        };
        let mut held = known(serde_json::to_value(&common));
        held.extend(known(serde_json::to_value(&form)));
        let Value::Object(fields) = object else {
            unreachable!("read as an object")
        };
        let holds_nothing = |v: &Value| v.is_null() || v.as_array().is_some_and(Vec::is_empty);
        if let Some((field, _)) = fields
            .iter()
            .find(|(k, v)| !holds_nothing(v) && !held.contains(*k))
        {
            return Err(D::Error::custom(format!("unknown field `{field}`")));
        }
        Ok(Application { common, form })
    }
}

/// One part of the document, an error naming the field that does not fit.
fn part<T: DeserializeOwned>(object: &Value) -> Result<T, String> {
    serde_path_to_error::deserialize(object).map_err(crate::json_place::in_part)
}

/// The kind of the rule engine for the authorisation form `F`.
pub struct Authorisation<F>(PhantomData<F>);

impl<F: Form> Authorisation<F> {
    /// The decision type of the spec's table.
    pub fn decision() -> &'static DecisionType {
        decision_type(F::PATH).expect("every authorisation form names a decision type")
    }
}

impl<F: Form> Kind for Authorisation<F> {
    const NAME: &'static str = F::PATH;
    type Doc = Application<F>;

    fn defaults(ctx: &Ctx) -> Application<F> {
        let mut common = common::defaults(ctx);
        common.decision_type = Some(decision_code::<F>());
        let form = F::defaults(ctx);
        if F::main_accounts(&form) != Accounts::Optional {
            common.main_accounts = Some(Default::default());
        }
        Application { common, form }
    }

    fn normalise(
        doc: &mut Application<F>,
        previous: Option<&Application<F>>,
        changed: Option<&str>,
        ctx: &Ctx,
    ) -> Vec<String> {
        let mut removed = Vec::new();
        if !ctx.mode.is_editable() {
            return removed;
        }
        doc.common.decision_type = Some(decision_code::<F>());
        common::normalise(&mut doc.common, changed, ctx, &mut removed);
        let change = Change {
            previous: previous.map(|p| &p.form),
            changed,
        };
        F::normalise(&mut doc.form, &change, ctx, &mut removed);
        let accounts = F::main_accounts(&doc.form);
        conditional::clean(
            ACCOUNTS,
            &mut doc.common,
            &accounts,
            &Pointer::ROOT,
            &mut removed,
        );
        conditional::clean(
            F::conditionals(),
            &mut doc.form,
            ctx,
            &Pointer::ROOT,
            &mut removed,
        );
        conditional::clean(
            F::applicant_conditionals(),
            &mut doc.form,
            &Applicant::of(&doc.common),
            &Pointer::ROOT,
            &mut removed,
        );
        removed
    }

    fn validate(doc: &Application<F>, ctx: &Ctx) -> Vec<Violation> {
        let mut out = Vec::new();
        common::validate(&doc.common, ctx, &mut out);
        let accounts = F::main_accounts(&doc.form);
        conditional::check(ACCOUNTS, &doc.common, &accounts, &Pointer::ROOT, &mut out);
        conditional::check(F::conditionals(), &doc.form, ctx, &Pointer::ROOT, &mut out);
        let applicant = Applicant::of(&doc.common);
        conditional::check(
            F::applicant_conditionals(),
            &doc.form,
            &applicant,
            &Pointer::ROOT,
            &mut out,
        );
        F::validate(&doc.form, ctx, &mut out);
        out
    }

    fn fields_for(
        doc: &Application<F>,
        ctx: &Ctx,
        _focus: Focus<'_>,
    ) -> BTreeMap<String, FieldState> {
        let mut out = BTreeMap::new();
        common::states(&doc.common, ctx, &mut out);
        let accounts = F::main_accounts(&doc.form);
        conditional::states(ACCOUNTS, &doc.common, &accounts, &Pointer::ROOT, &mut out);
        conditional::states(F::conditionals(), &doc.form, ctx, &Pointer::ROOT, &mut out);
        let applicant = Applicant::of(&doc.common);
        conditional::states(
            F::applicant_conditionals(),
            &doc.form,
            &applicant,
            &Pointer::ROOT,
            &mut out,
        );
        F::states(&doc.form, ctx, &mut out);
        out
    }

    /// The list's columns (issue 'Authorisations I' section 2): the application reference,
    /// the decision reference number (issued), the decision type, the competent office, the
    /// validity end, the submission and decision dates.
    fn summary(doc: &Application<F>) -> Summary {
        let c = &doc.common;
        Summary {
            holder_eori: c.applicant.as_ref().and_then(|a| a.eori_number.clone()),
            holder_name: c.applicant.as_ref().and_then(|a| a.name.clone()),
            reference: c
                .registration_reference
                .as_ref()
                .and_then(|r| r.reference.clone()),
            issued_reference: c.decision.as_ref().and_then(|d| d.reference_number.clone()),
            type_code: Some(Self::decision().code.to_owned()),
            customs_office: c.ca.as_ref().map(|o| o.code.clone()),
            end_date: c.decision.as_ref().and_then(|d| d.validity_end.clone()),
            submitted_on: c
                .application_submission_date_time
                .as_ref()
                .and_then(|at| at.get(..10))
                .map(str::to_owned),
            decided_on: c.decision.as_ref().and_then(|d| d.decision_date.clone()),
            ..Summary::default()
        }
    }

    fn workflow() -> &'static [Transition] {
        super::workflow::TABLE
    }

    /// Every limit of the document: the common blocks' and the kind's.
    fn limits() -> Limits {
        let mut l = Limits::new();
        common::limits(&mut l);
        F::limits(&mut l);
        l
    }
}

fn decision_code<F: Form>() -> CodeRef {
    let d = Authorisation::<F>::decision();
    CodeRef::new(d.code, d.title)
}

/// The schema of an application: the common blocks' properties and the kind's, in one object
/// (as the document has them), named after the kind (`ACRApplication`).
#[cfg(feature = "openapi")]
mod schema {
    use std::borrow::Cow;

    use serde_json::Value;
    use utoipa::openapi::{RefOr, Schema};
    use utoipa::{PartialSchema, ToSchema};

    use super::{Application, Common, Form};

    impl<F: Form> PartialSchema for Application<F> {
        fn schema() -> RefOr<Schema> {
            let mut merged = to_value(Common::schema());
            let mut parts = Vec::new();
            F::schemas(&mut parts);
            let parts: Vec<(String, Value)> = parts
                .into_iter()
                .map(|(name, schema)| (name, to_value(schema)))
                .collect();
            absorb(&mut merged, &to_value(F::schema()), &parts);
            serde_json::from_value(merged).unwrap_or_else(|_| RefOr::T(Schema::default()))
        }
    }

    impl<F: Form> ToSchema for Application<F> {
        fn name() -> Cow<'static, str> {
            Cow::Owned(format!("{}Application", F::PATH.to_uppercase()))
        }

        fn schemas(out: &mut Vec<(String, RefOr<Schema>)>) {
            Common::schemas(out);
            F::schemas(out);
        }
    }

    /// The properties of `from` into `into`'s: its own, and those of the parts it is made of
    /// (`allOf`, a kind that flattens a shared section), the referred ones looked up in
    /// `parts`, so that the document is described as the one object it is.
    fn absorb(into: &mut Value, from: &Value, parts: &[(String, Value)]) {
        if let Some(name) = from.get("$ref").and_then(Value::as_str) {
            let name = name.rsplit('/').next().unwrap_or(name);
            if let Some((_, part)) = parts.iter().find(|(n, _)| n == name) {
                absorb(into, part, parts);
            }
            return;
        }
        if let (Some(props), Some(own)) = (
            into.get_mut("properties").and_then(Value::as_object_mut),
            from.get("properties").and_then(Value::as_object),
        ) {
            props.extend(own.clone());
        }
        for part in from
            .get("allOf")
            .and_then(Value::as_array)
            .into_iter()
            .flatten()
        {
            absorb(into, part, parts);
        }
    }

    fn to_value(schema: RefOr<Schema>) -> Value {
        serde_json::to_value(schema).unwrap_or(Value::Null)
    }
}
