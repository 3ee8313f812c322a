//! CC007C ARRIVAL NOTIFICATION (IE007): the MRN, the arrival's notification time and flags
//! (simplified procedure, incident: the payload's `arrival`, else the declaration's), the
//! office of destination (actual), the trader at destination, and the CONSIGNMENT with its
//! LOCATION OF GOODS.
//!
//! No source: our model has no location of goods at destination; the declared one is written
//! (the data group is the same). Incidents en route are not repeated here (the incident flag
//! says whether there were any; IE182 carries them).

use super::{destination_actual, flag, seconds, trader_at_destination, Msg};
use crate::location;

pub(crate) fn write(m: &Msg) -> Option<String> {
    let mrn = m.mrn()?;
    m.doc.goods_location.as_ref()?;
    let arrival = m.doc.arrival.clone().unwrap_or_default();
    let notified = arrival
        .arrival_notification_date_and_time
        .as_deref()
        .map(seconds)
        .unwrap_or_else(|| m.now());
    let payload = m.extra.get("arrival");
    let simplified = payload
        .and_then(|a| a.get("simplifiedProcedure"))
        .cloned()
        .or(arrival.simplified_procedure.map(serde_json::Value::Bool));
    let incident = payload
        .and_then(|a| a.get("incidentFlag"))
        .cloned()
        .or(arrival.incident_flag.map(serde_json::Value::Bool))
        .or(Some(serde_json::Value::Bool(!m.doc.incidents.is_empty())));
    Some(m.write("CC007C", |out| {
        out.open("TransitOperation");
        out.leaf("MRN", mrn);
        out.leaf("arrivalNotificationDateAndTime", &notified);
        out.leaf("simplifiedProcedure", flag(simplified.as_ref(), false));
        out.leaf("incidentFlag", flag(incident.as_ref(), false));
        out.close("TransitOperation");
        destination_actual(out, m);
        trader_at_destination(out, m);
        out.open("Consignment");
        location::write(out, &m.doc.goods_location);
        out.close("Consignment");
    }))
}
