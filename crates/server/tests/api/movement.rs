//! The NCTS movement through the API (issue 4): submission, the officers' decisions at
//! departure and destination, refusals (403 for a trader calling an officer action, 404 for
//! the officer of another office, 409 out of sequence with nothing changed), the MRN, the
//! message log.

use reqwest::StatusCode;
use serde_json::{json, Value};
use vama_rules::t01::generate::{generate_with, Options};
use vama_rules::values::Mrn;
use vama_rules::Ctx;
use vama_server::demo::{DEPARTURE_OFFICE, DESTINATION_OFFICE};

use crate::support::{office, Backend, TestApp, User};

/// A complete declaration of `trader` from the office of `officer` to that of `officer2`.
pub fn complete_declaration(app: &TestApp, trader: &User, seed: u64) -> Value {
    complete_declaration_on(&app.state.clock.now().date().to_string(), trader, seed)
}

/// [`complete_declaration`] filed on `today` (`YYYY-MM-DD`).
pub fn complete_declaration_on(today: &str, trader: &User, seed: u64) -> Value {
    let mut ctx = Ctx::example();
    ctx.user.eori = trader.me["eori"].as_str().map(Into::into);
    ctx.today = today.to_owned();
    let mut doc = serde_json::to_value(generate_with(&Options::new(seed, 2, 2).for_ctx(&ctx)))
        .expect("a declaration serialises");
    doc["departureOffice"] = office(DEPARTURE_OFFICE);
    doc["destinationOffice"] = office(DESTINATION_OFFICE);
    doc
}

pub async fn post(user: &User, path: &str, body: Value) -> (StatusCode, Value) {
    let res = user.post(path, &body).await;
    let status = res.status();
    (status, res.json().await.unwrap_or(Value::Null))
}

/// Posts the action `action` on `id` with `extra` merged into the envelope; answers the status
/// and the body.
pub async fn act(user: &User, id: &str, action: &str, extra: Value) -> (StatusCode, Value) {
    let doc = user.get_json(&format!("/v1/t01/{id}/document")).await;
    let mut body = json!({"version": doc["version"]});
    if let (Some(b), Some(e)) = (body.as_object_mut(), extra.as_object()) {
        b.extend(e.clone());
    }
    post(user, &format!("/v1/t01/{id}/{action}"), body).await
}

pub async fn status_of(user: &User, id: &str) -> String {
    let doc = user.get_json(&format!("/v1/t01/{id}/document")).await;
    doc["documentStatus"]
        .as_str()
        .unwrap_or_default()
        .to_owned()
}

pub fn names(doc: &Value) -> Vec<String> {
    doc["actions"]
        .as_array()
        .into_iter()
        .flatten()
        .filter_map(|a| a["name"].as_str().map(str::to_owned))
        .collect()
}

/// Submits a complete declaration from the new form; answers its id.
pub async fn submitted(app: &TestApp, trader: &User, seed: u64) -> String {
    let (status, body) = post(
        trader,
        "/v1/t01/submit",
        complete_declaration(app, trader, seed),
    )
    .await;
    assert_eq!(status, StatusCode::OK, "submit: {body}");
    assert_eq!(body["operation"], "SUBMITTED");
    assert_eq!(body["messageType"], "IE015");
    body["id"].as_str().unwrap().to_owned()
}

