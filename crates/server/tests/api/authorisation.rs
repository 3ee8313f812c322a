//! The authorisation kinds on the generic machinery (issue 'Authorisations I'): an application
//! through the customs-decisions lifecycle (submit, accept, request and provide information,
//! decide, issue, activation on the start date, suspend, resume), the hearing before an
//! unfavourable decision and the appeal, withdrawal, the time limits, the access matrix and
//! the refusals that change nothing; on SQLite and PostgreSQL.

use reqwest::StatusCode;
use serde_json::{json, Value};
use vama_server::demo::{HEADQUARTERS, TRADER_EORI};

use crate::support::{violation_paths, violations, Backend, TestApp, User};

/// A complete ACR application by `trader` to the headquarters.
pub(crate) fn acr() -> Value {
    json!({
        "applicant": {"EORINumber": TRADER_EORI, "name": "Vama Demo Trader SRL"},
        "ca": {"code": HEADQUARTERS},
        "attestation": true,
        "locations": [{"name": "Depot", "streetNumber": "Str. Vamii 1", "city": "Chișinău"}],
        "customsOffices": [{"code": "MD100100"}],
        "operationsNumber": 250,
        "guaranteeIndicator": true,
        "customsDecisionReferenceNumber": "MDCGU2026000001"
    })
}

pub(crate) async fn act(
    user: &User,
    kind: &str,
    id: &str,
    action: &str,
    mut form: Value,
) -> (StatusCode, Value) {
    let version = user.get_json(&format!("/v1/{kind}/{id}/document")).await["version"].clone();
    form["version"] = version;
    let res = user.post(&format!("/v1/{kind}/{id}/{action}"), &form).await;
    (res.status(), res.json().await.unwrap_or(Value::Null))
}

/// `action` on the `kind` document `id`, which must succeed: the answer.
pub(crate) async fn kind_ok(user: &User, kind: &str, id: &str, action: &str, form: Value) -> Value {
    let (status, body) = act(user, kind, id, action, form).await;
    assert_eq!(status, StatusCode::OK, "{kind} {action}: {body}");
    body
}

pub(crate) async fn ok(user: &User, id: &str, action: &str, form: Value) -> Value {
    kind_ok(user, "acr", id, action, form).await
}

pub(crate) async fn document(user: &User, id: &str) -> Value {
    user.get_json(&format!("/v1/acr/{id}/document")).await
}

/// `doc` stored and then submitted by `trader` as a `kind`: its id.
pub(crate) async fn submitted_as(trader: &User, kind: &str, doc: &Value) -> String {
    let res = trader.post(&format!("/v1/{kind}/store"), doc).await;
    let status = res.status();
    let body: Value = res.json().await.unwrap();
    assert_eq!(status, StatusCode::OK, "{kind} store: {body}");
    let id = body["id"].as_str().unwrap().to_owned();
    let stored = trader.get_json(&format!("/v1/{kind}/{id}/document")).await;
    kind_ok(trader, kind, &id, "submit", stored).await;
    id
}

/// A complete ACR stored and submitted by `trader`: its id.
async fn submitted(trader: &User) -> String {
    submitted_as(trader, "acr", &acr()).await
}

/// The submitted `kind` application `id` accepted, decided favourably and issued by `officer`
/// from today, then activated by the scheduler's pass: its decision reference number.
pub(crate) async fn activated(app: &TestApp, officer: &User, kind: &str, id: &str) -> String {
    for action in ["accept", "decide-favourable", "issue"] {
        kind_ok(officer, kind, id, action, json!({})).await;
    }
    vama_server::movement::scheduler::tick(&app.state)
        .await
        .unwrap();
    let doc = officer.get_json(&format!("/v1/{kind}/{id}/document")).await;
    assert_eq!(doc["documentStatus"], "ACTIVE", "{kind} {id}");
    doc["decision"]["referenceNumber"]
        .as_str()
        .unwrap()
        .to_owned()
}

/// The decided application `id` issued by `officer` from today: the document as `holder` reads
/// it, ISSUED.
pub(crate) async fn issued_today(app: &TestApp, officer: &User, holder: &User, id: &str) -> Value {
    ok(officer, id, "issue", json!({"validityStart": day(app, 0)})).await;
    let doc = document(holder, id).await;
    assert_eq!(doc["documentStatus"], "ISSUED");
    doc
}

/// The date `days_from_today` days from the test clock's today, as the API writes dates.
pub(crate) fn day(app: &TestApp, days_from_today: i64) -> String {
    let when = app.state.clock.now() + time::Duration::days(days_from_today);
    when.format(time::macros::format_description!("[year]-[month]-[day]"))
        .unwrap()
}

