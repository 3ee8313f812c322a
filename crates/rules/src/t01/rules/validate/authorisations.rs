//! Spec 5.1: the reduced dataset and authorisation C524.

use crate::t01::codes::C524;
use crate::t01::model::code;
use crate::t01::Declaration;
use crate::Violation;

pub fn validate(doc: &Declaration, out: &mut Vec<Violation>) {
    let has_c524 = doc.has_authorisation(C524);
    match code(&doc.reduced_dataset) {
        // An empty list is already "should have at least one member".
        Some("1") if !has_c524 && !doc.authorisations.is_empty() => out.push(Violation::new(
            "/authorisations",
            "reduced-dataset-requires-c524",
            "Authorizations must contain at least one C524 type for the selected Reduced Dataset indicator 1 (YES)",
        )),
        Some("0") if has_c524 => out.push(Violation::new(
            "/authorisations",
            "reduced-dataset-forbids-c524",
            "Authorizations must not contain C524 type for the selected Reduced Dataset indicator 0 (No)",
        )),
        _ => {}
    }
}
