//! CC055C GUARANTEE NOT VALID (IE055): the MRN and acceptance date, the office of
//! departure, the holder, and each guarantee reference with a GRN, with one INVALID
//! GUARANTEE REASON (code: the payload's `invalidGuaranteeReason`, else G02 "exists but not
//! valid", as our model keeps no reason code; text: the step's reason).
//!
//! `None` when no guarantee reference has a GRN (the schema wants at least one).

use super::{departure, holder, Msg};

pub(crate) fn write(m: &Msg) -> Option<String> {
    let mrn = m.mrn()?;
    let grns: Vec<&str> = m
        .doc
        .guarantees
        .iter()
        .flat_map(|g| g.guarantee_references.iter())
        .filter_map(|r| r.grn.as_deref().filter(|g| !g.is_empty()))
        .take(99)
        .collect();
    if grns.is_empty() {
        return None;
    }
    let code = m.text("invalidGuaranteeReason").unwrap_or("G02");
    Some(m.write("CC055C", |out| {
        out.open("TransitOperation");
        out.leaf("MRN", mrn);
        out.leaf("declarationAcceptanceDate", &m.acceptance_date());
        out.close("TransitOperation");
        departure(out, m);
        holder(out, m, false);
        for (i, grn) in grns.iter().enumerate() {
            out.open("GuaranteeReference");
            out.number("sequenceNumber", i + 1);
            out.leaf("GRN", grn);
            out.open("InvalidGuaranteeReason");
            out.leaf("sequenceNumber", "1");
            out.leaf("code", code);
            out.text("text", &m.reason());
            out.close("InvalidGuaranteeReason");
            out.close("GuaranteeReference");
        }
    }))
}