async fn an_application_goes_from_submission_to_an_active_decision(backend: Backend) {
    let Some(app) = TestApp::spawn_on(backend, |_| {}).await else {
        return;
    };
    let trader = app.login("trader").await;
    let officer = app.login("officer5").await;
    let id = submitted(&trader).await;
    let doc = document(&trader, &id).await;
    assert_eq!(doc["documentStatus"], "SUBMITTED");
    assert_eq!(doc["decisionType"]["code"], "ACR");
    assert!(doc["registrationReference"]["reference"]
        .as_str()
        .unwrap()
        .starts_with("ACR"));
    assert_eq!(doc["process"]["acceptanceDue"], day(&app, 30));

    ok(&officer, &id, "accept", json!({})).await;
    let doc = document(&officer, &id).await;
    assert_eq!(doc["documentStatus"], "ACCEPTED");
    assert_eq!(
        doc["process"]["decisionDue"],
        day(&app, 120),
        "ACR: 120 days"
    );

    // A request for information, answered: back to ACCEPTED, the limit extended by the wait.
    let (status, body) = act(
        &officer,
        "acr",
        &id,
        "request-information",
        json!({"reasons": "The depot's plan"}),
    )
    .await;
    assert_eq!(
        status,
        StatusCode::UNPROCESSABLE_ENTITY,
        "a deadline is required: {body}"
    );
    ok(
        &officer,
        &id,
        "request-information",
        json!({"reasons": "The depot's plan", "deadline": day(&app, 10)}),
    )
    .await;
    let doc = document(&trader, &id).await;
    assert_eq!(doc["documentStatus"], "INFORMATION_REQUESTED");
    assert_eq!(doc["process"]["applicantDue"], day(&app, 10));
    app.state.clock.advance(3 * 86_400_000);
    let trader = app.login("trader").await;
    let officer = app.login("officer5").await;
    let mut answer = document(&trader, &id).await;
    answer["operationsNumber"] = json!(300);
    ok(&trader, &id, "provide-information", answer).await;
    let doc = document(&officer, &id).await;
    assert_eq!(
        doc["documentStatus"], "ACCEPTED",
        "back where the request came from"
    );
    assert_eq!(doc["operationsNumber"], 300);
    // today is 3 days after the acceptance: 120 days from it, plus the 3 of waiting
    assert_eq!(doc["process"]["decisionDue"], day(&app, 120));

    ok(&officer, &id, "decide-favourable", json!({})).await;
    let doc = issued_today(&app, &officer, &trader, &id).await;
    let year = &day(&app, 0)[..4];
    assert_eq!(
        doc["decision"]["referenceNumber"],
        format!("MDACR{year}000001")
    );
    // ISSUED becomes ACTIVE on its start date (the scheduler), once.
    assert_eq!(
        vama_server::movement::scheduler::tick(&app.state)
            .await
            .unwrap(),
        1
    );
    assert_eq!(
        vama_server::movement::scheduler::tick(&app.state)
            .await
            .unwrap(),
        0
    );
    let doc = document(&trader, &id).await;
    assert_eq!(doc["documentStatus"], "ACTIVE");
    let last = doc["history"].as_array().unwrap().last().unwrap().clone();
    assert_eq!(
        (last["action"].as_str(), last["userName"].as_str()),
        (Some("activate"), Some("system"))
    );

    ok(
        &officer,
        &id,
        "suspend",
        json!({"reasons": "Seals missing at the depot"}),
    )
    .await;
    assert_eq!(document(&trader, &id).await["documentStatus"], "SUSPENDED");
    ok(&officer, &id, "resume", json!({})).await;
    let doc = document(&trader, &id).await;
    assert_eq!(doc["documentStatus"], "ACTIVE");
    let notes: Vec<&str> = doc["process"]["notes"]
        .as_array()
        .unwrap()
        .iter()
        .map(|n| n["action"].as_str().unwrap())
        .collect();
    assert_eq!(
        notes,
        ["request-information", "provide-information", "suspend"]
    );
}

#[tokio::test]
async fn sqlite_an_application_goes_from_submission_to_an_active_decision() {
    an_application_goes_from_submission_to_an_active_decision(Backend::Sqlite).await;
}

#[tokio::test]
async fn postgres_an_application_goes_from_submission_to_an_active_decision() {
    an_application_goes_from_submission_to_an_active_decision(Backend::Postgres).await;
}

#[tokio::test]
async fn an_unfavourable_decision_comes_only_after_a_hearing_and_may_be_appealed() {
    let app = TestApp::spawn().await;
    let trader = app.login("trader").await;
    let officer = app.login("officer5").await;
    let id = submitted(&trader).await;
    ok(&officer, &id, "accept", json!({})).await;
    let (status, body) = act(
        &officer,
        "acr",
        &id,
        "decide-unfavourable",
        json!({"reasons": "No"}),
    )
    .await;
    assert_eq!(status, StatusCode::CONFLICT, "not before a hearing: {body}");
    ok(
        &officer,
        &id,
        "hear",
        json!({"reasons": "The guarantee does not cover the operations"}),
    )
    .await;
    let doc = document(&trader, &id).await;
    assert_eq!(doc["documentStatus"], "HEARING");
    assert_eq!(doc["process"]["applicantDue"], day(&app, 30));
    assert_eq!(
        doc["process"]["decisionDue"],
        day(&app, 150),
        "the hearing adds 30 days"
    );
    ok(
        &trader,
        &id,
        "comment",
        json!({"reasons": "A new CGU is applied for"}),
    )
    .await;
    ok(
        &officer,
        &id,
        "decide-unfavourable",
        json!({"reasons": "Not convinced"}),
    )
    .await;
    assert_eq!(
        document(&trader, &id).await["documentStatus"],
        "UNFAVOURABLE"
    );
    let (status, _) = act(
        &trader,
        "acr",
        &id,
        "appeal",
        json!({"reasons": "x".repeat(513)}),
    )
    .await;
    assert_eq!(
        status,
        StatusCode::UNPROCESSABLE_ENTITY,
        "appeal details are at most 512"
    );
    ok(&trader, &id, "appeal", json!({"reasons": "We appeal"})).await;
    let doc = document(&officer, &id).await;
    assert_eq!(
        doc["documentStatus"], "UNFAVOURABLE",
        "an appeal leaves the status"
    );
    assert_eq!(
        doc["process"]["notes"].as_array().unwrap().last().unwrap()["text"],
        "We appeal"
    );
}

