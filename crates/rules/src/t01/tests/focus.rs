//! The engine's `focus`: fields and choices of the declaration level, its small lists, and
//! only the house consignments and items named; violations always complete.

use serde_json::{json, Value};

use super::*;
use crate::t01::generate::generate;
use crate::t01::rules::presence::scope::{row_of, HouseRows, Scope};
use crate::t01::testing::{code, DeclarationBuilder as B};
use crate::{evaluate_json, Focus};

fn rows(list: &[&str]) -> Vec<String> {
    list.iter().map(|s| (*s).to_owned()).collect()
}

#[test]
fn a_pointer_names_its_row() {
    assert_eq!(row_of("/houseConsignments/3"), Some((3, None)));
    assert_eq!(row_of("/houseConsignments/3/grossMass"), Some((3, None)));
    assert_eq!(row_of("/houseConsignments/3/houseItems"), Some((3, None)));
    assert_eq!(
        row_of("/houseConsignments/3/houseItems/7"),
        Some((3, Some(7)))
    );
    assert_eq!(
        row_of("/houseConsignments/3/houseItems/7/packagings/0"),
        Some((3, Some(7)))
    );
    for outside in [
        "",
        "/guarantees/0",
        "/houseConsignments",
        "/houseConsignments/x",
        "/houseConsignments/03",
    ] {
        assert_eq!(row_of(outside), None, "{outside}");
    }
}

#[test]
fn a_focus_is_sorted_by_house_without_repeats() {
    let focus = rows(&[
        "/houseConsignments/3/houseItems/7",
        "/houseConsignments/1",
        "/houseConsignments/3/houseItems/2",
        "/houseConsignments/3/houseItems/7",
        "/guarantees/0",
    ]);
    assert_eq!(
        Scope::of(Focus::Rows(&focus)),
        Scope::Rows(vec![
            HouseRows {
                house: 1,
                itself: true,
                items: vec![]
            },
            HouseRows {
                house: 3,
                itself: false,
                items: vec![2, 7]
            },
        ])
    );
    assert_eq!(Scope::of(Focus::All), Scope::All);
}

fn keys(map: &std::collections::BTreeMap<String, crate::FieldState>) -> Vec<&str> {
    map.keys().map(String::as_str).collect()
}

#[test]
fn without_focus_every_row_is_answered() {
    let doc = generate(1, 3, 2);
    let all = T01::fields(&doc, &ctx());
    assert!(all.contains_key("/houseConsignments/2/houseItems/1/grossMass"));
    assert_eq!(all, T01::fields_for(&doc, &ctx(), Focus::All));
}

#[test]
fn with_focus_only_the_rows_named_are_answered() {
    let doc = generate(1, 3, 2);
    let focus = rows(&["/houseConsignments/1", "/houseConsignments/2/houseItems/0"]);
    let fields = T01::fields_for(&doc, &ctx(), Focus::Rows(&focus));
    let all = T01::fields(&doc, &ctx());
    for (key, state) in &fields {
        assert_eq!(all.get(key), Some(state), "{key}");
    }
    let rows_answered: std::collections::BTreeSet<_> =
        keys(&fields).into_iter().filter_map(row_of).collect();
    assert_eq!(
        rows_answered.into_iter().collect::<Vec<_>>(),
        vec![(1, None), (2, Some(0))]
    );
    // The declaration level and its small lists, always.
    for key in [
        "/grossMass",
        "/guarantees/0/type",
        "/goodsLocation/qualifier",
    ] {
        assert!(fields.contains_key(key), "{key}");
    }
    // A house names its own fields, not its items'.
    assert!(fields.contains_key("/houseConsignments/1/grossMass"));
    assert!(!fields.contains_key("/houseConsignments/1/houseItems/0/grossMass"));
    assert!(fields.contains_key("/houseConsignments/2/houseItems/0/grossMass"));
    assert!(!fields.contains_key("/houseConsignments/2/grossMass"));
}

