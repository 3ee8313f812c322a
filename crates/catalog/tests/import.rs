//! The importer, on a small synthetic directory and on the real NCTS reference data
//! (`VAMA_REFDATA_DIR`, default `<repo>/../shared/refdata`; skipped when absent).

use std::io::Write;
use std::path::PathBuf;
use std::sync::OnceLock;

use serde_json::{json, Value};
use vama_catalog::{import_dir, Catalogs, Criterion, ImportReport, SearchRequest};

fn refdata_dir() -> Option<PathBuf> {
    let dir = std::env::var_os("VAMA_REFDATA_DIR")
        .map(PathBuf::from)
        .unwrap_or_else(|| {
            PathBuf::from(env!("CARGO_MANIFEST_DIR")).join("../../../shared/refdata")
        });
    dir.is_dir().then_some(dir)
}

fn real() -> Option<&'static (ImportReport, Catalogs)> {
    static REAL: OnceLock<Option<(ImportReport, Catalogs)>> = OnceLock::new();
    REAL.get_or_init(|| {
        let Some(dir) = refdata_dir() else {
            eprintln!(
                "reference data not found; set VAMA_REFDATA_DIR to run the importer tests on it"
            );
            return None;
        };
        let report = import_dir(&dir).expect("import of the reference data");
        let catalogs =
            Catalogs::from_sets(report.catalogs.clone()).expect("imported catalogs load");
        Some((report, catalogs))
    })
    .as_ref()
}

fn flag(c: &Catalogs, catalog: &str, code: &str, f: &str) -> Value {
    c.check_code(catalog, code)
        .unwrap_or_else(|| panic!("{catalog} {code} missing"))
        .get(f)
        .cloned()
        .unwrap_or(Value::Null)
}

#[test]
fn the_real_data_gives_all_countries_with_transit_flags() {
    let Some((report, c)) = real() else { return };
    assert!(
        report.count("country") >= 250,
        "{}",
        report.count("country")
    );
    for code in ["UA", "TR", "CH", "NO", "RS", "MK", "GB", "RO", "DE"] {
        assert_eq!(
            flag(c, "country", code, "commonTransit"),
            json!(true),
            "{code}"
        );
        assert_eq!(
            flag(c, "country", code, "countryNcts"),
            json!(true),
            "{code}"
        );
    }
    assert_eq!(flag(c, "country", "MD", "commonTransit"), json!(false));
    assert_eq!(flag(c, "country", "RO", "communityTransit"), json!(true));
    assert_eq!(flag(c, "country", "UA", "communityTransit"), json!(false));
    assert_eq!(flag(c, "country", "UA", "ctc"), json!(true));
    assert_eq!(flag(c, "country", "CH", "secArea"), json!(true));
    assert_eq!(flag(c, "country", "UA", "secArea"), json!(false));
    assert_eq!(
        flag(c, "country", "IE", "addressType"),
        json!("POST_CODE_ONLY")
    );
    assert_eq!(
        flag(c, "country", "NL", "addressType"),
        json!("POST_CODE_BASED")
    );
    assert_eq!(flag(c, "country", "FR", "addressType"), json!("OTHER"));
    assert_eq!(flag(c, "country", "UA", "regime"), json!("TOC"));
    assert_eq!(flag(c, "country", "RO", "regime"), json!("EEC"));
}

