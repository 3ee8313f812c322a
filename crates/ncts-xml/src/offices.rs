//! CUSTOMS OFFICE OF DEPARTURE, OF DESTINATION (DECLARED), OF TRANSIT (DECLARED) and OF EXIT
//! FOR TRANSIT (DECLARED): reference numbers (CL141 office codes, our `OfficeRef.code`).
//!
//! Ours without a place: an exit office's `arrivalDateAndTimeEstimated` (CC015C has the
//! estimate on offices of transit only), `actualTransitOffices` and `actualExitOffices`
//! (passages recorded later, IE118/IE168).

use vama_rules::t01::model::{Declaration, ExitOffice, TransitOffice};
use vama_rules::values::OfficeRef;

use crate::xml::{each, req_one, Elem, Out};
use crate::MappingError;

fn write_office(out: &mut Out, tag: &str, office: &Option<OfficeRef>) {
    if office.is_none() {
        return;
    }
    out.open(tag);
    out.code("referenceNumber", office);
    out.close(tag);
}

pub(crate) fn write_departure_destination(out: &mut Out, d: &Declaration) {
    write_office(out, "CustomsOfficeOfDeparture", &d.departure_office);
    write_office(
        out,
        "CustomsOfficeOfDestinationDeclared",
        &d.destination_office,
    );
}

pub(crate) fn write_transit_exit(out: &mut Out, d: &Declaration) {
    for t in &d.transit_offices {
        out.open("CustomsOfficeOfTransitDeclared");
        out.number("sequenceNumber", t.sequence);
        out.code("referenceNumber", &t.customs_office);
        out.date_time(
            "arrivalDateAndTimeEstimated",
            &t.arrival_date_and_time_estimated,
        );
        out.close("CustomsOfficeOfTransitDeclared");
    }
    for x in &d.exit_offices {
        out.open("CustomsOfficeOfExitForTransitDeclared");
        out.number("sequenceNumber", x.sequence);
        out.code("referenceNumber", &x.customs_office);
        out.close("CustomsOfficeOfExitForTransitDeclared");
    }
}

fn read_office(e: &mut Elem, tag: &str) -> Result<Option<OfficeRef>, MappingError> {
    req_one(e, tag, |o| o.req_code("referenceNumber"))
}

pub(crate) fn read_departure_destination(
    e: &mut Elem,
    d: &mut Declaration,
) -> Result<(), MappingError> {
    d.departure_office = read_office(e, "CustomsOfficeOfDeparture")?;
    d.destination_office = read_office(e, "CustomsOfficeOfDestinationDeclared")?;
    Ok(())
}

pub(crate) fn read_transit_exit(e: &mut Elem, d: &mut Declaration) -> Result<(), MappingError> {
    d.transit_offices = each(e.many("CustomsOfficeOfTransitDeclared"), |t| {
        Ok(TransitOffice {
            sequence: t.sequence()?,
            customs_office: t.req_code("referenceNumber")?,
            arrival_date_and_time_estimated: t.text("arrivalDateAndTimeEstimated"),
        })
    })?;
    d.exit_offices = each(e.many("CustomsOfficeOfExitForTransitDeclared"), |x| {
        Ok(ExitOffice {
            sequence: x.sequence()?,
            customs_office: x.req_code("referenceNumber")?,
            arrival_date_and_time_estimated: None,
        })
    })?;
    Ok(())
}