async fn main_path(backend: Backend) {
    let Some(app) = TestApp::spawn_on(backend, |_| {}).await else {
        return;
    };
    let trader = app.login("trader").await;
    let officer = app.login("officer").await;
    let officer2 = app.login("officer2").await;
    let id = submitted(&app, &trader, 1).await;

    // The trader cannot take the officer's decision: 403, named.
    let (status, body) = act(&trader, &id, "accept", json!({})).await;
    assert_eq!(status, StatusCode::FORBIDDEN, "{body}");
    assert!(
        body["message"]
            .as_str()
            .unwrap()
            .contains("officer at departure"),
        "{body}"
    );
    // The officer at destination has nothing to do yet: 409, nothing changed.
    let (status, _) = act(&officer2, &id, "goods-release", json!({})).await;
    assert_eq!(status, StatusCode::CONFLICT);
    assert_eq!(status_of(&trader, &id).await, "SUBMITTED");

    let doc = officer.get_json(&format!("/v1/t01/{id}/document")).await;
    assert!(
        names(&doc).contains(&"accept".to_owned()),
        "{:?}",
        names(&doc)
    );
    let (status, body) = act(&officer, &id, "accept", json!({})).await;
    assert_eq!(status, StatusCode::OK, "{body}");
    assert_eq!(body["operation"], "ACCEPTED");
    assert_eq!(body["messageType"], "IE028");
    let doc = trader.get_json(&format!("/v1/t01/{id}/document")).await;
    let mrn = doc["mrn"].as_str().expect("an MRN on acceptance");
    let parsed = Mrn::parse(mrn).expect("a valid MRN with its check digit");
    assert_eq!(&mrn[2..4], "MD", "the country of the office of departure");
    let security = doc["declarationTypeSecurity"]["code"].as_str().unwrap();
    assert_eq!(
        parsed.procedure(),
        vama_rules::values::procedure_letter(security),
        "the procedure letter of the security type (R0410)"
    );

    let decision = json!({
        "controlDecision": {"notificationType": {"code": "0"},
                            "typeOfControls": [{"sequence": 1, "type": {"code": "10"}}]},
        "input": {"riskColor": "RED"}
    });
    let mut posted = doc.clone();
    merge(&mut posted, &decision);
    let (status, body) = post(&officer, &format!("/v1/t01/{id}/control-decision"), posted).await;
    assert_eq!(status, StatusCode::OK, "{body}");
    assert_eq!(
        (body["operation"].as_str(), body["riskColor"].as_str()),
        (Some("SELECTED"), Some("RED"))
    );

    let mut posted = officer.get_json(&format!("/v1/t01/{id}/document")).await;
    merge(
        &mut posted,
        &json!({"controlResult": {"code": "A1"},
                "controlResults": [{"sequence": 1, "type": {"code": "10"}, "text": "Seals intact"}]}),
    );
    let (status, body) = post(&officer, &format!("/v1/t01/{id}/control-results"), posted).await;
    assert_eq!(status, StatusCode::OK, "{body}");
    assert_eq!(status_of(&trader, &id).await, "UNDER_RELEASE_REQUEST");

    let res = trader
        .post(&format!("/v1/t01/{id}/en/print-tad"), &json!({}))
        .await;
    assert_eq!(res.status(), StatusCode::CONFLICT, "no TAD before release");
    let (status, body) = act(&officer, &id, "movement-release", json!({})).await;
    assert_eq!(status, StatusCode::OK, "{body}");
    assert_eq!(body["messageType"], "IE029");
    let doc = trader.get_json(&format!("/v1/t01/{id}/document")).await;
    assert!(
        names(&doc).contains(&"print".to_owned()),
        "{:?}",
        names(&doc)
    );
    for locale in ["en", "ro"] {
        let res = trader
            .post(&format!("/v1/t01/{id}/{locale}/print-tad"), &json!({}))
            .await;
        assert_eq!(res.status(), StatusCode::OK);
        assert_eq!(res.headers()["content-type"], "application/pdf");
        let pdf = res.bytes().await.unwrap();
        assert!(pdf.starts_with(b"%PDF-"), "a PDF in {locale}");
    }
    let res = trader
        .post(&format!("/v1/t01/{id}/fr/print-tad"), &json!({}))
        .await;
    assert_eq!(res.status(), StatusCode::NOT_FOUND, "only en and ro");
    // After release the holder's cancel is refused, with the NCTS reason.
    let (status, body) = act(
        &trader,
        &id,
        "cancel",
        json!({"input": {"reason": "no longer needed"}}),
    )
    .await;
    assert_eq!(status, StatusCode::CONFLICT);
    assert!(
        body["message"]
            .as_str()
            .unwrap()
            .contains("only before release"),
        "{body}"
    );
    // told by key, for the user's language: the action and status by name, the reason by context
    assert_eq!(body["text"]["key"], "movement-not-now", "{body}");
    assert_eq!(body["text"]["params"]["action"], "cancel", "{body}");
    assert_eq!(
        body["text"]["params"]["context"], "cancel-released",
        "{body}"
    );

    let (status, body) = act(&trader, &id, "arrival-notification", json!({})).await;
    assert_eq!(status, StatusCode::OK, "{body}");
    let (status, body) = act(&officer2, &id, "accept", json!({})).await;
    assert_eq!(status, StatusCode::OK, "{body}");
    assert_eq!(status_of(&trader, &id).await, "ARRIVAL_ACCEPTED");
    let (status, body) = act(
        &trader,
        &id,
        "unloading-remark",
        json!({"input": {"conform": false}}),
    )
    .await;
    assert_eq!(
        status,
        StatusCode::UNPROCESSABLE_ENTITY,
        "discrepancies need a text: {body}"
    );
    let (status, body) = act(
        &trader,
        &id,
        "unloading-remark",
        json!({"input": {"conform": false, "reason": "2 packages missing"}}),
    )
    .await;
    assert_eq!(status, StatusCode::OK, "{body}");
    let (status, body) = act(
        &officer2,
        &id,
        "discrepancy-resolution",
        json!({"input": {"reason": "Found in the second truck"}}),
    )
    .await;
    assert_eq!(status, StatusCode::OK, "{body}");
    let (status, body) = act(&officer2, &id, "goods-release", json!({})).await;
    assert_eq!(status, StatusCode::OK, "{body}");
    let (status, body) = act(&officer, &id, "manual-write-off", json!({})).await;
    assert_eq!(status, StatusCode::OK, "{body}");
    let (status, body) = act(&officer, &id, "manual-write-off", json!({})).await;
    assert_eq!(status, StatusCode::CONFLICT, "written off once: {body}");

    // The message log tells the whole story, each message with its user and office.
    let doc = trader.get_json(&format!("/v1/t01/{id}/document")).await;
    assert_eq!(doc["documentStatus"], "GOODS_RELEASED");
    let log: Vec<(String, String)> = doc["messages"]
        .as_array()
        .unwrap()
        .iter()
        .map(|m| {
            (
                m["messageType"].as_str().unwrap().to_owned(),
                m["userName"].as_str().unwrap().to_owned(),
            )
        })
        .collect();
    let types: Vec<&str> = log.iter().map(|(t, _)| t.as_str()).collect();
    assert_eq!(
        types,
        [
            "IE015", "IE928", "IE028", "IE060", "IE017", "IE029", "IE007", "IE006", "IE043",
            "IE044", "IE019", "IE049", "IE025", "IE045"
        ]
    );
    assert!(log.contains(&("IE028".into(), "officer".into())));
    assert!(log.contains(&("IE043".into(), "officer2".into())));
    let ie028 = doc["messages"]
        .as_array()
        .unwrap()
        .iter()
        .find(|m| m["messageType"] == "IE028")
        .unwrap();
    assert_eq!(ie028["office"], DEPARTURE_OFFICE);
    assert_eq!(ie028["payload"]["mrn"], mrn);
    assert_eq!(ie028["name"], "MRN Allocated");
}

