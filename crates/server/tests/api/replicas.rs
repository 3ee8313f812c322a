//! Issue 14, two replicas over one PostgreSQL (architecture contract 8): two `vama` processes on
//! two ports share one database. A session ended through one is refused by the other on the
//! next request, a document stored through one is read through the other (at once, though each
//! keeps copies of what it showed), a stale store through the other is 409, and every due time
//! limit and expiry fires exactly once with both running.

use std::process::{Child, Command, Stdio};
use std::time::Duration;

use reqwest::StatusCode;
use serde_json::{json, Value};

use crate::{
    movement::{complete_declaration_on, post},
    support::{fresh_postgres, login_at, User},
};

/// A server process; killed when dropped.
struct Replica {
    child: Child,
    base: String,
    _data: tempfile_dir::Dir,
}

mod tempfile_dir {
    pub struct Dir(pub std::path::PathBuf);
    impl Drop for Dir {
        fn drop(&mut self) {
            let _ = std::fs::remove_dir_all(&self.0);
        }
    }
}

impl Drop for Replica {
    fn drop(&mut self) {
        let _ = self.child.kill();
        let _ = self.child.wait();
    }
}

fn free_port() -> u16 {
    std::net::TcpListener::bind("127.0.0.1:0")
        .unwrap()
        .local_addr()
        .unwrap()
        .port()
}

async fn start(database_url: &str, key: &str) -> Replica {
    let port = free_port();
    let data = std::env::temp_dir().join(format!("vama-replica-{}", uuid::Uuid::new_v4()));
    std::fs::create_dir_all(&data).unwrap();
    let child = Command::new(env!("CARGO_BIN_EXE_vama"))
        .env("VAMA_ADDR", format!("127.0.0.1:{port}"))
        .env("DATABASE_URL", database_url)
        .env("VAMA_DATA_DIR", &data)
        .env("VAMA_WEB_DIR", "/nonexistent")
        .env("VAMA_TEST_CLOCK", "true")
        // Only the test's clock moves run the scheduler.
        .env("VAMA_SCHEDULER_SECONDS", "3600")
        .env("VAMA_ACCESS_CODE_KEY", key)
        .env("RUST_LOG", "warn")
        .stdout(Stdio::null())
        .stderr(Stdio::null())
        .spawn()
        .expect("the vama binary starts");
    let base = format!("http://127.0.0.1:{port}");
    let replica = Replica {
        child,
        base: base.clone(),
        _data: tempfile_dir::Dir(data),
    };
    let client = reqwest::Client::new();
    for _ in 0..300 {
        if let Ok(res) = client.get(format!("{base}/v1/openapi.json")).send().await {
            if res.status() == StatusCode::OK {
                return replica;
            }
        }
        tokio::time::sleep(Duration::from_millis(100)).await;
    }
    panic!("the replica at {base} did not start");
}

/// `user`'s browser talking to the replica at `base` (the cookie is the browser's).
fn through(user: &User, base: &str) -> User {
    User {
        client: user.client.clone(),
        csrf: user.csrf.clone(),
        base: base.to_owned(),
        me: user.me.clone(),
    }
}

async fn move_clocks(users: [&User; 2], ms: i64) {
    let moves = users.map(|u| {
        let (client, url, csrf) = (u.client.clone(), u.url("/v1/test/clock"), u.csrf.clone());
        tokio::spawn(async move {
            client
                .post(url)
                .header("X-CSRF-Token", csrf)
                .json(&json!({"advanceMs": ms}))
                .send()
                .await
                .unwrap()
                .status()
        })
    });
    for m in moves {
        assert_eq!(m.await.unwrap(), StatusCode::OK);
    }
}

fn count_actions(doc: &Value, action: &str) -> usize {
    doc["history"]
        .as_array()
        .unwrap()
        .iter()
        .filter(|h| h["action"] == action)
        .count()
}

