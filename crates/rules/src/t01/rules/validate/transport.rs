//! Spec 5.8 transport means (departure, active border, a transhipment's new means), 5.6
//! drivers, and the multiplicities of 5.2 and 9: "departure transport 1, but 3 for inland mode
//! 3 and unlimited for inland mode 2; border transport 9 when transit offices exist, else 1".
//! What is required is in the presence tables (`DEPARTURE_MEANS`, `BORDER_MEANS`, `DRIVER`);
//! the identification types a mode allows are a narrowed choice.

use super::report::Report;
use super::{alphanumeric_max, at_most, max_chars};
use crate::conditional::Pointer;
use crate::t01::limits::MAX_IDENTIFICATION_NUMBER;
use crate::t01::{Driver, TransportMeans};
use crate::text::Text;
use crate::values::{ConvRefNumber, MeansIdError, MeansIdentification};

/// "Nationality max 2" (an ISO country code).
const MAX_NATIONALITY: usize = 2;

/// A list of transport means with at most `max` rows (`None`: unlimited). `air`: the border
/// mode is 4, so a conveyance reference number is a flight number.
pub fn means_list(
    list: &[TransportMeans],
    air: bool,
    max: Option<usize>,
    at: &Pointer,
    r: &mut Report,
) {
    if let Some(max) = max {
        at_most(list.len(), max, at, r);
    }
    for (i, m) in list.iter().enumerate() {
        means(m, air, &at.index(i), r);
    }
}

pub fn means(m: &TransportMeans, air: bool, at: &Pointer, r: &mut Report) {
    if let Some(number) = &m.identification_number {
        identification_number(number, m.id_type.as_ref().map(|t| t.code.as_str()), at, r);
    }
    if let Some(n) = &m.nationality {
        max_chars(&n.code, MAX_NATIONALITY, &at.key("nationality"), r);
    }
    if let Some(crn) = &m.conv_ref_number {
        conv_ref_number(crn, air, &at.key("convRefNumber"), r);
    }
}

/// "Identification number ... max 35, no leading or trailing whitespace ...; for codes 10, 20,
/// 21, 30, 31, 40, 41, 80 lowercase is disallowed."
fn identification_number(number: &str, id_type: Option<&str>, at: &Pointer, r: &mut Report) {
    let at = at.key("identificationNumber");
    match MeansIdentification::check(number, id_type) {
        Ok(()) => {}
        Err(MeansIdError::Length) => r.said(
            &at,
            "max-length",
            Text::new("length-1-to-max").with("max", MAX_IDENTIFICATION_NUMBER),
        ),
        Err(MeansIdError::OuterSpace) => r.said(&at, "outer-space", Text::new("outer-space")),
        Err(MeansIdError::LowerCase) => {
            let rule = "identification-number-upper-case";
            r.said(&at, rule, Text::new(rule))
        }
    }
}

/// "convRefNumber max 17; ... pattern three letters, four digits and an optional letter for
/// air, otherwise 1 to 17 alphanumerics."
fn conv_ref_number(crn: &str, air: bool, at: &Pointer, r: &mut Report) {
    if ConvRefNumber::is_valid(crn, air) {
        return;
    }
    let key = if air {
        "conv-ref-number-flight"
    } else {
        "conv-ref-number-format"
    };
    r.said(at, "conv-ref-number-format", Text::new(key));
}

/// Spec 5.6 "Driver: ... identificationNumber letters and digits, max 35."
pub fn drivers(list: &[Driver], at: &Pointer, r: &mut Report) {
    for (i, d) in list.iter().enumerate() {
        let row = at.index(i);
        if let Some(number) = &d.identification_number {
            alphanumeric_max(
                number,
                MAX_IDENTIFICATION_NUMBER,
                &row.key("identificationNumber"),
                r,
            );
        }
        if let Some(n) = &d.nationality {
            max_chars(&n.code, MAX_NATIONALITY, &row.key("nationality"), r);
        }
    }
}
