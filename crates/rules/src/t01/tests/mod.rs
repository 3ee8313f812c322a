//! One test per rule, named after it: that it fires, and that it does not.

mod capped;
mod choices_document;
mod defaults;
mod focus;
mod generated;
mod generated_sizes;
mod limits;
mod model;
mod modes;
mod normalise;
mod normalise_consignment;
mod normalise_entry;
mod presence;
mod presence_consignment;
mod presence_items;
mod presence_offices;
mod presence_rows;
mod properties;
mod validate_control;
mod validate_documents;
mod validate_equipment;
mod validate_formats;
mod validate_goods;
mod validate_guarantees;
mod validate_header;
mod validate_house;
mod validate_item;
mod validate_location;
mod validate_master;
mod validate_transport;

use crate::kind::Kind;
use crate::t01::{Declaration, T01};
use crate::{Ctx, FieldState, Presence, UserCtx, UserType, Violation};

pub fn ctx() -> Ctx {
    Ctx::example()
}

pub fn agent_ctx() -> Ctx {
    Ctx::example().with_user(UserCtx {
        user_type: UserType::Agent,
        eori: Some("MD3000000000001".into()),
        name: Some("Broker SRL".into()),
        linked_eoris: vec!["MD1000000000001".into()],
        customs_offices: Vec::new(),
        aeo_authorised: false,
    })
}

pub fn violations_with(doc: &Declaration, ctx: &Ctx) -> Vec<Violation> {
    T01::violations(doc, ctx)
}

pub fn violations(doc: &Declaration) -> Vec<Violation> {
    violations_with(doc, &ctx())
}

/// Does `rule` fire at `path`?
pub fn fires(doc: &Declaration, rule: &str, path: &str) -> bool {
    violations(doc)
        .iter()
        .any(|v| v.rule == rule && v.path == path)
}

pub fn fires_with(doc: &Declaration, ctx: &Ctx, rule: &str, path: &str) -> bool {
    violations_with(doc, ctx)
        .iter()
        .any(|v| v.rule == rule && v.path == path)
}

/// Does `rule` fire anywhere?
pub fn fires_anywhere(doc: &Declaration, rule: &str) -> bool {
    violations(doc).iter().any(|v| v.rule == rule)
}

pub fn state(doc: &Declaration, ctx: &Ctx, path: &str) -> FieldState {
    *T01::fields(doc, ctx)
        .get(path)
        .unwrap_or_else(|| panic!("no presence for {path}"))
}

pub fn presence(doc: &Declaration, path: &str) -> Presence {
    state(doc, &ctx(), path).presence
}

/// Normalise after the user changed `changed`, from `previous`.
pub fn normalise_change(
    doc: &mut Declaration,
    previous: &Declaration,
    changed: &str,
) -> Vec<String> {
    T01::normalise(doc, Some(previous), Some(changed), &ctx())
}

pub fn normalise(doc: &mut Declaration) -> Vec<String> {
    T01::normalise(doc, None, None, &ctx())
}