#[tokio::test]
async fn the_time_limit_is_extended_once_only() {
    let app = TestApp::spawn().await;
    let trader = app.login("trader").await;
    let officer = app.login("officer5").await;
    let id = submitted(&trader).await;
    ok(&officer, &id, "accept", json!({})).await;
    let (status, body) = act(
        &officer,
        "acr",
        &id,
        "extend-time-limit",
        json!({"reasons": "Audit", "days": 31}),
    )
    .await;
    assert_eq!(status, StatusCode::UNPROCESSABLE_ENTITY, "at most 30 days");
    // told by key beside the field, so that the dialog says it in the officer's language
    assert_eq!(body["violations"][0]["path"], "/days", "{body}");
    assert_eq!(
        body["violations"][0]["text"]["key"], "extension-1-to-30-days",
        "{body}"
    );
    ok(
        &officer,
        &id,
        "extend-time-limit",
        json!({"reasons": "Audit", "days": 30}),
    )
    .await;
    assert_eq!(
        document(&trader, &id).await["process"]["decisionDue"],
        day(&app, 150)
    );
    let before = document(&trader, &id).await;
    let (status, body) = act(
        &officer,
        "acr",
        &id,
        "extend-time-limit",
        json!({"reasons": "Again", "days": 5}),
    )
    .await;
    assert_eq!(status, StatusCode::CONFLICT, "{body}");
    assert_eq!(body["text"]["key"], "extended-once", "{body}");
    let after = document(&trader, &id).await;
    assert_eq!(before, after, "a refused step changes nothing");
}

/// Spec section 3: overdue items are shown to the office and the applicant, judged on the
/// server's clock (not the browser's), only while the application still waits for the step.
#[tokio::test]
async fn a_time_limit_passed_while_its_step_is_awaited_is_named_overdue_by_the_server() {
    let app = TestApp::spawn().await;
    let id = submitted(&app.login("trader").await).await;
    let overdue = |doc: &Value| doc["process"]["overdue"].clone();
    // days pass (a session does not last so long: each look signs in again)
    let later = |days: i64| {
        app.state.clock.advance(days * 86_400_000);
        async { (app.login("trader").await, app.login("officer5").await) }
    };
    let (trader, _) = later(30).await;
    assert_eq!(
        overdue(&document(&trader, &id).await),
        Value::Null,
        "due today: in time"
    );

    let (trader, officer) = later(1).await;
    for user in [&trader, &officer] {
        assert_eq!(
            overdue(&document(user, &id).await),
            json!(["acceptanceDue"])
        );
    }
    // an old version names nothing
    let stored = document(&trader, &id).await;
    let version = stored["version"].as_i64().unwrap();
    let old = trader
        .get_json(&format!("/v1/acr/document/history/{id}/{version}"))
        .await;
    assert_eq!(
        old["process"]["acceptanceDue"],
        stored["process"]["acceptanceDue"]
    );
    assert_eq!(overdue(&old), Value::Null);

    // accepted late: the acceptance is no longer awaited, the decision's limit runs
    ok(&officer, &id, "accept", json!({})).await;
    assert_eq!(overdue(&document(&trader, &id).await), Value::Null);
    let (trader, officer) = later(121).await;
    assert_eq!(
        overdue(&document(&officer, &id).await),
        json!(["decisionDue"])
    );

    // decided: nothing awaited any more
    ok(&officer, &id, "decide-favourable", json!({})).await;
    assert_eq!(overdue(&document(&trader, &id).await), Value::Null);
}

/// Spec 2 'Common blocks': the competent customs office is an office of the kind's type (HQ
/// for ACR) of this country, and every office an application names is one the catalogs know:
/// the server checks the codes (the browser only offers them), at the field, and refuses to
/// submit until they are right.
#[tokio::test]
async fn the_competent_office_is_a_known_office_of_the_kinds_type_in_this_country() {
    let app = TestApp::spawn().await;
    let trader = app.login("trader").await;
    let with = |ca: &str, office: &str| {
        let mut doc = acr();
        doc["ca"] = json!({"code": ca});
        doc["customsOffices"] = json!([{"code": office}]);
        doc
    };
    for (doc, path, rule) in [
        // the sample set's office of supervision (CS), not a headquarters
        (with("MD900000", "MD100100"), "/ca", "competent-office-type"),
        // another country's headquarters
        (with("ROANV001", "MD100100"), "/ca", "competent-office-type"),
        (
            with("MD999999", "MD100100"),
            "/ca",
            "unknown-customs-office",
        ),
        (
            with(HEADQUARTERS, "ZZ000000"),
            "/customsOffices/0",
            "unknown-customs-office",
        ),
    ] {
        let res = trader.post("/v1/acr/store", &doc).await;
        assert_eq!(res.status(), StatusCode::OK, "a draft keeps what it has");
        let body: Value = res.json().await.unwrap();
        assert_eq!(violations(&body), [(path, rule)], "{doc}");
        let id = body["id"].as_str().unwrap().to_owned();
        let stored = document(&trader, &id).await;
        let (status, refused) = act(&trader, "acr", &id, "submit", stored).await;
        assert_eq!(status, StatusCode::UNPROCESSABLE_ENTITY, "{refused}");
        assert_eq!(violation_paths(&refused), [path]);
        assert_eq!(document(&trader, &id).await["documentStatus"], "STORED");
    }
}

