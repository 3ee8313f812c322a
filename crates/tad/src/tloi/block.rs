//! One goods item's block: its boxes, their text broken into lines for their widths, and the
//! heights that follow (the TLoI's boxes expand downwards).

use vama_rules::t01::{HouseConsignment, HouseItem};

use super::{LEFT, MID, RIGHT};
use crate::labels::L;
use crate::layout::{LABEL_H, LINE, PAD, VALUE};
use crate::pdf::{Faces, Style};
use crate::text;
use crate::values::{self as v, one, DocKind};

/// A box shows at most this many lines; beyond, the "(…)" convention shortens it. It keeps
/// every block shorter than a page.
const MAX_LINES: usize = 8;
/// Label line, and the space under the last line of content.
pub(super) const HEAD: f32 = 0.5 + LABEL_H + 0.3;
const FOOT: f32 = 0.4;

/// A box: its label, its lines already broken, its share of the strip's width.
pub(super) struct Field {
    pub label: L,
    pub lines: Vec<String>,
    pub share: f32,
    pub thick: bool,
}

/// Boxes side by side, as high as the tallest.
pub(super) struct Strip {
    pub fields: Vec<Field>,
    pub height: f32,
}

/// One goods item: rows of a left and a right column of strips.
pub(super) struct Block {
    pub rows: Vec<(Vec<Strip>, Vec<Strip>)>,
    pub height: f32,
}

pub(super) fn side_height(strips: &[Strip]) -> f32 {
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
pub(super) struct Builder<'f> {
    pub faces: &'f mut Faces,
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

/// The item's list, then (on the house's first item) the house's.
fn both<'a, T>(item: &'a [T], house: &'a [T], first: bool) -> Vec<&'a T> {
    let mut out: Vec<&T> = item.iter().collect();
    if first {
        out.extend(house.iter());
    }
    out
}

pub(super) fn block(
    b: &mut Builder,
    house: &HouseConsignment,
    item: &HouseItem,
    first: bool,
) -> Block {
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
