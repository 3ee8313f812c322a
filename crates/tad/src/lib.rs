//! The NCTS Phase 5 Transit Accompanying Document (TAD) and its Transit List of Items (TLoI)
//! as a PDF, laid out after the EC "Guidelines for the printout of the TAD and the TLoI for
//! NCTS-P5" (TAXUD B1, v1.4): A4, the TAD's fixed boxes labelled with their data element
//! numbers, the MRN as a Code 128 set B barcode with the readable MRN beside it, then the
//! list of items, its header repeated on every page, for as many pages as the goods need.
//!
//! Pure: no file or network I/O, no threads, no C code, so the browser can render the same
//! document from the same code (`wasm32-unknown-unknown`). The caller passes the TrueType
//! fonts as bytes (e.g. DejaVu Sans and DejaVu Sans Bold); they are embedded as subsets,
//! which prints any Unicode text the fonts cover (Romanian ș ț ă î â, the Russian labels'
//! Cyrillic: DejaVu covers both).
//!
//! ```no_run
//! # let declaration = vama_rules::t01::generate::generate(1, 1, 1);
//! # let (regular, bold) = (Vec::new(), Vec::new());
//! use vama_tad::{render, Fonts, Locale, TadInput};
//! let pdf = render(
//!     &TadInput {
//!         declaration: &declaration,
//!         mrn: "24RO000246J8NY33L7",
//!         release_date: "2026-11-23",
//!         control_result: Some("A1"),
//!         limit_date: Some("2026-12-01"),
//!         locale: Locale::Ro,
//!         business_continuity: false,
//!     },
//!     &Fonts { regular: &regular, bold: &bold },
//! )?;
//! # Ok::<(), vama_tad::TadError>(())
//! ```
//!
//! # What is printed where
//!
//! The TAD holds the declaration and master consignment (box list in `src/tad/mod.rs`), the
//! TLoI one block per goods item (`src/tloi/mod.rs`). A house consignment's own lists
//! (parties, documents, supply chain actors, transport means) are printed in the block of its
//! first item, as its gross mass is (before the first item's description); its single values
//! (UCR, countries, transport charges) fill in every item that has none of its own.
//!
//! # Speed
//!
//! 999 house consignments × 10 items (2,499 pages, 10.5 MB) render in about 0.45-0.6 s
//! (release build; `cargo bench -p vama-tad`, `cargo run --release -p vama-tad --example
//! tad_figures`). That is why the PDF is written with `pdf-writer` and `subsetter` (krilla's
//! own building blocks) rather than krilla itself: krilla's per-glyph bookkeeping took 2.7 s
//! for the same amount of text. Text is not shaped (see `pdf/font.rs`), the labels of the list
//! of items are form XObjects drawn once, and each page's paths and text are batched.
//!
//! # Boxes left empty
//!
//! For lack of data in the declaration model, or because only officers fill them by hand:
//! - "Return copy has to be sent to office:" (business continuity only); the BCP box is
//!   ticked when [`TadInput::business_continuity`] is set (the browser's fallback print);
//! - "Guarantee not valid in" (not part of IE015 nor IE029);
//! - Incidents during transport (office, code, new transport means, other incidents) and
//!   Certification by competent authorities: written during the journey; only the
//!   container IDs [19 07] are pre-printed, as in the EC example;
//! - Control by office of destination (date of arrival, examination of seals, remarks, ...);
//! - Contact person [13 07 074] of the holder when the declaration has no applicant contact;
//! - TIR [12 06] holder identification number: the model keeps only the carnet number.
//!
//! The release date, which the guidelines' boxes do not have, is printed under the limit
//! date in "Control by office of departure", with the control result. The limit date is the
//! movement's time limit ([`TadInput::limit_date`]): a declaration without a declared
//! `dateLimit` still travels with the date by which the goods must be presented.

mod barcode;
mod decision;
mod labels;
mod layout;
mod pdf;
mod tad;
mod text;
mod tloi;
mod values;

#[cfg(test)]
mod tests;

