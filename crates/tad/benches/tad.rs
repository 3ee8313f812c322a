//! Time to render the largest declaration (999 house consignments × 10 items) to PDF:
//! `cargo bench -p vama-tad`. Its pages and size: `examples/tad_figures.rs`.

use criterion::{criterion_group, criterion_main, Criterion};
use vama_rules::t01::generate::generate;
use vama_tad::{render, Fonts, Locale, TadInput};

fn font(path: &str) -> Vec<u8> {
    std::fs::read(path).expect("fonts-dejavu-core is installed (apt-get install fonts-dejavu-core)")
}

fn bench(c: &mut Criterion) {
    let regular = font("/usr/share/fonts/truetype/dejavu/DejaVuSans.ttf");
    let bold = font("/usr/share/fonts/truetype/dejavu/DejaVuSans-Bold.ttf");
    let fonts = Fonts {
        regular: &regular,
        bold: &bold,
    };
    let declaration = generate(7, 999, 10);
    let input = TadInput {
        declaration: &declaration,
        mrn: "26MD100000ABCDEFG1",
        release_date: "2026-11-23",
        control_result: Some("A1"),
        limit_date: None,
        locale: Locale::Ro,
        business_continuity: false,
    };
    let mut group = c.benchmark_group("tad");
    group.sample_size(10);
    group.bench_function("999x10 to PDF", |b| {
        b.iter(|| render(&input, &fonts).expect("renders"))
    });
    group.finish();
}

criterion_group!(benches, bench);
criterion_main!(benches);
