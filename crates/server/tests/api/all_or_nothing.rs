//! Issue 14, all or nothing: an action that is refused (a stale version, a rule, an effect's
//! own refusal) or that loses a race changes nothing anywhere: the document, its ledger
//! account, its list row and its spreadsheet row stay exactly as they were. A store that
//! changes nothing writes no version; drafts are bounded per filer.

use reqwest::StatusCode;
use serde_json::{json, Value};

use crate::{
    documents::stored_by_trader,
    export_list::export_of,
    guarantee::{accepted, stored},
    support::{Backend, TestApp, User},
};

/// Everything a guarantee shows anywhere: the document, the balance query, its list row and
/// its row of the list's spreadsheet.
async fn everything(user: &User, id: &str) -> (Value, Value, Value, Vec<String>) {
    let doc = user.get_json(&format!("/v1/g01/{id}/document")).await;
    let balance = user.get_json(&format!("/v1/g01/{id}/balance")).await;
    let list = user.get_json("/v1/g01/search").await;
    let row = crate::support::row_of(&list, id);
    let (_, rows) = export_of(user, "g01", "md-guarantee-export", &json!({})).await;
    assert_eq!(rows.len(), 1);
    let cells = rows[0].iter().map(|c| c.to_string()).collect();
    (doc, balance, row, cells)
}

async fn post_update(user: &User, id: &str, version: i64, form: Value) -> (StatusCode, Value) {
    let mut form = form;
    form["version"] = json!(version);
    let res = user.post(&format!("/v1/g01/{id}/update"), &form).await;
    (res.status(), res.json().await.unwrap_or(Value::Null))
}

async fn refused_updates_change_nothing(backend: Backend) {
    let Some(app) = TestApp::spawn_on(backend, |_| {}).await else {
        return;
    };
    let trader = app.login("trader").await;
    let (_, id) = accepted(&app, &trader).await;
    let before = everything(&trader, &id).await;
    let version = before.0["version"].as_i64().unwrap();
    let increase =
        json!({"updateType": "INCREASE_AMOUNT", "amountModifier": "2500", "details": "More goods"});
    for (what, (status, body)) in [
        (
            "a stale version",
            post_update(&trader, &id, version - 1, increase.clone()).await,
        ),
        (
            "a form the rules refuse",
            post_update(
                &trader,
                &id,
                version,
                json!({"updateType": "INCREASE_AMOUNT", "amountModifier": "0"}),
            )
            .await,
        ),
        (
            "a decrease beyond the balance",
            post_update(
                &trader,
                &id,
                version,
                json!({"updateType": "DECREASE_AMOUNT", "amountModifier": "999999", "details": "x"}),
            )
            .await,
        ),
    ] {
        assert!(status.is_client_error(), "{what}: {status} {body}");
        assert_eq!(everything(&trader, &id).await, before, "{what} changed something");
    }
    let (status, body) = post_update(&trader, &id, version, increase).await;
    assert_eq!(status, StatusCode::OK, "{body}");
    let after = everything(&trader, &id).await;
    assert_eq!(after.0["amount"], json!(52500));
    assert_eq!(after.1["balance"], json!(52500));
}

#[tokio::test]
async fn a_refused_update_leaves_document_account_list_and_export_as_before_sqlite() {
    refused_updates_change_nothing(Backend::Sqlite).await;
}

#[tokio::test]
async fn a_refused_update_leaves_document_account_list_and_export_as_before_postgres() {
    refused_updates_change_nothing(Backend::Postgres).await;
}

async fn racing_updates_leave_document_and_account_agreeing(backend: Backend) {
    let Some(app) = TestApp::spawn_on(backend, |_| {}).await else {
        return;
    };
    let trader = app.login("trader").await;
    let (_, id) = accepted(&app, &trader).await;
    let version = trader.get_json(&format!("/v1/g01/{id}/document")).await["version"]
        .as_i64()
        .unwrap();
    let trader = std::sync::Arc::new(trader);
    let racers: Vec<_> = ["1000", "3000"]
        .into_iter()
        .map(|by| {
            let (trader, id) = (trader.clone(), id.clone());
            tokio::spawn(async move {
                let form = json!({"updateType": "INCREASE_AMOUNT", "amountModifier": by, "details": "More"});
                post_update(&trader, &id, version, form).await.0
            })
        })
        .collect();
    let mut statuses = Vec::new();
    for racer in racers {
        statuses.push(racer.await.unwrap());
    }
    statuses.sort();
    assert_eq!(statuses, [StatusCode::OK, StatusCode::CONFLICT]);
    let (doc, balance, row, _) = everything(&trader, &id).await;
    assert_eq!(doc["version"], json!(version + 1));
    assert_eq!(
        balance["amount"], doc["amount"],
        "the account follows the winner only"
    );
    assert_eq!(balance["balance"], doc["amount"]);
    assert_eq!(doc["balance"], doc["amount"]);
    assert!(
        row.to_string().contains(&doc["amount"].to_string()),
        "{row}"
    );
}