/// Spec 4: "AEO-authorised applicants have some fields disabled (notably in ETD)": an ETD
/// applicant holding an AEO authorisation does not describe the 'Access to Data'. The status is
/// the EORI catalog's, never the browser's word: a trader the catalog knows without one who
/// claims it has the claim removed and is asked for the 'Access to Data'; once the catalog
/// records it, the blank application shows it and the same application submits without.
#[tokio::test]
async fn an_aeo_status_is_the_eori_catalogs_and_spares_an_etd_applicant_the_access_to_data() {
    let app = TestApp::spawn().await;
    let trader = app.login("trader").await;
    assert_eq!(trader.get_json("/v1/me").await["aeoAuthorised"], false);
    // the demo agent's EORI is AEO-authorised: the browser's rules know it from `/v1/me`
    let agent = app.login("agent").await;
    assert_eq!(agent.get_json("/v1/me").await["aeoAuthorised"], true);
    let blank = trader.get_json("/v1/etd/info").await;
    assert_eq!(blank["applicant"]["EORINumber"], TRADER_EORI, "{blank}");
    assert_eq!(blank["applicant"].get("aeoAuthorised"), None, "{blank}");
    let etd = json!({
        "applicant": {"EORINumber": TRADER_EORI, "name": "Vama Demo Trader SRL", "aeoAuthorised": true},
        "ca": {"code": HEADQUARTERS},
        "attestation": true,
        "customsOfficeOfDestination": {"code": "MD200000"},
        "customsOfficeOfDeparture": {"code": "MD100100"},
        "operationsNumber": 3
    });
    let res = trader.post("/v1/etd/store", &etd).await;
    assert_eq!(res.status(), StatusCode::OK, "a draft keeps what it has");
    let body: Value = res.json().await.unwrap();
    assert_eq!(
        violations(&body),
        [("/dataAccess", "required")],
        "the claim is not believed: {body}"
    );
    let id = body["id"].as_str().unwrap().to_owned();
    let stored = trader.get_json(&format!("/v1/etd/{id}/document")).await;
    assert_eq!(stored["applicant"].get("aeoAuthorised"), None, "{stored}");
    let (status, refused) = act(&trader, "etd", &id, "submit", etd.clone()).await;
    assert_eq!(status, StatusCode::UNPROCESSABLE_ENTITY, "{refused}");
    assert_eq!(
        trader.get_json(&format!("/v1/etd/{id}/document")).await["documentStatus"],
        "STORED"
    );

    // the administration's EORI list now records the trader's AEO authorisation
    let rows = app
        .state
        .catalogs()
        .to_rows()
        .into_iter()
        .map(|(catalog, code, data)| {
            if catalog == "eori" && code == TRADER_EORI {
                let mut entry: Value = serde_json::from_str(&data).unwrap();
                entry["aeo"] = json!(true);
                return (catalog, code, entry.to_string());
            }
            (catalog, code, data)
        });
    app.state
        .replace_catalogs(vama_catalog::Catalogs::from_rows(rows).unwrap());
    let blank = trader.get_json("/v1/etd/info").await;
    assert_eq!(blank["applicant"]["aeoAuthorised"], true, "{blank}");
    assert_eq!(trader.get_json("/v1/me").await["aeoAuthorised"], true);
    let stored = trader.get_json(&format!("/v1/etd/{id}/document")).await;
    kind_ok(&trader, "etd", &id, "submit", stored).await;
    let submitted = trader.get_json(&format!("/v1/etd/{id}/document")).await;
    assert_eq!(submitted["documentStatus"], "SUBMITTED");
    assert_eq!(submitted["applicant"]["aeoAuthorised"], true, "{submitted}");
}

/// The catalogs change (an administration imports its office list): an office that has gone
/// is refused in what a user sends from then on, but the office's steps and the scheduler go
/// on with the applications that named it.
#[tokio::test]
async fn an_office_gone_from_the_catalogs_stops_new_use_but_not_the_decisions_on_stored_applications(
) {
    let app = TestApp::spawn().await;
    let trader = app.login("trader").await;
    let officer = app.login("officer5").await;
    let id = submitted(&trader).await;
    let rows = app
        .state
        .catalogs()
        .to_rows()
        .into_iter()
        .filter(|(catalog, code, _)| !(catalog == "customs-office" && code == "MD100100"));
    app.state
        .replace_catalogs(vama_catalog::Catalogs::from_rows(rows).unwrap());

    let reference = activated(&app, &officer, "acr", &id).await;
    assert!(reference.starts_with("MDACR"));
    let res = trader.post("/v1/acr/store", &acr()).await;
    let body: Value = res.json().await.unwrap();
    assert_eq!(violation_paths(&body), ["/customsOffices/0"], "{body}");
}

#[tokio::test]
async fn the_applicant_withdraws_before_a_decision() {
    let app = TestApp::spawn().await;
    let trader = app.login("trader").await;
    let id = submitted(&trader).await;
    ok(
        &trader,
        &id,
        "withdraw",
        json!({"reasons": "Not needed any more"}),
    )
    .await;
    assert_eq!(document(&trader, &id).await["documentStatus"], "WITHDRAWN");
    let (status, _) = act(&trader, "acr", &id, "withdraw", json!({"reasons": "again"})).await;
    assert_eq!(status, StatusCode::CONFLICT);
}

/// The access matrix: a draft is the applicant's alone; once submitted the office sees it,
/// another trader, an officer of another office and an agent who did not file it get 404; a
/// trader calling an officer's action gets 403.
async fn others_get_404_and_a_trader_may_not_decide(backend: Backend) {
    let Some(app) = TestApp::spawn_on(backend, |_| {}).await else {
        return;
    };
    let trader = app.login("trader").await;
    let res = trader.post("/v1/acr/store", &acr()).await;
    let id = res.json::<Value>().await.unwrap()["id"]
        .as_str()
        .unwrap()
        .to_owned();
    let officer5 = app.login("officer5").await;
    let path = format!("/v1/acr/{id}/document");
    assert_eq!(
        officer5.get(&path).await.status(),
        StatusCode::NOT_FOUND,
        "a draft is the applicant's alone"
    );
    let doc = document(&trader, &id).await;
    ok(&trader, &id, "submit", doc).await;
    assert_eq!(
        officer5.get(&path).await.status(),
        StatusCode::OK,
        "submitted to the office"
    );
    for other in ["trader2", "officer", "officer4"] {
        let user = app.login(other).await;
        assert_eq!(
            user.get(&path).await.status(),
            StatusCode::NOT_FOUND,
            "{other}"
        );
    }
    let (status, _) = act(&trader, "acr", &id, "accept", json!({})).await;
    assert_eq!(
        status,
        StatusCode::FORBIDDEN,
        "a trader calling an officer's action"
    );
    let agent = app.login("agent").await;
    assert_eq!(
        agent.get(&path).await.status(),
        StatusCode::NOT_FOUND,
        "the agent did not file it"
    );
}

crate::on_both_stores!(others_get_404_and_a_trader_may_not_decide);

