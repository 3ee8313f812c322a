//! Drawing on one page in millimetres, y growing downwards.
//!
//! The page is written as three batches (thin strokes, thick strokes and fills as one path
//! each, then all the text in one text object) rather than in drawing order: nothing on the
//! forms overlaps, and the batches make content streams about half as long, which is most of
//! the time a 2,500-page list of items takes (compression).

use pdf_writer::{Content, Name, Str};

use super::{Faces, MM, PAGE_H};

#[derive(Debug, Clone, Copy, PartialEq, Eq)]
pub enum Style {
    Regular,
    Bold,
}

impl Style {
    fn resource(self) -> Name<'static> {
        match self {
            Style::Regular => Name(b"R"),
            Style::Bold => Name(b"B"),
        }
    }
}

/// Line widths in points that get a batch of their own; others use the nearest.
const WIDTHS: [f32; 2] = [0.4, 1.4];

pub struct Canvas<'f> {
    pub faces: &'f mut Faces,
    /// The document's form XObjects (drawn once, placed many times).
    forms: &'f mut Vec<Vec<u8>>,
    placed: Content,
    strokes: [Content; 2],
    fills: Content,
    text: Content,
    /// Font and size of the text object, and where its last run started (for `Td`).
    font: Option<(Style, f32)>,
    at: (f32, f32),
    upright: bool,
    /// Reused buffer of the CIDs of one text run.
    cids: Vec<u8>,
}

pub fn form_name(form: usize) -> String {
    format!("X{form}")
}

/// Coordinates are rounded to 1/100 pt: shorter numbers, same print.
fn round(v: f32) -> f32 {
    (v * 100.0).round() / 100.0
}

fn x(mm: f32) -> f32 {
    round(mm * MM)
}

fn y(mm: f32) -> f32 {
    round((PAGE_H - mm) * MM)
}

impl<'f> Canvas<'f> {
    pub fn new(faces: &'f mut Faces, forms: &'f mut Vec<Vec<u8>>) -> Canvas<'f> {
        let mut text = Content::new();
        text.begin_text();
        Canvas {
            faces,
            forms,
            placed: Content::new(),
            strokes: [Content::new(), Content::new()],
            fills: Content::new(),
            text,
            font: None,
            at: (0.0, 0.0),
            upright: true,
            cids: Vec::with_capacity(256),
        }
    }

    pub fn finish(self) -> Vec<u8> {
        let mut out = self.placed.finish().into_vec();
        out.push(b'\n');
        let [thin, thick] = self.strokes;
        for (width, path) in WIDTHS.iter().zip([thin, thick]) {
            let path = path.finish();
            if !path.is_empty() {
                let mut op = Content::new();
                op.set_line_width(*width);
                out.extend_from_slice(&op.finish());
                out.push(b'\n');
                out.extend_from_slice(&path);
                out.extend_from_slice(b"\nS\n");
            }
        }
        let fills = self.fills.finish();
        if !fills.is_empty() {
            out.extend_from_slice(&fills);
            out.extend_from_slice(b"\nf\n");
        }
        let mut text = self.text;
        text.end_text();
        out.extend_from_slice(&text.finish());
        out
    }

    /// Draws a form XObject (as if at the page's top-left corner) for [`Canvas::place`].
    pub fn define(&mut self, draw: impl FnOnce(&mut Canvas)) -> usize {
        let mut form = Canvas::new(self.faces, self.forms);
        draw(&mut form);
        let content = form.finish();
        self.forms.push(content);
        self.forms.len() - 1
    }

    /// Places a form drawn by [`Canvas::define`] with its top-left corner at (`left`, `top`).
    pub fn place(&mut self, form: usize, left: f32, top: f32) {
        let name = form_name(form);
        self.placed
            .save_state()
            .transform([1.0, 0.0, 0.0, 1.0, round(left * MM), round(-top * MM)])
            .x_object(Name(name.as_bytes()))
            .restore_state();
    }

    /// Width of `text` in millimetres at `size` points.
    pub fn width(&mut self, style: Style, size: f32, text: &str) -> f32 {
        self.faces.face(style).width(text) * size / MM
    }

    fn stroke(&mut self, width_pt: f32) -> &mut Content {
        let thick = width_pt > (WIDTHS[0] + WIDTHS[1]) / 2.0;
        &mut self.strokes[usize::from(thick)]
    }

    pub fn line(&mut self, x1: f32, y1: f32, x2: f32, y2: f32, width_pt: f32) {
        self.stroke(width_pt)
            .move_to(x(x1), y(y1))
            .line_to(x(x2), y(y2));
    }

    pub fn rect(&mut self, left: f32, top: f32, w: f32, h: f32, width_pt: f32) {
        self.stroke(width_pt)
            .rect(x(left), y(top + h), round(w * MM), round(h * MM));
    }

    pub fn fill_rect(&mut self, left: f32, top: f32, w: f32, h: f32) {
        self.fills
            .rect(x(left), y(top + h), round(w * MM), round(h * MM));
    }

    /// Text whose capitals' top is at `top`.
    pub fn text(&mut self, left: f32, top: f32, style: Style, size: f32, text: &str) {
        if text.is_empty() {
            return;
        }
        let baseline = top + self.faces.face(style).cap_height() * size / MM;
        self.select(style, size);
        let (px, py) = (x(left), y(baseline));
        if self.upright {
            self.text
                .next_line(round(px - self.at.0), round(py - self.at.1));
        } else {
            self.text.set_text_matrix([1.0, 0.0, 0.0, 1.0, px, py]);
            self.upright = true;
        }
        self.at = (px, py);
        self.show(style, text);
    }

    /// Text read from bottom to top, its capitals' top at `left` and starting at `bottom`.
    pub fn text_up(&mut self, left: f32, bottom: f32, style: Style, size: f32, text: &str) {
        let baseline = left + self.faces.face(style).cap_height() * size / MM;
        self.select(style, size);
        self.text
            .set_text_matrix([0.0, 1.0, -1.0, 0.0, x(baseline), y(bottom)]);
        self.upright = false;
        self.show(style, text);
    }

    fn select(&mut self, style: Style, size: f32) {
        if self.font != Some((style, size)) {
            self.text.set_font(style.resource(), size);
            self.font = Some((style, size));
        }
    }

    fn show(&mut self, style: Style, text: &str) {
        self.cids.clear();
        let face = self.faces.face(style);
        for c in text.chars() {
            self.cids
                .extend_from_slice(&face.glyph(c).cid.to_be_bytes());
        }
        self.text.show(Str(&self.cids));
    }
}