#[tokio::test]
async fn of_two_updates_on_one_version_only_the_winner_moves_the_account_sqlite() {
    racing_updates_leave_document_and_account_agreeing(Backend::Sqlite).await;
}

#[tokio::test]
async fn of_two_updates_on_one_version_only_the_winner_moves_the_account_postgres() {
    racing_updates_leave_document_and_account_agreeing(Backend::Postgres).await;
}

async fn a_store_that_changes_nothing_creates_no_version(backend: Backend) {
    let Some(app) = TestApp::spawn_on(backend, |_| {}).await else {
        return;
    };
    let (trader, t01) = stored_by_trader(&app).await;
    let g01 = stored(&app, &trader).await;
    for (kind, id) in [("t01", t01), ("g01", g01)] {
        let doc = trader.get_json(&format!("/v1/{kind}/{id}/document")).await;
        assert_eq!(doc["version"], json!(1));
        for _ in 0..2 {
            let res = trader.post(&format!("/v1/{kind}/{id}/store"), &doc).await;
            let status = res.status();
            let body: Value = res.json().await.unwrap();
            assert_eq!(status, StatusCode::OK, "{kind}: {body}");
            assert_eq!(body["version"], json!(1), "{kind}: {body}");
            assert_eq!(body["operation"], "UNCHANGED", "{kind}: {body}");
        }
        let seen = trader.get_json(&format!("/v1/{kind}/{id}/document")).await;
        assert_eq!(seen["versions"].as_array().unwrap().len(), 1, "{kind}");
        assert_eq!(seen["history"].as_array().unwrap().len(), 1, "{kind}");
    }
}

async fn a_filer_over_the_draft_quota_is_refused_and_nothing_is_stored(backend: Backend) {
    let Some(app) = TestApp::spawn_on(backend, |c| c.draft_quota_bytes = 12_000).await else {
        return;
    };
    let trader = app.login("trader").await;
    let blank = trader.get_json("/v1/t01/info").await;
    let mut stored = 0;
    let refusal = loop {
        let res = trader.post("/v1/t01/store", &blank).await;
        let status = res.status();
        let body: Value = res.json().await.unwrap();
        if status != StatusCode::OK {
            break (status, body);
        }
        stored += 1;
        assert!(stored < 100, "never refused");
    };
    assert_eq!(refusal.0, StatusCode::PAYLOAD_TOO_LARGE, "{}", refusal.1);
    assert_eq!(refusal.1["error"], "draft-quota-exceeded");
    assert!(refusal.1["message"].as_str().unwrap().contains("drafts"));
    let list = trader.get_json("/v1/t01/search").await;
    assert_eq!(list["items"].as_array().unwrap().len(), stored);
    // Another filer has a quota of their own.
    let other = app.login("trader2").await;
    let own = other.get_json("/v1/t01/info").await;
    assert_eq!(
        other.post("/v1/t01/store", &own).await.status(),
        StatusCode::OK
    );
}

/// The serial of a reference the server allocated: the 12 digits after the year and country
/// (an MRN, `YYCC` + serial + procedure + check digit) or the GRN's digits after `YYCC`.
fn serial(reference: &str) -> u64 {
    reference[4..16].parse().unwrap()
}

