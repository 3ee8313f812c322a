//! The anticipated transit record (issue 4, spec 2.1/2.3/7) through the API: the officer of an
//! office of transit sees the released movements naming their office, presents the goods
//! (ie117: the crossing, NCF_REGISTERED), refuses a crossing (ie119) and registers an
//! incident; nobody else reaches the record.

use reqwest::StatusCode;
use serde_json::{json, Value};
use vama_server::demo::TRANSIT_OFFICE;

use crate::movement::{act, complete_declaration, names, post, status_of};
use crate::support::{office, Backend, TestApp, User};

/// A declaration of `trader` through the office of transit of `officer3`, submitted and
/// accepted; answers its id.
async fn accepted_via_transit(app: &TestApp, trader: &User, officer: &User, seed: u64) -> String {
    let mut doc = complete_declaration(app, trader, seed);
    doc["transitOffices"] = json!([{"sequence": 1, "customsOffice": office(TRANSIT_OFFICE)}]);
    // An office is either of transit or of exit on one declaration (the security types that
    // need an exit office keep one: Otaci).
    if let Some(exits) = doc["exitOffices"].as_array_mut() {
        for exit in exits.iter_mut() {
            if exit["customsOffice"]["code"] == TRANSIT_OFFICE {
                exit["customsOffice"] = office("MD400000");
            }
        }
    }
    let (status, body) = post(trader, "/v1/t01/submit", doc).await;
    assert_eq!(status, StatusCode::OK, "submit: {body}");
    let id = body["id"].as_str().unwrap().to_owned();
    let (status, body) = act(officer, &id, "accept", json!({})).await;
    assert_eq!(status, StatusCode::OK, "accept: {body}");
    id
}

async fn atr_step(user: &User, id: &str, action: &str, extra: Value) -> (StatusCode, Value) {
    let doc = user.get_json(&format!("/v1/atr/{id}/document")).await;
    let mut body = json!({"version": doc["version"]});
    if let (Some(b), Some(e)) = (body.as_object_mut(), extra.as_object()) {
        b.extend(e.clone());
    }
    post(user, &format!("/v1/atr/{id}/{action}"), body).await
}

fn list_ids(page: &Value) -> Vec<&str> {
    page["items"]
        .as_array()
        .into_iter()
        .flatten()
        .filter_map(|i| i["id"].as_str())
        .collect()
}

