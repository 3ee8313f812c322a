//! The Transit List of Items: one block per goods item, its boxes expanding downwards as the
//! data needs (guidelines "Layout"), the header (title, Forms, MRN barcode) repeated on every
//! page. The blocks are laid out first (lines broken, heights known) so that the pages are
//! counted before anything is drawn.
//!
//! Boxes of a block (after the EC template): Decl. goods item number [11 11] and goods item
//! number [11 03] (thick), Type and number of packages, shipping marks [18 06], Description
//! of goods [18 05], Consignor [13 02] + ID, Previous document [12 01], Supporting document
//! [12 03], Consignee [13 03] + ID, Additional reference [12 04], Additional information
//! [12 02], Additional supply chain actor [13 14] + ID, Transport document [12 05], UCR
//! [12 08], Gross mass [18 04], Departure transport means [19 05], Commodity code [18 09],
//! Net mass [18 01], UNDG [18 07], CUS code [18 08], Transport charges [14 02], Type [11 01],
//! Country of dispatch [16 06], Country of destination [16 03], Supplementary units [18 02].

mod block;

use std::collections::HashMap;

use crate::barcode;
use crate::labels::{Locale, L};
use crate::layout::{area, centred, draw_lines, frame, label, THICK, THIN, TITLE, VALUE};
use crate::pdf::{Canvas, Faces, Style};
use crate::tad::forms;
use crate::{Print, TadInput};
use block::{block, side_height, Block, Builder, Strip, HEAD};

const LEFT: f32 = 8.0;
const MID: f32 = 105.5;
const RIGHT: f32 = 203.0;
/// Where the items start under the header, and the last line they may reach.
const TOP: f32 = 34.0;
const BOTTOM: f32 = 290.0;

/// The blocks of one page.
pub(crate) struct Page {
    blocks: Vec<Block>,
}

/// Every goods item's block, in pages. A declaration without items still has one (empty)
/// list page: the TAD is always supplemented by a list of items.
pub(crate) fn lay_out(faces: &mut Faces, input: &TadInput) -> Vec<Page> {
    let mut b = Builder { faces };
    let mut pages = vec![Page { blocks: Vec::new() }];
    let mut y = TOP;
    for house in &input.declaration.house_consignments {
        for (i, item) in house.house_items.iter().enumerate() {
            let block = block(&mut b, house, item, i == 0);
            if y + block.height > BOTTOM && y > TOP {
                pages.push(Page { blocks: Vec::new() });
                y = TOP;
            }
            y += block.height;
            if let Some(page) = pages.last_mut() {
                page.blocks.push(block);
            }
        }
    }
    pages
}

fn header(c: &mut Canvas, p: &Print, number: usize) {
    let title = area(LEFT, 10.0, 100.0, 22.0);
    frame(c, title, THIN);
    centred(
        c,
        title,
        title.y + 9.0,
        Style::Bold,
        TITLE,
        p.label(L::ListTitle),
    );
    let forms_box = area(112.0, 18.0, 28.0, 12.0);
    frame(c, forms_box, THIN);
    forms(c, p, forms_box, number);
    let mrn = area(145.0, 8.0, RIGHT - 145.0, 24.0);
    frame(c, mrn, THIN);
    barcode::draw(c, p.bars, mrn.x + 2.5, mrn.y + 2.0, mrn.w - 5.0, 14.0);
    let readable = format!("{} {}", p.label(L::Mrn), p.mrn);
    centred(c, mrn, mrn.y + 18.5, Style::Bold, VALUE, &readable);
}

/// One row of a block being drawn.
struct Side<'a, 'f> {
    c: &'a mut Canvas<'f>,
    forms: &'a mut LabelForms,
    locale: Locale,
    y: f32,
    row_h: f32,
}

impl Side<'_, '_> {
    /// The strips of one column of the row, from `x`, `w` wide.
    fn draw(&mut self, x: f32, w: f32, strips: &[Strip]) {
        let mut top = self.y;
        for (i, strip) in strips.iter().enumerate() {
            // The last strip takes what the other column's taller side leaves.
            let h = if i + 1 == strips.len() {
                self.y + self.row_h - top
            } else {
                strip.height
            };
            let form = self.forms.get(self.c, self.locale, w, strip);
            self.c.place(form, x, top);
            let mut left = x;
            for f in &strip.fields {
                let a = area(left, top, w * f.share, h);
                frame(self.c, a, if f.thick { THICK } else { THIN });
                draw_lines(self.c, a.x, a.y + HEAD, &f.lines);
                left += a.w;
            }
            top += h;
        }
    }
}

/// The labels of each kind of strip, drawn once as a form and placed on every item: a
/// 10,000-item list repeats them 260,000 times.
#[derive(Default)]
pub(crate) struct LabelForms(HashMap<Vec<L>, usize>);

impl LabelForms {
    fn get(&mut self, c: &mut Canvas, locale: Locale, width: f32, strip: &Strip) -> usize {
        let key: Vec<L> = strip.fields.iter().map(|f| f.label).collect();
        if let Some(form) = self.0.get(&key) {
            return *form;
        }
        let form = c.define(|c| {
            let mut left = 0.0;
            for f in &strip.fields {
                let w = width * f.share;
                label(
                    c,
                    area(left, -0.3, w, strip.height),
                    Style::Regular,
                    f.label.text(locale),
                );
                left += w;
            }
        });
        self.0.insert(key, form);
        form
    }
}

pub(crate) fn draw(c: &mut Canvas, p: &Print, page: &Page, number: usize, forms: &mut LabelForms) {
    header(c, p, number);
    let locale = p.input.locale;
    let mut y = TOP;
    for block in &page.blocks {
        let top = y;
        for (left, right) in &block.rows {
            let row_h = side_height(left).max(side_height(right));
            let mut side = Side {
                c: &mut *c,
                forms: &mut *forms,
                locale,
                y,
                row_h,
            };
            side.draw(LEFT, MID - LEFT, left);
            side.draw(MID, RIGHT - MID, right);
            y += row_h;
        }
        frame(c, area(LEFT, top, RIGHT - LEFT, y - top), THICK);
    }
}
