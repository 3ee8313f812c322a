//! `POST /v1/t01/import` of an NCTS IE015 (CC015C): validated against the official schema
//! (`VAMA_NCTS_XSD_DIR`) first, refused with the schema's errors (nothing stored), otherwise
//! stored like a JSON import (normalised, our rules' violations reported). Export → import
//! gives back what CC015C carries; the schema samples marked valid import, those the schema
//! refuses are refused.

use std::path::{Path, PathBuf};
use std::process::Command;

use reqwest::StatusCode;
use serde_json::Value;
use vama_rules::t01::generate::{generate_with, Options};
use vama_rules::t01::model::Declaration;
use vama_rules::Ctx;

use crate::support::{Backend, TestApp, User};

/// `VAMA_NCTS_XSD_DIR`, or the schemas of `shared/` beside the repository.
fn xsd_dir() -> PathBuf {
    std::env::var_os("VAMA_NCTS_XSD_DIR")
        .map(PathBuf::from)
        .unwrap_or_else(|| {
            Path::new(env!("CARGO_MANIFEST_DIR")).join("../../../shared/ncts/xsd/p5-v2_1")
        })
}

fn samples_dir() -> PathBuf {
    xsd_dir().join("../../samples")
}

/// Whether the schemas and xmllint are here; outside CI a missing one skips (loudly), under
/// `CI=true` it fails: a skipped validation proves nothing.
fn schemas_available() -> bool {
    let xsd = xsd_dir().join("cc015c.xsd");
    let have_xmllint = Command::new("xmllint").arg("--version").output().is_ok();
    if xsd.is_file() && have_xmllint && samples_dir().is_dir() {
        return true;
    }
    let ci = std::env::var("CI").is_ok_and(|v| v == "true");
    assert!(!ci, "xmllint, {} or the samples missing", xsd.display());
    eprintln!("SKIPPED: xmllint, {} or the samples missing", xsd.display());
    false
}

/// A server validating imports against the schemas (`None`: skipped, see above).
async fn spawn_with_schemas(backend: Backend) -> Option<TestApp> {
    if !schemas_available() {
        return None;
    }
    TestApp::spawn_on(backend, |c| c.ncts_xsd_dir = Some(xsd_dir())).await
}

async fn import_as(user: &User, content_type: Option<&str>, body: String) -> (StatusCode, Value) {
    let mut req = user
        .client
        .post(user.url("/v1/t01/import"))
        .header("X-CSRF-Token", &user.csrf)
        .body(body);
    if let Some(ct) = content_type {
        req = req.header("Content-Type", ct);
    }
    let res = req.send().await.unwrap();
    let status = res.status();
    let text = res.text().await.unwrap();
    let body = serde_json::from_str(&text).unwrap_or(Value::String(text));
    (status, body)
}

async fn import_xml(user: &User, xml: String) -> (StatusCode, Value) {
    import_as(user, Some("application/xml"), xml).await
}

/// How many declarations `user` sees in the list (its first page).
pub(crate) async fn count(user: &User) -> usize {
    user.get_json("/v1/t01/search").await["items"]
        .as_array()
        .map_or(0, Vec::len)
}

/// The stored declaration (our JSON export: no envelope).
async fn stored(user: &User, id: &str) -> Declaration {
    let res = user.get(&format!("/v1/t01/{id}/export")).await;
    assert_eq!(res.status(), StatusCode::OK);
    serde_json::from_str(&res.text().await.unwrap()).expect("a stored declaration")
}

/// The schema's valid sample IE015, when the samples are here (see [`schemas_available`]).
pub(crate) fn valid_sample() -> Option<String> {
    schemas_available()
        .then(|| std::fs::read_to_string(samples_dir().join("validator_cc015c-valid.xml")).unwrap())
}

/// The samples whose file name contains `part`, sorted.
fn samples(part: &str) -> Vec<PathBuf> {
    let mut files: Vec<PathBuf> = std::fs::read_dir(samples_dir())
        .unwrap()
        .filter_map(|e| e.ok().map(|e| e.path()))
        .filter(|p| {
            p.file_name()
                .and_then(|n| n.to_str())
                .is_some_and(|n| n.ends_with(".xml") && n.contains(part))
        })
        .collect();
    files.sort();
    files
}

/// The sample with its holder's identification number replaced by `eori`: the samples name
/// junk holders, whom an import replaces by the importing trader.
fn with_holder(xml: &str, eori: &str) -> String {
    let start = xml.find("<HolderOfTheTransitProcedure>").expect("a holder");
    let open = "<identificationNumber>";
    let at = start + xml[start..].find(open).expect("its number") + open.len();
    let end = at + xml[at..].find('<').unwrap();
    format!("{}{eori}{}", &xml[..at], &xml[end..])
}

