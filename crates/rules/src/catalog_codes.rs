//! The catalog codes a document names, found by their reference types: every [`OfficeRef`]
//! is a code of the customs offices, every [`CountryRef`] one of the countries, wherever a
//! kind keeps it (its type is the declaration). The rule crate holds no catalog; the server,
//! which does, checks each code found here (`documents::catalog_check`), for every kind.
//!
//! The document is walked through its own `Serialize` implementation, so the pointers are
//! serde's JSON names and nothing is copied: a reference type names itself to the serializer
//! (`serialize_struct("OfficeRef", ..)`), and only its `code` is read.
//!
//! [`OfficeRef`]: crate::values::OfficeRef
//! [`CountryRef`]: crate::values::CountryRef

use std::fmt;

use serde::ser::{self, Impossible, Serialize};

/// The catalogs a reference type names its codes in.
const REFERENCE_TYPES: &[(&str, &str)] =
    &[("OfficeRef", "customs-office"), ("CountryRef", "country")];

/// A code the document names: where (a JSON Pointer to the reference), in which catalog.
#[derive(Debug, Clone, PartialEq, Eq)]
pub struct NamedCode {
    pub pointer: String,
    pub catalog: &'static str,
    pub code: String,
}

/// Every code of `doc` held by a reference type of [`REFERENCE_TYPES`], in document order.
pub fn named_codes<T: Serialize + ?Sized>(doc: &T) -> Vec<NamedCode> {
    let mut found = Vec::new();
    let _ = doc.serialize(Walker {
        pointer: String::new(),
        within: None,
        found: &mut found,
    });
    found
}

#[derive(Debug)]
struct Stop;

impl fmt::Display for Stop {
    fn fmt(&self, f: &mut fmt::Formatter<'_>) -> fmt::Result {
        f.write_str("stop")
    }
}

impl std::error::Error for Stop {}

impl ser::Error for Stop {
    fn custom<T: fmt::Display>(_: T) -> Self {
        Stop
    }
}

/// At `pointer`; `within` is the catalog of the reference being walked (its `code` is read).
struct Walker<'a> {
    pointer: String,
    within: Option<&'static str>,
    found: &'a mut Vec<NamedCode>,
}

impl<'a> Walker<'a> {
    fn at(&mut self, step: impl fmt::Display, within: Option<&'static str>) -> Walker<'_> {
        Walker {
            pointer: format!("{}/{step}", self.pointer),
            within,
            found: self.found,
        }
    }

    fn object(self, name: &str) -> Fields<'a> {
        let reference = REFERENCE_TYPES
            .iter()
            .find_map(|(ty, catalog)| (*ty == name).then_some(*catalog));
        Fields {
            walker: self,
            reference,
            key: None,
        }
    }
}

macro_rules! skipped {
    ($($name:ident: $ty:ty),*) => {$(
        fn $name(self, _: $ty) -> Result<(), Stop> {
            Ok(())
        }
    )*};
}

impl<'a> ser::Serializer for Walker<'a> {
    type Ok = ();
    type Error = Stop;
    type SerializeSeq = Rows<'a>;
    type SerializeTuple = Impossible<(), Stop>;
    type SerializeTupleStruct = Impossible<(), Stop>;
    type SerializeTupleVariant = Impossible<(), Stop>;
    type SerializeMap = Fields<'a>;
    type SerializeStruct = Fields<'a>;
    type SerializeStructVariant = Fields<'a>;

    skipped!(serialize_bool: bool, serialize_i8: i8, serialize_i16: i16, serialize_i32: i32,
        serialize_i64: i64, serialize_u8: u8, serialize_u16: u16, serialize_u32: u32,
        serialize_u64: u64, serialize_f32: f32, serialize_f64: f64, serialize_char: char,
        serialize_bytes: &[u8], serialize_unit_struct: &'static str);

    /// The `code` of a reference (the only text read).
    fn serialize_str(self, v: &str) -> Result<(), Stop> {
        if let Some(catalog) = self.within {
            if !v.trim().is_empty() {
                let pointer = self.pointer.strip_suffix("/code").unwrap_or(&self.pointer);
                self.found.push(NamedCode {
                    pointer: pointer.to_owned(),
                    catalog,
                    code: v.to_owned(),
                });
            }
        }
        Ok(())
    }

    fn serialize_none(self) -> Result<(), Stop> {
        Ok(())
    }

    fn serialize_some<T: Serialize + ?Sized>(self, value: &T) -> Result<(), Stop> {
        value.serialize(self)
    }

    fn serialize_unit(self) -> Result<(), Stop> {
        Ok(())
    }

    fn serialize_unit_variant(self, _: &'static str, _: u32, _: &'static str) -> Result<(), Stop> {
        Ok(())
    }

    fn serialize_newtype_struct<T: Serialize + ?Sized>(
        self,
        _: &'static str,
        value: &T,
    ) -> Result<(), Stop> {
        value.serialize(self)
    }

    fn serialize_newtype_variant<T: Serialize + ?Sized>(
        self,
        _: &'static str,
        _: u32,
        _: &'static str,
        value: &T,
    ) -> Result<(), Stop> {
        value.serialize(self)
    }

    fn serialize_seq(self, _: Option<usize>) -> Result<Rows<'a>, Stop> {
        Ok(Rows {
            walker: self,
            index: 0,
        })
    }

