//! Guarantee balances through the API (issue 6): a declaration's guarantee is checked at submit
//! and at release against the G01 guarantee of its GRN (refusals carry the CL252 reason), the
//! release debits the balance, the write-off credits it back, and the balance endpoints answer
//! per role. The guarantees are created accepted straight in the store (the g01 routes are
//! another part of issue 6).

use reqwest::StatusCode;
use serde_json::{json, Value};
use vama_rules::g01::testing::{access_code, amount, office, party, GuaranteeBuilder};
use vama_rules::g01::{Guarantee, RestrictionType};
use vama_server::demo::{DEPARTURE_OFFICE, TRADER_EORI};
use vama_store::{DocSummary, NewDocument};

use crate::movement::{act, complete_declaration, post, status_of};
use crate::support::{Backend, TestApp, User};

/// A GRN with a valid check digit (NOTES.md 4.2).
const GRN: &str = "24GB0000010000295";
const MASTER: &str = "AB12";

/// An accepted comprehensive guarantee of the demo trader at the office of `officer`: 1000 EUR,
/// valid from today for a year, with an UNLIMITED code X9X9 for anyone.
fn guarantee(app: &TestApp) -> Guarantee {
    let today = app.state.clock.now().date();
    GuaranteeBuilder::valid_comprehensive()
        .with(|g| {
            g.grn = Some(GRN.into());
            g.applicant = Some(party(TRADER_EORI, "Demo Trader"));
            g.customs_office = Some(office(DEPARTURE_OFFICE));
            g.amount = Some(amount("1000"));
            g.currency = Some(vama_rules::values::CodeRef::new("EUR", "Euro"));
            g.master_code = Some(MASTER.into());
            g.start_date = Some(today.to_string());
            g.end_date = Some("2099-12-31".into());
            g.access_codes = vec![access_code(RestrictionType::Unlimited)];
        })
        .build()
}

/// Stores `g` as an accepted g01, its codes sealed as the server keeps them; answers its id.
async fn accepted(app: &TestApp, mut g: Guarantee) -> String {
    app.state.codes.seal_codes(&mut g);
    let (id, _) = app
        .state
        .store
        .create_document(NewDocument {
            kind: "g01".into(),
            status: "ACCEPTED".into(),
            summary: DocSummary {
                holder_eori: g.applicant_eori().map(Into::into),
                customs_office: g.customs_office.as_ref().map(|o| o.code.clone()),
                issued_reference: g.grn.clone(),
                ..DocSummary::default()
            },
            filer_eori: None,
            created_by: "officer".into(),
            body: serde_json::to_string(&g).unwrap(),
            now_ms: app.state.clock.now_ms(),
        })
        .await
        .unwrap();
    id
}

/// A complete declaration of `trader` whose one guarantee reference uses `GRN` with `code` for
/// `covered` EUR.
fn declaration(app: &TestApp, trader: &User, code: &str, covered: &str) -> Value {
    let mut doc = complete_declaration(app, trader, 7);
    doc["guarantees"] = json!([{
        "sequence": 1,
        "type": {"code": "1", "name": "Comprehensive guarantee"},
        "guaranteeReferences": [{"sequence": 1, "grn": GRN, "accessCode": code,
            "coveredAmount": covered, "currency": {"code": "EUR", "name": "Euro"}}]
    }]);
    doc
}

/// Submits and has the office accept it; answers the id.
async fn accepted_declaration(
    app: &TestApp,
    trader: &User,
    officer: &User,
    covered: &str,
) -> String {
    let (status, body) = post(
        trader,
        "/v1/t01/submit",
        declaration(app, trader, MASTER, covered),
    )
    .await;
    assert_eq!(status, StatusCode::OK, "submit: {body}");
    let id = body["id"].as_str().unwrap().to_owned();
    let (status, body) = act(officer, &id, "accept", json!({})).await;
    assert_eq!(status, StatusCode::OK, "accept: {body}");
    id
}

async fn balance(user: &User, g01: &str) -> Value {
    user.get_json(&format!("/v1/g01/{g01}/balance")).await
}