async fn the_office_of_transit_holds_the_atr(backend: Backend) {
    let Some(app) = TestApp::spawn_on(backend, |_| {}).await else {
        return;
    };
    let trader = app.login("trader").await;
    let officer = app.login("officer").await;
    let officer2 = app.login("officer2").await;
    let officer3 = app.login("officer3").await;
    let id = accepted_via_transit(&app, &trader, &officer, 71).await;

    // Before release there is no ATR at the office of transit.
    assert_eq!(
        officer3
            .get(&format!("/v1/atr/{id}/document"))
            .await
            .status(),
        StatusCode::NOT_FOUND
    );
    assert!(list_ids(&officer3.get_json("/v1/atr/search").await).is_empty());

    let (status, body) = act(&officer, &id, "movement-release", json!({})).await;
    assert_eq!(status, StatusCode::OK, "release: {body}");
    let page = officer3.get_json("/v1/atr/search").await;
    assert_eq!(list_ids(&page), [id.as_str()]);
    let atr = officer3.get_json(&format!("/v1/atr/{id}/document")).await;
    assert_eq!(atr["documentStatus"], "MOVEMENT_RELEASED");
    assert_eq!(
        names(&atr),
        [
            "presentation-notification-ootra",
            "reject-crossing-frontier",
            "incident-registration",
            "return-list"
        ]
    );
    // The ATR's steps are navigation-only on the record (spec 2.6); their screens post them.
    assert!(atr["actions"][0]["url"].is_null(), "{}", atr["actions"]);

    // Nobody else reaches it: traders 403, the departure and destination officers 404 (not
    // an office en route of theirs); the office of transit does not see the declaration itself.
    assert_eq!(
        trader.get("/v1/atr/search").await.status(),
        StatusCode::FORBIDDEN
    );
    assert_eq!(
        officer2
            .get(&format!("/v1/atr/{id}/document"))
            .await
            .status(),
        StatusCode::NOT_FOUND
    );
    assert!(list_ids(&officer.get_json("/v1/atr/search").await).is_empty());
    assert_eq!(
        officer3
            .get(&format!("/v1/t01/{id}/document"))
            .await
            .status(),
        StatusCode::NOT_FOUND
    );

    // ie119 without a reason is refused beside the field; with one it is logged, status kept.
    let (status, body) = atr_step(&officer3, &id, "reject-crossing-frontier", json!({})).await;
    assert_eq!(status, StatusCode::UNPROCESSABLE_ENTITY, "{body}");
    assert_eq!(body["violations"][0]["path"], "/input/reason");
    let (status, body) = atr_step(
        &officer3,
        &id,
        "reject-crossing-frontier",
        json!({"input": {"reason": "Seal 2 broken: goods sent back to the inland terminal"}}),
    )
    .await;
    assert_eq!(status, StatusCode::OK, "{body}");
    assert_eq!(body["operation"], "CROSSING_REJECTED");
    assert_eq!(status_of(&trader, &id).await, "MOVEMENT_RELEASED");

    // ie117 for another office than the officer's own is refused; for theirs it registers the
    // crossing with CD118C, the actual office and the passage time.
    let mrn = atr["mrn"].as_str().unwrap().to_owned();
    let notification = |at: &str| {
        json!({"presentationNotification": {
            "transitOperation": {"mrn": mrn, "communicationLanguageAtTransit": {"code": "RO"}},
            "customsOfficeOfTransitActual": office(at)
        }})
    };
    let (status, body) = atr_step(
        &officer3,
        &id,
        "presentation-notification-ootra",
        notification("MD400000"),
    )
    .await;
    assert_eq!(status, StatusCode::UNPROCESSABLE_ENTITY, "{body}");
    assert_eq!(
        body["violations"][0]["path"],
        "/presentationNotification/customsOfficeOfTransitActual"
    );
    let (status, body) = atr_step(
        &officer3,
        &id,
        "presentation-notification-ootra",
        notification(TRANSIT_OFFICE),
    )
    .await;
    assert_eq!(status, StatusCode::OK, "{body}");
    assert_eq!(body["operation"], "NCF_REGISTERED");
    let doc = trader.get_json(&format!("/v1/t01/{id}/document")).await;
    assert_eq!(doc["documentStatus"], "NCF_REGISTERED");
    assert_eq!(
        doc["actualTransitOffices"][0]["customsOffice"]["code"],
        TRANSIT_OFFICE
    );
    assert_eq!(
        doc["presentationNotification"]["transitOperation"]["mrn"],
        mrn.as_str()
    );
    let logged: Vec<&str> = doc["messages"]
        .as_array()
        .unwrap()
        .iter()
        .filter_map(|m| m["messageType"].as_str())
        .collect();
    assert!(logged.contains(&"IE118"), "{logged:?}");

    // An incident registered at the office of transit (incident mode: qualifier U, W or Z
    // with a country); an incomplete one is refused beside its field, nothing stored.
    let mut posted = officer3.get_json(&format!("/v1/atr/{id}/document")).await;
    posted["incidents"] = json!([{"sequence": 1, "code": {"code": "1"},
        "location": {"qualifier": {"code": "Z"}}}]);
    let (status, body) = post(
        &officer3,
        &format!("/v1/atr/{id}/incident-registration"),
        posted.clone(),
    )
    .await;
    assert_eq!(status, StatusCode::UNPROCESSABLE_ENTITY, "{body}");
    assert!(
        body["violations"]
            .as_array()
            .unwrap()
            .iter()
            .all(|v| v["path"].as_str().unwrap().starts_with("/incidents/0")),
        "{body}"
    );
    posted["incidents"] = json!([{
        "sequence": 1,
        "code": {"code": "1"},
        "text": "The vehicle deviated from the prescribed itinerary",
        "location": {"qualifier": {"code": "Z"}, "country": {"code": "MD"},
                     "address": {"streetNumber": "Traseul M1", "houseNumber": "32", "city": "Leușeni",
                                 "country": {"code": "MD"}}}
    }]);
    let (status, body) = post(
        &officer3,
        &format!("/v1/atr/{id}/incident-registration"),
        posted,
    )
    .await;
    assert_eq!(status, StatusCode::OK, "{body}");
    let doc = trader.get_json(&format!("/v1/t01/{id}/document")).await;
    assert_eq!(doc["incidents"].as_array().map(Vec::len), Some(1));

    // The record's history (spec 7): an old version, read-only, offering only the way back.
    let first = officer3
        .get_json(&format!("/v1/atr/document/history/{id}/1"))
        .await;
    assert_eq!(first["version"], 1);
    assert_eq!(first["documentStatus"], "SUBMITTED");
    assert_eq!(names(&first), ["view", "return-list"]);
    // The blank record: an ATR is received, never created.
    let blank = officer3.get_json("/v1/atr/info").await;
    assert_eq!(names(&blank), ["return-list"]);
    assert_eq!(
        trader.get("/v1/atr/info").await.status(),
        StatusCode::FORBIDDEN
    );

    // An action the ATR does not know is 404; the departure's is not the ATR's either.
    let (status, _) = atr_step(&officer3, &id, "movement-release", json!({})).await;
    assert_eq!(status, StatusCode::NOT_FOUND);
}