pub fn merge(doc: &mut Value, extra: &Value) {
    if let (Some(d), Some(e)) = (doc.as_object_mut(), extra.as_object()) {
        d.extend(e.clone());
    }
}

#[tokio::test]
async fn sqlite_the_main_path_from_submission_to_write_off() {
    main_path(Backend::Sqlite).await;
}

#[tokio::test]
async fn postgres_the_main_path_from_submission_to_write_off() {
    main_path(Backend::Postgres).await;
}

#[tokio::test]
async fn rejection_with_reasons_ends_the_movement_and_the_trader_reads_them() {
    let app = TestApp::spawn().await;
    let trader = app.login("trader").await;
    let officer = app.login("officer").await;
    let id = submitted(&app, &trader, 2).await;
    let (status, body) = act(&officer, &id, "reject", json!({})).await;
    assert_eq!(
        status,
        StatusCode::UNPROCESSABLE_ENTITY,
        "a rejection needs its reason: {body}"
    );
    assert_eq!(body["violations"][0]["path"], "/input/reason");
    assert_eq!(
        status_of(&trader, &id).await,
        "SUBMITTED",
        "nothing changed"
    );
    let (status, body) = act(
        &officer,
        &id,
        "reject",
        json!({"input": {"reason": "Box 18: gross mass missing"}}),
    )
    .await;
    assert_eq!(status, StatusCode::OK, "{body}");
    let doc = trader.get_json(&format!("/v1/t01/{id}/document")).await;
    assert_eq!(doc["documentStatus"], "REJECTED");
    let ie056 = doc["messages"]
        .as_array()
        .unwrap()
        .iter()
        .find(|m| m["messageType"] == "IE056")
        .unwrap();
    assert_eq!(ie056["payload"]["reason"], "Box 18: gross mass missing");
    assert!(
        names(&doc).iter().all(|n| n != "cancel"),
        "a rejected movement has ended"
    );
}

