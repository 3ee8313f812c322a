//! Spec section 9, "Business constants and limits", one named constant per figure, so a rule
//! reads like the spec row it enforces (`MAX_HOUSE_CONSIGNMENTS`, not `999`). Where section 9
//! restates a limit of section 5 the name follows the row; the few limits that come from the
//! DDNTA rather than section 9 say so.

use crate::values::Decimal;

// Lists.

/// "Transit offices, exit offices, guarantees, authorisations: 9 each".
pub const MAX_TRANSIT_OFFICES: usize = 9;
pub const MAX_EXIT_OFFICES: usize = 9;
pub const MAX_GUARANTEES: usize = 9;
pub const MAX_AUTHORISATIONS: usize = 9;
/// "House consignments: 999 (1 in TP mode)".
pub const MAX_HOUSE_CONSIGNMENTS: usize = 999;
pub const MAX_HOUSE_CONSIGNMENTS_TP_MODE: usize = 1;
/// "Items per house consignment: 9999".
pub const MAX_ITEMS_PER_HOUSE: usize = 9999;
/// "Additional supply chain actors: 99" (per declaration, house consignment or item).
pub const MAX_SUPPLY_CHAIN_ACTORS: usize = 99;
/// "Equipment per consignment: 9999".
pub const MAX_TRANSPORT_EQUIPMENT: usize = 9999;
/// "Seals per equipment / goods references: 99 / 999".
pub const MAX_SEALS_PER_EQUIPMENT: usize = 99;
pub const MAX_GOODS_REFERENCES_PER_EQUIPMENT: usize = 999;
/// "Guarantee references per guarantee / packagings per item: 99 / 99".
pub const MAX_GUARANTEE_REFERENCES: usize = 99;
pub const MAX_PACKAGINGS_PER_ITEM: usize = 99;
/// "Departure transport: 1 (3 for inland mode 3, unlimited for 2)".
pub const MAX_DEPARTURE_TRANSPORT: usize = 1;
pub const MAX_DEPARTURE_TRANSPORT_INLAND_MODE_3: usize = 3;
/// "Border transport: 9 with transit offices, else 1".
pub const MAX_BORDER_TRANSPORT_WITH_TRANSIT_OFFICES: usize = 9;
pub const MAX_BORDER_TRANSPORT: usize = 1;
/// "Attachments: 10 files, 4000 each" (kilobytes: "unit not stated for this form; kilobytes
/// elsewhere", spec 5.1).
pub const MAX_ATTACHMENTS: usize = 10;
pub const MAX_ATTACHMENT_KB: i64 = 4000;
/// Not in section 9: CountryOfRouting 99 (DDNTA, NOTES.md 4.9).
pub const MAX_ROUTING_COUNTRIES: usize = 99;

/// The most departure transport means for an inland mode of transport: `None` is unlimited
/// (road, mode 3, allows 3; rail, mode 2, any number; others 1).
pub fn max_departure_transport(inland_mode: Option<&str>) -> Option<usize> {
    match inland_mode {
        Some("2") => None,
        Some("3") => Some(MAX_DEPARTURE_TRANSPORT_INLAND_MODE_3),
        _ => Some(MAX_DEPARTURE_TRANSPORT),
    }
}

/// The most active border transport means: 9 when transit offices are declared, else 1.
pub fn max_border_transport(has_transit_offices: bool) -> usize {
    if has_transit_offices {
        MAX_BORDER_TRANSPORT_WITH_TRANSIT_OFFICES
    } else {
        MAX_BORDER_TRANSPORT
    }
}

// Lengths, in characters.

/// "Text and description: 512".
pub const MAX_TEXT: usize = 512;
/// "UCR: 35".
pub const MAX_UCR: usize = 35;
/// "EORI-style ids: 17".
pub const MAX_EORI: usize = 17;
/// "Seal 20; container 17; guarantee reference 24; references 35".
pub const MAX_SEAL: usize = 20;
pub const MAX_CONTAINER_NUMBER: usize = 17;
pub const MAX_GUARANTEE_REFERENCE: usize = 24;
pub const MAX_REFERENCE: usize = 35;
/// "GRN: 24 for type 4, else 17".
pub const GRN_LENGTH_VOUCHERS: usize = 24;
pub const GRN_LENGTH: usize = 17;
/// "Access code: 4".
pub const ACCESS_CODE_LENGTH: usize = 4;
/// "Carnet number: 10 to 11".
pub const MIN_CARNET_NUMBER: usize = 10;
pub const MAX_CARNET_NUMBER: usize = 11;
/// "Document reference: 70".
pub const MAX_DOCUMENT_REFERENCE: usize = 70;
/// "Identification numbers: 35".
pub const MAX_IDENTIFICATION_NUMBER: usize = 35;
/// "Package count: 8" (digits).
pub const MAX_PACKAGE_COUNT_DIGITS: usize = 8;
/// The largest package count of 8 digits (spec 5.6 "noOfPack numeric, max 8").
pub const MAX_PACKAGE_COUNT: i64 = 99_999_999;
/// Spec 5.8 "convRefNumber max 17".
pub const MAX_CONV_REF_NUMBER: usize = 17;
/// Spec 5.6 "additional identifier letters and digits max 4".
pub const MAX_ADDITIONAL_IDENTIFIER: usize = 4;
/// A place of loading or unloading's location (NCTS an..35).
pub const MAX_PLACE: usize = 35;
/// A driver's name (NCTS an..70).
pub const MAX_DRIVER_NAME: usize = 70;
/// Spec 5.9 "CN code ... max 10 (customs nomenclature code 4 to 10)"; "commodity code ...
/// max 8, min 4".
pub const MIN_CN_CODE: usize = 4;
pub const MAX_CN_CODE: usize = 10;
pub const MIN_COMMODITY_CODE: usize = 4;
pub const MAX_COMMODITY_CODE: usize = 8;
/// Spec 5.4 "cusCode letters, digits, dashes, max 9. cnCode max 2 ... hsCode exactly 6
/// digits".
pub const MAX_CUS_CODE: usize = 9;
pub const MAX_CN_CODE_EXTENSION: usize = 2;
pub const HS_CODE_LENGTH: usize = 6;
/// An MRN: 18 characters (NOTES.md 4.1).
pub const MRN_LENGTH: usize = 18;

// Numbers.

/// "Amount upper bound: 99999999999999.99".
pub const MAX_AMOUNT: Decimal = Decimal::from_cents(9_999_999_999_999_999);
/// "Decimal quantities: 16 digits, 6 decimals".
pub const DECIMAL_DIGITS: u32 = 16;
pub const DECIMAL_PLACES: u32 = 6;
/// "Latitude / longitude: -90 to 90 / -180 to 180" (degrees).
pub const MAX_LATITUDE: i64 = 90;
pub const MAX_LONGITUDE: i64 = 180;
