//! Time, pages and size of a decision notice: `cargo run --release -p vama-tad --example
//! decision_figures -- [ROUNDS [OUT.pdf [en|ro|ru]]]` (default 200 rounds of an inward processing
//! decision with ten goods lines). Prints the first render (fonts parsed, glyphs subset from
//! cold) and the median of the rounds. Fonts: DejaVu Sans from Debian's fonts-dejavu-core.

use std::time::Instant;

use vama_tad::{render_decision, DecisionNotice, Fonts, Locale};

const REGULAR: &str = "/usr/share/fonts/truetype/dejavu/DejaVuSans.ttf";
const BOLD: &str = "/usr/share/fonts/truetype/dejavu/DejaVuSans-Bold.ttf";

fn notice(locale: Locale) -> DecisionNotice {
    let mut essential = vec![
        (
            "Details of the planned activities".to_owned(),
            "Assembly of agricultural machines from imported parts; repair of returned units"
                .to_owned(),
        ),
        (
            "Customs offices".to_owned(),
            "Customs office of placement: MD100100; Customs office of supervision: MD100200"
                .to_owned(),
        ),
        ("Inward processing".to_owned(), String::new()),
    ];
    for i in 1..=10 {
        essential.push((
            format!("Goods placed under the procedure {i}"),
            format!(
                "Goods: (TARIC code: 73181535{i:02}; Description of goods: Bolts and screws, lot {i}; Quantity: {}; Unit of measure: KGM; Value: {} EUR); Rate of yield: 95 %",
                100 * i,
                1000 * i
            ),
        ));
    }
    essential.push((
        "Places of processing or use".to_owned(),
        "Plant, Str. Industriei 4, Bălți; Depot, Str. Vamii 1, Chișinău".to_owned(),
    ));
    DecisionNotice {
        reference: "MDIPO2026000017".into(),
        decision_type_code: "IPO".into(),
        decision_type_title: "Inward processing authorisation".into(),
        legal_basis: None,
        holder_eori: "MD1000000000001".into(),
        holder_name: "Vama Demo Trader SRL".into(),
        competent_office: "MD100200 – Biroul vamal Bălți".into(),
        application_reference: Some("IPO261126K7Q2M9XD".into()),
        decision_date: "2026-11-26".into(),
        validity_start: "2026-12-01".into(),
        validity_end: Some("2029-11-30".into()),
        status: "ACTIVE".into(),
        status_note: None,
        essential,
        conditions: vec!["As decided on 2026-11-26: the rate of yield is checked quarterly".into()],
        printed_on: Some("2026-12-02".into()),
        locale,
    }
}

fn main() {
    let args: Vec<String> = std::env::args().skip(1).collect();
    let rounds: usize = args
        .first()
        .and_then(|a| a.parse().ok())
        .unwrap_or(200)
        .max(1);
    let out = args.get(1);
    let locale = args
        .get(2)
        .and_then(|l| Locale::parse(l))
        .unwrap_or(Locale::En);

    let regular = std::fs::read(REGULAR).expect("fonts-dejavu-core is installed");
    let bold = std::fs::read(BOLD).expect("fonts-dejavu-core is installed");
    let fonts = Fonts {
        regular: &regular,
        bold: &bold,
    };
    let notice = notice(locale);

    let start = Instant::now();
    let pdf = render_decision(&notice, &fonts).expect("renders");
    let first = start.elapsed();
    let mut times: Vec<f64> = (0..rounds)
        .map(|_| {
            let start = Instant::now();
            let pdf = render_decision(&notice, &fonts).expect("renders");
            std::hint::black_box(pdf);
            start.elapsed().as_secs_f64() * 1000.0
        })
        .collect();
    times.sort_by(f64::total_cmp);
    println!(
        "decision notice: first {:.2} ms, median {:.2} ms, max {:.2} ms over {rounds} rounds; {} page(s), {} bytes",
        first.as_secs_f64() * 1000.0,
        times[times.len() / 2],
        times[times.len() - 1],
        pdf.pages,
        pdf.bytes.len()
    );
    if let Some(path) = out {
        std::fs::write(path, &pdf.bytes).expect("writes the PDF");
    }
}
