//! `make bench`: the platform's performance figures, for SQLite and PostgreSQL in one run.
//!
//! 1. store and reload of a 5 MB document body through the store (ms);
//! 2. the list page of 50 (trader's documents, one status, newest first) at N stored documents
//!    (default 1,000,000; `VAMA_BENCH_DOCS`), through the HTTP API: p50/p99, beside the same
//!    query through the store alone (SQL + row decoding);
//! 3. GET of a small stored declaration under load (32 connections, 5 s): requests/s and p99,
//!    and the ratio to a bare axum handler serving the same bytes from memory, same run;
//! 4. movements through the NCTS steps, submit to goods release (default 1,000;
//!    `VAMA_BENCH_MOVEMENTS`): movements per second (`bench/movements.rs`);
//! 5. 100 concurrent releases against one guarantee covering 80: time to settle, and that the
//!    balance is exact (`bench/releases.rs`);
//! 6. the guarantee list at N guarantees (default 100,000; `VAMA_BENCH_GUARANTEES`): a filtered
//!    page of 50 as the guarantee office's officer and as the trader, p50/p99 through the API
//!    beside the store, and the XLSX export of N/10 rows: time and file size
//!    (`bench/guarantees.rs`);
//! 8. the authorisation list at N applications (default 100,000; `VAMA_BENCH_AUTHORISATIONS`):
//!    a filtered page of 50 as `officer5` and as the trader, p50/p99 through the API beside the
//!    store, and the XLSX export of N/10 rows (`bench/authorisations.rs`);
//! 7. storing one declaration of 10,000 and of 100,000 items (`VAMA_BENCH_STORE_ITEMS`) in a
//!    fresh release server: time and the server's peak memory (`bench/store_memory.rs`).
//!
//! `cargo run --release -p vama-server --example bench`
//!
//! `VAMA_BENCH_ONLY=guarantees` (comma-separated: `documents` for 1 to 3, `movements`,
//! `releases`, `guarantees`, `authorisations`, `memory`) runs only those sections, on both databases.
//! `VAMA_BENCH_LOAD_SECS` (5) is the length of each load of section 3 and
//! `VAMA_BENCH_PAGE_REQUESTS` (1,000) the requests timed per list page; `make bench-smoke` sets
//! every size small so that the whole bench runs in CI in about a minute.

use std::{
    net::SocketAddr,
    sync::Arc,
    time::{Duration, Instant},
};

use serde_json::{json, Value};
use vama_server::{config::Config, demo, startup};

#[path = "bench/authorisations.rs"]
mod authorisations;
#[path = "bench/guarantees.rs"]
mod guarantees;
#[path = "bench/movements.rs"]
mod movements;
#[path = "bench/releases.rs"]
mod releases;
#[path = "bench/store_memory.rs"]
mod store_memory;
use vama_store::*;

// mimalloc rather than glibc's malloc: a request allocates and frees many small buffers on
// whichever worker thread polls it, where glibc's per-arena locks and consolidation showed up
// as a tenth of a document GET's CPU (`make bench`, section 3).
#[global_allocator]
static ALLOCATOR: mimalloc::MiMalloc = mimalloc::MiMalloc;

const STATUSES: [&str; 5] = [
    "STORED",
    "SUBMITTED",
    "ACCEPTED",
    "MOVEMENT_RELEASED",
    "ARRIVED",
];

fn pct(sorted: &[f64], p: f64) -> f64 {
    sorted[((sorted.len() as f64 - 1.0) * p).round() as usize]
}

fn summary(i: u64) -> DocSummary {
    // 1 holder in 1000 is the demo trader, so the trader owns N/1000 documents.
    let holder = if i.is_multiple_of(1000) {
        demo::TRADER_EORI.to_owned()
    } else {
        format!("MD{:013}", i % 1000)
    };
    DocSummary {
        holder_eori: Some(holder),
        reference: Some(format!("VM2611{i:012}")),
        office_of_departure: Some("MD100100".into()),
        ..Default::default()
    }
}

