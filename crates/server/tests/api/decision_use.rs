//! Declarations use the decisions (issue 'Authorisations I' section 5; transit-declaration.md
//! 2.1, 5.1 and 7): a decision this portal issued is used only while ACTIVE and its holder's.
//! A revoked, annulled or expired decision refuses a new declaration at submission; one
//! suspended after the submission stops the release, and nothing changes; a declaration
//! already released is not touched by what happens to its decision later. The consignee's
//! destination authorisations (C520 ACT, C522 ACE) are checked again when the arrival is
//! notified. On SQLite and PostgreSQL.

use reqwest::StatusCode;
use serde_json::{json, Value};
use vama_server::demo::{DESTINATION_OFFICE, HEADQUARTERS, TRADER2_EORI, TRADER_EORI};

use crate::authorisation::{
    acr, activated, active_acr, day, declaration_naming, document, kind_ok, ok, submitted_as,
};
use crate::movement::{act, complete_declaration, post, released};
use crate::support::{Backend, TestApp, User};

/// The declaration `id` as `user` reads it.
async fn t01(user: &User, id: &str) -> Value {
    user.get_json(&format!("/v1/t01/{id}/document")).await
}

/// The message types of the declaration's log, in order.
fn logged(doc: &Value) -> Vec<&str> {
    doc["messages"]
        .as_array()
        .into_iter()
        .flatten()
        .filter_map(|m| m["messageType"].as_str())
        .collect()
}

/// `doc` submitted from the new form by `trader`: its id.
async fn lodged(trader: &User, doc: Value) -> String {
    let (status, body) = post(trader, "/v1/t01/submit", doc).await;
    assert_eq!(status, StatusCode::OK, "submit: {body}");
    body["id"].as_str().unwrap().to_owned()
}

/// The refusal `body` is one violation of `rule` on the first authorisation's reference,
/// naming the decision `reference` and `words` (its status, or the holder).
fn refused_on_the_decision(body: &Value, rule: &str, reference: &str, words: &str) {
    let violations = body["violations"].as_array().expect("violations");
    assert_eq!(violations.len(), 1, "{body}");
    let violation = &violations[0];
    assert_eq!(
        violation["path"], "/authorisations/0/decisionReference",
        "{body}"
    );
    assert_eq!(violation["rule"], rule, "{body}");
    let message = violation["message"].as_str().unwrap();
    assert!(message.contains(reference), "names the decision: {body}");
    assert!(message.contains(words), "and {words}: {body}");
    // told by key, so that the browser says it in the user's language
    let text = &violation["text"];
    assert_eq!(text["key"], rule, "{body}");
    assert_eq!(text["params"]["reference"], reference, "{body}");
    let param = if rule == "authorisation-holder" {
        "holder"
    } else {
        "decisionStatus"
    };
    assert_eq!(text["params"][param], words, "{body}");
}

/// The number of declarations `trader` has.
async fn declarations(trader: &User) -> usize {
    let list = trader.get_json("/v1/t01/search").await;
    list["items"].as_array().unwrap().len()
}

/// Three ACRs of `trader` made active, then one revoked, one annulled, one expired after its
/// validity end (the scheduler's pass, the test clock moved past the end): each refuses a new
/// declaration at submission, naming the decision and its status, and nothing is stored.
async fn a_revoked_annulled_or_expired_decision_refuses_a_new_declaration(backend: Backend) {
    let Some(app) = TestApp::spawn_on(backend, |_| {}).await else {
        return;
    };
    let trader = app.login("trader").await;
    let (officer5, revoked_id, revoked) = active_acr(&app, &trader).await;
    let (_, annulled_id, annulled) = active_acr(&app, &trader).await;
    let expiring_id = submitted_as(&trader, "acr", &acr()).await;
    for action in ["accept", "decide-favourable"] {
        ok(&officer5, &expiring_id, action, json!({})).await;
    }
    ok(
        &officer5,
        &expiring_id,
        "issue",
        json!({"validityEnd": day(&app, 10)}),
    )
    .await;
    let tick = || vama_server::movement::scheduler::tick(&app.state);
    assert_eq!(tick().await.unwrap(), 1, "activated");
    let expiring = document(&trader, &expiring_id).await["decision"]["referenceNumber"]
        .as_str()
        .unwrap()
        .to_owned();

    ok(
        &officer5,
        &revoked_id,
        "revoke",
        json!({"reasons": "The conditions are no longer met"}),
    )
    .await;
    ok(
        &officer5,
        &annulled_id,
        "annul",
        json!({"reasons": "Granted on incorrect information"}),
    )
    .await;
    app.state.clock.advance(11 * 86_400_000);
    assert_eq!(tick().await.unwrap(), 1, "expired");
    let trader = app.login("trader").await;
    for (id, status) in [
        (&revoked_id, "REVOKED"),
        (&annulled_id, "ANNULLED"),
        (&expiring_id, "EXPIRED"),
    ] {
        let doc = document(&trader, id).await;
        assert_eq!(doc["documentStatus"], status);
    }

    let before = declarations(&trader).await;
    for (seed, reference, status) in [
        (31, &revoked, "REVOKED"),
        (32, &annulled, "ANNULLED"),
        (33, &expiring, "EXPIRED"),
    ] {
        let (code, body) = post(
            &trader,
            "/v1/t01/submit",
            declaration_naming(&app, &trader, seed, reference),
        )
        .await;
        assert_eq!(code, StatusCode::UNPROCESSABLE_ENTITY, "{status}: {body}");
        refused_on_the_decision(&body, "authorisation-not-active", reference, status);
    }
    assert_eq!(declarations(&trader).await, before, "nothing is stored");
}

