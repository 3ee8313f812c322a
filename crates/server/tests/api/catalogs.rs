use reqwest::StatusCode;
use serde_json::{json, Value};

use crate::support::TestApp;

#[tokio::test]
async fn catalog_search_filters_by_criteria_and_answers_items_and_total() {
    let app = TestApp::spawn().await;
    let trader = app.login("trader").await;
    let res = trader
        .post("/v1/catalogs/country/search", &json!({"criteria": [{"fieldName": "code", "operation": "IN", "dataType": "TEXT", "values": ["MD", "RO"]}]}))
        .await;
    assert_eq!(res.status(), StatusCode::OK);
    let body: Value = res.json().await.unwrap();
    assert_eq!(body["total"], 2);
    let codes: Vec<&str> = body["items"]
        .as_array()
        .unwrap()
        .iter()
        .map(|i| i["code"].as_str().unwrap())
        .collect();
    assert!(codes.contains(&"MD") && codes.contains(&"RO"));

    let res: Value = trader
        .post("/v1/catalogs/customs-office/search", &json!({"criteria": [{"fieldName": "countryCode", "operation": "EQ", "dataType": "TEXT", "values": ["MD"]}]}))
        .await
        .json()
        .await
        .unwrap();
    assert!(
        res["total"].as_u64().unwrap() >= 2,
        "the MD sample offices: {res}"
    );
}

#[tokio::test]
async fn check_code_tells_whether_a_code_exists() {
    let app = TestApp::spawn().await;
    let trader = app.login("trader").await;
    assert_eq!(
        trader.get_json("/v1/code/country/MD/check-code").await["valid"],
        true
    );
    assert_eq!(
        trader.get_json("/v1/code/country/Q1/check-code").await["valid"],
        false
    );
}
