//! The guarantee form block of CGU (spec 3: "a guarantee form catalog choice, a guarantor block
//! shown only when the form carries a guarantor undertaking, and a free-text description";
//! 5: "guarantor name max 70, street max 70, postcode max 9, city max 35; guarantor fields
//! required once any is filled; country required then; textDescription max 512 and required
//! once a form or text exists; the guarantee form is required likewise"). Issue
//! 'Authorisations II': "a form with a guarantor undertaking creates an empty guarantor, one
//! without removes it".

use serde::{Deserialize, Serialize};

use crate::authorisation::block::{Env, Section};
use crate::blocks::party::{CITY_MAX, NAME_MAX, STREET_MAX};
use crate::conditional::{Conditional, Pointer};
use crate::limits::{Limit, Limits, TEXT};
use crate::values::CountryRef;
use crate::{conditional as entry, FieldState};

/// Spec 9 "guarantor ... postcode 9".
pub const GUARANTOR_POSTCODE_MAX: usize = 9;

#[derive(Debug, Clone, Default, PartialEq, Eq, Serialize, Deserialize)]
#[cfg_attr(feature = "openapi", derive(utoipa::ToSchema))]
#[serde(rename_all = "camelCase", deny_unknown_fields)]
pub struct GuaranteeFormBlock {
    #[serde(default, skip_serializing_if = "Option::is_none")]
    pub guarantee_form: Option<GuaranteeForm>,
    #[serde(default, skip_serializing_if = "Option::is_none")]
    pub guarantor: Option<Guarantor>,
    #[serde(default, skip_serializing_if = "Option::is_none")]
    pub text_description: Option<String>,
}

/// An item of the guarantee form catalog: whether the form carries a guarantor's undertaking.
#[derive(Debug, Clone, Default, PartialEq, Eq, Serialize, Deserialize)]
#[cfg_attr(feature = "openapi", derive(utoipa::ToSchema))]
#[serde(rename_all = "camelCase", deny_unknown_fields)]
pub struct GuaranteeForm {
    pub code: String,
    #[serde(default, skip_serializing_if = "Option::is_none")]
    pub name: Option<String>,
    #[serde(default, skip_serializing_if = "Option::is_none")]
    pub guarantor_undertaking: Option<bool>,
}

#[derive(Debug, Clone, Default, PartialEq, Eq, Serialize, Deserialize)]
#[cfg_attr(feature = "openapi", derive(utoipa::ToSchema))]
#[serde(rename_all = "camelCase", deny_unknown_fields)]
pub struct Guarantor {
    #[serde(default, skip_serializing_if = "Option::is_none")]
    pub name: Option<String>,
    #[serde(default, skip_serializing_if = "Option::is_none")]
    pub street: Option<String>,
    #[serde(default, skip_serializing_if = "Option::is_none")]
    pub post_code: Option<String>,
    #[serde(default, skip_serializing_if = "Option::is_none")]
    pub city: Option<String>,
    #[serde(default, skip_serializing_if = "Option::is_none")]
    pub country: Option<CountryRef>,
}

impl GuaranteeFormBlock {
    fn undertaking(&self) -> bool {
        self.guarantee_form
            .as_ref()
            .is_some_and(|f| f.guarantor_undertaking == Some(true))
    }

    /// "required once a form or text exists".
    fn begun(&self) -> bool {
        self.guarantee_form.is_some() || self.text_description.is_some()
    }
}

impl Guarantor {
    fn begun(&self) -> bool {
        *self != Guarantor::default()
    }
}

static FORM: &[Conditional<GuaranteeFormBlock, ()>] = &[
    entry!("/guaranteeForm", guarantee_form, value, |b, _| {
        FieldState::required_if(b.begun())
    }),
    entry!("/textDescription", text_description, value, |b, _| {
        FieldState::required_if(b.begun())
    }),
    entry!("/guarantor", guarantor, value, |b, _| {
        if b.undertaking() {
            FieldState::OPTIONAL
        } else {
            FieldState::NOT_ALLOWED
        }
    }),
];

