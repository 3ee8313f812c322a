//! Issue 14, permissions are the server's: each permission removed in turn from a user who has
//! all the others, the routes that need it answer 403 naming it, and every other route still
//! answers as it does for the full set (anything but 403).

use reqwest::StatusCode;
use serde_json::{json, Value};
use vama_server::demo::{
    DEPARTURE_OFFICE, GUARANTEE_OFFICE, OFFICER_PERMISSIONS, TRADER_PERMISSIONS,
};
use vama_store::NewUser;

use crate::{
    guarantee::stored,
    support::{TestApp, User},
};

/// A user like the demo `template` (trader or officer) with exactly `permissions`.
async fn user_with(app: &TestApp, name: &str, template: &str, permissions: &[&str]) -> User {
    let like = app
        .state
        .store
        .user_by_name(template)
        .await
        .unwrap()
        .unwrap();
    let hash = vama_server::auth::password::hash(name).unwrap();
    app.state
        .store
        .create_user(NewUser {
            username: name.into(),
            password_hash: hash,
            user_type: like.user_type.clone(),
            display_name: name.into(),
            eori: like.eori.clone(),
            linked_eoris: like.linked_eoris.clone(),
            customs_office: like.customs_office.clone(),
            permissions: permissions.iter().map(|p| p.to_string()).collect(),
        })
        .await
        .unwrap();
    app.login(name).await
}

/// One route: method, path, body, and the permission it needs.
struct Route {
    method: &'static str,
    path: String,
    body: Value,
    /// Every permission it needs (a filtered list needs read and search).
    needs: &'static [&'static str],
}