#[test]
fn an_empty_focus_answers_the_declaration_level_alone() {
    let doc = generate(1, 3, 2);
    let fields = T01::fields_for(&doc, &ctx(), Focus::HEADER);
    assert!(fields.keys().all(|k| row_of(k).is_none()));
    assert!(fields.contains_key("/houseConsignments"));
}

#[test]
fn rows_outside_the_document_are_ignored() {
    let doc = B::valid_t1().build();
    let focus = rows(&["/houseConsignments/9", "/houseConsignments/0/houseItems/9"]);
    let fields = T01::fields_for(&doc, &ctx(), Focus::Rows(&focus));
    assert_eq!(fields, T01::fields_for(&doc, &ctx(), Focus::HEADER));
}

#[test]
fn choices_follow_the_focus() {
    let doc = B::valid_t1()
        .declaration_type("T")
        .with(|d| {
            let mut second = d.house_consignments[0].clone();
            second.house_items[0].declaration_type = Some(code("T1"));
            d.house_consignments[0].house_items[0].declaration_type = Some(code("T1"));
            d.house_consignments.push(second);
        })
        .build();
    let focus = rows(&["/houseConsignments/1/houseItems/0"]);
    let choices = T01::choices_for(&doc, &ctx(), Focus::Rows(&focus));
    assert!(choices.contains_key("/houseConsignments/1/houseItems/0/declarationType"));
    assert!(!choices.contains_key("/houseConsignments/0/houseItems/0/declarationType"));
    assert!(choices.contains_key("/controlResult"));
}

fn request(doc: &Declaration, focus: Option<Value>) -> Value {
    let mut r = json!({"kind": "t01", "document": doc, "ctx": ctx()});
    if let Some(f) = focus {
        r["focus"] = f;
    }
    serde_json::from_str(&evaluate_json(&r.to_string()).unwrap()).unwrap()
}

#[test]
fn violations_are_complete_whatever_the_focus() {
    let doc = B::valid_t1()
        .with(|d| d.house_consignments[0].house_items[0].gross_mass = None)
        .build();
    let narrow = request(&doc, Some(json!([])));
    let wide = request(&doc, None);
    assert_eq!(narrow["violations"], wide["violations"]);
    assert!(narrow["violations"]
        .as_array()
        .unwrap()
        .iter()
        .any(|v| v["path"] == "/houseConsignments/0/houseItems/0/grossMass"));
    assert!(narrow["fields"]
        .get("/houseConsignments/0/houseItems/0/grossMass")
        .is_none());
    assert!(wide["fields"]
        .get("/houseConsignments/0/houseItems/0/grossMass")
        .is_some());
    let focused = request(&doc, Some(json!(["/houseConsignments/0/houseItems/0"])));
    assert_eq!(
        focused["fields"]["/houseConsignments/0/houseItems/0/grossMass"],
        json!({"presence": "required"})
    );
}

/// A focused answer holds the declaration level and the rows named, nothing per item (the
/// goods references of the equipment, one per item, are left out too).
#[test]
fn a_focused_answer_does_not_grow_with_the_items() {
    let small = generate(3, 2, 2);
    let big = generate(3, 100, 50);
    let focus = rows(&["/houseConsignments/1", "/houseConsignments/1/houseItems/1"]);
    let a = T01::fields_for(&small, &ctx(), Focus::Rows(&focus));
    let b = T01::fields_for(&big, &ctx(), Focus::Rows(&focus));
    let per_item = |k: &&String| k.contains("/goodsReference/") || row_of(k).is_some();
    assert!(!b.keys().any(|k| k.contains("/goodsReference/")));
    assert_eq!(
        b.keys().filter(|k| per_item(k)).count(),
        a.keys().filter(|k| per_item(k)).count()
    );
    // The declaration level: a few hundred entries (equipment and its seals included).
    assert!(b.len() < 1_000, "{}", b.len());
}
