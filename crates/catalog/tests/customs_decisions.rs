//! The Customs Decisions System / Union Customs Code code lists of the default set
//! (`default/customs-decisions.json`): every list is present, non-empty, names its legal source,
//! and carries the well-known codes with their legal meaning.

use vama_catalog::defaults::{parse_file, FILES};
use vama_catalog::{default_set, registry, Catalogs, Criterion, SearchRequest};

const LISTS: &[&str] = &[
    "procedure-code",
    "decision-type",
    "type-of-deferment",
    "standard-exchange",
    "replacement-product",
    "identification-of-goods",
    "level-of-guarantee",
    "guarantee-form",
    "economic-conditions",
    "payment-time-limit",
    "legal-base",
];

fn file() -> vama_catalog::DefaultFile {
    let text = FILES
        .iter()
        .find(|(n, _)| *n == "customs-decisions.json")
        .expect("customs-decisions.json is embedded")
        .1;
    parse_file(text).expect("customs-decisions.json is valid")
}

fn catalogs() -> Catalogs {
    Catalogs::from_sets(default_set()).expect("the default set loads")
}

fn name(c: &Catalogs, catalog: &str, code: &str) -> String {
    let e = c
        .check_code(catalog, code)
        .unwrap_or_else(|| panic!("{catalog} has no code {code}"));
    e["name"].as_str().unwrap_or_default().to_string()
}

fn codes(c: &Catalogs, catalog: &str) -> Vec<String> {
    let mut v: Vec<String> = c
        .get(catalog)
        .unwrap_or_else(|| panic!("{catalog} missing"))
        .entries()
        .map(|e| e["code"].as_str().unwrap().to_string())
        .collect();
    v.sort();
    v
}

#[test]
fn customs_decisions_json_is_merged_before_the_hand_written_overrides() {
    let order: Vec<&str> = FILES.iter().map(|(n, _)| *n).collect();
    let ours = order.iter().position(|n| *n == "customs-decisions.json");
    let hand = order.iter().position(|n| *n == "hand-written.json");
    assert!(ours.is_some() && hand.is_some() && ours < hand, "{order:?}");
}

#[test]
fn every_list_is_present_non_empty_registered_and_names_its_regulation() {
    let f = file();
    for list in LISTS {
        let cats: Vec<_> = f.catalogs.iter().filter(|c| c.catalog == *list).collect();
        assert_eq!(cats.len(), 1, "{list} once in customs-decisions.json");
        let c = cats[0];
        assert!(!c.entries.is_empty(), "{list} has entries");
        assert!(registry::find(list).is_some(), "{list} is in the registry");
        assert!(
            c.source.contains("Regulation (EU) 2015/2447") && c.source.contains("Annex"),
            "{list} names its regulation and annex: {}",
            c.source
        );
        assert!(
            c.source.contains("D.E.") && c.source.contains("2024/250"),
            "{list} names its data element and the current text: {}",
            c.source
        );
        assert!(
            !c.source.to_lowercase().contains("hand-written"),
            "{list}: {}",
            c.source
        );
        for e in &c.entries {
            let code = e["code"].as_str().unwrap_or_default();
            let n = e["name"].as_str().unwrap_or_default();
            assert!(!code.is_empty() && !n.is_empty(), "{list}: {e:?}");
        }
    }
}

#[test]
fn the_lists_replace_the_invented_hand_written_ones() {
    let c = catalogs();
    assert!(c.ignored().is_empty(), "{:?}", c.ignored());
    let hand = vama_catalog::defaults::hand_written();
    for list in LISTS {
        assert!(
            !hand.iter().any(|(n, _)| n == list),
            "{list} is still in hand-written.json"
        );
        let official = file()
            .catalogs
            .into_iter()
            .find(|x| x.catalog == *list)
            .unwrap()
            .entries
            .len();
        assert_eq!(c.get(list).unwrap().len(), official, "{list}");
    }
}

#[test]
fn procedure_codes_are_the_union_list() {
    let c = catalogs();
    assert_eq!(
        codes(&c, "procedure-code"),
        [
            "00", "01", "07", "10", "11", "21", "22", "23", "31", "40", "42", "43", "44", "45",
            "46", "48", "51", "53", "54", "61", "63", "68", "71", "76", "77", "78", "95", "96"
        ]
    );
    assert!(name(&c, "procedure-code", "51").contains("inward processing"));
    assert!(name(&c, "procedure-code", "53").contains("temporary admission"));
    assert!(name(&c, "procedure-code", "71").contains("customs warehousing"));
    assert_eq!(name(&c, "procedure-code", "10"), "Permanent export");
    assert_eq!(name(&c, "procedure-code", "31"), "Re-export");
    assert!(name(&c, "procedure-code", "21").contains("outward processing"));
    let previous_only = c
        .search(
            "procedure-code",
            &SearchRequest::new().criterion(Criterion::new("previousOnly", "EQ", &["true"])),
        )
        .unwrap();
    let mut p: Vec<_> = previous_only
        .items
        .iter()
        .map(|e| e["code"].as_str().unwrap().to_string())
        .collect();
    p.sort();
    assert_eq!(p, ["00", "54", "78"]);
}

