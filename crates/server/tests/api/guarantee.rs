//! The guarantee G01 on the generic machinery (issue 6): application, the office's decisions,
//! the holder's actions, access codes sealed at rest and shown only to the holder, the access
//! matrix, expiry by date.

use reqwest::StatusCode;
use serde_json::{json, Value};
use vama_rules::{
    g01::testing::{party, GuaranteeBuilder},
    values::Grn,
};
use vama_server::demo::{GUARANTEE_OFFICE, TRADER_EORI};
use vama_store::Access;

use crate::support::{Backend, TestApp, User};

const DAY_MS: i64 = 86_400_000;

fn day(app: &TestApp, days_from_today: i64) -> String {
    let when = app.state.clock.now() + time::Duration::days(days_from_today);
    when.format(time::macros::format_description!("[year]-[month]-[day]"))
        .unwrap()
}

/// A valid comprehensive guarantee of type 1 with its guarantor, applied for by `trader` at
/// the guarantee office of `officer4`, valid from today for 30 days.
pub(crate) fn application(app: &TestApp) -> Value {
    application_on(&day(app, 0))
}

/// [`application`] valid from `today` (`YYYY-MM-DD`) for 30 days.
pub(crate) fn application_on(today: &str) -> Value {
    let format = time::macros::format_description!("[year]-[month]-[day]");
    let start = time::Date::parse(today, format).unwrap();
    let end = (start + time::Duration::days(30)).format(format).unwrap();
    let doc = GuaranteeBuilder::valid_comprehensive()
        .with(|g| {
            g.customs_office = Some(vama_rules::g01::testing::office(GUARANTEE_OFFICE));
            g.applicant = Some(party(TRADER_EORI, "Vama Demo Trader SRL"));
            g.start_date = Some(today.to_owned());
            g.end_date = Some(end);
        })
        .build();
    serde_json::to_value(doc).unwrap()
}

/// `action` on guarantee `id` by `user`, with `form` and the version `user` loads now.
async fn act(user: &User, id: &str, action: &str, mut form: Value) -> (StatusCode, Value) {
    let version = user.get_json(&format!("/v1/g01/{id}/document")).await["version"].clone();
    form["version"] = version;
    let res = user.post(&format!("/v1/g01/{id}/{action}"), &form).await;
    (res.status(), res.json().await.unwrap_or(Value::Null))
}

/// Stored by `trader` (the client's GRN is ignored): its id.
pub(crate) async fn stored(app: &TestApp, trader: &User) -> String {
    let mut doc = application(app);
    doc["grn"] = json!("24GB0000010000295");
    let res = trader.post("/v1/g01/store", &doc).await;
    let status = res.status();
    let body: Value = res.json().await.unwrap();
    assert_eq!(status, StatusCode::OK, "store: {body}");
    body["id"].as_str().unwrap().to_owned()
}

/// Stored and submitted by `trader`: its id.
pub(crate) async fn submitted(app: &TestApp, trader: &User) -> String {
    let id = stored(app, trader).await;
    let doc = trader.get_json(&format!("/v1/g01/{id}/document")).await;
    let (status, body) = act(trader, &id, "submit", doc).await;
    assert_eq!(status, StatusCode::OK, "submit: {body}");
    id
}

/// Submitted by `trader` and accepted by `officer4`.
pub(crate) async fn accepted(app: &TestApp, trader: &User) -> (User, String) {
    let id = submitted(app, trader).await;
    let officer = app.login("officer4").await;
    let (status, body) = act(&officer, &id, "accept", json!({})).await;
    assert_eq!(status, StatusCode::OK, "accept: {body}");
    (officer, id)
}

async fn status_of(user: &User, id: &str) -> String {
    user.get_json(&format!("/v1/g01/{id}/document")).await["documentStatus"]
        .as_str()
        .unwrap()
        .to_owned()
}