#[tokio::test]
async fn a_wrong_access_code_refuses_the_declaration_with_g03() {
    let app = TestApp::spawn().await;
    let trader = app.login("trader").await;
    accepted(&app, guarantee(&app)).await;
    let (status, body) = post(
        &trader,
        "/v1/t01/submit",
        declaration(&app, &trader, "ZZ99", "100"),
    )
    .await;
    assert_eq!(status, StatusCode::UNPROCESSABLE_ENTITY, "{body}");
    assert_eq!(body["message"], "G03 Access code not valid");
    let v = &body["violations"][0];
    assert_eq!(v["rule"], "G03");
    assert_eq!(v["path"], "/guarantees/0/guaranteeReferences/0/accessCode");
    // The right code goes through.
    let (status, body) = post(
        &trader,
        "/v1/t01/submit",
        declaration(&app, &trader, MASTER, "100"),
    )
    .await;
    assert_eq!(status, StatusCode::OK, "{body}");
}

/// The G09 refusal says which of the reference's values was the reason: the currency that
/// differs from the guarantee's, or the amount above the available balance (named).
#[tokio::test]
async fn the_g09_refusal_says_the_currency_differs_or_the_amount_is_above_the_available_balance() {
    let app = TestApp::spawn().await;
    let trader = app.login("trader").await;
    accepted(&app, guarantee(&app)).await;
    let mut doc = declaration(&app, &trader, MASTER, "100");
    doc["guarantees"][0]["guaranteeReferences"][0]["currency"] = json!({"code": "MDL"});
    let (status, body) = post(&trader, "/v1/t01/submit", doc).await;
    assert_eq!(status, StatusCode::UNPROCESSABLE_ENTITY, "{body}");
    let violation = &body["violations"][0];
    assert_eq!(violation["rule"], "G09");
    assert_eq!(
        violation["path"],
        "/guarantees/0/guaranteeReferences/0/currency"
    );
    assert_eq!(
        violation["message"],
        "G09 Reference/Guarantee amounts NOT sufficient: the currency MDL differs from the guarantee's currency EUR"
    );
    assert_eq!(body["message"], violation["message"]);

    let (status, body) = post(
        &trader,
        "/v1/t01/submit",
        declaration(&app, &trader, MASTER, "1000.01"),
    )
    .await;
    assert_eq!(status, StatusCode::UNPROCESSABLE_ENTITY, "{body}");
    assert_eq!(
        body["violations"][0]["message"],
        "G09 Reference/Guarantee amounts NOT sufficient: the amount 1000.01 is above the available balance 1000 EUR"
    );
    let list = trader.get_json("/v1/t01/search").await;
    assert_eq!(
        list["items"].as_array().map(Vec::len),
        Some(0),
        "nothing stored"
    );
}

#[tokio::test]
async fn an_amount_above_the_balance_is_refused_with_g09() {
    let app = TestApp::spawn().await;
    let trader = app.login("trader").await;
    accepted(&app, guarantee(&app)).await;
    let (status, body) = post(
        &trader,
        "/v1/t01/submit",
        declaration(&app, &trader, MASTER, "1000.01"),
    )
    .await;
    assert_eq!(status, StatusCode::UNPROCESSABLE_ENTITY, "{body}");
    assert_eq!(body["violations"][0]["rule"], "G09");
    assert_eq!(
        body["violations"][0]["path"],
        "/guarantees/0/guaranteeReferences/0/coveredAmount"
    );
}

#[tokio::test]
async fn an_unknown_grn_is_g01_where_the_portal_holds_every_grn_and_passes_otherwise() {
    let app = TestApp::spawn_on(Backend::Sqlite, |c| c.unknown_grn_refused = true)
        .await
        .unwrap();
    let trader = app.login("trader").await;
    let (status, body) = post(
        &trader,
        "/v1/t01/submit",
        declaration(&app, &trader, MASTER, "1"),
    )
    .await;
    assert_eq!(status, StatusCode::UNPROCESSABLE_ENTITY, "{body}");
    assert_eq!(body["message"], "G01 Guarantee does not exist");
    // By default a GRN the portal does not hold is another guarantee system's.
    let app = TestApp::spawn().await;
    let trader = app.login("trader").await;
    let (status, body) = post(
        &trader,
        "/v1/t01/submit",
        declaration(&app, &trader, MASTER, "1"),
    )
    .await;
    assert_eq!(status, StatusCode::OK, "{body}");
}

