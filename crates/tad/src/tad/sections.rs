//! The lower half: business continuity sections (filled by hand), offices and countries,
//! and the controls by the offices of departure and destination.

use vama_rules::t01::Declaration;

use super::{side_title, LEFT, MID, RIGHT, SIDE};
use crate::labels::L;
use crate::layout::{area, checkbox, field, frame, inline, label, Area, PAD, THICK, THIN};
use crate::pdf::{Canvas, Style};
use crate::values::{self as v, one};
use crate::Print;

/// Incidents and certification: filled by the authorities during the journey (BCP).
pub(super) fn business_continuity(c: &mut Canvas, p: &Print, d: &Declaration) {
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

pub(super) fn offices(c: &mut Canvas, p: &Print, d: &Declaration) {
    let half = (RIGHT - LEFT) / 2.0;
    let routing = area(LEFT, 222.0, RIGHT - LEFT, 8.0);
    frame(c, routing, THIN);
    let countries = v::numbered(
        d.routing_countries
            .iter()
            .map(|r| v::country(&r.country).unwrap_or_default().to_owned())
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

    let transit = v::offices(d.transit_offices.iter().map(|o| &o.customs_office));
    let exit = v::offices(d.exit_offices.iter().map(|o| &o.customs_office));
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

pub(super) fn controls(c: &mut Canvas, p: &Print, d: &Declaration) {
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
        (
            L::LimitDate,
            p.input
                .limit_date
                .or(d.date_limit.as_deref())
                .unwrap_or_default(),
        ),
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
