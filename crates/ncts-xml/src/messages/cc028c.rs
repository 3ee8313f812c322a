//! CC028C MRN ALLOCATED (IE028): LRN, MRN and the acceptance date (the payload's
//! `allocationDateAndTime`), the office of departure, the holder.

use super::{departure, holder, Msg};

pub(crate) fn write(m: &Msg) -> Option<String> {
    let (lrn, mrn) = (m.lrn()?, m.mrn()?);
    Some(m.write("CC028C", |out| {
        out.open("TransitOperation");
        out.leaf("LRN", lrn);
        out.leaf("MRN", mrn);
        out.leaf("declarationAcceptanceDate", &m.acceptance_date());
        out.close("TransitOperation");
        departure(out, m);
        holder(out, m, false);
    }))
}