async fn release_debits_and_write_off_credits(backend: Backend) {
    let Some(app) = TestApp::spawn_on(backend, |_| {}).await else {
        return;
    };
    let trader = app.login("trader").await;
    let officer = app.login("officer").await;
    let officer2 = app.login("officer2").await;
    let g01 = accepted(&app, guarantee(&app)).await;
    let id = accepted_declaration(&app, &trader, &officer, "250.75").await;
    assert_eq!(balance(&trader, &g01).await["balance"], json!(1000));

    let (status, body) = act(&officer, &id, "movement-release", json!({})).await;
    assert_eq!(status, StatusCode::OK, "{body}");
    assert_eq!(body["messageType"], "IE029");
    let after = balance(&trader, &g01).await;
    assert_eq!(after["balance"], json!(749.25));
    assert_eq!(after["amount"], json!(1000));
    assert_eq!(after["currency"], "EUR");
    let mrn = trader.get_json(&format!("/v1/t01/{id}/document")).await["mrn"].clone();
    let summaries = after["accountSummaries"].as_array().unwrap();
    assert_eq!(summaries.len(), 1);
    assert_eq!(summaries[0]["mrn"], mrn);
    assert_eq!(summaries[0]["amount"], json!(250.75));
    assert_eq!(summaries[0]["operation"], "DEBIT");
    // The list's Balance column follows the ledger.
    assert_eq!(list_balance(&trader, &g01).await, "749.25");

    for (user, action) in [
        (&trader, "arrival-notification"),
        (&officer2, "accept"),
        (&officer2, "goods-release"),
        (&officer, "manual-write-off"),
    ] {
        let (status, body) = act(user, &id, action, json!({})).await;
        assert_eq!(status, StatusCode::OK, "{action}: {body}");
    }
    let written_off = balance(&trader, &g01).await;
    assert_eq!(written_off["balance"], json!(1000));
    let ops: Vec<&str> = written_off["accountSummaries"]
        .as_array()
        .unwrap()
        .iter()
        .map(|s| s["operation"].as_str().unwrap())
        .collect();
    assert_eq!(ops, ["DEBIT", "CREDIT"]);
    assert_eq!(written_off["accountSummaries"][1]["amount"], json!(-250.75));
    assert_eq!(list_balance(&trader, &g01).await, "1000.00");
}

/// The Balance column of guarantee `id` in the holder's guarantee list.
async fn list_balance(user: &User, id: &str) -> String {
    let page = user.get_json("/v1/g01/search").await;
    let row = crate::support::row_of(&page, id);
    row["balance"].as_str().unwrap_or_default().to_owned()
}

#[tokio::test]
async fn release_debits_the_balance_and_write_off_credits_it_back_sqlite() {
    release_debits_and_write_off_credits(Backend::Sqlite).await;
}

#[tokio::test]
async fn release_debits_the_balance_and_write_off_credits_it_back_postgres() {
    release_debits_and_write_off_credits(Backend::Postgres).await;
}

