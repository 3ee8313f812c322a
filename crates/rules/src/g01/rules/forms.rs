//! The rules of the action forms (section 2 and 5): the update screen, the Manage Access Codes
//! screen and the action screens (withdraw, appeal).

use std::collections::BTreeMap;

use super::validate::{countries_not_covered_ncts, date_at, details_max, four_letters_or_digits};
use super::{choices, presence};
use crate::conditional::{self, Pointer};
use crate::g01::forms::{AccessCodesForm, ActionForm, UpdateForm, UpdateType};
use crate::text::Text;
use crate::values::{Date, Decimal};
use crate::{Choices, Ctx, FieldState, Violation};

/// The update screen's defaults: "Default update type END_DATE".
pub fn update_defaults() -> UpdateForm {
    UpdateForm {
        update_type: Some(UpdateType::EndDate),
        ..UpdateForm::default()
    }
}

/// "Toggling national-only guarantee ... clears or resets countries not covered on the update
/// screen"; a change of update type clears the fields of the others.
pub fn update_normalise(form: &mut UpdateForm) -> Vec<String> {
    let mut removed = Vec::new();
    conditional::clean(presence::UPDATE, form, &(), &Pointer::ROOT, &mut removed);
    removed
}

pub fn update_fields(form: &UpdateForm) -> BTreeMap<String, FieldState> {
    let mut out = BTreeMap::new();
    conditional::states(presence::UPDATE, form, &(), &Pointer::ROOT, &mut out);
    out
}

pub fn update_choices(form: &UpdateForm) -> BTreeMap<String, Choices> {
    let mut out = BTreeMap::new();
    if let Some(c) = choices::update_type(form) {
        out.insert("/updateType".into(), c);
    }
    if form.update_type == Some(UpdateType::NotCoveredCountry)
        && form.national_guarantee != Some(true)
    {
        out.insert(
            "/countriesNotCovered".into(),
            choices::countries_not_covered(),
        );
    }
    out
}

/// "updateType required; details max 512; amountModifier required, min 1; validityEndDate
/// required, today or later"; GUARANTEE_LEVEL only when comprehensive; a decrease leaves an
/// amount of at least 1.
pub fn update_validate(form: &UpdateForm, ctx: &Ctx) -> Vec<Violation> {
    let mut out = Vec::new();
    conditional::check(presence::UPDATE, form, &(), &Pointer::ROOT, &mut out);
    if let (Some(c), Some(t)) = (choices::update_type(form), form.update_type) {
        if !c.allows(t.as_str()) {
            out.push(Violation::of(
                "/updateType",
                "guarantee-level-only-comprehensive",
                Text::new("guarantee-level-only-comprehensive"),
            ));
        }
    }
    let end = date_at(
        "/validityEndDate",
        form.validity_end_date.as_ref(),
        &mut out,
    );
    if let (Some(end), Some(today)) = (end, Date::parse(&ctx.today)) {
        if end < today {
            out.push(Violation::of(
                "/validityEndDate",
                "validity-end-date-today-or-later",
                Text::new("validity-end-date-today-or-later"),
            ));
        }
    }
    if let Some(m) = form.amount_modifier {
        let one = Decimal::from_cents(100);
        if m < one {
            out.push(Violation::of(
                "/amountModifier",
                "amount-modifier-min-1",
                Text::new("amount-modifier-min-1"),
            ));
        } else if form.update_type == Some(UpdateType::DecreaseAmount)
            && form
                .amount
                .is_some_and(|a| a.micros() - m.micros() < one.micros())
        {
            out.push(Violation::of(
                "/amountModifier",
                "decrease-leaves-at-least-1",
                Text::new("decrease-leaves-at-least-1"),
            ));
        }
    }
    countries_not_covered_ncts(
        "/countriesNotCovered",
        &form.countries_not_covered,
        &mut out,
    );
    details_max("/details", form.details.as_deref(), &mut out);
    out
}

/// The Manage Access Codes screen: "always editable"; its rows' restriction clearing rules.
pub fn access_codes_normalise(form: &mut AccessCodesForm) -> Vec<String> {
    let mut removed = Vec::new();
    presence::clean_access_codes(&mut form.access_codes, &mut removed);
    removed
}

pub fn access_codes_fields(form: &AccessCodesForm) -> BTreeMap<String, FieldState> {
    let mut out = BTreeMap::new();
    out.insert("/masterCode".into(), FieldState::REQUIRED);
    presence::access_code_fields(&form.access_codes, &mut out);
    out
}

/// "Master access code: required, exactly 4 letters/digits" and the rows' rules.
pub fn access_codes_validate(form: &AccessCodesForm) -> Vec<Violation> {
    let mut out = Vec::new();
    if form.master_code.is_none() {
        out.push(Violation::required("/masterCode"));
    }
    four_letters_or_digits("/masterCode", form.master_code.as_deref(), &mut out);
    super::validate::access_codes(&form.access_codes, form.amount, &mut out);
    out
}

/// "A free-text box for additional information (action details, required, max 512)."
pub fn action_fields() -> BTreeMap<String, FieldState> {
    BTreeMap::from([("/details".to_owned(), FieldState::REQUIRED)])
}

pub fn action_validate(form: &ActionForm) -> Vec<Violation> {
    let mut out = Vec::new();
    match form.details.as_deref() {
        None | Some("") => out.push(Violation::required("/details")),
        Some(d) => details_max("/details", Some(d), &mut out),
    }
    out
}
