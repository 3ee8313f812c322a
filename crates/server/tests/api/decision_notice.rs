//! GET /v1/{kind}/{id}/decision-notice?lang=en|ro: an issued decision prints as a PDF decision
//! notice (reference number as text and barcode, holder, type and legal basis, competent
//! office, validity, essential data, conditions, right of appeal) for whoever may read it, in
//! English or Romanian; before it is issued the server refuses with 409, and another trader's
//! decision is not found; on SQLite and PostgreSQL.

use reqwest::StatusCode;
use serde_json::{json, Value};
use vama_server::demo::{HEADQUARTERS, TRADER_EORI};

use crate::authorisation::{acr, act, day, document, issued_today, ok, submitted_as};
use crate::support::{Backend, TestApp, User};

fn notice_path(id: &str, lang: &str) -> String {
    format!("/v1/acr/{id}/decision-notice?lang={lang}")
}

/// Whether `tool` is on the PATH (required under CI=true, skipped with a note elsewhere).
fn have(tool: &str) -> bool {
    let found = std::process::Command::new("sh")
        .args(["-c", &format!("command -v {tool}")])
        .output()
        .is_ok_and(|o| o.status.success());
    if !found {
        assert!(
            std::env::var("CI").as_deref() != Ok("true"),
            "{tool} is missing (apt-get install -y poppler-utils zbar-tools)"
        );
        eprintln!("note: {tool} is missing, part of the test skipped");
    }
    found
}

fn scratch(pdf: &[u8], name: &str) -> std::path::PathBuf {
    let dir = std::env::temp_dir().join(format!(
        "vama-api-decision-{}-{name}-{}",
        std::process::id(),
        uuid::Uuid::new_v4().simple()
    ));
    std::fs::create_dir_all(&dir).unwrap();
    let path = dir.join("decision.pdf");
    std::fs::write(&path, pdf).unwrap();
    path
}

/// The notice's text on one line (`pdftotext`), or `None` without poppler-utils.
fn text_of(pdf: &[u8], name: &str) -> Option<String> {
    if !have("pdftotext") {
        return None;
    }
    let out = std::process::Command::new("pdftotext")
        .arg(scratch(pdf, name))
        .arg("-")
        .output()
        .unwrap();
    assert!(out.status.success());
    Some(String::from_utf8(out.stdout).unwrap().replace('\n', " "))
}

/// What `zbarimg` reads on the first page rendered at 200 dpi, or `None` without the tools.
fn barcode_of(pdf: &[u8], name: &str) -> Option<String> {
    if !have("pdftoppm") || !have("zbarimg") {
        return None;
    }
    let path = scratch(pdf, name);
    let prefix = path.with_file_name("page");
    let status = std::process::Command::new("pdftoppm")
        .args(["-r", "200", "-png", "-singlefile", "-f", "1", "-l", "1"])
        .arg(&path)
        .arg(&prefix)
        .status()
        .unwrap();
    assert!(status.success());
    let out = std::process::Command::new("zbarimg")
        .args(["--raw", "-q"])
        .arg(prefix.with_extension("png"))
        .output()
        .unwrap();
    Some(String::from_utf8_lossy(&out.stdout).trim().to_owned())
}

/// The notice as `user` gets it: status, content type, disposition and bytes.
async fn fetch(user: &User, path: &str) -> (StatusCode, String, String, Vec<u8>) {
    let res = user.get(path).await;
    let status = res.status();
    let header = |name: &str| {
        res.headers()
            .get(name)
            .map(|v| v.to_str().unwrap().to_owned())
            .unwrap_or_default()
    };
    let (content_type, disposition) = (header("content-type"), header("content-disposition"));
    let bytes = res.bytes().await.unwrap().to_vec();
    (status, content_type, disposition, bytes)
}

fn offers_print(doc: &Value) -> Option<String> {
    doc["actions"]
        .as_array()
        .unwrap()
        .iter()
        .find(|a| a["name"] == "print-decision")
        .map(|a| a["url"].as_str().unwrap().to_owned())
}

