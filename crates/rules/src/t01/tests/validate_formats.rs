//! Format and date rules of the header's own fields.

use super::*;
use crate::t01::testing::{code, DeclarationBuilder as B};
use crate::t01::{Party, TransitOffice};

#[test]
fn mrn_format() {
    let doc = |m: &str| B::valid_t1().with(|d| d.mrn = Some(m.into())).build();
    assert!(fires(&doc("24GB000246B72DUJL4"), "mrn-format", "/mrn"));
    assert!(fires(&doc("24GB"), "mrn-format", "/mrn"));
    assert!(!fires_anywhere(&doc("25GB000246TK0E6WJ1"), "mrn-format"));
}

#[test]
fn lrn_format() {
    let doc = |l: &str| B::valid_t1().with(|d| d.lrn = Some(l.into())).build();
    assert!(fires(&doc("12345678901234567890123"), "lrn-format", "/lrn"));
    assert!(fires(&doc(" LRN"), "lrn-format", "/lrn"));
    assert!(!fires_anywhere(&doc("Comanda-Ștefan-1"), "lrn-format"));
}

#[test]
fn carnet_number_format() {
    let doc = |c: &str| {
        B::valid_t1()
            .tir()
            .with(|d| d.carnet_number = Some(c.into()))
            .build()
    };
    assert!(fires(
        &doc("XA-1234567"),
        "carnet-number-format",
        "/carnetNumber"
    ));
    assert!(fires(
        &doc("XA1234567"),
        "carnet-number-format",
        "/carnetNumber"
    ));
    assert!(!fires_anywhere(&doc("XA123456789"), "carnet-number-format"));
}

#[test]
fn eori_format() {
    let doc = B::valid_t1()
        .with(|d| {
            d.consignor = Some(Party::new(Some("md-123"), None));
            d.consignee = Some(Party::new(Some("UA123456789012345678"), None));
            d.representative = Some(Party::new(Some("Ștefan"), None));
        })
        .build();
    for path in [
        "/consignor/EORINumber",
        "/consignee/EORINumber",
        "/representative/EORINumber",
    ] {
        assert!(fires(&doc, "eori-format", path), "{path}");
    }
    assert!(!fires_anywhere(&B::valid_t1().build(), "eori-format"));
}

#[test]
fn operations_number_minimum() {
    assert!(fires(
        &B::valid_t1()
            .with(|d| d.operations_number = Some(-1))
            .build(),
        "operations-number-minimum",
        "/operationsNumber"
    ));
    assert!(!fires_anywhere(
        &B::valid_t1()
            .with(|d| d.operations_number = Some(0))
            .build(),
        "operations-number-minimum"
    ));
}

#[test]
fn declaration_type_at_most_5_characters() {
    assert!(fires(
        &B::valid_t1().declaration_type("T2SMXX").build(),
        "max-length",
        "/declarationType"
    ));
    assert!(!fires_anywhere(
        &B::valid_t1().declaration_type("T2SM").build(),
        "max-length"
    ));
}

fn with_limit(limit: &str) -> Declaration {
    B::valid_t1()
        .with_authorisation("C521")
        .with(|d| d.date_limit = Some(limit.into()))
        .build()
}

#[test]
fn date_limit_today_or_later() {
    // Ctx::example() is on 2026-11-22.
    assert!(fires(
        &with_limit("2026-11-21"),
        "date-limit-today-or-later",
        "/dateLimit"
    ));
    assert!(!fires_anywhere(
        &with_limit("2026-11-22"),
        "date-limit-today-or-later"
    ));
}

#[test]
fn date_limit_format() {
    assert!(fires(
        &with_limit("22.11.2026"),
        "date-format",
        "/dateLimit"
    ));
    assert!(!fires_anywhere(&with_limit("2026-12-01"), "date-format"));
}

