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

use std::collections::HashMap;

use vama_rules::t01::{HouseConsignment, HouseItem};

use crate::barcode;
use crate::labels::{Locale, L};
use crate::layout::{
    area, centred, draw_lines, frame, label, LABEL_H, LINE, PAD, THICK, THIN, TITLE, VALUE,
};
use crate::pdf::Canvas;
use crate::pdf::{Faces, Style};
use crate::tad::forms;
use crate::text;
use crate::values::{self as v, DocKind};
use crate::{Print, TadInput};

const LEFT: f32 = 8.0;
const MID: f32 = 105.5;
const RIGHT: f32 = 203.0;
/// Where the items start under the header, and the last line they may reach.
const TOP: f32 = 34.0;
const BOTTOM: f32 = 290.0;
/// A box shows at most this many lines; beyond, the "(…)" convention shortens it. It keeps
/// every block shorter than a page.
const MAX_LINES: usize = 8;
/// Label line, and the space under the last line of content.
const HEAD: f32 = 0.5 + LABEL_H + 0.3;
const FOOT: f32 = 0.4;

/// A box: its label, its lines already broken, its share of the strip's width.
struct Field {
    label: L,
    lines: Vec<String>,
    share: f32,
    thick: bool,
}

/// Boxes side by side, as high as the tallest.
struct Strip {
    fields: Vec<Field>,
    height: f32,
}

/// One goods item: rows of a left and a right column of strips.
pub struct Block {
    rows: Vec<(Vec<Strip>, Vec<Strip>)>,
    height: f32,
}

/// The blocks of one page.
pub struct Page {
    blocks: Vec<Block>,
}

fn side_height(strips: &[Strip]) -> f32 {
    strips.iter().map(|s| s.height).sum()
}

impl Strip {
    /// Puts `line` before the first box's lines.
    fn prepend(mut self, line: Option<String>) -> Strip {
        if let (Some(line), Some(field)) = (line, self.fields.first_mut()) {
            field.lines.insert(0, line);
            self.height = self
                .height
                .max(HEAD + field.lines.len() as f32 * LINE + FOOT);
        }
        self
    }
}

/// Builds strips, breaking each box's text into lines for its width.
struct Builder<'f> {
    faces: &'f mut Faces,
}

impl Builder<'_> {
    /// `(label, occurrences, share of the width)`; `sentence` applies the "; " and "."
    /// conventions (codes and numbers are printed as they are).
    fn strip(&mut self, width: f32, boxes: Vec<(L, Vec<String>, f32, bool)>) -> Strip {
        let face = self.faces.face(Style::Regular);
        let mut height: f32 = 0.0;
        let fields: Vec<Field> = boxes
            .into_iter()
            .map(|(label, items, share, sentence)| {
                let inner = width * share - 2.0 * PAD;
                let lines = if items.is_empty() {
                    Vec::new()
                } else if sentence {
                    text::fit(face, VALUE, inner, MAX_LINES, &items)
                } else {
                    vec![text::one_line(face, VALUE, inner, &items.join(", "))]
                };
                height = height.max(HEAD + lines.len().max(1) as f32 * LINE + FOOT);
                let thick = matches!(label, L::DeclItemNumber | L::ItemNumber);
                Field {
                    label,
                    lines,
                    share,
                    thick,
                }
            })
            .collect();
        Strip { fields, height }
    }
}

fn one(value: Option<&str>) -> Vec<String> {
    value
        .filter(|s| !s.is_empty())
        .map(str::to_owned)
        .into_iter()
        .collect()
}

/// The item's list, then (on the house's first item) the house's.
fn both<'a, T>(item: &'a [T], house: &'a [T], first: bool) -> Vec<&'a T> {
    let mut out: Vec<&T> = item.iter().collect();
    if first {
        out.extend(house.iter());
    }
    out
}

