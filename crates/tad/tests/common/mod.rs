//! Fonts, rendering and the poppler/zbar tools the tests read the PDFs back with.
//!
//! A missing tool fails the test under `CI=true` and skips it (with a note) elsewhere:
//! `apt-get install -y fonts-dejavu-core poppler-utils zbar-tools`.

#![allow(dead_code)]

use std::path::PathBuf;
use std::process::Command;

use vama_rules::t01::Declaration;
use vama_tad::{render, Fonts, Locale, Pdf, TadInput};

pub const MRN: &str = "24RO000246J8NY33L7";

pub fn font(name: &str) -> Vec<u8> {
    let path = format!("/usr/share/fonts/truetype/dejavu/{name}");
    std::fs::read(&path)
        .unwrap_or_else(|e| panic!("{path}: {e} (apt-get install -y fonts-dejavu-core)"))
}

pub fn render_with(declaration: &Declaration, locale: Locale) -> Pdf {
    render_as(declaration, locale, false)
}

/// As the server prints it (`business_continuity` false) or as the browser's fallback does.
pub fn render_as(declaration: &Declaration, locale: Locale, business_continuity: bool) -> Pdf {
    let regular = font("DejaVuSans.ttf");
    let bold = font("DejaVuSans-Bold.ttf");
    let input = TadInput {
        declaration,
        mrn: MRN,
        release_date: "2026-11-23",
        control_result: Some("A1"),
        limit_date: None,
        locale,
        business_continuity,
    };
    render(
        &input,
        &Fonts {
            regular: &regular,
            bold: &bold,
        },
    )
    .expect("renders")
}

/// Whether `tool` is on the PATH; without it the test fails under CI and is skipped elsewhere.
pub fn have(tool: &str) -> bool {
    let found = Command::new("sh")
        .args(["-c", &format!("command -v {tool}")])
        .output()
        .is_ok_and(|o| o.status.success());
    if !found {
        if std::env::var("CI").as_deref() == Ok("true") {
            panic!("{tool} is missing (apt-get install -y poppler-utils zbar-tools)");
        }
        eprintln!(
            "note: {tool} is missing, test skipped (apt-get install -y poppler-utils zbar-tools)"
        );
    }
    found
}

/// A scratch directory of this test.
pub fn scratch(name: &str) -> PathBuf {
    let dir = std::env::temp_dir().join(format!("vama-tad-{}-{name}", std::process::id()));
    std::fs::create_dir_all(&dir).expect("temp dir");
    dir
}

pub fn write(pdf: &Pdf, name: &str) -> PathBuf {
    let path = scratch(name).join("tad.pdf");
    std::fs::write(&path, &pdf.bytes).expect("writes the PDF");
    path
}

/// The text of every page, in reading order (`pdftotext`).
pub fn pages_text(pdf: &Pdf, name: &str) -> Vec<String> {
    let path = write(pdf, name);
    let out = Command::new("pdftotext")
        .arg(&path)
        .arg("-")
        .output()
        .expect("runs pdftotext");
    assert!(
        out.status.success(),
        "pdftotext: {}",
        String::from_utf8_lossy(&out.stderr)
    );
    let text = String::from_utf8(out.stdout).expect("UTF-8");
    // pdftotext ends every page with a form feed.
    let mut pages: Vec<String> = text.split('\u{c}').map(str::to_owned).collect();
    pages.pop();
    pages
}

/// What zbarimg reads on page `page` rendered at 200 dpi.
pub fn barcodes(pdf: &Pdf, name: &str, page: usize) -> String {
    barcode_at(pdf, name, page, 200)
}

/// What zbarimg reads on page `page` rendered at `dpi`.
pub fn barcode_at(pdf: &Pdf, name: &str, page: usize, dpi: u32) -> String {
    let path = write(pdf, name);
    let prefix = path.with_file_name("page");
    let status = Command::new("pdftoppm")
        .args([
            "-r",
            &dpi.to_string(),
            "-png",
            "-singlefile",
            "-f",
            &page.to_string(),
            "-l",
            &page.to_string(),
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

/// The text inside a rectangle of page one, in mm from its top-left corner (`pdftotext` cropped
/// at 72 dpi): what one box prints.
pub fn box_text(pdf: &Pdf, name: &str, x: f32, y: f32, w: f32, h: f32) -> String {
    let path = write(pdf, name);
    let px = |mm: f32| ((mm * 72.0 / 25.4).round() as i64).to_string();
    let out = Command::new("pdftotext")
        .args([
            "-f",
            "1",
            "-l",
            "1",
            "-x",
            &px(x),
            "-y",
            &px(y),
            "-W",
            &px(w),
            "-H",
            &px(h),
        ])
        .arg(&path)
        .arg("-")
        .output()
        .expect("runs pdftotext");
    assert!(out.status.success(), "pdftotext failed");
    String::from_utf8(out.stdout).expect("UTF-8 text")
}
