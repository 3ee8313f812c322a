//! The conditional fields of the guarantee, its access codes and its update form, one entry
//! per spec sentence (sections 4 and 5). Read by the validator (required and missing, not
//! allowed and present), the clean-up in `normalise` (not allowed is removed, and reported)
//! and the UI (the `fields` map).

use std::collections::BTreeMap;

use crate::conditional::{self, Conditional, Findings, Pointer};
use crate::g01::codes::{
    SIMPLIFICATION_NEEDS_AUTHORISATION, TYPES_WITH_GUARANTOR, TYPE_INDIVIDUAL_UNDERTAKING,
    TYPE_MULTIPLE_USAGE, TYPE_VOUCHERS,
};
use crate::g01::forms::{UpdateForm, UpdateType};
use crate::g01::model::{AccessCodeEntry, Guarantee};
use crate::{conditional as entry, Ctx, FieldState, UserType};

const REQUIRED: FieldState = FieldState::REQUIRED;
const OPTIONAL: FieldState = FieldState::OPTIONAL;
const NOT_ALLOWED: FieldState = FieldState::NOT_ALLOWED;

fn type_is(doc: &Guarantee, codes: &[&str]) -> bool {
    doc.type_code().is_some_and(|c| codes.contains(&c))
}

/// "Guarantor is required for types 1, 2, 4, 9, B."
pub fn needs_guarantor(doc: &Guarantee) -> bool {
    type_is(doc, TYPES_WITH_GUARANTOR)
}

/// "Special sections (departure and destination offices) are shown for types 2 and 9."
pub fn has_offices(doc: &Guarantee) -> bool {
    type_is(doc, &[TYPE_INDIVIDUAL_UNDERTAKING, TYPE_MULTIPLE_USAGE])
}

/// "Access code field is shown in edit mode when type is not 2" (and a type is chosen).
pub fn has_master_code(doc: &Guarantee) -> bool {
    doc.type_code()
        .is_some_and(|c| c != TYPE_INDIVIDUAL_UNDERTAKING)
}

/// Sections 4, 5 and 9; a parent comes before the fields that depend on it.
pub static GUARANTEE: &[Conditional<Guarantee, Ctx>] = &[
    // "Required: ... customs office, ... language, ...".
    entry!("/customsOffice", customs_office, value, |_, _| REQUIRED),
    entry!("/guaranteeLanguage", guarantee_language, value, |_, _| {
        REQUIRED
    }),
    // "The holder is locked for trader users."
    entry!("/applicant", applicant, value, |_, ctx| REQUIRED
        .disabled(ctx.user.user_type == UserType::Trader)),
    // "Required: ... monitoring code, type, simplification".
    entry!("/simplification", simplification, value, |_, _| REQUIRED),
    entry!("/guaranteeType", guarantee_type, value, |_, _| REQUIRED),
    entry!("/monitoringCode", monitoring_code, value, |_, _| REQUIRED),
    // "Authorisation reference and level of guarantee are shown only when simplification is
    // comprehensive"; "code 2 requires an authorisation reference".
    entry!(
        "/authorisationReference",
        authorisation_reference,
        value,
        |d, _| if d.simplification_code() == Some(SIMPLIFICATION_NEEDS_AUTHORISATION) {
            REQUIRED
        } else if d.is_comprehensive() {
            OPTIONAL
        } else {
            NOT_ALLOWED
        }
    ),
    entry!("/levelOfGuarantee", level_of_guarantee, value, |d, _| {
        FieldState::only_if(d.is_comprehensive())
    }),
    // "a national-only yes/no".
    entry!("/nationalGuarantee", national_guarantee, value, |_, _| {
        OPTIONAL
    }),
    // "Toggling national-only guarantee removes or re-creates the countries-not-covered list."
    entry!(
        "/countriesNotCovered",
        countries_not_covered,
        list,
        |d, _| if d.is_national() {
            NOT_ALLOWED
        } else {
            OPTIONAL
        }
    ),
    // "Guarantor is required for types 1, 2, 4, 9, B"; "changing the guarantee type removes
    // the guarantor if the new type does not need one".
    entry!("/guarantor", guarantor, value, |d, _| FieldState::only_if(
        needs_guarantor(d)
    )),
    // "Voucher number: required ...; shown only when type is 4."
    entry!("/voucherNumber", voucher_number, value, |d, _| {
        FieldState::only_if(type_is(d, &[TYPE_VOUCHERS]))
    }),
    // "Master access code: required"; "the access code field is shown ... when type is not
    // 2"; "changing the guarantee type ... removes the master code if not applicable".
    entry!(
        "/masterCode",
        master_code,
        value,
        |d, _| match d.type_code() {
            None => OPTIONAL,
            Some(_) => FieldState::only_if(has_master_code(d)),
        }
    ),
    // "Required: ... currency, amount"; "startDate: required"; "endDate: required".
    entry!("/amount", amount, value, |_, _| REQUIRED),
    entry!("/currency", currency, value, |_, _| REQUIRED),
    entry!("/startDate", start_date, value, |_, _| REQUIRED),
    entry!("/endDate", end_date, value, |_, _| REQUIRED),
    // "Special sections (departure and destination offices) are shown for types 2 and 9; the
    // destination is disabled when the type code is 2."
    entry!("/offices", offices, value, |d, _| FieldState::only_if(
        has_offices(d)
    )),
    entry!(
        "/offices/customsOfficeOfDeparture",
        offices.customs_office_of_departure,
        value,
        |d, _| FieldState::only_if(has_offices(d))
    ),
    entry!(
        "/offices/customsOfficeOfDestination",
        offices.customs_office_of_destination,
        value,
        |d, _| match d.type_code() {
            Some(TYPE_INDIVIDUAL_UNDERTAKING) => OPTIONAL.disabled(true),
            _ => FieldState::only_if(has_offices(d)),
        }
    ),
    // "Required: ... commodities".
    entry!("/commodities", commodities, list, |_, _| REQUIRED),
];

