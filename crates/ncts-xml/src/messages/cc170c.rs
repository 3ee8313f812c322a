//! CC170C PRESENTATION NOTIFICATION FOR THE PRE-LODGED DECLARATION (IE170): the LRN and the
//! limit date, the office of departure, the holder (identification number, name, address: no
//! contact person in HolderOfTheTransitProcedureType19), the representative, and the
//! CONSIGNMENT (ConsignmentType08) the goods are presented with: container indicator, modes
//! of transport, transport equipment, location of goods, departure and active border
//! transport means, place of loading, and each house consignment's sequence number with its
//! departure transport means. All of it is written by CC015C's data-group writers (the types
//! have the same elements; CC170C requires the transport means' identification, which the
//! rules require of a submitted declaration).
//!
//! No source: our model keeps no data of the presentation apart from the declaration (the
//! step only allocates the MRN), so the consignment presented is the declaration's as it
//! stands. LOCATION OF GOODS is required here and optional in CC015C (a pre-lodged
//! declaration may leave it out): without one the message is not written (`None`).

use super::Msg;
use crate::{equipment, location, places, representative, transport};

pub(crate) fn write(m: &Msg) -> Option<String> {
    let d = m.doc;
    d.applicant.as_ref()?;
    d.goods_location.as_ref()?;
    m.lrn()?;
    if d.house_consignments.is_empty() {
        return None;
    }
    Some(m.write("CC170C", |out| {
        out.open("TransitOperation");
        out.text("LRN", &d.lrn);
        out.text("limitDate", &d.date_limit);
        out.close("TransitOperation");
        super::departure(out, m);
        super::holder(out, m, false);
        representative::write(out, d);
        out.open("Consignment");
        out.code("containerIndicator", &d.container_indicator);
        out.code("inlandModeOfTransport", &d.inland_mot);
        out.code("modeOfTransportAtTheBorder", &d.border_mot);
        equipment::write(out, &d.transport_equipment);
        location::write(out, &d.goods_location);
        transport::write_departure(out, &d.departure_transport);
        transport::write_border(out, &d.border_transport);
        places::write(out, "PlaceOfLoading", &d.loading_place);
        for h in &d.house_consignments {
            out.open("HouseConsignment");
            out.number("sequenceNumber", h.sequence);
            transport::write_departure(out, &h.departure_transport);
            out.close("HouseConsignment");
        }
        out.close("Consignment");
    }))
}
