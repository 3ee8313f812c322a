//! CC057C REJECTION FROM OFFICE OF DESTINATION (IE057): the MRN, the business rejection
//! type (CL570: the payload's `businessRejectionType`, else 007, the arrival notification's
//! rejection), time (the step's), code (the payload's `rejectionCode`, else 12) and reason
//! (the step's), the office of destination (actual), the trader at destination.

use super::{destination_actual, trader_at_destination, Msg};

pub(crate) fn write(m: &Msg) -> Option<String> {
    let mrn = m.mrn()?;
    let kind = m.text("businessRejectionType").unwrap_or("007");
    let code = m.text("rejectionCode").unwrap_or("12");
    Some(m.write("CC057C", |out| {
        out.open("TransitOperation");
        out.leaf("MRN", mrn);
        out.leaf("businessRejectionType", kind);
        out.leaf("rejectionDateAndTime", &m.now());
        out.leaf("rejectionCode", code);
        out.text("rejectionReason", &m.reason());
        out.close("TransitOperation");
        destination_actual(out, m);
        trader_at_destination(out, m);
    }))
}
