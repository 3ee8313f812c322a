//! The decision notice of an issued customs authorisation as a PDF: what the holder keeps of
//! the decision (UCC Art. 22(7): the decision states its grounds and the right of appeal), on
//! the same machinery as the TAD (`pdf-writer`, the caller's fonts embedded as subsets, the
//! reference number as a Code 128 set B barcode).
//!
//! One or more A4 pages: the heading with the decision type and, top right, the decision
//! reference number as a barcode with its readable text under it; then "The decision" (type,
//! legal basis, holder, competent office, application reference, date, validity, status),
//! "Essential data of the decision" (the caller's label and value lines: the authorisation's
//! own fields), "Conditions" (what every decision binds its holder to, then the decision's own)
//! and "Right of appeal" (UCC Art. 44). Every page ends with the reference and "Page i of n".
//!
//! Generic over the sixteen decision types: the caller says what is printed as essential data;
//! the type's name and legal basis come from the table in `texts.rs` (or the caller's own).
//! Pure, as the rest of the crate: no I/O.
//!
//! The barcode: the reference number in Code 128 set B, modules 0.33 mm wide (narrower only
//! for a reference too long for the box), 13 mm high, with a quiet zone of at least ten modules
//! on each side; it reads back with `zbarimg` from the page rendered at 150 dpi and more.

mod texts;

#[cfg(test)]
mod tests;

use crate::pdf::{self, Canvas, Faces, Style};
use crate::{barcode, text, Fonts, Locale, Pdf, TadError};

use texts::T;

/// What the decision notice prints. Dates are `YYYY-MM-DD`, printed as given.
#[derive(Debug, Clone, Default, PartialEq, Eq)]
pub struct DecisionNotice {
    /// The decision reference number (`MDACR2026000017`): printed and encoded in the barcode.
    pub reference: String,
    /// The decision type's code (`ACR`): its name and legal basis come from the notice's table.
    pub decision_type_code: String,
    /// The decision type's name when the table does not know the code.
    pub decision_type_title: String,
    /// The legal basis, when the caller's differs from the table's (or the table has none).
    pub legal_basis: Option<String>,
    pub holder_eori: String,
    pub holder_name: String,
    /// The competent customs office (code and name, e.g. `MD100000 Headquarters`): the office
    /// the decision is the act of, and where an appeal is lodged.
    pub competent_office: String,
    /// The application's reference, if printed.
    pub application_reference: Option<String>,
    pub decision_date: String,
    pub validity_start: String,
    pub validity_end: Option<String>,
    /// The decision's status in the lifecycle (`ISSUED`, `ACTIVE`, `SUSPENDED`, `REVOKED`,
    /// `ANNULLED`, `EXPIRED`), printed in the notice's language.
    pub status: String,
    /// What the office said of the status (why and until when it is suspended, …).
    pub status_note: Option<String>,
    /// The decision's essential data, in order: `(label, value)`; a line with an empty value
    /// is the heading of the lines after it.
    pub essential: Vec<(String, String)>,
    /// The decision's own conditions, after those every decision carries.
    pub conditions: Vec<String>,
    /// The date of printing, in every page's footer.
    pub printed_on: Option<String>,
    pub locale: Locale,
}

#[derive(Debug, thiserror::Error, PartialEq, Eq)]
pub enum DecisionError {
    /// The named font is not a usable TrueType/OpenType font (or could not be subset).
    #[error("the {0} font cannot be used")]
    Font(&'static str),
    /// The reference number cannot be printed as a Code 128 set B barcode (empty, or not
    /// printable ASCII).
    #[error("the decision reference number {0:?} cannot be encoded as a Code 128 barcode")]
    Reference(String),
}

impl From<TadError> for DecisionError {
    fn from(e: TadError) -> DecisionError {
        match e {
            TadError::Font(which) => DecisionError::Font(which),
            TadError::Mrn(reference) => DecisionError::Reference(reference),
        }
    }
}

/// The name of a decision type in `locale` (`None` for a code the notice does not know).
pub fn decision_type_name(code: &str, locale: Locale) -> Option<&'static str> {
    texts::decision_type(code).map(|d| d.title(locale))
}

