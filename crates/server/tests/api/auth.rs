use reqwest::StatusCode;
use serde_json::{json, Value};

use vama_server::auth::throttle::{user_key, MAX_PER_USER, WINDOW_MS};

use crate::support::{Backend, TestApp};

#[tokio::test]
async fn every_api_call_but_sign_in_and_the_openapi_document_needs_a_session() {
    let app = TestApp::spawn().await;
    let c = app.anonymous();
    for path in [
        "/v1/me",
        "/v1/t01/info",
        "/v1/t01/search",
        "/v1/code/country/MD/check-code",
        "/v1/nothing-here",
    ] {
        let res = c.get(format!("{}{path}", app.base)).send().await.unwrap();
        assert_eq!(res.status(), StatusCode::UNAUTHORIZED, "{path}");
        let body: Value = res.json().await.unwrap();
        assert_eq!(body["error"], "unauthorized");
    }
    let res = c
        .post(format!("{}/v1/catalogs/country/search", app.base))
        .json(&json!({}))
        .send()
        .await
        .unwrap();
    assert_eq!(res.status(), StatusCode::UNAUTHORIZED);
    let res = c
        .get(format!("{}/v1/openapi.json", app.base))
        .send()
        .await
        .unwrap();
    assert_eq!(res.status(), StatusCode::OK);
}

#[tokio::test]
async fn sign_in_sets_an_httponly_samesite_lax_cookie_and_a_new_session_each_time() {
    let app = TestApp::spawn().await;
    let mut ids = Vec::new();
    for _ in 0..2 {
        let res = app
            .anonymous()
            .post(format!("{}/v1/auth/login", app.base))
            .json(&json!({"username": "trader", "password": "trader"}))
            .send()
            .await
            .unwrap();
        assert_eq!(res.status(), StatusCode::OK);
        let cookie = res.headers()["set-cookie"].to_str().unwrap().to_owned();
        assert!(
            cookie.contains("HttpOnly") && cookie.contains("SameSite=Lax"),
            "{cookie}"
        );
        ids.push(cookie.split(';').next().unwrap().to_owned());
        let body: Value = res.json().await.unwrap();
        assert!(body["csrfToken"].as_str().unwrap().len() >= 32);
    }
    assert_ne!(ids[0], ids[1]);
}

#[tokio::test]
async fn me_tells_who_is_signed_in_with_permissions_and_csrf_token() {
    let app = TestApp::spawn().await;
    let trader = app.login("trader").await;
    let me = trader.get_json("/v1/me").await;
    assert_eq!(me["username"], "trader");
    assert_eq!(me["userType"], "trader");
    assert_eq!(me["eori"], vama_server::demo::TRADER_EORI);
    assert_eq!(me["linkedEoris"], json!([vama_server::demo::AGENT_EORI]));
    assert_eq!(me["csrfToken"], trader.csrf.as_str());
    for p in ["t01-read", "g01-read", "g01-applicant", "g01-search"] {
        assert!(
            me["permissions"].as_array().unwrap().contains(&json!(p)),
            "{p}"
        );
    }
    let officer = app.login("officer").await;
    let me = officer.get_json("/v1/me").await;
    assert_eq!(me["userType"], "officer");
    assert_eq!(me["customsOffice"], vama_server::demo::DEPARTURE_OFFICE);
    let agent = app.login("agent").await.me;
    assert_eq!(
        agent["linkedEoris"],
        json!([vama_server::demo::TRADER_EORI])
    );
}

#[tokio::test]
async fn a_wrong_password_is_refused_and_repeated_failures_are_throttled() {
    let app = TestApp::spawn().await;
    let c = app.anonymous();
    let attempt = |password: &'static str| {
        let c = c.clone();
        let url = format!("{}/v1/auth/login", app.base);
        async move {
            c.post(url)
                .json(&json!({"username": "trader", "password": password}))
                .send()
                .await
                .unwrap()
                .status()
        }
    };
    for _ in 0..5 {
        assert_eq!(attempt("wrong").await, StatusCode::UNAUTHORIZED);
    }
    // Now even the right password waits out the window.
    assert_eq!(attempt("trader").await, StatusCode::TOO_MANY_REQUESTS);
    app.state.clock.advance(16 * 60 * 1000);
    assert_eq!(attempt("trader").await, StatusCode::OK);
}

