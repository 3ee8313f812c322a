//! The update, access-code and action screens' rules, fired and not fired.

use super::*;
use crate::g01::testing::{access_code, amount, code, country};
use crate::g01::{
    AccessCodesForm, ActionForm, G01AccessCodes, G01Action, G01Update, RestrictionType, UpdateForm,
    UpdateType,
};

fn update(t: UpdateType) -> UpdateForm {
    UpdateForm {
        update_type: Some(t),
        simplification: Some(code("1")),
        amount: Some(amount("100")),
        ..UpdateForm::default()
    }
}

fn rules_of(v: &[Violation]) -> Vec<(&str, &str)> {
    v.iter()
        .map(|v| (v.path.as_str(), v.rule.as_str()))
        .collect()
}

#[test]
fn update_type_defaults_to_end_date() {
    assert_eq!(
        G01Update::defaults(&ctx()).update_type,
        Some(UpdateType::EndDate)
    );
}

#[test]
fn validity_end_date_required_today_or_later() {
    let mut f = update(UpdateType::EndDate);
    assert_eq!(
        rules_of(&G01Update::validate(&f, &ctx())),
        vec![("/validityEndDate", "required")]
    );
    f.validity_end_date = Some("2026-11-21".into());
    assert_eq!(
        rules_of(&G01Update::validate(&f, &ctx())),
        vec![("/validityEndDate", "validity-end-date-today-or-later")]
    );
    f.validity_end_date = Some("2026-11-22".into());
    assert!(G01Update::validate(&f, &ctx()).is_empty());
}

#[test]
fn amount_modifier_required_min_1() {
    for t in [UpdateType::IncreaseAmount, UpdateType::DecreaseAmount] {
        let mut f = update(t);
        assert_eq!(
            rules_of(&G01Update::validate(&f, &ctx())),
            vec![("/amountModifier", "required")]
        );
        f.amount_modifier = Some(amount("0.5"));
        assert_eq!(
            rules_of(&G01Update::validate(&f, &ctx())),
            vec![("/amountModifier", "amount-modifier-min-1")]
        );
        f.amount_modifier = Some(amount("1"));
        assert!(G01Update::validate(&f, &ctx()).is_empty());
    }
    let mut f = update(UpdateType::DecreaseAmount);
    f.amount_modifier = Some(amount("99.01"));
    assert_eq!(
        rules_of(&G01Update::validate(&f, &ctx())),
        vec![("/amountModifier", "decrease-leaves-at-least-1")]
    );
}

#[test]
fn guarantee_level_only_when_comprehensive() {
    let mut f = update(UpdateType::GuaranteeLevel);
    f.level_of_guarantee = Some(code("50"));
    assert!(G01Update::validate(&f, &ctx()).is_empty());
    assert!(!G01Update::choices(&f, &ctx()).contains_key("/updateType"));
    f.simplification = Some(code("4"));
    let v = G01Update::validate(&f, &ctx());
    assert!(rules_of(&v).contains(&("/updateType", "guarantee-level-only-comprehensive")));
    assert!(G01Update::choices(&f, &ctx())["/updateType"]
        .exclude
        .contains(&"GUARANTEE_LEVEL".to_owned()));
}

#[test]
fn update_type_change_clears_the_fields_of_the_others() {
    let mut f = update(UpdateType::IncreaseAmount);
    f.validity_end_date = Some("2027-01-01".into());
    f.amount_modifier = Some(amount("5"));
    assert_eq!(
        G01Update::normalise(&mut f, None, None, &ctx()),
        vec!["/validityEndDate"]
    );
    assert!(f.amount_modifier.is_some());
}

#[test]
fn national_guarantee_clears_countries_not_covered_on_the_update_screen() {
    let mut f = update(UpdateType::NotCoveredCountry);
    f.national_guarantee = Some(true);
    f.countries_not_covered = vec![country("RO", true)];
    assert_eq!(
        G01Update::normalise(&mut f, None, None, &ctx()),
        vec!["/countriesNotCovered"]
    );
    let mut keeps = update(UpdateType::NotCoveredCountry);
    keeps.countries_not_covered = vec![country("RO", true)];
    assert!(G01Update::normalise(&mut keeps, None, None, &ctx()).is_empty());
}

#[test]
fn update_details_max_512() {
    let mut f = update(UpdateType::EndDate);
    f.validity_end_date = Some("2027-01-01".into());
    f.details = Some("x".repeat(513));
    assert_eq!(
        rules_of(&G01Update::validate(&f, &ctx())),
        vec![("/details", "details-max-512")]
    );
}

#[test]
fn action_details_required_max_512() {
    let mut f = ActionForm::default();
    assert_eq!(
        rules_of(&G01Action::validate(&f, &ctx())),
        vec![("/details", "required")]
    );
    f.details = Some("x".repeat(513));
    assert_eq!(
        rules_of(&G01Action::validate(&f, &ctx())),
        vec![("/details", "details-max-512")]
    );
    f.details = Some("I withdraw the application".into());
    assert!(G01Action::validate(&f, &ctx()).is_empty());
}

#[test]
fn access_codes_form_master_code_and_amount_limit() {
    let mut a = access_code(RestrictionType::Amount);
    a.amount_limit = Some(amount("101"));
    let mut f = AccessCodesForm {
        master_code: None,
        access_codes: vec![a],
        amount: Some(amount("100")),
        ..AccessCodesForm::default()
    };
    assert_eq!(
        rules_of(&G01AccessCodes::validate(&f, &ctx())),
        vec![
            ("/masterCode", "required"),
            (
                "/accessCodes/0/amountLimit",
                "amount-limit-1-to-guarantee-amount"
            )
        ]
    );
    f.master_code = Some("AB1".into());
    f.access_codes[0].amount_limit = Some(amount("100"));
    assert_eq!(
        rules_of(&G01AccessCodes::validate(&f, &ctx())),
        vec![("/masterCode", "code-exactly-4-letters-or-digits")]
    );
    // Restriction change clears what does not apply, in every mode (always editable).
    f.access_codes[0].restriction_type = Some(RestrictionType::Unlimited);
    let view = ctx().with_mode(crate::Mode::View);
    assert_eq!(
        G01AccessCodes::normalise(&mut f, None, None, &view),
        vec!["/accessCodes/0/amountLimit"]
    );
}
