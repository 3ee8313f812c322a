//! The rendered PDF read back: barcode, labels, list of items, conventions, figures.

mod common;

use common::{barcodes, box_text, have, pages_text, render_as, render_with, MRN};
use vama_rules::t01::generate::generate;
use vama_rules::t01::{Declaration, Document, TransitOffice};
use vama_rules::values::{CodeRef, OfficeRef};
use vama_tad::{render, Fonts, Locale, TadError, TadInput};

#[test]
fn the_barcode_decodes_to_the_mrn() {
    if !have("pdftoppm") || !have("zbarimg") {
        return;
    }
    let pdf = render_with(&generate(1, 2, 3), Locale::En);
    assert_eq!(barcodes(&pdf, "barcode-tad", 1), MRN, "the TAD's barcode");
    assert_eq!(
        barcodes(&pdf, "barcode-list", 2),
        MRN,
        "the list of items' barcode"
    );
}

#[test]
fn a_business_continuity_tad_ticks_the_bcp_box_and_the_server_s_does_not() {
    if !have("pdftotext") {
        return;
    }
    let declaration = generate(1, 1, 1);
    // The BCP box's left half (page one, mm): its label and check box, not "Return copy".
    let bcp = |pdf: &vama_tad::Pdf, name: &str| box_text(pdf, name, 108.0, 45.0, 40.0, 6.0);
    let fallback = bcp(&render_as(&declaration, Locale::En, true), "bcp-ticked");
    assert!(fallback.contains("BCP:"), "the BCP box: {fallback:?}");
    assert!(fallback.contains('X'), "ticked: {fallback:?}");
    let server = bcp(&render_as(&declaration, Locale::En, false), "bcp-empty");
    assert!(server.contains("BCP:"), "the BCP box: {server:?}");
    assert!(!server.contains('X'), "not ticked: {server:?}");
}

#[test]
fn the_readable_mrn_is_printed_beside_the_barcode() {
    if !have("pdftotext") {
        return;
    }
    let pages = pages_text(&render_with(&generate(1, 1, 1), Locale::En), "readable");
    assert!(pages[0].contains(MRN));
    assert!(pages[1].contains(&format!("MRN {MRN}")));
}

#[test]
fn the_list_of_items_repeats_its_header_on_every_page() {
    if !have("pdftotext") {
        return;
    }
    let pdf = render_with(&generate(3, 20, 10), Locale::En);
    let pages = pages_text(&pdf, "header");
    assert_eq!(pages.len(), pdf.pages);
    assert!(
        pdf.pages > 10,
        "200 items need many pages, got {}",
        pdf.pages
    );
    for (i, text) in pages.iter().enumerate().skip(1) {
        assert!(
            text.contains("TRANSIT LIST OF ITEMS"),
            "page {} has no title",
            i + 1
        );
        assert!(
            text.contains(&format!("MRN {MRN}")),
            "page {} has no MRN",
            i + 1
        );
        assert!(text.contains("Forms"), "page {} has no Forms box", i + 1);
        assert!(
            text.contains("Decl. goods it. Nr. [11 11]"),
            "page {} has no item",
            i + 1
        );
    }
    assert!(!pages[0].contains("TRANSIT LIST OF ITEMS"));
}

#[test]
fn every_goods_item_is_listed() {
    if !have("pdftotext") {
        return;
    }
    let declaration = generate(5, 4, 6);
    let pdf = render_with(&declaration, Locale::En);
    let list = pages_text(&pdf, "items")[1..].join("\n");
    for house in &declaration.house_consignments {
        for item in &house.house_items {
            let description = item.goods_description.as_deref().unwrap_or_default();
            let start: String = description.chars().take(20).collect();
            assert!(
                list.contains(&start),
                "item {} ({start}) is missing",
                item.dec_itm_nber
            );
        }
    }
}

/// Page `page` (1-based) of the printed text holds `label`.
fn assert_page_has(pages: &[String], page: usize, label: &str) {
    assert!(
        pages[page - 1].contains(label),
        "page {page} lacks {label:?}"
    );
}

#[test]
fn a_romanian_tad_has_romanian_labels_with_diacritics() {
    if !have("pdftotext") {
        return;
    }
    let pages = pages_text(&render_with(&generate(1, 1, 2), Locale::Ro), "ro");
    for label in [
        "UNIUNEA EUROPEANĂ",
        "DOCUMENT DE ÎNSOȚIRE TRANZIT",
        "TIPUL DECLARAȚIEI",
        "Garanție [99 02 - 99 03 - 99 04]",
        "Țara de destinație [16 03]",
        "Ștampila:",
    ] {
        assert_page_has(&pages, 1, label);
    }
    assert!(pages[1].contains("LISTA ARTICOLELOR DE TRANZIT"));
    assert!(pages[1].contains("Descrierea mărfurilor [18 05]"));
    assert!(!pages[0].contains("Consignor [13 02]"));
}

