//! REPRESENTATIVE (RepresentativeType05): identification number, status (CL094), contact
//! person.
//!
//! Ours without a place: the representative's `name` and `address`.

use vama_rules::t01::model::Declaration;

use crate::parties::{by_id, id, read_contact, write_contact};
use crate::xml::{one, Elem, Out};
use crate::MappingError;

pub(crate) fn write(out: &mut Out, d: &Declaration) {
    if d.representative.is_none() && d.representative_status.is_none() {
        return;
    }
    out.open("Representative");
    out.text("identificationNumber", id(&d.representative));
    out.code("status", &d.representative_status);
    write_contact(out, &d.representative_contact);
    out.close("Representative");
}

pub(crate) fn read(e: &mut Elem, d: &mut Declaration) -> Result<(), MappingError> {
    one(e, "Representative", |r| {
        d.representative = by_id(r.req_text("identificationNumber")?);
        d.representative_status = r.req_code("status")?;
        d.representative_contact = read_contact(r)?;
        Ok(())
    })?;
    Ok(())
}