/// The legal basis a notice prints for a decision type (`None` for a code it does not know).
pub fn legal_basis(code: &str, locale: Locale) -> Option<&'static str> {
    texts::decision_type(code).map(|d| d.legal_basis(locale))
}

/// Renders the decision notice.
pub fn render_decision(notice: &DecisionNotice, fonts: &Fonts) -> Result<Pdf, DecisionError> {
    let reference = notice.reference.trim();
    if reference.is_empty() || !reference.bytes().all(|b| (0x20..0x7f).contains(&b)) {
        return Err(DecisionError::Reference(notice.reference.clone()));
    }
    let bars = barcode::modules(reference)?;
    let faces = Faces {
        regular: pdf::Face::new(fonts.regular, "regular")?,
        bold: pdf::Face::new(fonts.bold, "bold")?,
    };
    let mut writer = pdf::Writer::new(faces);
    let locale = notice.locale;

    let heading = heading_lines(&mut writer.faces, notice);
    let header_bottom = header_height(heading.len());
    let items = items(&mut writer.faces, notice);
    let pages = paginate(&items, header_bottom);
    let total = pages.len();
    for (i, placed) in pages.iter().enumerate() {
        let mut c = writer.page();
        if i == 0 {
            header(&mut c, reference, &bars, &heading, locale);
        }
        for (index, top) in placed {
            draw(&mut c, &items[*index], *top);
        }
        footer(&mut c, notice, reference, i + 1, total);
        let content = c.finish();
        writer.add(content);
    }
    let pages = writer.pages();
    let title = format!("{} {reference}", T::Title.text(locale));
    let bytes = writer.finish(&title)?;
    Ok(Pdf { bytes, pages })
}

/// The text's left and right edges in mm, and the columns of a label and its value.
const LEFT: f32 = 20.0;
const RIGHT: f32 = 190.0;
const LABEL_W: f32 = 55.0;
const VALUE_X: f32 = LEFT + LABEL_W + 3.0;
/// The first page's heading column, and the barcode's box beside it.
const HEADING_W: f32 = 88.0;
const CODE_X: f32 = 112.0;
const CODE_W: f32 = RIGHT - CODE_X;
/// The bars: as wide as a module may be, and their height.
const MODULE: f32 = 0.33;
const BARS_H: f32 = 13.0;
/// Where text starts on a page after the first, and where it stops (above the footer).
const TOP: f32 = 15.0;
const BOTTOM: f32 = 279.0;
const FOOTER: f32 = 283.0;
/// Font sizes in points.
const KICKER_PT: f32 = 8.0;
const TITLE_PT: f32 = 16.0;
const TYPE_PT: f32 = 11.0;
const SECTION_PT: f32 = 11.0;
const LABEL_PT: f32 = 8.0;
const VALUE_PT: f32 = 9.0;
const FOOT_PT: f32 = 7.0;
/// Line widths in points.
const THIN: f32 = 0.4;
const THICK: f32 = 1.4;

/// The distance from one line of text to the next, in mm, at `pt` points.
fn line(pt: f32) -> f32 {
    pt * 0.45
}

/// Lines of `text` at most `width` mm wide.
fn wrap(faces: &mut Faces, style: Style, size: f32, width: f32, text: &str) -> Vec<String> {
    text::wrap(faces.face(style), size, width, text)
        .into_iter()
        .map(str::to_owned)
        .collect()
}

/// The decision type under the title: "ACR — Authorised consignor for Union transit".
fn heading_lines(faces: &mut Faces, n: &DecisionNotice) -> Vec<String> {
    let code = n.decision_type_code.trim();
    let name = decision_type_name(code, n.locale).unwrap_or(n.decision_type_title.trim());
    let text = match (code.is_empty(), name.is_empty()) {
        (false, false) => format!("{code} — {name}"),
        (true, _) => name.to_owned(),
        (false, true) => code.to_owned(),
    };
    wrap(faces, Style::Bold, TYPE_PT, HEADING_W, &text)
}