#[test]
fn decision_types_cover_the_authorisation_kinds_and_warehouse_types() {
    let c = catalogs();
    for code in [
        "ACT", "ACE", "ACR", "TRD", "ETD", "SSE", "EIR", "DPO", "OPO", "IPO", "EUS", "TST", "CWP",
        "SDE", "CGU", "TEA", "CW1", "CW2",
    ] {
        assert!(c.check_code("decision-type", code).is_some(), "{code}");
    }
    assert!(name(&c, "decision-type", "CW1").contains("public customs warehouse type I"));
    assert!(name(&c, "decision-type", "CW2").contains("public customs warehouse type II"));
    assert!(name(&c, "decision-type", "CWP").contains("private customs warehouse"));
    assert!(name(&c, "decision-type", "IPO").contains("inward processing"));
    assert!(name(&c, "decision-type", "DPO").contains("Deferment of payment"));
    assert_eq!(
        c.check_code("decision-type", "CGU").unwrap()["annexColumn"],
        "4a"
    );
}

#[test]
fn identification_of_goods_follows_cl_3501_1() {
    let c = catalogs();
    assert_eq!(
        codes(&c, "identification-of-goods"),
        ["1", "2", "4", "5", "6", "7", "8"]
    );
    assert_eq!(
        name(&c, "identification-of-goods", "1"),
        "Serial or manufacturer's number"
    );
    let eight = name(&c, "identification-of-goods", "8");
    assert!(eight.contains("Without identification measures"), "{eight}");
    assert!(eight.contains("Article 250(2)(b)"), "{eight}");
    assert!(eight.contains("temporary admission"), "{eight}");
    assert!(name(&c, "identification-of-goods", "6").contains("outward processing"));
    assert_eq!(codes(&c, "replacement-product"), ["4", "5", "7"]);
}

#[test]
fn economic_conditions_are_codes_1_to_22() {
    let c = catalogs();
    let got = codes(&c, "economic-conditions");
    let mut want: Vec<String> = (1..=22).map(|i| i.to_string()).collect();
    want.sort();
    assert_eq!(got, want);
    assert!(name(&c, "economic-conditions", "1").contains("not listed in Annex 71-02"));
    assert_eq!(name(&c, "economic-conditions", "2"), "Repair");
    assert!(name(&c, "economic-conditions", "4").contains("durum wheat into pasta"));
    assert!(name(&c, "economic-conditions", "21").contains("Usual forms of handling"));
    assert!(name(&c, "economic-conditions", "22").contains("EUR 300 000"));
}

#[test]
fn guarantee_levels_and_forms() {
    let c = catalogs();
    assert_eq!(
        codes(&c, "level-of-guarantee"),
        ["AA", "AB", "BA", "BB", "BC", "BD"]
    );
    for (code, pct, debt) in [
        ("AA", "100", "existing"),
        ("AB", "30", "existing"),
        ("BA", "100", "potential"),
        ("BB", "50", "potential"),
        ("BC", "30", "potential"),
        ("BD", "0", "potential"),
    ] {
        let e = c.check_code("guarantee-level", code).unwrap();
        assert_eq!(e["percentage"], pct, "{code}");
        assert_eq!(e["customsDebt"], debt, "{code}");
    }
    assert_eq!(
        registry::find("guarantee-form")
            .unwrap()
            .field("guarantorUndertaking")
            .unwrap()
            .data_type,
        registry::DataType::Boolean
    );
    assert_eq!(
        codes(&c, "guarantee-form"),
        ["1", "2", "31", "32", "33", "34", "35"]
    );
    assert_eq!(name(&c, "guarantee-form", "1"), "Cash deposit");
    assert_eq!(
        name(&c, "guarantee-form", "2"),
        "Undertaking given by a guarantor"
    );
    let undertaking = c
        .search(
            "guarantee-form",
            &SearchRequest::new().criterion(Criterion::new(
                "guarantorUndertaking",
                "EQ",
                &["true"],
            )),
        )
        .unwrap();
    assert_eq!(undertaking.total, 1);
    assert_eq!(undertaking.items[0]["code"], "2");
    for e in c.get("guarantee-form").unwrap().entries() {
        assert!(e["guarantorUndertaking"].is_boolean(), "{e:?}");
    }
}

#[test]
fn deferment_payment_time_limit_standard_exchange_and_legal_base() {
    let c = catalogs();
    assert_eq!(codes(&c, "type-of-deferment"), ["1", "2"]);
    assert_eq!(
        c.check_code("type-of-deferment", "1").unwrap()["legalBasis"],
        "UCC Art. 110(b)"
    );
    assert!(name(&c, "type-of-deferment", "1").contains("31 days"));
    assert_eq!(
        c.check_code("type-of-deferment", "2").unwrap()["legalBasis"],
        "UCC Art. 110(c)"
    );
    assert_eq!(codes(&c, "payment-time-limit"), ["1", "2", "3"]);
    assert!(name(&c, "payment-time-limit", "1").contains("10 days"));
    assert!(name(&c, "payment-time-limit", "2").contains("Deferred payment"));
    assert_eq!(codes(&c, "standard-exchange"), ["1", "2"]);
    assert!(name(&c, "standard-exchange", "2").contains("with prior importation"));
    assert_eq!(codes(&c, "legal-base"), ["A", "B", "C"]);
    assert!(name(&c, "legal-base", "A").starts_with("Article 148(5)(a)"));
    assert!(name(&c, "legal-base", "C").starts_with("Article 148(5)(c)"));
}
