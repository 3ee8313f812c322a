//! The conditional fields of the T01 header, one entry per spec sentence. Each table feeds
//! the validator, the clean-up and the UI (see [`crate::conditional`]). Pointers of list rows
//! use the row's index: `/guarantees/0/referenceNumber`.

use std::collections::BTreeMap;

use crate::conditional::{self, Conditional};
use crate::t01::codes::*;
use crate::t01::model::code;
use crate::t01::rules::holder::agent_mode;
use crate::t01::{
    Authorisation, Declaration, ExitOffice, Guarantee, GuaranteeReference, RoutingCountry,
    TransitOffice,
};
use crate::{conditional as entry, Ctx, FieldState, Mode, UserType, Violation};

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
    // Officer data: required when recording control results, never copied into a new or
    // cloned declaration.
    entry!(
        "/controlResult",
        control_result,
        value,
        |_, ctx| match ctx.mode {
            Mode::ControlResults => REQUIRED,
            Mode::New | Mode::Clone => NOT_ALLOWED,
            _ => OPTIONAL,
        }
    ),
    // Derived from the control result (4.4), so shown but not editable.
    entry!("/reportDiscrepancy", report_discrepancy, value, |d, _| {
        if d.control_result.is_some() {
            OPTIONAL.disabled(true)
        } else {
            NOT_ALLOWED
        }
    }),
];

/// Additional information lives in the consignments (a later issue): none exists yet.
fn has_additional_info_30600(_doc: &Declaration) -> bool {
    let _ = ADDITIONAL_INFO_30600;
    false
}

/// Spec 5.1: "It is mandatory when: the type is T2; destination in common transit unless
/// departure and destination are the same common-transit country; routing via a
/// common-transit country; destination AD; or exit offices are present." (T with a T2 item
/// needs the items: later issue.)
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
        || (common_transit && !same_country)
        || routed_via_common_transit
        || destination.is_some_and(|c| c.code == ANDORRA)
        || !d.exit_offices.is_empty()
}