#[test]
fn a_russian_tad_has_russian_labels_whole_in_their_boxes() {
    if !have("pdftotext") {
        return;
    }
    let pages = pages_text(&render_with(&generate(1, 1, 2), Locale::Ru), "ru");
    for label in [
        "ЕВРОПЕЙСКИЙ СОЮЗ",
        "ТРАНЗИТНЫЙ СОПРОВОДИТЕЛЬНЫЙ ДОКУМЕНТ",
        "ТИП ДЕКЛАРАЦИИ",
        "Отправитель [13 02]",
        "Получатель [13 03]",
        "Принципал транзитной процедуры [13 07]",
        "Перевозчик [13 12]",
        "Пломба [19 10]",
        "Гарантия [99 02 - 99 03 - 99 04]",
        "Сокр. набор данных [11 08]:",
        "ТАМОЖНЯ ТРАНЗИТА [17 04]",
        "ТАМОЖНЯ ОТПРАВЛЕНИЯ [17 03]",
        "ТАМОЖНЯ НАЗНАЧЕНИЯ [17 05]",
        "Срок доставки [15 11]:",
        "Печать:",
    ] {
        assert_page_has(&pages, 1, label);
    }
    assert!(pages[1].contains("ТРАНЗИТНЫЙ СПИСОК ТОВАРОВ"));
    for label in [
        "Описание товаров [18 05]",
        "Код товара [18 09]",
        "Масса брутто [18 04]",
        "Масса нетто (кг) [18 01]",
    ] {
        assert_page_has(&pages, 2, label);
    }
    assert!(!pages[0].contains("Consignor [13 02]"));
}

#[test]
fn an_english_tad_labels_its_boxes_with_their_data_element_numbers() {
    if !have("pdftotext") {
        return;
    }
    let pages = pages_text(&render_with(&generate(1, 1, 2), Locale::En), "en");
    for label in [
        "EUROPEAN UNION",
        "TRANSIT ACCOMPANYING DOCUMENT",
        "DECLARATION TYPE",
        "Consignor [13 02]",
        "Consignee [13 03]",
        "Holder of transit procedure [13 07]",
        "LRN [12 09]",
        "Security [11 07]",
        "Transport equipment [19 07]",
        "Seal [19 10]",
        "Guarantee [99 02 - 99 03 - 99 04]",
        "CUSTOMS OFFICE OF TRANSIT [17 04]",
        "CUSTOMS OFFICE OF DEPARTURE [17 03]",
        "CONTROL BY OFFICE OF DEPARTURE",
    ] {
        assert_page_has(&pages, 1, label);
    }
}

#[test]
fn the_tad_prints_the_declaration_and_the_release() {
    if !have("pdftotext") {
        return;
    }
    let declaration = generate(1, 1, 2);
    let pages = pages_text(&render_with(&declaration, Locale::En), "data");
    let lrn = declaration.lrn.clone().expect("an LRN");
    let departure = declaration
        .departure_office
        .clone()
        .expect("an office")
        .code;
    for value in [
        lrn.as_str(),
        &format!("{departure}."),
        "2026-11-23",
        "A1",
        "T1",
    ] {
        assert!(pages[0].contains(value), "page 1 lacks {value:?}");
    }
}

#[test]
fn the_page_count_grows_with_the_items() {
    let few = render_with(&generate(1, 1, 1), Locale::En).pages;
    let some = render_with(&generate(1, 5, 10), Locale::En).pages;
    let many = render_with(&generate(1, 50, 10), Locale::En).pages;
    assert_eq!(few, 2, "the TAD and one page of items");
    assert!(few < some && some < many, "{few} < {some} < {many}");
}

#[test]
fn a_declaration_without_items_still_has_its_list_of_items() {
    let pdf = render_with(&Declaration::default(), Locale::En);
    assert_eq!(pdf.pages, 2);
    assert!(pdf.bytes.starts_with(b"%PDF-1.7"));
}

/// Nine transit offices and sixty previous documents in boxes made for a few.
fn crowded() -> Declaration {
    let mut d = generate(2, 1, 1);
    d.transit_offices = (1..=9)
        .map(|i| TransitOffice {
            sequence: i,
            customs_office: Some(OfficeRef {
                code: format!("RO00{i}000"),
                name: None,
            }),
            arrival_date_and_time_estimated: None,
        })
        .collect();
    d.previous_doc = (1..=60)
        .map(|i| Document {
            sequence: i,
            doc_type: Some(CodeRef::new("N821", "")),
            reference: Some(format!("PREV-2026-{i:07}")),
            ..Document::default()
        })
        .collect();
    d
}

#[test]
fn too_many_occurrences_print_the_first_and_the_last_around_an_ellipsis() {
    if !have("pdftotext") {
        return;
    }
    let pages = pages_text(&render_with(&crowded(), Locale::En), "crowded");
    let page = pages[0].replace('\n', " ");
    assert!(
        page.contains("1/N821/PREV-2026-0000001;(…);60/N821/PREV-2026-0000060."),
        "{page}"
    );
    assert!(!page.contains("PREV-2026-0000030"));
    // Nine offices fit, all printed, separated by "; ".
    assert!(page.contains("1/RO001000; 2/RO002000"), "{page}");
    assert!(page.contains("9/RO009000."), "{page}");
}

