//! Page one: the Transit Accompanying Document. Its boxes are fixed (guidelines "Layout"):
//! content that does not fit is shortened to the first and last occurrences around "(…)",
//! or cut with "(…)". The grid follows the EC template (measured on the EC example in mm);
//! the declaration type, MRN and security boxes have thick borders.
//!
//! Boxes, top to bottom: Consignor [13 02] (+ contact [13 02 074]), Declaration type [11 01],
//! Additional declaration type [11 02], Forms, SCI [11 04], MRN with its barcode, Consignee
//! [13 03], Total items, Total packages, Total gross mass, Security [11 07], Holder of the
//! transit procedure [13 07] (+ contact), LRN [12 09], UCR [12 08], TIR [12 06], BCP,
//! Return copy, Representative [13 06] (status; + contact), Carrier [13 12] (+ contact),
//! Additional supply chain actor [13 14], Place of loading [16 13], Location of goods [16 15]
//! (+ contact [16 15 074]), Place of unloading [16 14], Departure transport means [19 05],
//! Active border transport means [19 08], Mode of transport at the border [19 03], Inland
//! mode [19 04], Conveyance reference number [19 02], Transport equipment [19 07], Container
//! [19 01], Seal [19 10], Previous document [12 01], Transport document [12 05], Supporting
//! document [12 03], Additional reference [12 04], Additional information [12 02], Transport
//! charges [14 02], Guarantee [99 02 - 99 03 - 99 04], Authorisation [12 12], Reduced
//! dataset [11 08], Guarantee not valid in, Incidents (BCP), Certification, Country of
//! routing [16 12], Prescribed itinerary [16 17], Customs offices of transit [17 04], exit
//! [17 06], departure [17 03] and destination [17 05], Country of dispatch [16 06] and of
//! destination [16 03], Control by the offices of departure and destination.

mod consignment;
mod parties;
mod sections;

use crate::barcode;
use crate::labels::L;
use crate::layout::{
    area, centred, field, frame, heading, label, Area, LABEL, LABEL_H, PAD, THICK, THIN, TITLE,
    VALUE,
};
use crate::pdf::{Canvas, Style};
use crate::values::{self as v, one};
use crate::Print;

/// Columns in mm: the section titles, the form's left edge, its middle, its right edge.
const SIDE: f32 = 5.0;
const LEFT: f32 = 22.0;
const MID: f32 = 108.0;
const RIGHT: f32 = 203.0;
/// Where the ID column of a party box starts, from the box's left edge.
const ID_AT: f32 = 54.0;

pub(crate) fn draw(c: &mut Canvas, p: &Print) {
    let d = p.input.declaration;
    header(c, p);
    parties::parties(c, p, d);
    consignment::declaration_boxes(c, p, d);
    consignment::transport_right(c, p, d);
    consignment::consignment(c, p, d);
    sections::business_continuity(c, p, d);
    sections::offices(c, p, d);
    sections::controls(c, p, d);
}

fn header(c: &mut Canvas, p: &Print) {
    c.text(LEFT, 9.0, Style::Bold, TITLE, p.label(L::EuropeanUnion));
    // The document's title runs up the thick-bordered band beside the parties.
    let band = area(13.0, 14.0, 7.0, 82.0);
    frame(c, band, THICK);
    let title = p.label(L::Title);
    let w = c.width(Style::Bold, VALUE, title);
    c.text_up(
        band.x + 2.2,
        band.bottom() - (band.h - w) / 2.0,
        Style::Bold,
        VALUE,
        title,
    );

    // Declaration type block and MRN block.
    let decl = area(MID, 8.0, 36.0, 22.0);
    frame(c, decl, THICK);
    label(c, decl, Style::Bold, p.label(L::DeclarationType));
    let d = p.input.declaration;
    let half = decl.w / 2.0;
    let top = decl.row(3.0, 9.0);
    field(
        c,
        top.column(0.0, half),
        p.label(L::Type),
        &one(v::code(&d.declaration_type)),
        false,
    );
    field(
        c,
        top.column(half, half),
        p.label(L::AddType),
        &one(v::code(&d.add_dec_type)),
        false,
    );
    c.line(decl.x, top.y, decl.right(), top.y, THIN);
    c.line(decl.x + half, top.y, decl.x + half, decl.bottom(), THIN);
    let bottom = decl.row(12.0, 10.0);
    c.line(decl.x, bottom.y, decl.right(), bottom.y, THIN);
    forms(c, p, bottom.column(0.0, half), 1);
    field(
        c,
        bottom.column(half, half),
        p.label(L::Sci),
        &one(v::code(&d.specific_circumstance)),
        false,
    );

    let mrn = area(decl.right(), 8.0, RIGHT - decl.right(), 22.0);
    frame(c, mrn, THICK);
    label(c, mrn, Style::Bold, p.label(L::Mrn));
    barcode::draw(c, p.bars, mrn.x + 2.5, mrn.y + 3.0, mrn.w - 5.0, 12.5);
    centred(c, mrn, mrn.y + 17.0, Style::Bold, VALUE, p.mrn);
}

/// "Forms": this page's number and the number of pages, as the EC example prints them.
pub(crate) fn forms(c: &mut Canvas, p: &Print, a: Area, page: usize) {
    label(c, a, Style::Regular, p.label(L::Forms));
    let y = a.y + PAD + LABEL_H + 1.5;
    let half = a.w / 2.0;
    centred(
        c,
        a.column(0.0, half),
        y,
        Style::Regular,
        VALUE,
        &page.to_string(),
    );
    centred(
        c,
        a.column(half, half),
        y,
        Style::Regular,
        VALUE,
        &p.total.to_string(),
    );
    c.line(a.x + half, y - 0.5, a.x + half, y + 3.5, THIN);
}

/// A section's title in the column left of the form.
fn side_title(c: &mut Canvas, top: f32, text: &str) {
    heading(
        c,
        area(SIDE - PAD, top, LEFT - SIDE + PAD, 20.0),
        LABEL,
        text,
    );
}
