//! Time, pages and size of a TAD: `cargo run --release -p vama-tad --example tad_figures --
//! [HOUSES ITEMS_PER_HOUSE [OUT.pdf [en|ro|ru]]]` (default 999 × 10, the largest declaration).
//! Fonts: DejaVu Sans from Debian's fonts-dejavu-core.

use std::time::Instant;

use vama_rules::t01::generate::generate;
use vama_tad::{render, Fonts, Locale, TadInput};

const REGULAR: &str = "/usr/share/fonts/truetype/dejavu/DejaVuSans.ttf";
const BOLD: &str = "/usr/share/fonts/truetype/dejavu/DejaVuSans-Bold.ttf";

fn main() {
    let args: Vec<String> = std::env::args().skip(1).collect();
    let houses = args.first().and_then(|a| a.parse().ok()).unwrap_or(999);
    let items = args.get(1).and_then(|a| a.parse().ok()).unwrap_or(10);
    let out = args.get(2);
    let locale = args
        .get(3)
        .and_then(|l| Locale::parse(l))
        .unwrap_or(Locale::En);

    let regular = std::fs::read(REGULAR).expect("fonts-dejavu-core is installed");
    let bold = std::fs::read(BOLD).expect("fonts-dejavu-core is installed");
    let declaration = generate(7, houses, items);
    let mrn = declaration
        .mrn
        .clone()
        .unwrap_or_else(|| "26MD100000ABCDEFG1".into());
    let input = TadInput {
        declaration: &declaration,
        mrn: &mrn,
        release_date: "2026-11-23",
        control_result: Some("A1"),
        limit_date: None,
        locale,
        business_continuity: false,
    };
    let fonts = Fonts {
        regular: &regular,
        bold: &bold,
    };

    let start = Instant::now();
    let pdf = render(&input, &fonts).expect("renders");
    let elapsed = start.elapsed();
    println!(
        "{houses} houses x {items} items: {:.0} ms, {} pages, {} bytes ({:.1} MB)",
        elapsed.as_secs_f64() * 1000.0,
        pdf.pages,
        pdf.bytes.len(),
        pdf.bytes.len() as f64 / 1_000_000.0
    );
    if let Some(path) = out {
        std::fs::write(path, &pdf.bytes).expect("writes the PDF");
    }
}
