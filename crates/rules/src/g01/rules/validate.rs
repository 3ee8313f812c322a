//! Section 5's validation rules and the limits of section 9. Each violation names the field by
//! JSON Pointer, a stable rule name and a message in the spec's words (section 8: "field
//! validation errors follow section 5; their texts are not shown"). What is required or not
//! allowed is the presence tables' (`presence.rs`), what a narrowed choice may hold is
//! `choices.rs`': neither is repeated here.

use super::{choices, presence};
use crate::blocks::{Address, Party};
use crate::g01::codes::{
    AMOUNT_DECIMALS, AUTHORISATION_REFERENCE_MAX, AUTHORISATION_REFERENCE_MIN, CITY_MAX,
    DETAILS_MAX, DOCUMENT_REFERENCE_MAX, FILES_MAX, FILE_CONTENT_TYPES, FILE_KB_MAX, GRN_MAX,
    POSTCODE_MAX, STREET_MAX, TYPE_VOUCHERS,
};
use crate::g01::model::{AccessCodeEntry, Guarantee};
use crate::text::Text;
use crate::values::{AccessCode, Date, DateTime, Decimal, Grn, GrnError};
use crate::{Ctx, Violation};

pub fn validate(doc: &Guarantee, ctx: &Ctx) -> Vec<Violation> {
    let mut out = Vec::new();
    presence::violations(doc, ctx, &mut out);
    choices::violations(doc, &mut out);
    grn(doc, &mut out);
    customs_office_of_application_country(doc, ctx, &mut out);
    dates(doc, ctx, &mut out);
    authorisation_reference(doc, &mut out);
    codes(doc, &mut out);
    voucher_number(doc, &mut out);
    amount(doc, &mut out);
    address("/guarantor", doc.guarantor.as_ref(), &mut out);
    countries_not_covered_ncts("/countriesNotCovered", &doc.countries_not_covered, &mut out);
    texts(doc, &mut out);
    files(doc, ctx, &mut out);
    access_codes(&doc.access_codes, doc.amount, &mut out);
    out
}

/// A date in the working formats: `YYYY-MM-DD` or `YYYY-MM-DDTHH:mm:ss` (its day).
pub fn day(s: &str) -> Option<Date> {
    Date::parse(s).or_else(|| DateTime::parse(s).map(|d| d.date()))
}

/// The date at `path`, or a `date-format` violation.
pub fn date_at(path: &str, value: Option<&String>, out: &mut Vec<Violation>) -> Option<Date> {
    let value = value?;
    let date = day(value);
    if date.is_none() {
        out.push(Violation::of(
            path,
            "date-format",
            Text::new("date-in-format"),
        ));
    }
    date
}

/// "GRN: required, letters and digits only, max 24", with its check digit (NOTES.md 4.2), and
/// 24 characters only for type 4 vouchers (R0318). Required once allocated: the officer's
/// accept allocates it.
fn grn(doc: &Guarantee, out: &mut Vec<Violation>) {
    let Some(grn) = &doc.grn else { return };
    if grn.chars().count() > GRN_MAX || !grn.chars().all(|c| c.is_ascii_alphanumeric()) {
        out.push(Violation::of(
            "/grn",
            "grn-letters-and-digits-max-24",
            Text::new("grn-letters-and-digits-max-24"),
        ));
        return;
    }
    match Grn::parse(grn) {
        Err(e) => out.push(Violation::of("/grn", "grn-format", grn_error(e))),
        Ok(g) => {
            let vouchers = doc.type_code() == Some(TYPE_VOUCHERS);
            if doc.type_code().is_some() && g.voucher().is_some() != vouchers {
                out.push(Violation::of(
                    "/grn",
                    "grn-length-of-type",
                    Text::new("grn-length-of-type"),
                ));
            }
        }
    }
}

/// A GRN that cannot be read, in the words of its error (its English is the error's).
fn grn_error(e: GrnError) -> Text {
    Text::new(match e {
        GrnError::Format => "grn-pattern",
        GrnError::CheckDigit => "grn-check-digit",
    })
}

/// "Customs office choices are limited to guarantee offices of the application country": the
/// office's reference number starts with the country (the guarantee role is the catalog's,
/// which the server re-resolves).
fn customs_office_of_application_country(doc: &Guarantee, ctx: &Ctx, out: &mut Vec<Violation>) {
    let Some(office) = &doc.customs_office else {
        return;
    };
    if !ctx.country.is_empty() && !office.code.starts_with(ctx.country.as_str()) {
        out.push(Violation::of(
            "/customsOffice",
            "customs-office-of-application-country",
            Text::new("customs-office-of-application-country"),
        ));
    }
}

