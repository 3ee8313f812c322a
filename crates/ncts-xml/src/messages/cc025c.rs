//! CC025C GOODS RELEASE NOTIFICATION (IE025): the MRN, the release date (the step's) and
//! indicator (the payload's `releaseIndicator`, 1), the office of destination (actual), the
//! trader at destination. CONSIGNMENT (release per house consignment, required only for the
//! indicators 2 and 3, DDNTA C0352): not written.

use super::{destination_actual, trader_at_destination, Msg};

pub(crate) fn write(m: &Msg) -> Option<String> {
    let mrn = m.mrn()?;
    let indicator = m.text("releaseIndicator").unwrap_or("1");
    Some(m.write("CC025C", |out| {
        out.open("TransitOperation");
        out.leaf("MRN", mrn);
        out.leaf("releaseDate", &m.today());
        out.leaf("releaseIndicator", indicator);
        out.close("TransitOperation");
        destination_actual(out, m);
        trader_at_destination(out, m);
    }))
}
