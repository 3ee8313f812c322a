//! A location (spec 3 'Shared entities'): sequence, name, postcode, city, streetNumber. Used by
//! the locations of ACT, ACE and ACR, the declarant's locations of goods (EIR) and the places
//! where main accounts are held. Lists keep a 1-based sequence renumbered after a delete.

use serde::{Deserialize, Serialize};

use crate::authorisation::block::{rows_states, rows_validate, Block, States};
use crate::conditional::Pointer;
use crate::limits::{Limit, Limits};
use crate::{FieldState, Violation};

#[derive(Debug, Clone, Default, PartialEq, Eq, Serialize, Deserialize)]
#[cfg_attr(feature = "openapi", derive(utoipa::ToSchema))]
#[serde(rename_all = "camelCase", deny_unknown_fields)]
pub struct Location {
    #[serde(default, skip_serializing_if = "Option::is_none")]
    pub sequence: Option<u32>,
    #[serde(default, skip_serializing_if = "Option::is_none")]
    pub name: Option<String>,
    #[serde(default, skip_serializing_if = "Option::is_none")]
    pub postcode: Option<String>,
    #[serde(default, skip_serializing_if = "Option::is_none")]
    pub city: Option<String>,
    #[serde(default, skip_serializing_if = "Option::is_none")]
    pub street_number: Option<String>,
}

/// The fields a location must have: where it is (the spec lists the fields without saying
/// which are required; a place goods are received at or sent from needs its street and city).
const REQUIRED: &[&str] = &["/name", "/city", "/streetNumber"];

/// Limits of spec 9 for an address (as the goods owner's: street 70, postcode 17, city 35).
pub fn limits(rows: &str, l: &mut Limits) {
    l.set(format!("{rows}/name"), Limit::text(70))
        .set(format!("{rows}/streetNumber"), Limit::text(70))
        .set(format!("{rows}/postcode"), Limit::code(17))
        .set(format!("{rows}/city"), Limit::text(35));
}

fn value<'a>(row: &'a Location, path: &str) -> Option<&'a String> {
    match path {
        "/name" => row.name.as_ref(),
        "/city" => row.city.as_ref(),
        "/streetNumber" => row.street_number.as_ref(),
        _ => None,
    }
}

impl Block for Location {
    type Of = ();

    fn limits(at: &str, l: &mut Limits) {
        limits(at, l);
    }

    fn states(&self, _: (), at: &Pointer<'_>, out: &mut States) {
        for path in REQUIRED {
            out.insert(at.join(path), FieldState::REQUIRED);
        }
        out.insert(at.join("/sequence"), FieldState::OPTIONAL.disabled(true));
    }

    fn validate(&self, _: (), at: &Pointer<'_>, out: &mut Vec<Violation>) {
        for path in REQUIRED {
            if value(self, path).is_none_or(|v| v.trim().is_empty()) {
                out.push(Violation::required(at.join(path)));
            }
        }
    }

    fn number(&mut self, sequence: u32) {
        self.sequence = Some(sequence);
    }
}

pub fn states(rows: &[Location], at: &Pointer<'_>, out: &mut States) {
    rows_states(rows, (), at, out);
}

pub fn validate(rows: &[Location], at: &Pointer<'_>, out: &mut Vec<Violation>) {
    rows_validate(rows, (), at, out);
}

/// "Lists keep a 1-based sequence renumbered after a delete."
pub fn renumber(rows: &mut [Location]) {
    for (i, row) in rows.iter_mut().enumerate() {
        row.sequence = Some(i as u32 + 1);
    }
}

#[cfg(test)]
mod tests {
    use super::*;

    #[test]
    fn locations_are_renumbered_from_one_after_a_delete() {
        let mut rows = vec![
            Location {
                sequence: Some(2),
                ..Location::default()
            },
            Location {
                sequence: Some(5),
                ..Location::default()
            },
        ];
        renumber(&mut rows);
        assert_eq!(rows[0].sequence, Some(1));
        assert_eq!(rows[1].sequence, Some(2));
    }

    #[test]
    fn a_location_needs_its_name_street_and_city() {
        let rows = vec![Location {
            name: Some("Depot".into()),
            ..Location::default()
        }];
        let mut out = Vec::new();
        validate(&rows, &Pointer::ROOT.key("locations"), &mut out);
        let paths: Vec<&str> = out.iter().map(|v| v.path.as_str()).collect();
        assert_eq!(paths, ["/locations/0/city", "/locations/0/streetNumber"]);
    }
}