async fn seed(store: &Store, n: u64) {
    let t = Instant::now();
    let body = r#"{"declarationType":{"code":"T1"}}"#.to_owned();
    let mut i = 0;
    while i < n {
        let batch: Vec<NewDocument> = (i..(i + 5000).min(n))
            .map(|j| NewDocument {
                kind: "t01".into(),
                status: STATUSES[(j % 5) as usize].into(),
                summary: summary(j),
                filer_eori: summary(j).holder_eori,
                created_by: "bench".into(),
                body: body.clone(),
                now_ms: 1_700_000_000_000 + j as i64,
            })
            .collect();
        store.bulk_insert_documents(&batch).await.expect("seed");
        i += 5000;
    }
    store.refresh_statistics().await.expect("analyze");
    println!(
        "  seeded {n} documents in {:.1} s",
        t.elapsed().as_secs_f64()
    );
}

async fn five_mb(store: &Store) {
    let item = json!({"goodsDescription": "Wine, red, dry, bottled 0.75 l", "grossMass": 1234.5, "hsCode": "220421", "packagings": [{"packType": {"code": "CT"}, "packageNumber": 12}]}).to_string();
    let mut body = String::from("{\"items\":[");
    while body.len() < 5 * 1024 * 1024 {
        body.push_str(&item);
        body.push(',');
    }
    body.pop();
    body.push_str("]}");
    let mut store_ms = Vec::new();
    let mut load_ms = Vec::new();
    for _ in 0..5 {
        let t = Instant::now();
        let (id, _) = store
            .create_document(NewDocument {
                kind: "big".into(),
                status: "STORED".into(),
                summary: DocSummary::default(),
                filer_eori: None,
                created_by: "bench".into(),
                body: body.clone(),
                now_ms: 0,
            })
            .await
            .unwrap();
        store_ms.push(t.elapsed().as_secs_f64() * 1e3);
        let t = Instant::now();
        let row = store
            .get_document("big", &id, &Access::All)
            .await
            .unwrap()
            .unwrap();
        load_ms.push(t.elapsed().as_secs_f64() * 1e3);
        assert_eq!(row.body.len(), body.len());
    }
    store_ms.sort_by(f64::total_cmp);
    load_ms.sort_by(f64::total_cmp);
    println!(
        "  5 MB body ({} bytes): store {:.1} ms, reload {:.1} ms (median of 5)",
        body.len(),
        pct(&store_ms, 0.5),
        pct(&load_ms, 0.5)
    );
}

async fn login(base: &str) -> (reqwest::Client, String) {
    let trader = movements::sign_in(base, "trader").await;
    (trader.client, trader.csrf)
}

/// The API URL of `path` with `q` (the list query's JSON) percent-encoded.
fn search_url(base: &str, path: &str, q: &Value) -> String {
    let q = q.to_string();
    format!(
        "{base}{path}?q={}",
        q.bytes().map(|b| format!("%{b:02X}")).collect::<String>()
    )
}

/// p50/p99 of one list page through the API (`url` as `client`'s user), beside `query`
/// through the store alone: `VAMA_BENCH_PAGE_REQUESTS` (1,000) requests after a fifth as many to
/// warm up.
async fn measure_page(
    store: &Store,
    client: &reqwest::Client,
    url: &str,
    query: &ListQuery,
    label: &str,
) {
    let (mut api, mut raw) = (Vec::new(), Vec::new());
    let timed: usize = env_count("VAMA_BENCH_PAGE_REQUESTS", 1000).max(1);
    let warm = timed / 5;
    for i in 0..warm + timed {
        let t = Instant::now();
        let res = client.get(url).send().await.unwrap();
        assert!(res.status().is_success(), "{url}: {}", res.status());
        let body: Value = res.json().await.unwrap();
        let ms = t.elapsed().as_secs_f64() * 1e3;
        let t = Instant::now();
        let page = store.list(query).await.unwrap();
        let raw_ms = t.elapsed().as_secs_f64() * 1e3;
        if i >= warm {
            api.push(ms);
            raw.push(raw_ms);
        }
        assert_eq!(body["items"].as_array().unwrap().len(), page.items.len());
    }
    api.sort_by(f64::total_cmp);
    raw.sort_by(f64::total_cmp);
    println!(
        "  {label}: API p50 {:.2} ms p99 {:.2} ms | store.list p50 {:.2} ms p99 {:.2} ms",
        pct(&api, 0.5),
        pct(&api, 0.99),
        pct(&raw, 0.5),
        pct(&raw, 0.99)
    );
}