/// Spec 5.5, per guarantee: "The other reference: required unless type is 3, shown only for
/// types 8 and 3"; "Guarantee references section appears only when the type has withRfc".
pub static GUARANTEE: &[Conditional<Guarantee, ()>] = &[
    entry!("/type", r#type, value, |_, _| REQUIRED),
    entry!(
        "/referenceNumber",
        reference_number,
        value,
        |g, _| match g.type_code() {
            Some(GUARANTEE_PUBLIC_BODY) => REQUIRED,
            Some(GUARANTEE_CASH) => OPTIONAL,
            _ => NOT_ALLOWED,
        }
    ),
    entry!(
        "/guaranteeReferences",
        guarantee_references,
        list,
        |g, _| FieldState::only_if(g.with_rfc())
    ),
];

/// Facts about the guarantee a reference belongs to.
#[derive(Debug, Clone, Copy)]
pub struct GuaranteeFacts {
    pub with_grn: bool,
}

/// Spec 5.5, per guarantee reference: "GRN and access code shown only when the type has
/// withGrn" (and then required); "currency required; covered amount required".
pub static GUARANTEE_REFERENCE: &[Conditional<GuaranteeReference, GuaranteeFacts>] = &[
    entry!("/grn", grn, value, |_, f| FieldState::only_if(f.with_grn)),
    entry!("/accessCode", access_code, value, |_, f| {
        FieldState::only_if(f.with_grn)
    }),
    entry!("/coveredAmount", covered_amount, value, |_, _| REQUIRED),
    entry!("/currency", currency, value, |_, _| REQUIRED),
];

/// "Authorisation type and reference required."
pub static AUTHORISATION: &[Conditional<Authorisation, ()>] = &[
    entry!("/type", r#type, value, |_, _| REQUIRED),
    entry!("/decisionReference", decision_reference, value, |_, _| {
        REQUIRED
    }),
];

/// A row of an office or country list names its office or country.
pub static TRANSIT_OFFICE: &[Conditional<TransitOffice, ()>] =
    &[entry!("/customsOffice", customs_office, value, |_, _| {
        REQUIRED
    })];
pub static EXIT_OFFICE: &[Conditional<ExitOffice, ()>] =
    &[entry!("/customsOffice", customs_office, value, |_, _| {
        REQUIRED
    })];
pub static ROUTING_COUNTRY: &[Conditional<RoutingCountry, ()>] =
    &[entry!("/country", country, value, |_, _| REQUIRED)];

/// Calls `f` for every table and subject of the document, with the subject's pointer prefix.
/// The one walk shared by `fields()` and the validator, so a row table is never forgotten by
/// one of them.
pub fn visit(doc: &Declaration, ctx: &Ctx, mut f: impl FnMut(Subject<'_>, &str)) {
    f(Subject::Header(doc, ctx), "");
    for (i, g) in doc.guarantees.iter().enumerate() {
        let prefix = format!("/guarantees/{i}");
        f(Subject::Guarantee(g), &prefix);
        let facts = GuaranteeFacts {
            with_grn: g.with_grn(),
        };
        for (j, r) in g.guarantee_references.iter().enumerate() {
            f(
                Subject::Reference(r, facts),
                &format!("{prefix}/guaranteeReferences/{j}"),
            );
        }
    }
    for (i, a) in doc.authorisations.iter().enumerate() {
        f(Subject::Authorisation(a), &format!("/authorisations/{i}"));
    }
    for (i, o) in doc.transit_offices.iter().enumerate() {
        f(Subject::TransitOffice(o), &format!("/transitOffices/{i}"));
    }
    for (i, o) in doc.exit_offices.iter().enumerate() {
        f(Subject::ExitOffice(o), &format!("/exitOffices/{i}"));
    }
    for (i, r) in doc.routing_countries.iter().enumerate() {
        f(
            Subject::RoutingCountry(r),
            &format!("/routingCountries/{i}"),
        );
    }
}

pub enum Subject<'a> {
    Header(&'a Declaration, &'a Ctx),
    Guarantee(&'a Guarantee),
    Reference(&'a GuaranteeReference, GuaranteeFacts),
    Authorisation(&'a Authorisation),
    TransitOffice(&'a TransitOffice),
    ExitOffice(&'a ExitOffice),
    RoutingCountry(&'a RoutingCountry),
}

/// Presence of every conditional field, for the UI.
pub fn fields(doc: &Declaration, ctx: &Ctx) -> BTreeMap<String, FieldState> {
    let mut out = BTreeMap::new();
    visit(doc, ctx, |subject, prefix| match subject {
        Subject::Header(d, c) => conditional::states(HEADER, d, c, prefix, &mut out),
        Subject::Guarantee(g) => conditional::states(GUARANTEE, g, &(), prefix, &mut out),
        Subject::Reference(r, f) => {
            conditional::states(GUARANTEE_REFERENCE, r, &f, prefix, &mut out)
        }
        Subject::Authorisation(a) => conditional::states(AUTHORISATION, a, &(), prefix, &mut out),
        Subject::TransitOffice(o) => conditional::states(TRANSIT_OFFICE, o, &(), prefix, &mut out),
        Subject::ExitOffice(o) => conditional::states(EXIT_OFFICE, o, &(), prefix, &mut out),
        Subject::RoutingCountry(r) => {
            conditional::states(ROUTING_COUNTRY, r, &(), prefix, &mut out)
        }
    });
    out
}

/// Required-and-missing and not-allowed-and-present, for the validator.
pub fn violations(doc: &Declaration, ctx: &Ctx, out: &mut Vec<Violation>) {
    visit(doc, ctx, |subject, prefix| match subject {
        Subject::Header(d, c) => conditional::check(HEADER, d, c, prefix, out),
        Subject::Guarantee(g) => conditional::check(GUARANTEE, g, &(), prefix, out),
        Subject::Reference(r, f) => conditional::check(GUARANTEE_REFERENCE, r, &f, prefix, out),
        Subject::Authorisation(a) => conditional::check(AUTHORISATION, a, &(), prefix, out),
        Subject::TransitOffice(o) => conditional::check(TRANSIT_OFFICE, o, &(), prefix, out),
        Subject::ExitOffice(o) => conditional::check(EXIT_OFFICE, o, &(), prefix, out),
        Subject::RoutingCountry(r) => conditional::check(ROUTING_COUNTRY, r, &(), prefix, out),
    });
}

/// Removes what is not allowed, until nothing changes (clearing one field can make another
/// not allowed, e.g. exit offices and then the transit offices they made mandatory).
pub fn clean(doc: &mut Declaration, ctx: &Ctx, removed: &mut Vec<String>) {
    for _ in 0..4 {
        let mut any = conditional::clean(HEADER, doc, ctx, "", removed);
        for (i, g) in doc.guarantees.iter_mut().enumerate() {
            let prefix = format!("/guarantees/{i}");
            any |= conditional::clean(GUARANTEE, g, &(), &prefix, removed);
            let facts = GuaranteeFacts {
                with_grn: g.with_grn(),
            };
            for (j, r) in g.guarantee_references.iter_mut().enumerate() {
                let prefix = format!("{prefix}/guaranteeReferences/{j}");
                any |= conditional::clean(GUARANTEE_REFERENCE, r, &facts, &prefix, removed);
            }
        }
        // Rows of authorisations, offices and countries only have required fields: nothing to
        // remove there.
        if !any {
            break;
        }
    }
}
