//! `cargo run -q --release -p vama-rules --example generate_t01 -- HOUSES ITEMS [SEED] [EORI]`:
//! prints a complete generated T01 declaration ([`generate`]) as JSON on stdout, with
//! `HOUSES` house consignments of `ITEMS` items each and the holder `EORI` (default: the
//! example trader's). Used by `web/scripts/perf-big.mjs` to seed a big declaration.

use vama_rules::t01::generate::{generate_with, Options};
use vama_rules::Ctx;

fn arg<T: std::str::FromStr>(args: &[String], i: usize, default: T) -> T {
    args.get(i).and_then(|a| a.parse().ok()).unwrap_or(default)
}

fn main() {
    let args: Vec<String> = std::env::args().skip(1).collect();
    let houses: usize = arg(&args, 0, 999);
    let items: usize = arg(&args, 1, 10);
    let seed: u64 = arg(&args, 2, 2026);
    let mut ctx = Ctx::example();
    if let Some(eori) = args.get(3) {
        ctx.user.eori = Some(eori.clone());
    }
    let doc = generate_with(&Options::new(seed, houses, items).for_ctx(&ctx));
    println!(
        "{}",
        serde_json::to_string(&doc).expect("a declaration serialises")
    );
}
