//! The conditional fields of list rows and blocks: guarantees, their references,
//! authorisations, offices and routing countries (3.1, 5.1, 5.5); supply chain actors,
//! transport means, drivers, equipment, documents, packages, places, the location of goods,
//! addresses, the goods block and the control data (3.6, 4.4, 5.1, 5.2, 5.6-5.9).

use super::facts::MeansFacts;
use super::master::unless;
use crate::conditional::Conditional;
use crate::t01::codes::{
    CONTROL_TYPE_OTHER, GUARANTEE_CASH, GUARANTEE_PUBLIC_BODY, NOTIFICATION_DECISION,
    NOTIFICATION_DOCUMENTS, NOTIFICATION_INTENTION, POST_CODE_ONLY, QUALIFIER_ADDRESS,
    QUALIFIER_AUTHORISATION, QUALIFIER_COORDINATES, QUALIFIER_CUSTOMS_OFFICE, QUALIFIER_EORI,
    QUALIFIER_POSTCODE, QUALIFIER_UN_LOCODE,
};
use crate::t01::model::code;
use crate::t01::{
    AdditionalInfo, Address, Authorisation, Control, ControlDecision, DangerousGoods, Document,
    Driver, ExitOffice, Gnss, Goods, GoodsLocation, GoodsReference, Guarantee, GuaranteeReference,
    Incident, Package, Place, RequestedDocument, RoutingCountry, Seal, SupplyChainActor,
    TransitOffice, TransportEquipment, TransportMeans,
};
use crate::{conditional as entry, FieldState};

const REQUIRED: FieldState = FieldState::REQUIRED;
const OPTIONAL: FieldState = FieldState::OPTIONAL;
const NOT_ALLOWED: FieldState = FieldState::NOT_ALLOWED;