/// A step refused after the allocation would have been made (a stale version) allocates no
/// number: the next accepted one takes serial 1, for the MRN and for the GRN.
async fn a_refused_step_allocates_no_number(backend: Backend) {
    let Some(app) = TestApp::spawn_on(backend, |_| {}).await else {
        return;
    };
    let trader = app.login("trader").await;
    let officer = app.login("officer").await;
    let (status, body) = crate::movement::post(
        &trader,
        "/v1/t01/submit",
        crate::movement::complete_declaration(&app, &trader, 5),
    )
    .await;
    assert_eq!(status, StatusCode::OK, "{body}");
    let t01 = body["id"].as_str().unwrap().to_owned();
    let version = officer.get_json(&format!("/v1/t01/{t01}/document")).await["version"]
        .as_i64()
        .unwrap();
    for stale in [version - 1, version + 1] {
        let res = officer
            .post(&format!("/v1/t01/{t01}/accept"), &json!({"version": stale}))
            .await;
        assert_eq!(res.status(), StatusCode::CONFLICT);
    }
    let (status, body) = crate::movement::act(&officer, &t01, "accept", json!({})).await;
    assert_eq!(status, StatusCode::OK, "{body}");
    let mrn = officer.get_json(&format!("/v1/t01/{t01}/document")).await["mrn"]
        .as_str()
        .unwrap()
        .to_owned();
    assert_eq!(serial(&mrn), 1, "{mrn}");

    let g01 = crate::guarantee::submitted(&app, &trader).await;
    let officer4 = app.login("officer4").await;
    let version = officer4.get_json(&format!("/v1/g01/{g01}/document")).await["version"]
        .as_i64()
        .unwrap();
    let res = officer4
        .post(
            &format!("/v1/g01/{g01}/accept"),
            &json!({"version": version - 1}),
        )
        .await;
    assert_eq!(res.status(), StatusCode::CONFLICT);
    let res = officer4
        .post(
            &format!("/v1/g01/{g01}/accept"),
            &json!({"version": version}),
        )
        .await;
    assert_eq!(res.status(), StatusCode::OK);
    let grn = officer4.get_json(&format!("/v1/g01/{g01}/document")).await["grn"]
        .as_str()
        .unwrap()
        .to_owned();
    assert_eq!(serial(&grn), 1, "{grn}");
}

#[tokio::test]
async fn a_refused_step_allocates_no_mrn_or_grn_sqlite() {
    a_refused_step_allocates_no_number(Backend::Sqlite).await;
}

#[tokio::test]
async fn a_refused_step_allocates_no_mrn_or_grn_postgres() {
    a_refused_step_allocates_no_number(Backend::Postgres).await;
}

crate::on_both_stores!(
    a_store_that_changes_nothing_creates_no_version,
    a_filer_over_the_draft_quota_is_refused_and_nothing_is_stored,
    a_version_whose_action_record_fails_is_not_written,
);

/// The version and its action record are one transaction: when the action record cannot be
/// written (here the database refuses it), the document keeps its version, status and list
/// row, and its history shows no step.
async fn a_version_whose_action_record_fails_is_not_written(backend: Backend) {
    let Some(app) = TestApp::spawn_on(backend, |_| {}).await else {
        return;
    };
    let (trader, t01) = stored_by_trader(&app).await;
    let before = trader.get_json(&format!("/v1/t01/{t01}/document")).await;
    let list_before = trader.get_json("/v1/t01/search").await;
    app.raw_sql(if app.is_postgres() {
        "CREATE FUNCTION refuse_action() RETURNS trigger AS $$ \
         BEGIN RAISE EXCEPTION 'refused by the test'; END $$ LANGUAGE plpgsql; \
         CREATE TRIGGER refuse_action BEFORE INSERT ON document_actions \
         FOR EACH ROW EXECUTE FUNCTION refuse_action();"
    } else {
        "CREATE TRIGGER refuse_action BEFORE INSERT ON document_actions \
         BEGIN SELECT RAISE(ABORT, 'refused by the test'); END;"
    })
    .await;
    let mut changed = before.clone();
    changed["destinationOffice"] = crate::support::office("MD200000");
    let res = trader.post(&format!("/v1/t01/{t01}/store"), &changed).await;
    assert!(res.status().is_server_error(), "{}", res.status());
    app.raw_sql(if app.is_postgres() {
        "DROP TRIGGER refuse_action ON document_actions"
    } else {
        "DROP TRIGGER refuse_action"
    })
    .await;
    let after = trader.get_json(&format!("/v1/t01/{t01}/document")).await;
    assert_eq!(after, before, "the document is as before");
    assert_eq!(trader.get_json("/v1/t01/search").await, list_before);
}
