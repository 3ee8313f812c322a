//! CONSIGNMENT (ConsignmentType20): our master consignment, flat on the declaration. The
//! data groups inside it have their own modules; this one writes them in XSD order.
//!
//! `countryOfDispatch` is our `dispatch.country`; `countryOfDestination` our
//! `destinationCountry`; the modes of transport (CL218) and the container indicator (a
//! `0`/`1` flag, ours a code-list value with those codes) travel as codes.
//!
//! Ours without a place: `departureCountry` (the office of departure's country, not data of
//! the message), `totalItems` (derived).

use vama_rules::t01::model::Declaration;

use crate::documents::{self, Docs, DocsMut, Level};
use crate::xml::{each, req_one, Elem, Out};
use crate::{actors, equipment, house, location, places, transport, MappingError};

pub(crate) fn write(out: &mut Out, d: &Declaration) {
    out.open("Consignment");
    if let Some(dispatch) = &d.dispatch {
        out.code("countryOfDispatch", &dispatch.country);
    }
    out.code("countryOfDestination", &d.destination_country);
    out.code("containerIndicator", &d.container_indicator);
    out.code("inlandModeOfTransport", &d.inland_mot);
    out.code("modeOfTransportAtTheBorder", &d.border_mot);
    out.decimal("grossMass", &d.gross_mass);
    out.text("referenceNumberUCR", &d.ucr_reference);
    actors::write(out, d);
    equipment::write(out, &d.transport_equipment);
    location::write(out, &d.goods_location);
    transport::write_departure(out, &d.departure_transport);
    transport::write_routing(out, &d.routing_countries);
    transport::write_border(out, &d.border_transport);
    places::write(out, "PlaceOfLoading", &d.loading_place);
    places::write(out, "PlaceOfUnloading", &d.unloading_place);
    documents::write(
        out,
        Level::Consignment,
        Docs {
            previous: &d.previous_doc,
            supporting: &d.supporting_doc,
            transport: &d.transport_doc,
            additional_ref: &d.additional_ref,
            additional_info: &d.additional_info,
            payment_method: &d.payment_method,
        },
    );
    for h in &d.house_consignments {
        house::write(out, h);
    }
    out.close("Consignment");
}

pub(crate) fn read(e: &mut Elem, d: &mut Declaration) -> Result<(), MappingError> {
    req_one(e, "Consignment", |c| {
        d.dispatch = c
            .code("countryOfDispatch")
            .map(|country| vama_rules::t01::model::Dispatch {
                country: Some(country),
            });
        d.destination_country = c.code("countryOfDestination");
        d.container_indicator = c.code("containerIndicator");
        d.inland_mot = c.code("inlandModeOfTransport");
        d.border_mot = c.code("modeOfTransportAtTheBorder");
        d.gross_mass = c.req_decimal("grossMass")?;
        d.ucr_reference = c.text("referenceNumberUCR");
        actors::read(c, d)?;
        d.transport_equipment = equipment::read(c)?;
        d.goods_location = location::read(c)?;
        d.departure_transport = transport::read_departure(c)?;
        d.routing_countries = transport::read_routing(c)?;
        d.border_transport = transport::read_border(c)?;
        d.loading_place = places::read(c, "PlaceOfLoading")?;
        d.unloading_place = places::read(c, "PlaceOfUnloading")?;
        documents::read(
            c,
            Level::Consignment,
            DocsMut {
                previous: &mut d.previous_doc,
                supporting: &mut d.supporting_doc,
                transport: &mut d.transport_doc,
                additional_ref: &mut d.additional_ref,
                additional_info: &mut d.additional_info,
                payment_method: &mut d.payment_method,
            },
        )?;
        let houses = c.many("HouseConsignment");
        if houses.is_empty() {
            c.req("HouseConsignment")?;
        }
        d.house_consignments = each(houses, house::read)?;
        Ok(())
    })
}