/// Spec 5.5, per guarantee: "The other reference: required unless type is 3, shown only for
/// types 8 and 3"; "Guarantee references section appears only when the type has withRfc".
pub static GUARANTEE: &[Conditional<Guarantee, ()>] = &[
    entry!("/type", r#type, value, |_, _| REQUIRED),
    entry!(
        "/referenceNumber",
        reference_number,
        value,
        |g, _| match g.type_code() {
            Some(GUARANTEE_PUBLIC_BODY) => REQUIRED,
            Some(GUARANTEE_CASH) => OPTIONAL,
            _ => NOT_ALLOWED,
        }
    ),
    entry!(
        "/guaranteeReferences",
        guarantee_references,
        list,
        |g, _| FieldState::only_if(g.with_rfc())
    ),
];

/// Facts about the guarantee a reference belongs to.
#[derive(Debug, Clone, Copy)]
pub struct GuaranteeFacts {
    pub with_grn: bool,
}

/// Spec 5.5, per guarantee reference: "GRN and access code shown only when the type has
/// withGrn" (and then required); "currency required; covered amount required".
pub static GUARANTEE_REFERENCE: &[Conditional<GuaranteeReference, GuaranteeFacts>] = &[
    entry!("/grn", grn, value, |_, f| FieldState::only_if(f.with_grn)),
    entry!("/accessCode", access_code, value, |_, f| {
        FieldState::only_if(f.with_grn)
    }),
    entry!("/coveredAmount", covered_amount, value, |_, _| REQUIRED),
    entry!("/currency", currency, value, |_, _| REQUIRED),
];

/// "Authorisation type and reference required."
pub static AUTHORISATION: &[Conditional<Authorisation, ()>] = &[
    entry!("/type", r#type, value, |_, _| REQUIRED),
    entry!("/decisionReference", decision_reference, value, |_, _| {
        REQUIRED
    }),
];

/// A row of an office or country list names its office or country.
pub static TRANSIT_OFFICE: &[Conditional<TransitOffice, ()>] =
    &[entry!("/customsOffice", customs_office, value, |_, _| {
        REQUIRED
    })];
pub static EXIT_OFFICE: &[Conditional<ExitOffice, ()>] =
    &[entry!("/customsOffice", customs_office, value, |_, _| {
        REQUIRED
    })];
pub static ROUTING_COUNTRY: &[Conditional<RoutingCountry, ()>] =
    &[entry!("/country", country, value, |_, _| REQUIRED)];

/// Spec 5.2 "Supply chain actor: role required; EORI required".
pub static SUPPLY_CHAIN_ACTOR: &[Conditional<SupplyChainActor, ()>] = &[
    entry!("/role", role, value, |_, _| REQUIRED),
    entry!("/actor/EORINumber", actor.eori_number, value, |_, _| {
        REQUIRED
    }),
];

/// Spec 5.8, a departure (inland) transport means, also the new means of a transhipment:
/// "Nationality ... required except in specific transit-presentation modes. Identification
/// number required (except containerised presentation) ... Identification type required".
/// The customs office at the border and the conveyance reference number are border data.
pub static DEPARTURE_MEANS: &[Conditional<TransportMeans, MeansFacts>] = &[
    entry!("/idType", id_type, value, |_, _| REQUIRED),
    entry!(
        "/identificationNumber",
        identification_number,
        value,
        |_, f| FieldState::required_if(!(f.tp_mode && f.containerised))
    ),
    entry!("/nationality", nationality, value, |_, f| {
        FieldState::required_if(!f.tp_mode)
    }),
    entry!("/custOffice", cust_office, value, |_, _| NOT_ALLOWED),
    entry!("/convRefNumber", conv_ref_number, value, |_, _| NOT_ALLOWED),
];

/// Spec 5.8, an active border transport means: as a departure means, plus "Customs office at
/// border required unless in transit-presentation mode" and "convRefNumber ... required when
/// security is 1, 2 or 3 and mode is 4 (air)".
pub static BORDER_MEANS: &[Conditional<TransportMeans, MeansFacts>] = &[
    entry!("/idType", id_type, value, |_, _| REQUIRED),
    entry!(
        "/identificationNumber",
        identification_number,
        value,
        |_, f| FieldState::required_if(!(f.tp_mode && f.containerised))
    ),
    entry!("/nationality", nationality, value, |_, f| {
        FieldState::required_if(!f.tp_mode)
    }),
    entry!("/custOffice", cust_office, value, |_, f| {
        FieldState::required_if(!f.tp_mode)
    }),
    entry!("/convRefNumber", conv_ref_number, value, |_, f| {
        FieldState::required_if(f.conv_ref_required)
    }),
];

/// Spec 5.6 "Driver: nationality, name, identificationNumber required".
pub static DRIVER: &[Conditional<Driver, ()>] = &[
    entry!("/name", name, value, |_, _| REQUIRED),
    entry!(
        "/identificationNumber",
        identification_number,
        value,
        |_, _| REQUIRED
    ),
    entry!("/nationality", nationality, value, |_, _| REQUIRED),
];

/// Facts for a transport equipment row.
#[derive(Debug, Clone, Copy)]
pub struct EquipmentFacts {
    /// The first row of its list.
    pub first: bool,
    pub containerised: bool,
    /// Equipment of an incident.
    pub incident: bool,
}

/// Spec 5.7 "Container number ... required for item index 0 (or when containerised for
/// incidents)": for the first equipment of a containerised consignment, and for every
/// equipment of an incident with containerised goods.
pub static EQUIPMENT: &[Conditional<TransportEquipment, EquipmentFacts>] = &[entry!(
    "/containerNumber",
    container_number,
    value,
    |_, f| { FieldState::required_if(f.containerised && (f.first || f.incident)) }
)];

/// Spec 5.7 "Seal identifier ... required"; "Goods reference required".
pub static SEAL: &[Conditional<Seal, ()>] =
    &[entry!("/identifier", identifier, value, |_, _| REQUIRED)];
pub static GOODS_REFERENCE: &[Conditional<GoodsReference, ()>] = &[entry!(
    "/declarationGoodsItemNumber",
    declaration_goods_item_number,
    value,
    |_, _| REQUIRED
)];

/// Spec 5.6 "Document: reference required ...; docType required". Which fields each list
/// holds follows the IE015 data groups (and the form): a previous document of an item has
/// packages, quantity and measure; a supporting document a line item number and a
/// complement; a transport document and an additional reference only type and reference.
/// 4.4 "The measure qualifier is dropped when no quantity is set"; 5.6 "msrQualifier
/// required" (with a quantity).
#[derive(Debug, Clone, Copy)]
pub struct DocumentFacts {
    /// The list belongs to an item.
    pub item: bool,
}

fn item_only(f: &DocumentFacts) -> FieldState {
    unless(!f.item, OPTIONAL)
}

pub static PREVIOUS_DOCUMENT: &[Conditional<Document, DocumentFacts>] = &[
    entry!("/docType", doc_type, value, |_, _| REQUIRED),
    entry!("/reference", reference, value, |_, _| REQUIRED),
    entry!("/itmNber", itm_nber, value, |_, _| NOT_ALLOWED),
    entry!("/packType", pack_type, value, |_, f| item_only(f)),
    entry!("/noOfPack", no_of_pack, value, |_, f| item_only(f)),
    entry!("/quantity", quantity, value, |_, f| item_only(f)),
    entry!("/msrQualifier", msr_qualifier, value, |d, f| unless(
        !f.item,
        FieldState::only_if(d.quantity.is_some())
    )),
];

pub static SUPPORTING_DOCUMENT: &[Conditional<Document, ()>] = &[
    entry!("/docType", doc_type, value, |_, _| REQUIRED),
    entry!("/reference", reference, value, |_, _| REQUIRED),
    entry!("/packType", pack_type, value, |_, _| NOT_ALLOWED),
    entry!("/noOfPack", no_of_pack, value, |_, _| NOT_ALLOWED),
    entry!("/quantity", quantity, value, |_, _| NOT_ALLOWED),
    entry!("/msrQualifier", msr_qualifier, value, |_, _| NOT_ALLOWED),
];

/// Transport documents and additional references: type and reference.
pub static TYPE_AND_REFERENCE: &[Conditional<Document, ()>] = &[
    entry!("/docType", doc_type, value, |_, _| REQUIRED),
    entry!("/reference", reference, value, |_, _| REQUIRED),
    entry!("/itmNber", itm_nber, value, |_, _| NOT_ALLOWED),
    entry!("/packType", pack_type, value, |_, _| NOT_ALLOWED),
    entry!("/noOfPack", no_of_pack, value, |_, _| NOT_ALLOWED),
    entry!("/quantity", quantity, value, |_, _| NOT_ALLOWED),
    entry!("/msrQualifier", msr_qualifier, value, |_, _| NOT_ALLOWED),
    entry!("/complement", complement, value, |_, _| NOT_ALLOWED),
];

/// Spec 5.9 "additional information code required".
pub static ADDITIONAL_INFO: &[Conditional<AdditionalInfo, ()>] =
    &[entry!("/code", code, value, |_, _| REQUIRED)];

/// Spec 5.6 "Package: packType required; packageNumber required ... (not when BULK);
/// shippingMark ... required unless kind is BULK or UNPACKED"; 4.4 "The package number is
/// dropped when the package kind is BULK or no type is set".
pub static PACKAGE: &[Conditional<Package, ()>] = &[
    entry!("/packType", pack_type, value, |_, _| REQUIRED),
    entry!("/packageNumber", package_number, value, |p, _| {
        FieldState::only_if(p.pack_type.as_ref().is_some_and(|t| !t.is_bulk()))
    }),
    entry!("/shippingMark", shipping_mark, value, |p, _| {
        FieldState::required_if(
            !p.pack_type
                .as_ref()
                .is_some_and(|t| t.is_bulk() || t.is_unpacked()),
        )
    }),
];

/// A dangerous goods row names its UN number.
pub static DANGEROUS_GOODS: &[Conditional<DangerousGoods, ()>] =
    &[entry!("/unNumber", un_number, value, |_, _| REQUIRED)];

/// Spec 5.9 "CN code required ...; description required; quantity, unit, currency and value
/// required; ... commodity code required".
pub static GOODS: &[Conditional<Goods, ()>] = &[
    entry!("/taricCode", taric_code, value, |_, _| REQUIRED),
    entry!("/commodityCode", commodity_code, value, |_, _| REQUIRED),
    entry!("/goodsDescription", goods_description, value, |_, _| {
        REQUIRED
    }),
    entry!("/goodsQuantity", goods_quantity, value, |_, _| REQUIRED),
    entry!("/measureUnit", measure_unit, value, |_, _| REQUIRED),
    entry!("/amountCurrency", amount_currency, value, |_, _| REQUIRED),
    entry!("/amountValue", amount_value, value, |_, _| REQUIRED),
];

/// Places of loading and unloading (the spec names no sub-fields; IE015 `PlaceOfLoading`):
/// without a UN/LOCODE, the country and the location say where.
pub static PLACE: &[Conditional<Place, ()>] = &[
    entry!("/country", country, value, |p, _| FieldState::required_if(
        p.un_code.is_none()
    )),
    entry!(
        "/location",
        location,
        value,
        |p, _| FieldState::required_if(p.un_code.is_none())
    ),
];

/// An incident as CC182C (DDNTA Q2) forwards it to the holder: its code (the type of
/// incident, CL019) and its text are required, and its location (spec 5.6: "qualifier ...
/// required ... Incident mode limits qualifiers to U, W and Z and asks for a country"). The
/// location's own table ([`LOCATION`]) runs once the location is begun; until then its
/// required fields are named here, so that an incident left blank is refused field by field.
pub static INCIDENT: &[Conditional<Incident, ()>] = &[
    entry!("/code", code, value, |_, _| REQUIRED),
    entry!("/text", text, value, |_, _| REQUIRED),
    entry!("/location/qualifier", location.qualifier, value, |i, _| {
        location_not_begun(i)
    }),
    entry!("/location/country", location.country, value, |i, _| {
        location_not_begun(i)
    }),
];

/// Required while the incident has no location: afterwards [`LOCATION`] decides.
fn location_not_begun(i: &Incident) -> FieldState {
    FieldState::required_if(i.location.is_none())
}

/// Facts for a location: of goods (the master's) or of an incident.
#[derive(Debug, Clone, Copy)]
pub struct LocationFacts {
    pub incident: bool,
}

fn qualifier_is(l: &GoodsLocation, qualifiers: &[&str]) -> bool {
    code(&l.qualifier).is_some_and(|q| qualifiers.contains(&q))
}

/// Spec 5.6 "Location of goods: qualifier and type required. Qualifier Y: authorisation
/// number required ..., additional identifier ... U: UN LOCODE required. V: customs office
/// required. W: latitude ... and longitude ..., both required. X: economic operator number
/// required ... T or Z: street required ...; Incident mode limits qualifiers to U, W and Z
/// and asks for a country"; 4.4 "The location-of-goods qualifier decides which sub-fields
/// exist; others are removed". An incident's location has no location type of its own.
/// The qualifier of an address: [`AddressOf`].
pub static LOCATION: &[Conditional<GoodsLocation, LocationFacts>] = &[
    entry!("/qualifier", qualifier, value, |_, _| REQUIRED),
    entry!("/locationType", location_type, value, |_, f| {
        FieldState::required_if(!f.incident)
    }),
    // (The location of goods may name its country; the qualifier does not decide it.)
    entry!("/country", country, value, |_, f| FieldState::required_if(
        f.incident
    )),
    entry!(
        "/authorizationNumber",
        authorization_number,
        value,
        |l, _| FieldState::only_if(qualifier_is(l, &[QUALIFIER_AUTHORISATION]))
    ),
    entry!(
        "/additionalIdentifier",
        additional_identifier,
        value,
        |l, _| unless(!qualifier_is(l, &[QUALIFIER_AUTHORISATION]), OPTIONAL)
    ),
    entry!("/unCode", un_code, value, |l, _| FieldState::only_if(
        qualifier_is(l, &[QUALIFIER_UN_LOCODE])
    )),
    entry!("/customsOffice", customs_office, value, |l, _| {
        FieldState::only_if(qualifier_is(l, &[QUALIFIER_CUSTOMS_OFFICE]))
    }),
    entry!("/ngss", ngss, value, |l, _| FieldState::only_if(
        qualifier_is(l, &[QUALIFIER_COORDINATES])
    )),
    entry!("/economicOperator", economic_operator, value, |l, _| {
        FieldState::only_if(qualifier_is(l, &[QUALIFIER_EORI]))
    }),
    entry!(
        "/economicOperator/EORINumber",
        economic_operator.eori_number,
        value,
        |l, _| FieldState::required_if(l.economic_operator.is_some())
    ),
    entry!("/address", address, value, |l, _| FieldState::only_if(
        qualifier_is(l, &[QUALIFIER_POSTCODE, QUALIFIER_ADDRESS])
    )),
];

/// Spec 5.6 "W: latitude -90 to 90 and longitude -180 to 180, both required".
pub static GNSS: &[Conditional<Gnss, ()>] = &[
    entry!("/latitude", latitude, value, |_, _| REQUIRED),
    entry!("/longitude", longitude, value, |_, _| REQUIRED),
];

/// Whose address: a party's, or a location's of qualifier T (postal code) or Z (address).
#[derive(Debug, Clone, Copy, PartialEq, Eq)]
pub enum AddressOf {
    Party,
    LocationT,
    LocationZ,
}

/// Spec 5.6, a location's address: "street required ..., postcode ..., city ..., country
/// required, house number max 17; house number optional when the country is empty or its
/// address type is POST_CODE_ONLY" (qualifier T locates by the postcode, which it then needs);
/// a party's: "Address: street and number required ...; postcode required ...; city required
/// ...; country required".
pub static ADDRESS: &[Conditional<Address, AddressOf>] = &[
    entry!("/streetNumber", street_number, value, |_, _| REQUIRED),
    entry!("/postcode", postcode, value, |_, of| {
        FieldState::required_if(*of != AddressOf::LocationZ)
    }),
    entry!("/city", city, value, |_, of| FieldState::required_if(
        *of == AddressOf::Party
    )),
    entry!("/country", country, value, |_, _| REQUIRED),
    entry!("/houseNumber", house_number, value, |a, of| {
        FieldState::required_if(
            *of != AddressOf::Party
                && a.country
                    .as_ref()
                    .is_some_and(|c| c.address_type.as_deref() != Some(POST_CODE_ONLY)),
        )
    }),
];

/// Spec 5.1 "Control decision: notification type required; type of controls required when
/// type is not 1 or 2; requested documents shown for types 1 and 0 (optional for 0)".
pub static CONTROL_DECISION: &[Conditional<ControlDecision, ()>] = &[
    entry!("/notificationType", notification_type, value, |_, _| {
        REQUIRED
    }),
    // (Until the type is chosen, nothing is removed.)
    entry!(
        "/typeOfControls",
        type_of_controls,
        list,
        |c, _| match code(&c.notification_type) {
            Some(NOTIFICATION_DOCUMENTS | NOTIFICATION_INTENTION) => NOT_ALLOWED,
            Some(_) => REQUIRED,
            None => OPTIONAL,
        }
    ),
    entry!(
        "/requestedDocuments",
        requested_documents,
        list,
        |c, _| match code(&c.notification_type) {
            Some(NOTIFICATION_DOCUMENTS) => REQUIRED,
            Some(NOTIFICATION_DECISION) | None => OPTIONAL,
            Some(_) => NOT_ALLOWED,
        }
    ),
];

/// Spec 5.1 "Control type required; its text is required when the type code is 50".
pub static CONTROL: &[Conditional<Control, ()>] = &[
    entry!("/type", r#type, value, |_, _| REQUIRED),
    entry!("/text", text, value, |c, _| FieldState::required_if(
        code(&c.r#type) == Some(CONTROL_TYPE_OTHER)
    )),
];

/// A requested document names its type (IE060 `RequestedDocument`).
pub static REQUESTED_DOCUMENT: &[Conditional<RequestedDocument, ()>] =
    &[entry!("/documentType", document_type, value, |_, _| {
        REQUIRED
    })];
