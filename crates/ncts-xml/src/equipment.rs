//! TRANSPORT EQUIPMENT (TransportEquipmentType06) with SEAL and GOODS REFERENCE.
//!
//! `numberOfSeals` is written as the number of our seals; on import it is not kept (our
//! model counts the SEAL elements), so a message whose `numberOfSeals` differs from its SEAL
//! elements loses that number.

use vama_rules::t01::model::{GoodsReference, Seal, TransportEquipment};

use crate::xml::{each, Elem, Out};
use crate::MappingError;

pub(crate) fn write(out: &mut Out, list: &[TransportEquipment]) {
    for t in list {
        out.open("TransportEquipment");
        out.number("sequenceNumber", t.sequence);
        out.text("containerIdentificationNumber", &t.container_number);
        out.number("numberOfSeals", t.seals.len());
        for s in &t.seals {
            out.open("Seal");
            out.number("sequenceNumber", s.sequence);
            out.text("identifier", &s.identifier);
            out.close("Seal");
        }
        for g in &t.goods_reference {
            out.open("GoodsReference");
            out.number("sequenceNumber", g.sequence);
            out.opt_number(
                "declarationGoodsItemNumber",
                &g.declaration_goods_item_number,
            );
            out.close("GoodsReference");
        }
        out.close("TransportEquipment");
    }
}

pub(crate) fn read(e: &mut Elem) -> Result<Vec<TransportEquipment>, MappingError> {
    each(e.many("TransportEquipment"), |t| {
        let sequence = t.sequence()?;
        let container_number = t.text("containerIdentificationNumber");
        let _number_of_seals: u32 = t.req_number("numberOfSeals")?;
        Ok(TransportEquipment {
            sequence,
            container_number,
            seals: each(t.many("Seal"), |s| {
                Ok(Seal {
                    sequence: s.sequence()?,
                    identifier: s.req_text("identifier")?,
                })
            })?,
            goods_reference: each(t.many("GoodsReference"), |g| {
                Ok(GoodsReference {
                    sequence: g.sequence()?,
                    declaration_goods_item_number: Some(
                        g.req_number("declarationGoodsItemNumber")?,
                    ),
                })
            })?,
        })
    })
}
