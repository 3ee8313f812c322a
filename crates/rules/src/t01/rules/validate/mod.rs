//! Spec 5.1 and 5.5 for the header, and the limits of section 9. Each violation names the
//! offending field by JSON Pointer (a collection rule names the collection), a stable rule
//! name and the spec's message where it gives one.

mod authorisations;
mod dates;
mod formats;
mod guarantees;
mod multiplicity;
mod offices;

use super::{choices, presence};
use crate::t01::Declaration;
use crate::{Ctx, Violation};

pub fn validate(doc: &Declaration, ctx: &Ctx) -> Vec<Violation> {
    let mut out = Vec::new();
    presence::violations(doc, ctx, &mut out);
    choices::violations(doc, &mut out);
    formats::validate(doc, &mut out);
    dates::validate(doc, ctx, &mut out);
    offices::validate(doc, &mut out);
    authorisations::validate(doc, &mut out);
    guarantees::validate(doc, &mut out);
    multiplicity::validate(doc, &mut out);
    out
}

/// "Must be at most {max} characters" (characters, not bytes: names may be Romanian).
fn max_length(value: &str, max: usize, pointer: impl Into<String>, out: &mut Vec<Violation>) {
    if value.chars().count() > max {
        out.push(Violation::new(
            pointer,
            "max-length",
            format!("Must be at most {max} characters"),
        ));
    }
}
