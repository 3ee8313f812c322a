//! The storage facility (spec 3: identificationNumber, facilityDescription, postcode, city,
//! street, totalArea, areas in m²), of TST and CWP. Spec 5: "identificationNumber max 35;
//! description required max 512; street, postcode, city and country required; each area and
//! the total area at least 1". Issue 'Authorisations II': "total area is the sum of the areas
//! and locked once an area exists".

use serde::{Deserialize, Serialize};

use crate::authorisation::block::{Env, Section};
use crate::authorisation::blocks::rights_transfer::Indicated;
use crate::blocks::party::{CITY_MAX, POSTCODE_MAX, STREET_MAX};
use crate::conditional::{Conditional, Pointer};
use crate::limits::{Limit, Limits, REFERENCE, TEXT};
use crate::text::Text;
use crate::values::{CountryRef, Decimal};
use crate::{conditional as entry, FieldState, Violation};

#[derive(Debug, Clone, Default, PartialEq, Eq, Serialize, Deserialize)]
#[cfg_attr(feature = "openapi", derive(utoipa::ToSchema))]
#[serde(rename_all = "camelCase", deny_unknown_fields)]
pub struct StorageFacility {
    #[serde(default, skip_serializing_if = "Option::is_none")]
    pub identification_number: Option<String>,
    #[serde(default, skip_serializing_if = "Option::is_none")]
    pub facility_description: Option<String>,
    #[serde(default, skip_serializing_if = "Option::is_none")]
    pub street: Option<String>,
    #[serde(default, skip_serializing_if = "Option::is_none")]
    pub postcode: Option<String>,
    #[serde(default, skip_serializing_if = "Option::is_none")]
    pub city: Option<String>,
    #[serde(default, skip_serializing_if = "Option::is_none")]
    pub country: Option<CountryRef>,
    /// m²; the sum of `areas` once there is one.
    #[serde(default, skip_serializing_if = "Option::is_none")]
    #[cfg_attr(feature = "openapi", schema(value_type = Option<f64>))]
    pub total_area: Option<Decimal>,
    /// m² each.
    #[serde(default, skip_serializing_if = "Vec::is_empty")]
    #[cfg_attr(feature = "openapi", schema(value_type = Vec<f64>))]
    pub areas: Vec<Decimal>,
}

/// Spec 9 "Area minimum 1 m2".
pub const AREA_MIN: Decimal = Decimal::from_cents(100);

static FACILITY: &[Conditional<StorageFacility, ()>] = &[
    entry!(
        "/facilityDescription",
        facility_description,
        value,
        |_, _| FieldState::REQUIRED
    ),
    entry!("/street", street, value, |_, _| FieldState::REQUIRED),
    entry!("/postcode", postcode, value, |_, _| FieldState::REQUIRED),
    entry!("/city", city, value, |_, _| FieldState::REQUIRED),
    entry!("/country", country, value, |_, _| FieldState::REQUIRED),
    // Locked once an area exists: the sum is the rules'.
    entry!("/totalArea", total_area, value, |f, _| {
        FieldState::REQUIRED.disabled(!f.areas.is_empty())
    }),
];

impl Section for StorageFacility {
    type Of = ();

    fn table() -> &'static [Conditional<Self, ()>] {
        FACILITY
    }

    fn own_limits(at: &str, l: &mut Limits) {
        l.set(format!("{at}/identificationNumber"), Limit::text(REFERENCE))
            .set(format!("{at}/facilityDescription"), Limit::text(TEXT))
            .set(format!("{at}/street"), Limit::text(STREET_MAX))
            .set(format!("{at}/postcode"), Limit::code(POSTCODE_MAX))
            .set(format!("{at}/city"), Limit::text(CITY_MAX));
    }

    /// Each area and the total at least 1 m².
    fn own_validate(&self, _: (), at: &Pointer<'_>, out: &mut Vec<Violation>) {
        let small = |v: &Decimal| *v < AREA_MIN;
        let areas = at.key("areas");
        for (i, _) in self.areas.iter().enumerate().filter(|(_, a)| small(a)) {
            out.push(area_too_small(areas.index(i).pointer()));
        }
        if self.total_area.as_ref().is_some_and(small) {
            out.push(area_too_small(at.join("/totalArea")));
        }
    }

    /// The total area is the sum of the areas, once there is one.
    fn own_normalise(&mut self, _: (), _: Env<'_>, _: &Pointer<'_>, _: &mut Vec<String>) {
        if !self.areas.is_empty() {
            self.total_area = Some(self.areas.iter().sum());
        }
    }
}

