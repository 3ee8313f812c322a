//! The conditional fields of the declaration header, one entry per spec sentence.

use super::facts::has_30600;
use crate::conditional::Conditional;
use crate::t01::codes::{
    ANDORRA, C521, CONTROL_RESULT_DISCREPANCIES, CONTROL_RESULT_NOT_SATISFACTORY, T, T2, T2SM, TIR,
};
use crate::t01::model::code;
use crate::t01::rules::holder::agent_mode;
use crate::t01::Declaration;
use crate::{conditional as entry, Ctx, FieldState, Mode, UserType};

const REQUIRED: FieldState = FieldState::REQUIRED;
const OPTIONAL: FieldState = FieldState::OPTIONAL;
const NOT_ALLOWED: FieldState = FieldState::NOT_ALLOWED;

/// Optional while `parent` is filled, otherwise not allowed ("contacts exist only while their
/// party is filled").
fn while_filled<T>(parent: &Option<T>) -> FieldState {
    if parent.is_some() {
        OPTIONAL
    } else {
        NOT_ALLOWED
    }
}

/// Spec 3.1 and 5.1; order matters: a parent comes before the fields that depend on it.
pub static HEADER: &[Conditional<Declaration, Ctx>] = &[
    // "amendmentType (modify mode only)"; a read-only view keeps what it has.
    entry!(
        "/amendmentType",
        amendment_type,
        value,
        |_, ctx| match ctx.mode {
            Mode::Modify => REQUIRED,
            Mode::New | Mode::Clone | Mode::ModifyStored => NOT_ALLOWED,
            _ => OPTIONAL,
        }
    ),
    // "declarationType required".
    entry!("/declarationType", declaration_type, value, |_, _| REQUIRED),
    // "the reduced dataset is disabled when the declaration type is TIR".
    entry!("/reducedDataset", reduced_dataset, value, |d, _| OPTIONAL
        .disabled(d.is_tir())),
    // "carnetNumber applies only to TIR (required ...)".
    entry!("/carnetNumber", carnet_number, value, |d, _| {
        FieldState::only_if(d.is_tir())
    }),
    // "any other type [than TIR] removes the dispatch block".
    entry!("/dispatch", dispatch, value, |d, _| if d.is_tir() {
        OPTIONAL
    } else {
        NOT_ALLOWED
    }),
    // "dateLimit applies only with a C521 authorisation".
    entry!(
        "/dateLimit",
        date_limit,
        value,
        |d, _| if d.has_authorisation(C521) {
            OPTIONAL
        } else {
            NOT_ALLOWED
        }
    ),
    // "operationsNumber required".
    entry!("/operationsNumber", operations_number, value, |_, _| {
        REQUIRED
    }),
    // "Applicant required"; "a trader cannot change the applicant".
    entry!("/applicant", applicant, value, |_, ctx| REQUIRED
        .disabled(ctx.user.user_type == UserType::Trader)),
    entry!("/applicantContact", applicant_contact, value, |d, _| {
        while_filled(&d.applicant)
    }),
    // "the representative is mandatory for agents"; "an agent cannot change the
    // representative"; an agent who is the holder has no representative (4.3).
    entry!(
        "/representative",
        representative,
        value,
        |d, ctx| match ctx.user.user_type {
            UserType::Agent if agent_mode(d, ctx) => REQUIRED.disabled(true),
            UserType::Agent => NOT_ALLOWED,
            _ => OPTIONAL,
        }
    ),
    entry!(
        "/representativeStatus",
        representative_status,
        value,
        |d, _| while_filled(&d.representative)
    ),
    entry!(
        "/representativeContact",
        representative_contact,
        value,
        |d, _| while_filled(&d.representative)
    ),
    // "Consignor is not required when security code is 0 and the reduced dataset applies".
    entry!("/consignor", consignor, value, |d, _| {
        FieldState::required_if(!(d.security() == Some("0") && d.reduced_dataset()))
    }),
    // "Consignee is required when the destination is common transit, or security declaration
    // type is 0 or 1, or no additional-info entry with code 30600 exists".
    entry!("/consignee", consignee, value, |d, _| {
        let common_transit = d
            .destination_country
            .as_ref()
            .and_then(|c| c.common_transit)
            == Some(true);
        let security_0_or_1 = matches!(d.security(), Some("0" | "1"));
        FieldState::required_if(common_transit || security_0_or_1 || !has_additional_info_30600(d))
    }),
    // "departureCountry is required"; "Departure office and destination office are required".
    entry!("/departureCountry", departure_country, value, |_, _| {
        REQUIRED
    }),
    entry!("/departureOffice", departure_office, value, |_, _| REQUIRED),
    entry!("/destinationOffice", destination_office, value, |_, _| {
        REQUIRED
    }),
    // "Exit offices are required when security type is 2 or 3"; a security change removes
    // them otherwise (4.4).
    entry!("/exitOffices", exit_offices, list, |d, _| {
        FieldState::only_if(matches!(d.security(), Some("2" | "3")))
    }),
    // "TIR or T2SM removes the transit offices"; 5.1 says when they are mandatory.
    entry!("/transitOffices", transit_offices, list, |d, _| {
        if matches!(d.declaration_type(), Some(TIR | T2SM)) {
            NOT_ALLOWED
        } else {
            FieldState::required_if(transit_office_mandatory(d))
        }
    }),
    // "Routing countries are mandatory when binding itinerary code is 1, or security type is
    // 1, 2 or 3".
    entry!("/routingCountries", routing_countries, list, |d, _| {
        FieldState::required_if(
            code(&d.binding_itinerary) == Some("1")
                || matches!(d.security(), Some("1" | "2" | "3")),
        )
    }),
    // "guarantees ... need at least one member".
    entry!("/guarantees", guarantees, list, |_, _| REQUIRED),
    // "authorisations needs one when the reduced dataset is mandatory".
    entry!("/authorisations", authorisations, list, |d, _| {
        FieldState::required_if(d.reduced_dataset())
    }),
    // 5.1 "Control fields (details, decision, type, result) are required": in the mode that
    // records them (the only one in which they are filled); never in a new or cloned
    // declaration. The result is `controlResult`; the decision and the details follow below;
    // the type is each control's (table `CONTROL`).
    entry!("/controlResult", control_result, value, |_, ctx| {
        officer_data(ctx)
    }),
    // Derived from the control result (4.4), so shown but not editable.
    entry!("/reportDiscrepancy", report_discrepancy, value, |d, _| {
        if d.control_result.is_some() {
            OPTIONAL.disabled(true)
        } else {
            NOT_ALLOWED
        }
    }),
    // 5.1 "otherThingsToReport is required if the control result is A5 or B1".
    entry!(
        "/otherThingsToReport",
        other_things_to_report,
        value,
        |d, _| match code(&d.control_result) {
            None => NOT_ALLOWED,
            Some(CONTROL_RESULT_DISCREPANCIES | CONTROL_RESULT_NOT_SATISFACTORY) => REQUIRED,
            Some(_) => OPTIONAL,
        }
    ),
    // The control decision, and the details: the controls carried out, with their texts. The
    // decision (IE060) is the office of departure's, before release: the results it asks for
    // are the departure's (IE017). Once the arrival is notified the results are the
    // destination's (IE018, CD018C has no decision) and stand on their own; the departure's
    // decision, if any, stays as it was filed (issue 14).
    entry!("/controlDecision", control_decision, value, |d, ctx| {
        match d.arrival.is_some() && ctx.mode == Mode::ControlResults {
            true => OPTIONAL.disabled(true),
            false => officer_data(ctx),
        }
    }),
    entry!("/controlResults", control_results, list, |_, ctx| {
        officer_data(ctx)
    }),
];

