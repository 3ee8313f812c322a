//! THE check of the validator against the generator: complete declarations of every size the
//! spec allows, from one house of one item to 999 houses, and 1000 items in a house, break no
//! rule of sections 5 and 9, in mode `new` and (with the customs data of their lifecycle) in
//! mode `control-results`.

use super::*;
use crate::t01::generate::{generate, generate_with, Options};
use crate::t01::limits::MAX_HOUSE_CONSIGNMENTS;
use crate::Mode;

#[test]
fn generated_declarations_of_any_seed_and_small_size_break_no_rule() {
    for seed in 0..40 {
        let (houses, items) = (1 + seed as usize % 7, 1 + seed as usize % 9);
        let doc = generate(seed, houses, items);
        assert_eq!(violations(&doc), vec![], "seed {seed}: {houses} x {items}");
    }
}

#[test]
fn generated_declarations_of_999_houses_break_no_rule() {
    for seed in [1, 999] {
        let doc = generate(seed, MAX_HOUSE_CONSIGNMENTS, 2);
        assert_eq!(doc.house_consignments.len(), 999);
        assert_eq!(violations(&doc), vec![], "seed {seed}");
    }
}

#[test]
fn a_generated_house_of_1000_items_breaks_no_rule() {
    let doc = generate(7, 2, 1000);
    assert_eq!(doc.total_items(), 2000);
    assert_eq!(violations(&doc), vec![]);
}

#[test]
fn generated_lifecycles_break_no_rule_in_control_results_mode() {
    let ctx = ctx().with_mode(Mode::ControlResults);
    for seed in 0..12 {
        let doc = generate_with(&Options::new(seed, 1 + seed as usize % 4, 3).with_lifecycle());
        assert_eq!(violations_with(&doc, &ctx), vec![], "seed {seed}");
    }
    let big = generate_with(&Options::new(5, MAX_HOUSE_CONSIGNMENTS, 1).with_lifecycle());
    assert_eq!(violations_with(&big, &ctx), vec![]);
}