async fn the_office_of_guarantee_accepts_with_a_grn_and_the_master_code_is_the_holders(
    backend: Backend,
) {
    let Some(app) = TestApp::spawn_on(backend, |_| {}).await else {
        return;
    };
    let trader = app.login("trader").await;
    let officer = app.login("officer4").await;
    let id = stored(&app, &trader).await;
    let draft = trader.get_json(&format!("/v1/g01/{id}/document")).await;
    assert_eq!(draft["grn"], Value::Null, "the client's GRN is ignored");
    assert!(draft["storageReference"]["reference"].is_string());
    // A draft is the trader's own.
    assert_eq!(
        officer
            .get(&format!("/v1/g01/{id}/document"))
            .await
            .status(),
        StatusCode::NOT_FOUND
    );
    let (status, body) = act(&trader, &id, "submit", draft).await;
    assert_eq!(status, StatusCode::OK, "submit: {body}");
    let registered = officer.get_json(&format!("/v1/g01/{id}/document")).await;
    assert_eq!(registered["documentStatus"], "REGISTERED");
    assert!(registered["registrationReference"]["reference"].is_string());

    let (status, body) = act(&officer, &id, "accept", json!({})).await;
    assert_eq!(status, StatusCode::OK, "accept: {body}");
    let seen = trader.get_json(&format!("/v1/g01/{id}/document")).await;
    assert_eq!(seen["documentStatus"], "ACCEPTED");
    let grn = seen["grn"].as_str().unwrap();
    assert_eq!(grn.len(), 17, "{grn}");
    assert!(Grn::parse(grn).is_ok(), "{grn} has a valid check digit");
    assert_eq!(&grn[2..4], "MD");
    assert_eq!(seen["acceptanceDate"], json!(day(&app, 0)));
    assert_eq!(seen["balance"], seen["amount"]);
    assert_eq!(
        seen["masterCode"], "AB12",
        "the holder sees the master code"
    );
    let by_officer = officer.get_json(&format!("/v1/g01/{id}/document")).await;
    assert_eq!(by_officer["grn"], json!(grn));
    assert_eq!(by_officer["masterCode"], Value::Null, "{by_officer}");
    let export = trader.get(&format!("/v1/g01/{id}/export")).await;
    assert_eq!(export.status(), StatusCode::OK);
    let file = export.text().await.unwrap();
    assert!(file.contains(grn) && !file.contains("AB12") && !file.contains("sealed"));

    // The list's columns and the office filter.
    let q = json!({"criteria": [{"fieldName": "customsOffice", "operation": "EQ", "values": [GUARANTEE_OFFICE]}]});
    let list = officer
        .get_json(&format!("/v1/g01/search?q={}", urlencode(&q.to_string())))
        .await;
    let row = &list["items"][0];
    assert_eq!(row["id"], json!(id));
    assert_eq!(row["grn"], json!(grn));
    assert_eq!(row["customsOffice"], GUARANTEE_OFFICE);
    assert_eq!(row["guaranteeType"], "1");
    assert_eq!(row["amount"], "50000");
    assert_eq!(row["balance"], "50000");
    assert_eq!(row["endDate"], json!(day(&app, 30)));
    assert_eq!(row["holderEori"], TRADER_EORI);
    assert!(row["storageReference"].is_string());
    assert!(
        row.get("mrn").is_none() && row.get("lrn").is_none(),
        "a row holds its kind's columns only: {row}"
    );

    // Each list answers to its own columns' names: the GRN is a guarantee column, not a
    // declaration's, and an amount is shown but neither filtered nor sorted.
    let found = officer
        .get_json(&format!("/v1/g01/search?q={}", by("grn", grn)))
        .await;
    assert_eq!(found["items"][0]["id"], json!(id), "{found}");
    search_refused(&trader, "t01", "grn", grn, "Unknown list field 'grn'").await;
    search_refused(
        &officer,
        "g01",
        "balance",
        "50000",
        "neither filters nor sorts",
    )
    .await;
}

