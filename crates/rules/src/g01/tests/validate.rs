//! Section 5's validation rules and section 9's limits, fired and not fired.

use super::*;
use crate::blocks::Attachment;
use crate::g01::testing::{access_code, amount, country, office, GuaranteeBuilder as B};
use crate::g01::{ReferenceDocument, RestrictionType};

#[test]
fn start_date_today_or_later() {
    let doc = B::valid_comprehensive()
        .with(|g| g.start_date = Some("2026-11-21".into()))
        .build();
    assert!(fires(&doc, "start-date-today-or-later", "/startDate"));
    let today = B::valid_comprehensive()
        .with(|g| g.start_date = Some("2026-11-22".into()))
        .build();
    assert!(!fires(&today, "start-date-today-or-later", "/startDate"));
    // An accepted guarantee's start date passes.
    let accepted = doc.clone();
    let accepted = B::valid_comprehensive()
        .with(|g| {
            *g = accepted;
            g.acceptance_date = Some("2026-11-01".into());
        })
        .build();
    assert!(!fires(&accepted, "start-date-today-or-later", "/startDate"));
}

#[test]
fn end_date_in_the_future() {
    let doc = B::valid_comprehensive()
        .with(|g| {
            g.end_date = Some("2026-11-22".into());
        })
        .build();
    assert!(fires(&doc, "end-date-in-the-future", "/endDate"));
    let tomorrow = B::valid_comprehensive()
        .with(|g| g.end_date = Some("2026-11-23".into()))
        .build();
    assert!(!fires(&tomorrow, "end-date-in-the-future", "/endDate"));
}

#[test]
fn end_date_not_before_start_date() {
    let doc = B::valid_comprehensive()
        .with(|g| {
            g.start_date = Some("2027-01-10".into());
            g.end_date = Some("2027-01-09".into());
        })
        .build();
    assert!(fires(&doc, "end-date-not-before-start-date", "/endDate"));
    let same = B::valid_comprehensive()
        .with(|g| {
            g.start_date = Some("2027-01-10T00:00:00".into());
            g.end_date = Some("2027-01-10".into());
        })
        .build();
    assert!(!fires(&same, "end-date-not-before-start-date", "/endDate"));
    let bad = B::valid_comprehensive()
        .with(|g| g.end_date = Some("10.01.2027".into()))
        .build();
    assert!(fires(&bad, "date-format", "/endDate"));
}

#[test]
fn grn_letters_and_digits_with_its_check_digit() {
    let ok = B::valid_comprehensive()
        .with(|g| g.grn = Some("24GB0000010000295".into()))
        .build();
    assert!(violations(&ok).is_empty());
    let digit = B::valid_comprehensive()
        .with(|g| g.grn = Some("24GB0000010000296".into()))
        .build();
    assert!(fires(&digit, "grn-format", "/grn"));
    let long = B::valid_comprehensive()
        .with(|g| g.grn = Some("24GB0000010000295A1234567".into()))
        .build();
    assert!(fires(&long, "grn-letters-and-digits-max-24", "/grn"));
    let dash = B::valid_comprehensive()
        .with(|g| g.grn = Some("24GB-00001".into()))
        .build();
    assert!(fires(&dash, "grn-letters-and-digits-max-24", "/grn"));
}

#[test]
fn grn_length_of_type_24_only_for_vouchers() {
    let v = B::individual("4")
        .with(|g| g.grn = Some("24GB0000010000295A123456".into()))
        .build();
    assert!(!fires(&v, "grn-length-of-type", "/grn"));
    let short = B::individual("4")
        .with(|g| g.grn = Some("24GB0000010000295".into()))
        .build();
    assert!(fires(&short, "grn-length-of-type", "/grn"));
    let long = B::valid_comprehensive()
        .with(|g| g.grn = Some("24GB0000010000295A123456".into()))
        .build();
    assert!(fires(&long, "grn-length-of-type", "/grn"));
}

#[test]
fn customs_office_of_application_country() {
    let doc = B::valid_comprehensive()
        .with(|g| g.customs_office = Some(office("RO000001")))
        .build();
    assert!(fires(
        &doc,
        "customs-office-of-application-country",
        "/customsOffice"
    ));
    assert!(!fires(
        &B::valid_comprehensive().build(),
        "customs-office-of-application-country",
        "/customsOffice"
    ));
}

