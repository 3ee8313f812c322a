//! The limits of the declaration's fields as data ([`crate::limits`]): section 5's lengths and
//! section 9's figures, by JSON Pointer pattern, for the forms and the OpenAPI schema. A block
//! used in several places (a party, an address, a document list, a location of goods) is
//! declared once and placed at each of them.
//!
//! The validator checks the same named constants on the typed model rather than walking the
//! JSON (a declaration reaches 100,000 items); `tests::limits` holds it to this table, entry
//! by entry, both ways.

use crate::blocks::{Contact, Party};
use crate::limits::{Limit, Limits};

use super::limits::*;

/// A seal or container: letters and digits (spec 5.7).
const SEAL: Limit = Limit::code(MAX_SEAL);
const CONTAINER: Limit = Limit::code(MAX_CONTAINER_NUMBER);
/// "Text and description: 512".
const TEXT: Limit = Limit::text(MAX_TEXT);
/// An MRN: 18 letters and digits.
const MRN: Limit = Limit::code_of(MRN_LENGTH, MRN_LENGTH);

/// Every limit of a T01 declaration.
pub fn table() -> Limits {
    let mut l = Limits::new();
    header(&mut l);
    for at in [
        "/applicant",
        "/representative",
        "/consignor",
        "/consignee",
        "/carrier",
        "/arrival/traderAtDestination",
        "/presentationNotification/holderOfTheTransitProcedure",
        "/presentationNotification/consignment/carrier",
    ] {
        Party::limits(at, &mut l);
    }
    for at in [
        "/applicantContact",
        "/representativeContact",
        "/consignorContact",
        "/carrierContact",
    ] {
        Contact::limits(at, &mut l);
    }
    actors("", &mut l);
    documents("", &mut l);
    transport_means("/departureTransport/*", &mut l);
    transport_means("/borderTransport/*", &mut l);
    equipment("/transportEquipment/*", &mut l);
    goods_location("/goodsLocation", &mut l);
    for at in ["/loadingPlace", "/unloadingPlace"] {
        l.set(format!("{at}/location"), Limit::text(MAX_PLACE));
    }
    l.set("/drivers/*/name", Limit::text(MAX_DRIVER_NAME))
        .set(
            "/drivers/*/identificationNumber",
            Limit::code(MAX_IDENTIFICATION_NUMBER),
        )
        .set(
            "/goods/*/taricCode",
            Limit::code_of(MIN_CN_CODE, MAX_CN_CODE),
        )
        .set(
            "/goods/*/commodityCode",
            Limit::digits(MIN_COMMODITY_CODE, MAX_COMMODITY_CODE),
        )
        .set("/goods/*/goodsDescription", TEXT);
    houses(&mut l);
    control(&mut l);
    incidents(&mut l);
    l
}

/// The declaration level: references, the guarantees and the authorisations.
fn header(l: &mut Limits) {
    l.set(
        "/carnetNumber",
        Limit::code_of(MIN_CARNET_NUMBER, MAX_CARNET_NUMBER),
    )
    .set("/operationsNumber", Limit::at_least(0))
    .set("/ucrReference", Limit::text(MAX_UCR))
    .set("/guarantees/*/referenceNumber", Limit::text(MAX_REFERENCE))
    .set(
        "/guarantees/*/guaranteeReferences/*/grn",
        Limit::code(GRN_LENGTH_VOUCHERS),
    )
    .set(
        "/guarantees/*/guaranteeReferences/*/accessCode",
        Limit::code_of(ACCESS_CODE_LENGTH, ACCESS_CODE_LENGTH),
    )
    .set(
        "/authorisations/*/decisionReference",
        Limit::text(MAX_REFERENCE),
    )
    .set("/presentationNotification/transitOperation/mrn", MRN)
    .set("/presentationNotification/ensOperation/ensmrn", MRN);
}

