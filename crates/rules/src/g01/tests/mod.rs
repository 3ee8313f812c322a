//! One test per rule of guarantee.md sections 4 and 5, named after it: that it fires, and that
//! it does not.

mod choices;
mod forms;
mod json;
mod normalise;
mod presence;
mod usage;
mod validate;
mod workflow;

use crate::g01::{Guarantee, G01};
use crate::kind::Kind;
use crate::{Ctx, FieldState, Violation};

pub fn ctx() -> Ctx {
    Ctx::example()
}

pub fn violations(doc: &Guarantee) -> Vec<Violation> {
    G01::violations(doc, &ctx())
}

pub fn fires(doc: &Guarantee, rule: &str, path: &str) -> bool {
    violations(doc)
        .iter()
        .any(|v| v.rule == rule && v.path == path)
}

pub fn state(doc: &Guarantee, path: &str) -> FieldState {
    *G01::fields(doc, &ctx())
        .get(path)
        .unwrap_or_else(|| panic!("no presence for {path}"))
}

pub fn normalise(doc: &mut Guarantee) -> Vec<String> {
    G01::normalise(doc, None, None, &ctx())
}