#[test]
fn the_real_data_gives_the_customs_office_list_with_roles_and_types() {
    let Some((report, c)) = real() else { return };
    assert!(
        report.count("customs-office") >= 4000,
        "{}",
        report.count("customs-office")
    );
    let ad = c.check_code("customs-office", "AD000001").unwrap();
    assert_eq!(ad["countryCode"], "AD");
    assert_eq!(ad["officeType"], "HQ");
    assert_eq!(ad["departure"], true);
    assert_eq!(ad["destination"], true);
    assert_eq!(ad["transit"], true);
    assert_eq!(ad["exit"], false);
    let ad2 = c.check_code("customs-office", "AD000002").unwrap();
    assert_eq!(ad2["officeType"], "PO");
    assert_eq!(ad2["name"], "DCNJ PORTA");
    let req = SearchRequest::new()
        .criterion(Criterion::new("countryCode", "EQ", &["RO"]))
        .criterion(Criterion::new("departure", "EQ", &["true"]).with_data_type("BOOLEAN"));
    assert!(c.search("customs-office", &req).unwrap().total > 10);
    let req = SearchRequest::new().criterion(Criterion::new("officeType", "EQ", &["CS"]));
    assert!(c.search("customs-office", &req).unwrap().total > 0);
}

#[test]
fn the_real_data_flags_guarantee_types_with_grn_and_reference() {
    let Some((_, c)) = real() else { return };
    for code in ["0", "1", "2", "4", "9"] {
        assert_eq!(
            flag(c, "guarantee-type", code, "withGrn"),
            json!(true),
            "{code}"
        );
        assert_eq!(
            flag(c, "guarantee-type", code, "withRfc"),
            json!(true),
            "{code}"
        );
    }
    for code in ["3", "5", "8", "A", "B", "J", "R"] {
        assert_eq!(
            flag(c, "guarantee-type", code, "withGrn"),
            json!(false),
            "{code}"
        );
    }
    assert_eq!(flag(c, "guarantee-type", "3", "withRfc"), json!(true));
    assert_eq!(flag(c, "guarantee-type", "B", "withRfc"), json!(false));
    assert_eq!(flag(c, "guarantee-type", "B", "ctc"), json!(false));
    assert_eq!(flag(c, "guarantee-type", "A", "ctc"), json!(true));
}

#[test]
fn the_real_data_gives_package_kinds_declaration_levels_and_document_flags() {
    let Some((_, c)) = real() else { return };
    assert_eq!(flag(c, "package-type", "VL", "packageKind"), json!("BULK"));
    assert_eq!(flag(c, "package-type", "VY", "packageKind"), json!("BULK"));
    assert_eq!(
        flag(c, "package-type", "NE", "packageKind"),
        json!("UNPACKED")
    );
    assert_eq!(flag(c, "package-type", "1A", "packageKind"), json!("OTHER"));
    assert_eq!(flag(c, "declaration-type", "T1", "itemLevel"), json!(true));
    assert_eq!(
        flag(c, "declaration-type", "TIR", "itemLevel"),
        json!(false)
    );
    assert_eq!(flag(c, "declaration-type", "T", "itemLevel"), json!(false));
    assert_eq!(
        flag(c, "authorisation-type", "C524", "type"),
        json!("DEPARTURE")
    );
    assert_eq!(
        flag(c, "authorisation-type", "C522", "type"),
        json!("DESTINATION")
    );
    assert_eq!(
        flag(c, "additional-information", "30600", "applyTo"),
        json!("GENERAL")
    );
    assert_eq!(flag(c, "document-type", "N830", "export"), json!(true));
    assert_eq!(flag(c, "document-type", "N235", "transport"), json!(true));
    assert_eq!(
        flag(c, "identification-type", "20", "borderTransport"),
        json!(false)
    );
    assert_eq!(
        flag(c, "identification-type", "30", "borderTransport"),
        json!(true)
    );
    assert_eq!(
        c.check_code("transport-mode", "3").unwrap()["name"],
        "Road transport"
    );
    assert_eq!(
        c.check_code("control-result", "A1").unwrap()["name"],
        "Satisfactory"
    );
    assert_eq!(
        c.check_code("chemical-substances", "0010001-6").unwrap()["code"],
        "0010001-6"
    );
}