#[tokio::test]
async fn cancellation_before_release_is_taken_at_once() {
    let app = TestApp::spawn().await;
    let trader = app.login("trader").await;
    let officer = app.login("officer").await;
    let id = submitted(&app, &trader, 3).await;
    act(&officer, &id, "accept", json!({})).await;
    let (status, body) = act(
        &trader,
        &id,
        "cancel",
        json!({"input": {"reason": "Wrong lorry"}}),
    )
    .await;
    assert_eq!(status, StatusCode::OK, "{body}");
    assert_eq!(status_of(&trader, &id).await, "CANCELED");
}

#[tokio::test]
async fn the_officer_of_another_office_gets_404_and_drafts_stay_the_traders() {
    let app = TestApp::spawn().await;
    let trader = app.login("trader").await;
    let officer = app.login("officer").await;
    let id = submitted(&app, &trader, 4).await;
    // An officer whose office is neither departure nor destination.
    let mut doc = complete_declaration(&app, &trader, 5);
    doc["departureOffice"] = office("MD999999");
    let (status, body) = post(&trader, "/v1/t01/submit", doc).await;
    assert_eq!(status, StatusCode::OK, "{body}");
    let elsewhere = body["id"].as_str().unwrap().to_owned();
    assert_eq!(
        officer
            .get(&format!("/v1/t01/{elsewhere}/document"))
            .await
            .status(),
        StatusCode::NOT_FOUND
    );
    let res = officer
        .post(
            &format!("/v1/t01/{elsewhere}/accept"),
            &json!({"version": 1}),
        )
        .await;
    assert_eq!(res.status(), StatusCode::NOT_FOUND);
    assert_eq!(
        officer
            .get(&format!("/v1/t01/{id}/document"))
            .await
            .status(),
        StatusCode::OK
    );
    // A draft (STORED) is not lodged: customs do not see it.
    let draft = trader
        .store_new_t01(|d| d["departureOffice"] = office(DEPARTURE_OFFICE))
        .await;
    assert_eq!(
        officer
            .get(&format!("/v1/t01/{draft}/document"))
            .await
            .status(),
        StatusCode::NOT_FOUND
    );
}

#[tokio::test]
async fn an_officer_is_not_offered_submit_and_cannot_lodge_a_declaration_403() {
    let app = TestApp::spawn().await;
    let trader = app.login("trader").await;
    let officer = app.login("officer").await;
    let blank = officer.get_json("/v1/t01/info").await;
    assert!(
        !names(&blank).contains(&"submit".to_owned()),
        "{:?}",
        names(&blank)
    );
    let (status, body) = post(
        &officer,
        "/v1/t01/submit",
        complete_declaration(&app, &trader, 41),
    )
    .await;
    assert_eq!(status, StatusCode::FORBIDDEN, "{body}");
}

#[tokio::test]
async fn a_stale_step_is_refused_and_changes_nothing() {
    let app = TestApp::spawn().await;
    let trader = app.login("trader").await;
    let officer = app.login("officer").await;
    let id = submitted(&app, &trader, 6).await;
    let res = officer
        .post(&format!("/v1/t01/{id}/accept"), &json!({"version": 1}))
        .await;
    assert_eq!(res.status(), StatusCode::OK);
    let res = officer
        .post(
            &format!("/v1/t01/{id}/reject"),
            &json!({"version": 1, "input": {"reason": "late"}}),
        )
        .await;
    assert_eq!(res.status(), StatusCode::CONFLICT);
    assert_eq!(status_of(&trader, &id).await, "ACCEPTED");
}

#[tokio::test]
async fn an_incomplete_declaration_is_not_submitted_and_nothing_is_stored() {
    let app = TestApp::spawn().await;
    let trader = app.login("trader").await;
    let blank = trader.get_json("/v1/t01/info").await;
    let (status, body) = post(&trader, "/v1/t01/submit", blank).await;
    assert_eq!(status, StatusCode::UNPROCESSABLE_ENTITY, "{body}");
    assert!(body["violations"].as_array().is_some_and(|v| !v.is_empty()));
    let list = trader.get_json("/v1/t01/search").await;
    assert_eq!(list["items"].as_array().map(Vec::len), Some(0));
}

/// Accepts and releases `id` as the officer at departure.
pub async fn released(officer: &User, id: &str) {
    for action in ["accept", "movement-release"] {
        let (status, body) = act(officer, id, action, json!({})).await;
        assert_eq!(status, StatusCode::OK, "{action}: {body}");
    }
}