#[test]
fn the_pages_are_a4() {
    let pdf = render_with(&generate(1, 1, 1), Locale::En);
    let text = String::from_utf8_lossy(&pdf.bytes);
    assert!(
        text.contains("/MediaBox [0 0 595.27563 841.8898]"),
        "A4 media box"
    );
}

#[test]
fn an_mrn_that_cannot_be_a_code_128_barcode_is_refused() {
    let declaration = generate(1, 1, 1);
    let font = std::fs::read("/usr/share/fonts/truetype/dejavu/DejaVuSans.ttf").expect("font");
    let fonts = Fonts {
        regular: &font,
        bold: &font,
    };
    for mrn in ["", "24RO00ș"] {
        let input = TadInput {
            declaration: &declaration,
            mrn,
            release_date: "2026-11-23",
            control_result: None,
            limit_date: None,
            locale: Locale::En,
            business_continuity: false,
        };
        assert_eq!(
            render(&input, &fonts).unwrap_err(),
            TadError::Mrn(mrn.to_owned())
        );
    }
}

#[test]
fn a_file_that_is_not_a_font_is_refused() {
    let declaration = generate(1, 1, 1);
    let input = TadInput {
        declaration: &declaration,
        mrn: MRN,
        release_date: "2026-11-23",
        control_result: None,
        limit_date: None,
        locale: Locale::En,
        business_continuity: false,
    };
    let err = render(
        &input,
        &Fonts {
            regular: b"not a font",
            bold: b"",
        },
    )
    .unwrap_err();
    assert_eq!(err, TadError::Font("regular"));
}

/// The figure: 999 house consignments of 10 items in at most a second (release
/// build: `cargo test --release -p vama-tad`; a debug build only checks that it renders).
#[test]
fn the_largest_declaration_renders_in_under_a_second() {
    let declaration = generate(7, 999, 10);
    let start = std::time::Instant::now();
    let pdf = render_with(&declaration, Locale::En);
    let elapsed = start.elapsed();
    eprintln!(
        "999 x 10: {elapsed:?}, {} pages, {} bytes",
        pdf.pages,
        pdf.bytes.len()
    );
    assert!(pdf.pages > 1000);
    if !cfg!(debug_assertions) {
        assert!(elapsed.as_secs_f64() <= 1.0, "{elapsed:?}");
    }
}

/// The departure control box as the movement holds it: the limit date [15 11] is the time limit
/// the release started (given even when the declaration declares none), and the result is the
/// one the release carried, whatever the declaration's body holds since.
#[test]
fn the_limit_date_is_the_movements_time_limit_and_the_result_the_releases() {
    if !have("pdftotext") {
        return;
    }
    let mut declaration = generate(1, 1, 1);
    declaration.date_limit = None;
    declaration.control_result = None;
    let font = |name: &str| std::fs::read(format!("/usr/share/fonts/truetype/dejavu/{name}"));
    let (regular, bold) = (
        font("DejaVuSans.ttf").unwrap(),
        font("DejaVuSans-Bold.ttf").unwrap(),
    );
    let fonts = Fonts {
        regular: &regular,
        bold: &bold,
    };
    let input = TadInput {
        declaration: &declaration,
        mrn: MRN,
        release_date: "2026-11-23",
        control_result: Some("A2"),
        limit_date: Some("2026-12-01"),
        locale: Locale::En,
        business_continuity: false,
    };
    let path = common::write(&render(&input, &fonts).unwrap(), "limit-date");
    let out = std::process::Command::new("pdftotext")
        .args(["-f", "1", "-l", "1", "-layout"])
        .arg(&path)
        .arg("-")
        .output()
        .expect("runs pdftotext");
    let page = String::from_utf8(out.stdout).expect("UTF-8");
    // The value printed after a label, on its line (the layout keeps the box's row).
    let after = |label: &str| {
        page.lines()
            .find_map(|l| {
                l.split_once(label).map(|(_, rest)| {
                    rest.split("  ")
                        .map(str::trim)
                        .find(|v| !v.is_empty())
                        .unwrap_or_default()
                        .to_owned()
                })
            })
            .unwrap_or_else(|| panic!("no {label} in {page}"))
    };
    assert_eq!(after("Limit date [15 11]:"), "2026-12-01", "{page}");
    assert_eq!(after("Result:"), "A2", "{page}");

    // Without the movement's limit, the declared one.
    let mut declared = declaration.clone();
    declared.date_limit = Some("2026-11-30".into());
    let input = TadInput {
        declaration: &declared,
        limit_date: None,
        ..input
    };
    let pages = pages_text(&render(&input, &fonts).unwrap(), "declared-limit");
    assert!(pages[0].contains("2026-11-30"), "{}", pages[0]);
}
