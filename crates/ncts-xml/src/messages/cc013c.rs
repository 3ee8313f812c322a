//! CC013C DECLARATION AMENDMENT (IE013): the amended declaration in CC015C's data groups
//! (the same types but GUARANTEE, whose type is optional), with a TRANSIT OPERATION naming
//! the MRN (or the LRN before one) and the `amendmentTypeFlag` (1 for a guarantee amendment,
//! our `amendmentType` 1; else 0).

use vama_rules::t01::code;

use super::Msg;
use crate::xml::Variant;

pub(crate) fn write(m: &Msg) -> Option<String> {
    m.doc.applicant.as_ref()?;
    let d = m.doc;
    let amendment = m
        .text("amendmentType")
        .or(code(&d.amendment_type))
        .unwrap_or("0");
    Some(crate::declaration_message(
        d,
        m.header,
        Variant::CC013C,
        |out| {
            out.open("TransitOperation");
            super::mrn_or_lrn(out, m);
            crate::transit_operation::write_declared(out, d);
            out.leaf(
                "amendmentTypeFlag",
                if amendment == "1" { "1" } else { "0" },
            );
            out.text("limitDate", &d.date_limit);
            out.close("TransitOperation");
        },
        |_| {},
    ))
}