/// Where the first page's heading ends (the thick rule under it).
fn header_height(type_lines: usize) -> f32 {
    let left = 29.0 + type_lines as f32 * line(TYPE_PT) + 1.0;
    let right = 19.0 + BARS_H + 2.0 + line(TYPE_PT) + 1.0;
    left.max(right) + 2.0
}

fn header(c: &mut Canvas, reference: &str, bars: &[bool], type_lines: &[String], locale: Locale) {
    c.text(
        LEFT,
        15.0,
        Style::Regular,
        KICKER_PT,
        T::Kicker.text(locale),
    );
    c.text(LEFT, 20.0, Style::Bold, TITLE_PT, T::Title.text(locale));
    for (i, l) in type_lines.iter().enumerate() {
        c.text(
            LEFT,
            29.0 + i as f32 * line(TYPE_PT),
            Style::Bold,
            TYPE_PT,
            l,
        );
    }

    // The barcode's box: its label, the bars centred with their quiet zones, the number.
    centred(
        c,
        CODE_X,
        CODE_W,
        15.0,
        Style::Regular,
        KICKER_PT,
        T::Reference.text(locale),
    );
    let n = bars.len().max(1) as f32;
    // At least ten modules of quiet zone on each side, inside the box.
    let module = MODULE.min(CODE_W / (n + 20.0));
    let width = module * n;
    barcode::draw(
        c,
        bars,
        CODE_X + (CODE_W - width) / 2.0,
        19.0,
        width,
        BARS_H,
    );
    centred(
        c,
        CODE_X,
        CODE_W,
        19.0 + BARS_H + 2.0,
        Style::Bold,
        TYPE_PT,
        reference,
    );

    let rule = header_height(type_lines.len()) - 2.0;
    c.line(LEFT, rule, RIGHT, rule, THICK);
}

fn centred(c: &mut Canvas, x: f32, w: f32, top: f32, style: Style, size: f32, text: &str) {
    let width = c.width(style, size, text);
    c.text(x + ((w - width) / 2.0).max(0.0), top, style, size, text);
}

fn footer(c: &mut Canvas, n: &DecisionNotice, reference: &str, page: usize, total: usize) {
    let locale = n.locale;
    c.line(LEFT, FOOTER, RIGHT, FOOTER, THIN);
    let mut left = format!("{} {reference}", T::Title.text(locale));
    if let Some(date) = n
        .printed_on
        .as_deref()
        .map(str::trim)
        .filter(|d| !d.is_empty())
    {
        left.push_str(&format!(" · {} {date}", T::Printed.text(locale)));
    }
    c.text(LEFT, FOOTER + 2.0, Style::Regular, FOOT_PT, &left);
    let right = format!(
        "{} {page} {} {total}",
        T::Page.text(locale),
        T::Of.text(locale)
    );
    let w = c.width(Style::Regular, FOOT_PT, &right);
    c.text(RIGHT - w, FOOTER + 2.0, Style::Regular, FOOT_PT, &right);
}

/// One block of the flowing part, its text already broken into lines.
#[derive(Debug, Clone, PartialEq)]
enum Item {
    /// A section's title with a rule under it.
    Section(String),
    /// A label and its value side by side.
    Row {
        label: Vec<String>,
        value: Vec<String>,
        strong: bool,
    },
    /// The heading of the essential data's lines after it.
    Group(Vec<String>),
    /// A paragraph, numbered when it has a marker.
    Para {
        marker: Option<String>,
        lines: Vec<String>,
    },
    /// A framed warning (a decision no longer in force).
    Alert(Vec<String>),
}

impl Item {
    fn height(&self) -> f32 {
        match self {
            Item::Section(_) => 5.0 + line(SECTION_PT) + 3.0,
            Item::Row { label, value, .. } => {
                (label.len() as f32 * line(LABEL_PT)).max(value.len() as f32 * line(VALUE_PT)) + 1.8
            }
            Item::Group(lines) => 1.8 + lines.len() as f32 * line(VALUE_PT) + 0.6,
            Item::Para { lines, .. } => lines.len() as f32 * line(VALUE_PT) + 1.8,
            Item::Alert(lines) => lines.len() as f32 * line(VALUE_PT) + 5.0,
        }
    }

