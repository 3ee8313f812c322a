//! Spec 5.5: formats of a guarantee and its references. (Presence, "TIR only B" and the
//! number of references live in the presence, choices and multiplicity tables.)

use super::max_length;
use crate::t01::codes::GUARANTEE_VOUCHERS;
use crate::t01::limits::MAX_AMOUNT;
use crate::t01::{Declaration, GuaranteeReference};
use crate::text::Text;
use crate::values::{AccessCode, Decimal, Grn};
use crate::Violation;

/// Spec 9 "Amount upper bound"; NCTS n..16,2.
const AMOUNT_MAX: Decimal = MAX_AMOUNT;

pub fn validate(doc: &Declaration, out: &mut Vec<Violation>) {
    for (i, g) in doc.guarantees.iter().enumerate() {
        // "The other reference: max 35."
        if let Some(r) = &g.reference_number {
            max_length(r, 35, format!("/guarantees/{i}/referenceNumber"), out);
        }
        let vouchers = g.type_code() == Some(GUARANTEE_VOUCHERS);
        for (j, r) in g.guarantee_references.iter().enumerate() {
            reference(
                r,
                vouchers,
                &format!("/guarantees/{i}/guaranteeReferences/{j}"),
                out,
            );
        }
    }
}

fn reference(r: &GuaranteeReference, vouchers: bool, prefix: &str, out: &mut Vec<Violation>) {
    if let Some(grn) = &r.grn {
        grn_format(grn, vouchers, format!("{prefix}/grn"), out);
    }
    // "access code required, letters and digits, exactly 4."
    if r.access_code
        .as_deref()
        .is_some_and(|a| AccessCode::parse(a).is_none())
    {
        let rule = "access-code-format";
        out.push(Violation::of(
            format!("{prefix}/accessCode"),
            rule,
            Text::new(rule),
        ));
    }
    if let Some(amount) = r.covered_amount {
        covered_amount(amount, format!("{prefix}/coveredAmount"), out);
    }
}

/// "GRN required, exactly 24 characters when the guarantee type is 4, otherwise 17"; then the
/// GRN pattern and check digit (NOTES.md 4.2).
fn grn_format(grn: &str, vouchers: bool, pointer: String, out: &mut Vec<Violation>) {
    let (length, key) = if vouchers {
        (24, "grn-length-24-vouchers")
    } else {
        (17, "grn-length-17")
    };
    if grn.chars().count() != length {
        out.push(Violation::of(pointer, "grn-length", Text::new(key)));
    } else if Grn::parse(grn).is_err() {
        out.push(Violation::of(
            pointer,
            "grn-format",
            Text::new("grn-not-valid"),
        ));
    }
}

/// "covered amount required, at least 0"; at most 99999999999999.99 with 2 decimals.
fn covered_amount(amount: Decimal, pointer: String, out: &mut Vec<Violation>) {
    if amount.is_negative() {
        let rule = "covered-amount-minimum";
        out.push(Violation::of(pointer, rule, Text::new(rule)));
    } else if amount > AMOUNT_MAX || amount.decimals() > 2 {
        let rule = "amount-format";
        out.push(Violation::of(pointer, rule, Text::new(rule)));
    }
}