#[tokio::test]
async fn sqlite_the_office_of_transit_holds_the_atr_of_released_movements() {
    the_office_of_transit_holds_the_atr(Backend::Sqlite).await;
}

#[tokio::test]
async fn postgres_the_office_of_transit_holds_the_atr_of_released_movements() {
    the_office_of_transit_holds_the_atr(Backend::Postgres).await;
}

/// The ATR's version and the message types of the movement's log, as the office sees them.
async fn record(officer: &User, id: &str) -> (Value, Vec<String>) {
    let atr = officer.get_json(&format!("/v1/atr/{id}/document")).await;
    let log = atr["messages"]
        .as_array()
        .into_iter()
        .flatten()
        .filter_map(|m| m["messageType"].as_str().map(str::to_owned))
        .collect();
    (atr["version"].clone(), log)
}

async fn the_crossing_is_registered_once(backend: Backend) {
    let Some(app) = TestApp::spawn_on(backend, |_| {}).await else {
        return;
    };
    let trader = app.login("trader").await;
    let officer = app.login("officer").await;
    let officer3 = app.login("officer3").await;
    let id = accepted_via_transit(&app, &trader, &officer, 73).await;
    let (status, body) = act(&officer, &id, "movement-release", json!({})).await;
    assert_eq!(status, StatusCode::OK, "release: {body}");
    let atr = officer3.get_json(&format!("/v1/atr/{id}/document")).await;
    let presentation = json!({"presentationNotification": {
        "transitOperation": {"mrn": atr["mrn"], "communicationLanguageAtTransit": {"code": "RO"}},
        "customsOfficeOfTransitActual": office(TRANSIT_OFFICE)
    }});
    let (status, body) = atr_step(
        &officer3,
        &id,
        "presentation-notification-ootra",
        presentation.clone(),
    )
    .await;
    assert_eq!(status, StatusCode::OK, "{body}");

    // NCF_REGISTERED at this office: only the incident registration is left to it.
    let atr = officer3.get_json(&format!("/v1/atr/{id}/document")).await;
    assert_eq!(atr["documentStatus"], "NCF_REGISTERED");
    assert_eq!(names(&atr), ["incident-registration", "return-list"]);
    let before = record(&officer3, &id).await;
    let (status, body) = atr_step(
        &officer3,
        &id,
        "presentation-notification-ootra",
        presentation,
    )
    .await;
    assert_eq!(status, StatusCode::CONFLICT, "a second IE118: {body}");
    assert!(
        body["message"]
            .as_str()
            .unwrap()
            .contains("already registered at your office"),
        "{body}"
    );
    let (status, body) = atr_step(
        &officer3,
        &id,
        "reject-crossing-frontier",
        json!({"input": {"reason": "Seals broken"}}),
    )
    .await;
    assert_eq!(status, StatusCode::CONFLICT, "{body}");
    assert_eq!(record(&officer3, &id).await, before, "nothing changed");
    assert_eq!(
        before.1.iter().filter(|m| *m == "IE118").count(),
        1,
        "{:?}",
        before.1
    );

    // A blank incident is refused field by field: no IE180/IE182, nothing stored.
    let (status, body) = atr_step(
        &officer3,
        &id,
        "incident-registration",
        json!({"incidents": [{"sequence": 1}]}),
    )
    .await;
    assert_eq!(status, StatusCode::UNPROCESSABLE_ENTITY, "{body}");
    let refused: Vec<&str> = body["violations"]
        .as_array()
        .unwrap()
        .iter()
        .filter_map(|v| v["path"].as_str())
        .collect();
    assert_eq!(
        refused,
        [
            "/incidents/0/code",
            "/incidents/0/text",
            "/incidents/0/location/qualifier",
            "/incidents/0/location/country"
        ]
    );
    assert_eq!(record(&officer3, &id).await, before);
    let doc = trader.get_json(&format!("/v1/t01/{id}/document")).await;
    assert!(doc.get("incidents").is_none(), "{}", doc["incidents"]);
}

#[tokio::test]
async fn sqlite_once_the_crossing_is_registered_neither_presentation_nor_refusal_is_offered_or_accepted(
) {
    the_crossing_is_registered_once(Backend::Sqlite).await;
}

#[tokio::test]
async fn postgres_once_the_crossing_is_registered_neither_presentation_nor_refusal_is_offered_or_accepted(
) {
    the_crossing_is_registered_once(Backend::Postgres).await;
}
