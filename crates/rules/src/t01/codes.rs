//! Code-list values the T01 rules name (NOTES.md 1.4). Named once here so a rule reads like
//! the spec sentence it implements.

/// Declaration type (CL231).
pub const TIR: &str = "TIR";
pub const T2: &str = "T2";
pub const T2SM: &str = "T2SM";

/// Authorisation types: authorised consignor (limit date) and reduced dataset.
pub const C521: &str = "C521";
pub const C524: &str = "C524";

/// Guarantee types (CL251) with rules of their own.
pub const GUARANTEE_TIR: &str = "B";
pub const GUARANTEE_CASH: &str = "3";
pub const GUARANTEE_VOUCHERS: &str = "4";
pub const GUARANTEE_PUBLIC_BODY: &str = "8";
/// Spec 5.5 "Type required (default A)": waiver by agreement, which needs no GRN or references.
pub const GUARANTEE_DEFAULT: &str = "A";

/// Control results: A5 means discrepancies to report; A3 is never offered.
pub const CONTROL_RESULT_DISCREPANCIES: &str = "A5";
pub const CONTROL_RESULT_EXCLUDED: &str = "A3";

/// Additional information code that, on a common-transit destination, is forbidden.
pub const ADDITIONAL_INFO_30600: &str = "30600";

/// Andorra: a destination there needs a transit office (spec 5.1).
pub const ANDORRA: &str = "AD";

/// Declaration type T (mixed): the items then carry their own type, one of the item-level
/// types (CL232 DeclarationTypeItemLevel).
pub const T: &str = "T";
pub const ITEM_LEVEL_DECLARATION_TYPES: &[&str] = &["T1", "T2", "T2F"];

/// Additional declaration types: A standard, D pre-lodged.
pub const STANDARD: &str = "A";
pub const PRE_LODGED: &str = "D";

/// Transport modes (CL218) with rules of their own.
pub const MODE_RAIL: &str = "2";
pub const MODE_ROAD: &str = "3";
pub const MODE_AIR: &str = "4";
pub const MODE_MAIL: &str = "5";

/// Container indicator 1: containerised.
pub const CONTAINERISED: &str = "1";

/// Specific circumstance "none" (transit-presentation mode: unloading place not needed).
pub const NO_SPECIFIC_CIRCUMSTANCE: &str = "XXX";

/// Previous document type "export declaration": an item under it needs its net mass (R).
pub const EXPORT_DECLARATION: &str = "N830";

/// Control result B1 (not satisfactory) asks, like A5, for the other things to report.
pub const CONTROL_RESULT_NOT_SATISFACTORY: &str = "B1";
/// Control type 50 "other" needs a text.
pub const CONTROL_TYPE_OTHER: &str = "50";
/// IE060 notification types: 0 decision to control, 1 documents requested, 2 intention.
pub const NOTIFICATION_DECISION: &str = "0";
pub const NOTIFICATION_DOCUMENTS: &str = "1";
pub const NOTIFICATION_INTENTION: &str = "2";

/// Countries that are never the destination of a transit from a common-transit country.
pub const MOLDOVA: &str = "MD";
pub const SAN_MARINO: &str = "SM";

/// Address type of a country whose addresses need no house number.
pub const POST_CODE_ONLY: &str = "POST_CODE_ONLY";

/// Qualifiers of the location of goods (spec 5.6) and those an incident may use.
pub const QUALIFIER_AUTHORISATION: &str = "Y";
pub const QUALIFIER_UN_LOCODE: &str = "U";
pub const QUALIFIER_CUSTOMS_OFFICE: &str = "V";
pub const QUALIFIER_COORDINATES: &str = "W";
pub const QUALIFIER_EORI: &str = "X";
pub const QUALIFIER_POSTCODE: &str = "T";
pub const QUALIFIER_ADDRESS: &str = "Z";
pub const INCIDENT_QUALIFIERS: &[&str] = &["U", "W", "Z"];
