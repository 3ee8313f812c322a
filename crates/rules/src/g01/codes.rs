//! Codes and business constants of guarantee.md sections 4, 5 and 9.

/// Simplification code 1 means comprehensive.
pub const COMPREHENSIVE: &str = "1";
/// "code 2 requires an authorisation reference".
pub const SIMPLIFICATION_NEEDS_AUTHORISATION: &str = "2";

/// "Types 1, 2, 4, 9, B need a guarantor."
pub const TYPES_WITH_GUARANTOR: &[&str] = &["1", "2", "4", "9", "B"];
/// "Type 4 shows the voucher number" (individual guarantee in vouchers).
pub const TYPE_VOUCHERS: &str = "4";
/// "Types 2 and 9 show departure/destination offices"; "the destination is disabled when the
/// type code is 2"; "the access code field is shown in edit mode when type is not 2".
pub const TYPE_INDIVIDUAL_UNDERTAKING: &str = "2";
pub const TYPE_MULTIPLE_USAGE: &str = "9";
/// The guarantee types of a comprehensive guarantee (CL251: 0 guarantee waiver, 1
/// comprehensive guarantee).
pub const COMPREHENSIVE_TYPES: &[&str] = &["0", "1"];

/// Monitoring code of a reference amount that is not monitored.
pub const NOT_MONITORED: &str = "0";

/// GRN max 24 (17, or 24 for type 4 vouchers).
pub const GRN_MAX: usize = 24;
/// Access code and master code: exactly 4.
pub const CODE_LEN: usize = 4;
/// Voucher number max 7: one upper-case letter and six digits.
pub const VOUCHER_MAX: usize = 7;
/// Authorisation reference 10 to 20.
pub const AUTHORISATION_REFERENCE_MIN: usize = 10;
pub const AUTHORISATION_REFERENCE_MAX: usize = 20;
/// Descriptions and action details max 512.
pub const DETAILS_MAX: usize = 512;
/// Document reference number max 100.
pub const DOCUMENT_REFERENCE_MAX: usize = 100;
/// Attachments: 10 files, 4000 kilobytes each, PDF/PNG/JPEG/BMP.
pub const FILES_MAX: usize = 10;
pub const FILE_KB_MAX: i64 = 4000;
pub const FILE_CONTENT_TYPES: &[&str] =
    &["application/pdf", "image/png", "image/jpeg", "image/bmp"];
/// Address: street 70, postcode 17, city 35 (the party block's).
pub use crate::blocks::party::{CITY_MAX, POSTCODE_MAX, STREET_MAX};
/// Guarantee amount: n..16,2 (NOTES.md 4.2, amount to be covered).
pub const AMOUNT_DECIMALS: u32 = 2;

/// Section 8: the information text of an empty access-code list.
pub const NO_ACCESS_CODES: &str = "No Access codes are registered";