/// What a lifecycle step posts: its own form, every field filled as if the step were taken,
/// or for the steps that post the application (store, submit, provide-information,
/// request-amendment), the application as `doc` is.
fn step_body(app: &TestApp, action: &str, doc: &Value) -> Value {
    let own_form =
        vama_server::authorisation::FORM_ACTIONS.contains(&action) && action != "request-amendment";
    if !own_form {
        return doc.clone();
    }
    json!({
        "version": doc["version"], "reasons": "Refused steps change nothing", "days": 5,
        "deadline": day(app, 10), "validityStart": day(app, 0), "validityEnd": day(app, 30),
        "until": day(app, 10), "from": day(app, 0)
    })
}

/// How the lifecycle table refuses `action` in `status` to `role`: 403 when the action is never
/// the role's, 409 when it is the role's but not in this status; `None` when it is allowed.
fn refusal(status: &str, action: &str, role: vama_rules::UserType) -> Option<StatusCode> {
    use vama_rules::authorisation::workflow::TABLE;
    if vama_rules::workflow::find(TABLE, status, action, role).is_some() {
        return None;
    }
    let roles_action = TABLE
        .iter()
        .any(|t| t.action == action && t.roles.contains(&role));
    Some(match roles_action {
        true => StatusCode::CONFLICT,
        false => StatusCode::FORBIDDEN,
    })
}

/// `user` takes `action` on the application `id` (a `DELETE` for `delete`): the answer's status.
async fn take(app: &TestApp, user: &User, id: &str, action: &str, doc: &Value) -> StatusCode {
    let res = match action {
        "delete" => user.delete(&format!("/v1/acr/{id}")).await,
        _ => {
            let body = step_body(app, action, doc);
            user.post(&format!("/v1/acr/{id}/{action}"), &body).await
        }
    };
    res.status()
}

/// The lifecycle table walked for the forbidden steps (issue 'Authorisations I', tests): an
/// application STORED, SUBMITTED and ACTIVE; every lifecycle action the table does not allow
/// there is refused, 409 for a role whose action it is in another status, 403 for a role whose
/// action it never is (a trader deciding, an officer applying), and the application (version,
/// status, body, history) is as it was. Nobody takes the scheduler's steps (404), and a draft
/// is not the office's (404 whatever the action).
async fn every_forbidden_step_is_refused_and_changes_nothing(backend: Backend) {
    let Some(app) = TestApp::spawn_on(backend, |_| {}).await else {
        return;
    };
    let trader = app.login("trader").await;
    let res = trader.post("/v1/acr/store", &acr()).await;
    assert_eq!(res.status(), StatusCode::OK);
    let stored = res.json::<Value>().await.unwrap()["id"]
        .as_str()
        .unwrap()
        .to_owned();
    let submitted = submitted(&trader).await;
    let (officer5, active, _) = active_acr(&app, &trader).await;

    let mut actions: Vec<&str> = Vec::new();
    for t in vama_rules::authorisation::workflow::TABLE {
        let steps = matches!(
            t.effect,
            vama_rules::workflow::Effect::Submit { .. } | vama_rules::workflow::Effect::Delete
        );
        if steps && !actions.contains(&t.action) {
            actions.push(t.action);
        }
    }
    let users = [
        (&trader, vama_rules::UserType::Trader),
        (&officer5, vama_rules::UserType::Officer),
    ];
    let mut refused: Vec<(&str, &str, &str, StatusCode)> = Vec::new();
    for (status, id) in [
        ("STORED", &stored),
        ("SUBMITTED", &submitted),
        ("ACTIVE", &active),
    ] {
        let before = document(&trader, id).await;
        assert_eq!(before["documentStatus"], status);
        for &(user, role) in &users {
            let name = user.me["username"].as_str().unwrap_or_default().to_owned();
            for &action in &actions {
                let expected = match (status, role, action) {
                    // an officer never holds the applicant's permission to delete (403 before
                    // any lookup)
                    (_, vama_rules::UserType::Officer, "delete") => Some(StatusCode::FORBIDDEN),
                    // a draft is the applicant's alone: the office does not find it
                    ("STORED", vama_rules::UserType::Officer, _) => Some(StatusCode::NOT_FOUND),
                    _ => refusal(status, action, role),
                };
                let Some(expected) = expected else {
                    continue;
                };
                let answer = take(&app, user, id, action, &before).await;
                assert_eq!(answer, expected, "{name} {action} on {status}");
                let after = document(&trader, id).await;
                assert_eq!(
                    (&after["version"], &after["documentStatus"]),
                    (&before["version"], &before["documentStatus"]),
                    "{name} {action} on {status}"
                );
                assert_eq!(
                    after, before,
                    "{name} {action} on {status}: nothing changed"
                );
                refused.push((status, role_name(role), action, answer));
            }
            for scheduler in ["activate", "expire"] {
                let answer = take(&app, user, id, scheduler, &before).await;
                assert_eq!(
                    answer,
                    StatusCode::NOT_FOUND,
                    "{name} {scheduler} on {status}"
                );
                assert_eq!(document(&trader, id).await, before);
            }
        }
    }
    // The walk went where it should: a few of its refusals, as the law reads.
    for expected in [
        ("STORED", "trader", "withdraw", StatusCode::CONFLICT),
        ("STORED", "trader", "accept", StatusCode::FORBIDDEN),
        ("SUBMITTED", "trader", "submit", StatusCode::CONFLICT),
        ("SUBMITTED", "officer", "issue", StatusCode::CONFLICT),
        ("SUBMITTED", "officer", "withdraw", StatusCode::FORBIDDEN),
        ("ACTIVE", "trader", "withdraw", StatusCode::CONFLICT),
        ("ACTIVE", "trader", "suspend", StatusCode::FORBIDDEN),
        ("ACTIVE", "officer", "accept", StatusCode::CONFLICT),
        ("ACTIVE", "officer", "resume", StatusCode::CONFLICT),
        (
            "ACTIVE",
            "officer",
            "request-amendment",
            StatusCode::FORBIDDEN,
        ),
    ] {
        assert!(refused.contains(&expected), "{expected:?} not walked");
    }
    assert!(
        !refused
            .iter()
            .any(|r| matches!(r, ("ACTIVE", "officer", "suspend" | "revoke", _))),
        "what the table allows is not refused"
    );
}