async fn overdue_movement(backend: Backend) {
    let Some(app) = TestApp::spawn_on(backend, |_| {}).await else {
        return;
    };
    let trader = app.login("trader").await;
    let officer = app.login("officer").await;
    let id = submitted(&app, &trader, 21).await;
    released(&officer, &id).await;
    let doc = officer.get_json(&format!("/v1/t01/{id}/document")).await;
    let arrival = &doc["timers"][0];
    assert_eq!(arrival["timer"], "arrival");
    let declaration: vama_rules::t01::Declaration =
        serde_json::from_value(crate::big_declaration::data(doc.clone())).unwrap();
    let started = arrival["startedAtMs"].as_i64().unwrap();
    let due = arrival["dueAtMs"].as_i64().unwrap();
    assert_eq!(
        due,
        vama_rules::t01::movement::timers::arrival_due(&declaration, started),
        "the dateLimit, or the default time limit"
    );
    assert!(!names(&doc).contains(&"non-arrival-enquiry".to_owned()));
    let (status, body) = act(
        &officer,
        &id,
        "non-arrival-enquiry",
        json!({"input": {"reason": "?"}}),
    )
    .await;
    assert_eq!(
        status,
        StatusCode::CONFLICT,
        "not before the time limit: {body}"
    );

    // A day after the limit the scheduler expires it, once, whatever the number of passes
    // running at the same moment (as with several server processes).
    app.state.clock.advance(due - started + 86_400_000);
    let (a, b) = tokio::join!(
        vama_server::movement::scheduler::tick(&app.state),
        vama_server::movement::scheduler::tick(&app.state)
    );
    assert_eq!(a.unwrap() + b.unwrap(), 1);
    // the sessions went idle meanwhile
    let (officer, trader) = (app.login("officer").await, app.login("trader").await);
    let doc = officer.get_json(&format!("/v1/t01/{id}/document")).await;
    let expiries = doc["history"]
        .as_array()
        .unwrap()
        .iter()
        .filter(|h| h["action"] == "arrival-time-limit-expired")
        .count();
    assert_eq!(expiries, 1);
    assert!(doc["timers"][0]["expiredAtMs"].is_i64());
    assert!(
        names(&doc).contains(&"non-arrival-enquiry".to_owned()),
        "{:?}",
        names(&doc)
    );
    let (status, body) = act(
        &officer,
        &id,
        "non-arrival-enquiry",
        json!({"input": {"reason": "Where are the goods?"}}),
    )
    .await;
    assert_eq!(status, StatusCode::OK, "{body}");
    let doc = trader.get_json(&format!("/v1/t01/{id}/document")).await;
    assert_eq!(doc["documentStatus"], "IDLE");
    let enquiry = doc["timers"]
        .as_array()
        .unwrap()
        .iter()
        .find(|t| t["timer"] == "enquiry")
        .unwrap();
    assert!(enquiry["stoppedAtMs"].is_null());
    // The holder answers (IE141): the enquiry period stops.
    let (status, body) = act(
        &trader,
        &id,
        "information-exchange",
        json!({"input": {"reason": "Delivered, proof attached"}}),
    )
    .await;
    assert_eq!(status, StatusCode::OK, "{body}");
    let doc = trader.get_json(&format!("/v1/t01/{id}/document")).await;
    let enquiry = doc["timers"]
        .as_array()
        .unwrap()
        .iter()
        .find(|t| t["timer"] == "enquiry")
        .unwrap();
    assert!(enquiry["stoppedAtMs"].is_i64());
}

#[tokio::test]
async fn sqlite_an_overdue_movement_reaches_the_non_arrival_enquiry() {
    overdue_movement(Backend::Sqlite).await;
}

#[tokio::test]
async fn postgres_an_overdue_movement_reaches_the_non_arrival_enquiry() {
    overdue_movement(Backend::Postgres).await;
}

