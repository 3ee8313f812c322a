//! The CONSIGNMENT's actors: CARRIER (CarrierType04), CONSIGNOR (ConsignorType07), CONSIGNEE
//! (ConsigneeType05) and ADDITIONAL SUPPLY CHAIN ACTOR (role CL704 and identification
//! number), also used by HOUSE CONSIGNMENT and CONSIGNMENT ITEM.
//!
//! Ours without a place: the carrier's `name` and `address`, an additional actor's `name`.

use vama_rules::t01::model::{Declaration, SupplyChainActor};

use crate::parties::{by_id, id, read_contact, read_party, write_contact, write_party};
use crate::xml::{each, one, Elem, Out};
use crate::MappingError;

pub(crate) fn write(out: &mut Out, d: &Declaration) {
    if d.carrier.is_some() {
        out.open("Carrier");
        out.text("identificationNumber", id(&d.carrier));
        write_contact(out, &d.carrier_contact);
        out.close("Carrier");
    }
    write_party(out, "Consignor", &d.consignor, Some(&d.consignor_contact));
    write_party(out, "Consignee", &d.consignee, None);
    write_chain(out, &d.chain_add_actors);
}

pub(crate) fn read(e: &mut Elem, d: &mut Declaration) -> Result<(), MappingError> {
    one(e, "Carrier", |c| {
        d.carrier = by_id(c.req_text("identificationNumber")?);
        d.carrier_contact = read_contact(c)?;
        Ok(())
    })?;
    (d.consignor, d.consignor_contact) = read_party(e, "Consignor", true)?;
    d.consignee = read_party(e, "Consignee", false)?.0;
    d.chain_add_actors = read_chain(e)?;
    Ok(())
}

pub(crate) fn write_chain(out: &mut Out, list: &[SupplyChainActor]) {
    for a in list {
        out.open("AdditionalSupplyChainActor");
        out.number("sequenceNumber", a.sequence);
        out.code("role", &a.role);
        out.text("identificationNumber", id(&a.actor));
        out.close("AdditionalSupplyChainActor");
    }
}

pub(crate) fn read_chain(e: &mut Elem) -> Result<Vec<SupplyChainActor>, MappingError> {
    each(e.many("AdditionalSupplyChainActor"), |a| {
        Ok(SupplyChainActor {
            sequence: a.sequence()?,
            role: a.req_code("role")?,
            actor: by_id(a.req_text("identificationNumber")?),
        })
    })
}