#[tokio::test]
async fn state_changing_calls_without_the_csrf_token_are_forbidden() {
    let app = TestApp::spawn().await;
    let trader = app.login("trader").await;
    let doc = trader.get_json("/v1/t01/info").await;
    let res = trader
        .client
        .post(trader.url("/v1/t01/store"))
        .json(&doc)
        .send()
        .await
        .unwrap();
    assert_eq!(res.status(), StatusCode::FORBIDDEN);
    let res = trader
        .client
        .post(trader.url("/v1/t01/store"))
        .header("X-CSRF-Token", "guess")
        .json(&doc)
        .send()
        .await
        .unwrap();
    assert_eq!(res.status(), StatusCode::FORBIDDEN);
    assert_eq!(
        trader.post("/v1/t01/store", &doc).await.status(),
        StatusCode::OK
    );
}

#[tokio::test]
async fn sign_out_ends_the_session_on_the_server() {
    let app = TestApp::spawn().await;
    let trader = app.login("trader").await;
    let res = trader.post("/v1/auth/logout", &json!({})).await;
    assert_eq!(res.status(), StatusCode::NO_CONTENT);
    assert_eq!(
        trader.get("/v1/me").await.status(),
        StatusCode::UNAUTHORIZED
    );
}

async fn a_session_idle_for_more_than_15_minutes_has_expired(backend: Backend) {
    let Some(app) = TestApp::spawn_on(backend, |_| {}).await else {
        return;
    };
    let trader = app.login("trader").await;
    app.state.clock.advance(14 * 60 * 1000);
    assert_eq!(trader.get("/v1/me").await.status(), StatusCode::OK);
    app.state.clock.advance(14 * 60 * 1000);
    assert_eq!(
        trader.get("/v1/me").await.status(),
        StatusCode::OK,
        "use keeps it alive"
    );
    app.state.clock.advance(16 * 60 * 1000);
    let res = trader.get("/v1/me").await;
    assert_eq!(res.status(), StatusCode::UNAUTHORIZED);
    let body: Value = res.json().await.unwrap();
    assert_eq!(body["error"], "session-expired");
}

/// A sign-in from a browser of its own.
async fn sign_in(app: &TestApp, username: &str, password: &str) -> reqwest::Response {
    app.anonymous()
        .post(format!("{}/v1/auth/login", app.base))
        .json(&json!({"username": username, "password": password}))
        .send()
        .await
        .unwrap()
}

/// `n` sign-ins at once with a wrong password: their statuses, counted.
async fn parallel_wrong_passwords(app: &TestApp, n: usize) -> (usize, usize) {
    let tasks: Vec<_> = (0..n)
        .map(|_| {
            let (client, base) = (app.anonymous(), app.base.clone());
            tokio::spawn(async move {
                client
                    .post(format!("{base}/v1/auth/login"))
                    .json(&json!({"username": "trader", "password": "wrong"}))
                    .send()
                    .await
                    .unwrap()
                    .status()
            })
        })
        .collect();
    let (mut refused, mut throttled) = (0, 0);
    for t in tasks {
        match t.await.unwrap() {
            StatusCode::UNAUTHORIZED => refused += 1,
            StatusCode::TOO_MANY_REQUESTS => throttled += 1,
            other => panic!("{other}"),
        }
    }
    (refused, throttled)
}

