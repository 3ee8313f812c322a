//! Architecture contract 2: "Item-level rules stream and cap their findings", the presence
//! tables' and the narrowed choices' as much as the validators' (`item_findings_are_capped_per_rule`
//! in `validate_item.rs`): a field missing from each of 100,000 items lists 1000 violations and
//! one that counts the rest.

use super::*;
use crate::t01::rules::validate::report::MAX_FINDINGS_PER_RULE;
use crate::t01::testing::{code, house, item, DeclarationBuilder as B};

/// 20 houses of 5000 items (100,000), each item changed by `f`.
fn items_100_000(f: impl Fn(&mut crate::t01::HouseItem)) -> Declaration {
    let mut it = item();
    f(&mut it);
    let mut h = house();
    h.house_items = vec![it; 5000];
    B::valid_t1()
        .with(|d| d.house_consignments = vec![h; 20])
        .build()
}

fn of_rule(found: &[Violation], rule: &str) -> Vec<Violation> {
    found.iter().filter(|v| v.rule == rule).cloned().collect()
}

#[test]
fn presence_findings_are_capped_per_rule() {
    let doc = items_100_000(|i| i.goods_description = None);
    let found = violations(&doc);
    let required = of_rule(&found, "required");
    // 1000 listed, one summary for the other 99,000.
    assert_eq!(required.len(), MAX_FINDINGS_PER_RULE + 1);
    assert_eq!(
        required[0],
        Violation::required("/houseConsignments/0/houseItems/0/goodsDescription")
    );
    assert_eq!(
        required.last().unwrap(),
        &Violation::new(
            "",
            "required",
            "99000 more violations of this rule are not listed"
        )
    );
    assert!(found.len() < 2 * MAX_FINDINGS_PER_RULE, "{}", found.len());
}

#[test]
fn presence_findings_below_the_cap_are_all_listed_without_a_summary() {
    let mut doc = B::valid_t1().build();
    doc.house_consignments[0].house_items = vec![item(); MAX_FINDINGS_PER_RULE];
    for i in &mut doc.house_consignments[0].house_items {
        i.goods_description = None;
    }
    doc.house_consignments[0].gross_mass = Some(crate::t01::testing::kilograms(1_000_000));
    doc.gross_mass = Some(crate::t01::testing::kilograms(1_000_000));
    let required = of_rule(&violations(&doc), "required");
    assert_eq!(required.len(), MAX_FINDINGS_PER_RULE);
    assert!(required
        .iter()
        .all(|v| v.path.ends_with("/goodsDescription")));
}

#[test]
fn choice_findings_are_capped_per_rule() {
    // Declaration type T: each item names its own, one of T1, T2, T2F.
    let mut doc = items_100_000(|i| i.declaration_type = Some(code("TIR")));
    doc.declaration_type = Some(code("T"));
    let found = of_rule(&violations(&doc), "item-declaration-type-item-level");
    assert_eq!(found.len(), MAX_FINDINGS_PER_RULE + 1);
    assert_eq!(
        found.last().unwrap().message,
        "99000 more violations of this rule are not listed"
    );
}
