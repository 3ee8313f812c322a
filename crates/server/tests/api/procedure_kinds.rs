//! The nine procedure and guarantee kinds on the generic machinery (issue 'Authorisations
//! II'): each stored and submitted by `trader`, hidden from another trader, decided only by an
//! officer of its competent office; and a comprehensive guarantee resting on a CGU decision:
//! accepted only for an amount covering the reference amount at the decision's level, and
//! refused by the declarations' guarantee check (G02) while the decision is suspended. On
//! SQLite and PostgreSQL.

use reqwest::StatusCode;
use serde_json::{json, Value};
use vama_rules::authorisation::{decision_type, kinds::examples, OfficeType};
use vama_server::demo::{GUARANTEE_OFFICE, HEADQUARTERS, TRADER_EORI};

use crate::authorisation::{act, activated, submitted_as as submitted};
use crate::support::{violation_paths, violations, Backend, TestApp, User};

const NINE: [&str; 9] = [
    "dpo", "opo", "ipo", "eus", "tst", "cwp", "sde", "cgu", "tea",
];

/// The competent office of `kind` and the demo officer who serves it: the headquarters
/// (`officer5`), or for the kinds decided by an office of supervision (IPO, TEA) the sample
/// set's CS office (`officer4`).
fn competent(kind: &str) -> (&'static str, &'static str) {
    let types = decision_type(kind).unwrap().offices;
    if types.contains(&OfficeType::Hq) {
        (HEADQUARTERS, "officer5")
    } else {
        (GUARANTEE_OFFICE, "officer4")
    }
}

/// The complete application of `kind` by the demo trader.
fn application(kind: &str) -> Value {
    let mut doc = examples::complete(kind).unwrap();
    doc["applicant"] = json!({"EORINumber": TRADER_EORI, "name": "Vama Demo Trader SRL"});
    doc["ca"] = json!({"code": competent(kind).0});
    doc
}

async fn each_kind_is_submitted_by_its_applicant_and_decided_by_its_office(backend: Backend) {
    let Some(app) = TestApp::spawn_on(backend, |_| {}).await else {
        return;
    };
    let trader = app.login("trader").await;
    let other = app.login("trader2").await;
    for kind in NINE {
        let id = submitted(&trader, kind, &application(kind)).await;
        let doc = trader.get_json(&format!("/v1/{kind}/{id}/document")).await;
        assert_eq!(doc["documentStatus"], "SUBMITTED", "{kind}");
        assert_eq!(doc["decisionType"]["code"], kind.to_uppercase());
        let path = format!("/v1/{kind}/{id}/document");
        assert_eq!(
            other.get(&path).await.status(),
            StatusCode::NOT_FOUND,
            "{kind}"
        );
        let (status, _) = act(&trader, kind, &id, "accept", json!({})).await;
        assert!(status.is_client_error(), "{kind}: a trader may not accept");
        let officer = app.login(competent(kind).1).await;
        let (status, body) = act(&officer, kind, &id, "accept", json!({})).await;
        assert_eq!(status, StatusCode::OK, "{kind} accept: {body}");
    }
}

#[tokio::test]
async fn sqlite_each_kind_is_submitted_by_its_applicant_and_decided_by_its_office() {
    each_kind_is_submitted_by_its_applicant_and_decided_by_its_office(Backend::Sqlite).await;
}

#[tokio::test]
async fn postgres_each_kind_is_submitted_by_its_applicant_and_decided_by_its_office() {
    each_kind_is_submitted_by_its_applicant_and_decided_by_its_office(Backend::Postgres).await;
}

#[tokio::test]
async fn an_incomplete_application_of_a_new_kind_names_what_is_missing() {
    let app = TestApp::spawn().await;
    let trader = app.login("trader").await;
    let mut doc = application("tst");
    doc["temporaryStorage"]["movementOfGoods"] = json!({"holder": "MD1003600000022"});
    let res = trader.post("/v1/tst/submit", &doc).await;
    assert_eq!(res.status(), StatusCode::UNPROCESSABLE_ENTITY);
    let body: Value = res.json().await.unwrap();
    assert_eq!(
        violation_paths(&body),
        ["/temporaryStorage/movementOfGoods/legalBase"],
        "{body}"
    );
    let list = trader.get_json("/v1/tst/search").await;
    assert_eq!(list["items"].as_array().unwrap().len(), 0, "nothing stored");
}

/// The codes of a plain code list (a legal base, a currency, a unit) are the catalogs', checked
/// by the server at their field whatever the browser offered, as the offices and countries
/// are; a draft keeps them, a submission is refused until they are right.
#[tokio::test]
async fn a_code_the_catalog_does_not_hold_is_refused_at_its_field() {
    let app = TestApp::spawn().await;
    let trader = app.login("trader").await;
    let mut doc = application("tst");
    doc["temporaryStorage"]["movementOfGoods"]["legalBase"] = json!({"code": "ZZ"});
    let res = trader.post("/v1/tst/submit", &doc).await;
    assert_eq!(res.status(), StatusCode::UNPROCESSABLE_ENTITY);
    let body: Value = res.json().await.unwrap();
    assert_eq!(
        violations(&body),
        [(
            "/temporaryStorage/movementOfGoods/legalBase",
            "unknown-code"
        )],
        "{body}"
    );
    assert_eq!(
        body["violations"][0]["text"]["params"]["code"], "ZZ",
        "{body}"
    );
    let list = trader.get_json("/v1/tst/search").await;
    assert_eq!(
        list["items"].as_array().unwrap().len(),
        0,
        "nothing submitted"
    );

    let mut dpo = application("dpo");
    let currency = dpo
        .pointer_mut("/paymentDeferment/defermentGoods/valueOfGoods/amountCurrency")
        .map(|c| std::mem::replace(c, json!({"code": "XXQ"})));
    assert!(
        currency.is_some(),
        "the complete DPO names a currency: {dpo}"
    );
    let res = trader.post("/v1/dpo/store", &dpo).await;
    assert_eq!(res.status(), StatusCode::OK, "a draft keeps what it has");
    let body: Value = res.json().await.unwrap();
    assert_eq!(
        violation_paths(&body),
        ["/paymentDeferment/defermentGoods/valueOfGoods/amountCurrency"],
        "{body}"
    );
}

