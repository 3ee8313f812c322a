//! CC014C DECLARATION INVALIDATION REQUEST (IE014): the MRN (or LRN), the INVALIDATION
//! (request time: the step's; initiated by the holder; justification: the step's reason),
//! the office of departure, the holder with the contact person.

use super::{departure, holder, mrn_or_lrn, Msg};

pub(crate) fn write(m: &Msg) -> Option<String> {
    Some(m.write("CC014C", |out| {
        out.open("TransitOperation");
        mrn_or_lrn(out, m);
        out.close("TransitOperation");
        out.open("Invalidation");
        out.leaf("requestDateAndTime", &m.now());
        out.leaf("initiatedByCustoms", "0");
        out.text("justification", &m.reason());
        out.close("Invalidation");
        departure(out, m);
        holder(out, m, true);
    }))
}
