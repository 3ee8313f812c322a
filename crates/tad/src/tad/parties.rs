//! The parties and transport means on the left of the TAD's top half.

use vama_rules::t01::Declaration;

use super::{ID_AT, LEFT, MID};
use crate::labels::L;
use crate::layout::{
    area, content_lines, draw_lines, field, frame, label, Area, LABEL, LINE, PAD, THIN,
};
use crate::pdf::{Canvas, Style};
use crate::values::{self as v, one};
use crate::Print;

/// A party: name and address on the left, its ID on the right, its contact at the bottom.
fn party(
    c: &mut Canvas,
    a: Area,
    label_text: &str,
    name: Vec<String>,
    id: Vec<String>,
    contact: Option<(&str, Vec<String>, usize)>,
) {
    frame(c, a, THIN);
    let contact_h = contact
        .as_ref()
        .map_or(0.0, |(_, _, lines)| 1.2 + *lines as f32 * LINE);
    let main_h = a.h - contact_h;
    field(c, area(a.x, a.y, ID_AT, main_h), label_text, &name, true);
    field(
        c,
        area(a.x + ID_AT, a.y, a.w - ID_AT, main_h),
        "ID",
        &id,
        true,
    );
    if let Some((contact_label, value, max_lines)) = contact {
        // The contact's value starts after its label: name, phone and e-mail need the room.
        let row = area(a.x, a.y + main_h, a.w, contact_h);
        label(c, row, Style::Regular, contact_label);
        let at =
            (c.width(Style::Regular, LABEL, contact_label) + 2.0 * PAD + 1.0).max(ID_AT - 20.0);
        let lines = content_lines(c, a.w - at, max_lines, &value, true);
        draw_lines(c, a.x + at, row.y + 0.5, &lines);
    }
}

pub(super) fn parties(c: &mut Canvas, p: &Print, d: &Declaration) {
    let w = MID - LEFT;
    party(
        c,
        area(LEFT, 14.0, w, 15.5),
        p.label(L::Consignor),
        v::party(&d.consignor),
        v::eori(&d.consignor),
        Some((
            p.label(L::ConsignorContact),
            v::contact(&d.consignor_contact),
            1,
        )),
    );
    party(
        c,
        area(LEFT, 29.5, w, 9.5),
        p.label(L::Consignee),
        v::party(&d.consignee),
        v::eori(&d.consignee),
        None,
    );
    party(
        c,
        area(LEFT, 39.0, w, 14.0),
        p.label(L::Holder),
        v::party(&d.applicant),
        v::eori(&d.applicant),
        Some((
            p.label(L::HolderContact),
            v::contact(&d.applicant_contact),
            2,
        )),
    );
    party(
        c,
        area(LEFT, 53.0, w, 8.5),
        p.label(L::Representative),
        one(v::code(&d.representative_status)),
        v::eori(&d.representative),
        Some((
            p.label(L::RepresentativeContact),
            v::contact(&d.representative_contact),
            1,
        )),
    );
    party(
        c,
        area(LEFT, 61.5, w, 8.5),
        p.label(L::Carrier),
        Vec::new(),
        v::eori(&d.carrier),
        Some((
            p.label(L::CarrierContact),
            v::contact(&d.carrier_contact),
            1,
        )),
    );
    let actors: Vec<_> = d.chain_add_actors.iter().collect();
    let (roles, ids) = v::actors(&actors);
    party(
        c,
        area(LEFT, 70.0, w, 8.0),
        p.label(L::SupplyChainActor),
        roles,
        ids,
        None,
    );

    let means: Vec<_> = d.departure_transport.iter().collect();
    let a = area(LEFT, 78.0, w, 8.0);
    frame(c, a, THIN);
    field(
        c,
        a,
        p.label(L::DepartureTransport),
        &v::departure_means(&means),
        true,
    );
    let a = area(LEFT, 86.0, w, 6.5);
    frame(c, a, THIN);
    field(
        c,
        a,
        p.label(L::BorderTransport),
        &v::border_means(&d.border_transport),
        true,
    );
    let a = area(LEFT, 92.5, w, 3.5);
    frame(c, a, THIN);
    label(c, a, Style::Regular, p.label(L::ConveyanceReference));
    let refs: Vec<String> = d
        .border_transport
        .iter()
        .filter_map(|m| m.conv_ref_number.clone())
        .collect();
    let lines = content_lines(c, w - ID_AT, 1, &refs, true);
    draw_lines(c, a.x + ID_AT, a.y + 0.4, &lines);
}