async fn list_page(store: &Store, base: &str) {
    let (client, _) = login(base).await;
    let q = search(vec![criterion("status", "STORED")]);
    let query = list_query(
        "t01",
        Access::Trader {
            eori: demo::TRADER_EORI.into(),
        },
        vec![Filter::Eq(ListField::Status, "STORED".into())],
    );
    measure_page(
        store,
        &client,
        &search_url(base, "/v1/t01/search", &q),
        &query,
        "list page of 50 (status filter, newest first)",
    )
    .await;
}

/// One list criterion: `field` equals `value`.
fn criterion(field: &str, value: &str) -> Value {
    json!({"fieldName": field, "operation": "EQ", "dataType": "TEXT", "values": [value]})
}

/// `q` with these criteria in the list's default sort (update date, newest first), a page of 50.
fn search(criteria: Vec<Value>) -> Value {
    json!({"criteria": criteria, "sort": {"field": "updatedAt", "direction": "desc"}, "page": {"size": 50}})
}

/// The store's query of [`search`]: `kind`'s first page of 50 seen through `access`.
fn list_query(kind: &str, access: Access, filters: Vec<Filter>) -> ListQuery {
    ListQuery {
        kind: kind.into(),
        access,
        filters,
        sort: ListField::UpdatedAt,
        direction: Direction::Desc,
        after: None,
        limit: 50,
    }
}

/// 32 connections for `secs`: (requests/s, p99 ms).
async fn load(url: String, client: reqwest::Client, secs: u64) -> (f64, f64) {
    let deadline = Instant::now() + Duration::from_secs(secs);
    let url = Arc::new(url);
    let tasks: Vec<_> = (0..32)
        .map(|_| {
            let (client, url) = (client.clone(), url.clone());
            tokio::spawn(async move {
                let mut lat = Vec::new();
                while Instant::now() < deadline {
                    let t = Instant::now();
                    let res = client.get(url.as_str()).send().await.unwrap();
                    let _ = res.bytes().await.unwrap();
                    lat.push(t.elapsed().as_secs_f64() * 1e3);
                }
                lat
            })
        })
        .collect();
    let mut all = Vec::new();
    for t in tasks {
        all.extend(t.await.unwrap());
    }
    all.sort_by(f64::total_cmp);
    (all.len() as f64 / secs as f64, pct(&all, 0.99))
}

async fn get_under_load(store: &Store, base: &str) {
    let (client, csrf) = login(base).await;
    let blank: Value = client
        .get(format!("{base}/v1/t01/info"))
        .send()
        .await
        .unwrap()
        .json()
        .await
        .unwrap();
    let res: Value = client
        .post(format!("{base}/v1/t01/store"))
        .header("X-CSRF-Token", &csrf)
        .json(&blank)
        .send()
        .await
        .unwrap()
        .json()
        .await
        .unwrap();
    let url = format!("{base}/v1/t01/{}/document", res["id"].as_str().unwrap());
    let bytes = client
        .get(&url)
        .send()
        .await
        .unwrap()
        .bytes()
        .await
        .unwrap();
    // The bare handler: the same bytes from memory.
    let bare = axum::Router::new().route(
        "/doc",
        axum::routing::get(move || {
            let b = bytes.clone();
            async move { ([("content-type", "application/json")], b) }
        }),
    );
    let listener = tokio::net::TcpListener::bind("127.0.0.1:0").await.unwrap();
    let bare_url = format!("http://{}/doc", listener.local_addr().unwrap());
    tokio::spawn(async move { axum::serve(listener, bare).await.unwrap() });
    let secs = env_count("VAMA_BENCH_LOAD_SECS", 5).max(1);
    // The same client for both, with its session cookie (sent to the bare handler too, as it
    // listens on the same host): only the server differs, not the client's work per request
    // (its cookie jar matches every URL, a tenth of the client's time).
    let (rps, p99) = load(url.clone(), client.clone(), secs).await;
    // Where the time goes: the same stack and session without reading a document.
    let (me_rps, _) = load(format!("{base}/v1/me"), client.clone(), secs).await;
    // And with every view read from the database (VAMA_DOCUMENT_COPIES=false).
    store.keep_document_copies(false);
    let (read_rps, _) = load(url, client.clone(), secs).await;
    store.keep_document_copies(true);
    let (bare_rps, bare_p99) = load(bare_url, client, secs).await;
    println!(
        "  GET small declaration, 32 connections: {rps:.0} req/s p99 {p99:.2} ms | bare axum {bare_rps:.0} req/s p99 {bare_p99:.2} ms | ratio {:.2} (target >= 0.25); GET /v1/me (no document read) {me_rps:.0} req/s, ratio {:.2}; GET without document copies (read from the store each time) {read_rps:.0} req/s, ratio {:.2}",
        rps / bare_rps,
        me_rps / bare_rps,
        read_rps / bare_rps
    );
}