/// A search of `kind`'s list by `field` = `value` is refused: 400, saying `says`.
async fn search_refused(user: &User, kind: &str, field: &str, value: &str, says: &str) {
    let res = user
        .get(&format!("/v1/{kind}/search?q={}", by(field, value)))
        .await;
    assert_eq!(res.status(), StatusCode::BAD_REQUEST, "{kind} by {field}");
    let body: Value = res.json().await.unwrap();
    assert!(body["message"].as_str().unwrap().contains(says), "{body}");
}

/// The `q` of a search for the rows whose `field` is `value`, URL-encoded.
fn by(field: &str, value: &str) -> String {
    let q = json!({"criteria": [{"fieldName": field, "operation": "EQ", "values": [value]}]});
    urlencode(&q.to_string())
}

fn urlencode(s: &str) -> String {
    s.bytes()
        .map(|b| match b {
            b'A'..=b'Z' | b'a'..=b'z' | b'0'..=b'9' | b'-' | b'_' | b'.' => (b as char).to_string(),
            _ => format!("%{b:02X}"),
        })
        .collect()
}

#[tokio::test]
async fn sqlite_the_office_of_guarantee_accepts_with_a_grn_and_the_master_code_is_the_holders() {
    the_office_of_guarantee_accepts_with_a_grn_and_the_master_code_is_the_holders(Backend::Sqlite)
        .await;
}

#[tokio::test]
async fn postgres_the_office_of_guarantee_accepts_with_a_grn_and_the_master_code_is_the_holders() {
    the_office_of_guarantee_accepts_with_a_grn_and_the_master_code_is_the_holders(
        Backend::Postgres,
    )
    .await;
}

#[tokio::test]
async fn another_trader_and_officers_of_other_offices_get_404_for_a_guarantee() {
    let app = TestApp::spawn().await;
    let trader = app.login("trader").await;
    let id = submitted(&app, &trader).await;
    // `officer` works at the office of departure MD100100: not the office of guarantee.
    for who in ["trader2", "officer", "officer2"] {
        let other = app.login(who).await;
        for path in [
            format!("/v1/g01/{id}/document"),
            format!("/v1/g01/{id}/export"),
            format!("/v1/g01/{id}/withdraw/document"),
            format!("/v1/g01/document/history/{id}/1"),
        ] {
            assert_eq!(
                other.get(&path).await.status(),
                StatusCode::NOT_FOUND,
                "{who} GET {path}"
            );
        }
        let res = other
            .post(
                &format!("/v1/g01/{id}/accept"),
                &json!({"version": 2, "details": "x"}),
            )
            .await;
        assert_eq!(res.status(), StatusCode::NOT_FOUND, "{who} accept");
        let list = other.get_json("/v1/g01/search").await;
        assert!(list["items"].as_array().unwrap().is_empty(), "{who} list");
    }
    let officer4 = app.login("officer4").await;
    let list = officer4.get_json("/v1/g01/search").await;
    assert_eq!(list["items"][0]["id"], json!(id));
    assert_eq!(status_of(&trader, &id).await, "REGISTERED", "untouched");
}