#[tokio::test]
async fn a_release_the_balance_no_longer_covers_goes_under_guarantee_amendment_with_g09() {
    let app = TestApp::spawn().await;
    let trader = app.login("trader").await;
    let officer = app.login("officer").await;
    let g01 = accepted(&app, guarantee(&app)).await;
    // Each fits the balance when lodged; together they do not.
    let first = accepted_declaration(&app, &trader, &officer, "600").await;
    let second = accepted_declaration(&app, &trader, &officer, "600").await;
    let (status, body) = act(&officer, &first, "movement-release", json!({})).await;
    assert_eq!(status, StatusCode::OK, "{body}");
    let (status, body) = act(&officer, &second, "movement-release", json!({})).await;
    assert_eq!(status, StatusCode::OK, "{body}");
    assert_eq!(body["type"], "ERROR");
    assert_eq!(body["messageType"], "IE055");
    assert_eq!(body["violations"][0]["rule"], "G09");
    assert!(body["message"]
        .as_str()
        .unwrap()
        .contains("G09 Reference/Guarantee amounts NOT sufficient"));
    assert_eq!(
        status_of(&trader, &second).await,
        "GUARANTEE_UNDER_AMENDMENT"
    );
    assert_eq!(balance(&trader, &g01).await["balance"], json!(400));
    // The IE055 names the reason.
    let doc = trader.get_json(&format!("/v1/t01/{second}/document")).await;
    let ie055 = doc["messages"]
        .as_array()
        .unwrap()
        .iter()
        .find(|m| m["messageType"] == "IE055")
        .expect("an IE055 in the log")
        .to_string();
    assert!(ie055.contains("G09"), "{ie055}");
}

/// A single-use code is consumed by the release that uses it, and only by one that happens: a
/// release refused on a stale version leaves the code as it was.
async fn a_single_use_code_is_consumed_by_the_release_and_not_by_a_refused_one(backend: Backend) {
    let Some(app) = TestApp::spawn_on(backend, |_| {}).await else {
        return;
    };
    let trader2 = app.login("trader2").await;
    let officer = app.login("officer").await;
    let mut g = guarantee(&app);
    g.access_codes[0].single_use = Some(true);
    accepted(&app, g).await;
    // trader2 uses the holder's guarantee through the single-use code X9X9.
    let (status, body) = post(
        &trader2,
        "/v1/t01/submit",
        declaration(&app, &trader2, "X9X9", "10"),
    )
    .await;
    assert_eq!(status, StatusCode::OK, "{body}");
    let id = body["id"].as_str().unwrap().to_owned();
    act(&officer, &id, "accept", json!({})).await;
    let (status, body) = post(
        &officer,
        &format!("/v1/t01/{id}/movement-release"),
        json!({"version": 1}),
    )
    .await;
    assert_eq!(status, StatusCode::CONFLICT, "a stale release: {body}");
    let query = json!({"grn": GRN, "accessCode": "X9X9"});
    let (status, body) = post(&trader2, "/v1/g01/balance", query.clone()).await;
    assert_eq!(status, StatusCode::OK, "the code still answers: {body}");
    let (status, body) = act(&officer, &id, "movement-release", json!({})).await;
    assert_eq!(
        (status, &body["messageType"]),
        (StatusCode::OK, &json!("IE029")),
        "{body}"
    );
    let (status, body) = post(
        &trader2,
        "/v1/t01/submit",
        declaration(&app, &trader2, "X9X9", "10"),
    )
    .await;
    assert_eq!(status, StatusCode::UNPROCESSABLE_ENTITY, "{body}");
    assert_eq!(body["violations"][0]["rule"], "G03");
}

#[tokio::test]
async fn the_balance_is_shown_to_the_holder_and_the_guarantee_office_only() {
    let app = TestApp::spawn().await;
    let g01 = accepted(&app, guarantee(&app)).await;
    for user in ["trader", "officer"] {
        let user = app.login(user).await;
        let b = balance(&user, &g01).await;
        assert_eq!(
            (b["grn"].as_str(), &b["balance"]),
            (Some(GRN), &json!(1000))
        );
    }
    for user in ["trader2", "agent", "officer2"] {
        let res = app
            .login(user)
            .await
            .get(&format!("/v1/g01/{g01}/balance"))
            .await;
        assert_eq!(res.status(), StatusCode::NOT_FOUND, "{user}");
    }
    let res = app
        .anonymous()
        .get(app_url(&app, &g01))
        .send()
        .await
        .unwrap();
    assert_eq!(res.status(), StatusCode::UNAUTHORIZED);
}