/// "Access-code restriction type change clears fields that do not apply: UNLIMITED clears
/// amountLimit, dates and beneficiary; AMOUNT keeps only the amount limit; DATE keeps only
/// the dates; EORI keeps only the beneficiary; ALL keeps everything"; "start date, end date
/// and beneficiary are required when their restriction applies"; "amountLimit required".
pub static ACCESS_CODE: &[Conditional<AccessCodeEntry, ()>] = &[
    entry!("/accessCode", access_code, value, |_, _| REQUIRED),
    entry!("/restrictionType", restriction_type, value, |_, _| REQUIRED),
    entry!("/beneficiary", beneficiary, value, |a, _| restriction(
        a,
        |r| r.keeps_beneficiary()
    )),
    entry!("/startDate", start_date, value, |a, _| restriction(
        a,
        |r| r.keeps_dates()
    )),
    entry!("/endDate", end_date, value, |a, _| restriction(a, |r| r
        .keeps_dates())),
    entry!("/amountLimit", amount_limit, value, |a, _| restriction(
        a,
        |r| r.keeps_amount_limit()
    )),
];

fn restriction(
    a: &AccessCodeEntry,
    keeps: fn(crate::g01::model::RestrictionType) -> bool,
) -> FieldState {
    match a.restriction_type {
        Some(r) => FieldState::only_if(keeps(r)),
        None => OPTIONAL,
    }
}

/// The update screen: each update type asks for its own field; GUARANTEE_LEVEL only when
/// comprehensive; "updateType required".
pub static UPDATE: &[Conditional<UpdateForm, ()>] = &[
    entry!("/updateType", update_type, value, |_, _| REQUIRED),
    // "validityEndDate required, today or later" (END_DATE).
    entry!("/validityEndDate", validity_end_date, value, |u, _| {
        FieldState::only_if(u.kind() == Some(UpdateType::EndDate))
    }),
    // "amountModifier required, min 1" (INCREASE_AMOUNT, DECREASE_AMOUNT).
    entry!("/amountModifier", amount_modifier, value, |u, _| {
        FieldState::only_if(u.kind().is_some_and(UpdateType::changes_amount))
    }),
    entry!("/levelOfGuarantee", level_of_guarantee, value, |u, _| {
        FieldState::only_if(u.kind() == Some(UpdateType::GuaranteeLevel) && u.is_comprehensive())
    }),
    entry!("/nationalGuarantee", national_guarantee, value, |u, _| {
        if u.kind() == Some(UpdateType::NotCoveredCountry) {
            OPTIONAL
        } else {
            NOT_ALLOWED
        }
    }),
    // "Toggling national-only guarantee ... clears or resets countries not covered on the
    // update screen."
    entry!(
        "/countriesNotCovered",
        countries_not_covered,
        list,
        |u, _| if u.kind() == Some(UpdateType::NotCoveredCountry)
            && u.national_guarantee != Some(true)
        {
            OPTIONAL
        } else {
            NOT_ALLOWED
        }
    ),
    entry!("/details", details, value, |_, _| OPTIONAL),
];

/// Presence of the guarantee's fields and of every access code row.
pub fn fields(doc: &Guarantee, ctx: &Ctx) -> BTreeMap<String, FieldState> {
    let mut out = BTreeMap::new();
    conditional::states(GUARANTEE, doc, ctx, &Pointer::ROOT, &mut out);
    access_code_fields(&doc.access_codes, &mut out);
    out
}

pub fn access_code_fields(rows: &[AccessCodeEntry], out: &mut BTreeMap<String, FieldState>) {
    let list = Pointer::ROOT.key("accessCodes");
    for (i, row) in rows.iter().enumerate() {
        conditional::states(ACCESS_CODE, row, &(), &list.index(i), out);
    }
}

pub fn violations(doc: &Guarantee, ctx: &Ctx, out: &mut impl Findings) {
    conditional::check(GUARANTEE, doc, ctx, &Pointer::ROOT, out);
}

pub fn access_code_violations(rows: &[AccessCodeEntry], out: &mut impl Findings) {
    let list = Pointer::ROOT.key("accessCodes");
    for (i, row) in rows.iter().enumerate() {
        conditional::check(ACCESS_CODE, row, &(), &list.index(i), out);
    }
}

/// Removes what is not allowed (in table order) and reports it.
pub fn clean(doc: &mut Guarantee, ctx: &Ctx, removed: &mut Vec<String>) {
    conditional::clean(GUARANTEE, doc, ctx, &Pointer::ROOT, removed);
    clean_access_codes(&mut doc.access_codes, removed);
}

pub fn clean_access_codes(rows: &mut [AccessCodeEntry], removed: &mut Vec<String>) {
    let list = Pointer::ROOT.key("accessCodes");
    for (i, row) in rows.iter_mut().enumerate() {
        conditional::clean(ACCESS_CODE, row, &(), &list.index(i), removed);
    }
}
