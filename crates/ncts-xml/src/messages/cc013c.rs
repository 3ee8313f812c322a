//! CC013C DECLARATION AMENDMENT (IE013): the amended declaration in CC015C's data groups
//! (the same types but GUARANTEE, whose type is optional), with a TRANSIT OPERATION naming
//! the MRN (or the LRN before one) and the `amendmentTypeFlag` (1 for a guarantee amendment,
//! our `amendmentType` 1; else 0).

use vama_rules::t01::code;

use super::Msg;
use crate::xml::Variant;

pub(crate) fn write(m: &Msg) -> Option<String> {
    m.doc.applicant.as_ref()?;
    let d = m.doc;
    let amendment = m
        .text("amendmentType")
        .or(code(&d.amendment_type))
        .unwrap_or("0");
    Some(crate::declaration_message(
        d,
        m.header,
        Variant::CC013C,
        |out| {
            out.open("TransitOperation");
            super::mrn_or_lrn(out, m);
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
            out.leaf(
                "amendmentTypeFlag",
                if amendment == "1" { "1" } else { "0" },
            );
            out.text("limitDate", &d.date_limit);
            out.close("TransitOperation");
        },
        |_| {},
    ))
}
