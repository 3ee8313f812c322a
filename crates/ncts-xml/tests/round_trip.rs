//! Export then import gives back every field CC015C carries (the projection `carried` drops
//! the others, the ones the crate documentation lists).

mod common;

use vama_ncts_xml::{carried, export, import, import_message};
use vama_rules::t01::generate::{generate, generate_with, Options};
use vama_rules::t01::model::Declaration;

fn assert_round_trip(doc: &Declaration) {
    let xml = export(doc, &common::header());
    let back = import(&xml).unwrap_or_else(|e| panic!("import of the export failed: {e}"));
    let expected = carried(doc);
    if back != expected {
        let a = serde_json::to_string_pretty(&expected).unwrap();
        let b = serde_json::to_string_pretty(&back).unwrap();
        let first = a
            .lines()
            .zip(b.lines())
            .position(|(x, y)| x != y)
            .unwrap_or(0);
        panic!(
            "round trip differs at line {first} of the JSON:\nexpected: {}\nimported: {}",
            a.lines().skip(first).take(5).collect::<Vec<_>>().join("\n"),
            b.lines().skip(first).take(5).collect::<Vec<_>>().join("\n"),
        );
    }
}

#[test]
fn round_trip_keeps_every_carried_field_of_generated_declarations() {
    for seed in 0..40 {
        let houses = 1 + (seed as usize % 5);
        assert_round_trip(&generate(seed, houses, 1 + (seed as usize % 4)));
    }
}

#[test]
fn round_trip_keeps_every_carried_field_with_lifecycle_data() {
    for seed in 0..10 {
        let doc = generate_with(&Options::new(seed, 3, 3).with_lifecycle());
        assert_round_trip(&doc);
    }
}

#[test]
fn round_trip_of_999_houses_of_10_items() {
    assert_round_trip(&generate(7, 999, 10));
}

#[test]
fn carried_projection_is_stable_and_not_empty() {
    let doc = generate(3, 2, 2);
    let once = carried(&doc);
    assert_eq!(carried(&once), once);
    assert!(once.mrn.is_none() && once.lrn.is_some());
    assert_eq!(once.house_consignments.len(), 2);
    // Catalog values keep their code only.
    let office = once.departure_office.as_ref().unwrap();
    assert!(office.name.is_none() && !office.code.is_empty());
}

#[test]
fn import_message_returns_the_header() {
    let header = common::header();
    let (read, _) = import_message(&export(&generate(1, 1, 1), &header)).unwrap();
    assert_eq!(read, header);
}

#[test]
fn export_escapes_markup_characters_and_import_restores_them() {
    let mut doc = generate(2, 1, 1);
    let name = "Fish & Chips <Ltd> \"A\" 'B'";
    doc.consignor.as_mut().unwrap().name = Some(name.into());
    let xml = export(&doc, &common::header());
    assert!(xml.contains("Fish &amp; Chips &lt;Ltd&gt;"));
    let back = import(&xml).unwrap();
    assert_eq!(back.consignor.unwrap().name.as_deref(), Some(name));
}

#[test]
fn export_of_999_houses_of_10_items_is_fast() {
    let doc = generate(11, 999, 10);
    let start = std::time::Instant::now();
    let xml = export(&doc, &common::header());
    let export_time = start.elapsed();
    let start = std::time::Instant::now();
    let back = import(&xml).unwrap();
    let import_time = start.elapsed();
    eprintln!(
        "999 x 10: export {export_time:?}, {} bytes; import {import_time:?}",
        xml.len()
    );
    assert_eq!(back.house_consignments.len(), 999);
    // Unoptimised test builds are several times slower than the server's release build.
    assert!(
        export_time.as_secs_f64() < 3.0,
        "export took {export_time:?}"
    );
}
