//! The conditional fields of list rows: guarantees, their references, authorisations,
//! offices and routing countries.

use crate::conditional::Conditional;
use crate::t01::codes::{GUARANTEE_CASH, GUARANTEE_PUBLIC_BODY};
use crate::t01::{
    Authorisation, ExitOffice, Guarantee, GuaranteeReference, RoutingCountry, TransitOffice,
};
use crate::{conditional as entry, FieldState};

const REQUIRED: FieldState = FieldState::REQUIRED;
const OPTIONAL: FieldState = FieldState::OPTIONAL;
const NOT_ALLOWED: FieldState = FieldState::NOT_ALLOWED;

/// Spec 5.5, per guarantee: "The other reference: required unless type is 3, shown only for
/// types 8 and 3"; "Guarantee references section appears only when the type has withRfc".
pub static GUARANTEE: &[Conditional<Guarantee, ()>] = &[
    entry!("/type", r#type, value, |_, _| REQUIRED),
    entry!(
        "/referenceNumber",
        reference_number,
        value,
        |g, _| match g.type_code() {
            Some(GUARANTEE_PUBLIC_BODY) => REQUIRED,
            Some(GUARANTEE_CASH) => OPTIONAL,
            _ => NOT_ALLOWED,
        }
    ),
    entry!(
        "/guaranteeReferences",
        guarantee_references,
        list,
        |g, _| FieldState::only_if(g.with_rfc())
    ),
];

/// Facts about the guarantee a reference belongs to.
#[derive(Debug, Clone, Copy)]
pub struct GuaranteeFacts {
    pub with_grn: bool,
}

/// Spec 5.5, per guarantee reference: "GRN and access code shown only when the type has
/// withGrn" (and then required); "currency required; covered amount required".
pub static GUARANTEE_REFERENCE: &[Conditional<GuaranteeReference, GuaranteeFacts>] = &[
    entry!("/grn", grn, value, |_, f| FieldState::only_if(f.with_grn)),
    entry!("/accessCode", access_code, value, |_, f| {
        FieldState::only_if(f.with_grn)
    }),
    entry!("/coveredAmount", covered_amount, value, |_, _| REQUIRED),
    entry!("/currency", currency, value, |_, _| REQUIRED),
];

/// "Authorisation type and reference required."
pub static AUTHORISATION: &[Conditional<Authorisation, ()>] = &[
    entry!("/type", r#type, value, |_, _| REQUIRED),
    entry!("/decisionReference", decision_reference, value, |_, _| {
        REQUIRED
    }),
];

/// A row of an office or country list names its office or country.
pub static TRANSIT_OFFICE: &[Conditional<TransitOffice, ()>] =
    &[entry!("/customsOffice", customs_office, value, |_, _| {
        REQUIRED
    })];
pub static EXIT_OFFICE: &[Conditional<ExitOffice, ()>] =
    &[entry!("/customsOffice", customs_office, value, |_, _| {
        REQUIRED
    })];
pub static ROUTING_COUNTRY: &[Conditional<RoutingCountry, ()>] =
    &[entry!("/country", country, value, |_, _| REQUIRED)];
