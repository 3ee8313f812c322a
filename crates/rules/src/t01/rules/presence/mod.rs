//! The conditional fields of the T01 document, one entry per spec sentence. Each table feeds
//! the validator, the clean-up and the UI (see [`crate::conditional`]). Pointers of list rows
//! use the row's index: `/guarantees/0/referenceNumber`.

mod header;
mod rows;

use std::collections::BTreeMap;

pub use header::{transit_office_mandatory, HEADER};
pub use rows::*;

use crate::conditional;
use crate::t01::{
    Authorisation, Declaration, ExitOffice, Guarantee, GuaranteeReference, RoutingCountry,
    TransitOffice,
};
use crate::{Ctx, FieldState, Violation};

/// Calls `f` for every table and subject of the document, with the subject's pointer prefix.
/// The one walk shared by `fields()` and the validator, so a row table is never forgotten by
/// one of them.
pub fn visit(doc: &Declaration, ctx: &Ctx, mut f: impl FnMut(Subject<'_>, &str)) {
    f(Subject::Header(doc, ctx), "");
    for (i, g) in doc.guarantees.iter().enumerate() {
        let prefix = format!("/guarantees/{i}");
        f(Subject::Guarantee(g), &prefix);
        let facts = GuaranteeFacts {
            with_grn: g.with_grn(),
        };
        for (j, r) in g.guarantee_references.iter().enumerate() {
            f(
                Subject::Reference(r, facts),
                &format!("{prefix}/guaranteeReferences/{j}"),
            );
        }
    }
    for (i, a) in doc.authorisations.iter().enumerate() {
        f(Subject::Authorisation(a), &format!("/authorisations/{i}"));
    }
    for (i, o) in doc.transit_offices.iter().enumerate() {
        f(Subject::TransitOffice(o), &format!("/transitOffices/{i}"));
    }
    for (i, o) in doc.exit_offices.iter().enumerate() {
        f(Subject::ExitOffice(o), &format!("/exitOffices/{i}"));
    }
    for (i, r) in doc.routing_countries.iter().enumerate() {
        f(
            Subject::RoutingCountry(r),
            &format!("/routingCountries/{i}"),
        );
    }
}

pub enum Subject<'a> {
    Header(&'a Declaration, &'a Ctx),
    Guarantee(&'a Guarantee),
    Reference(&'a GuaranteeReference, GuaranteeFacts),
    Authorisation(&'a Authorisation),
    TransitOffice(&'a TransitOffice),
    ExitOffice(&'a ExitOffice),
    RoutingCountry(&'a RoutingCountry),
}

/// Presence of every conditional field, for the UI.
pub fn fields(doc: &Declaration, ctx: &Ctx) -> BTreeMap<String, FieldState> {
    let mut out = BTreeMap::new();
    visit(doc, ctx, |subject, prefix| match subject {
        Subject::Header(d, c) => conditional::states(HEADER, d, c, prefix, &mut out),
        Subject::Guarantee(g) => conditional::states(GUARANTEE, g, &(), prefix, &mut out),
        Subject::Reference(r, f) => {
            conditional::states(GUARANTEE_REFERENCE, r, &f, prefix, &mut out)
        }
        Subject::Authorisation(a) => conditional::states(AUTHORISATION, a, &(), prefix, &mut out),
        Subject::TransitOffice(o) => conditional::states(TRANSIT_OFFICE, o, &(), prefix, &mut out),
        Subject::ExitOffice(o) => conditional::states(EXIT_OFFICE, o, &(), prefix, &mut out),
        Subject::RoutingCountry(r) => {
            conditional::states(ROUTING_COUNTRY, r, &(), prefix, &mut out)
        }
    });
    out
}

/// Required-and-missing and not-allowed-and-present, for the validator.
pub fn violations(doc: &Declaration, ctx: &Ctx, out: &mut Vec<Violation>) {
    visit(doc, ctx, |subject, prefix| match subject {
        Subject::Header(d, c) => conditional::check(HEADER, d, c, prefix, out),
        Subject::Guarantee(g) => conditional::check(GUARANTEE, g, &(), prefix, out),
        Subject::Reference(r, f) => conditional::check(GUARANTEE_REFERENCE, r, &f, prefix, out),
        Subject::Authorisation(a) => conditional::check(AUTHORISATION, a, &(), prefix, out),
        Subject::TransitOffice(o) => conditional::check(TRANSIT_OFFICE, o, &(), prefix, out),
        Subject::ExitOffice(o) => conditional::check(EXIT_OFFICE, o, &(), prefix, out),
        Subject::RoutingCountry(r) => conditional::check(ROUTING_COUNTRY, r, &(), prefix, out),
    });
}

/// Removes what is not allowed, until nothing changes (clearing one field can make another
/// not allowed, e.g. exit offices and then the transit offices they made mandatory).
pub fn clean(doc: &mut Declaration, ctx: &Ctx, removed: &mut Vec<String>) {
    for _ in 0..4 {
        let mut any = conditional::clean(HEADER, doc, ctx, "", removed);
        for (i, g) in doc.guarantees.iter_mut().enumerate() {
            let prefix = format!("/guarantees/{i}");
            any |= conditional::clean(GUARANTEE, g, &(), &prefix, removed);
            let facts = GuaranteeFacts {
                with_grn: g.with_grn(),
            };
            for (j, r) in g.guarantee_references.iter_mut().enumerate() {
                let prefix = format!("{prefix}/guaranteeReferences/{j}");
                any |= conditional::clean(GUARANTEE_REFERENCE, r, &facts, &prefix, removed);
            }
        }
        // Rows of authorisations, offices and countries only have required fields: nothing to
        // remove there.
        if !any {
            break;
        }
    }
}