/// `VAMA_BENCH_ONLY` (comma-separated section names) runs only those sections; unset, all.
fn section(name: &str) -> bool {
    std::env::var("VAMA_BENCH_ONLY").map_or(true, |only| only.split(',').any(|s| s.trim() == name))
}

fn env_count<T: std::str::FromStr>(name: &str, default: T) -> T {
    std::env::var(name)
        .ok()
        .and_then(|v| v.parse().ok())
        .unwrap_or(default)
}

async fn run(name: &str, config: Config) {
    println!("{name}:");
    let database_url = config.database_url.clone();
    let state = startup::prepare(config).await.expect("prepare");
    if section("documents") {
        five_mb(&state.store).await;
        seed(&state.store, env_count("VAMA_BENCH_DOCS", 1_000_000)).await;
    }
    let app = vama_server::app(state.clone());
    let listener = tokio::net::TcpListener::bind("127.0.0.1:0").await.unwrap();
    let base = format!("http://{}", listener.local_addr().unwrap());
    tokio::spawn(async move {
        axum::serve(
            listener,
            app.into_make_service_with_connect_info::<SocketAddr>(),
        )
        .await
        .unwrap()
    });
    if section("documents") {
        list_page(&state.store, &base).await;
        get_under_load(&state.store, &base).await;
    }
    if section("movements") {
        movements::movements(&base, env_count("VAMA_BENCH_MOVEMENTS", 1000)).await;
    }
    if section("releases") {
        releases::releases(&state, &base).await;
    }
    if section("guarantees") {
        guarantees::guarantees(&state, &base, env_count("VAMA_BENCH_GUARANTEES", 100_000)).await;
    }
    if section("authorisations") {
        let n = env_count("VAMA_BENCH_AUTHORISATIONS", 100_000);
        authorisations::authorisations(&state, &base, n).await;
    }
    if section("memory") {
        let sizes: Vec<usize> = std::env::var("VAMA_BENCH_STORE_ITEMS")
            .unwrap_or_else(|_| "10000,100000".into())
            .split(',')
            .filter_map(|n| n.trim().parse().ok())
            .collect();
        store_memory::store_memory(database_url.as_deref(), &sizes).await;
    }
}

#[tokio::main]
async fn main() {
    let dir = std::env::temp_dir().join(format!("vama-bench-{}", std::process::id()));
    let mut sqlite = Config::for_tests();
    sqlite.data_dir = dir.clone();
    run("SQLite", sqlite).await;
    let _ = std::fs::remove_dir_all(&dir);

    let admin = std::env::var("VAMA_TEST_DATABASE_URL")
        .unwrap_or_else(|_| "postgres://postgres@127.0.0.1:5432/test".into());
    let name = format!("vama_bench_{}", std::process::id());
    match sqlx::PgPool::connect(&admin).await {
        Ok(pool) => {
            sqlx::raw_sql(sqlx::AssertSqlSafe(format!("CREATE DATABASE {name}")))
                .execute(&pool)
                .await
                .unwrap();
            let mut pg = Config::for_tests();
            let base = admin
                .rsplit_once('/')
                .map(|(b, _)| b.to_owned())
                .unwrap_or(admin.clone());
            pg.database_url = Some(format!("{base}/{name}"));
            run("PostgreSQL", pg).await;
            let _ = sqlx::raw_sql(sqlx::AssertSqlSafe(format!(
                "DROP DATABASE {name} WITH (FORCE)"
            )))
            .execute(&pool)
            .await;
        }
        Err(e) => println!("PostgreSQL: skipped ({e})"),
    }
}
