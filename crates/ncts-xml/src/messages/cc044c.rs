//! CC044C UNLOADING REMARKS (IE044): the MRN and other things to report, the office of
//! destination (actual), the trader at destination, the UNLOADING REMARK (conform: the
//! payload's `conform`; unloading completed: 1, as our step records a complete unloading;
//! date: the step's; remark: the step's reason). CONSIGNMENT (the differences found, item by
//! item): not written; our model records them as the remark's text.

use super::{destination_actual, flag, trader_at_destination, Msg};

pub(crate) fn write(m: &Msg) -> Option<String> {
    let mrn = m.mrn()?;
    Some(m.write("CC044C", |out| {
        out.open("TransitOperation");
        out.leaf("MRN", mrn);
        let other = m.doc.other_things_to_report.as_ref();
        out.text(
            "otherThingsToReport",
            &other.map(|t| t.chars().take(512).collect()),
        );
        out.close("TransitOperation");
        destination_actual(out, m);
        trader_at_destination(out, m);
        out.open("UnloadingRemark");
        out.leaf("conform", flag(m.extra.get("conform"), true));
        out.leaf("unloadingCompletion", "1");
        out.leaf("unloadingDate", &m.today());
        out.text("unloadingRemark", &m.reason());
        out.close("UnloadingRemark");
    }))
}