/// "startDate: required, today or later"; "endDate: required, in the future, not before the
/// start date". Today comes from the context. Checked while the guarantee is applied for (no
/// acceptance date yet): an accepted guarantee's start date passes, and its end date is the
/// expiry of the workflow.
fn dates(doc: &Guarantee, ctx: &Ctx, out: &mut Vec<Violation>) {
    let start = date_at("/startDate", doc.start_date.as_ref(), out);
    let end = date_at("/endDate", doc.end_date.as_ref(), out);
    date_at("/acceptanceDate", doc.acceptance_date.as_ref(), out);
    let today = Date::parse(&ctx.today);
    if doc.acceptance_date.is_none() {
        if let (Some(start), Some(today)) = (start, today) {
            if start < today {
                out.push(Violation::of(
                    "/startDate",
                    "start-date-today-or-later",
                    Text::new("start-date-today-or-later"),
                ));
            }
        }
        if let (Some(end), Some(today)) = (end, today) {
            if end <= today {
                out.push(Violation::of(
                    "/endDate",
                    "end-date-in-the-future",
                    Text::new("end-date-in-the-future"),
                ));
            }
        }
    }
    if let (Some(start), Some(end)) = (start, end) {
        if end < start {
            out.push(Violation::of(
                "/endDate",
                "end-date-not-before-start-date",
                Text::new("end-date-not-before-start-date"),
            ));
        }
    }
}

/// "Authorisation reference: min 10, max 20 characters."
fn authorisation_reference(doc: &Guarantee, out: &mut Vec<Violation>) {
    let Some(r) = doc
        .authorisation_reference
        .as_ref()
        .and_then(|a| a.reference.as_ref())
    else {
        return;
    };
    let n = r.chars().count();
    if !(AUTHORISATION_REFERENCE_MIN..=AUTHORISATION_REFERENCE_MAX).contains(&n) {
        out.push(Violation::of(
            "/authorisationReference/reference",
            "authorisation-reference-10-to-20",
            Text::new("authorisation-reference-10-to-20"),
        ));
    }
}

/// "Master access code: required, exactly 4 letters/digits"; "currentCode and newCode: exactly
/// 4 letters/digits".
fn codes(doc: &Guarantee, out: &mut Vec<Violation>) {
    for (path, value) in [
        ("/masterCode", &doc.master_code),
        ("/currentCode", &doc.current_code),
        ("/newCode", &doc.new_code),
    ] {
        four_letters_or_digits(path, value.as_deref(), out);
    }
}

pub fn four_letters_or_digits(path: &str, value: Option<&str>, out: &mut Vec<Violation>) {
    if value.is_some_and(|v| AccessCode::parse(v).is_none()) {
        out.push(Violation::of(
            path,
            "code-exactly-4-letters-or-digits",
            Text::new("code-exactly-4-letters-or-digits"),
        ));
    }
}

/// "Voucher number: required, max 7, one uppercase letter followed by six digits."
fn voucher_number(doc: &Guarantee, out: &mut Vec<Violation>) {
    let Some(v) = &doc.voucher_number else { return };
    let b = v.as_bytes();
    let ok = b.len() == 7 && b[0].is_ascii_uppercase() && b[1..].iter().all(u8::is_ascii_digit);
    if !ok {
        out.push(Violation::of(
            "/voucherNumber",
            "voucher-number-letter-and-six-digits",
            Text::new("voucher-number-letter-and-six-digits"),
        ));
    }
}

/// The guarantee amount: more than zero, at most 2 decimals (n..16,2, NOTES.md 4.2).
fn amount(doc: &Guarantee, out: &mut Vec<Violation>) {
    let Some(a) = doc.amount else { return };
    if a <= Decimal::ZERO || a.decimals() > AMOUNT_DECIMALS {
        out.push(Violation::of(
            "/amount",
            "amount-positive-with-2-decimals",
            Text::new("amount-positive-with-2-decimals"),
        ));
    }
}

/// Section 5 "Address": "Street and number required, max 70; postcode required letters/digits
/// max 17; city required max 35; country required." A missing address is asked for field by
/// field: each message then sits beside its input and the summary names it (the address itself
/// has no input to point at).
pub fn address(at: &str, party: Option<&Party>, out: &mut Vec<Violation>) {
    let Some(party) = party else { return };
    let blank = Address::default();
    let a = party.address.as_ref().unwrap_or(&blank);
    let at = format!("{at}/address");
    // The rule is also the key of its text ("The street and number must be at most ...").
    let mut text = |field: &str, value: &Option<String>, max: usize, rule: &str| match value {
        None => out.push(Violation::required(format!("{at}/{field}"))),
        Some(v) if v.chars().count() > max => out.push(Violation::of(
            format!("{at}/{field}"),
            rule,
            Text::new(rule).with("max", max),
        )),
        Some(_) => {}
    };
    text(
        "streetNumber",
        &a.street_number,
        STREET_MAX,
        "street-number-max-70",
    );
    text("postcode", &a.postcode, POSTCODE_MAX, "postcode-max-17");
    text("city", &a.city, CITY_MAX, "city-max-35");
    if a.postcode
        .as_ref()
        .is_some_and(|p| !p.chars().all(|c| c.is_ascii_alphanumeric()))
    {
        out.push(Violation::of(
            format!("{at}/postcode"),
            "postcode-letters-and-digits",
            Text::new("postcode-letters-and-digits"),
        ));
    }
    if a.country.is_none() {
        out.push(Violation::required(format!("{at}/country")));
    }
}