async fn a_parallel_burst_of_wrong_passwords_passes_the_limit_not_once(backend: Backend) {
    let Some(app) = TestApp::spawn_on(backend, |_| {}).await else {
        return;
    };
    let (refused, throttled) = parallel_wrong_passwords(&app, 40).await;
    assert_eq!(
        (refused, throttled),
        (MAX_PER_USER as usize, 40 - MAX_PER_USER as usize)
    );
    let since = app.state.clock.now_ms() - WINDOW_MS;
    let recorded = app
        .state
        .store
        .count_login_failures(&user_key("trader"), since)
        .await
        .unwrap();
    assert_eq!(recorded, MAX_PER_USER);
    // The right password is refused too while the limit holds.
    let res = sign_in(&app, "trader", "trader").await;
    assert_eq!(res.status(), StatusCode::TOO_MANY_REQUESTS);
}

#[tokio::test]
async fn forty_parallel_wrong_passwords_get_five_401_and_35_429_sqlite() {
    a_parallel_burst_of_wrong_passwords_passes_the_limit_not_once(Backend::Sqlite).await;
}

#[tokio::test]
async fn forty_parallel_wrong_passwords_get_five_401_and_35_429_postgres() {
    a_parallel_burst_of_wrong_passwords_passes_the_limit_not_once(Backend::Postgres).await;
}

async fn a_session_used_every_ten_minutes_ends_after_its_absolute_lifetime(backend: Backend) {
    let Some(app) = TestApp::spawn_on(backend, |_| {}).await else {
        return;
    };
    let trader = app.login("trader").await;
    let max_ms = app.state.config.session_max_secs * 1000;
    let mut used = 0;
    while used + 10 * 60 * 1000 < max_ms {
        app.state.clock.advance(10 * 60 * 1000);
        used += 10 * 60 * 1000;
        assert_eq!(
            trader.get("/v1/me").await.status(),
            StatusCode::OK,
            "at {used} ms"
        );
    }
    app.state.clock.advance(max_ms - used + 1);
    let res = trader.get("/v1/me").await;
    assert_eq!(res.status(), StatusCode::UNAUTHORIZED);
    let body: Value = res.json().await.unwrap();
    assert_eq!(body["error"], "session-expired");
    assert!(
        body["message"].as_str().unwrap().contains("12 hours"),
        "{body}"
    );
}

#[tokio::test]
async fn the_session_cookie_lives_as_long_as_the_session() {
    let app = TestApp::spawn().await;
    let res = sign_in(&app, "trader", "trader").await;
    let cookie = res.headers()["set-cookie"].to_str().unwrap().to_owned();
    assert!(cookie.contains("Max-Age=43200"), "{cookie}");
}

#[tokio::test]
async fn signing_in_again_in_the_same_browser_ends_the_previous_session() {
    let app = TestApp::spawn().await;
    let browser = app.anonymous();
    let sign_in = |user: &'static str| {
        let (browser, base) = (browser.clone(), app.base.clone());
        async move {
            let res = browser
                .post(format!("{base}/v1/auth/login"))
                .json(&json!({"username": user, "password": user}))
                .send()
                .await
                .unwrap();
            assert_eq!(res.status(), StatusCode::OK);
            let cookie = res.headers()["set-cookie"].to_str().unwrap().to_owned();
            cookie.split(';').next().unwrap().to_owned()
        }
    };
    let first = sign_in("trader").await;
    let second = sign_in("agent").await;
    assert_ne!(first, second);
    // The first session's cookie, sent by anyone, opens nothing any more.
    let res = app
        .anonymous()
        .get(format!("{}/v1/me", app.base))
        .header("Cookie", &first)
        .send()
        .await
        .unwrap();
    assert_eq!(res.status(), StatusCode::UNAUTHORIZED);
    let res = app
        .anonymous()
        .get(format!("{}/v1/me", app.base))
        .header("Cookie", &second)
        .send()
        .await
        .unwrap();
    assert_eq!(res.status(), StatusCode::OK);
}

crate::on_both_stores!(
    a_session_used_every_ten_minutes_ends_after_its_absolute_lifetime,
    a_session_idle_for_more_than_15_minutes_has_expired,
);
