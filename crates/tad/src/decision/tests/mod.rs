//! The decision notice rendered and read back (`pdftotext`, and `pdftoppm` + `zbarimg` for the
//! barcode). A missing tool fails the test under `CI=true` and skips it elsewhere:
//! `apt-get install -y fonts-dejavu-core poppler-utils zbar-tools`.

use std::path::PathBuf;
use std::process::Command;

use super::*;

const REFERENCE: &str = "MDACR2026000017";

fn font(name: &str) -> Vec<u8> {
    let path = format!("/usr/share/fonts/truetype/dejavu/{name}");
    std::fs::read(&path)
        .unwrap_or_else(|e| panic!("{path}: {e} (apt-get install -y fonts-dejavu-core)"))
}

fn notice(locale: Locale) -> DecisionNotice {
    DecisionNotice {
        reference: REFERENCE.into(),
        decision_type_code: "ACR".into(),
        decision_type_title: "Authorised Consignor for Transit Application".into(),
        legal_basis: None,
        holder_eori: "MD1000000000001".into(),
        holder_name: "Vama Demo Trader SRL".into(),
        competent_office: "MD100000 Biroul vamal Chișinău".into(),
        application_reference: Some("ACR261126K7Q2M9XD".into()),
        decision_date: "2026-11-26".into(),
        validity_start: "2026-12-01".into(),
        validity_end: Some("2029-11-30".into()),
        status: "ACTIVE".into(),
        status_note: None,
        essential: vec![
            ("Places from which the goods are sent".into(), String::new()),
            ("Place 1".into(), "Depot, Str. Vamii 1, Chișinău".into()),
            ("Customs offices of departure".into(), "MD100100".into()),
            ("Number of operations".into(), "250".into()),
        ],
        conditions: vec!["Seals of a special type are affixed before departure.".into()],
        printed_on: Some("2026-12-02".into()),
        locale,
    }
}

fn render(n: &DecisionNotice) -> Pdf {
    let (regular, bold) = (font("DejaVuSans.ttf"), font("DejaVuSans-Bold.ttf"));
    render_decision(
        n,
        &Fonts {
            regular: &regular,
            bold: &bold,
        },
    )
    .expect("renders")
}

/// Whether `tool` is on the PATH; without it the test fails under CI and is skipped elsewhere.
fn have(tool: &str) -> bool {
    let found = Command::new("sh")
        .args(["-c", &format!("command -v {tool}")])
        .output()
        .is_ok_and(|o| o.status.success());
    if !found {
        assert!(
            std::env::var("CI").as_deref() != Ok("true"),
            "{tool} is missing (apt-get install -y poppler-utils zbar-tools)"
        );
        eprintln!("note: {tool} is missing, test skipped");
    }
    found
}

fn write(pdf: &Pdf, name: &str) -> PathBuf {
    let dir = std::env::temp_dir().join(format!("vama-decision-{}-{name}", std::process::id()));
    std::fs::create_dir_all(&dir).expect("temp dir");
    let path = dir.join("decision.pdf");
    std::fs::write(&path, &pdf.bytes).expect("writes the PDF");
    path
}

/// The text of every page (`pdftotext`), one string per page.
fn pages_text(pdf: &Pdf, name: &str) -> Vec<String> {
    let out = Command::new("pdftotext")
        .arg(write(pdf, name))
        .arg("-")
        .output()
        .expect("runs pdftotext");
    assert!(out.status.success(), "pdftotext failed");
    let text = String::from_utf8(out.stdout).expect("UTF-8");
    let mut pages: Vec<String> = text.split('\u{c}').map(str::to_owned).collect();
    pages.pop();
    pages
}

/// What `zbarimg` reads on page one rendered at `dpi`.
fn barcode_at(pdf: &Pdf, name: &str, dpi: u32) -> String {
    let path = write(pdf, name);
    let prefix = path.with_file_name("page");
    let status = Command::new("pdftoppm")
        .args([
            "-r",
            &dpi.to_string(),
            "-png",
            "-singlefile",
            "-f",
            "1",
            "-l",
            "1",
        ])
        .arg(&path)
        .arg(&prefix)
        .status()
        .expect("runs pdftoppm");
    assert!(status.success());
    let out = Command::new("zbarimg")
        .args(["--raw", "-q"])
        .arg(prefix.with_extension("png"))
        .output()
        .expect("runs zbarimg");
    String::from_utf8_lossy(&out.stdout).trim().to_owned()
}

