//! CC060C CONTROL DECISION NOTIFICATION (IE060): the MRN (or LRN), the notification time
//! (the step's) and type (the declaration's `controlDecision.notificationType`, else 0), the
//! office of departure, the holder with the contact person, the TYPE OF CONTROLS and the
//! REQUESTED DOCUMENTs of the control decision. REPRESENTATIVE: not written (optional).

use super::{departure, holder, mrn_or_lrn, Msg};

pub(crate) fn write(m: &Msg) -> Option<String> {
    let decision = m.doc.control_decision.as_ref();
    let kind = decision
        .and_then(|d| d.notification_type.as_ref())
        .map(|c| c.code.as_str())
        .unwrap_or("0");
    Some(m.write("CC060C", |out| {
        out.open("TransitOperation");
        mrn_or_lrn(out, m);
        out.leaf("controlNotificationDateAndTime", &m.now());
        out.leaf("notificationType", kind);
        out.close("TransitOperation");
        departure(out, m);
        holder(out, m, true);
        let Some(d) = decision else { return };
        // DDNTA C0452: no TYPE OF CONTROLS for types 1 and 2.
        if kind == "0" {
            for (i, c) in d.type_of_controls.iter().take(99).enumerate() {
                out.open("TypeOfControls");
                out.number("sequenceNumber", i + 1);
                out.code("type", &c.r#type);
                out.text("text", &c.text);
                out.close("TypeOfControls");
            }
        }
        for (i, r) in d.requested_documents.iter().take(99).enumerate() {
            out.open("RequestedDocument");
            out.number("sequenceNumber", i + 1);
            out.code("documentType", &r.document_type);
            out.text("description", &r.description);
            out.close("RequestedDocument");
        }
    }))
}
