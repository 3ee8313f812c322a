//! The mapping between our T01 declaration ([`Declaration`], the spec's field names) and the
//! NCTS Phase 5 message CC015C (IE015, DECLARATION DATA, XSD 51.8.6 in `p5-v2_1`), both ways:
//! [`export`] writes a message, [`import`] reads one. Pure: no I/O, no clock; the caller
//! passes the [`MessageHeader`] and validates against the schema (`xmllint`) if it wants to.
//!
//! One module per data group, each writing and reading its elements in the order of the XSD
//! sequence: [`transit_operation`], [`authorisation`], [`offices`] (departure, destination,
//! transit, exit), [`holder`], [`representative`], [`guarantee`] (with guarantee reference),
//! [`consignment`] with [`actors`] (carrier, consignor, consignee, additional supply chain
//! actor), [`equipment`], [`location`] (location of goods), [`transport`] (departure and
//! active border transport means, country of routing), [`places`] (loading, unloading),
//! [`documents`] (previous, supporting, transport documents, additional references and
//! information, transport charges), [`house`], [`item`], [`commodity`], [`packaging`];
//! [`parties`] holds the address and contact person they share.
//!
//! # Values
//!
//! - Catalog values are objects in our model (`{code, name, ...flags}`); CC015C carries the
//!   code. An import gives `{code}` objects with the code only: the server fills the names
//!   and flags from its catalogs.
//! - Our code lists use CC015C's codes (CL231 declaration types, CL217 security, CL094
//!   representative status, CL251 guarantee types, CL218 modes of transport, CL347 and CL326
//!   for the location of goods, CL116 payment, CL017 packages, ...), so no code is renamed.
//!   The flags `reducedDatasetIndicator`, `bindingItinerary` and `containerIndicator` are
//!   `0`/`1` in CC015C and code-list values with the codes `0`/`1` in our model.
//! - Dates and date-times have one text form on both sides (`YYYY-MM-DD`,
//!   `YYYY-MM-DDTHH:mm:ss`, no zone); a date-time without seconds gets `:00` on export.
//! - Decimals are written with the digits they hold (`12.5`, no exponent, no trailing
//!   zeros); GNSS coordinates with 6 decimals, as the XSD wants 5 to 7.
//! - An empty text in our model is "not filled" and is not written.
//!
//! # CC015C elements our model has no place for (dropped on import)
//!
//! - `HolderOfTheTransitProcedure/TIRHolderIdentificationNumber`.
//! - `TransportEquipment/numberOfSeals` (ours is the number of SEAL elements).
//! - The MESSAGE group is not part of the declaration: [`import_message`] returns it beside.
//!
//! Everything else of CC015C has a field in our model.
//!
//! # Our fields CC015C does not carry (not written on export)
//!
//! - Declaration: `mrn`, `amendmentType`, `guaranteeIndicator`, `operationsNumber`,
//!   `arrivalDateAndTimeEstimated`, `departureCountry`, `totalItems` (derived), `drivers`,
//!   `goods` (the goods block), `attachments`, and all data of the movement's life:
//!   `controlResult`, `reportDiscrepancy`, `otherThingsToReport`, `inTpMode`,
//!   `applicationSubmissionDateTime`, `storageReference`, `registrationReference`,
//!   `decisionReference`, `ca`, `actualTransitOffices`, `actualExitOffices`,
//!   `controlDecision`, `controlResults`, `departureRiskRules`, `destinationRiskRules`, the
//!   four risk colours, `incidents`, `arrival`, `presentationNotification`.
//! - Names and flags of catalog values (`name`, `commonTransit`, `packageKind`, `withGrn`,
//!   ...): the code only.
//! - Parties: `aeoAuthorised`; an address's `name` and `houseNumber` (except the location of
//!   goods' postcode address, which has the house number but no street and city); the
//!   representative's, carrier's, additional actors' and economic operator's `name` and
//!   `address` (CC015C identifies them by number only).
//! - `authorisations[].decisionId`; `exitOffices[].arrivalDateAndTimeEstimated`;
//!   `guarantees[].guaranteeReferences[].customsOfficeOfGuarantee` and `status`;
//!   `departureTransport[].custOffice` and `convRefNumber` (border means only);
//!   `goodsLocation.country`.
//! - Documents: `completeControl` everywhere; `itmNber`, `packType`, `noOfPack`,
//!   `msrQualifier` and `quantity` outside an item's previous documents, except `itmNber` of a
//!   supporting document (its `documentLineItemNumber`); `complement` of transport documents
//!   and additional references (see [`documents`]).
//! - Items: `statisticalValue`, `quantity1`, `quantity2`, `quantity3`, `currency`,
//!   `itemTaxes`.
//!
//! # Limits of CC015C that our model does not share
//!
//! `declarationGoodsItemNumber` is 1 to 1999: a CC015C holds at most [`MAX_GOODS_ITEMS`]
//! items in all, while our model (spec section 9) allows 999 house consignments of up to 9999
//! items each. [`export`] writes what it is given; the server refuses to export a declaration
//! of more items as CC015C (the schema would refuse the item numbers above 1999) and says why.
//! Other list sizes of the XSD (9 offices of transit, 99 packagings, ...) match
//! the spec's limits.
//!
//! [`carried`] is the projection of a declaration on what CC015C carries: export then import
//! gives it back.