#[tokio::test]
async fn the_office_rejects_suspends_and_revokes_and_the_holder_appeals_and_withdraws() {
    let app = TestApp::spawn().await;
    let trader = app.login("trader").await;
    let officer = app.login("officer4").await;
    let details = json!({"details": "Checked at the office"});

    let id = submitted(&app, &trader).await;
    // Not open in REGISTERED: suspend; not the holder's: reject.
    // Each refusal is told by key, with the action and the status the app names in words.
    let (status, body) = act(&officer, &id, "suspend", details.clone()).await;
    assert_eq!(status, StatusCode::CONFLICT);
    assert_eq!(body["text"]["key"], "action-not-now", "{body}");
    assert_eq!(body["text"]["params"]["action"], "suspend", "{body}");
    assert_eq!(body["text"]["params"]["status"], "REGISTERED", "{body}");
    let (status, body) = act(&trader, &id, "reject", details.clone()).await;
    assert_eq!(status, StatusCode::FORBIDDEN);
    assert_eq!(body["text"]["key"], "action-not-yours", "{body}");
    // The details of a decision are required.
    let (status, body) = act(&officer, &id, "reject", json!({})).await;
    assert_eq!(status, StatusCode::UNPROCESSABLE_ENTITY, "{body}");
    assert_eq!(body["violations"][0]["path"], "/details", "{body}");
    let (status, body) = act(&officer, &id, "reject", details.clone()).await;
    assert_eq!(status, StatusCode::OK, "{body}");
    assert_eq!(status_of(&trader, &id).await, "REJECTED");
    let seen = trader.get_json(&format!("/v1/g01/{id}/document")).await;
    assert_eq!(seen["details"], "Checked at the office");
    let appeal = json!({"details": "The guarantor is a bank"});
    let (status, body) = act(&trader, &id, "appeal", appeal.clone()).await;
    assert_eq!(status, StatusCode::OK, "{body}");
    assert_eq!(status_of(&trader, &id).await, "REGISTERED");

    let (status, _) = act(&officer, &id, "accept", json!({})).await;
    assert_eq!(status, StatusCode::OK);
    let grn = trader.get_json(&format!("/v1/g01/{id}/document")).await["grn"].clone();
    let (status, _) = act(&officer, &id, "suspend", details.clone()).await;
    assert_eq!(status, StatusCode::OK);
    assert_eq!(status_of(&trader, &id).await, "SUSPENDED");
    let (status, _) = act(&trader, &id, "appeal", appeal.clone()).await;
    assert_eq!(status, StatusCode::OK);
    assert_eq!(status_of(&trader, &id).await, "SUSPENDED", "recorded only");
    let (status, _) = act(&officer, &id, "accept", json!({})).await;
    assert_eq!(status, StatusCode::OK);
    let lifted = trader.get_json(&format!("/v1/g01/{id}/document")).await;
    assert_eq!(lifted["grn"], grn, "lifting a suspension keeps the GRN");
    let (status, _) = act(&officer, &id, "revoke", details.clone()).await;
    assert_eq!(status, StatusCode::OK);
    assert_eq!(status_of(&trader, &id).await, "REVOKED");

    let other = submitted(&app, &trader).await;
    let (status, body) = act(
        &trader,
        &other,
        "withdraw",
        json!({"details": "x".repeat(513)}),
    )
    .await;
    assert_eq!(status, StatusCode::UNPROCESSABLE_ENTITY, "{body}");
    let screen = trader
        .get_json(&format!("/v1/g01/{other}/withdraw/document"))
        .await;
    assert_eq!(screen["customsOffice"]["code"], GUARANTEE_OFFICE);
    assert!(
        screen["actions"]
            .as_array()
            .unwrap()
            .iter()
            .any(|a| a["name"] == "withdraw"
                && a["url"] == json!(format!("/v1/g01/{other}/withdraw")))
    );
    let (status, _) = act(
        &trader,
        &other,
        "withdraw",
        json!({"details": "Not needed"}),
    )
    .await;
    assert_eq!(status, StatusCode::OK);
    assert_eq!(status_of(&trader, &other).await, "WITHDRAWN");
    let history = trader.get_json(&format!("/v1/g01/{id}/document")).await["history"].clone();
    let steps: Vec<&str> = history
        .as_array()
        .unwrap()
        .iter()
        .map(|h| h["action"].as_str().unwrap())
        .collect();
    assert_eq!(
        steps,
        [
            "store", "submit", "reject", "appeal", "accept", "suspend", "appeal", "accept",
            "revoke"
        ]
    );
}

