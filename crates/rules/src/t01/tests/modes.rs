//! Spec 2.2 and 4.3 across the form modes: defaults only in mode new; a clone brings its own
//! data (without the officer's); modify keeps what customs recorded; read-only modes change
//! nothing.

use super::*;
use crate::t01::generate::{generate, generate_with, Options};
use crate::t01::testing::DeclarationBuilder as B;
use crate::Mode;

#[test]
fn a_clone_gets_no_defaults() {
    let clone = T01::defaults(&ctx().with_mode(Mode::Clone));
    assert_eq!(clone, Declaration::default());
    // Normalising a cloned document does not fill what it lacks.
    let mut doc = B::valid_t1().with(|d| d.container_indicator = None).build();
    T01::normalise(&mut doc, None, None, &ctx().with_mode(Mode::Clone));
    assert!(doc.container_indicator.is_none());
}

#[test]
fn a_clone_loses_the_officers_data() {
    let lifecycle = generate_with(&Options::new(5, 2, 2).with_lifecycle());
    let mut doc = lifecycle.clone();
    let removed = T01::normalise(&mut doc, None, None, &ctx().with_mode(Mode::Clone));
    for p in [
        "/amendmentType",
        "/controlResult",
        "/reportDiscrepancy",
        "/otherThingsToReport",
        "/controlDecision",
        "/controlResults",
    ] {
        assert!(removed.contains(&p.to_owned()), "{p}: {removed:?}");
    }
    // The trader's data stays as it was.
    assert_eq!(doc.house_consignments, lifecycle.house_consignments);
    assert_eq!(doc.guarantees, lifecycle.guarantees);
}

#[test]
fn modify_keeps_the_officers_data_and_asks_for_the_amendment_type() {
    let lifecycle = generate_with(&Options::new(5, 2, 2).with_lifecycle());
    let mut doc = lifecycle.clone();
    let ctx = ctx().with_mode(Mode::Modify);
    assert!(T01::normalise(&mut doc, None, None, &ctx).is_empty());
    assert_eq!(doc, lifecycle);
    doc.amendment_type = None;
    assert!(fires_with(&doc, &ctx, "required", "/amendmentType"));
}

#[test]
fn read_only_modes_keep_even_what_is_not_allowed() {
    let mut doc = generate(5, 2, 2);
    doc.inland_mot = Some(crate::t01::testing::code("5"));
    let before = doc.clone();
    for mode in [Mode::View, Mode::History] {
        assert!(T01::normalise(&mut doc, None, None, &ctx().with_mode(mode)).is_empty());
        assert_eq!(doc, before, "{mode:?}");
    }
}
