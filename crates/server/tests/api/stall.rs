//! Issue 14, no single user can stall the server: while two very large declarations are parsed,
//! checked and stored, the small requests of another user are answered at once (the large
//! bodies' work runs on the blocking pool, not on the async workers), and large bodies beyond
//! `VAMA_LARGE_REQUESTS` wait their turn or are told to come back (503, Retry-After).

use std::time::{Duration, Instant};

use reqwest::StatusCode;
use vama_rules::t01::generate::{generate_with, Options};
use vama_rules::Ctx;

use crate::support::{Backend, TestApp, User};

/// A generated declaration of `houses` × `items`, as JSON bytes.
fn big(app: &TestApp, trader: &User, houses: usize, items: usize) -> Vec<u8> {
    let mut ctx = Ctx::example();
    ctx.user.eori = trader.me["eori"].as_str().map(Into::into);
    ctx.today = app.state.clock.now().date().to_string();
    serde_json::to_vec(&generate_with(
        &Options::new(3, houses, items).for_ctx(&ctx),
    ))
    .unwrap()
}

async fn post_raw(user: &User, path: &str, body: Vec<u8>) -> StatusCode {
    user.client
        .post(user.url(path))
        .header("X-CSRF-Token", &user.csrf)
        .header("Content-Type", "application/json")
        .body(body)
        .send()
        .await
        .unwrap()
        .status()
}

#[tokio::test]
async fn small_requests_stay_fast_while_a_60_mb_declaration_is_stored_and_another_submitted() {
    let app = TestApp::spawn_on(Backend::Sqlite, |_| {}).await.unwrap();
    let trader = std::sync::Arc::new(app.login("trader").await);
    let other = app.login("agent").await;
    let body = big(&app, &trader, 999, 56);
    assert!(body.len() > 55_000_000, "{} bytes", body.len());
    // A draft stored (the platform's path) and a declaration submitted (the movement's: its
    // IE015 is written too).
    let stores: Vec<_> = ["/v1/t01/store", "/v1/t01/submit"]
        .into_iter()
        .map(|path| {
            let (trader, body) = (trader.clone(), body.clone());
            tokio::spawn(async move { post_raw(&trader, path, body).await })
        })
        .collect();
    // While they run: the other user's small requests.
    tokio::time::sleep(Duration::from_millis(300)).await;
    let mut times = Vec::new();
    while !stores.iter().all(|s| s.is_finished()) && times.len() < 40 {
        let started = Instant::now();
        assert_eq!(other.get("/v1/me").await.status(), StatusCode::OK);
        times.push(started.elapsed());
        tokio::time::sleep(Duration::from_millis(100)).await;
    }
    for s in stores {
        assert_eq!(s.await.unwrap(), StatusCode::OK);
    }
    assert!(
        times.len() >= 3,
        "the stores ended before they could be measured"
    );
    times.sort();
    let median = times[times.len() / 2];
    eprintln!(
        "GET /v1/me during a 60 MB store and a 60 MB submit: {} samples, median {median:?}, max {:?}",
        times.len(),
        times[times.len() - 1]
    );
    assert!(median < Duration::from_millis(100), "median {median:?}");
}

#[tokio::test]
async fn a_large_body_beyond_the_turns_waits_then_is_told_to_come_back() {
    let app = TestApp::spawn_on(Backend::Sqlite, |c| {
        c.large_requests = 1;
        c.large_request_wait_secs = 0;
    })
    .await
    .unwrap();
    let trader = std::sync::Arc::new(app.login("trader").await);
    let body = big(&app, &trader, 200, 10);
    assert!(body.len() > 1 << 20);
    // One turn is held: the next large body is refused at once with Retry-After.
    let turn = app.state.large.admit(body.len()).await.unwrap();
    let res = trader
        .client
        .post(trader.url("/v1/t01/store"))
        .header("X-CSRF-Token", &trader.csrf)
        .header("Content-Type", "application/json")
        .body(body.clone())
        .send()
        .await
        .unwrap();
    assert_eq!(res.status(), StatusCode::SERVICE_UNAVAILABLE);
    assert!(res.headers().contains_key("retry-after"));
    // A small one is not held back.
    assert_eq!(trader.get("/v1/me").await.status(), StatusCode::OK);
    drop(turn);
    assert_eq!(
        post_raw(&trader, "/v1/t01/store", body).await,
        StatusCode::OK
    );
}
