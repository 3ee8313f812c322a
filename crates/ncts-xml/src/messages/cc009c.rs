//! CC009C INVALIDATION DECISION (IE009): the MRN (or LRN), the INVALIDATION (request and
//! decision time: the step's; decision: the payload's `invalidationDecision`, 1; initiated by
//! customs when the payload says `initiatedByCustoms`, i.e. an officer's invalidation, not
//! the answer to the holder's IE014; justification: the step's reason), the office of
//! departure, the holder with the contact person.

use super::{departure, flag, holder, mrn_or_lrn, Msg};

pub(crate) fn write(m: &Msg) -> Option<String> {
    let now = m.now();
    Some(m.write("CC009C", |out| {
        out.open("TransitOperation");
        mrn_or_lrn(out, m);
        out.close("TransitOperation");
        out.open("Invalidation");
        out.leaf("requestDateAndTime", &now);
        out.leaf("decisionDateAndTime", &now);
        out.leaf("decision", flag(m.extra.get("invalidationDecision"), true));
        out.leaf(
            "initiatedByCustoms",
            flag(m.extra.get("initiatedByCustoms"), false),
        );
        out.text("justification", &m.reason());
        out.close("Invalidation");
        departure(out, m);
        holder(out, m, true);
    }))
}