pub mod actors;
pub mod authorisation;
pub mod commodity;
pub mod consignment;
pub mod documents;
pub mod equipment;
pub mod guarantee;
mod header;
pub mod holder;
pub mod house;
pub mod item;
pub mod location;
pub mod messages;
pub mod offices;
pub mod packaging;
pub mod parties;
pub mod places;
mod projection;
pub mod representative;
pub mod transit_operation;
pub mod transport;
mod xml;

use std::fmt;

use vama_rules::t01::model::Declaration;

pub use header::{MessageHeader, NAMESPACE, PHASE_ID};
pub use messages::{message_xml, schema_file};
pub use projection::carried;

/// The most goods items a CC015C can number (`declarationGoodsItemNumber`, 1 to 1999).
pub const MAX_GOODS_ITEMS: usize = 1999;

/// The message type this crate maps.
pub const CC015C: &str = "CC015C";

/// Why a message could not be read: where (line, element) and what.
#[derive(Debug, Clone, PartialEq, Eq)]
pub struct MappingError {
    /// 1-based line of the element in the file.
    pub line: u32,
    pub element: String,
    pub message: String,
}

impl MappingError {
    pub(crate) fn new(line: u32, element: &str, message: String) -> MappingError {
        MappingError {
            line,
            element: element.to_owned(),
            message,
        }
    }
}

impl fmt::Display for MappingError {
    fn fmt(&self, f: &mut fmt::Formatter<'_>) -> fmt::Result {
        if self.element.is_empty() {
            write!(f, "line {}: {}", self.line, self.message)
        } else {
            write!(f, "line {}: {}: {}", self.line, self.element, self.message)
        }
    }
}

impl std::error::Error for MappingError {}

/// The declaration as a CC015C message (UTF-8, indented), with `header` as its MESSAGE group.
/// Schema-valid when the declaration is complete (the rules pass) and the header is filled.
pub fn export(doc: &Declaration, header: &MessageHeader) -> String {
    declaration_message(
        doc,
        header,
        xml::Variant::CC015C,
        |out| transit_operation::write(out, doc),
        |_| {},
    )
}

/// A message carrying the whole declaration (CC015C, CC013C, CC029C): the MESSAGE group,
/// `transit` for the TRANSIT OPERATION, the data groups of CC015C, and `after_representative`
/// for what a message adds there (CC029C's CONTROL RESULT).
pub(crate) fn declaration_message(
    doc: &Declaration,
    header: &MessageHeader,
    variant: xml::Variant,
    transit: impl FnOnce(&mut xml::Out),
    after_representative: impl FnOnce(&mut xml::Out),
) -> String {
    let root = match variant {
        xml::Variant::CC015C => CC015C,
        xml::Variant::CC013C => "CC013C",
        xml::Variant::CC029C => "CC029C",
    };
    let items: usize = doc
        .house_consignments
        .iter()
        .map(|h| h.house_items.len())
        .sum();
    // About 2.5 KB per item with its documents: one allocation for most messages.
    let mut out = xml::Out::for_variant(8_192 + items * 2_560, variant);
    out.raw("<?xml version=\"1.0\" encoding=\"UTF-8\"?>\n");
    out.raw(&format!(
        "<ncts:{root} xmlns:ncts=\"{NAMESPACE}\" PhaseID=\"{PHASE_ID}\">"
    ));
    out.indented(|out| {
        header::write(out, header, root);
        transit(out);
        authorisation::write(out, &doc.authorisations);
        offices::write_departure_destination(out, doc);
        offices::write_transit_exit(out, doc);
        holder::write(out, doc);
        representative::write(out, doc);
        after_representative(out);
        guarantee::write(out, &doc.guarantees);
        consignment::write(out, doc);
    });
    out.raw(&format!("\n</ncts:{root}>"));
    out.finish()
}

/// The declaration of a CC015C message. Checks the structure (required elements, order,
/// unknown elements, numbers and decimals), not the schema's patterns and code lists: the
/// caller validates against the XSD for those.
pub fn import(xml: &str) -> Result<Declaration, MappingError> {
    import_message(xml).map(|(_, doc)| doc)
}

/// [`import`] with the MESSAGE group.
pub fn import_message(xml: &str) -> Result<(MessageHeader, Declaration), MappingError> {
    let root = xml::parse(xml)?;
    if root.name != CC015C {
        return Err(MappingError::new(
            root.line,
            &root.name,
            format!("the root element is `{}`, not {CC015C}", root.name),
        ));
    }
    let mut e = xml::Elem::new(&root);
    let header = header::read(&mut e, CC015C)?;
    let mut doc = Declaration::default();
    xml::req_one(&mut e, "TransitOperation", |t| {
        transit_operation::read(t, &mut doc)
    })?;
    doc.authorisations = authorisation::read(&mut e)?;
    offices::read_departure_destination(&mut e, &mut doc)?;
    offices::read_transit_exit(&mut e, &mut doc)?;
    holder::read(&mut e, &mut doc)?;
    representative::read(&mut e, &mut doc)?;
    doc.guarantees = guarantee::read(&mut e)?;
    consignment::read(&mut e, &mut doc)?;
    e.end()?;
    Ok((header, doc))
}