/// The house consignments and their items.
fn houses(l: &mut Limits) {
    let house = "/houseConsignments/*";
    for at in ["consignor", "consignee"] {
        Party::limits(&format!("{house}/{at}"), l);
    }
    Contact::limits(&format!("{house}/consignorContact"), l);
    l.set(format!("{house}/ucrReference"), Limit::text(MAX_UCR));
    actors(house, l);
    documents(house, l);
    transport_means(&format!("{house}/departureTransport/*"), l);

    let item = format!("{house}/houseItems/*");
    Party::limits(&format!("{item}/consignee"), l);
    actors(&item, l);
    documents(&item, l);
    l.set(format!("{item}/ucrReference"), Limit::text(MAX_UCR))
        .set(format!("{item}/goodsDescription"), TEXT)
        .set(format!("{item}/cusCode"), Limit::text(MAX_CUS_CODE))
        .set(format!("{item}/cnCode"), Limit::text(MAX_CN_CODE_EXTENSION))
        .set(
            format!("{item}/hsCode"),
            Limit::digits(HS_CODE_LENGTH, HS_CODE_LENGTH),
        )
        .set(format!("{item}/packagings/*/shippingMark"), TEXT)
        .set(
            format!("{item}/packagings/*/packageNumber"),
            Limit::range(0, MAX_PACKAGE_COUNT),
        );
}

/// The additional supply chain actors of a level (`at` is empty for the declaration).
fn actors(at: &str, l: &mut Limits) {
    Party::limits(&format!("{at}/chainAddActors/*/actor"), l);
}

/// The document lists of a level: previous, supporting and transport documents, additional
/// references ("reference max 70, complement max 35") and additional information ("text max
/// 512").
fn documents(at: &str, l: &mut Limits) {
    for list in [
        "previousDoc",
        "supportingDoc",
        "transportDoc",
        "additionalRef",
    ] {
        l.set(
            format!("{at}/{list}/*/reference"),
            Limit::text(MAX_DOCUMENT_REFERENCE),
        )
        .set(
            format!("{at}/{list}/*/complement"),
            Limit::text(MAX_REFERENCE),
        );
    }
    l.set(
        format!("{at}/previousDoc/*/noOfPack"),
        Limit::range(0, MAX_PACKAGE_COUNT),
    )
    .set(format!("{at}/additionalInfo/*/text"), TEXT);
}

/// A transport means (spec 5.8: identification number max 35, convRefNumber max 17).
fn transport_means(at: &str, l: &mut Limits) {
    l.set(
        format!("{at}/identificationNumber"),
        Limit::text(MAX_IDENTIFICATION_NUMBER),
    )
    .set(
        format!("{at}/convRefNumber"),
        Limit::code(MAX_CONV_REF_NUMBER),
    );
}

/// Transport equipment (spec 5.7): container number and seals.
fn equipment(at: &str, l: &mut Limits) {
    l.set(format!("{at}/containerNumber"), CONTAINER)
        .set(format!("{at}/seals/*/identifier"), SEAL);
}

/// A location of goods (spec 5.6), at the master consignment or in an incident.
fn goods_location(at: &str, l: &mut Limits) {
    l.set(
        format!("{at}/authorizationNumber"),
        Limit::code(MAX_REFERENCE),
    )
    .set(
        format!("{at}/additionalIdentifier"),
        Limit::code(MAX_ADDITIONAL_IDENTIFIER),
    );
    crate::blocks::Address::limits(&format!("{at}/address"), l);
    Contact::limits(&format!("{at}/contactPerson"), l);
    Party::limits(&format!("{at}/economicOperator"), l);
}

/// The office's control results and decision (spec 5.1: "its text ... max 512").
fn control(l: &mut Limits) {
    l.set("/otherThingsToReport", TEXT)
        .set("/controlResults/*/text", TEXT)
        .set("/controlDecision/typeOfControls/*/text", TEXT)
        .set("/controlDecision/requestedDocuments/*/description", TEXT);
}

/// Incidents en route (IE180): the text, the endorsement, where and what.
fn incidents(l: &mut Limits) {
    let at = "/incidents/*";
    l.set(format!("{at}/text"), TEXT)
        .set(
            format!("{at}/endorsement/authority"),
            Limit::text(MAX_REFERENCE),
        )
        .set(
            format!("{at}/endorsement/place"),
            Limit::text(MAX_REFERENCE),
        );
    goods_location(&format!("{at}/location"), l);
    equipment(&format!("{at}/equipment/*"), l);
    transport_means(&format!("{at}/transhipment/transportMeans"), l);
}