#[tokio::test]
async fn an_update_increasing_the_amount_raises_the_amount_and_the_balance() {
    let app = TestApp::spawn().await;
    let trader = app.login("trader").await;
    let (_, id) = accepted(&app, &trader).await;
    let screen = trader
        .get_json(&format!("/v1/g01/{id}/update/document"))
        .await;
    assert_eq!(screen["updateType"], "END_DATE", "the default update type");
    assert_eq!(screen["amount"], json!(50000));
    let (status, body) = act(
        &trader,
        &id,
        "update",
        json!({"updateType": "INCREASE_AMOUNT", "amountModifier": "2500.50", "details": "More goods"}),
    )
    .await;
    assert_eq!(status, StatusCode::OK, "{body}");
    let seen = trader.get_json(&format!("/v1/g01/{id}/document")).await;
    assert_eq!(seen["documentStatus"], "ACCEPTED");
    assert_eq!(seen["amount"], json!(52500.5));
    assert_eq!(seen["balance"], json!(52500.5));
    // The client's header is not trusted: the form is checked against the stored amount.
    let (status, body) = act(
        &trader,
        &id,
        "update",
        json!({"updateType": "INCREASE_AMOUNT", "amountModifier": "0"}),
    )
    .await;
    assert_eq!(status, StatusCode::UNPROCESSABLE_ENTITY, "{body}");
    let (status, body) = act(
        &trader,
        &id,
        "update",
        json!({"updateType": "END_DATE", "validityEndDate": day(&app, 60)}),
    )
    .await;
    assert_eq!(status, StatusCode::OK, "{body}");
    let seen = trader.get_json(&format!("/v1/g01/{id}/document")).await;
    assert_eq!(seen["endDate"], json!(day(&app, 60)));
    assert_eq!(seen["amount"], json!(52500.5));
}

#[tokio::test]
async fn access_codes_are_sealed_at_rest_and_new_ones_come_from_the_server() {
    let app = TestApp::spawn().await;
    let trader = app.login("trader").await;
    let (officer, id) = accepted(&app, &trader).await;
    let screen = trader
        .get_json(&format!("/v1/g01/{id}/manage-code/document"))
        .await;
    assert_eq!(screen["masterCode"], "AB12");
    let form = json!({
        "masterCode": "ZX81",
        "accessCodes": [
            {"restrictionType": "UNLIMITED", "singleUse": false, "accessCode": "Q7Q7"},
            {"restrictionType": "AMOUNT", "singleUse": true, "amountLimit": "1000"}
        ]
    });
    let (status, body) = act(&trader, &id, "manage-code", form).await;
    assert_eq!(status, StatusCode::OK, "{body}");

    let raw = app
        .state
        .store
        .get_document("g01", &id, &Access::All)
        .await
        .unwrap()
        .unwrap()
        .body;
    assert!(!raw.contains("ZX81") && !raw.contains("Q7Q7"), "{raw}");
    assert!(raw.contains("sealed:v1:"), "{raw}");

    let seen = trader.get_json(&format!("/v1/g01/{id}/document")).await;
    assert_eq!(seen["masterCode"], "ZX81");
    let codes = seen["accessCodes"].as_array().unwrap();
    assert_eq!(codes[0]["accessCode"], "Q7Q7");
    let generated = codes[1]["accessCode"].as_str().unwrap();
    assert!(
        generated.len() == 4 && generated.chars().all(|c| c.is_ascii_alphanumeric()),
        "{generated}"
    );
    assert!(!raw.contains(generated));
    // Nobody else sees a code: not the officer, not the history, not the exported file.
    let by_officer = officer.get_json(&format!("/v1/g01/{id}/document")).await;
    assert_eq!(by_officer["accessCodes"][0]["accessCode"], Value::Null);
    assert_eq!(by_officer["accessCodes"][0]["restrictionType"], "UNLIMITED");
    let everything = by_officer.to_string();
    assert!(!everything.contains("Q7Q7") && !everything.contains("ZX81"));
    let file = trader
        .get(&format!("/v1/g01/{id}/export"))
        .await
        .text()
        .await
        .unwrap();
    assert!(!file.contains("Q7Q7") && !file.contains(generated) && !file.contains("ZX81"));
    // A code must be 4 letters or digits.
    let (status, _) = act(
        &trader,
        &id,
        "manage-code",
        json!({"masterCode": "ZX8", "accessCodes": []}),
    )
    .await;
    assert_eq!(status, StatusCode::UNPROCESSABLE_ENTITY);
    // Only the holder manages codes.
    assert_eq!(
        officer
            .get(&format!("/v1/g01/{id}/modify-code/document"))
            .await
            .status(),
        StatusCode::FORBIDDEN
    );
}

