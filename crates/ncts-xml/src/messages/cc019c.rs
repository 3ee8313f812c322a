//! CC019C DISCREPANCIES (IE019): the MRN, the notification date (the step's) and text (the
//! step's reason), the office of departure, the holder. GUARANTOR: not in our model.

use super::{departure, holder, Msg};

pub(crate) fn write(m: &Msg) -> Option<String> {
    let mrn = m.mrn()?;
    Some(m.write("CC019C", |out| {
        out.open("TransitOperation");
        out.leaf("MRN", mrn);
        out.leaf("discrepanciesNotificationDate", &m.today());
        out.text("discrepanciesNotificationText", &m.reason());
        out.close("TransitOperation");
        departure(out, m);
        holder(out, m, false);
    }))
}