crate::on_both_stores!(a_revoked_annulled_or_expired_decision_refuses_a_new_declaration);

/// A declaration submitted while its ACR was active, the ACR suspended before the release: the
/// release is refused naming the decision and SUSPENDED, and the declaration stays as it was
/// (status, MRN, messages, version); once resumed, the release goes through.
async fn a_decision_suspended_after_the_submission_stops_the_release(backend: Backend) {
    let Some(app) = TestApp::spawn_on(backend, |_| {}).await else {
        return;
    };
    let trader = app.login("trader").await;
    let officer = app.login("officer").await;
    let (officer5, acr, reference) = active_acr(&app, &trader).await;
    let id = lodged(&trader, declaration_naming(&app, &trader, 41, &reference)).await;
    let (status, body) = act(&officer, &id, "accept", json!({})).await;
    assert_eq!(status, StatusCode::OK, "accept: {body}");

    ok(
        &officer5,
        &acr,
        "suspend",
        json!({"reasons": "Seals missing at the depot"}),
    )
    .await;
    let before = t01(&trader, &id).await;
    assert_eq!(before["documentStatus"], "ACCEPTED");
    assert!(before["mrn"].is_string(), "an MRN since the acceptance");
    let (status, body) = act(&officer, &id, "movement-release", json!({})).await;
    assert_eq!(status, StatusCode::UNPROCESSABLE_ENTITY, "{body}");
    refused_on_the_decision(&body, "authorisation-not-active", &reference, "SUSPENDED");
    let after = t01(&trader, &id).await;
    assert_eq!(
        (&after["documentStatus"], &after["mrn"], logged(&after)),
        (&before["documentStatus"], &before["mrn"], logged(&before)),
    );
    assert_eq!(after, before, "a refused release changes nothing");

    ok(&officer5, &acr, "resume", json!({})).await;
    let (status, body) = act(&officer, &id, "movement-release", json!({})).await;
    assert_eq!(status, StatusCode::OK, "resumed: {body}");
    assert_eq!(
        t01(&trader, &id).await["documentStatus"],
        "MOVEMENT_RELEASED"
    );
}

crate::on_both_stores!(a_decision_suspended_after_the_submission_stops_the_release);

/// A declaration released under an active ACR: suspending and then revoking the ACR leaves it
/// as it was, and its later steps (the arrival, its acceptance at destination) still go
/// through: only new use stops.
async fn a_released_declaration_is_not_touched_by_its_decision_s_suspension_or_revocation(
    backend: Backend,
) {
    let Some(app) = TestApp::spawn_on(backend, |_| {}).await else {
        return;
    };
    let trader = app.login("trader").await;
    let officer = app.login("officer").await;
    let officer2 = app.login("officer2").await;
    let (officer5, acr, reference) = active_acr(&app, &trader).await;
    let id = lodged(&trader, declaration_naming(&app, &trader, 51, &reference)).await;
    released(&officer, &id).await;
    let before = t01(&trader, &id).await;
    assert_eq!(before["documentStatus"], "MOVEMENT_RELEASED");

    ok(&officer5, &acr, "suspend", json!({"reasons": "Audit"})).await;
    assert_eq!(t01(&trader, &id).await, before, "suspended: not touched");
    ok(
        &officer5,
        &acr,
        "revoke",
        json!({"reasons": "The conditions are no longer met"}),
    )
    .await;
    assert_eq!(document(&trader, &acr).await["documentStatus"], "REVOKED");
    assert_eq!(t01(&trader, &id).await, before, "revoked: not touched");

    let (status, body) = act(&trader, &id, "arrival-notification", json!({})).await;
    assert_eq!(status, StatusCode::OK, "the arrival: {body}");
    let (status, body) = act(&officer2, &id, "accept", json!({})).await;
    assert_eq!(status, StatusCode::OK, "the arrival accepted: {body}");
    assert_eq!(
        t01(&trader, &id).await["documentStatus"],
        "ARRIVAL_ACCEPTED"
    );
}

