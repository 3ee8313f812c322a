//! The largest TAD through tad.wasm's entry point, natively: writes the framed request (for
//! web/scripts/tad-wasm-bench.mjs, which times the same request in Chromium) and prints the
//! native time of `vama_tad_wasm::render` (JSON parse + render), median of 5.
//!
//! `cargo run --release -p vama-tad-wasm --example tad_request -- [OUT [HOUSES ITEMS]]`
//! (default /tmp/vama-tad-request.bin, 999 × 10). Fonts: Debian's fonts-dejavu-core.

use std::time::Instant;

use serde_json::json;
use vama_rules::t01::generate::generate;
use vama_tad_wasm::{frame, render};

fn main() {
    let args: Vec<String> = std::env::args().skip(1).collect();
    let out = args
        .first()
        .cloned()
        .unwrap_or_else(|| "/tmp/vama-tad-request.bin".into());
    let houses = args.get(1).and_then(|a| a.parse().ok()).unwrap_or(999);
    let items = args.get(2).and_then(|a| a.parse().ok()).unwrap_or(10);
    let font = |name: &str| {
        std::fs::read(format!("/usr/share/fonts/truetype/dejavu/{name}"))
            .expect("fonts-dejavu-core is installed")
    };
    let declaration = generate(7, houses, items);
    let body = json!({
        "declaration": declaration,
        "mrn": declaration.mrn.clone().unwrap_or_else(|| "26MD100000ABCDEFG1".into()),
        "releaseDate": "2026-11-23",
        "locale": "en",
        "businessContinuity": true,
    });
    let request = frame(
        body.to_string().as_bytes(),
        &font("DejaVuSans.ttf"),
        &font("DejaVuSans-Bold.ttf"),
    );
    std::fs::write(&out, &request).expect("writes the request");

    let mut times = Vec::new();
    let mut size = 0;
    for _ in 0..5 {
        let start = Instant::now();
        let pdf = render(&request).expect("renders");
        times.push(start.elapsed().as_secs_f64() * 1000.0);
        size = pdf.len();
    }
    times.sort_by(f64::total_cmp);
    println!(
        "native {houses} houses x {items} items: median {:.0} ms (min {:.0}, max {:.0}), PDF {size} bytes; request {} bytes in {out}",
        times[2],
        times[0],
        times[4],
        request.len()
    );
}