/// The file's LRN.
pub(crate) fn lrn_of(xml: &str) -> &str {
    let at = xml.find("<LRN>").expect("an LRN") + "<LRN>".len();
    &xml[at..at + xml[at..].find('<').unwrap()]
}

/// The file with its LRN replaced by `lrn`: the LRN is unique per holder, so one file imports
/// once per holder.
pub(crate) fn with_lrn(xml: &str, lrn: &str) -> String {
    let at = xml.find("<LRN>").expect("an LRN") + "<LRN>".len();
    let end = at + xml[at..].find('<').unwrap();
    format!("{}{lrn}{}", &xml[..at], &xml[end..])
}

fn xmllint_accepts(path: &Path) -> bool {
    Command::new("xmllint")
        .arg("--noout")
        .arg("--schema")
        .arg(xsd_dir().join("cc015c.xsd"))
        .arg(path)
        .output()
        .unwrap()
        .status
        .success()
}

async fn export_then_import_gives_an_equivalent_declaration(backend: Backend) {
    let Some(app) = spawn_with_schemas(backend).await else {
        return;
    };
    let trader = app.login("trader").await;
    let mut ctx = Ctx::example();
    ctx.user.eori = trader.me["eori"].as_str().map(Into::into);
    ctx.today = app.state.clock.now().date().to_string();
    let generated = generate_with(&Options::new(4, 3, 2).for_ctx(&ctx));
    let res = trader
        .post("/v1/t01/store", &serde_json::to_value(&generated).unwrap())
        .await;
    let id = res.json::<Value>().await.unwrap()["id"]
        .as_str()
        .expect("stored")
        .to_owned();
    let res = trader.get(&format!("/v1/t01/{id}/export?format=xml")).await;
    assert_eq!(res.status(), StatusCode::OK);
    let xml = res.text().await.unwrap();

    // The trader already has the declaration with this LRN: refused, nothing stored.
    let before = count(&trader).await;
    let (status, result) = import_xml(&trader, xml.clone()).await;
    assert_eq!(status, StatusCode::CONFLICT, "{result}");
    assert_eq!(count(&trader).await, before);

    // Under the trader's software's own LRN.
    let (status, result) = import_xml(&trader, with_lrn(&xml, "SOFTWARE-REF-1")).await;
    assert_eq!(status, StatusCode::OK, "{result}");
    assert_eq!(result["operation"], "STORED", "{result}");
    assert_eq!(result["type"], "SUCCESS");
    let message = result["message"].as_str().unwrap();
    assert!(!message.contains("not configured"), "{message}");
    let new_id = result["id"].as_str().unwrap().to_owned();
    assert_ne!(new_id, id);
    assert_eq!(count(&trader).await, before + 1);

    let served = trader.get_json(&format!("/v1/t01/{new_id}/document")).await;
    assert_eq!(served["documentStatus"], "STORED");
    let original = stored(&trader, &id).await;
    let imported = stored(&trader, &new_id).await;
    assert_eq!(
        imported.lrn.as_deref(),
        Some("SOFTWARE-REF-1"),
        "the file's LRN"
    );
    let mut expected = vama_ncts_xml::carried(&original);
    expected.lrn = None;
    let mut got = vama_ncts_xml::carried(&imported);
    got.lrn = None;
    assert!(
        got == expected,
        "import of the export differs from what CC015C carries"
    );

    // The same file as text/plain (or with no type) is recognised by its first character.
    let xml = trader
        .get(&format!("/v1/t01/{id}/export?format=xml"))
        .await
        .text()
        .await
        .unwrap();
    let (status, result) = import_as(
        &trader,
        Some("text/plain"),
        with_lrn(&xml, "SOFTWARE-REF-2"),
    )
    .await;
    assert_eq!(status, StatusCode::OK, "{result}");
    let (status, result) = import_as(&trader, None, with_lrn(&xml, "SOFTWARE-REF-3")).await;
    assert_eq!(status, StatusCode::OK, "{result}");
}

#[tokio::test]
async fn sqlite_export_then_import_gives_an_equivalent_declaration() {
    export_then_import_gives_an_equivalent_declaration(Backend::Sqlite).await;
}

#[tokio::test]
async fn postgres_export_then_import_gives_an_equivalent_declaration() {
    export_then_import_gives_an_equivalent_declaration(Backend::Postgres).await;
}