#[test]
fn every_decision_type_of_the_portal_has_a_name_and_a_legal_basis_in_both_languages() {
    for d in vama_rules::authorisation::DECISION_TYPES {
        for locale in [Locale::En, Locale::Ro] {
            assert!(
                decision_type_name(d.code, locale).is_some_and(|n| !n.is_empty()),
                "{} {locale:?}",
                d.code
            );
            assert!(
                legal_basis(d.code, locale).is_some_and(|b| !b.is_empty()),
                "{} {locale:?}",
                d.code
            );
        }
    }
    assert_eq!(texts::DECISION_TYPES.len(), 16);
    let basis = |code| legal_basis(code, Locale::En).unwrap();
    assert!(basis("ACR").starts_with("Article 233(4)(a)"));
    assert!(basis("ACE").starts_with("Article 233(4)(b)"));
    assert!(basis("ACT").starts_with("Article 230"), "TIR: not 233");
    assert!(basis("DPO").contains("110"));
    assert!(basis("IPO").contains("256"));
    assert!(basis("OPO").contains("259"));
    assert!(basis("EUS").contains("254"));
    assert!(basis("TEA").contains("250"));
    assert!(basis("CWP").contains("240"));
    assert!(basis("TST").contains("148"));
    assert!(basis("SDE").contains("166"));
    assert!(basis("CGU").contains("95"));
    assert!(basis("EIR").contains("182"));
    assert_eq!(legal_basis("XYZ", Locale::En), None);
}

#[test]
fn a_reference_that_no_barcode_can_hold_is_refused() {
    let (regular, bold) = (font("DejaVuSans.ttf"), font("DejaVuSans-Bold.ttf"));
    let fonts = Fonts {
        regular: &regular,
        bold: &bold,
    };
    for reference in ["", "  ", "MDACR2026Ș"] {
        let mut n = notice(Locale::En);
        n.reference = reference.into();
        assert_eq!(
            render_decision(&n, &fonts).unwrap_err(),
            DecisionError::Reference(reference.into())
        );
    }
    let n = notice(Locale::En);
    let bad = Fonts {
        regular: b"not a font",
        bold: &bold,
    };
    assert_eq!(
        render_decision(&n, &bad).unwrap_err(),
        DecisionError::Font("regular")
    );
}

#[test]
fn the_notice_is_a_pdf_of_one_page_for_a_short_decision() {
    let pdf = render(&notice(Locale::En));
    assert!(pdf.bytes.starts_with(b"%PDF-"));
    assert_eq!(pdf.pages, 1);
}

#[test]
fn the_english_notice_prints_the_decision_its_data_conditions_and_the_right_of_appeal() {
    if !have("pdftotext") {
        return;
    }
    let pages = pages_text(&render(&notice(Locale::En)), "en");
    assert_eq!(pages.len(), 1);
    let text = pages[0].split_whitespace().collect::<Vec<_>>().join(" ");
    for expected in [
        "DECISION NOTICE",
        "Customs decision",
        "ACR — Authorised consignor for Union transit",
        REFERENCE,
        "Legal basis",
        "Article 233(4)(a) of the Code; Articles 191 to 193 DA",
        "Regulation (EU) No 952/2013",
        "Vama Demo Trader SRL",
        "EORI number: MD1000000000001",
        "Competent customs office",
        "MD100000 Biroul vamal Chișinău",
        "ACR261126K7Q2M9XD",
        "2026-11-26",
        "From 2026-12-01 to 2029-11-30",
        "Active",
        "Essential data of the decision",
        "Places from which the goods are sent",
        "Depot, Str. Vamii 1, Chișinău",
        "Number of operations",
        "Conditions",
        "Article 23(1)",
        "4. Seals of a special type are affixed before departure.",
        "Right of appeal",
        "Article 44 of the Code",
        "Article 45(1)",
        "Printed on 2026-12-02",
        "Page 1 of 1",
    ] {
        assert!(text.contains(expected), "{expected:?} missing from {text}");
    }
    assert!(!text.contains("no longer in force"));
}

