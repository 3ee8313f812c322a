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