fn role_name(role: vama_rules::UserType) -> &'static str {
    match role {
        vama_rules::UserType::Officer => "officer",
        _ => "trader",
    }
}

crate::on_both_stores!(every_forbidden_step_is_refused_and_changes_nothing);

#[tokio::test]
async fn an_incomplete_application_is_stored_but_not_submitted() {
    let app = TestApp::spawn().await;
    let trader = app.login("trader").await;
    let mut doc = acr();
    doc["attestation"] = json!(false);
    doc["customsDecisionReferenceNumber"] = json!("D".repeat(41));
    let res = trader.post("/v1/acr/submit", &doc).await;
    assert_eq!(res.status(), StatusCode::UNPROCESSABLE_ENTITY);
    let body: Value = res.json().await.unwrap();
    assert_eq!(
        violation_paths(&body),
        ["/attestation", "/customsDecisionReferenceNumber"],
        "{body}"
    );
    let res = trader.post("/v1/acr/store", &doc).await;
    assert_eq!(res.status(), StatusCode::OK, "a draft may wait");
    let list = trader.get_json("/v1/acr/search").await;
    assert_eq!(list["items"].as_array().unwrap().len(), 1, "{list}");
    assert_eq!(list["items"][0]["decisionType"], "ACR");
}

#[tokio::test]
async fn every_kind_of_the_spec_is_served_with_its_blank_form() {
    let app = TestApp::spawn().await;
    let trader = app.login("trader").await;
    for kind in vama_rules::authorisation::DECISION_TYPES
        .iter()
        .map(|d| d.path)
    {
        let info = trader.get_json(&format!("/v1/{kind}/info")).await;
        assert_eq!(info["decisionType"]["code"], kind.to_uppercase(), "{kind}");
        assert_eq!(info["applicant"]["EORINumber"], TRADER_EORI, "{kind}");
        let actions: Vec<&str> = info["actions"]
            .as_array()
            .unwrap()
            .iter()
            .map(|a| a["name"].as_str().unwrap())
            .collect();
        assert!(
            actions.contains(&"submit") && actions.contains(&"store"),
            "{kind}: {actions:?}"
        );
    }
}

/// An ACR submitted by `trader`, accepted, decided, issued from today and activated: its
/// decision reference number.
pub(crate) async fn active_acr(app: &TestApp, trader: &User) -> (User, String, String) {
    let officer = app.login("officer5").await;
    let id = submitted(trader).await;
    let reference = activated(app, &officer, "acr", &id).await;
    (officer, id, reference)
}

/// A complete declaration of `trader` naming the ACR `reference` (C521).
pub(crate) fn declaration_naming(
    app: &TestApp,
    trader: &User,
    seed: u64,
    reference: &str,
) -> Value {
    let mut doc = crate::movement::complete_declaration(app, trader, seed);
    doc["authorisations"] = json!([{"sequence": 1, "type": {"code": "C521", "name": "ACR - authorised consignor"}, "decisionReference": reference}]);
    doc
}

#[tokio::test]
async fn a_declaration_uses_an_active_decision_of_its_holder_only() {
    let app = TestApp::spawn().await;
    let trader = app.login("trader").await;
    let (officer, id, reference) = active_acr(&app, &trader).await;
    let (status, body) = crate::movement::post(
        &trader,
        "/v1/t01/submit",
        declaration_naming(&app, &trader, 11, &reference),
    )
    .await;
    assert_eq!(
        status,
        StatusCode::OK,
        "an active ACR of the holder: {body}"
    );

    ok(
        &officer,
        &id,
        "suspend",
        json!({"reasons": "Seals missing"}),
    )
    .await;
    let (status, body) = crate::movement::post(
        &trader,
        "/v1/t01/submit",
        declaration_naming(&app, &trader, 12, &reference),
    )
    .await;
    assert_eq!(status, StatusCode::UNPROCESSABLE_ENTITY, "{body}");
    let violation = &body["violations"][0];
    assert_eq!(
        violation["path"], "/authorisations/0/decisionReference",
        "{body}"
    );
    assert_eq!(violation["rule"], "authorisation-not-active");
    assert!(
        violation["message"].as_str().unwrap().contains(&reference),
        "names the decision: {body}"
    );
    assert!(
        violation["message"].as_str().unwrap().contains("SUSPENDED"),
        "and its status: {body}"
    );

    ok(&officer, &id, "resume", json!({})).await;
    let (status, body) = crate::movement::post(
        &trader,
        "/v1/t01/submit",
        declaration_naming(&app, &trader, 13, &reference),
    )
    .await;
    assert_eq!(status, StatusCode::OK, "resumed: {body}");

    // another trader's declaration may not use the trader's decision
    let trader2 = app.login("trader2").await;
    let (status, body) = crate::movement::post(
        &trader2,
        "/v1/t01/submit",
        declaration_naming(&app, &trader2, 14, &reference),
    )
    .await;
    assert_eq!(status, StatusCode::UNPROCESSABLE_ENTITY, "{body}");
    assert_eq!(
        body["violations"][0]["rule"], "authorisation-holder",
        "{body}"
    );
}