fn block(b: &mut Builder, house: &HouseConsignment, item: &HouseItem, first: bool) -> Block {
    let lw = MID - LEFT;
    let rw = RIGHT - MID;
    let s = |x: f32| x / lw;

    let packages: Vec<String> = item
        .packagings
        .iter()
        .map(|p| {
            let number = p.package_number.map(|n| n.to_string());
            v::join(
                "/",
                [
                    p.pack_type.as_ref().map(|t| t.code.as_str()),
                    number.as_deref(),
                    p.shipping_mark.as_deref(),
                ],
            )
        })
        .filter(|s| !s.is_empty())
        .collect();
    let description: Vec<String> = item.goods_description.clone().into_iter().collect();
    // The house's gross mass is printed on its own line before its first item's description
    // (correlation table, house consignment gross mass [18 04]).
    let house_mass = if first {
        house.gross_mass.as_ref().map(ToString::to_string)
    } else {
        None
    };

    let consignor_party = if first { &house.consignor } else { &None };
    let consignee = if item.consignee.is_some() {
        &item.consignee
    } else if first {
        &house.consignee
    } else {
        &None
    };
    let actors = both(&item.chain_add_actors, &house.chain_add_actors, first);
    let (roles, actor_ids) = v::actors(&actors);
    let means = if first {
        house.departure_transport.iter().collect()
    } else {
        Vec::new()
    };
    let docs = |i, h, kind| v::documents(&both(i, h, first), kind);
    let ucr = item
        .ucr_reference
        .as_deref()
        .or(house.ucr_reference.as_deref());
    let commodity = v::join("", [item.hs_code.as_deref(), item.cn_code.as_deref()]);
    let undg: Vec<String> = item
        .dangerous_goods
        .iter()
        .filter_map(|g| g.un_number.as_ref().map(|u| u.code.clone()))
        .collect();
    let charges = v::code(&item.payment_method).or(v::code(&house.payment_method));
    let dispatch = v::country(&item.dispatch_country).or(v::country(&house.dispatch_country));
    let destination =
        v::country(&item.destination_country).or(v::country(&house.country_of_destination));

    let rows = vec![
        (
            vec![b.strip(
                lw,
                vec![
                    (
                        L::DeclItemNumber,
                        vec![item.dec_itm_nber.to_string()],
                        s(26.0),
                        false,
                    ),
                    (
                        L::ItemNumber,
                        vec![item.sequence.to_string()],
                        s(21.0),
                        false,
                    ),
                    (L::Packages, packages, s(lw - 47.0), true),
                ],
            )],
            vec![b
                .strip(rw, vec![(L::Description, description, 1.0, true)])
                .prepend(house_mass)],
        ),
        (
            vec![b.strip(
                lw,
                vec![
                    (L::Consignor, v::party(consignor_party), 0.6, true),
                    (L::Id, v::eori(consignor_party), 0.4, true),
                ],
            )],
            vec![
                b.strip(
                    rw,
                    vec![(
                        L::PreviousDocument,
                        docs(&item.previous_doc, &house.previous_doc, DocKind::Previous),
                        1.0,
                        true,
                    )],
                ),
                b.strip(
                    rw,
                    vec![(
                        L::SupportingDocument,
                        docs(
                            &item.supporting_doc,
                            &house.supporting_doc,
                            DocKind::Supporting,
                        ),
                        1.0,
                        true,
                    )],
                ),
            ],
        ),
        (
            vec![b.strip(
                lw,
                vec![
                    (L::Consignee, v::party(consignee), 0.6, true),
                    (L::Id, v::eori(consignee), 0.4, true),
                ],
            )],
            vec![
                b.strip(
                    rw,
                    vec![(
                        L::AdditionalReference,
                        docs(&item.additional_ref, &house.additional_ref, DocKind::Plain),
                        1.0,
                        true,
                    )],
                ),
                b.strip(
                    rw,
                    vec![(
                        L::AdditionalInformation,
                        v::additional_info(&both(
                            &item.additional_info,
                            &house.additional_info,
                            first,
                        )),
                        1.0,
                        true,
                    )],
                ),
            ],
        ),
        (
            vec![b.strip(
                lw,
                vec![
                    (L::SupplyChainActor, roles, 0.6, true),
                    (L::Id, actor_ids, 0.4, true),
                ],
            )],
            vec![
                b.strip(
                    rw,
                    vec![(
                        L::TransportDocument,
                        docs(&item.transport_doc, &house.transport_doc, DocKind::Plain),
                        1.0,
                        true,
                    )],
                ),
                b.strip(
                    rw,
                    vec![
                        (L::Ucr, one(ucr), 0.7, false),
                        (L::GrossMass, vec![v::decimal(&item.gross_mass)], 0.3, false),
                    ],
                ),
            ],
        ),
        (
            vec![b.strip(
                lw,
                vec![(L::DepartureTransport, v::departure_means(&means), 1.0, true)],
            )],
            vec![b.strip(
                rw,
                vec![
                    (L::CommodityCode, one(Some(&commodity)), 0.7, false),
                    (L::NetMass, vec![v::decimal(&item.net_mass)], 0.3, false),
                ],
            )],
        ),
        (
            vec![b.strip(
                lw,
                vec![
                    (L::Undg, undg, 1.0 / 3.0, true),
                    (L::CusCode, one(item.cus_code.as_deref()), 1.0 / 3.0, false),
                    (L::TransportCharges, one(charges), 1.0 / 3.0, false),
                ],
            )],
            vec![b.strip(
                rw,
                vec![
                    (
                        L::ItemType,
                        one(v::code(&item.declaration_type)),
                        0.2,
                        false,
                    ),
                    (L::ItemDispatch, one(dispatch), 0.2, false),
                    (L::ItemDestination, one(destination), 0.2, false),
                    (
                        L::SupplementaryUnits,
                        vec![v::decimal(&item.supp_unit)],
                        0.4,
                        false,
                    ),
                ],
            )],
        ),
    ];
    let height = rows
        .iter()
        .map(|(l, r)| side_height(l).max(side_height(r)))
        .sum();
    Block { rows, height }
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