crate::blocks!(StorageFacility {});

/// Where goods are stored and whether Union goods are stored with them (UCC 237(1) for a
/// customs warehouse, IA 2015/2447 Art. 117 for temporary storage): both required, asked alike
/// by TST and CWP, flattened where each keeps them.
#[derive(Debug, Clone, Default, PartialEq, Eq, Serialize, Deserialize)]
#[cfg_attr(feature = "openapi", derive(utoipa::ToSchema))]
#[serde(rename_all = "camelCase")]
pub struct Storage {
    #[serde(default, skip_serializing_if = "Option::is_none")]
    pub storage_facility_details: Option<StorageFacility>,
    #[serde(default, skip_serializing_if = "Option::is_none")]
    pub storage_of_union_goods: Option<Indicated>,
}

static STORAGE: &[Conditional<Storage, ()>] = &[
    entry!(
        "/storageFacilityDetails",
        storage_facility_details,
        value,
        |_, _| FieldState::REQUIRED
    ),
    entry!(
        "/storageOfUnionGoods",
        storage_of_union_goods,
        value,
        |_, _| FieldState::REQUIRED
    ),
];

impl Section for Storage {
    type Of = ();

    fn table() -> &'static [Conditional<Self, ()>] {
        STORAGE
    }

    /// An empty facility, and a storage of Union goods that answers no.
    fn blank(ctx: &crate::Ctx) -> Self {
        Storage {
            storage_facility_details: Some(StorageFacility::default()),
            storage_of_union_goods: Some(Indicated::blank(ctx)),
        }
    }
}

crate::blocks!(Storage {
    storage_facility_details: "storageFacilityDetails",
    storage_of_union_goods: "storageOfUnionGoods",
});

fn area_too_small(path: String) -> Violation {
    Violation::of(path, "area-at-least-1", Text::new("area-at-least-1"))
}

#[cfg(test)]
mod tests {
    use super::*;
    use crate::authorisation::block::testing::{found, removed};
    use crate::authorisation::block::{Block, States};

    fn m2(s: &str) -> Decimal {
        Decimal::parse(s).unwrap()
    }

    #[test]
    fn the_total_area_is_the_sum_of_the_areas_and_locked_once_there_is_one() {
        let mut f = StorageFacility {
            total_area: Some(m2("5")),
            areas: vec![m2("120.5"), m2("80")],
            ..StorageFacility::default()
        };
        removed(&mut f, (), "", None);
        assert_eq!(f.total_area, Some(m2("200.5")));
        let mut states_map = States::new();
        f.states((), &Pointer::ROOT, &mut states_map);
        assert!(states_map["/totalArea"].disabled);
        let mut free = StorageFacility {
            total_area: Some(m2("40")),
            ..StorageFacility::default()
        };
        removed(&mut free, (), "", None);
        assert_eq!(
            free.total_area,
            Some(m2("40")),
            "typed while no area exists"
        );
    }

    #[test]
    fn each_area_and_the_total_area_is_at_least_1_m2() {
        let f = StorageFacility {
            total_area: Some(m2("0.5")),
            areas: vec![m2("1"), m2("0.99")],
            ..StorageFacility::default()
        };
        let small: Vec<String> = found(&f, (), "storageFacilityDetails")
            .into_iter()
            .filter(|(_, rule)| rule == "area-at-least-1")
            .map(|(path, _)| path)
            .collect();
        assert_eq!(
            small,
            [
                "/storageFacilityDetails/areas/1",
                "/storageFacilityDetails/totalArea"
            ]
        );
    }
}
