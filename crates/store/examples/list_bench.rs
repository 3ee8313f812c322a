//! Seeds documents and times the list API against the benchmark target (first page of 50, one
//! kind, a trader's documents, one status, newest first).
//!
//! `cargo run -p vama-store --release --example list_bench -- <database-url> [documents]`
//! e.g. `sqlite:///tmp/bench/vama.db` or `postgres://postgres@127.0.0.1:5432/bench`. Seeds only
//! when the database holds fewer documents than asked.

use std::time::Instant;

use vama_store::*;

const STATUSES: [&str; 6] = [
    "draft",
    "submitted",
    "accepted",
    "released",
    "arrived",
    "closed",
];

/// A small deterministic generator (no extra dependency).
struct Lcg(u64);
impl Lcg {
    fn next(&mut self) -> u64 {
        self.0 = self
            .0
            .wrapping_mul(6364136223846793005)
            .wrapping_add(1442695040888963407);
        self.0 >> 33
    }
}

#[tokio::main]
async fn main() -> Result<()> {
    let mut args = std::env::args().skip(1);
    let url = args.next().expect("database URL");
    let wanted: i64 = args
        .next()
        .map_or(1_000_000, |n| n.parse().expect("a count"));
    let store = Store::connect(&url).await?;
    store.migrate().await?;

    let probe = ListQuery {
        kind: "t01".into(),
        access: Access::All,
        filters: vec![],
        sort: ListField::UpdatedAt,
        direction: Direction::Desc,
        after: None,
        limit: 1,
    };
    let seeded = !store.list(&probe).await?.items.is_empty();
    if !seeded {
        let started = Instant::now();
        let mut rng = Lcg(42);
        let mut batch = Vec::with_capacity(10_000);
        for n in 0..wanted {
            let trader = rng.next() % 1000;
            let kind = if n % 5 == 4 { "g01" } else { "t01" };
            let filer = if rng.next().is_multiple_of(2) {
                format!("RO{trader:06}")
            } else {
                format!("AG{:04}", rng.next() % 200)
            };
            let t = 1_600_000_000_000 + (rng.next() % 100_000_000) as i64;
            batch.push(NewDocument {
                kind: kind.into(),
                status: STATUSES[(rng.next() % 6) as usize].into(),
                summary: DocSummary {
                    holder_eori: Some(format!("RO{trader:06}")),
                    holder_name: Some(format!("Trader {trader}")),
                    reference: Some(format!("LRN{n:09}")),
                    office_of_departure: Some(format!("RO{:06}", rng.next() % 50)),
                    office_of_destination: Some(format!("DE{:06}", rng.next() % 50)),
                    ..Default::default()
                },
                filer_eori: Some(filer),
                created_by: "seed".into(),
                body: format!(r#"{{"lrn":"LRN{n:09}"}}"#),
                now_ms: t,
            });
            if batch.len() == 10_000 {
                store.bulk_insert_documents(&batch).await?;
                batch.clear();
            }
        }
        store.bulk_insert_documents(&batch).await?;
        println!("seeded {wanted} documents in {:?}", started.elapsed());
    }

    let cases: Vec<(&str, Access, Vec<Filter>)> = vec![
        (
            "trader+status",
            Access::Trader {
                eori: "RO000042".into(),
            },
            vec![Filter::Eq(ListField::Status, "draft".into())],
        ),
        (
            "trader",
            Access::Trader {
                eori: "RO000042".into(),
            },
            vec![],
        ),
        (
            "agent",
            Access::Agent {
                eori: "AG0042".into(),
                // an agent representing a tenth of the traders
                holders: (0..100).map(|t| format!("RO{:06}", t * 10)).collect(),
            },
            vec![],
        ),
        (
            "officer",
            Access::Officer {
                offices: vec!["RO000007".into()],
            },
            vec![],
        ),
        ("all", Access::All, vec![]),
    ];
    for (name, access, filters) in cases {
        let mut q = ListQuery {
            kind: "t01".into(),
            access,
            filters,
            sort: ListField::UpdatedAt,
            direction: Direction::Desc,
            after: None,
            limit: 50,
        };
        let mut times = Vec::new();
        for _ in 0..500 {
            let t = Instant::now();
            let page = store.list(&q).await?;
            times.push(t.elapsed());
            assert!(!page.items.is_empty());
        }
        times.sort();
        let p = |f: f64| times[((times.len() as f64 * f) as usize).min(times.len() - 1)];
        println!("{name:14} first page: p50 {:?} p99 {:?}", p(0.5), p(0.99));
        let mut raw = Vec::new();
        for _ in 0..500 {
            let t = Instant::now();
            store.run_list_sql(&q).await?;
            raw.push(t.elapsed());
        }
        raw.sort();
        println!("{name:14} raw SQL: p50 {:?} p99 {:?}", raw[250], raw[495]);
        let page = store.list(&q).await?;
        q.after = page.next;
        let t = Instant::now();
        store.list(&q).await?;
        println!("{name:14} second page: {:?}", t.elapsed());
        q.after = None;
        println!("{}", store.explain_list_plan(&q).await?);
    }
    Ok(())
}
