//! Every exported message validates against the official CC015C schema (xmllint).

mod common;

use vama_ncts_xml::{export, import_message};
use vama_rules::t01::generate::{generate, generate_with, Options};

#[test]
fn exported_generated_declarations_are_schema_valid() {
    let Some(xsd) = common::schema() else { return };
    // Seeds enough for every qualifier of the location of goods and both variants.
    for seed in 0..16 {
        let doc = if seed % 2 == 0 {
            generate(seed, 1 + (seed as usize % 4), 1 + (seed as usize % 3))
        } else {
            generate_with(&Options::new(seed, 2, 2).with_lifecycle())
        };
        let xml = export(&doc, &common::header());
        common::validate(&xsd, &format!("generated-{seed}.xml"), &xml);
    }
}

/// 999 house consignments with 1998 items: as many items as a CC015C may hold
/// (`declarationGoodsItemNumber` is 1 to 1999).
#[test]
fn exported_999_houses_of_2_items_is_schema_valid() {
    let Some(xsd) = common::schema() else { return };
    let xml = export(&generate(5, 999, 2), &common::header());
    let start = std::time::Instant::now();
    common::validate(&xsd, "generated-999x2.xml", &xml);
    eprintln!(
        "xmllint on 999 x 2 ({} bytes): {:?}",
        xml.len(),
        start.elapsed()
    );
}

/// Our model allows 999 house consignments of up to 9999 items (spec section 9); CC015C
/// numbers the items of a declaration 1 to 1999. So 999 × 10 exports, and the schema refuses
/// only the item numbers above 1999.
#[test]
fn exported_999_houses_of_10_items_breaks_only_the_1999_items_limit() {
    let Some(xsd) = common::schema() else { return };
    let xml = export(&generate(5, 999, 10), &common::header());
    let start = std::time::Instant::now();
    let errors = common::xmllint(&xsd, "generated-999x10.xml", &xml).expect_err("over 1999 items");
    eprintln!(
        "xmllint on 999 x 10 ({} bytes): {:?}",
        xml.len(),
        start.elapsed()
    );
    let other: Vec<&str> = errors
        .lines()
        .filter(|l| l.contains("error") && !l.contains("element declarationGoodsItemNumber:"))
        .take(5)
        .collect();
    assert!(
        other.is_empty(),
        "errors besides the item numbers: {other:#?}"
    );
}

/// The schema samples marked valid (junk values included) import, and their export is valid
/// again.
#[test]
fn valid_samples_import_and_export_again_valid() {
    let Some(xsd) = common::schema() else { return };
    let dir = common::samples_dir();
    let mut names: Vec<String> = std::fs::read_dir(&dir)
        .unwrap_or_else(|e| panic!("samples at {}: {e}", dir.display()))
        .filter_map(|e| e.ok()?.file_name().into_string().ok())
        .filter(|n| {
            let lower = n.to_lowercase();
            lower.ends_with(".xml")
                && lower.contains("cc015c")
                && lower.contains("valid")
                && !lower.contains("invalid")
        })
        .collect();
    names.sort();
    assert!(
        names.len() >= 4,
        "expected the CC015C samples, found {names:?}"
    );
    for name in names {
        let xml = std::fs::read_to_string(dir.join(&name)).unwrap();
        common::validate(&xsd, &name, &xml);
        let (header, doc) = import_message(&xml).unwrap_or_else(|e| panic!("{name}: {e}"));
        let again = export(&doc, &header);
        common::validate(&xsd, &format!("again-{name}"), &again);
        let (_, doc_again) = import_message(&again).unwrap();
        assert_eq!(doc_again, doc, "{name}: import of the export differs");
    }
}