#[test]
fn the_romanian_notice_has_romanian_headings_with_diacritics() {
    if !have("pdftotext") {
        return;
    }
    let pages = pages_text(&render(&notice(Locale::Ro)), "ro");
    let text = pages[0].split_whitespace().collect::<Vec<_>>().join(" ");
    for expected in [
        "NOTIFICAREA DECIZIEI",
        "Decizie vamală",
        "ACR — Expeditor autorizat pentru tranzitul unional",
        "Numărul de referință al deciziei",
        "Temei juridic",
        "Articolul 233 alineatul (4) litera (a) din Cod",
        "Titularul deciziei",
        "Biroul vamal competent",
        "De la 2026-12-01 până la 2029-11-30",
        "Activă",
        "Datele esențiale ale deciziei",
        "Condiții",
        "Dreptul de contestare",
        "articolului 44 din Cod",
        "Pagina 1 din 1",
    ] {
        assert!(text.contains(expected), "{expected:?} missing from {text}");
    }
    assert!(!text.contains("Right of appeal"));
}

#[test]
fn the_barcode_decodes_to_the_reference_number() {
    if !have("pdftoppm") || !have("zbarimg") {
        return;
    }
    let pdf = render(&notice(Locale::En));
    for dpi in [150, 200, 300] {
        assert_eq!(
            barcode_at(&pdf, &format!("bars-{dpi}"), dpi),
            REFERENCE,
            "{dpi} dpi"
        );
    }
    // A longer reference narrows the modules and still reads.
    let mut long = notice(Locale::Ro);
    long.reference = "MDCGU2026000001-AMENDMENT-0002".into();
    assert_eq!(barcode_at(&render(&long), "bars-long", 200), long.reference);
}

#[test]
fn a_decision_no_longer_in_force_says_so_and_a_suspension_prints_its_reasons() {
    if !have("pdftotext") {
        return;
    }
    let mut n = notice(Locale::En);
    n.status = "REVOKED".into();
    n.status_note = Some("Revoked from 2027-01-10: seals misused".into());
    let text = pages_text(&render(&n), "revoked")[0]
        .split_whitespace()
        .collect::<Vec<_>>()
        .join(" ");
    assert!(
        text.contains("This decision is no longer in force."),
        "{text}"
    );
    assert!(text.contains("Revoked"), "{text}");
    assert!(text.contains("seals misused"), "{text}");

    let mut n = notice(Locale::En);
    n.status = "ISSUED".into();
    n.validity_end = None;
    let text = pages_text(&render(&n), "issued")[0]
        .split_whitespace()
        .collect::<Vec<_>>()
        .join(" ");
    assert!(text.contains("Issued"), "{text}");
    assert!(
        text.contains("takes effect on its validity start date"),
        "{text}"
    );
    assert!(text.contains("From 2026-12-01 (no end date)"), "{text}");
    assert!(!text.contains("no longer in force"), "{text}");
}

#[test]
fn long_essential_data_runs_over_pages_each_with_its_reference_and_number() {
    let mut n = notice(Locale::En);
    n.essential = (1..=120)
        .flat_map(|i| {
            [
                (format!("Goods item {i}"), String::new()),
                (
                    "Description".to_owned(),
                    format!("Bolts and screws of iron or steel, lot {i}; ").repeat(3),
                ),
            ]
        })
        .collect();
    let pdf = render(&n);
    assert!(pdf.pages >= 4, "{} pages", pdf.pages);
    if !have("pdftotext") {
        return;
    }
    let pages = pages_text(&pdf, "long");
    assert_eq!(pages.len(), pdf.pages);
    let all = pages.join("\n");
    for (i, page) in pages.iter().enumerate() {
        assert!(
            page.contains(&format!("Page {} of {}", i + 1, pdf.pages)),
            "page {}",
            i + 1
        );
        assert!(page.contains(REFERENCE), "page {}", i + 1);
    }
    for i in 1..=120 {
        assert!(all.contains(&format!("Goods item {i}\n")), "item {i}");
    }
    assert!(pages.last().unwrap().contains("Right of appeal"));
}

#[test]
fn pagination_keeps_a_title_with_what_follows_it() {
    let row = Item::Row {
        label: vec!["L".into()],
        value: vec!["V".into()],
        strong: false,
    };
    let mut items = vec![row.clone(); 58];
    items.push(Item::Section("S".into()));
    items.push(row.clone());
    let pages = paginate(&items, 40.0);
    let section_page = pages
        .iter()
        .position(|p| p.iter().any(|(i, _)| *i == 58))
        .unwrap();
    let next_page = pages
        .iter()
        .position(|p| p.iter().any(|(i, _)| *i == 59))
        .unwrap();
    assert_eq!(section_page, next_page);
    for page in &pages {
        for (i, top) in page {
            assert!(
                top + items[*i].height() <= BOTTOM + 0.01,
                "item {i} at {top}"
            );
        }
    }
}
