//! TRANSIT OPERATION (TransitOperationType06).
//!
//! The flags `reducedDatasetIndicator` and `bindingItinerary` are code-list values `0`/`1` in
//! our model too (`{code: "0", name: "No"}`), so only the code travels. Dates and date-times
//! have the same text form on both sides (`YYYY-MM-DD`, `YYYY-MM-DDTHH:mm:ss`); a date-time
//! without seconds, as a form may send it, gets `:00`.
//!
//! Ours without a place: `mrn` (allocated by customs: CC015C is the declaration before it),
//! `amendmentType` (IE013), `guaranteeIndicator`, `operationsNumber`, the declaration's own
//! `arrivalDateAndTimeEstimated` (CC015C has one per office of transit only).

use vama_rules::t01::model::Declaration;

use crate::xml::{Elem, Out};
use crate::MappingError;

pub(crate) fn write(out: &mut Out, d: &Declaration) {
    out.open("TransitOperation");
    out.text("LRN", &d.lrn);
    write_declared(out, d);
    out.text("limitDate", &d.date_limit);
    out.close("TransitOperation");
}

/// The declared elements of TRANSIT OPERATION, from declarationType to bindingItinerary, in
/// the XSD's order: the same in CC015C and CC013C, which differ in the identifier before them
/// (LRN; MRN or LRN) and in what follows (CC013C's amendmentTypeFlag before limitDate).
pub(crate) fn write_declared(out: &mut Out, d: &Declaration) {
    out.code("declarationType", &d.declaration_type);
    out.code("additionalDeclarationType", &d.add_dec_type);
    out.text("TIRCarnetNumber", &d.carnet_number);
    out.date_time(
        "presentationOfTheGoodsDateAndTime",
        &d.presentation_of_the_goods_date_and_time,
    );
    out.code("security", &d.declaration_type_security);
    out.code("reducedDatasetIndicator", &d.reduced_dataset);
    out.code("specificCircumstanceIndicator", &d.specific_circumstance);
    out.code("communicationLanguageAtDeparture", &d.language_at_departure);
    out.code("bindingItinerary", &d.binding_itinerary);
}

pub(crate) fn read(e: &mut Elem, d: &mut Declaration) -> Result<(), MappingError> {
    d.lrn = e.req_text("LRN")?;
    d.declaration_type = e.req_code("declarationType")?;
    d.add_dec_type = e.req_code("additionalDeclarationType")?;
    d.carnet_number = e.text("TIRCarnetNumber");
    d.presentation_of_the_goods_date_and_time = e.text("presentationOfTheGoodsDateAndTime");
    d.declaration_type_security = e.req_code("security")?;
    d.reduced_dataset = e.req_code("reducedDatasetIndicator")?;
    d.specific_circumstance = e.code("specificCircumstanceIndicator");
    d.language_at_departure = e.code("communicationLanguageAtDeparture");
    d.binding_itinerary = e.req_code("bindingItinerary")?;
    d.date_limit = e.text("limitDate");
    Ok(())
}
