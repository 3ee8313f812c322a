//! The declaration's figures and references, places, and the consignment's equipment,
//! documents, guarantees and authorisations.

use vama_rules::t01::Declaration;

use super::{side_title, LEFT, MID, RIGHT};
use crate::labels::L;
use crate::layout::{area, field, frame, inline, label, Area, THICK, THIN, VALUE};
use crate::pdf::{Canvas, Style};
use crate::values::{self as v, one, DocKind};
use crate::Print;

fn total_packages(d: &Declaration) -> i64 {
    d.house_consignments
        .iter()
        .flat_map(|h| &h.house_items)
        .flat_map(|i| &i.packagings)
        .filter_map(|p| p.package_number)
        .sum()
}

pub(super) fn declaration_boxes(c: &mut Canvas, p: &Print, d: &Declaration) {
    let items = d.total_items.map(|n| n as usize).unwrap_or_else(|| {
        d.house_consignments
            .iter()
            .map(|h| h.house_items.len())
            .sum()
    });
    let row = area(MID, 30.0, RIGHT - MID, 8.0);
    let cells: [(f32, f32, L, String); 3] = [
        (0.0, 22.0, L::TotalItems, items.to_string()),
        (22.0, 22.0, L::TotalPackages, total_packages(d).to_string()),
        (44.0, 30.0, L::TotalGrossMass, v::decimal(&d.gross_mass)),
    ];
    for (dx, w, l, value) in cells {
        let a = row.column(dx, w);
        frame(c, a, THIN);
        field(c, a, p.label(l), &[value], false);
    }
    let security = row.column(74.0, row.w - 74.0);
    frame(c, security, THICK);
    field(
        c,
        security,
        p.label(L::Security),
        &one(v::code(&d.declaration_type_security)),
        false,
    );

    let row = area(MID, 38.0, RIGHT - MID, 7.0);
    let cells: [(f32, f32, L, Option<&str>); 3] = [
        (0.0, 40.0, L::Lrn, d.lrn.as_deref()),
        (40.0, 30.0, L::Ucr, d.ucr_reference.as_deref()),
        (70.0, row.w - 70.0, L::Tir, d.carnet_number.as_deref()),
    ];
    for (dx, w, l, value) in cells {
        let a = row.column(dx, w);
        frame(c, a, THIN);
        field(c, a, p.label(l), &one(value), false);
    }

    // Business continuity only (guidelines' correlation table): the box is ticked on a TAD
    // printed while the central system cannot be reached; the return office stays empty.
    let bcp = area(MID, 45.0, RIGHT - MID, 16.0);
    frame(c, bcp, THIN);
    label(c, bcp, Style::Bold, p.label(L::Bcp));
    c.rect(bcp.x + 7.0, bcp.y + 0.6, 2.0, 2.0, THIN);
    if p.input.business_continuity {
        c.text(bcp.x + 7.3, bcp.y + 0.5, Style::Bold, VALUE, "X");
    }
    label(
        c,
        bcp.column(45.0, bcp.w - 45.0),
        Style::Bold,
        p.label(L::ReturnCopy),
    );
}

pub(super) fn transport_right(c: &mut Canvas, p: &Print, d: &Declaration) {
    let left_w = 47.0;
    let boxes: [(Area, L, Vec<String>); 4] = [
        (
            area(MID, 61.0, left_w, 13.0),
            L::LoadingPlace,
            v::place(&d.loading_place),
        ),
        (
            area(MID, 74.0, left_w, 10.0),
            L::UnloadingPlace,
            v::place(&d.unloading_place),
        ),
        (
            area(MID + left_w, 61.0, RIGHT - MID - left_w, 19.0),
            L::GoodsLocation,
            v::goods_location(&d.goods_location),
        ),
        (
            area(MID + left_w, 80.0, RIGHT - MID - left_w, 16.0),
            L::GoodsLocationContact,
            v::contact(
                &d.goods_location
                    .as_ref()
                    .and_then(|l| l.contact_person.clone()),
            ),
        ),
    ];
    for (a, l, items) in boxes {
        frame(c, a, THIN);
        field(c, a, p.label(l), &items, true);
    }
    for (y, l, value) in [
        (84.0, L::BorderMode, v::code(&d.border_mot)),
        (90.0, L::InlandMode, v::code(&d.inland_mot)),
    ] {
        let a = area(MID, y, left_w, 6.0);
        frame(c, a, THIN);
        inline(c, a, p.label(l), value.unwrap_or_default());
    }
}

/// Documents of the declaration level only: those of houses and items are on the TLoI.
fn refs<T>(list: &[T]) -> Vec<&T> {
    list.iter().collect()
}

pub(super) fn consignment(c: &mut Canvas, p: &Print, d: &Declaration) {
    let lw = MID - LEFT;
    let rw = RIGHT - MID;

    let eq = area(LEFT, 96.0, lw, 16.0);
    frame(c, eq, THIN);
    field(
        c,
        eq,
        p.label(L::TransportEquipment),
        &v::equipment(&d.transport_equipment),
        true,
    );
    let container = area(eq.right() - 24.0, eq.y, 24.0, 3.6);
    frame(c, container, THIN);
    inline(
        c,
        container,
        p.label(L::Container),
        v::code(&d.container_indicator).unwrap_or_default(),
    );

    let boxes: [(Area, L, Vec<String>); 8] = [
        (
            area(MID, 96.0, rw, 16.0),
            L::Seal,
            v::seals(&d.transport_equipment),
        ),
        (
            area(LEFT, 112.0, lw, 14.0),
            L::PreviousDocument,
            v::documents(&refs(&d.previous_doc), DocKind::Previous),
        ),
        (
            area(MID, 112.0, rw, 14.0),
            L::TransportDocument,
            v::documents(&refs(&d.transport_doc), DocKind::Plain),
        ),
        (
            area(LEFT, 126.0, lw, 16.0),
            L::SupportingDocument,
            v::documents(&refs(&d.supporting_doc), DocKind::Supporting),
        ),
        (
            area(MID, 126.0, rw, 8.0),
            L::AdditionalReference,
            v::documents(&refs(&d.additional_ref), DocKind::Plain),
        ),
        (
            area(MID, 134.0, rw, 8.0),
            L::AdditionalInformation,
            v::additional_info(&refs(&d.additional_info)),
        ),
        (
            area(LEFT, 142.0, lw, 10.0),
            L::Guarantee,
            v::guarantees(&d.guarantees),
        ),
        (
            area(MID, 142.0, rw, 10.0),
            L::Authorisation,
            v::numbered(
                d.authorisations
                    .iter()
                    .map(|a| v::join("/", [v::code(&a.r#type), a.decision_reference.as_deref()]))
                    .collect(),
            ),
        ),
    ];
    for (a, l, items) in boxes {
        frame(c, a, THIN);
        field(c, a, p.label(l), &items, true);
    }
    let charges = area(RIGHT - 38.0, 134.0, 38.0, 3.6);
    frame(c, charges, THIN);
    inline(
        c,
        charges,
        p.label(L::TransportCharges),
        v::code(&d.payment_method).unwrap_or_default(),
    );
    let reduced = area(RIGHT - 38.0, 142.0, 38.0, 3.6);
    frame(c, reduced, THIN);
    inline(
        c,
        reduced,
        p.label(L::ReducedDataset),
        v::code(&d.reduced_dataset).unwrap_or_default(),
    );

    let not_valid = area(LEFT, 152.0, RIGHT - LEFT, 5.0);
    frame(c, not_valid, THIN);
    side_title(c, 151.8, p.label(L::GuaranteeNotValid));
}