async fn the_schema_samples_import_or_are_refused_with_the_schemas_errors(backend: Backend) {
    let Some(app) = spawn_with_schemas(backend).await else {
        return;
    };
    let trader = app.login("trader").await;
    let eori = trader.me["eori"].as_str().unwrap().to_owned();

    let mut valid = samples("cc015c-valid");
    valid.extend(samples("bruno_CC015C_valid_"));
    assert!(
        valid.len() >= 4,
        "expected the valid CC015C samples: {valid:?}"
    );
    for path in &valid {
        let name = path.file_name().unwrap().to_string_lossy();
        let xml = std::fs::read_to_string(path).unwrap();
        // As it is: the file's junk holder is not the trader, who holds their own
        // declarations: stored with the trader as holder, and the answer names the file's.
        let before = count(&trader).await;
        let (status, result) = import_xml(&trader, xml.clone()).await;
        assert_eq!(status, StatusCode::OK, "{name}: {result}");
        assert!(
            result["message"]
                .as_str()
                .is_some_and(|m| m.contains("as holder") && m.contains("you are the holder")),
            "{name}: {result}"
        );
        let id = result["id"].as_str().unwrap();
        let doc = trader.get_json(&format!("/v1/t01/{id}/document")).await;
        assert_eq!(doc["applicant"]["EORINumber"], eori.as_str(), "{name}");
        assert_eq!(count(&trader).await, before + 1, "{name}");
        assert_eq!(doc["lrn"], lrn_of(&xml), "{name}: the file's LRN");
        // Again: the trader now has a declaration with this LRN.
        let (status, result) = import_xml(&trader, with_holder(&xml, &eori)).await;
        assert_eq!(status, StatusCode::CONFLICT, "{name}: {result}");
        assert_eq!(count(&trader).await, before + 1, "{name}");
        // With the trader as holder in the file: stored as it is, our rules' findings reported.
        let before = count(&trader).await;
        let xml = with_lrn(&xml, &format!("AGAIN-{}", lrn_of(&xml)));
        let (status, result) = import_xml(&trader, with_holder(&xml, &eori)).await;
        assert_eq!(status, StatusCode::OK, "{name}: {result}");
        assert_eq!(result["operation"], "STORED", "{name}: {result}");
        let id = result["id"].as_str().unwrap();
        let doc = trader.get_json(&format!("/v1/t01/{id}/document")).await;
        assert_eq!(doc["documentStatus"], "STORED", "{name}");
        assert_eq!(count(&trader).await, before + 1, "{name}");
    }

    let invalid = samples("cc015c-invalid");
    assert!(invalid.len() >= 2, "expected the invalid CC015C samples");
    let mut refused = 0;
    let mut used: std::collections::HashSet<String> = valid
        .iter()
        .map(|p| lrn_of(&std::fs::read_to_string(p).unwrap()).to_owned())
        .collect();
    for (i, path) in invalid.iter().enumerate() {
        let name = path.file_name().unwrap().to_string_lossy();
        let xml = with_holder(&std::fs::read_to_string(path).unwrap(), &eori);
        // The samples share LRNs (the trader has the valid one's): each under its own.
        let xml = if used.insert(lrn_of(&xml).to_owned()) {
            xml
        } else {
            with_lrn(&xml, &format!("INVALID-{i}"))
        };
        let before = count(&trader).await;
        let (status, body) = import_xml(&trader, xml).await;
        if xmllint_accepts(path) {
            // `invalid-lrn` ({{LRN}}) and `invalid-reference-departure` (office XB…) break
            // rules of HMRC's validator beyond the XSD: schema-valid, they import, and our
            // rules report what they find.
            assert_eq!(status, StatusCode::OK, "{name}: {body}");
            continue;
        }
        refused += 1;
        assert_eq!(status, StatusCode::UNPROCESSABLE_ENTITY, "{name}: {body}");
        let message = body["message"].as_str().unwrap();
        assert!(
            message.contains("cc015c.xsd") && message.contains("Nothing was stored"),
            "{name}: {message}"
        );
        let violations = body["violations"].as_array().expect("the schema's errors");
        assert!(!violations.is_empty(), "{name}");
        for v in violations {
            assert_eq!(v["rule"], "xsd", "{name}: {v}");
            assert!(v["line"].as_u64().is_some_and(|l| l > 0), "{name}: {v}");
            assert!(v["element"].as_str().is_some(), "{name}: {v}");
            assert!(!v["message"].as_str().unwrap().is_empty(), "{name}: {v}");
        }
        assert_eq!(count(&trader).await, before, "{name}: nothing stored");
    }
    assert!(refused >= 2, "the schema refuses at least two samples");

    // The message sender's empty pattern, named by line and element.
    let sender = samples_dir().join("validator_cc015c-invalid-message-sender.xml");
    let (_, body) = import_xml(&trader, std::fs::read_to_string(sender).unwrap()).await;
    assert_eq!(body["violations"][0]["element"], "messageSender", "{body}");
    assert_eq!(body["violations"][0]["line"], 2, "{body}");

    // Not well-formed XML: the parser's errors, 422, nothing stored.
    let before = count(&trader).await;
    let (status, body) = import_xml(&trader, "<ncts:CC015C>\n<a></b>".into()).await;
    assert_eq!(status, StatusCode::UNPROCESSABLE_ENTITY, "{body}");
    assert_eq!(body["violations"][0]["rule"], "xml-syntax", "{body}");
    assert_eq!(count(&trader).await, before);
}