    fn serialize_tuple(self, _: usize) -> Result<Self::SerializeTuple, Stop> {
        Err(Stop)
    }

    fn serialize_tuple_struct(
        self,
        _: &'static str,
        _: usize,
    ) -> Result<Self::SerializeTupleStruct, Stop> {
        Err(Stop)
    }

    fn serialize_tuple_variant(
        self,
        _: &'static str,
        _: u32,
        _: &'static str,
        _: usize,
    ) -> Result<Self::SerializeTupleVariant, Stop> {
        Err(Stop)
    }

    fn serialize_map(self, _: Option<usize>) -> Result<Fields<'a>, Stop> {
        Ok(self.object(""))
    }

    fn serialize_struct(self, name: &'static str, _: usize) -> Result<Fields<'a>, Stop> {
        Ok(self.object(name))
    }

    fn serialize_struct_variant(
        self,
        name: &'static str,
        _: u32,
        _: &'static str,
        _: usize,
    ) -> Result<Fields<'a>, Stop> {
        Ok(self.object(name))
    }
}

struct Rows<'a> {
    walker: Walker<'a>,
    index: usize,
}

impl ser::SerializeSeq for Rows<'_> {
    type Ok = ();
    type Error = Stop;

    fn serialize_element<T: Serialize + ?Sized>(&mut self, value: &T) -> Result<(), Stop> {
        let index = self.index;
        self.index += 1;
        value.serialize(self.walker.at(index, None))
    }

    fn end(self) -> Result<(), Stop> {
        Ok(())
    }
}

/// An object's fields; in a reference, only its `code` is entered.
struct Fields<'a> {
    walker: Walker<'a>,
    reference: Option<&'static str>,
    key: Option<String>,
}

impl Fields<'_> {
    fn field<T: Serialize + ?Sized>(&mut self, key: &str, value: &T) -> Result<(), Stop> {
        match self.reference {
            Some(catalog) if key == "code" => value.serialize(self.walker.at(key, Some(catalog))),
            Some(_) => Ok(()),
            None => value.serialize(self.walker.at(key, None)),
        }
    }
}

impl ser::SerializeStruct for Fields<'_> {
    type Ok = ();
    type Error = Stop;

    fn serialize_field<T: Serialize + ?Sized>(
        &mut self,
        key: &'static str,
        value: &T,
    ) -> Result<(), Stop> {
        self.field(key, value)
    }

    fn end(self) -> Result<(), Stop> {
        Ok(())
    }
}

impl ser::SerializeStructVariant for Fields<'_> {
    type Ok = ();
    type Error = Stop;

    fn serialize_field<T: Serialize + ?Sized>(
        &mut self,
        key: &'static str,
        value: &T,
    ) -> Result<(), Stop> {
        self.field(key, value)
    }

    fn end(self) -> Result<(), Stop> {
        Ok(())
    }
}

/// A map: where serde flattens a block into its parent (the keys are the block's fields).
impl ser::SerializeMap for Fields<'_> {
    type Ok = ();
    type Error = Stop;

    fn serialize_key<T: Serialize + ?Sized>(&mut self, key: &T) -> Result<(), Stop> {
        self.key = serde_json::to_value(key)
            .ok()
            .and_then(|k| k.as_str().map(str::to_owned));
        Ok(())
    }

    fn serialize_value<T: Serialize + ?Sized>(&mut self, value: &T) -> Result<(), Stop> {
        match self.key.take() {
            Some(key) => self.field(&key, value),
            None => Ok(()),
        }
    }

    fn end(self) -> Result<(), Stop> {
        Ok(())
    }
}

#[cfg(test)]
mod tests {
    use super::*;
    use serde_json::json;

    use crate::authorisation::{kinds::Etd, Application};

    #[test]
    fn every_office_and_country_reference_is_found_by_its_type_with_its_pointer() {
        let doc: Application<Etd> = serde_json::from_value(json!({
            "applicant": {"EORINumber": "MD1", "name": "A", "address": {"country": {"code": "MD"}}},
            "ca": {"code": "MD100000", "name": "Serviciul Vamal"},
            "customsOfficeOfDestination": {"code": "RO100001"},
            "customsOfficeOfDeparture": {"code": " "},
            "dataAccess": "MD100000 is not a reference"
        }))
        .unwrap();
        let found: Vec<_> = named_codes(&doc)
            .into_iter()
            .map(|c| (c.pointer, c.catalog, c.code))
            .collect();
        assert_eq!(
            found,
            [
                (
                    "/applicant/address/country".to_owned(),
                    "country",
                    "MD".to_owned()
                ),
                ("/ca".to_owned(), "customs-office", "MD100000".to_owned()),
                (
                    "/customsOfficeOfDestination".to_owned(),
                    "customs-office",
                    "RO100001".to_owned()
                ),
            ]
        );
    }

    #[test]
    fn the_rows_of_lists_are_numbered_from_zero() {
        let doc: Application<crate::authorisation::kinds::Act> = serde_json::from_value(json!({
            "customsOffices": [{"code": "MD100100"}, {"code": "MD100200"}]
        }))
        .unwrap();
        let pointers: Vec<_> = named_codes(&doc).into_iter().map(|c| c.pointer).collect();
        assert_eq!(pointers, ["/customsOffices/0", "/customsOffices/1"]);
    }
}
