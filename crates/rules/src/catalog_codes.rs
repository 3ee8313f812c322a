//! The catalog codes a document names: found by their reference types (every [`OfficeRef`]
//! is a code of the customs offices, every [`CountryRef`] one of the countries, wherever a
//! kind keeps it: its type is the declaration), and by the limits table (a plain code whose
//! [`Limit::catalog`] names its catalog: a procedure code, a unit). The rule crate holds no
//! catalog; the server, which does, checks each code found here (`documents::catalog_check`)
//! for the kinds that ask it to.
//!
//! The document is walked through its own `Serialize` implementation, so the pointers are
//! serde's JSON names and nothing is copied: a reference type names itself to the serializer
//! (`serialize_struct("OfficeRef", ..)`), and only its `code` is read.
//!
//! [`OfficeRef`]: crate::values::OfficeRef
//! [`CountryRef`]: crate::values::CountryRef

use serde::Serialize;

use crate::limits::Limits;
use crate::limits_walk::{self, Node, Scalar};
use crate::serde_walk::{self, pointer, Step, Visitor};

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

/// Every code of `doc` held by a reference type of [`REFERENCE_TYPES`] (in document order),
/// then every code at a field whose limit in `limits` names a catalog (in the table's order).
pub fn named_codes<T: Serialize + ?Sized>(doc: &T, limits: &Limits) -> Vec<NamedCode> {
    let mut found = Found(Vec::new());
    serde_walk::walk(&mut found, Place::Anywhere, doc);
    // a plain code whose limit names its catalog; one kept in a `{code, name}` reference is
    // reported at the reference, as the reference types' are
    let mut codes = found.0;
    limits_walk::each_limited(&Node::of(limits), doc, |limit, path, value| {
        let (Some(catalog), Scalar::Text(code)) = (limit.catalog, value) else {
            return;
        };
        if code.trim().is_empty() {
            return;
        }
        let at = match path.split_last() {
            Some((Step::Field("code"), reference)) => reference,
            Some((Step::Key(key), reference)) if key == "code" => reference,
            _ => path,
        };
        codes.push(NamedCode {
            pointer: pointer(at),
            catalog,
            code: code.to_owned(),
        });
    });
    codes
}

/// Where the walk is: anywhere in the document, or at the code of a reference to `catalog`.
#[derive(Clone, Copy)]
enum Place {
    Anywhere,
    Code(&'static str),
}

struct Found(Vec<NamedCode>);

impl Visitor for Found {
    type Scope = Place;

    /// Everything is entered but a reference's other members (its name, its flags).
    fn member(&self, _: Place, object: &'static str, key: &str) -> Option<Place> {
        match REFERENCE_TYPES.iter().find(|(ty, _)| *ty == object) {
            Some((_, catalog)) => (key == "code").then_some(Place::Code(catalog)),
            None => Some(Place::Anywhere),
        }
    }

    fn rows(&self, _: Place) -> Option<Place> {
        Some(Place::Anywhere)
    }

    fn text(&mut self, place: Place, path: &[Step], value: &str) {
        if let Place::Code(catalog) = place {
            if !value.trim().is_empty() {
                // the reference's pointer: the path without its last step, `code`
                let reference = &path[..path.len().saturating_sub(1)];
                self.0.push(NamedCode {
                    pointer: pointer(reference),
                    catalog,
                    code: value.to_owned(),
                });
            }
        }
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
        let found: Vec<_> = named_codes(&doc, &Limits::new())
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
    fn a_plain_code_is_found_where_the_limits_name_its_catalog() {
        let doc: Application<crate::authorisation::kinds::Tst> = serde_json::from_value(json!({
            "temporaryStorage": {"movementOfGoods": {"legalBase": {"code": "ZZ", "name": "?"}}}
        }))
        .unwrap();
        let limits = <crate::authorisation::Authorisation<crate::authorisation::kinds::Tst> as crate::Kind>::limits();
        let found: Vec<_> = named_codes(&doc, &limits)
            .into_iter()
            .map(|c| (c.pointer, c.catalog, c.code))
            .collect();
        assert_eq!(
            found,
            [(
                "/temporaryStorage/movementOfGoods/legalBase".to_owned(),
                "legal-base",
                "ZZ".to_owned()
            )]
        );
    }

    #[test]
    fn the_rows_of_lists_are_numbered_from_zero() {
        let doc: Application<crate::authorisation::kinds::Act> = serde_json::from_value(json!({
            "customsOffices": [{"code": "MD100100"}, {"code": "MD100200"}]
        }))
        .unwrap();
        let pointers: Vec<_> = named_codes(&doc, &Limits::new())
            .into_iter()
            .map(|c| c.pointer)
            .collect();
        assert_eq!(pointers, ["/customsOffices/0", "/customsOffices/1"]);
    }
}
