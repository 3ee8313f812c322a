//! Format rules of the header's own fields, checked with the value types.

use super::max_length;
use crate::t01::Declaration;
use crate::text::Text;
use crate::values::{CarnetNumber, Lrn, Mrn, MrnError};
use crate::Violation;

pub fn validate(doc: &Declaration, out: &mut Vec<Violation>) {
    mrn_format(doc, out);
    lrn_format(doc, out);
    carnet_number_format(doc, out);
    operations_number_minimum(doc, out);
    representative_status_flag(doc, out);
    // "declarationType required, max 5."
    if let Some(t) = &doc.declaration_type {
        max_length(&t.code, 5, "/declarationType", out);
    }
}

fn mrn_format(doc: &Declaration, out: &mut Vec<Violation>) {
    let Some(mrn) = &doc.mrn else { return };
    let key = match Mrn::parse(mrn) {
        Ok(_) => return,
        Err(MrnError::Format) => "mrn-format",
        Err(MrnError::CheckDigit) => "mrn-check-digit",
    };
    out.push(Violation::of("/mrn", "mrn-format", Text::new(key)));
}

fn lrn_format(doc: &Declaration, out: &mut Vec<Violation>) {
    if doc.lrn.as_deref().is_some_and(|l| Lrn::parse(l).is_none()) {
        out.push(Violation::of("/lrn", "lrn-format", Text::new("lrn-format")));
    }
}

/// "carnetNumber ... letters and digits, length 10 to 11."
fn carnet_number_format(doc: &Declaration, out: &mut Vec<Violation>) {
    if doc
        .carnet_number
        .as_deref()
        .is_some_and(|c| CarnetNumber::parse(c).is_none())
    {
        let rule = "carnet-number-format";
        out.push(Violation::of("/carnetNumber", rule, Text::new(rule)));
    }
}

/// "operationsNumber required, minimum 0."
fn operations_number_minimum(doc: &Declaration, out: &mut Vec<Violation>) {
    if doc.operations_number.is_some_and(|n| n < 0) {
        out.push(Violation::of(
            "/operationsNumber",
            "operations-number-minimum",
            Text::new("not-negative"),
        ));
    }
}

/// "Representative status must be a flag." A flag is one digit (NCTS type n1, the shape of
/// CL094, the status's code list). Not read as 0 or 1 only: CL094's one code is 2 (direct
/// representation), which the catalog offers and the reading must accept.
fn representative_status_flag(doc: &Declaration, out: &mut Vec<Violation>) {
    if doc
        .representative_status
        .as_ref()
        .is_some_and(|s| !(s.code.len() == 1 && s.code.bytes().all(|b| b.is_ascii_digit())))
    {
        let rule = "representative-status-flag";
        out.push(Violation::of(
            "/representativeStatus",
            rule,
            Text::new(rule),
        ));
    }
}