#[test]
fn authorisation_reference_10_to_20() {
    for (r, bad) in [
        ("MD12345678", false),
        ("MD1234567", true),
        ("MD123456789012345678", false),
        ("MD1234567890123456789", true),
    ] {
        let doc = B::valid_comprehensive()
            .with(|g| g.authorisation_reference.as_mut().unwrap().reference = Some(r.into()))
            .build();
        assert_eq!(
            fires(
                &doc,
                "authorisation-reference-10-to-20",
                "/authorisationReference/reference"
            ),
            bad,
            "{r}"
        );
    }
}

#[test]
fn code_exactly_4_letters_or_digits() {
    for (path, set) in [
        (
            "/masterCode",
            (|g: &mut Guarantee, v: &str| g.master_code = Some(v.into()))
                as fn(&mut Guarantee, &str),
        ),
        ("/currentCode", |g, v| g.current_code = Some(v.into())),
        ("/newCode", |g, v| g.new_code = Some(v.into())),
    ] {
        for (v, bad) in [
            ("X9X9", false),
            ("0000", false),
            ("X9X", true),
            ("X9X9X", true),
            ("X 9X", true),
        ] {
            let doc = B::valid_comprehensive().with(|g| set(g, v)).build();
            assert_eq!(
                fires(&doc, "code-exactly-4-letters-or-digits", path),
                bad,
                "{path} {v}"
            );
        }
    }
}

#[test]
fn voucher_number_letter_and_six_digits() {
    for (v, bad) in [
        ("A123456", false),
        ("a123456", true),
        ("AB12345", true),
        ("A12345", true),
        ("A1234567", true),
    ] {
        let doc = B::individual("4")
            .with(|g| g.voucher_number = Some(v.into()))
            .build();
        assert_eq!(
            fires(
                &doc,
                "voucher-number-letter-and-six-digits",
                "/voucherNumber"
            ),
            bad,
            "{v}"
        );
    }
}

#[test]
fn amount_positive_with_2_decimals() {
    for (a, bad) in [("0.01", false), ("0", true), ("-5", true), ("10.005", true)] {
        let doc = B::valid_comprehensive()
            .with(|g| g.amount = Some(amount(a)))
            .build();
        assert_eq!(
            fires(&doc, "amount-positive-with-2-decimals", "/amount"),
            bad,
            "{a}"
        );
    }
}

#[test]
fn guarantor_address_limits() {
    let doc = B::valid_comprehensive()
        .with(|g| {
            let a = g.guarantor.as_mut().unwrap().address.as_mut().unwrap();
            a.street_number = Some("x".repeat(71));
            a.postcode = Some("MD-2001".into());
            a.city = None;
            a.country = None;
        })
        .build();
    assert!(fires(
        &doc,
        "street-number-max-70",
        "/guarantor/address/streetNumber"
    ));
    assert!(fires(
        &doc,
        "postcode-letters-and-digits",
        "/guarantor/address/postcode"
    ));
    assert!(fires(&doc, "required", "/guarantor/address/city"));
    assert!(fires(&doc, "required", "/guarantor/address/country"));
    let no_address = B::valid_comprehensive()
        .with(|g| g.guarantor.as_mut().unwrap().address = None)
        .build();
    for field in ["streetNumber", "postcode", "city", "country"] {
        assert!(
            fires(
                &no_address,
                "required",
                &format!("/guarantor/address/{field}")
            ),
            "{field}"
        );
    }
    assert!(!fires(&no_address, "required", "/guarantor/address"));
}

#[test]
fn countries_not_covered_ncts() {
    let doc = B::valid_comprehensive()
        .with(|g| g.countries_not_covered = vec![country("RO", true), country("US", false)])
        .build();
    assert!(fires(
        &doc,
        "countries-not-covered-ncts",
        "/countriesNotCovered/1"
    ));
    assert!(!fires(
        &doc,
        "countries-not-covered-ncts",
        "/countriesNotCovered/0"
    ));
}

#[test]
fn details_and_descriptions_max_512() {
    let doc = B::valid_comprehensive()
        .with(|g| {
            g.details = Some("x".repeat(513));
            g.commodities[0].description = Some("ă".repeat(513));
        })
        .build();
    assert!(fires(&doc, "details-max-512", "/details"));
    assert!(fires(
        &doc,
        "description-max-512",
        "/commodities/0/description"
    ));
    let ok = B::valid_comprehensive()
        .with(|g| g.details = Some("ă".repeat(512)))
        .build();
    assert!(violations(&ok).is_empty());
}

fn file(content_type: &str, kb: i64) -> ReferenceDocument {
    ReferenceDocument {
        sequence: 1,
        document_type: None,
        reference_number: Some("DOC-1".into()),
        issue_date: Some("2026-11-22".into()),
        file: Some(Attachment {
            content_type: Some(content_type.into()),
            size: Some(kb * 1024),
            ..Attachment::default()
        }),
    }
}

