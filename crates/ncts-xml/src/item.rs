//! CONSIGNMENT ITEM (ConsignmentItemType09): our house item. `goodsItemNumber` is its
//! `sequence` (1-based within the house consignment), `declarationGoodsItemNumber` its
//! `decItmNber`.
//!
//! Ours without a place: `statisticalValue`, `quantity1`, `quantity2`, `quantity3`,
//! `currency` (the goods value of the national declaration) and `itemTaxes` (computed by
//! customs); a consignee's contact.

use vama_rules::t01::model::HouseItem;

use crate::documents::{self, Docs, DocsMut, Level};
use crate::parties::{read_party, write_party};
use crate::xml::{Elem, Out};
use crate::{actors, commodity, packaging, MappingError};

pub(crate) fn write(out: &mut Out, i: &HouseItem) {
    out.open("ConsignmentItem");
    out.number("goodsItemNumber", i.sequence);
    out.number("declarationGoodsItemNumber", i.dec_itm_nber);
    out.code("declarationType", &i.declaration_type);
    out.code("countryOfDispatch", &i.dispatch_country);
    out.code("countryOfDestination", &i.destination_country);
    out.text("referenceNumberUCR", &i.ucr_reference);
    write_party(out, "Consignee", &i.consignee, None);
    actors::write_chain(out, &i.chain_add_actors);
    commodity::write(out, i);
    packaging::write(out, &i.packagings);
    documents::write(
        out,
        Level::Item,
        Docs {
            previous: &i.previous_doc,
            supporting: &i.supporting_doc,
            transport: &i.transport_doc,
            additional_ref: &i.additional_ref,
            additional_info: &i.additional_info,
            payment_method: &i.payment_method,
        },
    );
    out.close("ConsignmentItem");
}

pub(crate) fn read(e: &mut Elem) -> Result<HouseItem, MappingError> {
    let mut i = HouseItem {
        sequence: e.req_number("goodsItemNumber")?,
        dec_itm_nber: e.req_number("declarationGoodsItemNumber")?,
        declaration_type: e.code("declarationType"),
        dispatch_country: e.code("countryOfDispatch"),
        destination_country: e.code("countryOfDestination"),
        ucr_reference: e.text("referenceNumberUCR"),
        ..HouseItem::default()
    };
    i.consignee = read_party(e, "Consignee", false)?.0;
    i.chain_add_actors = actors::read_chain(e)?;
    commodity::read(e, &mut i)?;
    i.packagings = packaging::read(e)?;
    documents::read(
        e,
        Level::Item,
        DocsMut {
            previous: &mut i.previous_doc,
            supporting: &mut i.supporting_doc,
            transport: &mut i.transport_doc,
            additional_ref: &mut i.additional_ref,
            additional_info: &mut i.additional_info,
            payment_method: &mut i.payment_method,
        },
    )?;
    Ok(i)
}