fn route(method: &'static str, path: String, body: Value, needs: &'static [&'static str]) -> Route {
    Route {
        method,
        path,
        body,
        needs,
    }
}

async fn call(user: &User, r: &Route) -> (StatusCode, Value) {
    let res = match r.method {
        "GET" => user.get(&r.path).await,
        "DELETE" => user.delete(&r.path).await,
        _ => user.post(&r.path, &r.body).await,
    };
    (res.status(), res.json().await.unwrap_or(Value::Null))
}

fn filtered(field: &str, value: &str) -> String {
    let q = json!({"criteria": [{"fieldName": field, "operation": "EQ", "values": [value]}]});
    percent_encoding::utf8_percent_encode(&q.to_string(), percent_encoding::NON_ALPHANUMERIC)
        .to_string()
}

/// Removes each of `all` in turn from a user like `template` and checks `routes`.
async fn matrix(app: &TestApp, template: &str, all: &[&str], routes: &[Route]) {
    for (i, removed) in all.iter().enumerate() {
        let kept: Vec<&str> = all.iter().copied().filter(|p| p != removed).collect();
        let user = user_with(app, &format!("{template}-no-{i}"), template, &kept).await;
        for r in routes {
            let (status, body) = call(&user, r).await;
            if r.needs.contains(removed) {
                assert_eq!(
                    status,
                    StatusCode::FORBIDDEN,
                    "{} {} without {removed}: {body}",
                    r.method,
                    r.path
                );
                assert_eq!(body["error"], "permission-required", "{body}");
                assert!(
                    body["message"].as_str().unwrap().contains(removed),
                    "the message names {removed}: {body}"
                );
            } else {
                assert_ne!(
                    status,
                    StatusCode::FORBIDDEN,
                    "{} {} without {removed} (needs {:?}): {body}",
                    r.method,
                    r.path,
                    r.needs
                );
            }
        }
    }
}

#[tokio::test]
async fn each_permission_removed_closes_exactly_the_routes_that_need_it() {
    let app = TestApp::spawn().await;
    let trader = app.login("trader").await;
    let t01 = trader
        .store_new_t01(|d| {
            d["departureOffice"] = crate::support::office(DEPARTURE_OFFICE);
        })
        .await;
    let g01 = stored(&app, &trader).await;
    let t01_doc = trader.get_json(&format!("/v1/t01/{t01}/document")).await;
    let g01_doc = trader.get_json(&format!("/v1/g01/{g01}/document")).await;
    let routes = vec![
        route(
            "GET",
            format!("/v1/t01/{t01}/document"),
            Value::Null,
            &["t01-read"],
        ),
        route(
            "GET",
            format!("/v1/t01/document/history/{t01}/1"),
            Value::Null,
            &["t01-read"],
        ),
        route("GET", "/v1/t01/search".into(), Value::Null, &["t01-read"]),
        route(
            "GET",
            format!("/v1/t01/search?q={}", filtered("status", "STORED")),
            Value::Null,
            &["t01-read", "t01-search"],
        ),
        route(
            "GET",
            format!("/v1/t01/export-list?q={}", filtered("status", "STORED")),
            Value::Null,
            &["t01-read", "t01-search"],
        ),
        route(
            "GET",
            format!("/v1/t01/{t01}/export"),
            Value::Null,
            &["t01-read"],
        ),
        route(
            "GET",
            format!("/v1/t01/{t01}/attachments"),
            Value::Null,
            &["t01-read"],
        ),
        route(
            "POST",
            format!("/v1/t01/{t01}/en/print-tad"),
            json!({}),
            &["t01-read"],
        ),
        route("GET", "/v1/t01/info".into(), Value::Null, &["t01-read"]),
        route(
            "POST",
            "/v1/t01/store".into(),
            t01_doc.clone(),
            &["t01-applicant"],
        ),
        route(
            "POST",
            format!("/v1/t01/{t01}/store"),
            t01_doc,
            &["t01-applicant"],
        ),
        route(
            "POST",
            "/v1/t01/import".into(),
            json!({}),
            &["t01-applicant"],
        ),
        route(
            "GET",
            format!("/v1/t01/{t01}/clone/document"),
            Value::Null,
            &["t01-applicant"],
        ),
        route(
            "GET",
            format!("/v1/g01/{g01}/document"),
            Value::Null,
            &["g01-read"],
        ),
        route("GET", "/v1/g01/search".into(), Value::Null, &["g01-read"]),
        route(
            "GET",
            format!("/v1/g01/search?q={}", filtered("status", "STORED")),
            Value::Null,
            &["g01-read", "g01-search"],
        ),
        route(
            "GET",
            "/v1/g01/export-list".into(),
            Value::Null,
            &["g01-read"],
        ),
        route(
            "GET",
            format!("/v1/g01/{g01}/balance"),
            Value::Null,
            &["g01-read"],
        ),
        route("GET", "/v1/g01/info".into(), Value::Null, &["g01-read"]),
        route(
            "POST",
            format!("/v1/g01/{g01}/store"),
            g01_doc,
            &["g01-applicant"],
        ),
        route(
            "DELETE",
            format!("/v1/g01/{g01}"),
            Value::Null,
            &["g01-applicant"],
        ),
    ];
    matrix(&app, "trader", TRADER_PERMISSIONS, &routes).await;

    // The officers' side: a lodged declaration and a submitted guarantee to decide on.
    let (status, body) = crate::movement::post(
        &trader,
        "/v1/t01/submit",
        crate::movement::complete_declaration(&app, &trader, 7),
    )
    .await;
    assert_eq!(status, StatusCode::OK, "{body}");
    let lodged = body["id"].as_str().unwrap().to_owned();
    let officer_routes = vec![
        route(
            "GET",
            format!("/v1/t01/{lodged}/document"),
            Value::Null,
            &["t01-read"],
        ),
        route(
            "GET",
            format!(
                "/v1/t01/search?q={}",
                filtered("officeOfDeparture", DEPARTURE_OFFICE)
            ),
            Value::Null,
            &["t01-read", "t01-search"],
        ),
        route(
            "POST",
            format!("/v1/t01/{lodged}/accept"),
            json!({}),
            &["t01-officer"],
        ),
        route("GET", "/v1/g01/search".into(), Value::Null, &["g01-read"]),
        route(
            "GET",
            format!(
                "/v1/g01/search?q={}",
                filtered("customsOffice", GUARANTEE_OFFICE)
            ),
            Value::Null,
            &["g01-read", "g01-search"],
        ),
        route(
            "POST",
            format!("/v1/g01/{g01}/accept"),
            json!({}),
            &["g01-officer"],
        ),
    ];
    matrix(&app, "officer", OFFICER_PERMISSIONS, &officer_routes).await;
    // With every permission the routes are open (the matrix's "anything but 403" means
    // something): the trader reads, the office accepts.
    assert_eq!(
        trader
            .get(&format!("/v1/t01/{t01}/document"))
            .await
            .status(),
        StatusCode::OK
    );
}

#[tokio::test]
async fn the_balance_of_a_draft_is_404_for_the_office_as_the_draft_itself() {
    let app = TestApp::spawn().await;
    let trader = app.login("trader").await;
    let draft = stored(&app, &trader).await;
    let officer4 = app.login("officer4").await;
    for path in [
        format!("/v1/g01/{draft}/document"),
        format!("/v1/g01/{draft}/balance"),
    ] {
        let res = officer4.get(&path).await;
        assert_eq!(res.status(), StatusCode::NOT_FOUND, "{path}");
    }
    // The holder is told why there is no balance yet.
    assert_eq!(
        trader
            .get(&format!("/v1/g01/{draft}/balance"))
            .await
            .status(),
        StatusCode::CONFLICT
    );
}
