//! CC045C WRITE-OFF NOTIFICATION (IE045): the MRN, the write-off date (the payload's
//! `writeOffDate`, else the step's date), the office of departure, the holder. GUARANTOR:
//! not in our model.

use super::{date, departure, holder, Msg};

pub(crate) fn write(m: &Msg) -> Option<String> {
    let mrn = m.mrn()?;
    let day = m
        .text("writeOffDate")
        .map(date)
        .unwrap_or_else(|| m.today());
    Some(m.write("CC045C", |out| {
        out.open("TransitOperation");
        out.leaf("MRN", mrn);
        out.leaf("writeOffDate", &day);
        out.close("TransitOperation");
        departure(out, m);
        holder(out, m, false);
    }))
}
