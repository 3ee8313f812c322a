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

use vama_rules::t01::Declaration;

use crate::barcode;
use crate::labels::L;
use crate::layout::{
    area, centred, checkbox, content_lines, draw_lines, field, frame, heading, inline, label, Area,
    LABEL, LABEL_H, LINE, PAD, THICK, THIN, TITLE, VALUE,
};
use crate::pdf::{Canvas, Style};
use crate::values::{self as v, DocKind};
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
    parties(c, p, d);
    declaration_boxes(c, p, d);
    transport_right(c, p, d);
    consignment(c, p, d);
    business_continuity(c, p, d);
    offices(c, p, d);
    controls(c, p, d);
}

fn one(value: Option<&str>) -> Vec<String> {
    value
        .filter(|s| !s.is_empty())
        .map(str::to_owned)
        .into_iter()
        .collect()
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

fn parties(c: &mut Canvas, p: &Print, d: &Declaration) {
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

fn total_packages(d: &Declaration) -> i64 {
    d.house_consignments
        .iter()
        .flat_map(|h| &h.house_items)
        .flat_map(|i| &i.packagings)
        .filter_map(|p| p.package_number)
        .sum()
}

fn declaration_boxes(c: &mut Canvas, p: &Print, d: &Declaration) {
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

    // Business continuity only: printed empty.
    let bcp = area(MID, 45.0, RIGHT - MID, 16.0);
    frame(c, bcp, THIN);
    label(c, bcp, Style::Bold, p.label(L::Bcp));
    c.rect(bcp.x + 7.0, bcp.y + 0.6, 2.0, 2.0, THIN);
    label(
        c,
        bcp.column(45.0, bcp.w - 45.0),
        Style::Bold,
        p.label(L::ReturnCopy),
    );
}

fn transport_right(c: &mut Canvas, p: &Print, d: &Declaration) {
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

fn consignment(c: &mut Canvas, p: &Print, d: &Declaration) {
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
                    .map(|a| {
                        (
                            a.sequence,
                            v::join("/", [v::code(&a.r#type), a.decision_reference.as_deref()]),
                        )
                    })
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

/// A section's title in the column left of the form.
fn side_title(c: &mut Canvas, top: f32, text: &str) {
    heading(
        c,
        area(SIDE - PAD, top, LEFT - SIDE + PAD, 20.0),
        LABEL,
        text,
    );
}

/// Incidents and certification: filled by the authorities during the journey (BCP).
fn business_continuity(c: &mut Canvas, p: &Print, d: &Declaration) {
    let containers: Vec<String> = d
        .transport_equipment
        .iter()
        .filter_map(|e| e.container_number.clone())
        .collect();
    let half = (RIGHT - LEFT) / 2.0;
    c.line(SIDE, 157.0, RIGHT, 157.0, THICK);
    side_title(c, 158.0, p.label(L::Incidents));
    for col in 0..2 {
        let x = LEFT + col as f32 * half;
        let office = area(x, 157.0, half - 25.0, 7.0);
        frame(c, office, THIN);
        label(c, office, Style::Regular, p.label(L::IncidentOffice));
        let code = area(office.right(), 157.0, 25.0, 7.0);
        frame(c, code, THIN);
        label(c, code, Style::Regular, p.label(L::IncidentCode));
        let means = area(x, 164.0, half, 7.0);
        frame(c, means, THIN);
        label(c, means, Style::Regular, p.label(L::NewTransportMeans));
        let container = area(x, 171.0, half, 8.0);
        frame(c, container, THIN);
        field(c, container, p.label(L::ContainerId), &containers, true);
        let other = area(x, 179.0, half, 15.0);
        frame(c, other, THIN);
        label(c, other, Style::Regular, p.label(L::OtherIncidents));

        let cert = area(x, 194.0, half, 28.0);
        frame(c, cert, THIN);
        label(c, cert, Style::Regular, p.label(L::NewSeals));
        label(
            c,
            cert.column(half * 0.5, half * 0.5),
            Style::Regular,
            "ID:",
        );
        label(c, cert.row(9.0, 4.0), Style::Regular, p.label(L::Signature));
        label(
            c,
            cert.row(7.0, 4.0).column(half * 0.5, half * 0.5),
            Style::Regular,
            p.label(L::Stamp),
        );
        checkbox(c, x + PAD, cert.bottom() - 3.5, p.label(L::AlreadyRecorded));
    }
    side_title(c, 195.0, p.label(L::Certification));
    c.line(SIDE, 222.0, RIGHT, 222.0, THICK);
}

fn offices(c: &mut Canvas, p: &Print, d: &Declaration) {
    let half = (RIGHT - LEFT) / 2.0;
    let routing = area(LEFT, 222.0, RIGHT - LEFT, 8.0);
    frame(c, routing, THIN);
    let countries = v::numbered(
        d.routing_countries
            .iter()
            .map(|r| {
                (
                    r.sequence,
                    v::country(&r.country).unwrap_or_default().to_owned(),
                )
            })
            .collect(),
    );
    field(
        c,
        routing.column(0.0, routing.w - 40.0),
        p.label(L::RoutingCountries),
        &countries,
        true,
    );
    let itinerary = area(RIGHT - 40.0, 222.0, 40.0, 3.6);
    frame(c, itinerary, THIN);
    inline(
        c,
        itinerary,
        p.label(L::Itinerary),
        v::code(&d.binding_itinerary).unwrap_or_default(),
    );

    let transit = v::numbered(
        d.transit_offices
            .iter()
            .map(|o| {
                (
                    o.sequence,
                    v::office(&o.customs_office).unwrap_or_default().to_owned(),
                )
            })
            .collect(),
    );
    let exit = v::numbered(
        d.exit_offices
            .iter()
            .map(|o| {
                (
                    o.sequence,
                    v::office(&o.customs_office).unwrap_or_default().to_owned(),
                )
            })
            .collect(),
    );
    let boxes: [(Area, L, Vec<String>); 4] = [
        (area(LEFT, 230.0, half, 12.0), L::TransitOffices, transit),
        (area(LEFT + half, 230.0, half, 12.0), L::ExitOffices, exit),
        (
            area(LEFT, 242.0, half, 10.0),
            L::DepartureOffice,
            one(v::office(&d.departure_office)),
        ),
        (
            area(LEFT + half, 242.0, half, 10.0),
            L::DestinationOffice,
            one(v::office(&d.destination_office)),
        ),
    ];
    for (a, l, items) in boxes {
        frame(c, a, THIN);
        field(c, a, p.label(l), &items, true);
    }
    let dispatch = d
        .dispatch
        .as_ref()
        .and_then(|x| x.country.as_ref())
        .map(|x| x.code.as_str());
    let dispatch_box = area(LEFT + half - 45.0, 252.0, 45.0, 3.8);
    frame(c, dispatch_box, THIN);
    inline(
        c,
        dispatch_box,
        p.label(L::DispatchCountry),
        dispatch.unwrap_or_default(),
    );
    let destination_box = area(RIGHT - 45.0, 252.0, 45.0, 3.8);
    frame(c, destination_box, THIN);
    inline(
        c,
        destination_box,
        p.label(L::DestinationCountry),
        v::country(&d.destination_country).unwrap_or_default(),
    );
}

fn controls(c: &mut Canvas, p: &Print, d: &Declaration) {
    let top = 257.0;
    let departure = area(SIDE, top, MID - 20.0 - SIDE, 33.0);
    let destination = area(departure.right(), top, RIGHT - departure.right(), 33.0);
    c.line(SIDE, top, RIGHT, top, THICK);
    label(c, departure, Style::Regular, p.label(L::DepartureControl));
    label(
        c,
        destination,
        Style::Regular,
        p.label(L::DestinationControl),
    );
    c.line(
        destination.x,
        top,
        destination.x,
        destination.bottom(),
        THIN,
    );

    let result = p
        .input
        .control_result
        .or_else(|| v::code(&d.control_result))
        .unwrap_or_default();
    let seals: Vec<&str> = d
        .transport_equipment
        .iter()
        .flat_map(|e| &e.seals)
        .filter_map(|s| s.identifier.as_deref())
        .collect();
    let count = if seals.is_empty() {
        String::new()
    } else {
        seals.len().to_string()
    };
    let identity = v::serial_runs(&seals);
    let rows: [(L, &str); 5] = [
        (L::Result, result),
        (L::SealsAffixed, &count),
        (L::Identity, &identity),
        (L::LimitDate, d.date_limit.as_deref().unwrap_or_default()),
        (L::ReleaseDate, p.input.release_date),
    ];
    for (i, (l, value)) in rows.into_iter().enumerate() {
        inline(
            c,
            departure.row(4.5 + i as f32 * 5.0, 4.0),
            p.label(l),
            value,
        );
    }

    let third = destination.w / 3.0;
    let cells: [(f32, f32, L); 7] = [
        (0.0, 4.5, L::ArrivalDate),
        (2.0 * third, 4.5, L::ReturnCopySent),
        (0.0, 11.0, L::SealsExamination),
        (2.0 * third, 17.5, L::AfterRegistration),
        (0.0, 17.5, L::Remarks),
        (2.0 * third, 27.0, L::Signature),
        (2.0 * third + third / 2.0, 27.0, L::Stamp),
    ];
    for (dx, dy, l) in cells {
        label(
            c,
            area(destination.x + dx, top + dy, third, 4.0),
            Style::Regular,
            p.label(l),
        );
    }
    c.line(
        destination.x + 2.0 * third,
        top + 4.0,
        destination.x + 2.0 * third,
        destination.bottom(),
        THIN,
    );
    c.line(
        SIDE,
        destination.bottom(),
        RIGHT,
        destination.bottom(),
        THIN,
    );
}
