//! `GET /v1/t01/{id}/export?format=xml`: a stored declaration as its NCTS IE015 (CC015C),
//! valid against the official schema; an unknown format is a 400.

use std::path::{Path, PathBuf};
use std::process::Command;

use reqwest::StatusCode;
use serde_json::Value;
use vama_rules::t01::generate::{generate_with, Options};
use vama_rules::Ctx;

use crate::support::{Backend, TestApp};

/// `VAMA_NCTS_XSD_DIR`, or the schemas of `shared/` beside the repository.
fn cc015c_xsd() -> PathBuf {
    std::env::var_os("VAMA_NCTS_XSD_DIR")
        .map(PathBuf::from)
        .unwrap_or_else(|| {
            Path::new(env!("CARGO_MANIFEST_DIR")).join("../../../shared/ncts/xsd/p5-v2_1")
        })
        .join("cc015c.xsd")
}

/// xmllint's verdict, or `None` outside CI when xmllint or the schema is missing (under
/// `CI=true` that fails: a skipped validation proves nothing).
fn xmllint(xml: &str) -> Option<Result<(), String>> {
    let xsd = cc015c_xsd();
    let have_xmllint = Command::new("xmllint").arg("--version").output().is_ok();
    if !xsd.is_file() || !have_xmllint {
        let ci = std::env::var("CI").is_ok_and(|v| v == "true");
        assert!(!ci, "xmllint or {} missing", xsd.display());
        eprintln!("skipped: xmllint or {} missing", xsd.display());
        return None;
    }
    let file = std::env::temp_dir().join(format!("vama-api-export-{}.xml", std::process::id()));
    std::fs::write(&file, xml).unwrap();
    let out = Command::new("xmllint")
        .arg("--noout")
        .arg("--schema")
        .arg(&xsd)
        .arg(&file)
        .output()
        .unwrap();
    let _ = std::fs::remove_file(&file);
    Some(if out.status.success() {
        Ok(())
    } else {
        Err(String::from_utf8_lossy(&out.stderr)
            .chars()
            .take(3000)
            .collect())
    })
}

async fn a_stored_declaration_exports_as_a_valid_ie015(backend: Backend) {
    let Some(app) = TestApp::spawn_on(backend, |_| {}).await else {
        return;
    };
    let trader = app.login("trader").await;
    let mut ctx = Ctx::example();
    ctx.user.eori = trader.me["eori"].as_str().map(Into::into);
    ctx.today = app.state.clock.now().date().to_string();
    let generated = generate_with(&Options::new(3, 3, 2).for_ctx(&ctx));
    let res = trader
        .post("/v1/t01/store", &serde_json::to_value(&generated).unwrap())
        .await;
    let stored: Value = res.json().await.unwrap();
    let id = stored["id"].as_str().expect("stored").to_owned();

    let res = trader.get(&format!("/v1/t01/{id}/export?format=xml")).await;
    assert_eq!(res.status(), StatusCode::OK);
    let header = |name: &str| res.headers()[name].to_str().unwrap_or_default().to_owned();
    assert_eq!(header("content-type"), "application/xml");
    let disposition = header("content-disposition");
    assert!(
        disposition.starts_with("attachment; filename=\"t01-VM") && disposition.ends_with(".xml\""),
        "{disposition}"
    );
    let xml = res.text().await.unwrap();
    if let Some(verdict) = xmllint(&xml) {
        verdict.unwrap_or_else(|errors| panic!("the export is not a valid CC015C:\n{errors}"));
    }

    let (message, imported) = vama_ncts_xml::import_message(&xml).expect("the export imports");
    assert_eq!(message.message_recipient, "NTA.MD");
    assert_eq!(message.message_sender, trader.me["eori"].as_str().unwrap());
    assert_eq!(message.message_identification.len(), 14);
    let served: Value = trader
        .get(&format!("/v1/t01/{id}/document"))
        .await
        .json()
        .await
        .unwrap();
    assert_eq!(imported.lrn.as_deref(), served["lrn"].as_str());
    assert_eq!(imported.house_consignments.len(), 3);
    let mut expected = generated.clone();
    expected.lrn = imported.lrn.clone();
    assert_eq!(imported, vama_ncts_xml::carried(&expected));

    // The default stays our JSON.
    let res = trader.get(&format!("/v1/t01/{id}/export")).await;
    assert_eq!(res.status(), StatusCode::OK);
    assert_eq!(res.headers()["content-type"], "application/json");

    let res = trader.get(&format!("/v1/t01/{id}/export?format=pdf")).await;
    assert_eq!(res.status(), StatusCode::BAD_REQUEST);
    let body: Value = res.json().await.unwrap();
    let message = body["message"].as_str().unwrap_or_default();
    assert!(
        message.contains("Unknown export format 'pdf'") && message.contains("xml"),
        "{body}"
    );
}

#[tokio::test]
async fn sqlite_a_stored_declaration_exports_as_a_valid_ie015() {
    a_stored_declaration_exports_as_a_valid_ie015(Backend::Sqlite).await;
}

#[tokio::test]
async fn postgres_a_stored_declaration_exports_as_a_valid_ie015() {
    a_stored_declaration_exports_as_a_valid_ie015(Backend::Postgres).await;
}

/// CC015C numbers goods items 1 to 1999: a bigger declaration (the spec allows 999 house
/// consignments of 9999 items) is refused as XML with the reason, and still exports as JSON.
#[tokio::test]
async fn a_declaration_of_more_than_1999_items_is_not_exported_as_cc015c() {
    let Some(app) = TestApp::spawn_on(Backend::Sqlite, |_| {}).await else {
        return;
    };
    let trader = app.login("trader").await;
    let mut ctx = Ctx::example();
    ctx.user.eori = trader.me["eori"].as_str().map(Into::into);
    ctx.today = app.state.clock.now().date().to_string();
    let generated = generate_with(&Options::new(7, 200, 10).for_ctx(&ctx));
    let stored: Value = trader
        .post("/v1/t01/store", &serde_json::to_value(&generated).unwrap())
        .await
        .json()
        .await
        .unwrap();
    let id = stored["id"].as_str().expect("stored").to_owned();

    let res = trader.get(&format!("/v1/t01/{id}/export?format=xml")).await;
    assert_eq!(res.status(), StatusCode::UNPROCESSABLE_ENTITY);
    let body: Value = res.json().await.unwrap();
    assert!(
        body["message"]
            .as_str()
            .is_some_and(|m| m.contains("at most 1999 goods items") && m.contains("2000")),
        "{body}"
    );
    assert_eq!(body["violations"][0]["rule"], "cc015c-goods-item-limit");

    let res = trader.get(&format!("/v1/t01/{id}/export")).await;
    assert_eq!(res.status(), StatusCode::OK);
}
