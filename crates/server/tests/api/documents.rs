use reqwest::StatusCode;
use serde_json::{json, Value};

use crate::support::{office, Backend, TestApp, User};

fn names(actions: &Value) -> Vec<String> {
    actions
        .as_array()
        .unwrap()
        .iter()
        .map(|a| a["name"].as_str().unwrap().to_owned())
        .collect()
}

#[tokio::test]
async fn info_gives_a_blank_declaration_with_the_defaults_and_the_actions_of_a_new_one() {
    let app = TestApp::spawn().await;
    let trader = app.login("trader").await;
    let doc = trader.get_json("/v1/t01/info").await;
    assert_eq!(doc["documentStatus"], "NEW");
    assert_eq!(doc["declarationType"]["code"], "T1");
    assert_eq!(doc["addDecType"]["code"], "A");
    assert_eq!(doc["declarationTypeSecurity"]["code"], "0");
    assert_eq!(
        doc["applicant"]["EORINumber"],
        vama_server::demo::TRADER_EORI,
        "a trader is the holder"
    );
    assert!(doc.get("lrn").is_none() && doc.get("mrn").is_none());
    let actions = names(&doc["actions"]);
    for a in ["store", "validate", "import", "return-list"] {
        assert!(actions.contains(&a.to_string()), "{a} in {actions:?}");
    }
    let store = doc["actions"]
        .as_array()
        .unwrap()
        .iter()
        .find(|a| a["name"] == "store")
        .unwrap();
    assert_eq!(store["method"], "POST");
    assert_eq!(store["url"], "/v1/t01/store");
    assert_eq!(store["action"], true);
}

/// The whole life of a stored declaration: store, read, modify (version 2), history,
/// stale store refused, export, import, clone, list, delete.
async fn a_declaration_is_stored_versioned_exported_imported_and_deleted(backend: Backend) {
    let Some(app) = TestApp::spawn_on(backend, |_| {}).await else {
        return;
    };
    let trader = app.login("trader").await;
    let id = trader
        .store_new_t01(|d| {
            d["departureOffice"] = office("MD100000");
            d["destinationOffice"] = office("MD200000");
        })
        .await;

    let doc = trader.get_json(&format!("/v1/t01/{id}/document")).await;
    assert_eq!(
        (doc["id"].as_str(), &doc["documentStatus"], &doc["version"]),
        (Some(id.as_str()), &json!("STORED"), &json!(1))
    );
    assert!(
        doc["lrn"].as_str().unwrap().starts_with("VM"),
        "the portal assigns the LRN"
    );
    let actions = names(&doc["actions"]);
    for a in [
        "modify-stored",
        "store",
        "validate",
        "delete",
        "clone",
        "export",
        "export-xml",
        "return-list",
    ] {
        assert!(actions.contains(&a.to_string()), "{a} in {actions:?}");
    }

    // Modify: version 2, based on version 1.
    let mut changed = doc.clone();
    changed["operationsNumber"] = json!(3);
    let res = trader.post(&format!("/v1/t01/{id}/store"), &changed).await;
    assert_eq!(res.status(), StatusCode::OK);
    let result: Value = res.json().await.unwrap();
    assert_eq!(
        (result["type"].as_str(), result["version"].as_i64()),
        (Some("SUCCESS"), Some(2))
    );

    // A store based on version 1 again is stale: 409, nothing changes; the answer says so by
    // key too, for the user's language (issue 18)
    let res = trader.post(&format!("/v1/t01/{id}/store"), &doc).await;
    assert_eq!(res.status(), StatusCode::CONFLICT);
    let stale: Value = res.json().await.unwrap();
    assert_eq!(stale["text"]["key"], "document-changed", "{stale}");
    assert_eq!(stale["text"]["params"]["version"], "2", "{stale}");
    assert!(
        stale["message"]
            .as_str()
            .unwrap()
            .contains("version 2 is now current"),
        "{stale}"
    );
    let now = trader.get_json(&format!("/v1/t01/{id}/document")).await;
    assert_eq!(
        (now["version"].as_i64(), now["operationsNumber"].as_i64()),
        (Some(2), Some(3))
    );
    assert_eq!(now["versions"].as_array().unwrap().len(), 2);
    assert!(
        now["history"].as_array().unwrap().len() >= 2,
        "actions are recorded"
    );

    let v1 = trader
        .get_json(&format!("/v1/t01/document/history/{id}/1"))
        .await;
    assert_eq!(
        (v1["version"].as_i64(), v1["currentVersion"].as_i64()),
        (Some(1), Some(2))
    );
    assert!(v1.get("operationsNumber").is_none() || v1["operationsNumber"] != json!(3));
    assert_eq!(
        trader
            .get(&format!("/v1/t01/document/history/{id}/9"))
            .await
            .status(),
        StatusCode::NOT_FOUND
    );

    // Export, then import the file back as a new declaration.
    let res = trader.get(&format!("/v1/t01/{id}/export")).await;
    assert_eq!(res.status(), StatusCode::OK);
    assert!(res.headers()["content-disposition"]
        .to_str()
        .unwrap()
        .starts_with("attachment; filename=\"t01-"));
    let file: Value = res.json().await.unwrap();
    assert!(
        file.get("actions").is_none() && file.get("versions").is_none(),
        "an export is the data only"
    );
    // The trader already has a declaration with the file's LRN: refused, naming it.
    let res = trader.post("/v1/t01/import", &file).await;
    assert_eq!(res.status(), StatusCode::CONFLICT);
    let refusal: Value = res.json().await.unwrap();
    assert!(
        refusal["message"]
            .as_str()
            .unwrap()
            .contains(now["lrn"].as_str().unwrap()),
        "{refusal}"
    );
    // Under another LRN (the trader's software's own), a new declaration.
    let mut file = file;
    file["lrn"] = json!("MY-SOFTWARE-7");
    let res = trader.post("/v1/t01/import", &file).await;
    assert_eq!(res.status(), StatusCode::OK);
    let imported_id = res.json::<Value>().await.unwrap()["id"]
        .as_str()
        .unwrap()
        .to_owned();
    assert_ne!(imported_id, id);
    let imported = trader
        .get_json(&format!("/v1/t01/{imported_id}/document"))
        .await;
    assert_eq!(imported["operationsNumber"], 3);
    assert_eq!(imported["departureOffice"]["code"], "MD100000");
    assert_eq!(
        imported["lrn"], "MY-SOFTWARE-7",
        "an import keeps the file's LRN"
    );

    // Clone: the data without the identifiers, not stored.
    let clone = trader
        .get_json(&format!("/v1/t01/{id}/clone/document"))
        .await;
    assert_eq!(
        (
            clone["documentStatus"].as_str(),
            clone.get("id"),
            clone.get("lrn")
        ),
        (Some("NEW"), None, None)
    );
    assert_eq!(clone["destinationOffice"]["code"], "MD200000");

    // The list holds both, newest first.
    let list = trader.get_json("/v1/t01/search").await;
    let ids: Vec<&str> = list["items"]
        .as_array()
        .unwrap()
        .iter()
        .map(|i| i["id"].as_str().unwrap())
        .collect();
    assert_eq!(ids, vec![imported_id.as_str(), id.as_str()]);

    // Delete.
    let res = trader.delete(&format!("/v1/t01/{imported_id}")).await;
    assert_eq!(res.status(), StatusCode::OK);
    assert_eq!(
        trader
            .get(&format!("/v1/t01/{imported_id}/document"))
            .await
            .status(),
        StatusCode::NOT_FOUND
    );
}

