//! CC043C UNLOADING PERMISSION (IE043): the MRN, declaration type, acceptance date,
//! security and reduced data set, the office of destination (actual), the trader at
//! destination. HOLDER (optional, with a required name and address), CTL CONTROL and
//! CONSIGNMENT (optional: the goods to unload, as released) are not written.

use super::{destination_actual, trader_at_destination, Msg};

pub(crate) fn write(m: &Msg) -> Option<String> {
    let mrn = m.mrn()?;
    let d = m.doc;
    Some(m.write("CC043C", |out| {
        out.open("TransitOperation");
        out.leaf("MRN", mrn);
        out.code("declarationType", &d.declaration_type);
        out.leaf("declarationAcceptanceDate", &m.acceptance_date());
        let security = d
            .declaration_type_security
            .as_ref()
            .map(|c| c.code.as_str());
        out.leaf("security", security.unwrap_or("0"));
        let reduced = d.reduced_dataset.as_ref().map(|c| c.code.as_str());
        out.leaf("reducedDatasetIndicator", reduced.unwrap_or("0"));
        out.close("TransitOperation");
        destination_actual(out, m);
        trader_at_destination(out, m);
    }))
}
