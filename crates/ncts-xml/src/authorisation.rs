//! AUTHORISATION (AuthorisationType03): sequence, type (CL235), reference number.
//!
//! Ours without a place: `decisionId` (the link to our authorisation document).

use vama_rules::t01::model::Authorisation;

use crate::xml::{each, Elem, Out};
use crate::MappingError;

pub(crate) fn write(out: &mut Out, list: &[Authorisation]) {
    for a in list {
        out.open("Authorisation");
        out.number("sequenceNumber", a.sequence);
        out.code("type", &a.r#type);
        out.text("referenceNumber", &a.decision_reference);
        out.close("Authorisation");
    }
}

pub(crate) fn read(e: &mut Elem) -> Result<Vec<Authorisation>, MappingError> {
    each(e.many("Authorisation"), |a| {
        Ok(Authorisation {
            sequence: a.sequence()?,
            r#type: a.req_code("type")?,
            decision_reference: a.req_text("referenceNumber")?,
            decision_id: None,
        })
    })
}
