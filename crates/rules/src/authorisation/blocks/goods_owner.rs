//! A goods owner (spec 3: name, country defaulting to the deployment country, postcode, city,
//! streetNumber), TEA's temporary admission: "streetNumber required max 70; postcode required
//! alphanumeric max 17; city required max 35; country required".

use serde::{Deserialize, Serialize};

use crate::authorisation::block::Section;
use crate::blocks::party::{CITY_MAX, NAME_MAX, POSTCODE_MAX, STREET_MAX};
use crate::conditional::Conditional;
use crate::limits::{Limit, Limits};
use crate::values::CountryRef;
use crate::{conditional as entry, Ctx, FieldState};

#[derive(Debug, Clone, Default, PartialEq, Eq, Serialize, Deserialize)]
#[cfg_attr(feature = "openapi", derive(utoipa::ToSchema))]
#[serde(rename_all = "camelCase", deny_unknown_fields)]
pub struct GoodsOwner {
    #[serde(default, skip_serializing_if = "Option::is_none")]
    pub name: Option<String>,
    #[serde(default, skip_serializing_if = "Option::is_none")]
    pub country: Option<CountryRef>,
    #[serde(default, skip_serializing_if = "Option::is_none")]
    pub postcode: Option<String>,
    #[serde(default, skip_serializing_if = "Option::is_none")]
    pub city: Option<String>,
    #[serde(default, skip_serializing_if = "Option::is_none")]
    pub street_number: Option<String>,
}

impl GoodsOwner {
    /// A new row: in the deployment's country (spec 9 "goods owner country defaults to the
    /// deployment country").
    pub fn new(ctx: &Ctx) -> GoodsOwner {
        GoodsOwner {
            country: Some(CountryRef {
                code: ctx.country.clone(),
                ..CountryRef::default()
            }),
            ..GoodsOwner::default()
        }
    }
}

static OWNER: &[Conditional<GoodsOwner, ()>] = &[
    entry!("/streetNumber", street_number, value, |_, _| {
        FieldState::REQUIRED
    }),
    entry!("/postcode", postcode, value, |_, _| FieldState::REQUIRED),
    entry!("/city", city, value, |_, _| FieldState::REQUIRED),
    entry!("/country", country, value, |_, _| FieldState::REQUIRED),
];

impl Section for GoodsOwner {
    type Of = ();

    fn table() -> &'static [Conditional<Self, ()>] {
        OWNER
    }

    fn own_limits(at: &str, l: &mut Limits) {
        l.set(format!("{at}/name"), Limit::text(NAME_MAX))
            .set(format!("{at}/streetNumber"), Limit::text(STREET_MAX))
            .set(format!("{at}/postcode"), Limit::code(POSTCODE_MAX))
            .set(format!("{at}/city"), Limit::text(CITY_MAX));
    }

    fn blank(ctx: &Ctx) -> Self {
        GoodsOwner::new(ctx)
    }
}

crate::blocks!(GoodsOwner {});

#[cfg(test)]
mod tests {
    use super::*;
    use crate::authorisation::block::testing::{paths, removed};

    #[test]
    fn a_goods_owner_added_is_in_the_deployment_country() {
        let mut owners = vec![GoodsOwner::default()];
        assert!(removed(&mut owners, (), "goodsOwners", None).is_empty());
        let country = owners[0].country.as_ref().map(|c| c.code.clone());
        assert_eq!(country, Some(Ctx::example().country));
    }

    #[test]
    fn a_goods_owner_needs_street_postcode_city_and_country() {
        assert_eq!(
            paths(&vec![GoodsOwner::default()], (), "goodsOwners"),
            [
                "/goodsOwners/0/streetNumber",
                "/goodsOwners/0/postcode",
                "/goodsOwners/0/city",
                "/goodsOwners/0/country"
            ]
        );
    }
}