#[tokio::test]
async fn sqlite_the_schema_samples_import_or_are_refused_with_the_schemas_errors() {
    the_schema_samples_import_or_are_refused_with_the_schemas_errors(Backend::Sqlite).await;
}

#[tokio::test]
async fn postgres_the_schema_samples_import_or_are_refused_with_the_schemas_errors() {
    the_schema_samples_import_or_are_refused_with_the_schemas_errors(Backend::Postgres).await;
}

async fn a_file_neither_json_nor_xml_gets_a_clear_4xx(backend: Backend) {
    let Some(app) = TestApp::spawn_on(backend, |_| {}).await else {
        return;
    };
    let trader = app.login("trader").await;
    let before = count(&trader).await;
    let (status, body) = import_as(&trader, Some("text/plain"), "hello, world".into()).await;
    assert_eq!(status, StatusCode::UNSUPPORTED_MEDIA_TYPE, "{body}");
    let message = body["message"].as_str().unwrap();
    assert!(
        message.contains("neither JSON nor XML")
            && message.contains(".json")
            && message.contains(".xml"),
        "{message}"
    );
    let (status, body) = import_as(&trader, Some("image/png"), "\u{89}PNG".into()).await;
    assert_eq!(status, StatusCode::UNSUPPORTED_MEDIA_TYPE, "{body}");
    assert!(
        body["message"].as_str().unwrap().contains("image/png"),
        "{body}"
    );
    let (status, body) = import_as(&trader, Some("application/xml"), "  \n".into()).await;
    assert_eq!(status, StatusCode::BAD_REQUEST, "{body}");
    assert_eq!(body["message"], "Input file is mandatory");
    // XML without a schema configured: the mapping finds what is wrong, by line and element.
    let (status, body) = import_as(&trader, None, "<?xml version=\"1.0\"?>\n<root/>".into()).await;
    assert_eq!(status, StatusCode::UNPROCESSABLE_ENTITY, "{body}");
    assert_eq!(body["violations"][0]["rule"], "cc015c-structure", "{body}");
    assert_eq!(body["violations"][0]["line"], 2, "{body}");
    assert_eq!(count(&trader).await, before);
}

#[tokio::test]
async fn sqlite_a_file_neither_json_nor_xml_gets_a_clear_4xx() {
    a_file_neither_json_nor_xml_gets_a_clear_4xx(Backend::Sqlite).await;
}

#[tokio::test]
async fn postgres_a_file_neither_json_nor_xml_gets_a_clear_4xx() {
    a_file_neither_json_nor_xml_gets_a_clear_4xx(Backend::Postgres).await;
}

async fn without_schemas_a_valid_file_imports_and_says_so(backend: Backend) {
    if !schemas_available() {
        return;
    }
    let Some(app) = TestApp::spawn_on(backend, |c| c.ncts_xsd_dir = None).await else {
        return;
    };
    let trader = app.login("trader").await;
    let eori = trader.me["eori"].as_str().unwrap().to_owned();
    let xml = std::fs::read_to_string(samples_dir().join("validator_cc015c-valid.xml")).unwrap();
    let (status, result) = import_xml(&trader, with_holder(&xml, &eori)).await;
    assert_eq!(status, StatusCode::OK, "{result}");
    assert_eq!(result["operation"], "STORED");
    let message = result["message"].as_str().unwrap();
    assert!(
        message.contains("Schema validation is not configured"),
        "{message}"
    );
}

#[tokio::test]
async fn sqlite_without_schemas_a_valid_file_imports_and_says_so() {
    without_schemas_a_valid_file_imports_and_says_so(Backend::Sqlite).await;
}

#[tokio::test]
async fn postgres_without_schemas_a_valid_file_imports_and_says_so() {
    without_schemas_a_valid_file_imports_and_says_so(Backend::Postgres).await;
}

/// A stored declaration offers the IE015 export beside the JSON one.
#[tokio::test]
async fn a_stored_declaration_offers_export_xml_beside_export() {
    let app = TestApp::spawn().await;
    let trader = app.login("trader").await;
    let id = trader.store_new_t01(|_| {}).await;
    let doc = trader.get_json(&format!("/v1/t01/{id}/document")).await;
    let actions = doc["actions"].as_array().unwrap();
    let at = actions.iter().position(|a| a["name"] == "export").unwrap();
    let xml = &actions[at + 1];
    assert_eq!(xml["name"], "export-xml");
    assert_eq!(xml["method"], "GET");
    assert_eq!(xml["url"], format!("/v1/t01/{id}/export?format=xml"));
}
