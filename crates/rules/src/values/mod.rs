//! Value types that carry the spec's format rules: a value of one of these types is valid by
//! construction (`Eori::parse`, ...). Documents keep the user's text as `String`, so a
//! half-typed value round-trips and is reported as a violation; the rules parse it with these
//! types. Catalog references carry code, name and the flags the rules need.

/// `Display` for a value type that wraps its text (`struct X(String)`): shows the text as is.
/// Declared before the modules so that each of them can use it.
macro_rules! display {
    ($($t:ty),*) => {$(
        impl std::fmt::Display for $t {
            fn fmt(&self, f: &mut std::fmt::Formatter<'_>) -> std::fmt::Result {
                f.write_str(&self.0)
            }
        }
    )*};
}

pub mod catalog_ref;
mod check_digit;
pub mod commodity;
pub mod datetime;
pub mod decimal;
pub mod equipment;
pub mod grn;
pub mod identifiers;
pub mod mrn;
pub mod places;
pub mod text;
pub mod transport;

pub use catalog_ref::{
    CodeRef, CountryRef, GuaranteeTypeRef, OfficeRef, PackageTypeRef, PACKAGE_KIND_BULK,
    PACKAGE_KIND_UNPACKED,
};
pub use check_digit::check_digit;
pub use commodity::{CnCode, CommodityCode, CusCode, HsCode, NomenclatureCode};
pub use datetime::{Date, DateTime};
pub use decimal::Decimal;
pub use equipment::{iso6346_check, iso6346_check_digit, ContainerNumber, SealIdentifier};
pub use grn::{AccessCode, Grn, GrnError};
pub use identifiers::{CarnetNumber, Eori, Lrn};
pub use mrn::{procedure_letter, Mrn, MrnError};
pub use places::{is_latitude, is_longitude, OfficeCode, Postcode, UnLocode};
pub use text::{DocumentReference, UcrReference};
pub use transport::{ConvRefNumber, MeansIdError, MeansIdentification, UPPER_CASE_ID_TYPES};
