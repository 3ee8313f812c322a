//! EIR, entry of data in the declarant's records (spec 2: main accounts and declarant entry;
//! 3: `declarantData`; 4: "turning waiver indication off removes its description"; 5:
//! "prohibitionsRestrictions required max 512; number of operations required; waiver
//! description and preDeparture each max 512"). EIR counts its operations in
//! `declarantData.numberOfOperations`, not in `operationsNumber`.

use std::collections::BTreeMap;

use serde::{Deserialize, Serialize};

use crate::authorisation::application::Form;
use crate::authorisation::blocks::commodity::{self, CommodityCode};
use crate::authorisation::blocks::location::{self, Location};
use crate::authorisation::blocks::offices;
use crate::change::Change;
use crate::conditional::{self, Conditional, Pointer};
use crate::limits::{Limit, Limits, TEXT};
use crate::values::{CodeRef, OfficeRef};
use crate::{conditional as entry, Ctx, FieldState, Violation};

#[derive(Debug, Clone, Default, PartialEq, Eq, Serialize, Deserialize)]
#[cfg_attr(feature = "openapi", derive(utoipa::ToSchema))]
#[serde(rename_all = "camelCase")]
pub struct Eir {
    #[serde(default, skip_serializing_if = "Option::is_none")]
    pub declarant_data: Option<DeclarantData>,
}

#[derive(Debug, Clone, Default, PartialEq, Eq, Serialize, Deserialize)]
#[cfg_attr(feature = "openapi", derive(utoipa::ToSchema))]
#[serde(rename_all = "camelCase", deny_unknown_fields)]
pub struct DeclarantData {
    /// The goods the entries will concern, by commodity code.
    #[serde(default, skip_serializing_if = "Vec::is_empty")]
    pub goods_concerned: Vec<CommodityCode>,
    #[serde(default, skip_serializing_if = "Option::is_none")]
    pub prohibitions_restrictions: Option<String>,
    #[serde(default, skip_serializing_if = "Vec::is_empty")]
    pub responsible_customs_offices: Vec<OfficeRef>,
    #[serde(default, skip_serializing_if = "Option::is_none")]
    pub number_of_operations: Option<i64>,
    #[serde(default, skip_serializing_if = "Vec::is_empty")]
    pub location_of_goods: Vec<Location>,
    #[serde(default, skip_serializing_if = "Option::is_none")]
    pub waiver: Option<Waiver>,
    /// The customs procedures the entries are for (procedure codes).
    #[serde(default, skip_serializing_if = "Vec::is_empty")]
    pub procedures_concerned: Vec<CodeRef>,
}

/// The waiver of the obligation to present the goods (UCC 182(3)).
#[derive(Debug, Clone, Default, PartialEq, Eq, Serialize, Deserialize)]
#[cfg_attr(feature = "openapi", derive(utoipa::ToSchema))]
#[serde(rename_all = "camelCase", deny_unknown_fields)]
pub struct Waiver {
    #[serde(default, skip_serializing_if = "Option::is_none")]
    pub indication: Option<bool>,
    #[serde(default, skip_serializing_if = "Option::is_none")]
    pub description: Option<String>,
    #[serde(default, skip_serializing_if = "Option::is_none")]
    pub pre_departure: Option<String>,
}

static DECLARANT: &[Conditional<DeclarantData, Ctx>] = &[
    entry!("/goodsConcerned", goods_concerned, list, |_, _| {
        FieldState::REQUIRED
    }),
    entry!(
        "/prohibitionsRestrictions",
        prohibitions_restrictions,
        value,
        |_, _| { FieldState::REQUIRED }
    ),
    entry!(
        "/responsibleCustomsOffices",
        responsible_customs_offices,
        list,
        |_, _| { FieldState::REQUIRED }
    ),
    entry!(
        "/numberOfOperations",
        number_of_operations,
        value,
        |_, _| { FieldState::REQUIRED }
    ),
    entry!(
        "/proceduresConcerned",
        procedures_concerned,
        list,
        |_, _| { FieldState::REQUIRED }
    ),
    entry!("/waiver/indication", waiver.indication, value, |_, _| {
        FieldState::REQUIRED
    }),
    // "Turning waiver indication off removes its description."
    entry!("/waiver/description", waiver.description, value, |d, _| {
        FieldState::only_if(
            d.waiver
                .as_ref()
                .is_some_and(|w| w.indication == Some(true)),
        )
    }),
];

impl Form for Eir {
    const PATH: &'static str = "eir";

    fn conditionals() -> &'static [Conditional<Self, Ctx>] {
        static TABLE: &[Conditional<Eir, Ctx>] =
            &[entry!("/declarantData", declarant_data, value, |_, _| {
                FieldState::REQUIRED
            })];
        TABLE
    }

    fn limits(l: &mut Limits) {
        let at = "/declarantData";
        l.set(format!("{at}/prohibitionsRestrictions"), Limit::text(TEXT))
            .set(format!("{at}/waiver/description"), Limit::text(TEXT))
            .set(format!("{at}/waiver/preDeparture"), Limit::text(TEXT))
            // a procedure code (CL: 4 characters, e.g. 4000)
            .set(format!("{at}/proceduresConcerned/*/code"), Limit::code(4));
        offices::operations_limits(&format!("{at}/numberOfOperations"), l);
        commodity::limits(&format!("{at}/goodsConcerned/*"), l);
        location::limits(&format!("{at}/locationOfGoods/*"), l);
    }

    fn defaults(_: &Ctx) -> Self {
        Eir {
            declarant_data: Some(DeclarantData::default()),
        }
    }

    fn normalise(form: &mut Self, _: &Change<'_, Self>, ctx: &Ctx, removed: &mut Vec<String>) {
        let Some(data) = form.declarant_data.as_mut() else {
            return;
        };
        let at = Pointer::ROOT.key("declarantData");
        conditional::clean(DECLARANT, data, ctx, &at, removed);
        commodity::clean(
            &mut data.goods_concerned,
            &at.key("goodsConcerned"),
            removed,
        );
        location::renumber(&mut data.location_of_goods);
    }

    fn states(form: &Self, ctx: &Ctx, out: &mut BTreeMap<String, FieldState>) {
        let Some(data) = form.declarant_data.as_ref() else {
            return;
        };
        let at = Pointer::ROOT.key("declarantData");
        conditional::states(DECLARANT, data, ctx, &at, out);
        commodity::states(&data.goods_concerned, &at.key("goodsConcerned"), out);
        location::states(&data.location_of_goods, &at.key("locationOfGoods"), out);
    }

    fn validate(form: &Self, ctx: &Ctx, out: &mut Vec<Violation>) {
        let Some(data) = form.declarant_data.as_ref() else {
            return;
        };
        let at = Pointer::ROOT.key("declarantData");
        conditional::check(DECLARANT, data, ctx, &at, out);
        commodity::validate(&data.goods_concerned, &at.key("goodsConcerned"), out);
        location::validate(&data.location_of_goods, &at.key("locationOfGoods"), out);
        let responsible = at.key("responsibleCustomsOffices");
        offices::unique(&data.responsible_customs_offices, &responsible, out);
    }
}