#[tokio::test]
async fn two_replicas_over_one_postgresql_act_as_one_server() {
    let Some(url) = fresh_postgres().await else {
        return;
    };
    let key = "5a".repeat(32);
    let a = start(&url, &key).await;
    let b = start(&url, &key).await;

    // A session opened through A works through B.
    let trader_a = login_at(&a.base, "trader").await;
    let trader_b = through(&trader_a, &b.base);
    assert_eq!(trader_b.get("/v1/me").await.status(), StatusCode::OK);

    // A document stored through A is read through B; a stale store through B is 409.
    let blank = trader_a.get_json("/v1/t01/info").await;
    let (status, body) = post(&trader_a, "/v1/t01/store", blank).await;
    assert_eq!(status, StatusCode::OK, "{body}");
    let id = body["id"].as_str().unwrap().to_owned();
    let v1 = trader_b.get_json(&format!("/v1/t01/{id}/document")).await;
    assert_eq!(v1["version"], json!(1));
    let mut changed = v1.clone();
    changed["operationsNumber"] = json!(101);
    let (status, body) = post(&trader_a, &format!("/v1/t01/{id}/store"), changed).await;
    assert_eq!(status, StatusCode::OK, "{body}");
    let mut stale = v1.clone();
    stale["operationsNumber"] = json!(202);
    let (status, body) = post(&trader_b, &format!("/v1/t01/{id}/store"), stale).await;
    assert_eq!(status, StatusCode::CONFLICT, "{body}");
    let seen = trader_b.get_json(&format!("/v1/t01/{id}/document")).await;
    assert_eq!(
        (seen["version"].clone(), seen["operationsNumber"].clone()),
        (json!(2), json!(101))
    );
    // B keeps a copy of what it just showed; a version stored through A replaces it at once.
    let mut next = seen.clone();
    next["operationsNumber"] = json!(303);
    let (status, body) = post(&trader_a, &format!("/v1/t01/{id}/store"), next).await;
    assert_eq!(status, StatusCode::OK, "{body}");
    let seen = trader_b.get_json(&format!("/v1/t01/{id}/document")).await;
    assert_eq!(
        (seen["version"].clone(), seen["operationsNumber"].clone()),
        (json!(3), json!(303))
    );

    // A released movement (its arrival time limit running) and an accepted guarantee ending
    // in 30 days; both clocks move 300 days at once (past the generated declaration's limit
    // date): each fires once.
    let officer_a = login_at(&a.base, "officer").await;
    let today = time::OffsetDateTime::now_utc().date().to_string();
    let (status, body) = post(
        &trader_a,
        "/v1/t01/submit",
        complete_declaration_on(&today, &trader_a, 11),
    )
    .await;
    assert_eq!(status, StatusCode::OK, "{body}");
    let movement = body["id"].as_str().unwrap().to_owned();
    for action in ["accept", "movement-release"] {
        let (status, body) = crate::movement::act(&officer_a, &movement, action, json!({})).await;
        assert_eq!(status, StatusCode::OK, "{action}: {body}");
    }
    let mut application = crate::guarantee::application_on(&today);
    application["grn"] = Value::Null;
    let (status, body) = post(&trader_a, "/v1/g01/store", application).await;
    assert_eq!(status, StatusCode::OK, "{body}");
    let guarantee = body["id"].as_str().unwrap().to_owned();
    let doc = trader_a
        .get_json(&format!("/v1/g01/{guarantee}/document"))
        .await;
    let mut submit = doc.clone();
    submit["version"] = doc["version"].clone();
    let (status, body) = post(&trader_a, &format!("/v1/g01/{guarantee}/submit"), submit).await;
    assert_eq!(status, StatusCode::OK, "{body}");
    let officer4 = login_at(&b.base, "officer4").await;
    let version = officer4
        .get_json(&format!("/v1/g01/{guarantee}/document"))
        .await["version"]
        .clone();
    let (status, body) = post(
        &officer4,
        &format!("/v1/g01/{guarantee}/accept"),
        json!({"version": version}),
    )
    .await;
    assert_eq!(status, StatusCode::OK, "{body}");

    move_clocks(
        [&officer_a, &through(&officer_a, &b.base)],
        300 * 86_400_000,
    )
    .await;
    // 300 days later every session has ended: sign in again.
    let officer_a = login_at(&a.base, "officer").await;
    let officer4 = login_at(&b.base, "officer4").await;
    let trader_a = login_at(&a.base, "trader").await;
    let trader_b = through(&trader_a, &b.base);
    let moved = officer_a
        .get_json(&format!("/v1/t01/{movement}/document"))
        .await;
    assert_eq!(
        count_actions(&moved, "arrival-time-limit-expired"),
        1,
        "{} {}",
        moved["history"],
        moved["timers"]
    );
    let expired = officer4
        .get_json(&format!("/v1/g01/{guarantee}/document"))
        .await;
    assert_eq!(expired["documentStatus"], "EXPIRED");
    assert_eq!(
        count_actions(&expired, "expire"),
        1,
        "{}",
        expired["history"]
    );

    // Signing out through A ends the session for B at once (B had it in its copy).
    assert_eq!(trader_b.get("/v1/me").await.status(), StatusCode::OK);
    let res = trader_a.post("/v1/auth/logout", &json!({})).await;
    assert_eq!(res.status(), StatusCode::NO_CONTENT);
    assert_eq!(
        trader_b.get("/v1/me").await.status(),
        StatusCode::UNAUTHORIZED
    );
}
