//! The presentation notification of a pre-lodged declaration (IE170, CC170C): what the holder
//! sends when the goods are presented at the office of departure. The DDNTA's CC170C carries,
//! besides the LRN and the holder, the limit date, the representative and the CONSIGNMENT the
//! goods are presented with: container indicator, modes of transport (inland, at the border),
//! transport equipment, location of goods (required), departure and active border transport
//! means, place of loading, and each house consignment's departure transport means.
//!
//! The step takes exactly those data groups from the posted declaration (the presentation
//! screen); anything else changed there is not part of an IE170 (an amendment, IE013, changes
//! it) and keeps its stored value. The message's payload carries what was sent.

use serde_json::{json, Map, Value};

use crate::t01::Declaration;
use crate::text::Text;
use crate::Violation;

/// The data groups of CC170C taken from `posted` into `doc` (the stored declaration), also when
/// nothing is posted (the stored ones are presented as they are); refused without a location
/// of goods, which CC170C requires. `payload` gets what the message carries.
pub fn present(
    doc: &mut Declaration,
    posted: Option<&Declaration>,
    payload: &mut Map<String, Value>,
) -> Result<(), Vec<Violation>> {
    if let Some(p) = posted {
        doc.date_limit = p.date_limit.clone();
        doc.representative = p.representative.clone();
        doc.representative_status = p.representative_status.clone();
        doc.representative_contact = p.representative_contact.clone();
        doc.container_indicator = p.container_indicator.clone();
        doc.inland_mot = p.inland_mot.clone();
        doc.border_mot = p.border_mot.clone();
        doc.transport_equipment = p.transport_equipment.clone();
        doc.goods_location = p.goods_location.clone();
        doc.departure_transport = p.departure_transport.clone();
        doc.border_transport = p.border_transport.clone();
        doc.loading_place = p.loading_place.clone();
        // A house consignment is known by its place in the list (its sequence number): the
        // presentation gives each existing one its departure transport means.
        for (house, presented) in doc.house_consignments.iter_mut().zip(&p.house_consignments) {
            house.departure_transport = presented.departure_transport.clone();
        }
    }
    if doc.goods_location.is_none() {
        return Err(vec![Violation::of(
            "/goodsLocation",
            "required",
            Text::new("goods-location-required-for-presentation"),
        )]);
    }
    payload.insert("limitDate".into(), json!(doc.date_limit));
    payload.insert("containerIndicator".into(), json!(doc.container_indicator));
    payload.insert("inlandModeOfTransport".into(), json!(doc.inland_mot));
    payload.insert("modeOfTransportAtTheBorder".into(), json!(doc.border_mot));
    payload.insert("locationOfGoods".into(), json!(doc.goods_location));
    payload.insert("transportEquipment".into(), json!(doc.transport_equipment));
    payload.insert(
        "departureTransportMeans".into(),
        json!(doc.departure_transport),
    );
    payload.insert(
        "activeBorderTransportMeans".into(),
        json!(doc.border_transport),
    );
    payload.insert("placeOfLoading".into(), json!(doc.loading_place));
    Ok(())
}
