//! The decision notice rendered and read back (`pdftotext`, and `pdftoppm` + `zbarimg` for the
//! barcode), with the TAD tests' tools (`common`). A missing tool fails the test under
//! `CI=true` and skips it elsewhere: `apt-get install -y fonts-dejavu-core poppler-utils zbar-tools`.

mod common;

use common::{font, have, pages_text};
use vama_tad::{render_decision, DecisionError, DecisionNotice, Fonts, Locale, Pdf};

const REFERENCE: &str = "MDACR2026000017";

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

/// What `zbarimg` reads on page one rendered at `dpi`.
fn barcode_at(pdf: &Pdf, name: &str, dpi: u32) -> String {
    common::barcode_at(pdf, name, 1, dpi)
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
        assert_holds(&text, expected);
    }
    assert!(!text.contains("no longer in force"));
}

#[test]
fn the_romanian_notice_has_romanian_headings_with_diacritics() {
    if !have("pdftotext") {
        return;
    }
    let text = first_page(Locale::Ro, "ro");
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
        assert_holds(&text, expected);
    }
    assert!(!text.contains("Right of appeal"));
}

#[test]
fn the_russian_notice_has_russian_headings() {
    if !have("pdftotext") {
        return;
    }
    let text = first_page(Locale::Ru, "ru");
    for expected in [
        "УВЕДОМЛЕНИЕ О РЕШЕНИИ",
        "Таможенное решение",
        "ACR — Уполномоченный грузоотправитель для транзита Союза",
        "Регистрационный номер решения",
        "Правовое основание",
        "Статья 233(4)(a) Кодекса",
        "Регламент (ЕС) № 952/2013",
        "Обладатель решения",
        "Компетентный таможенный орган",
        "С 2026-12-01 по 2029-11-30",
        "Действует",
        "Основные сведения о решении",
        "Условия",
        "Право на обжалование",
        "статьёй 44 Кодекса",
        "Страница 1 из 1",
    ] {
        assert_holds(&text, expected);
    }
    assert!(!text.contains("Right of appeal"));
}

/// The notice's first page in `locale`, its words joined by single spaces.
fn first_page(locale: Locale, tag: &str) -> String {
    let pages = pages_text(&render(&notice(locale)), tag);
    pages[0].split_whitespace().collect::<Vec<_>>().join(" ")
}

fn assert_holds(text: &str, expected: &str) {
    assert!(text.contains(expected), "{expected:?} missing from {text}");
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
