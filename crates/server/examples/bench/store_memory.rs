//! Section 7 of `make bench`: what storing one big declaration costs a release server.
//!
//! For each size (default 10,000 and 100,000 items; `VAMA_BENCH_STORE_ITEMS`, comma-separated),
//! a fresh `target/release/vama` process (`VAMA_BENCH_SERVER` names another) is started on the
//! store being measured, the trader signs in and stores a generated declaration of that many
//! items (100 house consignments). Printed: the JSON size, the time of the store request, and
//! the server's resident memory (VmRSS) before the request and its peak (VmHWM) after it, read
//! from /proc. A fresh process per size, because the peak only ever grows.

use std::{
    path::PathBuf,
    process::{Child, Command, Stdio},
    time::{Duration, Instant},
};

use vama_rules::{
    t01::generate::{generate_with, Options},
    Ctx,
};
use vama_server::demo;

use super::movements::sign_in;

/// The release server `make server` builds, from the workspace root.
fn server_binary() -> PathBuf {
    std::env::var_os("VAMA_BENCH_SERVER")
        .map(PathBuf::from)
        .unwrap_or_else(|| {
            PathBuf::from(env!("CARGO_MANIFEST_DIR")).join("../../target/release/vama")
        })
}

/// A line of /proc/PID/status in MiB (`VmRSS`, `VmHWM`).
fn status_mib(pid: u32, field: &str) -> f64 {
    let status = std::fs::read_to_string(format!("/proc/{pid}/status")).unwrap_or_default();
    status
        .lines()
        .find_map(|l| l.strip_prefix(field)?.strip_prefix(':'))
        .and_then(|v| v.trim().trim_end_matches("kB").trim().parse::<f64>().ok())
        .map_or(f64::NAN, |kb| kb / 1024.0)
}

struct Server {
    child: Child,
    base: String,
    _data: Option<tempdir::Dir>,
}

impl Drop for Server {
    fn drop(&mut self) {
        let _ = self.child.kill();
        let _ = self.child.wait();
    }
}

/// A temporary data directory, removed when dropped.
mod tempdir {
    pub struct Dir(pub std::path::PathBuf);
    impl Drop for Dir {
        fn drop(&mut self) {
            let _ = std::fs::remove_dir_all(&self.0);
        }
    }
}

async fn start(database_url: Option<&str>, n: usize) -> Server {
    let binary = server_binary();
    assert!(
        binary.exists(),
        "{} is missing: build it with `make server`",
        binary.display()
    );
    let port = std::net::TcpListener::bind("127.0.0.1:0")
        .unwrap()
        .local_addr()
        .unwrap()
        .port();
    let mut cmd = Command::new(&binary);
    cmd.env("VAMA_ADDR", format!("127.0.0.1:{port}"))
        .env_remove("DATABASE_URL")
        .stdout(Stdio::null())
        .stderr(Stdio::null());
    let data = match database_url {
        Some(url) => {
            cmd.env("DATABASE_URL", url);
            None
        }
        None => {
            let dir =
                std::env::temp_dir().join(format!("vama-bench-store-{}-{n}", std::process::id()));
            cmd.env("VAMA_DATA_DIR", &dir);
            Some(tempdir::Dir(dir))
        }
    };
    let child = cmd.spawn().expect("starts the release server");
    let base = format!("http://127.0.0.1:{port}");
    let server = Server {
        child,
        base,
        _data: data,
    };
    let client = reqwest::Client::new();
    for _ in 0..300 {
        if client
            .get(format!("{}/v1/openapi.json", server.base))
            .send()
            .await
            .is_ok_and(|r| r.status().is_success())
        {
            return server;
        }
        tokio::time::sleep(Duration::from_millis(100)).await;
    }
    panic!("the release server did not start on {}", server.base);
}

pub async fn store_memory(database_url: Option<&str>, sizes: &[usize]) {
    let mut ctx = Ctx::example();
    ctx.user.eori = Some(demo::TRADER_EORI.into());
    for &n in sizes {
        let houses = n.clamp(1, 100);
        let items = n.div_ceil(houses);
        let body = serde_json::to_string(&generate_with(
            &Options::new(7, houses, items).for_ctx(&ctx),
        ))
        .unwrap();
        let server = start(database_url, n).await;
        let trader = sign_in(&server.base, "trader").await;
        let pid = server.child.id();
        let rss_before = status_mib(pid, "VmRSS");
        let started = Instant::now();
        let res = trader
            .client
            .post(format!("{}/v1/t01/store", server.base))
            .header("X-CSRF-Token", &trader.csrf)
            .header("content-type", "application/json")
            .body(body.clone())
            .send()
            .await
            .unwrap();
        let status = res.status();
        let answer = res.bytes().await.unwrap();
        let secs = started.elapsed().as_secs_f64();
        assert!(
            status.is_success(),
            "storing {n} items: {status} {}",
            String::from_utf8_lossy(&answer[..answer.len().min(300)])
        );
        println!(
            "  store of {} items ({houses} houses, {:.1} MB JSON): {secs:.2} s, server memory {:.0} MiB before, peak {:.0} MiB",
            houses * items,
            body.len() as f64 / 1e6,
            rss_before,
            status_mib(pid, "VmHWM"),
        );
    }
}
