//! Spec 5.1 to 5.9 and the limits of section 9. Each violation names the offending field by
//! JSON Pointer (a collection rule names the collection), a stable rule name and the spec's
//! message where it gives one.
//!
//! The header's modules (`formats`, `dates`, `offices`, `authorisations`, `guarantees`,
//! `multiplicity`) came first; the consignment's (`master`, `houses`, `items` and the blocks
//! they share: `parties`, `documents`, `packages`, `transport`, `equipment`, `location`,
//! `goods`, `control`, `incidents`, `attachments`) write through a [`report::Report`] with
//! lazily written pointers, so that one pass over 100,000 items allocates nothing unless a
//! rule fires. What is required or not allowed is the presence tables' (`rules/presence/`),
//! what a narrowed choice may hold is `rules/choices.rs`': neither is repeated here.

mod attachments;
mod authorisations;
mod control;
mod dates;
mod documents;
mod equipment;
mod formats;
mod goods;
mod guarantees;
mod houses;
mod incidents;
mod items;
mod location;
mod master;
mod multiplicity;
mod offices;
mod packages;
mod parties;
pub mod report;
mod transport;

use super::{choices, presence};
use crate::conditional::Pointer;
use crate::t01::Declaration;
use crate::text::Text;
use crate::values::{Decimal, UcrReference};
use crate::{Ctx, Violation};
use report::Report;

pub fn validate(doc: &Declaration, ctx: &Ctx) -> Vec<Violation> {
    let mut out = Vec::new();
    let mut report = Report::new(&mut out);
    // What is required or allowed, and narrowed choices, reach into every item: capped.
    presence::violations(doc, ctx, &mut report);
    choices::violations(doc, &mut report);
    let header = report.uncapped();
    formats::validate(doc, header);
    dates::validate(doc, ctx, header);
    offices::validate(doc, header);
    authorisations::validate(doc, header);
    guarantees::validate(doc, header);

    let facts = Facts::of(doc);
    multiplicity::validate(doc, &mut report);
    master::validate(&facts, &mut report);
    control::validate(doc, &mut report);
    incidents::validate(&facts, &mut report);
    attachments::validate(doc, &mut report);
    goods::validate(doc, &mut report);
    let houses_gross_mass = houses::validate(&facts, &mut report);
    master::gross_mass_at_least_houses(doc, houses_gross_mass, &mut report);
    report.finish();
    out
}

/// What many rules ask of the declaration, worked out once.
pub struct Facts<'a> {
    pub doc: &'a Declaration,
    /// The number of house items: goods references run from 1 to it (spec 5.7).
    pub total_items: usize,
}

impl<'a> Facts<'a> {
    pub fn of(doc: &'a Declaration) -> Facts<'a> {
        Facts {
            doc,
            total_items: doc.total_items(),
        }
    }
}

/// "Must be at most {max} characters" (characters, not bytes: names may be Romanian).
fn max_length(value: &str, max: usize, pointer: impl Into<String>, out: &mut Vec<Violation>) {
    if value.chars().count() > max {
        let text = Text::new("max-length").with("max", max);
        out.push(Violation::of(pointer, "max-length", text));
    }
}

/// More than `max` characters? (bytes first: a short text is never counted.)
fn longer_than(value: &str, max: usize) -> bool {
    value.len() > max && value.chars().count() > max
}

/// [`max_length`] into a [`Report`].
fn max_chars(value: &str, max: usize, at: &Pointer, r: &mut Report) {
    if longer_than(value, max) {
        r.said(at, "max-length", Text::new("max-length").with("max", max));
    }
}

/// "ucrReference max 35, printable characters only" (spec 5.3, 5.4).
pub fn ucr(value: &str, at: &Pointer, r: &mut Report) {
    if !UcrReference::is_valid(value) {
        r.said(at, "ucr-format", Text::new("ucr-format"));
    }
}

/// "no leading or trailing space" (spec 5.4, 5.6, 5.8).
fn no_outer_space(value: &str, at: &Pointer, r: &mut Report) {
    if value.trim().len() != value.len() {
        r.said(at, "outer-space", Text::new("outer-space"));
    }
}

/// Letters and digits only, at most `max` of them (spec 5.6, 5.7: "letters and digits, max
/// 4", "alphanumeric, max 17").
fn alphanumeric_max(value: &str, max: usize, at: &Pointer, r: &mut Report) {
    if value.len() > max || !value.bytes().all(|c| c.is_ascii_alphanumeric()) {
        let text = Text::new("alphanumeric-format").with("max", max);
        r.said(at, "alphanumeric-format", text);
    }
}

/// "at least 0" and "decimal up to 16 digits with 6 decimals" (spec 5.2 to 5.6, 9). A parsed
/// document always holds the second; a value built in code may not.
fn quantity(value: Option<Decimal>, at: &Pointer, r: &mut Report) {
    let Some(value) = value else { return };
    if value.is_negative() {
        r.said(at, "not-negative", Text::new("not-negative"));
    }
    // Below 10^10 a value has at most 10 + 6 digits: no need to count them.
    const SURELY_FITS: u128 = 10u128.pow(16);
    if value.micros().unsigned_abs() >= SURELY_FITS
        && (value.digits() > crate::t01::limits::DECIMAL_DIGITS
            || value.decimals() > crate::t01::limits::DECIMAL_PLACES)
    {
        r.said(at, "decimal-format", Text::new("decimal-format"));
    }
}

/// Spec 9: "The {collection} can have at most {max} members".
fn at_most(len: usize, max: usize, at: &Pointer, r: &mut Report) {
    if len > max {
        let pointer = at.pointer();
        let collection = pointer.rsplit('/').next().unwrap_or("").to_owned();
        let text = Text::new("max-members")
            .with("label", collection)
            .with("max", max);
        r.add(Violation::of(pointer, "max-members", text));
    }
}