#[test]
fn arrival_date_in_future() {
    // Now is 2026-11-22T10:00:00.
    let doc = |t: &str| {
        B::valid_t1()
            .with(|d| d.arrival_date_and_time_estimated = Some(t.into()))
            .build()
    };
    assert!(fires(
        &doc("2026-11-22T10:00:00"),
        "arrival-date-in-future",
        "/arrivalDateAndTimeEstimated"
    ));
    assert!(!fires_anywhere(
        &doc("2026-11-22T10:00:01"),
        "arrival-date-in-future"
    ));
}

#[test]
fn transit_office_arrival_date_in_future() {
    let doc = |t: &str| {
        B::valid_t1()
            .with(|d| {
                d.transit_offices.push(TransitOffice {
                    sequence: 1,
                    customs_office: Some(crate::t01::testing::office("RO000001")),
                    arrival_date_and_time_estimated: Some(t.into()),
                })
            })
            .build()
    };
    assert!(fires(
        &doc("2026-01-01T00:00:00"),
        "arrival-date-in-future",
        "/transitOffices/0/arrivalDateAndTimeEstimated"
    ));
    assert!(!fires_anywhere(
        &doc("2027-01-01T00:00:00"),
        "arrival-date-in-future"
    ));
}

#[test]
fn date_time_format() {
    let doc = |t: &str| {
        B::valid_t1()
            .with(|d| d.presentation_of_the_goods_date_and_time = Some(t.into()))
            .build()
    };
    assert!(fires(
        &doc("2026-11-22 10:00"),
        "date-time-format",
        "/presentationOfTheGoodsDateAndTime"
    ));
    assert!(!fires_anywhere(
        &doc("2026-11-22T10:00:00"),
        "date-time-format"
    ));
    let _ = code("x");
}

#[test]
fn arrival_date_and_time_estimated_minimum_value_1() {
    // In TP mode, where "in the future" does not apply, the minimum still does.
    let doc = |t: &str| {
        B::valid_t1()
            .with(|d| {
                d.in_tp_mode = Some(true);
                d.arrival_date_and_time_estimated = Some(t.into());
            })
            .build()
    };
    assert!(
        violations(&doc("0000-01-01T00:00:00")).contains(&Violation::new(
            "/arrivalDateAndTimeEstimated",
            "arrival-date-minimum-value-1",
            "arrivalDateAndTimeEstimated minimum value 1"
        ))
    );
    assert!(!fires_anywhere(
        &doc("0001-01-01T00:00:00"),
        "arrival-date-minimum-value-1"
    ));
    // ... and on the offices' estimated arrivals.
    let office = B::valid_t1()
        .with(|d| {
            d.transit_offices.push(TransitOffice {
                sequence: 1,
                customs_office: Some(crate::t01::testing::office("RO000001")),
                arrival_date_and_time_estimated: Some("0000-12-31T23:59:59".into()),
            })
        })
        .build();
    assert!(fires(
        &office,
        "arrival-date-minimum-value-1",
        "/transitOffices/0/arrivalDateAndTimeEstimated"
    ));
}

fn with_status(status: &str) -> Declaration {
    B::valid_t1()
        .with(|d| {
            d.representative = Some(Party::new(Some("MD3000000000001"), None));
            d.representative_status = Some(code(status));
        })
        .build()
}

#[test]
fn representative_status_must_be_a_flag() {
    for bad in ["12", "A", "", "２"] {
        assert!(
            violations(&with_status(bad)).contains(&Violation::new(
                "/representativeStatus",
                "representative-status-flag",
                "Representative status must be a flag"
            )),
            "{bad}"
        );
    }
    // CL094's code 2 (direct representation) is a flag's shape: one digit.
    assert_eq!(violations(&with_status("2")), vec![]);
}

proptest::proptest! {
    /// Any one digit is a flag; any other text is not.
    #[test]
    fn any_representative_status_but_one_digit_is_refused(s in "[0-9A-Z]{0,3}") {
        let one_digit = s.len() == 1 && s.as_bytes()[0].is_ascii_digit();
        proptest::prop_assert_eq!(
            fires_anywhere(&with_status(&s), "representative-status-flag"),
            !one_digit
        );
    }
}
