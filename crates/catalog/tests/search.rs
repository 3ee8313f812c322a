//! The search engine: each operation fires and does not fire, errors name what is wrong.

use serde_json::{json, Value};
use vama_catalog::{CatalogError, Catalogs, Criterion, Direction, Entry, SearchRequest};

fn entry(v: Value) -> Entry {
    v.as_object().unwrap().clone()
}

fn sample() -> Catalogs {
    let countries = vec![
        entry(
            json!({"code": "MD", "name": "Moldova, Republic of", "countryNcts": true, "commonTransit": false}),
        ),
        entry(
            json!({"code": "RO", "name": "Romania", "countryNcts": true, "commonTransit": true, "communityTransit": true}),
        ),
        entry(json!({"code": "UA", "name": "Ukraine", "countryNcts": true, "commonTransit": true})),
        entry(json!({"code": "US", "name": "United States"})),
    ];
    let units = vec![
        entry(json!({"code": "10", "name": "ten"})),
        entry(json!({"code": "9", "name": "nine"})),
        entry(json!({"code": "100", "name": "hundred"})),
        entry(json!({"code": "2", "name": "two"})),
    ];
    Catalogs::from_sets(vec![
        ("country".to_string(), countries),
        ("unit".to_string(), units),
    ])
    .unwrap()
}

fn codes(c: &Catalogs, catalog: &str, req: SearchRequest) -> Vec<String> {
    c.search(catalog, &req)
        .unwrap()
        .items
        .iter()
        .map(|i| i["code"].as_str().unwrap().to_string())
        .collect()
}

fn one(field: &str, op: &str, values: &[&str]) -> SearchRequest {
    SearchRequest::new().criterion(Criterion::new(field, op, values))
}

#[test]
fn eq_matches_the_exact_value_only() {
    let c = sample();
    assert_eq!(codes(&c, "country", one("code", "EQ", &["RO"])), ["RO"]);
    assert!(codes(&c, "country", one("code", "EQ", &["ro"])).is_empty());
}

#[test]
fn neq_matches_everything_else_including_missing_values() {
    let c = sample();
    assert_eq!(
        codes(&c, "country", one("code", "NEQ", &["RO"])),
        ["MD", "UA", "US"]
    );
}

#[test]
fn in_and_nin_match_sets() {
    let c = sample();
    assert_eq!(
        codes(&c, "country", one("code", "IN", &["UA", "MD", "XX"])),
        ["MD", "UA"]
    );
    assert_eq!(
        codes(&c, "country", one("code", "NIN", &["UA", "MD"])),
        ["RO", "US"]
    );
    assert!(codes(&c, "country", one("code", "IN", &["XX"])).is_empty());
}

#[test]
fn contains_is_a_case_insensitive_substring_match() {
    let c = sample();
    assert_eq!(
        codes(&c, "country", one("name", "contains", &["UNITED"])),
        ["US"]
    );
    assert_eq!(
        codes(&c, "country", one("name", "CONTAINS", &["ova", "kra"])),
        ["MD", "UA"]
    );
    assert!(codes(&c, "country", one("name", "CONTAINS", &["zzz"])).is_empty());
}

#[test]
fn between_is_inclusive_and_numeric_when_values_are_numbers() {
    let c = sample();
    assert_eq!(
        codes(&c, "unit", one("code", "BETWEEN", &["2", "10"])),
        ["2", "9", "10"]
    );
    assert!(codes(&c, "unit", one("code", "BETWEEN", &["11", "99"])).is_empty());
    assert_eq!(
        codes(&c, "country", one("code", "BETWEEN", &["MA", "RZ"])),
        ["MD", "RO"]
    );
}

#[test]
fn boolean_flags_match_and_a_missing_flag_counts_as_false() {
    let c = sample();
    let t = SearchRequest::new()
        .criterion(Criterion::new("commonTransit", "EQ", &["true"]).with_data_type("BOOLEAN"));
    assert_eq!(codes(&c, "country", t), ["RO", "UA"]);
    assert_eq!(
        codes(&c, "country", one("commonTransit", "EQ", &["false"])),
        ["MD", "US"]
    );
    assert_eq!(
        codes(&c, "country", one("communityTransit", "NEQ", &["true"])),
        ["MD", "UA", "US"]
    );
    let json_bool: SearchRequest = serde_json::from_value(json!({"criteria": [
        {"fieldName": "countryNcts", "operation": "IN", "dataType": "BOOLEAN", "values": [true]}]}))
    .unwrap();
    assert_eq!(codes(&c, "country", json_bool), ["MD", "RO", "UA"]);
}

