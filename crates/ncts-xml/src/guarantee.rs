//! GUARANTEE (GuaranteeType02) and GUARANTEE REFERENCE (GuaranteeReferenceType03): type
//! (CL251), other guarantee reference, and per reference the GRN, access code, amount to be
//! covered (2 decimals) and currency (CL048).
//!
//! Ours without a place: a reference's `customsOfficeOfGuarantee` and `status` (the guarantee
//! system's).

use vama_rules::t01::model::{Guarantee, GuaranteeReference};

use crate::xml::{each, Elem, Out};
use crate::MappingError;

pub(crate) fn write(out: &mut Out, list: &[Guarantee]) {
    for g in list {
        out.open("Guarantee");
        out.number("sequenceNumber", g.sequence);
        out.code("guaranteeType", &g.r#type);
        out.text("otherGuaranteeReference", &g.reference_number);
        for r in &g.guarantee_references {
            out.open("GuaranteeReference");
            out.number("sequenceNumber", r.sequence);
            out.text("GRN", &r.grn);
            out.text("accessCode", &r.access_code);
            out.decimal("amountToBeCovered", &r.covered_amount);
            out.code("currency", &r.currency);
            out.close("GuaranteeReference");
        }
        out.close("Guarantee");
    }
}

pub(crate) fn read(e: &mut Elem) -> Result<Vec<Guarantee>, MappingError> {
    let nodes = e.many("Guarantee");
    if nodes.is_empty() {
        e.req("Guarantee")?;
    }
    each(nodes, |g| {
        Ok(Guarantee {
            sequence: g.sequence()?,
            r#type: g.req_code("guaranteeType")?,
            reference_number: g.text("otherGuaranteeReference"),
            guarantee_references: each(g.many("GuaranteeReference"), |r| {
                Ok(GuaranteeReference {
                    sequence: r.sequence()?,
                    grn: r.text("GRN"),
                    access_code: r.text("accessCode"),
                    covered_amount: r.decimal("amountToBeCovered")?,
                    currency: r.code("currency"),
                    customs_office_of_guarantee: None,
                    status: None,
                })
            })?,
        })
    })
}
