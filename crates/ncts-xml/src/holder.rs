//! HOLDER OF THE TRANSIT PROCEDURE (HolderOfTheTransitProcedureType14): our `applicant` and
//! `applicantContact`.
//!
//! CC015C's without a place: `TIRHolderIdentificationNumber` (read and dropped on import).

use vama_rules::t01::model::{Declaration, Party};

use crate::parties::{read_address, read_contact, write_address, write_contact};
use crate::xml::{req_one, Elem, Out};
use crate::MappingError;

pub(crate) fn write(out: &mut Out, d: &Declaration) {
    let Some(p) = &d.applicant else { return };
    out.open("HolderOfTheTransitProcedure");
    out.text("identificationNumber", &p.eori_number);
    out.text("name", &p.name);
    write_address(out, &p.address);
    write_contact(out, &d.applicant_contact);
    out.close("HolderOfTheTransitProcedure");
}

pub(crate) fn read(e: &mut Elem, d: &mut Declaration) -> Result<(), MappingError> {
    req_one(e, "HolderOfTheTransitProcedure", |h| {
        let eori_number = h.text("identificationNumber");
        let _tir_holder = h.text("TIRHolderIdentificationNumber");
        d.applicant = Some(Party {
            eori_number,
            name: h.text("name"),
            address: read_address(h)?,
            aeo_authorised: None,
        });
        d.applicant_contact = read_contact(h)?;
        Ok(())
    })
}
