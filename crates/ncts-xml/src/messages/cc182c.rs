//! CC182C FORWARDED INCIDENT NOTIFICATION TO ED (IE182): the MRN, the notification time (the
//! step's time), the office of departure, the office of incident registration, and the
//! CONSIGNMENT with the incidents the step registered (the payload's `incidents`, with the
//! sequence numbers our model gave them; without that key, all of the declaration's):
//! code (1 to 6), text, endorsement, LOCATION, TRANSPORT EQUIPMENT and TRANSHIPMENT.
//!
//! Reused writers: GNSS of [`location`], ADDRESS of [`parties`] (without its country:
//! AddressType18), TRANSPORT EQUIPMENT of [`equipment`], the transport means' identification
//! of [`transport`].
//!
//! No source, and the value chosen:
//!
//! - `CustomsOfficeOfIncidentRegistration`: the registering officer's office, which the step's
//!   payload names (`customsOfficeOfIncidentRegistration`); for a payload without it (an older
//!   log entry), the last office of transit (or exit) the goods actually passed, else the
//!   first declared office of transit, else the office of destination.
//! - `Location/country` (required): the incident location's `country` (the rules require it
//!   in incident mode), else its address's country; without either the incident has no
//!   country and the message is not written (`None`).
//! - `Transhipment/containerIndicator` (required): the transhipment's, else the declaration's
//!   container indicator, else `0`. A transhipment without its new transport means is not
//!   written (the means is required in TRANSHIPMENT).
//! - `Endorsement` is written only when its date, authority, place and country are all filled
//!   (each is required in the group).
//! - An incident without a code or text is not written; the XSD allows 9 incidents a message,
//!   the first 9 registered are written.
//!
//! [`location`]: crate::location
//! [`parties`]: crate::parties
//! [`equipment`]: crate::equipment
//! [`transport`]: crate::transport

use vama_rules::t01::model::{Endorsement, Incident, Transhipment};
use vama_rules::t01::Declaration;

use super::Msg;
use crate::parties::write_address_without_country;
use crate::xml::Out;
use crate::{equipment, location, transport};

/// The most incidents CC182C carries.
const MAX_INCIDENTS: usize = 9;

pub(crate) fn write(m: &Msg) -> Option<String> {
    let mrn = m.mrn()?;
    let incidents: Vec<&Incident> = registered(m)
        .into_iter()
        .filter(|i| i.code.is_some() && i.text.as_deref().is_some_and(|t| !t.trim().is_empty()))
        .take(MAX_INCIDENTS)
        .collect();
    if incidents.is_empty() || incidents.iter().any(|i| country(i).is_none()) {
        return None;
    }
    let now = m.now();
    Some(m.write("CC182C", |out| {
        out.open("TransitOperation");
        out.leaf("MRN", mrn);
        out.leaf("incidentNotificationDateAndTime", &now);
        out.close("TransitOperation");
        super::departure(out, m);
        super::office(
            out,
            "CustomsOfficeOfIncidentRegistration",
            m.extra
                .get("customsOfficeOfIncidentRegistration")
                .and_then(serde_json::Value::as_str)
                .or_else(|| registration_office(m.doc)),
        );
        out.open("Consignment");
        for i in incidents {
            write_incident(out, m.doc, i);
        }
        out.close("Consignment");
    }))
}

/// The incidents of the step: the last ones of the declaration, as many as the payload
/// carries (renumbered by the step), else all.
fn registered<'a>(m: &Msg<'a>) -> Vec<&'a Incident> {
    let all = &m.doc.incidents;
    let new = m
        .extra
        .get("incidents")
        .and_then(serde_json::Value::as_array)
        .map_or(all.len(), Vec::len)
        .min(all.len());
    all[all.len() - new..].iter().collect()
}

fn registration_office(d: &Declaration) -> Option<&str> {
    let passed = d
        .actual_transit_offices
        .iter()
        .chain(&d.actual_exit_offices)
        .filter_map(|o| o.customs_office.as_ref())
        .next_back();
    passed
        .or(d
            .transit_offices
            .iter()
            .find_map(|o| o.customs_office.as_ref()))
        .or(d.destination_office.as_ref())
        .map(|o| o.code.as_str())
}

fn country(i: &Incident) -> Option<&str> {
    let l = i.location.as_ref()?;
    l.country
        .as_ref()
        .or(l.address.as_ref().and_then(|a| a.country.as_ref()))
        .map(|c| c.code.as_str())
        .filter(|c| !c.is_empty())
}

fn write_incident(out: &mut Out, d: &Declaration, i: &Incident) {
    out.open("Incident");
    out.number("sequenceNumber", i.sequence);
    out.code("code", &i.code);
    out.text("text", &i.text);
    write_endorsement(out, &i.endorsement);
    if let Some(l) = &i.location {
        out.open("Location");
        out.code("qualifierOfIdentification", &l.qualifier);
        out.code("UNLocode", &l.un_code);
        out.leaf("country", country(i).unwrap_or_default());
        location::write_gnss(out, &l.ngss);
        write_address_without_country(out, &l.address);
        out.close("Location");
    }
    equipment::write(out, &i.equipment);
    write_transhipment(out, d, &i.transhipment);
    out.close("Incident");
}

fn write_endorsement(out: &mut Out, e: &Option<Endorsement>) {
    let Some(e) = e else { return };
    let filled = |s: &Option<String>| s.as_deref().is_some_and(|s| !s.trim().is_empty());
    if !(filled(&e.date) && filled(&e.authority) && filled(&e.place) && e.country.is_some()) {
        return;
    }
    out.open("Endorsement");
    out.text("date", &e.date);
    out.text("authority", &e.authority);
    out.text("place", &e.place);
    out.code("country", &e.country);
    out.close("Endorsement");
}

fn write_transhipment(out: &mut Out, d: &Declaration, t: &Option<Transhipment>) {
    let Some(t) = t else { return };
    let Some(means) = &t.transport_means else {
        return;
    };
    let container = t
        .container_indicator
        .as_ref()
        .or(d.container_indicator.as_ref())
        .map_or("0", |c| c.code.as_str());
    out.open("Transhipment");
    out.leaf("containerIndicator", container);
    out.open("TransportMeans");
    transport::write_means(out, means);
    out.close("TransportMeans");
    out.close("Transhipment");
}