/// "Never send it to anyone else": every read an officer of the guarantee office has (the
/// document, each of its versions, its action screens, the list) and every exported file leave
/// the master code out, before and after the holder changes it; the holder alone gets it.
async fn the_master_code_reaches_only_the_holder(backend: Backend) {
    let Some(app) = TestApp::spawn_on(backend, |_| {}).await else {
        return;
    };
    let trader = app.login("trader").await;
    let (officer, id) = accepted(&app, &trader).await;
    let form = json!({"masterCode": "ZX81", "accessCodes": []});
    let (status, body) = act(&trader, &id, "manage-code", form).await;
    assert_eq!(status, StatusCode::OK, "{body}");
    let seen = trader.get_json(&format!("/v1/g01/{id}/document")).await;
    assert_eq!(seen["masterCode"], "ZX81", "the holder sees it");
    let current = seen["version"].as_i64().unwrap();
    let leaks =
        |text: &str| text.contains("AB12") || text.contains("ZX81") || text.contains("sealed");

    let mut reads = vec![format!("/v1/g01/{id}/document")];
    reads.extend((1..=current).map(|v| format!("/v1/g01/document/history/{id}/{v}")));
    reads.extend(["suspend", "revoke"].map(|m| format!("/v1/g01/{id}/{m}/document")));
    reads.push("/v1/g01/search".into());
    reads.push(format!("/v1/g01/{id}/export"));
    for url in &reads {
        let res = officer.get(url).await;
        assert_eq!(res.status(), StatusCode::OK, "{url}");
        let text = res.text().await.unwrap();
        assert!(
            !leaks(&text),
            "{url} sends the master code to the officer: {text}"
        );
    }
    // The holder's own exported file carries no code either (a file travels).
    for url in [
        format!("/v1/g01/{id}/export"),
        format!("/v1/g01/document/history/{id}/1"),
    ] {
        let text = trader.get(&url).await.text().await.unwrap();
        if url.contains("export") {
            assert!(!leaks(&text), "{url}: {text}");
        } else {
            assert!(
                text.contains("AB12"),
                "the holder reads the code of an old version: {text}"
            );
        }
    }
}

#[tokio::test]
async fn sqlite_the_master_code_reaches_only_the_holder() {
    the_master_code_reaches_only_the_holder(Backend::Sqlite).await;
}

#[tokio::test]
async fn postgres_the_master_code_reaches_only_the_holder() {
    the_master_code_reaches_only_the_holder(Backend::Postgres).await;
}

#[tokio::test]
async fn an_accepted_guarantee_expires_the_day_after_its_end_date() {
    let app = TestApp::spawn().await;
    let trader = app.login("trader").await;
    let (_, id) = accepted(&app, &trader).await;
    vama_server::movement::scheduler::tick(&app.state)
        .await
        .unwrap();
    assert_eq!(status_of(&trader, &id).await, "ACCEPTED", "still valid");
    // The end date is today + 30: on day 31 it has ended.
    app.state.clock.advance(31 * DAY_MS);
    let expired = vama_server::movement::scheduler::tick(&app.state)
        .await
        .unwrap();
    assert_eq!(expired, 1);
    // A month later the session has ended too.
    let trader = app.login("trader").await;
    let seen = trader.get_json(&format!("/v1/g01/{id}/document")).await;
    assert_eq!(seen["documentStatus"], "EXPIRED");
    assert_eq!(seen["masterCode"], "AB12", "the codes survive the expiry");
    let last = seen["history"].as_array().unwrap().last().unwrap().clone();
    assert_eq!(last["action"], "expire");
    assert_eq!(last["userName"], "system");
    // Once.
    let again = vama_server::movement::scheduler::tick(&app.state)
        .await
        .unwrap();
    assert_eq!(again, 0);
}
