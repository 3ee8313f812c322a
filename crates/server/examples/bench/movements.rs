//! Section 4 of `make bench`: movements driven through the NCTS steps over HTTP.
//!
//! N complete declarations (1 house, 1 item) go through submit (IE015) → accept (IE028, MRN)
//! → release (IE029) → arrival notification (IE007) → arrival acceptance (IE043) → goods
//! release (IE025), 16 movements in flight at once, as the trader, the officer at departure
//! and the officer at destination would. Prints movements per second and steps per second.

use std::{sync::Arc, time::Instant};

use serde_json::{json, Value};
use tokio::sync::Semaphore;
use vama_rules::{
    t01::generate::{generate_with, Options},
    Ctx,
};
use vama_server::demo;

/// A signed-in user: the HTTP client with its session cookie and CSRF token.
#[derive(Clone)]
pub struct As {
    pub client: reqwest::Client,
    pub csrf: String,
}

pub async fn sign_in(base: &str, user: &str) -> As {
    let client = reqwest::Client::builder()
        .cookie_store(true)
        .pool_max_idle_per_host(64)
        .build()
        .unwrap();
    let res: Value = client
        .post(format!("{base}/v1/auth/login"))
        .json(&json!({"username": user, "password": user}))
        .send()
        .await
        .unwrap()
        .json()
        .await
        .unwrap();
    As {
        client,
        csrf: res["csrfToken"].as_str().unwrap().to_owned(),
    }
}

impl As {
    pub async fn post(&self, url: String, body: &Value) -> Value {
        let res = self
            .client
            .post(&url)
            .header("X-CSRF-Token", &self.csrf)
            .json(body)
            .send()
            .await
            .unwrap();
        let status = res.status();
        let body: Value = res.json().await.unwrap_or(Value::Null);
        assert!(status.is_success(), "{url}: {status} {body}");
        body
    }
}

const IN_FLIGHT: usize = 16;

pub async fn movements(base: &str, n: usize) {
    let trader = sign_in(base, "trader").await;
    let officer = sign_in(base, "officer").await;
    let officer2 = sign_in(base, "officer2").await;
    let mut ctx = Ctx::example();
    ctx.user.eori = Some(demo::TRADER_EORI.into());
    let declarations: Vec<Value> = (0..n)
        .map(|i| {
            let mut d =
                serde_json::to_value(generate_with(&Options::new(i as u64, 1, 1).for_ctx(&ctx)))
                    .unwrap();
            d["departureOffice"] = json!({"code": demo::DEPARTURE_OFFICE});
            d["destinationOffice"] = json!({"code": demo::DESTINATION_OFFICE});
            d
        })
        .collect();
    let gate = Arc::new(Semaphore::new(IN_FLIGHT));
    let started = Instant::now();
    let mut tasks = Vec::with_capacity(n);
    for declaration in declarations {
        let (trader, officer, officer2, base) = (
            trader.clone(),
            officer.clone(),
            officer2.clone(),
            base.to_owned(),
        );
        let permit = gate.clone().acquire_owned().await.unwrap();
        tasks.push(tokio::spawn(async move {
            let submitted = trader
                .post(format!("{base}/v1/t01/submit"), &declaration)
                .await;
            let id = submitted["id"].as_str().unwrap().to_owned();
            let mut version = submitted["version"].as_i64().unwrap();
            for (user, action) in [
                (&officer, "accept"),
                (&officer, "movement-release"),
                (&trader, "arrival-notification"),
                (&officer2, "accept"),
                (&officer2, "goods-release"),
            ] {
                let answer = user
                    .post(
                        format!("{base}/v1/t01/{id}/{action}"),
                        &json!({"version": version}),
                    )
                    .await;
                version = answer["version"].as_i64().unwrap();
            }
            drop(permit);
        }));
    }
    for t in tasks {
        t.await.unwrap();
    }
    let secs = started.elapsed().as_secs_f64();
    println!(
        "  movements: {n} through submit, accept, release, arrival, arrival acceptance, goods release ({IN_FLIGHT} in flight): {secs:.2} s, {:.0} movements/s, {:.0} steps/s",
        n as f64 / secs,
        (n * 6) as f64 / secs
    );
}