fn app_url(app: &TestApp, g01: &str) -> String {
    format!("{}/v1/g01/{g01}/balance", app.base)
}

#[tokio::test]
async fn the_balance_query_answers_who_has_a_code_and_tells_nobody_else_whether_the_grn_exists() {
    let app = TestApp::spawn().await;
    accepted(&app, guarantee(&app)).await;
    let trader2 = app.login("trader2").await;
    let query = |grn: &str, code: &str| json!({"grn": grn, "accessCode": code});
    let (status, body) = post(&trader2, "/v1/g01/balance", query(GRN, "X9X9")).await;
    assert_eq!(status, StatusCode::OK, "{body}");
    assert_eq!(body["balance"], json!(1000));
    assert_eq!(body["accountSummaries"], json!([]), "the holder's only");
    // The master code is the holder's own.
    let (status, wrong_holder) = post(&trader2, "/v1/g01/balance", query(GRN, MASTER)).await;
    assert_eq!(status, StatusCode::UNPROCESSABLE_ENTITY);
    let (status, wrong_code) = post(&trader2, "/v1/g01/balance", query(GRN, "ZZ99")).await;
    assert_eq!(status, StatusCode::UNPROCESSABLE_ENTITY);
    let (status, unknown) = post(
        &trader2,
        "/v1/g01/balance",
        query("20XI0000010000070", "X9X9"),
    )
    .await;
    assert_eq!(status, StatusCode::UNPROCESSABLE_ENTITY);
    assert_eq!(
        wrong_code, unknown,
        "an unknown GRN answers as a wrong code"
    );
    assert_eq!(wrong_code, wrong_holder);
    assert_eq!(unknown["violations"][0]["rule"], "G03");
    // The holder with the master code.
    let trader = app.login("trader").await;
    let (status, body) = post(&trader, "/v1/g01/balance", query(GRN, MASTER)).await;
    assert_eq!(status, StatusCode::OK, "{body}");
    // Officers look at the guarantee itself.
    let officer = app.login("officer").await;
    let (status, _) = post(&officer, "/v1/g01/balance", query(GRN, MASTER)).await;
    assert_eq!(status, StatusCode::FORBIDDEN);
}

/// Access codes are four characters: a user whose queries fail five times in the window waits,
/// even with the right code; another user is not held back.
#[tokio::test]
async fn failed_balance_queries_are_throttled_per_user() {
    let app = TestApp::spawn().await;
    accepted(&app, guarantee(&app)).await;
    let trader2 = app.login("trader2").await;
    let query = |code: &str| json!({"grn": GRN, "accessCode": code});
    for attempt in 0..5 {
        let (status, body) = post(
            &trader2,
            "/v1/g01/balance",
            query(&format!("ZZ{attempt:02}")),
        )
        .await;
        assert_eq!(status, StatusCode::UNPROCESSABLE_ENTITY, "{body}");
    }
    let (status, body) = post(&trader2, "/v1/g01/balance", query("X9X9")).await;
    assert_eq!(status, StatusCode::TOO_MANY_REQUESTS, "{body}");
    assert!(
        body["message"]
            .as_str()
            .is_some_and(|m| m.contains("Wait 15 minutes")),
        "{body}"
    );
    let trader = app.login("trader").await;
    let (status, body) = post(&trader, "/v1/g01/balance", query(MASTER)).await;
    assert_eq!(status, StatusCode::OK, "{body}");
}