async fn an_issued_decision_prints_its_notice_for_those_who_may_read_it(backend: Backend) {
    let Some(app) = TestApp::spawn_on(backend, |_| {}).await else {
        return;
    };
    let trader = app.login("trader").await;
    let officer = app.login("officer5").await;
    let id = submitted_as(&trader, "acr", &acr()).await;

    // Not issued yet: no print action, and the route refuses with a reason.
    for status in ["SUBMITTED", "ACCEPTED", "FAVOURABLE"] {
        if status == "ACCEPTED" {
            ok(&officer, &id, "accept", json!({})).await;
        }
        if status == "FAVOURABLE" {
            ok(
                &officer,
                &id,
                "decide-favourable",
                json!({"reasons": "Seals of a special type are checked every quarter"}),
            )
            .await;
        }
        let doc = document(&trader, &id).await;
        assert_eq!(doc["documentStatus"], status);
        assert_eq!(offers_print(&doc), None, "{status}");
        let res = trader.get(&notice_path(&id, "en")).await;
        assert_eq!(res.status(), StatusCode::CONFLICT, "{status}");
        let body: Value = res.json().await.unwrap();
        let message = body["message"].as_str().unwrap_or_default().to_owned();
        assert!(
            message.contains("once the decision is issued") && message.contains(status),
            "{status}: {body}"
        );
    }

    let doc = issued_today(&app, &officer, &trader, &id).await;
    let reference = doc["decision"]["referenceNumber"]
        .as_str()
        .unwrap()
        .to_owned();
    assert_eq!(
        offers_print(&doc),
        Some(format!("/v1/acr/{id}/decision-notice?lang=en")),
        "the view offers the print"
    );

    // The holder's notice, in English.
    let (status, content_type, disposition, pdf) = fetch(&trader, &notice_path(&id, "en")).await;
    assert_eq!(status, StatusCode::OK);
    assert_eq!(content_type, "application/pdf");
    assert_eq!(
        disposition,
        format!("attachment; filename=\"Decision-{reference}.pdf\"")
    );
    assert!(pdf.starts_with(b"%PDF-"), "a PDF");
    if let Some(text) = text_of(&pdf, "en") {
        for expected in [
            "Customs decision",
            reference.as_str(),
            "ACR — Authorised consignor for Union transit",
            "Article 233(4)(a) of the Code",
            "Vama Demo Trader SRL",
            TRADER_EORI,
            HEADQUARTERS,
            "Issued",
            "Places from which the goods are sent",
            "Depot, Str. Vamii 1, Chișinău",
            "Number of operations",
            "Seals of a special type are checked every quarter",
            "Right of appeal",
            "Article 44 of the Code",
        ] {
            assert!(text.contains(expected), "{expected:?} missing from {text}");
        }
    }
    if let Some(code) = barcode_of(&pdf, "bars") {
        assert_eq!(code, reference, "the barcode holds the reference number");
    }

    // Annulled, it still prints (the notice says so), in Romanian, for the competent office.
    ok(&officer, &id, "annul", json!({"reasons": "Wrong office"})).await;
    let (status, _, _, pdf) = fetch(&officer, &notice_path(&id, "ro")).await;
    assert_eq!(status, StatusCode::OK, "annulled decisions still print");
    if let Some(text) = text_of(&pdf, "ro") {
        for expected in [
            "Decizie vamală",
            "Expeditor autorizat pentru tranzitul unional",
            "Anulată",
            "Wrong office",
            "Această decizie nu mai este în vigoare.",
            "Dreptul de contestare",
        ] {
            assert!(text.contains(expected), "{expected:?} missing from {text}");
        }
    }

    // Whoever may not read the decision does not learn that it exists.
    for other in ["trader2", "officer", "agent"] {
        let user = app.login(other).await;
        let res = user.get(&notice_path(&id, "en")).await;
        assert_eq!(res.status(), StatusCode::NOT_FOUND, "{other}");
    }
    let res = trader.get(&notice_path("no-such-id", "en")).await;
    assert_eq!(res.status(), StatusCode::NOT_FOUND);
    let res = trader.get(&notice_path(&id, "fr")).await;
    assert_eq!(res.status(), StatusCode::BAD_REQUEST, "en or ro only");
    let res = trader.get(&format!("/v1/acr/{id}/decision-notice")).await;
    assert_eq!(res.status(), StatusCode::OK, "English by default");
    // The same decision through another kind's route is not found.
    let res = trader.get(&format!("/v1/ace/{id}/decision-notice")).await;
    assert_eq!(res.status(), StatusCode::NOT_FOUND);
}

crate::on_both_stores!(an_issued_decision_prints_its_notice_for_those_who_may_read_it);

#[tokio::test]
async fn a_suspended_decision_prints_why_and_until_when() {
    let app = TestApp::spawn().await;
    let trader = app.login("trader").await;
    let officer = app.login("officer5").await;
    let res = trader.post("/v1/acr/submit", &acr()).await;
    let status = res.status();
    let body: Value = res.json().await.unwrap();
    assert_eq!(status, StatusCode::OK, "{body}");
    let id = body["id"].as_str().unwrap().to_owned();
    ok(&officer, &id, "accept", json!({})).await;
    ok(&officer, &id, "decide-favourable", json!({})).await;
    ok(
        &officer,
        &id,
        "issue",
        json!({"validityStart": day(&app, 0)}),
    )
    .await;
    vama_server::movement::scheduler::tick(&app.state)
        .await
        .unwrap();
    assert_eq!(document(&trader, &id).await["documentStatus"], "ACTIVE");
    let (status, body) = act(
        &officer,
        "acr",
        &id,
        "suspend",
        json!({"reasons": "Seals missing at the depot", "until": "2099-01-31"}),
    )
    .await;
    assert_eq!(status, StatusCode::OK, "{body}");
    let (status, _, _, pdf) = fetch(&trader, &notice_path(&id, "en")).await;
    assert_eq!(status, StatusCode::OK);
    assert!(pdf.starts_with(b"%PDF-"));
    if let Some(text) = text_of(&pdf, "suspended") {
        assert!(text.contains("Suspended"), "{text}");
        assert!(text.contains("until 2099-01-31"), "{text}");
        assert!(text.contains("Seals missing at the depot"), "{text}");
    }
}