#[tokio::test]
async fn sqlite_a_declaration_is_stored_versioned_exported_imported_and_deleted() {
    a_declaration_is_stored_versioned_exported_imported_and_deleted(Backend::Sqlite).await;
}

#[tokio::test]
async fn postgres_a_declaration_is_stored_versioned_exported_imported_and_deleted() {
    a_declaration_is_stored_versioned_exported_imported_and_deleted(Backend::Postgres).await;
}

#[tokio::test]
async fn validate_answers_the_rule_engines_violations_without_storing() {
    let app = TestApp::spawn().await;
    let trader = app.login("trader").await;
    let mut doc = trader.get_json("/v1/t01/info").await;
    doc["departureOffice"] = office("MD100000");
    doc["destinationOffice"] = office("MD100000");
    let res: Value = trader
        .post("/v1/t01/validate", &doc)
        .await
        .json()
        .await
        .unwrap();
    assert_eq!(res["type"], "ERROR");
    let violations = res["violations"].as_array().unwrap();
    assert!(
        violations.iter().any(|v| v["path"] == "/destinationOffice"),
        "{violations:?}"
    );
    assert!(trader.get_json("/v1/t01/search").await["items"]
        .as_array()
        .unwrap()
        .is_empty());
}

#[tokio::test]
async fn the_list_filters_sorts_and_pages_by_keyset() {
    let app = TestApp::spawn().await;
    let trader = app.login("trader").await;
    for i in 0..5 {
        trader
            .store_new_t01(|d| {
                d["departureOffice"] = office(if i % 2 == 0 { "MD100000" } else { "MD100001" })
            })
            .await;
    }
    let q = |v: Value| format!("/v1/t01/search?q={}", urlencode(&v.to_string()));
    let page1 = trader.get_json(&q(json!({"page": {"size": 2}}))).await;
    assert_eq!(page1["items"].as_array().unwrap().len(), 2);
    let after = page1["next"].as_str().unwrap();
    let page2 = trader
        .get_json(&q(json!({"page": {"size": 2, "after": after}})))
        .await;
    let page3 = trader
        .get_json(&q(json!({"page": {"size": 2, "after": page2["next"]}})))
        .await;
    let all: Vec<Value> = [&page1, &page2, &page3]
        .iter()
        .flat_map(|p| p["items"].as_array().unwrap().clone())
        .collect();
    assert_eq!(all.len(), 5);
    let mut ids: Vec<&str> = all.iter().map(|i| i["id"].as_str().unwrap()).collect();
    ids.dedup();
    assert_eq!(ids.len(), 5, "no row twice");
    assert!(page3["next"].is_null());

    let filtered = trader
        .get_json(&q(json!({"criteria": [{"fieldName": "officeOfDeparture", "operation": "EQ", "dataType": "TEXT", "values": ["MD100001"]}]})))
        .await;
    assert_eq!(filtered["items"].as_array().unwrap().len(), 2);
    let asc = trader
        .get_json(&q(
            json!({"sort": {"field": "updatedAt", "direction": "asc"}}),
        ))
        .await;
    let first = asc["items"][0]["updatedAtMs"].as_i64().unwrap();
    let last = asc["items"][4]["updatedAtMs"].as_i64().unwrap();
    assert!(first <= last);
}

pub fn urlencode(s: &str) -> String {
    s.bytes()
        .map(|b| match b {
            b'A'..=b'Z' | b'a'..=b'z' | b'0'..=b'9' | b'-' | b'_' | b'.' | b'~' => {
                (b as char).to_string()
            }
            _ => format!("%{b:02X}"),
        })
        .collect()
}

pub async fn stored_by_trader(app: &TestApp) -> (User, String) {
    let trader = app.login("trader").await;
    let id = trader
        .store_new_t01(|d| {
            d["departureOffice"] = office(vama_server::demo::DEPARTURE_OFFICE);
            d["destinationOffice"] = office("RO000000");
        })
        .await;
    (trader, id)
}
