//! Section 5 "Form visibility and choices": the catalogs the guarantee narrows. Each narrowing
//! feeds the UI's `choices` map and the validator, so it is written once.

use std::collections::BTreeMap;

use crate::g01::codes::{COMPREHENSIVE_TYPES, NOT_MONITORED};
use crate::g01::forms::{UpdateForm, UpdateType};
use crate::g01::model::Guarantee;
use crate::text::Text;
use crate::{Choices, Criterion, Ctx, Violation};

/// "Customs office choices are limited to guarantee offices of the application country."
pub fn customs_office(ctx: &Ctx) -> Choices {
    Choices::matching(vec![
        Criterion::text_eq("countryCode", &ctx.country),
        Criterion::flag("guarantee", true),
    ])
}

/// "Guarantee type choices depend on comprehensive": a comprehensive guarantee is of type 0
/// or 1.
pub fn guarantee_type(doc: &Guarantee) -> Option<Choices> {
    doc.is_comprehensive()
        .then(|| Choices::only(COMPREHENSIVE_TYPES))
}

/// "Monitoring codes are filtered by the type's monitoring flag": a monitored type offers the
/// monitoring codes, an unmonitored one only code 0 (not monitored).
pub fn monitoring_code(doc: &Guarantee) -> Option<Choices> {
    let flag = doc.guarantee_type.as_ref()?.monitoring_flag?;
    Some(if flag {
        Choices::exclude(&[NOT_MONITORED])
    } else {
        Choices::only(&[NOT_MONITORED])
    })
}

/// "Countries not covered must come from the NCTS countries."
pub fn countries_not_covered() -> Choices {
    Choices::matching(vec![Criterion::flag("countryNcts", true)])
}

pub fn choices(doc: &Guarantee, ctx: &Ctx) -> BTreeMap<String, Choices> {
    let mut out = BTreeMap::new();
    out.insert("/customsOffice".into(), customs_office(ctx));
    if let Some(c) = guarantee_type(doc) {
        out.insert("/guaranteeType".into(), c);
    }
    if let Some(c) = monitoring_code(doc) {
        out.insert("/monitoringCode".into(), c);
    }
    if !doc.is_national() {
        out.insert("/countriesNotCovered".into(), countries_not_covered());
    }
    out
}

/// "GUARANTEE_LEVEL (offered only when simplification code is 1, comprehensive)."
pub fn update_type(form: &UpdateForm) -> Option<Choices> {
    (!form.is_comprehensive()).then(|| Choices::exclude(&[UpdateType::GuaranteeLevel.as_str()]))
}

/// The narrowed fields holding a value their choices do not offer (by code; the criteria are
/// checked where the document carries the flag: see `validate`).
pub fn violations(doc: &Guarantee, out: &mut Vec<Violation>) {
    if let (Some(choices), Some(code)) = (guarantee_type(doc), doc.type_code()) {
        if !choices.allows(code) {
            out.push(Violation::of(
                "/guaranteeType",
                "guarantee-type-of-comprehensive",
                Text::new("guarantee-type-of-comprehensive"),
            ));
        }
    }
    if let (Some(choices), Some(code)) = (monitoring_code(doc), &doc.monitoring_code) {
        if !choices.allows(&code.code) {
            out.push(Violation::of(
                "/monitoringCode",
                "monitoring-code-of-the-type",
                Text::new("monitoring-code-of-the-type"),
            ));
        }
    }
}