    /// A title stays on the page of what follows it.
    fn keeps_with_next(&self) -> bool {
        matches!(self, Item::Section(_) | Item::Group(_))
    }
}

fn items(faces: &mut Faces, n: &DecisionNotice) -> Vec<Item> {
    let locale = n.locale;
    let mut out = Vec::new();

    if texts::ended(&n.status) {
        out.push(Item::Alert(wrap(
            faces,
            Style::Bold,
            VALUE_PT,
            RIGHT - LEFT - 6.0,
            T::NotInForce.text(locale),
        )));
    }

    out.push(Item::Section(T::Decision.text(locale).to_owned()));
    row(
        faces,
        &mut out,
        T::Reference.text(locale),
        &n.reference,
        true,
    );
    let code = n.decision_type_code.trim();
    let name = decision_type_name(code, locale).unwrap_or(n.decision_type_title.trim());
    let kind = if name.is_empty() {
        code.to_owned()
    } else {
        format!("{code} — {name}")
    };
    row(faces, &mut out, T::DecisionType.text(locale), &kind, false);
    let basis = n
        .legal_basis
        .as_deref()
        .map(str::trim)
        .filter(|b| !b.is_empty())
        .or_else(|| legal_basis(code, locale))
        .map(|b| format!("{b}\n{}", texts::acts(locale)))
        .unwrap_or_default();
    row(faces, &mut out, T::LegalBasis.text(locale), &basis, false);
    let holder = match (n.holder_name.trim(), n.holder_eori.trim()) {
        ("", eori) => format!("{}: {eori}", T::Eori.text(locale)),
        (name, "") => name.to_owned(),
        (name, eori) => format!("{name}\n{}: {eori}", T::Eori.text(locale)),
    };
    row(faces, &mut out, T::Holder.text(locale), &holder, false);
    row(
        faces,
        &mut out,
        T::Office.text(locale),
        &n.competent_office,
        false,
    );
    if let Some(application) = n
        .application_reference
        .as_deref()
        .filter(|a| !a.trim().is_empty())
    {
        row(
            faces,
            &mut out,
            T::Application.text(locale),
            application,
            false,
        );
    }
    row(
        faces,
        &mut out,
        T::DecisionDate.text(locale),
        &n.decision_date,
        false,
    );
    let validity = texts::validity(&n.validity_start, n.validity_end.as_deref(), locale);
    row(faces, &mut out, T::Validity.text(locale), &validity, false);
    let mut status = texts::status(n.status.trim(), locale).to_owned();
    if n.status.trim() == "ISSUED" {
        status = format!("{status}\n{}", T::NotYetInForce.text(locale));
    }
    if let Some(note) = n
        .status_note
        .as_deref()
        .map(str::trim)
        .filter(|s| !s.is_empty())
    {
        status = format!("{status}\n{note}");
    }
    row(faces, &mut out, T::Status.text(locale), &status, true);

    out.push(Item::Section(T::Essential.text(locale).to_owned()));
    if n.essential.is_empty() {
        let lines = wrap(
            faces,
            Style::Regular,
            VALUE_PT,
            RIGHT - LEFT,
            T::NoEssential.text(locale),
        );
        out.push(Item::Para {
            marker: None,
            lines,
        });
    }
    for (label, value) in &n.essential {
        if value.trim().is_empty() {
            out.push(Item::Group(wrap(
                faces,
                Style::Bold,
                VALUE_PT,
                RIGHT - LEFT,
                label,
            )));
        } else {
            row(faces, &mut out, label, value, false);
        }
    }

    out.push(Item::Section(T::Conditions.text(locale).to_owned()));
    let standard = texts::standard_conditions(locale);
    let own = n
        .conditions
        .iter()
        .map(|c| c.trim())
        .filter(|c| !c.is_empty());
    for (i, condition) in standard.into_iter().chain(own).enumerate() {
        let lines = wrap(
            faces,
            Style::Regular,
            VALUE_PT,
            RIGHT - LEFT - 7.0,
            condition,
        );
        out.push(Item::Para {
            marker: Some(format!("{}.", i + 1)),
            lines,
        });
    }

    out.push(Item::Section(T::Appeal.text(locale).to_owned()));
    for paragraph in texts::appeal(&n.competent_office, locale) {
        let lines = wrap(faces, Style::Regular, VALUE_PT, RIGHT - LEFT, &paragraph);
        out.push(Item::Para {
            marker: None,
            lines,
        });
    }
    out
}