/// "Countries not covered must come from the NCTS countries."
pub fn countries_not_covered_ncts(
    at: &str,
    countries: &[crate::values::CountryRef],
    out: &mut Vec<Violation>,
) {
    for (i, c) in countries.iter().enumerate() {
        if c.country_ncts == Some(false) {
            out.push(Violation::of(
                format!("{at}/{i}"),
                "countries-not-covered-ncts",
                Text::new("countries-not-covered-ncts"),
            ));
        }
    }
}

/// "Descriptions and action details max 512."
fn texts(doc: &Guarantee, out: &mut Vec<Violation>) {
    details_max("/details", doc.details.as_deref(), out);
    for (i, c) in doc.commodities.iter().enumerate() {
        if c.description
            .as_ref()
            .is_some_and(|d| d.chars().count() > DETAILS_MAX)
        {
            out.push(Violation::of(
                format!("/commodities/{i}/description"),
                "description-max-512",
                Text::new("description-max-512"),
            ));
        }
    }
}

pub fn details_max(path: &str, details: Option<&str>, out: &mut Vec<Violation>) {
    if details.is_some_and(|d| d.chars().count() > DETAILS_MAX) {
        out.push(Violation::of(
            path,
            "details-max-512",
            Text::new("details-max-512"),
        ));
    }
}

/// Reference Document Information: "PDF, PNG, JPEG, BMP only; max 4000 kilobytes each; max 10
/// files"; "Document issue date: required, today or past. Document reference number: required,
/// max 100." The content type is the one the server recognised from the content.
fn files(doc: &Guarantee, ctx: &Ctx, out: &mut Vec<Violation>) {
    if doc.files.len() > FILES_MAX {
        out.push(Violation::of(
            "/files",
            "files-max-10",
            Text::new("files-max-10"),
        ));
    }
    let today = Date::parse(&ctx.today);
    for (i, f) in doc.files.iter().enumerate() {
        let at = format!("/files/{i}");
        match &f.reference_number {
            None => out.push(Violation::required(format!("{at}/referenceNumber"))),
            Some(r) if r.chars().count() > DOCUMENT_REFERENCE_MAX => out.push(Violation::of(
                format!("{at}/referenceNumber"),
                "document-reference-number-max-100",
                Text::new("document-reference-number-max-100"),
            )),
            Some(_) => {}
        }
        match date_at(&format!("{at}/issueDate"), f.issue_date.as_ref(), out) {
            None if f.issue_date.is_none() => {
                out.push(Violation::required(format!("{at}/issueDate")))
            }
            Some(d) if today.is_some_and(|t| d > t) => out.push(Violation::of(
                format!("{at}/issueDate"),
                "document-issue-date-today-or-past",
                Text::new("document-issue-date-today-or-past"),
            )),
            _ => {}
        }
        let Some(file) = &f.file else { continue };
        if file
            .content_type
            .as_deref()
            .is_some_and(|t| !FILE_CONTENT_TYPES.contains(&t))
        {
            out.push(Violation::of(
                format!("{at}/file"),
                "file-type",
                Text::new("file-type"),
            ));
        }
        if file.size.is_some_and(|s| s > FILE_KB_MAX * 1024) {
            out.push(Violation::of(
                format!("{at}/file"),
                "file-size",
                Text::new("file-size"),
            ));
        }
    }
}

/// The rules of each access code row (section 5 "Access code"): "Code required, 4
/// letters/digits"; "amountLimit required, at least 1 and at most the guarantee amount"; the
/// beneficiary's EORI; a code's end date not before its start date. Presence is the table's.
pub fn access_codes(rows: &[AccessCodeEntry], amount: Option<Decimal>, out: &mut Vec<Violation>) {
    presence::access_code_violations(rows, out);
    for (i, row) in rows.iter().enumerate() {
        let at = format!("/accessCodes/{i}");
        four_letters_or_digits(&format!("{at}/accessCode"), row.access_code.as_deref(), out);
        if let Some(limit) = row.amount_limit {
            let ceiling_exceeded = amount.is_some_and(|a| limit > a);
            if limit < Decimal::from_cents(100) || ceiling_exceeded {
                out.push(Violation::of(
                    format!("{at}/amountLimit"),
                    "amount-limit-1-to-guarantee-amount",
                    Text::new("amount-limit-1-to-guarantee-amount"),
                ));
            }
        }
        let start = date_at(&format!("{at}/startDate"), row.start_date.as_ref(), out);
        let end = date_at(&format!("{at}/endDate"), row.end_date.as_ref(), out);
        if let (Some(s), Some(e)) = (start, end) {
            if e < s {
                out.push(Violation::of(
                    format!("{at}/endDate"),
                    "end-date-not-before-start-date",
                    Text::new("end-date-not-before-start-date"),
                ));
            }
        }
    }
}

#[cfg(test)]
mod tests {
    use super::*;

    #[test]
    fn a_grn_that_cannot_be_read_is_told_in_the_words_of_its_error() {
        for e in [GrnError::Format, GrnError::CheckDigit] {
            assert_eq!(grn_error(e).english(), e.to_string());
        }
    }
}
