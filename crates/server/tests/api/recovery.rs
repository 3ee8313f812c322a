//! The recovery after a non-arrival enquiry through the API (issue 14): the steps follow their
//! order in the movement table, each out of order refused with 409 and nothing changed.

use reqwest::StatusCode;
use serde_json::{json, Value};

use crate::movement::{act, names, released, submitted};
use crate::support::{Backend, TestApp, User};

/// The declaration's version and the message types of its log.
async fn state(user: &User, id: &str) -> (Value, Vec<String>) {
    let doc = user.get_json(&format!("/v1/t01/{id}/document")).await;
    let log = doc["messages"]
        .as_array()
        .into_iter()
        .flatten()
        .filter_map(|m| m["messageType"].as_str().map(str::to_owned))
        .collect();
    (doc["version"].clone(), log)
}

async fn offered(user: &User, id: &str) -> Vec<String> {
    names(&user.get_json(&format!("/v1/t01/{id}/document")).await)
}

async fn recovery_in_order(backend: Backend) {
    let Some(app) = TestApp::spawn_on(backend, |_| {}).await else {
        return;
    };
    let trader = app.login("trader").await;
    let officer = app.login("officer").await;
    let id = submitted(&app, &trader, 91).await;
    released(&officer, &id).await;
    // Past the time limit for arrival: the scheduler expires it, the enquiry may start.
    let doc = officer.get_json(&format!("/v1/t01/{id}/document")).await;
    let due = doc["timers"][0]["dueAtMs"].as_i64().unwrap();
    app.state
        .clock
        .advance(due - app.state.clock.now_ms() + 86_400_000);
    vama_server::movement::scheduler::tick(&app.state)
        .await
        .unwrap();
    // (the sessions went idle meanwhile)
    let trader = app.login("trader").await;
    let (officer, officer2) = (app.login("officer").await, app.login("officer2").await);
    let (status, body) = act(
        &officer,
        &id,
        "non-arrival-enquiry",
        json!({"input": {"reason": "Where are the goods?"}}),
    )
    .await;
    assert_eq!(status, StatusCode::OK, "{body}");

    // Only the first steps are offered: no completion before the initiation, no answer
    // before its request.
    let departure = offered(&officer, &id).await;
    for first in [
        "enquiry-request",
        "recovery-request",
        "initiate-movement-recovery",
    ] {
        assert!(departure.contains(&first.to_owned()), "{departure:?}");
    }
    assert!(
        !departure.contains(&"complete-recovery".to_owned()),
        "{departure:?}"
    );
    let destination = offered(&officer2, &id).await;
    for answer in ["recommend-recovery", "recovery-response"] {
        assert!(!destination.contains(&answer.to_owned()), "{destination:?}");
    }

    let before = state(&officer, &id).await;
    let (status, body) = act(&officer, &id, "complete-recovery", json!({})).await;
    assert_eq!(status, StatusCode::CONFLICT, "{body}");
    assert!(
        body["message"]
            .as_str()
            .unwrap()
            .contains("after 'initiate-movement-recovery' (IE035)"),
        "{body}"
    );
    let (status, body) = act(&officer2, &id, "recommend-recovery", json!({})).await;
    assert_eq!(status, StatusCode::CONFLICT, "{body}");
    assert_eq!(state(&officer, &id).await, before, "nothing changed");

    // In order: the enquiry and its answer, then the recovery initiated and completed.
    let (status, body) = act(&officer, &id, "enquiry-request", json!({})).await;
    assert_eq!(status, StatusCode::OK, "{body}");
    assert!(offered(&officer2, &id)
        .await
        .contains(&"recommend-recovery".to_owned()));
    let (status, body) = act(&officer2, &id, "recommend-recovery", json!({})).await;
    assert_eq!(status, StatusCode::OK, "{body}");
    let (status, body) = act(&officer2, &id, "recommend-recovery", json!({})).await;
    assert_eq!(status, StatusCode::CONFLICT, "answered once: {body}");
    let (status, body) = act(
        &officer,
        &id,
        "initiate-movement-recovery",
        json!({"input": {"reason": "No proof of arrival"}}),
    )
    .await;
    assert_eq!(status, StatusCode::OK, "{body}");
    let departure = offered(&officer, &id).await;
    assert!(
        departure.contains(&"complete-recovery".to_owned()),
        "{departure:?}"
    );
    for over in [
        "enquiry-request",
        "recovery-request",
        "initiate-movement-recovery",
    ] {
        assert!(!departure.contains(&over.to_owned()), "{departure:?}");
    }
    let (status, body) = act(&officer, &id, "enquiry-request", json!({})).await;
    assert_eq!(status, StatusCode::CONFLICT, "{body}");
    let (status, body) = act(&officer, &id, "complete-recovery", json!({})).await;
    assert_eq!(status, StatusCode::OK, "{body}");
    assert_eq!(body["operation"], "WRITTEN_OFF");
    let (_, log) = state(&trader, &id).await;
    let recovery: Vec<&str> = log
        .iter()
        .map(String::as_str)
        .skip_while(|&m| m != "IE140")
        .collect();
    assert_eq!(recovery, ["IE140", "IE142", "IE143", "IE035", "IE045"]);
}

#[tokio::test]
async fn sqlite_recovery_steps_follow_their_order_each_out_of_order_409() {
    recovery_in_order(Backend::Sqlite).await;
}

#[tokio::test]
async fn postgres_recovery_steps_follow_their_order_each_out_of_order_409() {
    recovery_in_order(Backend::Postgres).await;
}