/// A label and its value ("—" for none), the value in bold when `strong`.
fn row(faces: &mut Faces, out: &mut Vec<Item>, label: &str, value: &str, strong: bool) {
    let value = value.trim();
    let value = if value.is_empty() { "—" } else { value };
    let style = if strong { Style::Bold } else { Style::Regular };
    out.push(Item::Row {
        label: wrap(faces, Style::Regular, LABEL_PT, LABEL_W, label),
        value: wrap(faces, style, VALUE_PT, RIGHT - VALUE_X, value),
        strong,
    });
}

/// The items of each page with the top of each, in mm: the first page's start under its
/// heading; a title goes to the next page with what follows it; an item taller than a page
/// (a value of hundreds of lines) is placed alone at the top of its page and runs over the
/// footer rather than being lost.
fn paginate(items: &[Item], first_top: f32) -> Vec<Vec<(usize, f32)>> {
    let mut pages = vec![Vec::new()];
    let mut y = first_top;
    for (i, item) in items.iter().enumerate() {
        let mut need = item.height();
        if item.keeps_with_next() {
            if let Some(next) = items.get(i + 1) {
                need += next.height().min(BOTTOM - TOP - item.height());
            }
        }
        let page_has_items = pages.last().is_some_and(|p| !p.is_empty());
        if y + need > BOTTOM && page_has_items {
            pages.push(Vec::new());
            y = TOP;
        }
        // A section title at the top of a page needs no space above it.
        let top = if matches!(item, Item::Section(_)) && y == TOP {
            y - 5.0
        } else {
            y
        };
        if let Some(page) = pages.last_mut() {
            page.push((i, top));
        }
        y = top + item.height();
    }
    pages
}

fn draw(c: &mut Canvas, item: &Item, top: f32) {
    match item {
        Item::Section(title) => {
            let y = top + 5.0;
            c.text(LEFT, y, Style::Bold, SECTION_PT, title);
            let rule = y + line(SECTION_PT) + 0.5;
            c.line(LEFT, rule, RIGHT, rule, THIN);
        }
        Item::Row {
            label,
            value,
            strong,
        } => {
            let y = top + 0.9;
            for (i, l) in label.iter().enumerate() {
                c.text(
                    LEFT,
                    y + i as f32 * line(LABEL_PT),
                    Style::Regular,
                    LABEL_PT,
                    l,
                );
            }
            let style = if *strong { Style::Bold } else { Style::Regular };
            for (i, l) in value.iter().enumerate() {
                c.text(VALUE_X, y + i as f32 * line(VALUE_PT), style, VALUE_PT, l);
            }
        }
        Item::Group(lines) => {
            for (i, l) in lines.iter().enumerate() {
                c.text(
                    LEFT,
                    top + 1.8 + i as f32 * line(VALUE_PT),
                    Style::Bold,
                    VALUE_PT,
                    l,
                );
            }
        }
        Item::Para { marker, lines } => {
            let x = match marker {
                Some(m) => {
                    c.text(LEFT, top + 0.9, Style::Regular, VALUE_PT, m);
                    LEFT + 7.0
                }
                None => LEFT,
            };
            for (i, l) in lines.iter().enumerate() {
                c.text(
                    x,
                    top + 0.9 + i as f32 * line(VALUE_PT),
                    Style::Regular,
                    VALUE_PT,
                    l,
                );
            }
        }
        Item::Alert(lines) => {
            let h = item.height() - 1.5;
            c.rect(LEFT, top + 0.5, RIGHT - LEFT, h, THICK);
            for (i, l) in lines.iter().enumerate() {
                c.text(
                    LEFT + 3.0,
                    top + 2.5 + i as f32 * line(VALUE_PT),
                    Style::Bold,
                    VALUE_PT,
                    l,
                );
            }
        }
    }
}
