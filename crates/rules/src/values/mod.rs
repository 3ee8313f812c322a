//! Value types that carry the spec's format rules: a value of one of these types is valid by
//! construction (`Eori::parse`, ...). Documents keep the user's text as `String`, so a
//! half-typed value round-trips and is reported as a violation; the rules parse it with these
//! types. Catalog references carry code, name and the flags the rules need.

pub mod catalog_ref;
mod check_digit;
pub mod datetime;
pub mod decimal;
pub mod grn;
pub mod identifiers;
pub mod mrn;

pub use catalog_ref::{CodeRef, CountryRef, GuaranteeTypeRef, OfficeRef};
pub use check_digit::check_digit;
pub use datetime::{Date, DateTime};
pub use decimal::Decimal;
pub use grn::{AccessCode, Grn, GrnError};
pub use identifiers::{CarnetNumber, Eori, Lrn};
pub use mrn::{procedure_letter, Mrn, MrnError};
