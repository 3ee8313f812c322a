//! A realistic big declaration through the API: a generated T01 of 999 house consignments of
//! 10 items (about 15 MB of JSON) is stored, exported, imported back, and read again, with
//! nothing lost or changed on the way but the identity and the envelope.

use reqwest::StatusCode;
use serde_json::Value;
use vama_rules::t01::generate::{generate_with, Options};
use vama_rules::Ctx;

use crate::support::{Backend, TestApp};

/// What the server adds when it serves a document (the envelope), and the identity it owns.
const NOT_DATA: &[&str] = &[
    "id",
    "documentStatus",
    "version",
    "currentVersion",
    "versions",
    "history",
    "actions",
    "messages",
    "timers",
    "fields",
    "violations",
    "lrn",
    "mrn",
];

/// The first place where `a` and `b` differ, as a JSON Pointer (an assertion on 15 MB of JSON
/// should not print all of it).
fn difference(a: &Value, b: &Value, at: &str) -> Option<String> {
    match (a, b) {
        (Value::Object(x), Value::Object(y)) => {
            let keys: std::collections::BTreeSet<&String> = x.keys().chain(y.keys()).collect();
            keys.into_iter().find_map(|k| match (x.get(k), y.get(k)) {
                (Some(v), Some(w)) => difference(v, w, &format!("{at}/{k}")),
                _ => Some(format!("{at}/{k} (only on one side)")),
            })
        }
        (Value::Array(x), Value::Array(y)) if x.len() == y.len() => x
            .iter()
            .zip(y)
            .enumerate()
            .find_map(|(i, (v, w))| difference(v, w, &format!("{at}/{i}"))),
        _ if a == b => None,
        _ => Some(format!("{at}: {a} vs {b}").chars().take(300).collect()),
    }
}

/// The declaration of a served document: without the envelope and the identity.
pub fn data(mut doc: Value) -> Value {
    let map = doc.as_object_mut().expect("a document is an object");
    for key in NOT_DATA {
        map.remove(*key);
    }
    doc
}

async fn a_big_declaration_survives_store_export_and_import(backend: Backend) {
    let Some(app) = TestApp::spawn_on(backend, |_| {}).await else {
        return;
    };
    let trader = app.login("trader").await;
    let mut ctx = Ctx::example();
    ctx.user.eori = trader.me["eori"].as_str().map(Into::into);
    ctx.today = app.state.clock.now().date().to_string();
    let generated = generate_with(&Options::new(7, 999, 10).for_ctx(&ctx));
    assert_eq!(generated.total_items, Some(9990));
    let sent = serde_json::to_value(&generated).unwrap();

    let res = trader.post("/v1/t01/store", &sent).await;
    let status = res.status();
    let stored: Value = res.json().await.unwrap();
    assert_eq!(status, StatusCode::OK, "store: {}", stored["message"]);
    assert_eq!(
        stored["violations"],
        Value::Null,
        "a complete declaration stores without violations"
    );
    let id = stored["id"].as_str().unwrap().to_owned();

    let res = trader.get(&format!("/v1/t01/{id}/export")).await;
    assert_eq!(res.status(), StatusCode::OK);
    let file = res.text().await.unwrap();
    assert!(file.len() > 10_000_000, "{} bytes", file.len());
    let exported: Value = serde_json::from_str(&file).unwrap();
    assert!(exported["lrn"].as_str().unwrap().starts_with("VM"));
    assert_eq!(
        difference(&data(exported.clone()), &data(sent), ""),
        None,
        "the store keeps the generated declaration as it was sent"
    );

    // The trader's software's own LRN (the exported one is the trader's already).
    let lrn = exported["lrn"].as_str().unwrap();
    let file = file.replacen(&format!(r#""lrn":"{lrn}""#), r#""lrn":"BIG-IMPORT-1""#, 1);
    let res = trader
        .post_raw("/v1/t01/import", "application/json", file)
        .await;
    let status = res.status();
    let imported: Value = res.json().await.unwrap();
    assert_eq!(status, StatusCode::OK, "import: {}", imported["message"]);
    let imported_id = imported["id"].as_str().unwrap().to_owned();
    assert_ne!(imported_id, id);

    let again = trader
        .get_json(&format!("/v1/t01/{imported_id}/document"))
        .await;
    assert_eq!(again["documentStatus"], "STORED");
    assert_eq!(
        again["lrn"], "BIG-IMPORT-1",
        "an import keeps the file's LRN"
    );
    assert_eq!(
        difference(&data(again), &data(exported.clone()), ""),
        None,
        "export then import gives the same declaration"
    );
    let original = trader.get_json(&format!("/v1/t01/{id}/document")).await;
    assert_eq!(difference(&data(original), &data(exported), ""), None);
}

#[tokio::test]
async fn sqlite_a_big_declaration_survives_store_export_and_import() {
    a_big_declaration_survives_store_export_and_import(Backend::Sqlite).await;
}

#[tokio::test]
async fn postgres_a_big_declaration_survives_store_export_and_import() {
    a_big_declaration_survives_store_export_and_import(Backend::Postgres).await;
}
