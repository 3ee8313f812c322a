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
    attachments::PNG,
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
            customs_offices: like.customs_offices.clone(),
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
        // `path` is the document's id: a PNG attachment sent to it.
        "UPLOAD" => crate::attachments::upload(user, &r.path, "scan.png", PNG.to_vec()).await,
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
                // by key as well, the permission named (issue 18: the user's language)
                assert_eq!(body["text"]["params"]["permission"], *removed, "{body}");
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
    let mut routes = vec![
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
    let attachment = |res: reqwest::Response| async move {
        let body: Value = res.json().await.unwrap();
        body["id"].as_str().expect("an attachment id").to_owned()
    };
    let kept =
        attachment(crate::attachments::upload(&trader, &t01, "a.png", PNG.to_vec()).await).await;
    let deleted =
        attachment(crate::attachments::upload(&trader, &t01, "b.png", PNG.to_vec()).await).await;
    let acr_blank = trader.get_json("/v1/acr/info").await;
    let res = trader.post("/v1/acr/store", &acr_blank).await;
    let acr: Value = res.json().await.unwrap();
    let acr = acr["id"].as_str().expect("a stored acr").to_owned();
    routes.extend([
        route("UPLOAD", t01.clone(), Value::Null, &["t01-applicant"]),
        route(
            "GET",
            format!("/v1/t01/{t01}/attachments/{kept}"),
            Value::Null,
            &["t01-read"],
        ),
        route(
            "DELETE",
            format!("/v1/t01/{t01}/attachments/{deleted}"),
            Value::Null,
            &["t01-applicant"],
        ),
        route(
            "POST",
            "/v1/g01/balance".into(),
            json!({"grn": "26MD0000000000001", "accessCode": "0000"}),
            &["g01-read"],
        ),
        route("GET", "/v1/acr/info".into(), Value::Null, &["acr-read"]),
        route("GET", "/v1/acr/search".into(), Value::Null, &["acr-read"]),
        route(
            "GET",
            format!("/v1/acr/{acr}/document"),
            Value::Null,
            &["acr-read"],
        ),
        route(
            "POST",
            "/v1/acr/store".into(),
            acr_blank,
            &["acr-applicant"],
        ),
        route(
            "POST",
            format!("/v1/acr/{acr}/withdraw"),
            json!({"version": 1}),
            &["acr-applicant"],
        ),
    ]);
    let trader_all: Vec<&str> = TRADER_PERMISSIONS
        .iter()
        .copied()
        .chain(["acr-read", "acr-search", "acr-applicant"])
        .collect();
    matrix(&app, "trader", &trader_all, &routes).await;

    // The officers' side: a lodged declaration and a submitted guarantee to decide on.
    let (status, body) = crate::movement::post(
        &trader,
        "/v1/t01/submit",
        crate::movement::complete_declaration(&app, &trader, 7),
    )
    .await;
    assert_eq!(status, StatusCode::OK, "{body}");
    let lodged = body["id"].as_str().unwrap().to_owned();
    let lodged_doc = trader.get_json(&format!("/v1/t01/{lodged}/document")).await;
    let message = lodged_doc["messages"][0]["id"].clone();
    let mut officer_routes = vec![
        route(
            "GET",
            format!("/v1/t01/{lodged}/messages/{message}/xml"),
            Value::Null,
            &["t01-read"],
        ),
        route(
            "GET",
            format!("/v1/g01/{g01}/balance"),
            Value::Null,
            &["g01-read"],
        ),
        route(
            "POST",
            format!("/v1/acr/{acr}/accept"),
            json!({"version": 1}),
            &["acr-officer"],
        ),
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
    officer_routes.push(route(
        "GET",
        "/v1/acr/search".into(),
        Value::Null,
        &["acr-read"],
    ));
    let officer_all: Vec<&str> = OFFICER_PERMISSIONS
        .iter()
        .copied()
        .chain(["acr-read", "acr-search", "acr-officer"])
        .collect();
    matrix(&app, "officer", &officer_all, &officer_routes).await;
    // The anticipated transit records, at an office of transit.
    let atr_routes = [
        route("GET", "/v1/atr/info".into(), Value::Null, &["t01-read"]),
        route("GET", "/v1/atr/search".into(), Value::Null, &["t01-read"]),
        route(
            "POST",
            format!("/v1/atr/{lodged}/accept"),
            json!({"version": 1}),
            &["t01-read", "t01-officer"],
        ),
    ];
    matrix(&app, "officer3", OFFICER_PERMISSIONS, &atr_routes).await;
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

/// This machine's address on its network (not loopback), as the kernel would pick it to reach
/// the outside (a UDP "connect" sends nothing).
fn own_network_address() -> Option<std::net::IpAddr> {
    let socket = std::net::UdpSocket::bind("0.0.0.0:0").ok()?;
    socket.connect("198.51.100.1:9").ok()?;
    let ip = socket.local_addr().ok()?.ip();
    (!ip.is_loopback() && !ip.is_unspecified()).then_some(ip)
}

/// `POST /v1/test/clock` moves the clock only for a client on the server's own machine: from
/// the machine's network address it is 403 and the clock stays; from loopback it moves; and a
/// server without `VAMA_TEST_CLOCK` does not know the path.
#[tokio::test]
async fn the_test_clock_moves_only_for_a_client_on_the_servers_own_machine() {
    let app = TestApp::spawn_listening(crate::support::Backend::Sqlite, "0.0.0.0", |c| {
        c.test_clock = true
    })
    .await
    .unwrap();
    let Some(ip) = own_network_address() else {
        assert_ne!(
            std::env::var("CI").as_deref(),
            Ok("true"),
            "CI needs a network address"
        );
        eprintln!("SKIPPED: this machine has no network address besides loopback");
        return;
    };
    let port = app.base.rsplit(':').next().unwrap();
    let remote = crate::support::login_at(&format!("http://{ip}:{port}"), "trader").await;
    let day = json!({"advanceMs": 86_400_000});
    let before = app.state.clock.now_ms();
    let res = remote.post("/v1/test/clock", &day).await;
    assert_eq!(res.status(), StatusCode::FORBIDDEN);
    let body: Value = res.json().await.unwrap();
    assert!(
        body["message"]
            .as_str()
            .unwrap()
            .contains("server's own machine"),
        "{body}"
    );
    assert!(
        app.state.clock.now_ms() - before < 3_600_000,
        "the clock did not move"
    );
    let local = app.login("trader").await;
    let res = local.post("/v1/test/clock", &day).await;
    assert_eq!(res.status(), StatusCode::OK);
    assert!(app.state.clock.now_ms() - before >= 86_400_000);

    let plain = TestApp::spawn().await;
    let trader = plain.login("trader").await;
    assert_eq!(
        trader.post("/v1/test/clock", &day).await.status(),
        StatusCode::NOT_FOUND
    );
}