/// Releases at the same moment: each passes the check on the balance it read, the store's
/// conditional debit lets exactly those through that fit, and the others are taken again and
/// go under guarantee amendment (G09). Nothing is overdrawn.
async fn concurrent_releases_never_overdraw(backend: Backend) {
    let Some(app) = TestApp::spawn_on(backend, |_| {}).await else {
        return;
    };
    let trader = app.login("trader").await;
    let officer = app.login("officer").await;
    let g01 = accepted(&app, guarantee(&app)).await;
    let mut ids = Vec::new();
    for _ in 0..12 {
        ids.push(accepted_declaration(&app, &trader, &officer, "100").await);
    }
    let officer = std::sync::Arc::new(officer);
    let releases: Vec<_> = ids
        .iter()
        .map(|id| {
            let (officer, id) = (officer.clone(), id.clone());
            tokio::spawn(async move { act(&officer, &id, "movement-release", json!({})).await })
        })
        .collect();
    let mut released = 0;
    for release in releases {
        let (status, body) = release.await.unwrap();
        assert_eq!(status, StatusCode::OK, "{body}");
        match body["messageType"].as_str() {
            Some("IE029") => released += 1,
            Some("IE055") => assert_eq!(body["violations"][0]["rule"], "G09"),
            other => panic!("{other:?}: {body}"),
        }
    }
    assert_eq!(released, 10);
    assert_eq!(balance(&trader, &g01).await["balance"], json!(0));
    let mut under_amendment = 0;
    for id in &ids {
        if status_of(&trader, id).await == "GUARANTEE_UNDER_AMENDMENT" {
            under_amendment += 1;
        }
    }
    assert_eq!(under_amendment, 2);
}

#[tokio::test]
async fn concurrent_releases_never_overdraw_the_guarantee_sqlite() {
    concurrent_releases_never_overdraw(Backend::Sqlite).await;
}

#[tokio::test]
async fn concurrent_releases_never_overdraw_the_guarantee_postgres() {
    concurrent_releases_never_overdraw(Backend::Postgres).await;
}

#[tokio::test]
async fn an_amount_update_moves_the_balance_by_the_difference() {
    let app = TestApp::spawn().await;
    let trader = app.login("trader").await;
    let officer = app.login("officer").await;
    let g01 = accepted(&app, guarantee(&app)).await;
    let id = accepted_declaration(&app, &trader, &officer, "300").await;
    act(&officer, &id, "movement-release", json!({})).await;
    assert_eq!(balance(&trader, &g01).await["balance"], json!(700));
    // The g01 update stores a new amount (here straight in the store).
    let row = app
        .state
        .store
        .get_document("g01", &g01, &vama_store::Access::All)
        .await
        .unwrap()
        .unwrap();
    let mut g: Guarantee = serde_json::from_str(&row.body).unwrap();
    g.amount = Some(amount("1500"));
    app.state
        .store
        .store_version(
            "g01",
            &g01,
            &vama_store::Access::All,
            vama_store::NewVersion {
                expected_version: row.current_version,
                status: row.status.clone(),
                summary: row.summary.clone(),
                body: serde_json::to_string(&g).unwrap(),
                created_by: "trader".into(),
                now_ms: app.state.clock.now_ms(),
            },
        )
        .await
        .unwrap();
    let b = balance(&trader, &g01).await;
    assert_eq!((&b["amount"], &b["balance"]), (&json!(1500), &json!(1200)));
}

/// 60 wrong codes at once: exactly five are checked (and refused), the others wait.
async fn sixty_parallel_wrong_access_codes_are_checked_five_times(backend: Backend) {
    let Some(app) = TestApp::spawn_on(backend, |_| {}).await else {
        return;
    };
    accepted(&app, guarantee(&app)).await;
    let trader2 = std::sync::Arc::new(app.login("trader2").await);
    let tasks: Vec<_> = (0..60)
        .map(|n| {
            let trader2 = trader2.clone();
            tokio::spawn(async move {
                let q = json!({"grn": GRN, "accessCode": format!("Z{n:03}")});
                post(&trader2, "/v1/g01/balance", q).await.0
            })
        })
        .collect();
    let (mut checked, mut throttled) = (0, 0);
    for t in tasks {
        match t.await.unwrap() {
            StatusCode::UNPROCESSABLE_ENTITY => checked += 1,
            StatusCode::TOO_MANY_REQUESTS => throttled += 1,
            other => panic!("{other}"),
        }
    }
    assert_eq!((checked, throttled), (5, 55));
}

crate::on_both_stores!(
    a_single_use_code_is_consumed_by_the_release_and_not_by_a_refused_one,
    sixty_parallel_wrong_access_codes_are_checked_five_times,
);