#[tokio::test]
async fn a_pre_lodged_declaration_gets_its_mrn_when_the_goods_are_presented_ie170() {
    let app = TestApp::spawn().await;
    let trader = app.login("trader").await;
    let officer = app.login("officer").await;
    let mut doc = complete_declaration(&app, &trader, 31);
    doc["addDecType"] = json!({"code": "D"});
    let (status, body) = post(&trader, "/v1/t01/submit", doc).await;
    assert_eq!(status, StatusCode::OK, "{body}");
    let id = body["id"].as_str().unwrap().to_owned();
    let seen = officer.get_json(&format!("/v1/t01/{id}/document")).await;
    assert!(names(&seen).contains(&"accept-pre-lodged".to_owned()));
    assert!(
        !names(&seen).contains(&"accept".to_owned()),
        "{:?}",
        names(&seen)
    );
    let (status, _) = act(&officer, &id, "accept", json!({})).await;
    assert_eq!(
        status,
        StatusCode::CONFLICT,
        "a pre-lodged declaration is not accepted as a standard one"
    );
    let (status, body) = act(&officer, &id, "accept-pre-lodged", json!({})).await;
    assert_eq!(status, StatusCode::OK, "{body}");
    let doc = trader.get_json(&format!("/v1/t01/{id}/document")).await;
    assert_eq!(doc["documentStatus"], "PRE_LODGED");
    assert!(doc.get("mrn").is_none(), "no MRN before the presentation");
    let (status, body) = act(&trader, &id, "presentation-notification", json!({})).await;
    assert_eq!(status, StatusCode::OK, "{body}");
    assert_eq!(body["messageType"], "IE028");
    let doc = trader.get_json(&format!("/v1/t01/{id}/document")).await;
    assert_eq!(doc["documentStatus"], "ACCEPTED");
    assert!(Mrn::parse(doc["mrn"].as_str().unwrap()).is_ok());
}

#[tokio::test]
async fn guarantee_not_valid_then_a_guarantee_amendment_then_release() {
    let app = TestApp::spawn().await;
    let trader = app.login("trader").await;
    let officer = app.login("officer").await;
    let id = submitted(&app, &trader, 32).await;
    act(&officer, &id, "accept", json!({})).await;
    let (status, body) = act(
        &officer,
        &id,
        "guarantee-not-valid",
        json!({"input": {"reason": "GRN unknown"}}),
    )
    .await;
    assert_eq!(status, StatusCode::OK, "{body}");
    assert_eq!(status_of(&trader, &id).await, "GUARANTEE_UNDER_AMENDMENT");

    // Amendment type 0 is refused here (R0520), and type 1 may change only the guarantee.
    let mut doc = trader.get_json(&format!("/v1/t01/{id}/document")).await;
    doc["amendmentType"] = json!({"code": "1"});
    doc["ucrReference"] = json!("CHANGED-UCR");
    let (status, body) = post(&trader, &format!("/v1/t01/{id}/submit-modify"), doc.clone()).await;
    assert_eq!(status, StatusCode::UNPROCESSABLE_ENTITY, "{body}");
    let violations = body["violations"].as_array().unwrap();
    assert!(!violations.is_empty());
    for v in violations {
        assert_eq!(v["rule"], "R0520", "{v}");
        let path = v["path"].as_str().unwrap();
        assert!(
            path.contains("ucrReference"),
            "the UCR changed, not the guarantee: {path}"
        );
    }
    doc["amendmentType"] = json!({"code": "0"});
    let (status, body) = post(&trader, &format!("/v1/t01/{id}/submit-modify"), doc.clone()).await;
    assert_eq!(status, StatusCode::UNPROCESSABLE_ENTITY, "{body}");
    assert_eq!(body["violations"][0]["path"], "/amendmentType");
    assert_eq!(
        status_of(&trader, &id).await,
        "GUARANTEE_UNDER_AMENDMENT",
        "nothing changed"
    );

    let mut doc = trader.get_json(&format!("/v1/t01/{id}/document")).await;
    doc["amendmentType"] = json!({"code": "1"});
    let refs = &mut doc["guarantees"][0]["guaranteeReferences"];
    if let Some(first) = refs.get_mut(0) {
        first["accessCode"] = json!("AB12");
    }
    let (status, body) = post(&trader, &format!("/v1/t01/{id}/submit-modify"), doc).await;
    assert_eq!(status, StatusCode::OK, "{body}");
    assert_eq!(body["messageType"], "IE004");
    assert_eq!(status_of(&trader, &id).await, "ACCEPTED");
    let (status, body) = act(&officer, &id, "register-guarantee", json!({})).await;
    assert_eq!(status, StatusCode::OK, "{body}");
    let (status, body) = act(&officer, &id, "movement-release", json!({})).await;
    assert_eq!(status, StatusCode::OK, "{body}");
    assert_eq!(status_of(&trader, &id).await, "MOVEMENT_RELEASED");
}