static GUARANTOR: &[Conditional<Guarantor, ()>] = &[
    entry!("/name", name, value, |g, _| FieldState::required_if(
        g.begun()
    )),
    entry!("/street", street, value, |g, _| FieldState::required_if(
        g.begun()
    )),
    entry!("/postCode", post_code, value, |g, _| {
        FieldState::required_if(g.begun())
    }),
    entry!("/city", city, value, |g, _| FieldState::required_if(
        g.begun()
    )),
    entry!("/country", country, value, |g, _| FieldState::required_if(
        g.begun()
    )),
];

impl Section for GuaranteeFormBlock {
    type Of = ();

    fn table() -> &'static [Conditional<Self, ()>] {
        FORM
    }

    fn own_limits(at: &str, l: &mut Limits) {
        l.set(format!("{at}/textDescription"), Limit::text(TEXT));
    }

    /// A form with a guarantor's undertaking gets an empty guarantor to fill (one without
    /// loses it by the table).
    fn own_normalise(&mut self, _: (), _: Env<'_>, _: &Pointer<'_>, _: &mut Vec<String>) {
        if self.undertaking() && self.guarantor.is_none() {
            self.guarantor = Some(Guarantor::default());
        }
    }
}

crate::blocks!(GuaranteeFormBlock {
    guarantor: "guarantor"
});

impl Section for Guarantor {
    type Of = ();

    fn table() -> &'static [Conditional<Self, ()>] {
        GUARANTOR
    }

    fn own_limits(at: &str, l: &mut Limits) {
        l.set(format!("{at}/name"), Limit::text(NAME_MAX))
            .set(format!("{at}/street"), Limit::text(STREET_MAX))
            .set(
                format!("{at}/postCode"),
                Limit::text(GUARANTOR_POSTCODE_MAX),
            )
            .set(format!("{at}/city"), Limit::text(CITY_MAX));
    }
}

crate::blocks!(Guarantor {});

#[cfg(test)]
mod tests {
    use super::*;
    use crate::authorisation::block::testing::{paths, removed};

    fn form(undertaking: bool) -> GuaranteeForm {
        GuaranteeForm {
            code: if undertaking { "1" } else { "3" }.into(),
            name: None,
            guarantor_undertaking: Some(undertaking),
        }
    }

    #[test]
    fn a_form_with_a_guarantor_undertaking_creates_an_empty_guarantor_one_without_removes_it() {
        let mut b = GuaranteeFormBlock {
            guarantee_form: Some(form(true)),
            ..GuaranteeFormBlock::default()
        };
        assert!(removed(&mut b, (), "guaranteeForm", None).is_empty());
        assert_eq!(b.guarantor, Some(Guarantor::default()));
        b.guarantee_form = Some(form(false));
        assert_eq!(
            removed(&mut b, (), "guaranteeForm", None),
            ["/guaranteeForm/guarantor"]
        );
        assert_eq!(b.guarantor, None);
    }

    #[test]
    fn guarantor_fields_are_required_once_any_is_filled() {
        let mut b = GuaranteeFormBlock {
            guarantee_form: Some(form(true)),
            guarantor: Some(Guarantor::default()),
            text_description: Some("Joint guarantee".into()),
        };
        let out = paths(&b, (), "");
        assert!(
            out.is_empty(),
            "an empty guarantor asks nothing yet: {out:?}"
        );
        b.guarantor.as_mut().unwrap().city = Some("Chișinău".into());
        assert_eq!(
            paths(&b, (), ""),
            [
                "/guarantor/name",
                "/guarantor/street",
                "/guarantor/postCode",
                "/guarantor/country"
            ]
        );
    }

    #[test]
    fn the_form_and_its_description_are_required_once_either_exists() {
        let b = GuaranteeFormBlock {
            text_description: Some("Cash deposit".into()),
            ..GuaranteeFormBlock::default()
        };
        assert_eq!(paths(&b, (), "")[0], "/guaranteeForm");
        assert!(paths(&GuaranteeFormBlock::default(), (), "").is_empty());
    }
}