#[test]
fn the_real_data_gives_about_a_hundred_thousand_un_locodes_searchable_in_milliseconds() {
    let Some((report, c)) = real() else { return };
    let n = report.count("un-locode");
    assert!((99_000..=101_000).contains(&n), "{n}");
    let kiv = c.check_code("un-locode", "MDKIV").unwrap();
    assert_eq!(kiv["country"], "MD");
    assert!(
        kiv["function"].as_str().is_some_and(|f| !f.is_empty()),
        "{kiv}"
    );
    let req = SearchRequest::new().criterion(Criterion::new("name", "CONTAINS", &["chisin"]));
    c.search("un-locode", &req).unwrap();
    let start = std::time::Instant::now();
    let r = c.search("un-locode", &req).unwrap();
    let took = start.elapsed();
    assert!(r.total >= 1);
    assert!(took.as_millis() < 150, "took {took:?}");
}

#[test]
fn the_real_data_names_hs_subheadings() {
    let Some((report, c)) = real() else { return };
    assert!(report.count("commodity-code") > 5000);
    let h = c.check_code("commodity-code", "010121").unwrap();
    assert!(h["name"].as_str().unwrap().contains("Horses"), "{h}");
    assert_eq!(h["chapter"], "01");
    assert_eq!(h["heading"], "0101");
}

#[test]
fn the_real_data_gives_cn_codes_under_their_subheading_with_their_supplementary_unit() {
    let Some((report, c)) = real() else { return };
    assert!(report.count("cn-code") > 9000);
    let cn = c.check_code("cn-code", "01012910").unwrap();
    assert_eq!(cn["name"], "For slaughter");
    assert_eq!(cn["subheading"], "010129");
    assert_eq!(cn["supplementaryUnit"], "PST");
    // a CN code the tariff declares without a supplementary unit has none
    let none = c
        .get("cn-code")
        .unwrap()
        .entries()
        .find(|e| e.get("supplementaryUnit").is_none());
    assert!(none.is_some());
}

#[test]
fn the_report_names_what_was_read_and_what_was_skipped() {
    let Some((report, _)) = real() else { return };
    assert!(report
        .files
        .iter()
        .any(|(f, _)| f.ends_with("RD_NCTS-P5.json.gz")));
    assert!(report.skipped.iter().any(|(f, _)| f.ends_with("README.md")));
    assert!(report
        .lists_used
        .iter()
        .any(|u| u.list == "GuaranteeTypeWithGRN" && u.used_for == "guarantee-type.withGrn"));
    let s = report.summary();
    assert!(s.contains("customs-office"), "{s}");
}

struct TempDir(PathBuf);

impl TempDir {
    fn new(tag: &str) -> TempDir {
        let p = std::env::temp_dir().join(format!("vama-catalog-{tag}-{}", std::process::id()));
        let _ = std::fs::remove_dir_all(&p);
        std::fs::create_dir_all(p.join("nested")).unwrap();
        TempDir(p)
    }

    fn write(&self, name: &str, text: &str) {
        std::fs::write(self.0.join(name), text).unwrap();
    }
}

impl Drop for TempDir {
    fn drop(&mut self) {
        let _ = std::fs::remove_dir_all(&self.0);
    }
}

