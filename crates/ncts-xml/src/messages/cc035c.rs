//! CC035C RECOVERY NOTIFICATION (IE035): the MRN and acceptance date, the RECOVERY
//! NOTIFICATION (date: the step's; text: the step's reason; amount claimed: the sum of the
//! guarantee references' amounts to be covered, in the first one's currency, as our model
//! has no recovery amount; `0` `EUR` without any), the office of departure, which is also the
//! office of recovery (our model names no other), the holder.

use super::{departure, holder, office, Msg};

pub(crate) fn write(m: &Msg) -> Option<String> {
    let mrn = m.mrn()?;
    let refs = m
        .doc
        .guarantees
        .iter()
        .flat_map(|g| g.guarantee_references.iter());
    let mut amount: f64 = 0.0;
    let mut currency = None;
    for r in refs {
        if let Some(a) = &r.covered_amount {
            amount += a.to_string().parse::<f64>().unwrap_or(0.0);
        }
        if currency.is_none() {
            currency = r.currency.as_ref().map(|c| c.code.clone());
        }
    }
    Some(m.write("CC035C", |out| {
        out.open("TransitOperation");
        out.leaf("MRN", mrn);
        out.leaf("declarationAcceptanceDate", &m.acceptance_date());
        out.close("TransitOperation");
        out.open("RecoveryNotification");
        out.leaf("recoveryNotificationDate", &m.today());
        out.text("recoveryNotificationText", &m.reason());
        out.leaf("amountClaimed", &format!("{amount:.2}"));
        out.leaf("currency", currency.as_deref().unwrap_or("EUR"));
        out.close("RecoveryNotification");
        departure(out, m);
        let code = m.doc.departure_office.as_ref().map(|o| o.code.as_str());
        office(out, "CustomsOfficeOfRecoveryAtDeparture", code);
        holder(out, m, false);
    }))
}
