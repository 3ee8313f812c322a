//! The default set shipped with the portal.

use vama_catalog::{default_set, registry, Catalogs, Criterion, SearchRequest};

fn catalogs() -> Catalogs {
    Catalogs::from_sets(default_set()).expect("the default set loads")
}

fn total(c: &Catalogs, catalog: &str, criteria: &[(&str, &str, &str)]) -> u64 {
    let mut req = SearchRequest::new();
    for (f, op, v) in criteria {
        req = req.criterion(Criterion::new(f, op, &[v]));
    }
    c.search(catalog, &req).unwrap().total
}

#[test]
fn the_default_set_loads_every_registry_catalog() {
    let c = catalogs();
    assert!(c.ignored().is_empty(), "{:?}", c.ignored());
    let loaded: Vec<_> = c.counts().into_iter().map(|(n, _)| n).collect();
    for def in registry::CATALOGS {
        assert!(
            loaded.contains(&def.name),
            "{} has no entries in the default set",
            def.name
        );
    }
}

#[test]
fn the_default_set_has_sample_offices_of_md_for_every_role() {
    let c = catalogs();
    assert!(
        total(
            &c,
            "customs-office",
            &[("countryCode", "EQ", "MD"), ("departure", "EQ", "true")]
        ) >= 2
    );
    assert!(
        total(
            &c,
            "customs-office",
            &[("countryCode", "EQ", "MD"), ("destination", "EQ", "true")]
        ) >= 2
    );
    assert!(
        total(
            &c,
            "customs-office",
            &[("countryCode", "EQ", "MD"), ("transit", "EQ", "true")]
        ) >= 1
    );
    assert!(
        total(
            &c,
            "customs-office",
            &[("countryCode", "EQ", "MD"), ("transitExit", "EQ", "true")]
        ) >= 1
    );
    assert!(
        total(
            &c,
            "customs-office",
            &[
                ("countryCode", "EQ", "MD"),
                ("officeType", "EQ", "HQ"),
                ("guarantee", "EQ", "true")
            ]
        ) >= 1
    );
    assert!(
        total(
            &c,
            "customs-office",
            &[("countryCode", "EQ", "RO"), ("destination", "EQ", "true")]
        ) >= 1
    );
    let md = c
        .search(
            "customs-office",
            &SearchRequest::new().criterion(Criterion::new("countryCode", "EQ", &["MD"])),
        )
        .unwrap();
    for o in &md.items {
        assert_eq!(o["sample"], true, "{o}");
        assert!(o["name"].as_str().unwrap().contains("(sample)"), "{o}");
    }
    assert_eq!(
        total(&c, "customs-office", &[("sample", "EQ", "true")]),
        md.total
    );
}

#[test]
fn the_default_set_has_complete_countries_and_md_as_an_ncts_country() {
    let c = catalogs();
    assert!(c.get("country").unwrap().len() >= 250);
    let md = c.check_code("country", "MD").unwrap();
    assert_eq!(md["name"], "Moldova, Republic of");
    assert_eq!(md["countryNcts"], true);
    assert_eq!(md["commonTransit"], false);
    assert_eq!(
        c.check_code("country", "UA").unwrap()["commonTransit"],
        true
    );
}

#[test]
fn the_default_set_has_the_lists_cs_rd2_does_not_publish() {
    let c = catalogs();
    assert_eq!(
        c.check_code("notification-type", "0").unwrap()["name"],
        "Decision to control"
    );
    assert_eq!(
        c.check_code("notification-type", "1").unwrap()["name"],
        "Additional documents request"
    );
    assert_eq!(
        c.check_code("notification-type", "2").unwrap()["name"],
        "Intention to control"
    );
    for catalog in [
        "reduced-dataset",
        "container-indicator",
        "binding-itinerary",
    ] {
        assert_eq!(
            c.check_code(catalog, "1").unwrap()["name"],
            "Yes",
            "{catalog}"
        );
    }
    assert!(c.check_code("control-result", "A1").is_some());
    assert!(c.check_code("currency", "MDL").is_some());
    assert!(c.check_code("currency", "EUR").is_some());
    assert_eq!(
        c.check_code("guarantee-type", "1").unwrap()["withGrn"],
        true
    );
    assert_eq!(
        c.check_code("package-type", "VL").unwrap()["packageKind"],
        "BULK"
    );
    assert!(c.get("commodity-code").unwrap().len() > 5000);
    assert!(c.check_code("un-locode", "MDKIV").is_some());
    let r = c
        .search(
            "eori",
            &SearchRequest::new().criterion(Criterion::new("name", "CONTAINS", &["demo"])),
        )
        .unwrap();
    assert_eq!(r.total, 1);
}

#[test]
fn every_cn_code_of_the_default_set_sits_under_a_known_hs_subheading() {
    let c = catalogs();
    let cn = c.get("cn-code").unwrap();
    assert!(cn.len() > 9000, "{}", cn.len());
    for e in cn.entries() {
        let code = e["code"].as_str().unwrap();
        let subheading = e["subheading"].as_str().unwrap();
        assert_eq!(&code[..6], subheading, "{e:?}");
        assert!(
            c.check_code("commodity-code", subheading).is_some(),
            "{code}"
        );
    }
}

#[test]
fn the_default_set_files_stay_small() {
    let dir = std::path::Path::new(env!("CARGO_MANIFEST_DIR")).join("default");
    let size: u64 = std::fs::read_dir(dir)
        .unwrap()
        .map(|e| e.unwrap().metadata().unwrap().len())
        .sum();
    assert!(size < 3 * 1024 * 1024, "{size} bytes");
}

#[test]
fn the_default_set_round_trips_through_rows() {
    let c = catalogs();
    let rows = c.to_rows();
    let again = Catalogs::from_rows(rows.clone()).unwrap();
    assert_eq!(again.to_rows().len(), rows.len());
}