#[test]
fn an_export_directory_is_recognised_by_file_shape_and_invalid_entries_are_skipped() {
    let d = TempDir::new("synthetic");
    let payload = json!({"messageInformation": {"snapshotDate": "2025-01-01"}, "lists": {
        "GuaranteeType": {"listName": "GuaranteeType", "listEntries": [
            {"state": "valid", "code": "1", "description": "Comprehensive guarantee"},
            {"state": "valid", "code": "B", "description": "TIR"},
            {"state": "invalid", "code": "7", "description": "Withdrawn"}]},
        "GuaranteeTypeWithGRN": {"listName": "GuaranteeTypeWithGRN", "listEntries": [
            {"state": "valid", "code": "1", "description": "Comprehensive guarantee"}]},
        "CurrencyCodes": {"listName": "CurrencyCodes", "listEntries": [
            {"state": "valid", "currency": "EUR", "description": "Euro"}]}
    }});
    let mut gz = flate2::write::GzEncoder::new(Vec::new(), flate2::Compression::fast());
    gz.write_all(payload.to_string().as_bytes()).unwrap();
    std::fs::write(d.0.join("nested/RD_TEST.json.gz"), gz.finish().unwrap()).unwrap();
    d.write(
        "CustomsOffices_COL-Generic-1.json",
        &json!([{"state": "valid", "ReferenceNumber": "RO000001", "CountryCode": "RO", "roles": ["DEP", "DES"],
                 "names": [{"LanguageCode": "RO", "CustomsOfficeUsualName": "Biroul"}, {"LanguageCode": "EN", "CustomsOfficeUsualName": "Office One"}]},
                {"state": "valid", "ReferenceNumber": "RO000002", "CountryCode": "RO", "roles": ["GUA", "SCO"], "names": []}])
        .to_string(),
    );
    d.write("CL244_UnLocodeExtended.csv", "UnLocodeExtendedCode,Name,Function,Status,RDEntryStatus_state\nMDKIV,\"Chisinau, Kishinev\",1-34----,AI,valid\nMDOLD,Old,--3-----,XX,invalid\n");
    d.write("notes.txt", "hello");
    let r = vama_catalog::import_dir_with(
        &d.0,
        vama_catalog::ImportOptions {
            local_additions: false,
        },
    )
    .unwrap();
    let g = r.entries("guarantee-type").unwrap();
    assert_eq!(g.len(), 2);
    assert_eq!(g[0]["withGrn"], true);
    assert_eq!(g[1]["withGrn"], false);
    assert_eq!(
        r.lists_used
            .iter()
            .find(|u| u.list == "GuaranteeType")
            .unwrap()
            .not_valid,
        1
    );
    assert_eq!(r.entries("currency").unwrap()[0]["code"], "EUR");
    let o = r.entries("customs-office").unwrap();
    assert_eq!(o[0]["name"], "Office One");
    assert_eq!(o[0]["officeType"], "PO");
    assert_eq!(o[1]["officeType"], "CS");
    assert_eq!(o[1]["guarantee"], true);
    let l = r.entries("un-locode").unwrap();
    assert_eq!(l.len(), 1);
    assert_eq!(l[0]["name"], "Chisinau, Kishinev");
    assert_eq!(l[0]["function"], "1-34----");
    assert!(r
        .skipped
        .iter()
        .any(|(f, why)| f == "notes.txt" && why.contains("not a .json")));
}

#[test]
fn a_directory_without_exports_is_an_error() {
    let d = TempDir::new("empty");
    d.write("readme.md", "nothing here");
    let e = import_dir(&d.0).unwrap_err();
    assert!(e.to_string().contains("nothing to import"), "{e}");
}

#[test]
fn an_import_keeps_the_sample_offices_of_md_unless_told_otherwise() {
    let Some((report, c)) = real() else { return };
    assert_eq!(
        c.check_code("customs-office", "MD100100").unwrap()["sample"],
        true
    );
    assert_eq!(c.check_code("country", "MD").unwrap()["countryNcts"], true);
    assert!(report
        .lists_used
        .iter()
        .any(|u| u.list == "local additions" && u.used_for == "customs-office"));
    let d = TempDir::new("nolocal");
    d.write(
        "CustomsOffices_COL-Generic-1.json",
        &json!([{"state": "valid", "ReferenceNumber": "RO000001", "CountryCode": "RO", "roles": ["DEP"], "names": []}]).to_string(),
    );
    let plain = vama_catalog::import_dir_with(
        &d.0,
        vama_catalog::ImportOptions {
            local_additions: false,
        },
    )
    .unwrap();
    assert_eq!(plain.count("customs-office"), 1);
    let with = import_dir(&d.0).unwrap();
    assert!(with.count("customs-office") > 1);
}
