//! Incidents (spec 3.1; their blocks follow 5.6 to 5.8): the formats of the location, the
//! equipment and a transhipment's new means of transport, and the text (512). What an
//! incident requires ("Incident mode limits qualifiers to U, W and Z and asks for a country",
//! the container number "when containerised for incidents") is in the presence tables and
//! choices.

use super::report::Report;
use super::{equipment, location, max_chars, transport, Facts};
use crate::conditional::Pointer;
use crate::t01::limits::MAX_TEXT;

pub fn validate(facts: &Facts, r: &mut Report) {
    let at = Pointer::ROOT.key("incidents");
    for (i, incident) in facts.doc.incidents.iter().enumerate() {
        let row = at.index(i);
        if let Some(text) = &incident.text {
            max_chars(text, MAX_TEXT, &row.key("text"), r);
        }
        if let Some(l) = &incident.location {
            location::validate(l, &row.key("location"), r);
        }
        equipment::list(
            &incident.equipment,
            facts.total_items,
            &row.key("equipment"),
            r,
        );
        if let Some(means) = incident
            .transhipment
            .as_ref()
            .and_then(|t| t.transport_means.as_ref())
        {
            let transhipment = row.key("transhipment");
            transport::means(means, false, &transhipment.key("transportMeans"), r);
        }
    }
}
