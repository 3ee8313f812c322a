//! `cargo run --release -p vama-rules --example bench_rules`: the rule engine on big generated
//! declarations (10,000 and 100,000 items). Prints the JSON size, the time of a typed
//! serde_json parse, of a `serde_json::Value` parse, of `normalise` and `validate` (the rules
//! and the field limits: what a store runs besides the parse), and their ratio to the typed parse: the budget is 1.5x.
//! `fields` (the UI's presence map) is timed apart, for every row and for a focus of one house
//! and one of its items (what the browser asks): it is not part of a store.
//!
//! Each figure is the best of a few runs (the machine is shared; the best is the least noisy).
//!
//! `VAMA_BENCH_RULES_SIZES` (`999x10,100x1000`: houses x items per house, comma-separated) and
//! `VAMA_BENCH_RUNS` (5) change the sizes and runs; `VAMA_BENCH_SMOKE=1` (`make bench-smoke`)
//! reports the budget without failing on it (tiny declarations are all overhead).

use std::time::{Duration, Instant};

use serde_json::Value;
use vama_rules::t01::generate::generate;
use vama_rules::t01::{Declaration, T01};
use vama_rules::{Ctx, Focus, Kind};

const BUDGET: f64 = 1.5;

fn runs() -> usize {
    std::env::var("VAMA_BENCH_RUNS")
        .ok()
        .and_then(|r| r.parse().ok())
        .unwrap_or(5usize)
        .max(1)
}

fn best<T>(runs: usize, mut f: impl FnMut() -> T) -> (Duration, T) {
    let mut best = Duration::MAX;
    let mut last = None;
    for _ in 0..runs {
        let start = Instant::now();
        let out = f();
        best = best.min(start.elapsed());
        last = Some(out);
    }
    (best, last.expect("at least one run"))
}

fn ms(d: Duration) -> f64 {
    d.as_secs_f64() * 1000.0
}

fn bench(houses: usize, items_per_house: usize) -> bool {
    let n = runs();
    let ctx = Ctx::example();
    let doc = generate(2026, houses, items_per_house);
    let json = serde_json::to_string(&doc).expect("serialises");
    let items = doc.total_items();

    let (typed, parsed) = best(n, || {
        serde_json::from_str::<Declaration>(&json).expect("typed parse")
    });
    assert_eq!(parsed, doc);
    let (value, _) = best(n, || {
        serde_json::from_str::<Value>(&json).expect("value parse")
    });
    let (serialise, _) = best(n, || serde_json::to_string(&doc).expect("serialises"));

    // normalise mutates: each run gets a fresh copy, made outside the timing.
    let mut normalise = Duration::MAX;
    for _ in 0..n {
        let mut copy = doc.clone();
        let start = Instant::now();
        let removed = T01::normalise(&mut copy, None, None, &ctx);
        normalise = normalise.min(start.elapsed());
        assert!(removed.is_empty(), "a generated declaration is normalised");
    }
    // What an evaluation runs: the rules, then the field limits of the table.
    let (validate, violations) = best(n, || T01::violations(&doc, &ctx));
    let (limits, _) = best(n, || {
        let mut out = Vec::new();
        T01::limits().check_typed(&doc, &mut out);
        out
    });
    let (fields, map) = best(n, || T01::fields(&doc, &ctx));
    let rows = [
        "/houseConsignments/3".to_owned(),
        "/houseConsignments/3/houseItems/7".to_owned(),
    ];
    let (focused, focused_map) = best(n, || T01::fields_for(&doc, &ctx, Focus::Rows(&rows)));

    let rules = normalise + validate;
    let ratio = rules.as_secs_f64() / typed.as_secs_f64();
    println!("{houses} houses x {items_per_house} items = {items} items");
    println!(
        "  JSON size                 {:>10.1} MB",
        json.len() as f64 / 1e6
    );
    println!("  typed serde_json parse    {:>10.1} ms", ms(typed));
    println!("  serde_json::Value parse   {:>10.1} ms", ms(value));
    println!("  serialise                 {:>10.1} ms", ms(serialise));
    println!("  normalise                 {:>10.2} ms", ms(normalise));
    println!(
        "  validate                  {:>10.2} ms  ({} violations)",
        ms(validate),
        violations.len()
    );
    println!(
        "    of which field limits   {:>10.2} ms  (the table's walk)",
        ms(limits)
    );
    println!("  normalise + validate      {:>10.2} ms", ms(rules));
    println!(
        "  ratio to the typed parse  {:>10.3} x  (budget {BUDGET} x): {}",
        ratio,
        if ratio <= BUDGET { "ok" } else { "OVER BUDGET" }
    );
    println!(
        "  fields, every row         {:>10.2} ms  ({} entries; not part of a store)",
        ms(fields),
        map.len()
    );
    println!(
        "  fields, focus 1 house + 1 item {:>5.2} ms  ({} entries)",
        ms(focused),
        focused_map.len()
    );
    ratio <= BUDGET
}

/// `HOUSESxITEMS` pairs.
fn sizes() -> Vec<(usize, usize)> {
    std::env::var("VAMA_BENCH_RULES_SIZES")
        .unwrap_or_else(|_| "999x10,100x1000".into())
        .split(',')
        .map(|size| {
            let (h, i) = size
                .trim()
                .split_once('x')
                .expect("VAMA_BENCH_RULES_SIZES: HOUSESxITEMS,…");
            (
                h.parse().expect("a number of houses"),
                i.parse().expect("a number of items per house"),
            )
        })
        .collect()
}

fn main() {
    println!("rules bench (best of {} runs)", runs());
    let mut within = true;
    for (houses, items) in sizes() {
        within &= bench(houses, items);
    }
    let smoke = std::env::var("VAMA_BENCH_SMOKE").is_ok_and(|s| s == "1");
    if !within && !smoke {
        eprintln!("normalise + validate is over {BUDGET}x the typed parse");
        std::process::exit(1);
    }
}
