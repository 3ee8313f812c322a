//! The presentation of the goods at an office of transit or exit (the ATR's `ie117` screen,
//! spec 2.1 and 3.6 "Presentation notification: transitOperation (mrn,
//! communicationLanguageAtTransit), ensOperation (ensmrn), customsOfficeOfTransitActual,
//! holderOfTheTransitProcedure, consignment.carrier").
//!
//! The officer who registers the crossing does so for their own office: the actual office is
//! theirs, whatever the declaration planned (NCTS lets goods pass another office than the
//! declared one; that office then holds the record too). Holder and carrier default to the
//! declaration's when the notification leaves them out.

use crate::{
    t01::{
        model::{PresentationConsignment, PresentationNotification, PresentationTransitOperation},
        Declaration,
    },
    text::Text,
    values::{Mrn, MrnError},
    Violation,
};

const AT: &str = "/presentationNotification";

/// The notification to record, completed from the declaration, or what is wrong with it.
/// `office` is the customs office of the officer presenting the goods.
pub fn check(
    posted: Option<&PresentationNotification>,
    doc: &Declaration,
    office: Option<&str>,
) -> Result<PresentationNotification, Vec<Violation>> {
    let mut notification = posted.cloned().unwrap_or_default();
    let mut violations = Vec::new();
    let operation = notification
        .transit_operation
        .get_or_insert_with(PresentationTransitOperation::default);
    match (operation.mrn.as_deref().map(str::trim), doc.mrn.as_deref()) {
        (None | Some(""), _) => violations.push(Violation::of(
            format!("{AT}/transitOperation/mrn"),
            "presentation-mrn",
            Text::new("presentation-mrn-required"),
        )),
        (Some(given), Some(movement)) if given != movement => violations.push(Violation::of(
            format!("{AT}/transitOperation/mrn"),
            "presentation-mrn",
            Text::new("presentation-mrn-of-movement").with("mrn", movement),
        )),
        _ => {}
    }
    if operation.communication_language_at_transit.is_none() {
        violations.push(Violation::of(
            format!("{AT}/transitOperation/communicationLanguageAtTransit"),
            "presentation-language",
            Text::new("presentation-language"),
        ));
    }
    if let Some(ens) = notification
        .ens_operation
        .as_ref()
        .and_then(|e| e.ensmrn.as_deref())
        .filter(|e| !e.trim().is_empty())
    {
        if let Err(err) = Mrn::parse(ens.trim()) {
            let key = match err {
                MrnError::Format => "ens-mrn-format",
                MrnError::CheckDigit => "ens-mrn-check-digit",
            };
            violations.push(Violation::of(
                format!("{AT}/ensOperation/ensmrn"),
                "presentation-ensmrn",
                Text::new(key),
            ));
        }
    }
    let actual = notification
        .customs_office_of_transit_actual
        .as_ref()
        .map(|o| o.code.as_str());
    match (actual, office) {
        (None, _) => violations.push(Violation::of(
            format!("{AT}/customsOfficeOfTransitActual"),
            "presentation-office",
            Text::new("presentation-office-required"),
        )),
        (Some(actual), Some(mine)) if actual != mine => violations.push(Violation::of(
            format!("{AT}/customsOfficeOfTransitActual"),
            "presentation-office",
            Text::new("presented-at-your-office")
                .with("office", mine)
                .with("actual", actual),
        )),
        _ => {}
    }
    if !violations.is_empty() {
        return Err(violations);
    }
    if notification.holder_of_the_transit_procedure.is_none() {
        notification.holder_of_the_transit_procedure = doc.applicant.clone();
    }
    let consignment = notification
        .consignment
        .get_or_insert_with(PresentationConsignment::default);
    if consignment.carrier.is_none() {
        consignment.carrier = doc.carrier.clone();
    }
    Ok(notification)
}
