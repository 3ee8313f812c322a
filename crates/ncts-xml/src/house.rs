//! HOUSE CONSIGNMENT (HouseConsignmentType10).
//!
//! Everything of our house consignment has a place.

use vama_rules::t01::model::HouseConsignment;

use crate::documents::{self, Docs, DocsMut, Level};
use crate::parties::{read_party, write_party};
use crate::xml::{each, Elem, Out};
use crate::{actors, item, transport, MappingError};

pub(crate) fn write(out: &mut Out, h: &HouseConsignment) {
    out.open("HouseConsignment");
    out.number("sequenceNumber", h.sequence);
    out.code("countryOfDispatch", &h.dispatch_country);
    out.code("countryOfDestination", &h.country_of_destination);
    out.decimal("grossMass", &h.gross_mass);
    out.text("referenceNumberUCR", &h.ucr_reference);
    write_party(out, "Consignor", &h.consignor, Some(&h.consignor_contact));
    write_party(out, "Consignee", &h.consignee, None);
    actors::write_chain(out, &h.chain_add_actors);
    transport::write_departure(out, &h.departure_transport);
    documents::write(
        out,
        Level::Consignment,
        Docs {
            previous: &h.previous_doc,
            supporting: &h.supporting_doc,
            transport: &h.transport_doc,
            additional_ref: &h.additional_ref,
            additional_info: &h.additional_info,
            payment_method: &h.payment_method,
        },
    );
    for i in &h.house_items {
        item::write(out, i);
    }
    out.close("HouseConsignment");
}

pub(crate) fn read(e: &mut Elem) -> Result<HouseConsignment, MappingError> {
    let mut h = HouseConsignment {
        sequence: e.sequence()?,
        dispatch_country: e.code("countryOfDispatch"),
        country_of_destination: e.code("countryOfDestination"),
        gross_mass: e.req_decimal("grossMass")?,
        ucr_reference: e.text("referenceNumberUCR"),
        ..HouseConsignment::default()
    };
    (h.consignor, h.consignor_contact) = read_party(e, "Consignor", true)?;
    h.consignee = read_party(e, "Consignee", false)?.0;
    h.chain_add_actors = actors::read_chain(e)?;
    h.departure_transport = transport::read_departure(e)?;
    documents::read(
        e,
        Level::Consignment,
        DocsMut {
            previous: &mut h.previous_doc,
            supporting: &mut h.supporting_doc,
            transport: &mut h.transport_doc,
            additional_ref: &mut h.additional_ref,
            additional_info: &mut h.additional_info,
            payment_method: &mut h.payment_method,
        },
    )?;
    let items = e.many("ConsignmentItem");
    if items.is_empty() {
        e.req("ConsignmentItem")?;
    }
    h.house_items = each(items, item::read)?;
    Ok(h)
}
