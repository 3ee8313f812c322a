//! Spec 4.3: the blank declaration. Defaults are set only in mode new; any other mode starts
//! from an empty document (a clone or a stored version brings its own data).

use crate::t01::codes::GUARANTEE_DEFAULT;
use crate::t01::{Declaration, Guarantee, Party};
use crate::values::{CodeRef, CountryRef, GuaranteeTypeRef};
use crate::{Ctx, Mode, UserType};

pub fn defaults(ctx: &Ctx) -> Declaration {
    if ctx.mode != Mode::New {
        return Declaration::default();
    }
    let user = Party::new(ctx.user.eori.as_deref(), ctx.user.name.as_deref());
    let (applicant, representative) = match ctx.user.user_type {
        UserType::Trader => (Some(user), None),
        // The agent picks the applicant among their linked traders.
        UserType::Agent => (None, Some(user)),
        UserType::Officer => (None, None),
    };
    Declaration {
        declaration_type: Some(CodeRef::new("T1", "T1")),
        add_dec_type: Some(CodeRef::new("A", "Standard customs declaration")),
        declaration_type_security: Some(CodeRef::new(
            "0",
            "Not used for safety and security purposes",
        )),
        reduced_dataset: Some(CodeRef::new("0", "No")),
        container_indicator: Some(CodeRef::new("0", "No")),
        language_at_departure: (!ctx.language.is_empty()).then(|| CodeRef {
            code: ctx.language.clone(),
            name: None,
        }),
        departure_country: (!ctx.country.is_empty()).then(|| CountryRef {
            code: ctx.country.clone(),
            ..CountryRef::default()
        }),
        applicant,
        representative,
        guarantees: vec![Guarantee {
            sequence: 1,
            r#type: Some(default_guarantee_type()),
            ..Guarantee::default()
        }],
        ..Declaration::default()
    }
}

/// Spec 5.5 "Type required (default A)": the blank document's guarantee, and any guarantee
/// the user adds (`entry.rs`).
pub fn default_guarantee_type() -> GuaranteeTypeRef {
    GuaranteeTypeRef {
        code: GUARANTEE_DEFAULT.into(),
        name: Some("Guarantee waiver by agreement".into()),
        with_grn: Some(false),
        with_rfc: Some(false),
    }
}
