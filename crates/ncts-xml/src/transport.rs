//! DEPARTURE TRANSPORT MEANS (at the consignment and at a house consignment) and ACTIVE
//! BORDER TRANSPORT MEANS: type of identification (CL750/CL219), identification number,
//! nationality; a border means also the customs office at the border and the conveyance
//! reference number. COUNTRY OF ROUTING OF CONSIGNMENT sits between them in the XSD and is
//! here too.
//!
//! Ours without a place: a departure means' `custOffice` and `convRefNumber` (border only),
//! `drivers` (no CC015C data group).

use vama_rules::t01::model::{RoutingCountry, TransportMeans};

use crate::xml::{each, Elem, Out};
use crate::MappingError;

pub(crate) fn write_departure(out: &mut Out, list: &[TransportMeans]) {
    for m in list {
        out.open("DepartureTransportMeans");
        out.number("sequenceNumber", m.sequence);
        write_means(out, m);
        out.close("DepartureTransportMeans");
    }
}

/// The means' type of identification, identification number and nationality (also an
/// incident's TRANSHIPMENT/TRANSPORT MEANS).
pub(crate) fn write_means(out: &mut Out, m: &TransportMeans) {
    out.code("typeOfIdentification", &m.id_type);
    out.text("identificationNumber", &m.identification_number);
    out.code("nationality", &m.nationality);
}

pub(crate) fn read_departure(e: &mut Elem) -> Result<Vec<TransportMeans>, MappingError> {
    each(e.many("DepartureTransportMeans"), |m| {
        Ok(TransportMeans {
            sequence: m.sequence()?,
            id_type: m.code("typeOfIdentification"),
            identification_number: m.text("identificationNumber"),
            nationality: m.code("nationality"),
            ..TransportMeans::default()
        })
    })
}

pub(crate) fn write_routing(out: &mut Out, list: &[RoutingCountry]) {
    for r in list {
        out.open("CountryOfRoutingOfConsignment");
        out.number("sequenceNumber", r.sequence);
        out.code("country", &r.country);
        out.close("CountryOfRoutingOfConsignment");
    }
}

pub(crate) fn read_routing(e: &mut Elem) -> Result<Vec<RoutingCountry>, MappingError> {
    each(e.many("CountryOfRoutingOfConsignment"), |r| {
        Ok(RoutingCountry {
            sequence: r.sequence()?,
            country: r.req_code("country")?,
        })
    })
}

pub(crate) fn write_border(out: &mut Out, list: &[TransportMeans]) {
    for m in list {
        out.open("ActiveBorderTransportMeans");
        out.number("sequenceNumber", m.sequence);
        out.code("customsOfficeAtBorderReferenceNumber", &m.cust_office);
        out.code("typeOfIdentification", &m.id_type);
        out.text("identificationNumber", &m.identification_number);
        out.code("nationality", &m.nationality);
        out.text("conveyanceReferenceNumber", &m.conv_ref_number);
        out.close("ActiveBorderTransportMeans");
    }
}

pub(crate) fn read_border(e: &mut Elem) -> Result<Vec<TransportMeans>, MappingError> {
    each(e.many("ActiveBorderTransportMeans"), |m| {
        Ok(TransportMeans {
            sequence: m.sequence()?,
            cust_office: m.code("customsOfficeAtBorderReferenceNumber"),
            id_type: m.code("typeOfIdentification"),
            identification_number: m.text("identificationNumber"),
            nationality: m.code("nationality"),
            conv_ref_number: m.text("conveyanceReferenceNumber"),
        })
    })
}
