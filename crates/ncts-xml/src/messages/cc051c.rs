//! CC051C NO RELEASE FOR TRANSIT (IE051): the MRN, the declaration's submission time, the
//! motivation (code: the payload's `noReleaseMotivationCode`, else `01`, as our model keeps
//! no code for it; text: the step's reason), the office of departure, the holder.
//! REPRESENTATIVE: not written (optional).

use super::{departure, holder, seconds, Msg};

pub(crate) fn write(m: &Msg) -> Option<String> {
    let mrn = m.mrn()?;
    let submitted = m
        .doc
        .application_submission_date_time
        .as_deref()
        .map(seconds)
        .unwrap_or_else(|| m.now());
    let code = m.text("noReleaseMotivationCode").unwrap_or("01");
    let text = m.reason().unwrap_or_else(|| "Not released".into());
    Some(m.write("CC051C", |out| {
        out.open("TransitOperation");
        out.leaf("MRN", mrn);
        out.leaf("declarationSubmissionDateAndTime", &submitted);
        out.leaf("noReleaseMotivationCode", code);
        out.leaf("noReleaseMotivationText", &text);
        out.close("TransitOperation");
        departure(out, m);
        holder(out, m, false);
    }))
}