#[tokio::test]
async fn an_unknown_decision_is_another_systems_unless_refused_by_configuration() {
    let app = TestApp::spawn().await;
    let trader = app.login("trader").await;
    let (status, body) = crate::movement::post(
        &trader,
        "/v1/t01/submit",
        declaration_naming(&app, &trader, 21, "MDACR2026999999"),
    )
    .await;
    assert_eq!(status, StatusCode::OK, "{body}");
    let strict = TestApp::spawn_on(Backend::Sqlite, |c| c.unknown_authorisation_refused = true)
        .await
        .unwrap();
    let trader = strict.login("trader").await;
    let (status, body) = crate::movement::post(
        &trader,
        "/v1/t01/submit",
        declaration_naming(&strict, &trader, 22, "MDACR2026999999"),
    )
    .await;
    assert_eq!(status, StatusCode::UNPROCESSABLE_ENTITY, "{body}");
    assert_eq!(
        body["violations"][0]["rule"], "authorisation-unknown",
        "{body}"
    );
}

#[tokio::test]
async fn an_active_decision_expires_the_day_after_its_validity_end() {
    let app = TestApp::spawn().await;
    let trader = app.login("trader").await;
    let officer = app.login("officer5").await;
    let id = submitted(&trader).await;
    ok(&officer, &id, "accept", json!({})).await;
    ok(&officer, &id, "decide-favourable", json!({})).await;
    ok(
        &officer,
        &id,
        "issue",
        json!({"validityEnd": day(&app, 10)}),
    )
    .await;
    let tick = || vama_server::movement::scheduler::tick(&app.state);
    assert_eq!(tick().await.unwrap(), 1, "activated");
    assert_eq!(tick().await.unwrap(), 0, "still valid");
    app.state.clock.advance(11 * 86_400_000);
    assert_eq!(tick().await.unwrap(), 1, "expired once");
    assert_eq!(tick().await.unwrap(), 0);
    let trader = app.login("trader").await;
    let doc = document(&trader, &id).await;
    assert_eq!(doc["documentStatus"], "EXPIRED");
    let last = doc["history"].as_array().unwrap().last().unwrap().clone();
    assert_eq!(last["action"], "expire");
}

/// `officer5` serves the headquarters (HQ) and the supervising office (CS) of the sample set:
/// they see and decide on what is addressed to either office, through the one session; an
/// officer of neither office gets 404.
async fn an_officer_of_two_offices_sees_what_either_office_decides(backend: Backend) {
    let Some(app) = TestApp::spawn_on(backend, |_| {}).await else {
        return;
    };
    let trader = app.login("trader").await;
    let officer5 = app.login("officer5").await;
    assert_eq!(
        officer5.me["customsOffices"],
        json!([HEADQUARTERS, vama_server::demo::GUARANTEE_OFFICE])
    );
    let acr = submitted(&trader).await;
    let g01 = crate::guarantee::submitted(&app, &trader).await;
    for path in [
        format!("/v1/acr/{acr}/document"),
        format!("/v1/g01/{g01}/document"),
    ] {
        assert_eq!(officer5.get(&path).await.status(), StatusCode::OK, "{path}");
    }
    let listed = |kind: &'static str| {
        let officer5 = &officer5;
        async move {
            let list = officer5.get_json(&format!("/v1/{kind}/search")).await;
            list["items"].as_array().unwrap().len()
        }
    };
    assert_eq!((listed("acr").await, listed("g01").await), (1, 1));
    ok(&officer5, &acr, "accept", json!({})).await;
    let officer = app.login("officer").await;
    for path in [
        format!("/v1/acr/{acr}/document"),
        format!("/v1/g01/{g01}/document"),
    ] {
        assert_eq!(
            officer.get(&path).await.status(),
            StatusCode::NOT_FOUND,
            "{path}"
        );
    }
}

crate::on_both_stores!(an_officer_of_two_offices_sees_what_either_office_decides);

/// The list's submission and decision dates (issue 'Authorisations I' section 2): empty on a
/// draft, set by the submit and by the decision, filtered and sorted like the other dates, and
/// in the spreadsheet.
async fn the_list_shows_and_filters_the_submission_and_decision_dates(backend: Backend) {
    let Some(app) = TestApp::spawn_on(backend, |_| {}).await else {
        return;
    };
    let trader = app.login("trader").await;
    let officer = app.login("officer5").await;
    let draft = trader.post("/v1/acr/store", &acr()).await;
    assert_eq!(draft.status(), StatusCode::OK);
    let id = submitted(&trader).await;
    let today = day(&app, 0);
    let row = crate::support::row_of;
    let list = trader.get_json("/v1/acr/search").await;
    assert_eq!(row(&list, &id)["submissionDate"], json!(today), "{list}");
    assert_eq!(row(&list, &id)["decisionDate"], Value::Null, "{list}");
    ok(&officer, &id, "accept", json!({})).await;
    ok(&officer, &id, "decide-favourable", json!({})).await;
    let q = |field: &str| {
        let q = json!({"criteria": [{"fieldName": field, "operation": "EQ", "dataType": "TEXT", "values": [today]}],
            "sort": {"field": "decisionDate", "direction": "desc"}});
        percent_encoding::utf8_percent_encode(&q.to_string(), percent_encoding::NON_ALPHANUMERIC)
            .to_string()
    };
    let decided = trader
        .get_json(&format!("/v1/acr/search?q={}", q("decisionDate")))
        .await;
    let items = decided["items"].as_array().unwrap();
    assert_eq!(items.len(), 1, "only the decided one: {decided}");
    assert_eq!(items[0]["decisionDate"], json!(today));
    let submitted_today = trader
        .get_json(&format!("/v1/acr/search?q={}", q("submissionDate")))
        .await;
    assert_eq!(submitted_today["items"].as_array().unwrap().len(), 1);
    let filter = json!({"criteria": [{"fieldName": "decisionDate", "operation": "EQ", "dataType": "TEXT", "values": [today]}]});
    let (headers, rows) =
        crate::export_list::export_of(&trader, "acr", "md-authorisation-export", &filter).await;
    let at = |name: &str| headers.iter().position(|h| h == name).expect(name);
    assert_eq!(rows.len(), 1, "{headers:?}");
    for column in ["Submission date", "Decision date"] {
        assert!(
            matches!(rows[0][at(column)], calamine::Data::DateTime(_)),
            "{column} is a date: {:?}",
            rows[0]
        );
    }
}

