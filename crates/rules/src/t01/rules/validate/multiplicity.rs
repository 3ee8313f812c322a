//! Spec 9: the most members each header list may have (the consignment's lists are checked
//! where they are walked: `master`, `houses`, `items`, `equipment`, ...).

use super::at_most;
use super::report::Report;
use crate::conditional::Pointer;
use crate::t01::limits::{
    MAX_AUTHORISATIONS, MAX_EXIT_OFFICES, MAX_GUARANTEES, MAX_GUARANTEE_REFERENCES,
    MAX_ROUTING_COUNTRIES, MAX_TRANSIT_OFFICES,
};
use crate::t01::Declaration;

pub fn validate(doc: &Declaration, r: &mut Report) {
    let root = Pointer::ROOT;
    let lists = [
        (
            "transitOffices",
            doc.transit_offices.len(),
            MAX_TRANSIT_OFFICES,
        ),
        ("exitOffices", doc.exit_offices.len(), MAX_EXIT_OFFICES),
        ("guarantees", doc.guarantees.len(), MAX_GUARANTEES),
        (
            "authorisations",
            doc.authorisations.len(),
            MAX_AUTHORISATIONS,
        ),
        (
            "routingCountries",
            doc.routing_countries.len(),
            MAX_ROUTING_COUNTRIES,
        ),
    ];
    for (key, len, max) in lists {
        at_most(len, max, &root.key(key), r);
    }
    let guarantees = root.key("guarantees");
    for (i, g) in doc.guarantees.iter().enumerate() {
        let row = guarantees.index(i);
        at_most(
            g.guarantee_references.len(),
            MAX_GUARANTEE_REFERENCES,
            &row.key("guaranteeReferences"),
            r,
        );
    }
}