/// A CGU decision of the demo trader, issued by `officer5` and active: its reference number.
async fn active_cgu(app: &TestApp, trader: &User) -> (User, String, String) {
    let officer = app.login("officer5").await;
    let id = submitted(trader, "cgu", &application("cgu")).await;
    let reference = activated(app, &officer, "cgu", &id).await;
    (officer, id, reference)
}

/// A comprehensive guarantee of the trader resting on the CGU decision `reference`, at level
/// BB (50 %), for `amount` EUR.
fn guarantee_on(app: &TestApp, reference: &str, id: &str, amount: &str) -> Value {
    let mut g = crate::guarantee::application(app);
    g["authorisationReference"] = json!({"id": id, "reference": reference});
    g["levelOfGuarantee"] = json!({"code": "BB"});
    g["amount"] = json!(amount);
    g["currency"] = json!({"code": "EUR", "name": "Euro"});
    g
}

async fn g01_act(user: &User, id: &str, action: &str, form: Value) -> (StatusCode, Value) {
    act(user, "g01", id, action, form).await
}

async fn a_comprehensive_guarantee_rests_on_an_active_cgu_decision(backend: Backend) {
    let Some(app) = TestApp::spawn_on(backend, |_| {}).await else {
        return;
    };
    let trader = app.login("trader").await;
    let (officer5, cgu_id, reference) = active_cgu(&app, &trader).await;
    let officer4 = app.login("officer4").await;

    // The CGU's reference amount is 200000 EUR: at 50 % the guarantee covers 100000 at least.
    let below = submitted(
        &trader,
        "g01",
        &guarantee_on(&app, &reference, &cgu_id, "50000"),
    )
    .await;
    let before = trader.get_json(&format!("/v1/g01/{below}/document")).await;
    let (status, body) = g01_act(&officer4, &below, "accept", json!({})).await;
    assert_eq!(status, StatusCode::UNPROCESSABLE_ENTITY, "{body}");
    let message = body["message"].as_str().unwrap();
    assert!(
        message.contains("100000") && message.contains("BB"),
        "{message}"
    );
    let after = trader.get_json(&format!("/v1/g01/{below}/document")).await;
    assert_eq!(
        after["version"], before["version"],
        "a refused accept changes nothing"
    );
    assert_eq!(after["grn"], Value::Null);

    let g01 = submitted(
        &trader,
        "g01",
        &guarantee_on(&app, &reference, &cgu_id, "100000"),
    )
    .await;
    let (status, body) = g01_act(&officer4, &g01, "accept", json!({})).await;
    assert_eq!(status, StatusCode::OK, "{body}");
    let grn = trader.get_json(&format!("/v1/g01/{g01}/document")).await["grn"]
        .as_str()
        .unwrap()
        .to_owned();

    // The declaration's guarantee check follows the decision's status.
    let declaration = |seed| {
        let mut doc = crate::movement::complete_declaration(&app, &trader, seed);
        doc["guarantees"] = json!([{
            "sequence": 1,
            "type": {"code": "1", "name": "Comprehensive guarantee"},
            "guaranteeReferences": [{"sequence": 1, "grn": grn, "accessCode": "AB12",
                "coveredAmount": "100", "currency": {"code": "EUR", "name": "Euro"}}]
        }]);
        doc
    };
    let (status, body) = crate::movement::post(&trader, "/v1/t01/submit", declaration(1)).await;
    assert_eq!(status, StatusCode::OK, "{body}");
    let (status, body) = act(
        &officer5,
        "cgu",
        &cgu_id,
        "suspend",
        json!({"reasons": "Guarantor withdrew"}),
    )
    .await;
    assert_eq!(status, StatusCode::OK, "{body}");
    let (status, body) = crate::movement::post(&trader, "/v1/t01/submit", declaration(2)).await;
    assert_eq!(status, StatusCode::UNPROCESSABLE_ENTITY, "{body}");
    assert_eq!(body["violations"][0]["rule"], "G02", "{body}");
    let (status, body) = act(&officer5, "cgu", &cgu_id, "resume", json!({})).await;
    assert_eq!(status, StatusCode::OK, "{body}");
    let (status, body) = crate::movement::post(&trader, "/v1/t01/submit", declaration(3)).await;
    assert_eq!(status, StatusCode::OK, "active again: {body}");
}

#[tokio::test]
async fn sqlite_a_comprehensive_guarantee_rests_on_an_active_cgu_decision() {
    a_comprehensive_guarantee_rests_on_an_active_cgu_decision(Backend::Sqlite).await;
}

#[tokio::test]
async fn postgres_a_comprehensive_guarantee_rests_on_an_active_cgu_decision() {
    a_comprehensive_guarantee_rests_on_an_active_cgu_decision(Backend::Postgres).await;
}
