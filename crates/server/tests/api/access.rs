use reqwest::StatusCode;
use serde_json::{json, Value};

use crate::{
    documents::stored_by_trader,
    support::{office, TestApp},
};

#[tokio::test]
async fn another_trader_and_another_office_cannot_read_or_change_a_declaration_404() {
    let app = TestApp::spawn().await;
    let (trader, id) = stored_by_trader(&app).await;
    let doc = trader.get_json(&format!("/v1/t01/{id}/document")).await;
    for who in ["trader2", "officer2"] {
        let other = app.login(who).await;
        // What an officer may never do (clone, delete: the holder's side) is refused by
        // permission before anything is looked up, so it tells nothing either.
        let not_theirs = match who {
            "officer2" => StatusCode::FORBIDDEN,
            _ => StatusCode::NOT_FOUND,
        };
        for (path, expected) in [
            (format!("/v1/t01/{id}/document"), StatusCode::NOT_FOUND),
            (format!("/v1/t01/{id}/export"), StatusCode::NOT_FOUND),
            (format!("/v1/t01/{id}/clone/document"), not_theirs),
            (
                format!("/v1/t01/document/history/{id}/1"),
                StatusCode::NOT_FOUND,
            ),
        ] {
            assert_eq!(
                other.get(&path).await.status(),
                expected,
                "{who} GET {path}"
            );
        }
        assert_eq!(
            other
                .post(&format!("/v1/t01/{id}/store"), &doc)
                .await
                .status(),
            StatusCode::NOT_FOUND,
            "{who} store"
        );
        assert_eq!(
            other.delete(&format!("/v1/t01/{id}")).await.status(),
            not_theirs,
            "{who} delete"
        );
        let list = other.get_json("/v1/t01/search").await;
        assert!(
            list["items"].as_array().unwrap().is_empty(),
            "{who} sees nothing in the list"
        );
    }
    // Untouched.
    assert_eq!(
        trader.get_json(&format!("/v1/t01/{id}/document")).await["version"],
        1
    );
}

#[tokio::test]
async fn the_officer_of_the_departure_office_sees_the_declaration_but_cannot_store_it() {
    let app = TestApp::spawn().await;
    let trader = app.login("trader").await;
    let id = crate::movement::submitted(&app, &trader, 11).await;
    let doc = trader.get_json(&format!("/v1/t01/{id}/document")).await;
    let officer = app.login("officer").await;
    let seen = officer.get_json(&format!("/v1/t01/{id}/document")).await;
    let actions: Vec<&str> = seen["actions"]
        .as_array()
        .unwrap()
        .iter()
        .map(|a| a["name"].as_str().unwrap())
        .collect();
    assert!(!actions.contains(&"store"), "{actions:?}");
    assert!(actions.contains(&"accept"), "{actions:?}");
    assert_eq!(
        officer
            .post(&format!("/v1/t01/{id}/store"), &doc)
            .await
            .status(),
        StatusCode::FORBIDDEN
    );
}

#[tokio::test]
async fn an_agent_files_for_their_trader_and_the_trader_sees_it() {
    let app = TestApp::spawn().await;
    let agent = app.login("agent").await;
    let blank = agent.get_json("/v1/t01/info").await;
    assert_eq!(
        blank["representative"]["EORINumber"],
        vama_server::demo::AGENT_EORI,
        "an agent is the default representative"
    );
    let id = agent
        .store_new_t01(|d| {
            d["applicant"] = json!({"EORINumber": vama_server::demo::TRADER_EORI, "name": "Vama Demo Trader SRL"});
            d["departureOffice"] = office("MD100000");
        })
        .await;
    let trader = app.login("trader").await;
    let seen = trader.get_json(&format!("/v1/t01/{id}/document")).await;
    assert_eq!(
        seen["applicant"]["EORINumber"],
        vama_server::demo::TRADER_EORI
    );
    let list = trader.get_json("/v1/t01/search").await;
    assert!(list["items"]
        .as_array()
        .unwrap()
        .iter()
        .any(|i| i["id"] == id.as_str()));
    let trader2 = app.login("trader2").await;
    assert_eq!(
        trader2
            .get(&format!("/v1/t01/{id}/document"))
            .await
            .status(),
        StatusCode::NOT_FOUND
    );
}

#[tokio::test]
async fn a_trader_cannot_make_someone_else_the_holder() {
    let app = TestApp::spawn().await;
    let trader = app.login("trader").await;
    let mut doc = trader.get_json("/v1/t01/info").await;
    doc["applicant"] = json!({"EORINumber": vama_server::demo::TRADER2_EORI});
    let res = trader.post("/v1/t01/store", &doc).await;
    assert_eq!(res.status(), StatusCode::UNPROCESSABLE_ENTITY);
    let body: Value = res.json().await.unwrap();
    assert_eq!(body["violations"][0]["path"], "/applicant/EORINumber");
    let agent = app.login("agent").await;
    let mut doc = agent.get_json("/v1/t01/info").await;
    doc["applicant"] = json!({"EORINumber": vama_server::demo::TRADER2_EORI});
    assert_eq!(
        agent.post("/v1/t01/store", &doc).await.status(),
        StatusCode::UNPROCESSABLE_ENTITY,
        "not a trader the agent represents"
    );
}

/// An imported file naming someone else as holder is the importing trader's own declaration:
/// the holder the file named never gets to see it.
#[tokio::test]
async fn an_imported_file_naming_another_holder_becomes_the_importers() {
    let app = TestApp::spawn().await;
    let trader = app.login("trader").await;
    let mut doc = trader.get_json("/v1/t01/info").await;
    doc["applicant"] = json!({"EORINumber": vama_server::demo::TRADER2_EORI});
    let res = trader.post("/v1/t01/import", &doc).await;
    assert_eq!(res.status(), StatusCode::OK);
    let result: Value = res.json().await.unwrap();
    assert!(
        result["message"]
            .as_str()
            .is_some_and(|m| m.contains(vama_server::demo::TRADER2_EORI)),
        "{result}"
    );
    let id = result["id"].as_str().unwrap();
    let stored = trader.get_json(&format!("/v1/t01/{id}/document")).await;
    assert_eq!(stored["applicant"]["EORINumber"], trader.me["eori"]);
    let trader2 = app.login("trader2").await;
    assert_eq!(
        trader2
            .get(&format!("/v1/t01/{id}/document"))
            .await
            .status(),
        StatusCode::NOT_FOUND
    );
}
