//! Spec 5.1 control fields: "Control type required; its text is required when the type code
//! is 50, max 512", and the other officer texts (512, spec 9 "Text and description"). What is
//! required is in the presence tables (`CONTROL`, `CONTROL_DECISION`, `otherThingsToReport`).

use super::max_chars;
use super::report::Report;
use crate::conditional::Pointer;
use crate::t01::limits::MAX_TEXT;
use crate::t01::{Control, Declaration};

pub fn validate(doc: &Declaration, r: &mut Report) {
    let root = Pointer::ROOT;
    if let Some(text) = &doc.other_things_to_report {
        max_chars(text, MAX_TEXT, &root.key("otherThingsToReport"), r);
    }
    if let Some(decision) = &doc.control_decision {
        let at = root.key("controlDecision");
        controls(&decision.type_of_controls, &at.key("typeOfControls"), r);
        let documents = at.key("requestedDocuments");
        for (i, d) in decision.requested_documents.iter().enumerate() {
            if let Some(text) = &d.description {
                let row = documents.index(i);
                max_chars(text, MAX_TEXT, &row.key("description"), r);
            }
        }
    }
    controls(&doc.control_results, &root.key("controlResults"), r);
}

fn controls(list: &[Control], at: &Pointer, r: &mut Report) {
    for (i, c) in list.iter().enumerate() {
        if let Some(text) = &c.text {
            let row = at.index(i);
            max_chars(text, MAX_TEXT, &row.key("text"), r);
        }
    }
}
