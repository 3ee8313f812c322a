//! The guarantee application G01 (guarantee.md): the second kind on the generic machinery.
//! Model (`model`, `forms`), rules (`rules/`: defaults, presence, normalise, choices,
//! validate, and the action forms'), workflow (`workflow`), and tests named after the rules.
//!
//! Besides the document kind `g01`, the engine evaluates the forms of its actions on their
//! own (each carries the guarantee fields its rules need, as section 3 lists them):
//! `g01-update` (the update screen), `g01-access-codes` (Manage Access Codes) and
//! `g01-action` (withdraw, appeal and the other action screens).

pub mod codes;
pub mod forms;
pub mod limit_table;
pub mod model;
pub mod rules;
pub mod testing;
pub mod usage;
pub mod workflow;

#[cfg(test)]
mod tests;

use std::collections::BTreeMap;

pub use forms::{AccessCodesForm, ActionForm, UpdateForm, UpdateType};
pub use model::*;

use crate::{kind::Kind, Choices, Ctx, FieldState, Focus, Summary, Violation};

pub struct G01;

impl Kind for G01 {
    const NAME: &'static str = "g01";
    type Doc = Guarantee;

    fn defaults(ctx: &Ctx) -> Guarantee {
        rules::defaults::defaults(ctx)
    }

    /// Section 4's rules are all state rules (see `rules::normalise`): `previous` and
    /// `changed` are not needed.
    fn normalise(
        doc: &mut Guarantee,
        _previous: Option<&Guarantee>,
        _changed: Option<&str>,
        ctx: &Ctx,
    ) -> Vec<String> {
        rules::normalise::normalise(doc, ctx)
    }

    fn validate(doc: &Guarantee, ctx: &Ctx) -> Vec<Violation> {
        rules::validate::validate(doc, ctx)
    }

    fn fields_for(doc: &Guarantee, ctx: &Ctx, _focus: Focus<'_>) -> BTreeMap<String, FieldState> {
        rules::presence::fields(doc, ctx)
    }

    fn choices_for(doc: &Guarantee, ctx: &Ctx, _focus: Focus<'_>) -> BTreeMap<String, Choices> {
        rules::choices::choices(doc, ctx)
    }

    fn limits() -> crate::limits::Limits {
        limit_table::guarantee()
    }

    fn summary(doc: &Guarantee) -> Summary {
        Summary {
            holder_eori: doc.applicant_eori().map(str::to_owned),
            holder_name: doc.applicant.as_ref().and_then(|a| a.name.clone()),
            issued_reference: doc.grn.clone(),
            customs_office: doc.customs_office.as_ref().map(|o| o.code.clone()),
            type_code: doc.type_code().map(str::to_owned),
            amount: doc.amount.map(|a| a.to_string()),
            end_date: doc.end_date.clone(),
            other_reference: doc
                .storage_reference
                .as_ref()
                .and_then(|r| r.reference.clone()),
            balance: doc.balance.map(|b| b.to_string()),
            offices_en_route: Vec::new(),
            office_of_departure: doc
                .offices
                .as_ref()
                .and_then(|o| o.customs_office_of_departure.as_ref())
                .map(|o| o.code.clone()),
            office_of_destination: doc
                .offices
                .as_ref()
                .and_then(|o| o.customs_office_of_destination.as_ref())
                .map(|o| o.code.clone()),
            ..Summary::default()
        }
    }

    fn workflow() -> &'static [crate::workflow::Transition] {
        workflow::TABLE
    }
}

/// The update screen, evaluated like a kind (no workflow of its own: it is the `update`
/// action of [`G01`]).
pub struct G01Update;

impl Kind for G01Update {
    const NAME: &'static str = "g01-update";
    type Doc = UpdateForm;

    fn defaults(_ctx: &Ctx) -> UpdateForm {
        rules::forms::update_defaults()
    }

    fn normalise(
        doc: &mut UpdateForm,
        _previous: Option<&UpdateForm>,
        _changed: Option<&str>,
        _ctx: &Ctx,
    ) -> Vec<String> {
        rules::forms::update_normalise(doc)
    }

    fn validate(doc: &UpdateForm, ctx: &Ctx) -> Vec<Violation> {
        rules::forms::update_validate(doc, ctx)
    }

    fn fields_for(doc: &UpdateForm, _ctx: &Ctx, _focus: Focus<'_>) -> BTreeMap<String, FieldState> {
        rules::forms::update_fields(doc)
    }

    fn choices_for(doc: &UpdateForm, _ctx: &Ctx, _focus: Focus<'_>) -> BTreeMap<String, Choices> {
        rules::forms::update_choices(doc)
    }

    fn limits() -> crate::limits::Limits {
        limit_table::update()
    }

    fn summary(_doc: &UpdateForm) -> Summary {
        Summary::default()
    }

    fn workflow() -> &'static [crate::workflow::Transition] {
        &[]
    }
}

/// The Manage Access Codes screen ("always editable": it normalises in every mode).
pub struct G01AccessCodes;

impl Kind for G01AccessCodes {
    const NAME: &'static str = "g01-access-codes";
    type Doc = AccessCodesForm;

    fn defaults(_ctx: &Ctx) -> AccessCodesForm {
        AccessCodesForm::default()
    }

    fn normalise(
        doc: &mut AccessCodesForm,
        _previous: Option<&AccessCodesForm>,
        _changed: Option<&str>,
        _ctx: &Ctx,
    ) -> Vec<String> {
        rules::forms::access_codes_normalise(doc)
    }

    fn validate(doc: &AccessCodesForm, _ctx: &Ctx) -> Vec<Violation> {
        rules::forms::access_codes_validate(doc)
    }

    fn fields_for(
        doc: &AccessCodesForm,
        _ctx: &Ctx,
        _focus: Focus<'_>,
    ) -> BTreeMap<String, FieldState> {
        rules::forms::access_codes_fields(doc)
    }

    fn limits() -> crate::limits::Limits {
        limit_table::access_codes()
    }

    fn summary(_doc: &AccessCodesForm) -> Summary {
        Summary::default()
    }

    fn workflow() -> &'static [crate::workflow::Transition] {
        &[]
    }
}

/// An action screen (withdraw, appeal, ...).
pub struct G01Action;

impl Kind for G01Action {
    const NAME: &'static str = "g01-action";
    type Doc = ActionForm;

    fn defaults(_ctx: &Ctx) -> ActionForm {
        ActionForm::default()
    }

    fn normalise(
        _doc: &mut ActionForm,
        _previous: Option<&ActionForm>,
        _changed: Option<&str>,
        _ctx: &Ctx,
    ) -> Vec<String> {
        Vec::new()
    }

    fn validate(doc: &ActionForm, _ctx: &Ctx) -> Vec<Violation> {
        rules::forms::action_validate(doc)
    }

    fn fields_for(
        _doc: &ActionForm,
        _ctx: &Ctx,
        _focus: Focus<'_>,
    ) -> BTreeMap<String, FieldState> {
        rules::forms::action_fields()
    }

    fn limits() -> crate::limits::Limits {
        limit_table::action()
    }

    fn summary(_doc: &ActionForm) -> Summary {
        Summary::default()
    }

    fn workflow() -> &'static [crate::workflow::Transition] {
        &[]
    }
}