#[test]
fn criteria_are_combined_with_and() {
    let c = sample();
    let req =
        one("countryNcts", "EQ", &["true"]).criterion(Criterion::new("name", "CONTAINS", &["r"]));
    assert_eq!(codes(&c, "country", req), ["MD", "RO", "UA"]);
    let req = one("countryNcts", "EQ", &["true"]).criterion(Criterion::new(
        "commonTransit",
        "EQ",
        &["false"],
    ));
    assert_eq!(codes(&c, "country", req), ["MD"]);
}

#[test]
fn results_are_sorted_by_code_numerically_by_default_and_by_any_field_on_request() {
    let c = sample();
    assert_eq!(
        codes(&c, "unit", SearchRequest::new()),
        ["2", "9", "10", "100"]
    );
    assert_eq!(
        codes(
            &c,
            "unit",
            SearchRequest::new().sort_by("name", Direction::Asc)
        ),
        ["100", "9", "10", "2"]
    );
    let desc: SearchRequest = serde_json::from_value(json!({"sort": "-code"})).unwrap();
    assert_eq!(codes(&c, "unit", desc), ["100", "10", "9", "2"]);
    let obj: SearchRequest =
        serde_json::from_value(json!({"sort": {"field": "name", "direction": "DESC"}})).unwrap();
    assert_eq!(codes(&c, "unit", obj), ["2", "10", "9", "100"]);
}

#[test]
fn pages_are_zero_based_and_total_counts_all_matches() {
    let c = sample();
    let r = c.search("unit", &SearchRequest::new().page(1, 3)).unwrap();
    assert_eq!(r.total, 4);
    assert_eq!(r.items.len(), 1);
    assert_eq!(r.items[0]["code"], "100");
    let r = c
        .search(
            "unit",
            &SearchRequest::new()
                .sort_by("code", Direction::Desc)
                .page(0, 2),
        )
        .unwrap();
    assert_eq!(
        r.items
            .iter()
            .map(|i| i["code"].as_str().unwrap())
            .collect::<Vec<_>>(),
        ["100", "10"]
    );
    let r = c.search("unit", &SearchRequest::new().page(5, 3)).unwrap();
    assert!(r.items.is_empty());
    assert_eq!(r.total, 4);
}

#[test]
fn the_request_json_shape_of_the_portal_is_accepted() {
    let req: SearchRequest = serde_json::from_str(
        r#"{"criteria":[{"fieldName":"name","operation":"CONTAINS","dataType":"TEXT","values":["rom"]}],
            "sort":{"field":"name","direction":"asc"},"page":"0","size":10}"#,
    )
    .unwrap();
    let r = sample().search("country", &req).unwrap();
    assert_eq!(r.total, 1);
    assert_eq!(
        r.items[0],
        json!({"code": "RO", "name": "Romania", "countryNcts": true, "commonTransit": true, "communityTransit": true})
    );
    let out = serde_json::to_value(&r).unwrap();
    assert_eq!(out["total"], 1);
}

#[test]
fn an_unknown_catalog_is_not_found() {
    let e = sample()
        .search("planets", &SearchRequest::new())
        .unwrap_err();
    assert!(e.is_not_found());
    assert!(e.to_string().contains("unknown catalog 'planets'"));
}

#[test]
fn a_registered_catalog_without_entries_answers_empty() {
    let r = sample().search("currency", &SearchRequest::new()).unwrap();
    assert_eq!(r.total, 0);
}

#[test]
fn an_unknown_field_is_rejected_with_the_known_fields() {
    let e = sample()
        .search("country", &one("colour", "EQ", &["red"]))
        .unwrap_err();
    assert!(!e.is_not_found());
    let msg = e.to_string();
    assert!(
        msg.contains("unknown field 'colour' in catalog 'country'"),
        "{msg}"
    );
    assert!(msg.contains("countryNcts"), "{msg}");
    let e = sample()
        .search(
            "country",
            &SearchRequest::new().sort_by("colour", Direction::Asc),
        )
        .unwrap_err();
    assert!(matches!(e, CatalogError::UnknownField { .. }));
}

