//! CC004C AMENDMENT ACCEPTANCE (IE004): the MRN (or LRN before one), the times of the
//! amendment's submission and acceptance, the office of departure, the holder.
//!
//! No source: our model keeps no submission time of an amendment; both times are the step's
//! (the amendment is accepted when it is submitted).

use super::{departure, holder, mrn_or_lrn, Msg};

pub(crate) fn write(m: &Msg) -> Option<String> {
    let now = m.now();
    Some(m.write("CC004C", |out| {
        out.open("TransitOperation");
        mrn_or_lrn(out, m);
        out.leaf("amendmentSubmissionDateAndTime", &now);
        out.leaf("amendmentAcceptanceDateAndTime", &now);
        out.close("TransitOperation");
        departure(out, m);
        holder(out, m, false);
    }))
}
