//! The limits of the guarantee's fields and of its action screens as data
//! ([`crate::limits`]): section 5's lengths and section 9's figures, for the forms and the
//! OpenAPI schema, enforced besides the rules by [`crate::Kind::violations`].

use crate::blocks::Party;
use crate::limits::{Limit, Limits};

use super::codes::{
    AUTHORISATION_REFERENCE_MAX, AUTHORISATION_REFERENCE_MIN, CODE_LEN, DETAILS_MAX,
    DOCUMENT_REFERENCE_MAX, GRN_MAX, VOUCHER_MAX,
};

/// "Master access code: exactly 4 letters/digits" (and every access code).
const CODE: Limit = Limit::code_of(CODE_LEN, CODE_LEN);

/// The guarantee (G01).
pub fn guarantee() -> Limits {
    let mut l = Limits::new();
    for at in ["/applicant", "/guarantor"] {
        Party::limits(at, &mut l);
    }
    l.set("/grn", Limit::code(GRN_MAX))
        .set(
            "/authorisationReference/reference",
            Limit::text_of(AUTHORISATION_REFERENCE_MIN, AUTHORISATION_REFERENCE_MAX),
        )
        .set("/voucherNumber", Limit::code(VOUCHER_MAX))
        .set("/commodities/*/description", Limit::text(DETAILS_MAX))
        .set(
            "/files/*/referenceNumber",
            Limit::text(DOCUMENT_REFERENCE_MAX),
        );
    // The access-code change: the code in use and its replacement.
    l.set("/currentCode", CODE).set("/newCode", CODE);
    codes(&mut l);
    details(&mut l);
    l
}

/// The update screen.
pub fn update() -> Limits {
    let mut l = Limits::new();
    details(&mut l);
    l
}

/// The Manage Access Codes screen.
pub fn access_codes() -> Limits {
    let mut l = Limits::new();
    codes(&mut l);
    l
}

/// An action screen (withdraw, appeal, ...).
pub fn action() -> Limits {
    update()
}

/// The master code and the access codes with their beneficiaries.
fn codes(l: &mut Limits) {
    l.set("/masterCode", CODE)
        .set("/accessCodes/*/accessCode", CODE);
    Party::limits("/accessCodes/*/beneficiary", l);
}

/// "Descriptions and action details max 512."
fn details(l: &mut Limits) {
    l.set("/details", Limit::text(DETAILS_MAX));
}
