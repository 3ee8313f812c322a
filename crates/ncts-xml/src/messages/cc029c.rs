//! CC029C RELEASE FOR TRANSIT (IE029): the released declaration in CC015C's data groups, with
//! a TRANSIT OPERATION naming the MRN, the acceptance date and the release date (the
//! payload's `releaseDate`, else the step's date) in place of the presentation time and the
//! limit date, and a CONTROL RESULT after the representative when the declaration has one
//! (code: our `controlResult`; date: the release date; controlled by: the office of
//! departure, as our model does not name the officer's office apart; text: none).
//!
//! Differences of CC029C's types the writers follow ([`Variant::CC029C`]): no supplementary
//! units in GOODS MEASURE. CC029C requires some elements CC015C leaves optional (container
//! indicator, place of loading, goods measure, guarantee amounts, transport means' details):
//! a declaration released after the rules of a submission has them.
//!
//! The schema in `p5-v2_1` is HMRC's customisation of DDNTA's (`CUSTOM_ConsignmentType04`,
//! in an `include-files/custom_ctypes.xsd` not shipped there: it only makes GOODS MEASURE
//! and PLACE OF LOADING optional); the tests validate against DDNTA's `ConsignmentType04`,
//! which is stricter.

use super::{date, Msg};
use crate::xml::Variant;

pub(crate) fn write(m: &Msg) -> Option<String> {
    let mrn = m.mrn()?;
    m.doc.applicant.as_ref()?;
    let d = m.doc;
    let released = m.text("releaseDate").map(date).unwrap_or_else(|| m.today());
    Some(crate::declaration_message(
        d,
        m.header,
        Variant::CC029C,
        |out| {
            out.open("TransitOperation");
            out.text("LRN", &d.lrn);
            out.leaf("MRN", mrn);
            out.code("declarationType", &d.declaration_type);
            out.code("additionalDeclarationType", &d.add_dec_type);
            out.text("TIRCarnetNumber", &d.carnet_number);
            out.leaf("declarationAcceptanceDate", &m.acceptance_date());
            out.leaf("releaseDate", &released);
            out.code("security", &d.declaration_type_security);
            out.code("reducedDatasetIndicator", &d.reduced_dataset);
            out.code("specificCircumstanceIndicator", &d.specific_circumstance);
            out.code("communicationLanguageAtDeparture", &d.language_at_departure);
            out.code("bindingItinerary", &d.binding_itinerary);
            out.close("TransitOperation");
        },
        |out| {
            let Some(result) = d.control_result.as_ref() else {
                return;
            };
            out.open("ControlResult");
            out.leaf("code", &result.code);
            out.leaf("date", &released);
            let by = d.departure_office.as_ref().map(|o| o.code.as_str());
            out.leaf("controlledBy", by.unwrap_or_default());
            out.close("ControlResult");
        },
    ))
}
