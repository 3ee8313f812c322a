//! The actors' shared parts: ADDRESS (AddressType17, 12 and 14 have one shape), CONTACT
//! PERSON, and the party shape of HOLDER OF THE TRANSIT PROCEDURE, CONSIGNOR and CONSIGNEE
//! (identification number, name, address). Carrier, representative and additional supply
//! chain actors carry the identification number only.
//!
//! Ours without a place: `Address.name` (a party's address has none; the party has the name),
//! `Address.houseNumber` (only the location of goods' POSTCODE ADDRESS has one),
//! `Party.aeoAuthorised`.

use vama_rules::t01::model::{Address, Contact, Party};

use crate::xml::{one, Elem, Out};
use crate::MappingError;

pub(crate) fn write_address(out: &mut Out, address: &Option<Address>) {
    write_address_with(out, address, true);
}

/// ADDRESS without its country (AddressType18 of an incident's LOCATION, whose country is
/// the location's own element).
pub(crate) fn write_address_without_country(out: &mut Out, address: &Option<Address>) {
    write_address_with(out, address, false);
}

fn write_address_with(out: &mut Out, address: &Option<Address>, country: bool) {
    let Some(a) = address else { return };
    out.open("Address");
    out.text("streetAndNumber", &a.street_number);
    out.text("postcode", &a.postcode);
    out.text("city", &a.city);
    if country {
        out.code("country", &a.country);
    }
    out.close("Address");
}

pub(crate) fn read_address(parent: &mut Elem) -> Result<Option<Address>, MappingError> {
    one(parent, "Address", |e| {
        Ok(Address {
            street_number: e.req_text("streetAndNumber")?,
            postcode: e.text("postcode"),
            city: e.req_text("city")?,
            country: e.req_code("country")?,
            ..Address::default()
        })
    })
}

pub(crate) fn write_contact(out: &mut Out, contact: &Option<Contact>) {
    let Some(c) = contact else { return };
    out.open("ContactPerson");
    out.text("name", &c.name);
    out.text("phoneNumber", &c.phone_number);
    out.text("eMailAddress", &c.e_mail_address);
    out.close("ContactPerson");
}

pub(crate) fn read_contact(parent: &mut Elem) -> Result<Option<Contact>, MappingError> {
    one(parent, "ContactPerson", |e| {
        Ok(Contact {
            name: e.req_text("name")?,
            phone_number: e.req_text("phoneNumber")?,
            e_mail_address: e.text("eMailAddress"),
        })
    })
}

/// CONSIGNOR or CONSIGNEE: identification number, name, address, and (a consignor) a contact
/// person.
pub(crate) fn write_party(
    out: &mut Out,
    tag: &str,
    party: &Option<Party>,
    contact: Option<&Option<Contact>>,
) {
    let Some(p) = party else { return };
    out.open(tag);
    out.text("identificationNumber", &p.eori_number);
    out.text("name", &p.name);
    write_address(out, &p.address);
    if let Some(contact) = contact {
        write_contact(out, contact);
    }
    out.close(tag);
}

/// Reads a party written by [`write_party`]; its contact person when `with_contact`.
pub(crate) fn read_party(
    parent: &mut Elem,
    tag: &str,
    with_contact: bool,
) -> Result<(Option<Party>, Option<Contact>), MappingError> {
    let mut contact = None;
    let party = one(parent, tag, |e| {
        let party = party_fields(e)?;
        if with_contact {
            contact = read_contact(e)?;
        }
        Ok(party)
    })?;
    Ok((party, contact))
}

fn party_fields(e: &mut Elem) -> Result<Party, MappingError> {
    Ok(Party {
        eori_number: e.text("identificationNumber"),
        name: e.text("name"),
        address: read_address(e)?,
        aeo_authorised: None,
    })
}

/// A party known by its identification number only (carrier, representative, economic
/// operator, additional supply chain actor).
pub(crate) fn by_id(eori: Option<String>) -> Option<Party> {
    eori.map(|id| Party {
        eori_number: Some(id),
        ..Party::default()
    })
}

pub(crate) fn id(party: &Option<Party>) -> &Option<String> {
    static NONE: Option<String> = None;
    party.as_ref().map_or(&NONE, |p| &p.eori_number)
}
