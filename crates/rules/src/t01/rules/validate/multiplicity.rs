//! Spec 9: the most members each list may have.

use crate::t01::Declaration;
use crate::Violation;

pub fn validate(doc: &Declaration, out: &mut Vec<Violation>) {
    at_most("/transitOffices", doc.transit_offices.len(), 9, out);
    at_most("/exitOffices", doc.exit_offices.len(), 9, out);
    at_most("/guarantees", doc.guarantees.len(), 9, out);
    at_most("/authorisations", doc.authorisations.len(), 9, out);
    // CountryOfRouting 99 (DDNTA, NOTES.md 4.9).
    at_most("/routingCountries", doc.routing_countries.len(), 99, out);
    for (i, g) in doc.guarantees.iter().enumerate() {
        at_most(
            &format!("/guarantees/{i}/guaranteeReferences"),
            g.guarantee_references.len(),
            99,
            out,
        );
    }
}

fn at_most(pointer: &str, len: usize, max: usize, out: &mut Vec<Violation>) {
    if len > max {
        let collection = pointer.rsplit('/').next().unwrap_or(pointer);
        out.push(Violation::new(
            pointer,
            "max-members",
            format!("The {collection} can have at most {max} members"),
        ));
    }
}
