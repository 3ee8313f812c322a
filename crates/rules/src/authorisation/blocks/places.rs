//! Where an authorised consignor or consignee operates (spec 2, ACT, ACE, ACR: "locations
//! where goods will be received / from which goods will be sent; destination and operations
//! (number of operations plus customs offices of destination / departure)").

use std::collections::BTreeMap;

use super::{location, offices};
use crate::conditional::Pointer;
use crate::limits::Limits;
use crate::values::OfficeRef;
use crate::{FieldState, Violation};

/// The three fields, as a kind holds them (serde cannot nest a flattened block inside the
/// flattened kind and still refuse unknown fields, so the kinds hold them directly).
pub struct OperationPlaces<'a> {
    pub locations: &'a [location::Location],
    pub customs_offices: &'a [OfficeRef],
    pub operations_number: Option<i64>,
}

pub fn limits(l: &mut Limits) {
    location::limits("/locations/*", l);
    offices::operations_limits("/operationsNumber", l);
}

pub fn states(p: &OperationPlaces<'_>, out: &mut BTreeMap<String, FieldState>) {
    out.insert("/locations".into(), FieldState::REQUIRED);
    location::states(p.locations, &Pointer::ROOT.key("locations"), out);
    offices::states("customsOffices", out);
    out.insert("/operationsNumber".into(), FieldState::REQUIRED);
}

pub fn validate(p: &OperationPlaces<'_>, out: &mut Vec<Violation>) {
    let locations = Pointer::ROOT.key("locations");
    if p.locations.is_empty() {
        out.push(crate::conditional::at_least_one_member("/locations"));
    }
    location::validate(p.locations, &locations, out);
    offices::validate(p.customs_offices, &Pointer::ROOT.key("customsOffices"), out);
    if p.operations_number.is_none() {
        out.push(Violation::required("/operationsNumber"));
    }
}

pub fn normalise(locations: &mut [location::Location]) {
    location::renumber(locations);
}

/// The fields of [`OperationPlaces`] in a kind's struct, and the accessor that views them.
#[macro_export]
macro_rules! operation_places {
    ($(#[$meta:meta])* pub struct $name:ident { $($(#[$fmeta:meta])* pub $field:ident: $ty:ty,)* }) => {
        $(#[$meta])*
        pub struct $name {
            /// Where goods are received (ACT, ACE) or sent from (ACR).
            #[serde(default, skip_serializing_if = "Vec::is_empty")]
            pub locations: Vec<$crate::authorisation::blocks::location::Location>,
            /// The customs offices of destination (ACT, ACE) or of departure (ACR).
            #[serde(default, skip_serializing_if = "Vec::is_empty")]
            pub customs_offices: Vec<$crate::values::OfficeRef>,
            #[serde(default, skip_serializing_if = "Option::is_none")]
            pub operations_number: Option<i64>,
            $($(#[$fmeta])* pub $field: $ty,)*
        }

        impl $name {
            pub fn places(&self) -> $crate::authorisation::blocks::places::OperationPlaces<'_> {
                $crate::authorisation::blocks::places::OperationPlaces {
                    locations: &self.locations,
                    customs_offices: &self.customs_offices,
                    operations_number: self.operations_number,
                }
            }
        }
    };
}
