//! A small PDF writer on `pdf-writer`: A4 pages drawn in millimetres from the top-left corner
//! (the way the form's boxes are measured), two embedded faces, compressed content streams.

mod canvas;
mod font;

use std::io::Write;

use flate2::write::ZlibEncoder;
use flate2::Compression;
use pdf_writer::{Chunk, Filter, Finish, Name, Pdf, Rect, Ref, TextStr};

use canvas::form_name;
pub use canvas::{Canvas, Style};
pub use font::Face;

use crate::TadError;

/// A4 in millimetres.
pub const PAGE_W: f32 = 210.0;
pub const PAGE_H: f32 = 297.0;
/// Points per millimetre.
pub const MM: f32 = 72.0 / 25.4;

/// Content streams are compressed fast rather than small: the text of a goods list repeats
/// itself enough for the fast level to reach most of the gain.
pub(crate) fn compress(data: &[u8]) -> Vec<u8> {
    let mut encoder = ZlibEncoder::new(Vec::with_capacity(data.len() / 4), Compression::fast());
    // Writing into a Vec cannot fail.
    let _ = encoder.write_all(data);
    encoder.finish().unwrap_or_default()
}

/// The regular and the bold face, as the canvases use them.
pub struct Faces {
    pub regular: Face,
    pub bold: Face,
}

impl Faces {
    pub fn face(&mut self, style: Style) -> &mut Face {
        match style {
            Style::Regular => &mut self.regular,
            Style::Bold => &mut self.bold,
        }
    }
}

/// Collects the pages, then writes the file.
pub struct Writer {
    pub faces: Faces,
    /// Compressed content stream of each page, in order.
    pages: Vec<Vec<u8>>,
    /// Content of each form XObject.
    forms: Vec<Vec<u8>>,
}

impl Writer {
    pub fn new(faces: Faces) -> Writer {
        Writer {
            faces,
            pages: Vec::new(),
            forms: Vec::new(),
        }
    }

    pub fn page(&mut self) -> Canvas<'_> {
        Canvas::new(&mut self.faces, &mut self.forms)
    }

    pub fn add(&mut self, content: Vec<u8>) {
        self.pages.push(compress(&content));
    }

    pub fn pages(&self) -> usize {
        self.pages.len()
    }

    pub fn finish(self, title: &str) -> Result<Vec<u8>, TadError> {
        let mut next = 1;
        let mut alloc = move || {
            let r = Ref::new(next);
            next += 1;
            r
        };
        let catalog = alloc();
        let tree = alloc();
        let info = alloc();
        let regular = alloc();
        let bold = alloc();
        let page_refs: Vec<(Ref, Ref)> = self.pages.iter().map(|_| (alloc(), alloc())).collect();
        let form_refs: Vec<Ref> = self.forms.iter().map(|_| alloc()).collect();
        let form_names: Vec<String> = (0..self.forms.len()).map(form_name).collect();

        let mut fonts = Chunk::new();
        self.faces.regular.embed(&mut fonts, &mut alloc, regular)?;
        self.faces.bold.embed(&mut fonts, &mut alloc, bold)?;

        let mut pdf = Pdf::new();
        pdf.set_version(1, 7);
        pdf.catalog(catalog).pages(tree);
        pdf.document_info(info)
            .title(TextStr(title))
            .producer(TextStr("Vama"));
        pdf.pages(tree)
            .kids(page_refs.iter().map(|(page, _)| *page))
            .count(i32::try_from(page_refs.len()).unwrap_or(i32::MAX));
        let a4 = Rect::new(0.0, 0.0, PAGE_W * MM, PAGE_H * MM);
        for ((page_ref, content_ref), content) in page_refs.iter().zip(&self.pages) {
            let mut page = pdf.page(*page_ref);
            page.media_box(a4).parent(tree).contents(*content_ref);
            let mut resources = page.resources();
            let mut font_dict = resources.fonts();
            font_dict.pair(Name(b"R"), regular);
            font_dict.pair(Name(b"B"), bold);
            font_dict.finish();
            let mut forms = resources.x_objects();
            for (name, form) in form_names.iter().zip(&form_refs) {
                forms.pair(Name(name.as_bytes()), *form);
            }
            forms.finish();
            resources.finish();
            page.finish();
            pdf.stream(*content_ref, content)
                .filter(Filter::FlateDecode);
        }
        for (form_ref, content) in form_refs.iter().zip(&self.forms) {
            let packed = compress(content);
            let mut form = pdf.form_xobject(*form_ref, &packed);
            form.bbox(a4);
            form.filter(Filter::FlateDecode);
            let mut resources = form.resources();
            let mut fonts = resources.fonts();
            fonts.pair(Name(b"R"), regular);
            fonts.pair(Name(b"B"), bold);
        }
        pdf.extend(&fonts);
        Ok(pdf.finish())
    }
}
