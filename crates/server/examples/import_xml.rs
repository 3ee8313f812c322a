//! The import of a large IE015 (CC015C) through the server, phase by phase: export (to make
//! the file), parse + map (`vama_ncts_xml::import`), validate (`xmllint --schema`, as the
//! server runs it), and the whole `POST /v1/t01/import` (validate, map, normalise, our rules,
//! store) on SQLite; "store" is the total minus validate and map.
//!
//! `cargo run --release -p vama-server --example import_xml [-- HOUSES ITEMS ...]`
//! (default: 999 × 2, the largest schema-valid shape, and 999 × 10). The schemas come from
//! `VAMA_NCTS_XSD_DIR`, default `../shared/ncts/xsd/p5-v2_1` beside the repository.
//!
//! CC015C holds at most 1999 items (`declarationGoodsItemNumber`): 999 × 10 is refused by the
//! schema, so it is also imported by a server without schemas (structure checked only).

use std::{
    net::SocketAddr,
    path::{Path, PathBuf},
    time::{Duration, Instant},
};

use bytes::Bytes;
use reqwest::Client;
use serde_json::{json, Value};
use vama_ncts_xml::{export, import, MessageHeader};
use vama_rules::t01::generate::{generate_with, Options};
use vama_rules::Ctx;
use vama_server::{config::Config, documents::xsd, startup};

struct Server {
    base: String,
    client: Client,
    csrf: String,
    eori: String,
    _dir: PathBuf,
}

async fn spawn(xsd_dir: Option<PathBuf>) -> Server {
    let dir = std::env::temp_dir().join(format!("vama-import-xml-{}", uuid::Uuid::new_v4()));
    std::fs::create_dir_all(&dir).unwrap();
    let mut config = Config::for_tests();
    config.data_dir = dir.clone();
    config.web_dir = PathBuf::from("/nonexistent");
    config.ncts_xsd_dir = xsd_dir;
    let state = startup::prepare(config).await.expect("server prepares");
    let app = vama_server::app(state);
    let listener = tokio::net::TcpListener::bind("127.0.0.1:0").await.unwrap();
    let addr = listener.local_addr().unwrap();
    tokio::spawn(async move {
        axum::serve(
            listener,
            app.into_make_service_with_connect_info::<SocketAddr>(),
        )
        .await
        .unwrap();
    });
    let base = format!("http://{addr}");
    let client = Client::builder().cookie_store(true).build().unwrap();
    let body: Value = client
        .post(format!("{base}/v1/auth/login"))
        .json(&json!({"username": "trader", "password": "trader"}))
        .send()
        .await
        .unwrap()
        .json()
        .await
        .unwrap();
    Server {
        base,
        client,
        csrf: body["csrfToken"].as_str().unwrap().to_owned(),
        eori: body["user"]["eori"].as_str().unwrap().to_owned(),
        _dir: dir,
    }
}

impl Server {
    /// `POST /v1/t01/import` of `xml`: status, elapsed time, answer.
    async fn import(&self, xml: &str) -> (u16, Duration, Value) {
        let started = Instant::now();
        let res = self
            .client
            .post(format!("{}/v1/t01/import", self.base))
            .header("X-CSRF-Token", &self.csrf)
            .header("Content-Type", "application/xml")
            .body(xml.to_owned())
            .send()
            .await
            .unwrap();
        let status = res.status().as_u16();
        let body: Value = res.json().await.unwrap_or(Value::Null);
        (status, started.elapsed(), body)
    }
}

fn ms(d: Duration) -> f64 {
    d.as_secs_f64() * 1000.0
}

#[tokio::main]
async fn main() {
    let args: Vec<usize> = std::env::args()
        .skip(1)
        .filter_map(|a| a.parse().ok())
        .collect();
    let shapes: Vec<(usize, usize)> = if args.len() >= 2 {
        args.chunks(2)
            .filter(|c| c.len() == 2)
            .map(|c| (c[0], c[1]))
            .collect()
    } else {
        vec![(999, 2), (999, 10)]
    };
    let xsd_dir = std::env::var_os("VAMA_NCTS_XSD_DIR")
        .map(PathBuf::from)
        .unwrap_or_else(|| {
            Path::new(env!("CARGO_MANIFEST_DIR")).join("../../../shared/ncts/xsd/p5-v2_1")
        });
    let with_schema = spawn(Some(xsd_dir.clone())).await;
    let without_schema = spawn(None).await;

    for (houses, items) in shapes {
        let mut ctx = Ctx::example();
        ctx.user.eori = Some(with_schema.eori.clone());
        ctx.today = time::OffsetDateTime::now_utc().date().to_string();
        let doc = generate_with(&Options::new(7, houses, items).for_ctx(&ctx));
        let header = MessageHeader {
            message_sender: with_schema.eori.clone(),
            message_recipient: MessageHeader::recipient_for_office("MD100000"),
            preparation_date_and_time: "2026-05-04T10:11:12".into(),
            message_identification: "VAMA0000000001".into(),
            correlation_identifier: None,
        };
        let started = Instant::now();
        let xml = export(&doc, &header);
        let exported = started.elapsed();

        let started = Instant::now();
        let back = import(&xml).expect("the export imports");
        let mapped = started.elapsed();
        assert_eq!(back.house_consignments.len(), houses);

        let started = Instant::now();
        let verdict = xsd::run(
            &xsd_dir.join("cc015c.xsd"),
            Bytes::from(xml.clone()),
            xsd::TIMEOUT,
        )
        .expect("xmllint runs");
        let validated = started.elapsed();
        let verdict = match verdict {
            xsd::Verdict::Valid => "valid".to_owned(),
            xsd::Verdict::Invalid { total, .. } => format!("INVALID ({total} errors)"),
        };

        println!(
            "{houses} x {items} = {} items, {:.1} MB: export {:.0} ms; parse+map {:.0} ms; xmllint {:.0} ms ({verdict})",
            houses * items,
            xml.len() as f64 / 1e6,
            ms(exported),
            ms(mapped),
            ms(validated),
        );
        for (label, server, validate) in [
            ("with schema", &with_schema, Some(validated)),
            ("without schema", &without_schema, None),
        ] {
            let (status, total, body) = server.import(&xml).await;
            let store = total
                .saturating_sub(validate.unwrap_or_default())
                .saturating_sub(mapped);
            let answer = body["message"].as_str().unwrap_or_default();
            let answer: String = answer.chars().take(90).collect();
            let firsts: Vec<String> = body["violations"]
                .as_array()
                .map(|v| {
                    v.iter()
                        .take(3)
                        .map(|v| format!("{} {}", v["rule"], v["path"]))
                        .collect()
                })
                .unwrap_or_default();
            println!(
                "  POST /v1/t01/import {label}: {status} in {:.0} ms (normalise + rules + store ≈ {:.0} ms): {answer}",
                ms(total),
                ms(store),
            );
            if !firsts.is_empty() {
                println!("    first findings: {}", firsts.join("; "));
            }
        }
    }
}