/// The control fields: required while the officer records control results, kept as they are
/// in the other modes that show a filed declaration, never in a new or cloned one.
fn officer_data(ctx: &Ctx) -> FieldState {
    match ctx.mode {
        Mode::ControlResults => REQUIRED,
        Mode::New | Mode::Clone => NOT_ALLOWED,
        _ => OPTIONAL,
    }
}

/// "No additional-info entry with code 30600 exists on the declaration or houses."
fn has_additional_info_30600(d: &Declaration) -> bool {
    has_30600(&d.additional_info)
        || d.house_consignments
            .iter()
            .any(|h| has_30600(&h.additional_info))
}

/// Spec 5.1: "It is mandatory when: the type is T2; destination in common transit unless
/// departure and destination are the same common-transit country; routing via a
/// common-transit country; destination AD; or exit offices are present"; "T with a T2 item".
pub fn transit_office_mandatory(d: &Declaration) -> bool {
    let destination = d.destination_country.as_ref();
    let common_transit = destination.and_then(|c| c.common_transit) == Some(true);
    let same_country = match (d.departure_country.as_ref(), destination) {
        (Some(dep), Some(dest)) => dep.code == dest.code,
        _ => false,
    };
    let routed_via_common_transit = d
        .routing_countries
        .iter()
        .any(|r| r.country.as_ref().and_then(|c| c.common_transit) == Some(true));
    d.declaration_type() == Some(T2)
        || (d.declaration_type() == Some(T)
            && d.items()
                .any(|(_, _, i)| code(&i.declaration_type) == Some(T2)))
        || (common_transit && !same_country)
        || routed_via_common_transit
        || destination.is_some_and(|c| c.code == ANDORRA)
        || !d.exit_offices.is_empty()
}
