//! Value types that carry the spec's format rules: a value of one of these types is valid by
//! construction (`Eori::parse`, ...). Catalog references carry code, name and the flags the
//! rules need.

pub mod catalog_ref;

pub use catalog_ref::{CodeRef, CountryRef, OfficeRef};