#[test]
fn an_unknown_operation_is_rejected() {
    let e = sample()
        .search("country", &one("code", "LIKE", &["R%"]))
        .unwrap_err();
    assert!(matches!(e, CatalogError::UnknownOperation { .. }));
    assert!(e.to_string().contains("'LIKE'"));
}

#[test]
fn wrong_numbers_of_values_are_rejected() {
    let c = sample();
    for (op, values) in [
        ("BETWEEN", vec!["1"]),
        ("BETWEEN", vec!["1", "2", "3"]),
        ("EQ", vec![]),
        ("EQ", vec!["a", "b"]),
        ("IN", vec![]),
        ("NIN", vec![]),
        ("CONTAINS", vec![]),
    ] {
        let e = c.search("unit", &one("code", op, &values)).unwrap_err();
        assert!(
            matches!(e, CatalogError::WrongValueCount { .. }),
            "{op} {values:?}: {e}"
        );
    }
    let e = c
        .search("unit", &one("code", "BETWEEN", &["1"]))
        .unwrap_err();
    assert!(e.to_string().contains("exactly 2 values"), "{e}");
}

#[test]
fn a_data_type_that_does_not_match_the_field_is_rejected() {
    let c = sample();
    let req = SearchRequest::new()
        .criterion(Criterion::new("commonTransit", "EQ", &["true"]).with_data_type("TEXT"));
    let e = c.search("country", &req).unwrap_err();
    assert!(matches!(e, CatalogError::DataTypeMismatch { .. }));
    assert!(e.to_string().contains("has dataType BOOLEAN"), "{e}");
    let req = SearchRequest::new()
        .criterion(Criterion::new("code", "EQ", &["RO"]).with_data_type("NUMBER"));
    assert!(matches!(
        c.search("country", &req).unwrap_err(),
        CatalogError::UnknownDataType { .. }
    ));
}

#[test]
fn a_boolean_value_other_than_true_or_false_is_rejected() {
    let e = sample()
        .search("country", &one("secArea", "EQ", &["yes"]))
        .unwrap_err();
    assert!(matches!(e, CatalogError::InvalidValue { .. }), "{e}");
}

#[test]
fn check_code_finds_entries_by_code_and_alias() {
    let c = sample();
    assert_eq!(
        c.check_code("country", "MD").unwrap()["name"],
        "Moldova, Republic of"
    );
    assert!(c.check_code("country", "XX").is_none());
    assert!(c.check_code("planets", "MD").is_none());
}

#[test]
fn rows_round_trip_through_from_rows_and_to_rows() {
    let c = sample();
    let rows = c.to_rows();
    assert_eq!(rows.len(), 8);
    let again = Catalogs::from_rows(rows.clone()).unwrap();
    assert_eq!(again.to_rows(), rows);
    let e = Catalogs::from_rows(vec![("unit".into(), "1".into(), "[1]".into())]).unwrap_err();
    assert!(matches!(e, CatalogError::InvalidRow { .. }));
    let e = Catalogs::from_rows(vec![("unit".into(), "1".into(), r#"{"code":"2"}"#.into())])
        .unwrap_err();
    assert!(e.to_string().contains("the row says '1'"), "{e}");
    let c = Catalogs::from_rows(vec![
        ("unit".into(), "KGM".into(), r#"{"name":"kilogram"}"#.into()),
        ("gone".into(), "x".into(), "{}".into()),
    ])
    .unwrap();
    assert_eq!(c.check_code("unit", "KGM").unwrap()["code"], "KGM");
    assert_eq!(c.ignored(), ["gone"]);
}

#[test]
fn contains_over_a_hundred_thousand_entries_takes_a_few_milliseconds() {
    let entries: Vec<Entry> = (0..100_000)
        .map(|i| entry(json!({"code": format!("X{i:06}"), "name": format!("Place number {i} on the Prut"), "country": "MD"})))
        .collect();
    let c = Catalogs::from_sets(vec![("un-locode".to_string(), entries)]).unwrap();
    let req = one("name", "CONTAINS", &["NUMBER 4242"]);
    c.search("un-locode", &req).unwrap(); // builds the lowercase column once
    let start = std::time::Instant::now();
    let r = c.search("un-locode", &req).unwrap();
    let took = start.elapsed();
    assert_eq!(r.total, 11);
    // Generous bound for unoptimised test builds; release builds take a few ms.
    assert!(took.as_millis() < 200, "took {took:?}");
}