crate::on_both_stores!(
    a_released_declaration_is_not_touched_by_its_decision_s_suspension_or_revocation
);

/// A complete ACE application (authorised consignee for Union transit) by `holder`.
fn ace(holder: &str) -> Value {
    json!({
        "applicant": {"EORINumber": holder, "name": "Vama Demo Consignee SRL"},
        "ca": {"code": HEADQUARTERS},
        "attestation": true,
        "locations": [{"name": "Warehouse", "streetNumber": "Str. Gării 2", "city": "Bălți"}],
        "customsOffices": [{"code": DESTINATION_OFFICE}],
        "operationsNumber": 120
    })
}

/// A complete declaration of `trader` to the consignee `trader2`, naming the destination
/// authorisation C522 (ACE) `reference`.
fn declaration_to_the_consignee(app: &TestApp, trader: &User, seed: u64, reference: &str) -> Value {
    let mut doc = complete_declaration(app, trader, seed);
    doc["consignee"] = json!({"EORINumber": TRADER2_EORI, "name": "Vama Demo Trader 2 SRL"});
    doc["authorisations"] = json!([{"sequence": 1, "type": {"code": "C522", "name": "ACE - authorised consignee"}, "decisionReference": reference}]);
    doc
}

/// `trader` notifies the arrival of `id` (`arrival`: what the notification names) and it is
/// refused by `rule` on the ACE `reference`, naming `words`: nothing changes.
async fn arrival_refused(
    trader: &User,
    id: &str,
    arrival: Value,
    (rule, reference, words): (&str, &str, &str),
) {
    let before = t01(trader, id).await;
    let (status, body) = act(trader, id, "arrival-notification", arrival).await;
    assert_eq!(status, StatusCode::UNPROCESSABLE_ENTITY, "{body}");
    refused_on_the_decision(&body, rule, reference, words);
    let after = t01(trader, id).await;
    assert_eq!(after["documentStatus"], "MOVEMENT_RELEASED");
    assert!(!logged(&after).contains(&"IE007"), "no IE007 sent");
    assert_eq!(after, before, "a refused arrival changes nothing");
}

/// The consignee's destination authorisation (C522 ACE, `trader2`'s) on a declaration filed by
/// `trader`: accepted at submission and release while active, then checked again when the
/// arrival is notified: refused while suspended, refused when the arrival names a trader at
/// destination who does not hold it, accepted once resumed for the consignee.
async fn the_consignee_s_destination_authorisation_is_checked_at_arrival(backend: Backend) {
    let Some(app) = TestApp::spawn_on(backend, |_| {}).await else {
        return;
    };
    let trader = app.login("trader").await;
    let trader2 = app.login("trader2").await;
    let officer = app.login("officer").await;
    let officer5 = app.login("officer5").await;
    let ace_id = submitted_as(&trader2, "ace", &ace(TRADER2_EORI)).await;
    let reference = activated(&app, &officer5, "ace", &ace_id).await;
    assert!(reference.starts_with("MDACE"), "{reference}");

    let id = lodged(
        &trader,
        declaration_to_the_consignee(&app, &trader, 61, &reference),
    )
    .await;
    released(&officer, &id).await;

    kind_ok(
        &officer5,
        "ace",
        &ace_id,
        "suspend",
        json!({"reasons": "Audit"}),
    )
    .await;
    arrival_refused(
        &trader,
        &id,
        json!({}),
        ("authorisation-not-active", &reference, "SUSPENDED"),
    )
    .await;

    kind_ok(&officer5, "ace", &ace_id, "resume", json!({})).await;
    // Another trader at destination may not use the consignee's decision.
    let elsewhere = json!({"arrival": {"traderAtDestination": {"EORINumber": TRADER_EORI}}});
    arrival_refused(
        &trader,
        &id,
        elsewhere,
        ("authorisation-holder", &reference, TRADER_EORI),
    )
    .await;

    let (status, body) = act(&trader, &id, "arrival-notification", json!({})).await;
    assert_eq!(status, StatusCode::OK, "the consignee's active ACE: {body}");
    let doc = t01(&trader, &id).await;
    assert_eq!(doc["documentStatus"], "ARRIVED");
    assert!(logged(&doc).contains(&"IE007"));
}

crate::on_both_stores!(the_consignee_s_destination_authorisation_is_checked_at_arrival);
