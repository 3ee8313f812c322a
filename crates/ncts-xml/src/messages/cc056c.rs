//! CC056C REJECTION FROM OFFICE OF DEPARTURE (IE056): the MRN (or LRN), the business
//! rejection type (CL560: the payload's `businessRejectionType`, else 015 before an MRN, the
//! declaration's rejection, and 013 after, an amendment's), the rejection time (the step's),
//! code (the payload's `rejectionCode`, else 12, as our model keeps none) and reason (the
//! step's), the office of departure, the holder. REPRESENTATIVE and FUNCTIONAL ERROR: not
//! written (optional; our refusal is one text).

use super::{departure, holder, mrn_or_lrn, Msg};

pub(crate) fn write(m: &Msg) -> Option<String> {
    let kind = m
        .text("businessRejectionType")
        .unwrap_or(if m.mrn().is_some() { "013" } else { "015" });
    let code = m.text("rejectionCode").unwrap_or("12");
    Some(m.write("CC056C", |out| {
        out.open("TransitOperation");
        mrn_or_lrn(out, m);
        out.leaf("businessRejectionType", kind);
        out.leaf("rejectionDateAndTime", &m.now());
        out.leaf("rejectionCode", code);
        out.text("rejectionReason", &m.reason());
        out.close("TransitOperation");
        departure(out, m);
        holder(out, m, false);
    }))
}