crate::on_both_stores!(the_list_shows_and_filters_the_submission_and_decision_dates);

/// Migration 0013: an application submitted and decided before the list had its date columns
/// (the columns empty, the dates in its body) shows its dates once the migration has run. The
/// columns are emptied as they were, and the migration's own SQL fills them again.
async fn applications_from_before_the_date_columns_get_their_dates(backend: Backend) {
    let Some(app) = TestApp::spawn_on(backend, |_| {}).await else {
        return;
    };
    let trader = app.login("trader").await;
    let officer = app.login("officer5").await;
    let decided = submitted(&trader).await;
    ok(&officer, &decided, "accept", json!({})).await;
    ok(&officer, &decided, "decide-favourable", json!({})).await;
    let pending = submitted(&trader).await;
    let draft = trader.post("/v1/acr/store", &acr()).await;
    assert_eq!(draft.status(), StatusCode::OK);
    let dates = |list: &Value, id: &str| {
        let row = crate::support::row_of(list, id);
        (row["submissionDate"].clone(), row["decisionDate"].clone())
    };
    let before = trader.get_json("/v1/acr/search").await;

    app.raw_sql("UPDATE documents SET submitted_on = NULL, decided_on = NULL")
        .await;
    let emptied = trader.get_json("/v1/acr/search").await;
    assert_eq!(dates(&emptied, &decided), (Value::Null, Value::Null));
    app.raw_sql(if app.is_postgres() {
        include_str!(
            "../../../store/migrations/postgres/0013_backfill_submission_and_decision_dates.sql"
        )
    } else {
        include_str!(
            "../../../store/migrations/sqlite/0013_backfill_submission_and_decision_dates.sql"
        )
    })
    .await;

    let after = trader.get_json("/v1/acr/search").await;
    let today = json!(day(&app, 0));
    assert_eq!(dates(&after, &decided), (today.clone(), today.clone()));
    assert_eq!(dates(&after, &pending), (today, Value::Null));
    assert_eq!(
        after, before,
        "the list as it was before the columns were emptied"
    );
}

crate::on_both_stores!(applications_from_before_the_date_columns_get_their_dates);

/// Spec 2 (API): an application exported as JSON comes back by import as a new draft of the
/// importer's (the file's identifiers, decision and process are the server's: a new application
/// reference, nothing decided), a clone carries the data without them, and an old version is
/// read from the history; another trader reaches none of them. The kind's own path serves
/// each, as for declarations.
async fn an_application_is_exported_imported_cloned_and_read_in_its_history(backend: Backend) {
    let Some(app) = TestApp::spawn_on(backend, |_| {}).await else {
        return;
    };
    let trader = app.login("trader").await;
    let officer = app.login("officer5").await;
    let id = submitted(&trader).await;
    ok(&officer, &id, "accept", json!({})).await;
    let original = document(&trader, &id).await;

    let res = trader.get(&format!("/v1/acr/{id}/export")).await;
    assert_eq!(res.status(), StatusCode::OK);
    let file: Value = res.json().await.unwrap();
    assert!(file.get("actions").is_none() && file.get("versions").is_none());

    let res = trader.post("/v1/acr/import", &file).await;
    let body: Value = res.json().await.unwrap();
    assert_eq!(body["type"], "SUCCESS", "{body}");
    let imported = document(&trader, body["id"].as_str().unwrap()).await;
    assert_eq!(imported["documentStatus"], "STORED");
    assert_eq!(imported["operationsNumber"], original["operationsNumber"]);
    assert_eq!(imported["customsOffices"], original["customsOffices"]);
    let reference = |doc: &Value| doc["registrationReference"]["reference"].clone();
    assert!(reference(&imported).as_str().unwrap().starts_with("ACR"));
    assert_ne!(reference(&imported), reference(&original));
    for owned in ["process", "applicationSubmissionDateTime", "decision"] {
        assert!(imported.get(owned).is_none(), "{owned} is the server's");
    }
    let res = trader
        .post_raw("/v1/acr/import", "application/json", " ")
        .await;
    assert_eq!(res.status(), StatusCode::BAD_REQUEST);
    let refusal: Value = res.json().await.unwrap();
    assert_eq!(refusal["message"], "Input file is mandatory");

    let clone = trader
        .get_json(&format!("/v1/acr/{id}/clone/document"))
        .await;
    assert_eq!(clone["documentStatus"], "NEW");
    assert!(clone.get("id").is_none() && clone.get("registrationReference").is_none());
    assert!(clone.get("process").is_none());
    assert_eq!(clone["locations"], original["locations"]);

    let first = trader
        .get_json(&format!("/v1/acr/document/history/{id}/1"))
        .await;
    assert_eq!(
        (first["version"].as_i64(), first["documentStatus"].as_str()),
        (Some(1), Some("STORED"))
    );
    assert_eq!(reference(&first), reference(&original));

    let other = app.login("trader2").await;
    for path in [
        format!("/v1/acr/{id}/export"),
        format!("/v1/acr/{id}/clone/document"),
        format!("/v1/acr/document/history/{id}/1"),
    ] {
        assert_eq!(
            other.get(&path).await.status(),
            StatusCode::NOT_FOUND,
            "{path}"
        );
    }
}

#[tokio::test]
async fn sqlite_an_application_is_exported_imported_cloned_and_read_in_its_history() {
    an_application_is_exported_imported_cloned_and_read_in_its_history(Backend::Sqlite).await;
}

#[tokio::test]
async fn postgres_an_application_is_exported_imported_cloned_and_read_in_its_history() {
    an_application_is_exported_imported_cloned_and_read_in_its_history(Backend::Postgres).await;
}
