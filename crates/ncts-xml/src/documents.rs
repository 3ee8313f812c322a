//! PREVIOUS DOCUMENT, SUPPORTING DOCUMENT, TRANSPORT DOCUMENT, ADDITIONAL REFERENCE,
//! ADDITIONAL INFORMATION and TRANSPORT CHARGES, at the three levels (consignment, house
//! consignment, consignment item). Our four document lists share one `Document` type; each
//! CC015C data group carries part of it:
//!
//! | our field | previous (consignment, house) | previous (item) | supporting | transport | additional reference |
//! |---|---|---|---|---|---|
//! | `docType` | type | type | type | type | type |
//! | `reference` | referenceNumber | referenceNumber | referenceNumber | referenceNumber | referenceNumber |
//! | `itmNber` | — | goodsItemNumber | documentLineItemNumber | — | — |
//! | `packType` | — | typeOfPackages | — | — | — |
//! | `noOfPack` | — | numberOfPackages | — | — | — |
//! | `msrQualifier` | — | measurementUnitAndQualifier | — | — | — |
//! | `quantity` | — | quantity | — | — | — |
//! | `complement` | complementOfInformation | complementOfInformation | complementOfInformation | — | — |
//!
//! Ours without a place: `completeControl` in every list, and the fields marked — above.
//! TRANSPORT CHARGES is our `paymentMethod` (CL116).

use vama_rules::t01::model::{AdditionalInfo, Document};
use vama_rules::values::CodeRef;

use crate::xml::{each, one, Elem, Out};
use crate::MappingError;

/// Which PREVIOUS DOCUMENT shape: the item's (Type08) carries packages and quantity.
#[derive(Clone, Copy, PartialEq, Eq)]
pub(crate) enum Level {
    Consignment,
    Item,
}

/// Everything from PREVIOUS DOCUMENT to TRANSPORT CHARGES, in XSD order.
pub(crate) struct Docs<'a> {
    pub previous: &'a [Document],
    pub supporting: &'a [Document],
    pub transport: &'a [Document],
    pub additional_ref: &'a [Document],
    pub additional_info: &'a [AdditionalInfo],
    pub payment_method: &'a Option<CodeRef>,
}

/// What [`read`] fills.
pub(crate) struct DocsMut<'a> {
    pub previous: &'a mut Vec<Document>,
    pub supporting: &'a mut Vec<Document>,
    pub transport: &'a mut Vec<Document>,
    pub additional_ref: &'a mut Vec<Document>,
    pub additional_info: &'a mut Vec<AdditionalInfo>,
    pub payment_method: &'a mut Option<CodeRef>,
}

pub(crate) fn write(out: &mut Out, level: Level, docs: Docs) {
    for d in docs.previous {
        out.open("PreviousDocument");
        out.number("sequenceNumber", d.sequence);
        out.code("type", &d.doc_type);
        out.text("referenceNumber", &d.reference);
        if level == Level::Item {
            out.opt_number("goodsItemNumber", &d.itm_nber);
            out.code("typeOfPackages", &d.pack_type);
            out.opt_number("numberOfPackages", &d.no_of_pack);
            out.code("measurementUnitAndQualifier", &d.msr_qualifier);
            out.decimal("quantity", &d.quantity);
        }
        out.text("complementOfInformation", &d.complement);
        out.close("PreviousDocument");
    }
    for d in docs.supporting {
        out.open("SupportingDocument");
        out.number("sequenceNumber", d.sequence);
        out.code("type", &d.doc_type);
        out.text("referenceNumber", &d.reference);
        out.opt_number("documentLineItemNumber", &d.itm_nber);
        out.text("complementOfInformation", &d.complement);
        out.close("SupportingDocument");
    }
    for d in docs.transport {
        out.open("TransportDocument");
        out.number("sequenceNumber", d.sequence);
        out.code("type", &d.doc_type);
        out.text("referenceNumber", &d.reference);
        out.close("TransportDocument");
    }
    for d in docs.additional_ref {
        out.open("AdditionalReference");
        out.number("sequenceNumber", d.sequence);
        out.code("type", &d.doc_type);
        out.text("referenceNumber", &d.reference);
        out.close("AdditionalReference");
    }
    for i in docs.additional_info {
        out.open("AdditionalInformation");
        out.number("sequenceNumber", i.sequence);
        out.code("code", &i.code);
        out.text("text", &i.text);
        out.close("AdditionalInformation");
    }
    if docs.payment_method.is_some() {
        out.open("TransportCharges");
        out.code("methodOfPayment", docs.payment_method);
        out.close("TransportCharges");
    }
}

pub(crate) fn read(e: &mut Elem, level: Level, docs: DocsMut) -> Result<(), MappingError> {
    *docs.previous = each(e.many("PreviousDocument"), |p| {
        let mut d = Document {
            sequence: p.sequence()?,
            doc_type: p.req_code("type")?,
            reference: p.req_text("referenceNumber")?,
            ..Document::default()
        };
        if level == Level::Item {
            d.itm_nber = p.number("goodsItemNumber")?;
            d.pack_type = p.code("typeOfPackages");
            d.no_of_pack = p.number("numberOfPackages")?;
            d.msr_qualifier = p.code("measurementUnitAndQualifier");
            d.quantity = p.decimal("quantity")?;
        }
        d.complement = p.text("complementOfInformation");
        Ok(d)
    })?;
    *docs.supporting = each(e.many("SupportingDocument"), |s| {
        Ok(Document {
            sequence: s.sequence()?,
            doc_type: s.req_code("type")?,
            reference: s.req_text("referenceNumber")?,
            itm_nber: s.number("documentLineItemNumber")?,
            complement: s.text("complementOfInformation"),
            ..Document::default()
        })
    })?;
    *docs.transport = each(e.many("TransportDocument"), |t| {
        Ok(Document {
            sequence: t.sequence()?,
            doc_type: t.req_code("type")?,
            reference: t.req_text("referenceNumber")?,
            ..Document::default()
        })
    })?;
    *docs.additional_ref = each(e.many("AdditionalReference"), |a| {
        Ok(Document {
            sequence: a.sequence()?,
            doc_type: a.req_code("type")?,
            reference: a.text("referenceNumber"),
            ..Document::default()
        })
    })?;
    *docs.additional_info = each(e.many("AdditionalInformation"), |i| {
        Ok(AdditionalInfo {
            sequence: i.sequence()?,
            code: i.req_code("code")?,
            text: i.text("text"),
        })
    })?;
    *docs.payment_method = one(e, "TransportCharges", |c| c.req_code("methodOfPayment"))?.flatten();
    Ok(())
}