use vama_rules::t01::Declaration;

pub use decision::{
    decision_type_name, legal_basis, render_decision, DecisionError, DecisionNotice,
};
pub use labels::Locale;

/// What the TAD prints: the declaration as released, and what the release added.
#[derive(Debug, Clone, Copy)]
pub struct TadInput<'a> {
    pub declaration: &'a Declaration,
    /// The movement reference number, printed and encoded in the barcode.
    pub mrn: &'a str,
    /// `YYYY-MM-DD`.
    pub release_date: &'a str,
    /// The control result code of the office of departure as the release (IE029) carried it
    /// (e.g. `A1`); when absent, the declaration's own `controlResult` is printed.
    pub control_result: Option<&'a str>,
    /// The limit date [15 11] (`YYYY-MM-DD`): the movement's time limit for arrival, which the
    /// release starts (the declared `dateLimit`, or the period the office gives when none was
    /// declared); when absent, the declaration's own `dateLimit` is printed.
    pub limit_date: Option<&'a str>,
    pub locale: Locale,
    /// Printed under the business continuity procedure (the central system could not be
    /// reached; NOTES 7.2): ticks the BCP box. The server prints `false`.
    pub business_continuity: bool,
}

/// The TrueType (or OpenType) fonts to embed, as file bytes.
#[derive(Debug, Clone, Copy)]
pub struct Fonts<'a> {
    pub regular: &'a [u8],
    pub bold: &'a [u8],
}

/// The rendered document.
#[derive(Debug, Clone)]
pub struct Pdf {
    pub bytes: Vec<u8>,
    /// The TAD's page plus the list of items' pages.
    pub pages: usize,
}

#[derive(Debug, thiserror::Error, PartialEq, Eq)]
pub enum TadError {
    /// The named font is not a usable TrueType/OpenType font (or could not be subset).
    #[error("the {0} font cannot be used")]
    Font(&'static str),
    /// The MRN cannot be printed as a Code 128 set B barcode (empty, or not printable ASCII).
    #[error("the MRN {0:?} cannot be encoded as a Code 128 set B barcode")]
    Mrn(String),
}

/// Renders the TAD and its list of items.
pub fn render(input: &TadInput, fonts: &Fonts) -> Result<Pdf, TadError> {
    let mrn = input.mrn.trim();
    if mrn.is_empty() || !mrn.bytes().all(|b| (0x20..0x7f).contains(&b)) {
        return Err(TadError::Mrn(input.mrn.to_owned()));
    }
    let bars = barcode::modules(mrn)?;
    let faces = pdf::Faces {
        regular: pdf::Face::new(fonts.regular, "regular")?,
        bold: pdf::Face::new(fonts.bold, "bold")?,
    };
    let mut writer = pdf::Writer::new(faces);

    // The list is laid out first: the TAD's "Forms" box prints the number of pages.
    let list = tloi::lay_out(&mut writer.faces, input);
    let total = 1 + list.len();
    let ctx = Print {
        input,
        mrn,
        bars: &bars,
        total,
    };

    let mut canvas = writer.page();
    tad::draw(&mut canvas, &ctx);
    let content = canvas.finish();
    writer.add(content);
    let mut forms = tloi::LabelForms::default();
    for (i, page) in list.iter().enumerate() {
        let mut canvas = writer.page();
        tloi::draw(&mut canvas, &ctx, page, i + 2, &mut forms);
        let content = canvas.finish();
        writer.add(content);
    }
    let pages = writer.pages();
    let title = format!("Transit accompanying document for MRN {mrn}");
    let bytes = writer.finish(&title)?;
    Ok(Pdf { bytes, pages })
}

/// What every page needs besides its own content.
pub(crate) struct Print<'a> {
    pub input: &'a TadInput<'a>,
    pub mrn: &'a str,
    pub bars: &'a [bool],
    /// Pages in the document ("Forms" box).
    pub total: usize,
}

impl Print<'_> {
    pub fn label(&self, l: labels::L) -> &'static str {
        l.text(self.input.locale)
    }
}