#[test]
fn files_pdf_png_jpeg_bmp_at_most_4000_kb_and_10() {
    let ok = B::valid_comprehensive()
        .with(|g| g.files = vec![file("application/pdf", 4000); 10])
        .build();
    assert!(violations(&ok).is_empty(), "{:?}", violations(&ok));
    let doc = B::valid_comprehensive()
        .with(|g| g.files = vec![file("image/gif", 1), file("image/png", 4001)])
        .build();
    let v = violations(&doc);
    assert!(v.iter().any(|v| v.rule == "file-type"
        && v.message == "The selected file must be a PDF, PNG, JPEG or BMP"));
    assert!(v
        .iter()
        .any(|v| v.rule == "file-size"
            && v.message == "The selected file must be smaller than 4000 KB"));
    let eleven = B::valid_comprehensive()
        .with(|g| g.files = vec![file("image/bmp", 1); 11])
        .build();
    assert!(fires(&eleven, "files-max-10", "/files"));
}

#[test]
fn document_issue_date_today_or_past_and_reference_max_100() {
    let mut f = file("image/jpeg", 1);
    f.issue_date = Some("2026-11-23".into());
    f.reference_number = Some("x".repeat(101));
    let doc = B::valid_comprehensive().with(|g| g.files = vec![f]).build();
    assert!(fires(
        &doc,
        "document-issue-date-today-or-past",
        "/files/0/issueDate"
    ));
    assert!(fires(
        &doc,
        "document-reference-number-max-100",
        "/files/0/referenceNumber"
    ));
    let mut missing = file("image/jpeg", 1);
    missing.issue_date = None;
    missing.reference_number = None;
    let doc = B::valid_comprehensive()
        .with(|g| g.files = vec![missing])
        .build();
    assert!(fires(&doc, "required", "/files/0/issueDate"));
    assert!(fires(&doc, "required", "/files/0/referenceNumber"));
}

#[test]
fn amount_limit_1_to_guarantee_amount() {
    for (limit, bad) in [
        ("1", false),
        ("50000", false),
        ("0.99", true),
        ("50000.01", true),
    ] {
        let mut a = access_code(RestrictionType::Amount);
        a.amount_limit = Some(amount(limit));
        let doc = B::valid_comprehensive()
            .with(|g| g.access_codes = vec![a])
            .build();
        assert_eq!(
            fires(
                &doc,
                "amount-limit-1-to-guarantee-amount",
                "/accessCodes/0/amountLimit"
            ),
            bad,
            "{limit}"
        );
    }
}

#[test]
fn access_code_format_beneficiary_eori_and_dates() {
    let mut a = access_code(RestrictionType::All);
    a.access_code = Some("12345".into());
    a.beneficiary.as_mut().unwrap().eori_number = Some("md1".into());
    a.end_date = Some("2026-11-30".into());
    let doc = B::valid_comprehensive()
        .with(|g| g.access_codes = vec![a])
        .build();
    assert!(fires(
        &doc,
        "code-exactly-4-letters-or-digits",
        "/accessCodes/0/accessCode"
    ));
    assert!(fires(
        &doc,
        "eori-format",
        "/accessCodes/0/beneficiary/EORINumber"
    ));
    assert!(fires(
        &doc,
        "end-date-not-before-start-date",
        "/accessCodes/0/endDate"
    ));
    let mut missing = access_code(RestrictionType::Unlimited);
    missing.access_code = None;
    let doc = B::valid_comprehensive()
        .with(|g| g.access_codes = vec![missing])
        .build();
    assert!(fires(&doc, "required", "/accessCodes/0/accessCode"));
}

/// Every field limit the forms and the OpenAPI schema are given (`limit_table`) is one the
/// validator enforces, on the guarantee and on each action screen.
#[test]
fn every_field_limit_of_the_tables_is_enforced_by_the_validator() {
    use crate::g01::{
        AccessCodesForm, ActionForm, G01AccessCodes, G01Action, G01Update, UpdateForm,
    };
    use crate::limits_enforced::unenforced;
    let mut problems = unenforced::<G01>(&B::valid_comprehensive().build(), &ctx());
    problems.extend(unenforced::<G01Update>(&UpdateForm::default(), &ctx()));
    problems.extend(unenforced::<G01AccessCodes>(
        &AccessCodesForm::default(),
        &ctx(),
    ));
    problems.extend(unenforced::<G01Action>(&ActionForm::default(), &ctx()));
    assert!(problems.is_empty(), "{}", problems.join("\n"));
}
