//! The office of destination's part of the movement through the API (issue 14): the arrival
//! accepted with its own message (IE043), the unloading remarks (IE044) and the control
//! results (IE018) that stand without a control decision, incidents registered there.

use reqwest::StatusCode;
use serde_json::json;

use crate::movement::{act, merge, post, released, submitted};
use crate::support::{violation_paths, Backend, TestApp, User};

/// The message types of the declaration's log, in order.
async fn logged(user: &User, id: &str) -> Vec<String> {
    let doc = user.get_json(&format!("/v1/t01/{id}/document")).await;
    doc["messages"]
        .as_array()
        .into_iter()
        .flatten()
        .filter_map(|m| m["messageType"].as_str().map(str::to_owned))
        .collect()
}

async fn destination_path(backend: Backend) {
    let Some(app) = TestApp::spawn_on(backend, |_| {}).await else {
        return;
    };
    let trader = app.login("trader").await;
    let officer = app.login("officer").await;
    let officer2 = app.login("officer2").await;
    let id = submitted(&app, &trader, 81).await;
    released(&officer, &id).await;
    // A blank incident registered by the office of destination while the goods are on their
    // way is refused field by field, nothing sent.
    let mut posted = officer2.get_json(&format!("/v1/t01/{id}/document")).await;
    posted["incidents"] = json!([{"sequence": 1}]);
    let (status, body) = post(
        &officer2,
        &format!("/v1/t01/{id}/incident-registration"),
        posted,
    )
    .await;
    assert_eq!(status, StatusCode::UNPROCESSABLE_ENTITY, "{body}");
    assert_eq!(
        violation_paths(&body),
        [
            "/incidents/0/code",
            "/incidents/0/text",
            "/incidents/0/location/qualifier",
            "/incidents/0/location/country"
        ]
    );
    let doc = trader.get_json(&format!("/v1/t01/{id}/document")).await;
    assert!(doc.get("incidents").is_none(), "{}", doc["incidents"]);
    assert!(!logged(&trader, &id).await.contains(&"IE182".to_owned()));

    let (status, body) = act(&trader, &id, "arrival-notification", json!({})).await;
    assert_eq!(status, StatusCode::OK, "{body}");
    let (status, body) = act(&officer2, &id, "accept", json!({})).await;
    assert_eq!(status, StatusCode::OK, "{body}");
    assert_eq!(
        (body["operation"].as_str(), body["messageType"].as_str()),
        (Some("ARRIVAL_ACCEPTED"), Some("IE043"))
    );

    // Goods that conform carry no unloading remark (DDNTA G0205): refused, nothing sent.
    let before = logged(&trader, &id).await;
    let (status, body) = act(
        &trader,
        &id,
        "unloading-remark",
        json!({"input": {"conform": true, "reason": "2 packages missing"}}),
    )
    .await;
    assert_eq!(status, StatusCode::UNPROCESSABLE_ENTITY, "{body}");
    assert_eq!(body["violations"][0]["path"], "/input/reason");
    assert_eq!(body["violations"][0]["rule"], "G0205");
    assert_eq!(logged(&trader, &id).await, before);
    let (status, body) = act(
        &trader,
        &id,
        "unloading-remark",
        json!({"input": {"conform": true}}),
    )
    .await;
    assert_eq!(status, StatusCode::OK, "{body}");

    // The destination's control results (IE018): a result and one control, no IE060.
    let mut posted = officer2.get_json(&format!("/v1/t01/{id}/document")).await;
    assert!(posted.get("controlDecision").is_none());
    merge(
        &mut posted,
        &json!({"controlResult": {"code": "A1"},
                "controlResults": [{"sequence": 1, "type": {"code": "10"}, "text": "Seals intact"}]}),
    );
    let (status, body) = post(
        &officer2,
        &format!("/v1/t01/{id}/destination-control-results"),
        posted,
    )
    .await;
    assert_eq!(status, StatusCode::OK, "{body}");
    assert_eq!(body["operation"], "CONTROLLED");
    let doc = trader.get_json(&format!("/v1/t01/{id}/document")).await;
    assert_eq!(doc["documentStatus"], "ARRIVAL_ACCEPTED");
    assert_eq!(doc["controlResult"]["code"], "A1");
    assert_eq!(doc["controlResults"][0]["text"], "Seals intact");
    assert!(doc.get("controlDecision").is_none());

    let (status, body) = act(&officer2, &id, "goods-release", json!({})).await;
    assert_eq!(status, StatusCode::OK, "{body}");
    let log = logged(&trader, &id).await;
    let destination: Vec<&str> = log
        .iter()
        .map(String::as_str)
        .skip_while(|&m| m != "IE007")
        .collect();
    assert_eq!(
        destination,
        ["IE007", "IE006", "IE043", "IE044", "IE018", "IE025"]
    );
}

#[tokio::test]
async fn sqlite_destination_control_results_stand_without_a_control_decision() {
    destination_path(Backend::Sqlite).await;
}

#[tokio::test]
async fn postgres_destination_control_results_stand_without_a_control_decision() {
    destination_path(Backend::Postgres).await;
}
