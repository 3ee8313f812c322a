//! The drawing primitives both forms share: a box's frame, its label, and its content fitted
//! to its width (and, on the TAD, to its fixed height). Sizes follow the guidelines' "Fonts
//! to be used": content 7 pt, layout 5 pt, titles 10 and 7 pt bold.

use crate::pdf::{Canvas, Style, MM};
use crate::text;

/// Font sizes in points.
pub const LABEL: f32 = 5.0;
pub const VALUE: f32 = 7.0;
pub const TITLE: f32 = 10.0;
/// Line heights in mm.
pub const LABEL_H: f32 = 2.2;
pub const LINE: f32 = 2.8;
/// Inner margin in mm.
pub const PAD: f32 = 0.8;
/// Line widths in points.
pub const THIN: f32 = 0.4;
pub const THICK: f32 = 1.4;

/// A rectangle in mm from the page's top-left corner.
#[derive(Debug, Clone, Copy)]
pub struct Area {
    pub x: f32,
    pub y: f32,
    pub w: f32,
    pub h: f32,
}

pub const fn area(x: f32, y: f32, w: f32, h: f32) -> Area {
    Area { x, y, w, h }
}

impl Area {
    pub fn right(&self) -> f32 {
        self.x + self.w
    }

    pub fn bottom(&self) -> f32 {
        self.y + self.h
    }

    /// The part from `dx` mm on, `w` wide.
    pub fn column(&self, dx: f32, w: f32) -> Area {
        area(self.x + dx, self.y, w, self.h)
    }

    /// The part from `dy` mm down, `h` high.
    pub fn row(&self, dy: f32, h: f32) -> Area {
        area(self.x, self.y + dy, self.w, h)
    }
}

pub fn frame(c: &mut Canvas, a: Area, width_pt: f32) {
    c.rect(a.x, a.y, a.w, a.h, width_pt);
}

/// Smallest size a label shrinks to before it is cut with "(…)".
const LABEL_MIN: f32 = 4.0;

/// A label at the top-left corner of `a`: shrunk a little if it is too long for the box
/// (a Romanian label is often longer than its box), cut only beyond that.
pub fn label(c: &mut Canvas, a: Area, style: Style, text: &str) {
    let width = a.w - 2.0 * PAD;
    let natural = c.width(style, LABEL, text);
    let size = if natural > width {
        (LABEL * width / natural).max(LABEL_MIN)
    } else {
        LABEL
    };
    let fitted = text::one_line(c.faces.face(style), size, width, text);
    c.text(a.x + PAD, a.y + PAD, style, size, &fitted);
}

/// Lines of content for a box `width` mm wide, at most `max_lines`: the occurrences joined
/// and ended by the guidelines' conventions when `sentence`, else the single value as is.
pub fn content_lines(
    c: &mut Canvas,
    width: f32,
    max_lines: usize,
    items: &[String],
    sentence: bool,
) -> Vec<String> {
    if items.is_empty() || max_lines == 0 {
        return Vec::new();
    }
    let face = c.faces.face(Style::Regular);
    let width = width - 2.0 * PAD;
    if sentence {
        text::fit(face, VALUE, width, max_lines, items)
    } else {
        vec![text::one_line(face, VALUE, width, &items.join(", "))]
    }
}

pub fn draw_lines(c: &mut Canvas, x: f32, y: f32, lines: &[String]) {
    for (i, line) in lines.iter().enumerate() {
        c.text(x + PAD, y + i as f32 * LINE, Style::Regular, VALUE, line);
    }
}

/// A labelled box of fixed size (the TAD): label on top, content below, as many lines as fit.
pub fn field(c: &mut Canvas, a: Area, label_text: &str, items: &[String], sentence: bool) {
    label(c, a, Style::Regular, label_text);
    let top = a.y + PAD + LABEL_H + 0.4;
    let max_lines = ((a.bottom() - top - 0.3) / LINE).floor().max(0.0) as usize;
    let lines = content_lines(c, a.w, max_lines, items, sentence);
    draw_lines(c, a.x, top, &lines);
}

/// A label with its value on the same line ("Container [19 01]: 1").
pub fn inline(c: &mut Canvas, a: Area, label_text: &str, value: &str) {
    label(c, a, Style::Regular, label_text);
    let used = c.width(Style::Regular, LABEL, label_text) + 2.0 * PAD + 1.0;
    if used < a.w && !value.is_empty() {
        let face = c.faces.face(Style::Regular);
        let fitted = text::one_line(face, VALUE, a.w - used - PAD, value);
        // On the label's baseline.
        let top = a.y + PAD + face.cap_height() * (LABEL - VALUE) / MM;
        c.text(a.x + used, top, Style::Regular, VALUE, &fitted);
    }
}

/// Bold text wrapped to `a`'s width, from its top (the side titles of the TAD's sections),
/// smaller than `size` if a word is wider than the column.
pub fn heading(c: &mut Canvas, a: Area, size: f32, text_: &str) {
    let width = a.w - 2.0 * PAD;
    let widest = text_
        .split(' ')
        .map(|w| c.width(Style::Bold, size, w))
        .fold(0.0, f32::max);
    let size = if widest > width {
        size * width / widest
    } else {
        size
    };
    let lines: Vec<String> = text::wrap(c.faces.face(Style::Bold), size, width, text_)
        .into_iter()
        .map(str::to_owned)
        .collect();
    for (i, line) in lines.iter().enumerate() {
        c.text(
            a.x + PAD,
            a.y + PAD + i as f32 * size * 0.45,
            Style::Bold,
            size,
            line,
        );
    }
}

/// Text centred in the width of `a`, from `top`.
pub fn centred(c: &mut Canvas, a: Area, top: f32, style: Style, size: f32, text_: &str) {
    let w = c.width(style, size, text_);
    c.text(a.x + (a.w - w).max(0.0) / 2.0, top, style, size, text_);
}

/// A small empty check box with its text (business continuity boxes, filled by hand).
pub fn checkbox(c: &mut Canvas, x: f32, y: f32, text_: &str) {
    c.rect(x, y, 2.0, 2.0, THIN);
    c.text(x + 2.8, y + 0.5, Style::Regular, LABEL, text_);
}
