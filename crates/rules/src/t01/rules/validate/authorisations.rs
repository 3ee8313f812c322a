//! Spec 5.1: the reduced dataset and authorisation C524.

use crate::t01::codes::C524;
use crate::t01::model::code;
use crate::t01::Declaration;
use crate::text::Text;
use crate::Violation;

pub fn validate(doc: &Declaration, out: &mut Vec<Violation>) {
    let has_c524 = doc.has_authorisation(C524);
    match code(&doc.reduced_dataset) {
        // An empty list is already "should have at least one member".
        Some("1") if !has_c524 && !doc.authorisations.is_empty() => {
            let rule = "reduced-dataset-requires-c524";
            out.push(Violation::of("/authorisations", rule, Text::new(rule)));
        }
        Some("0") if has_c524 => {
            let rule = "reduced-dataset-forbids-c524";
            out.push(Violation::of("/authorisations", rule, Text::new(rule)));
        }
        _ => {}
    }
}
