//! The transit declaration T01 (IE015): model, defaults, presence, rules, workflow and the
//! NCTS movement (`movement`: the lifecycle table after submission).

pub mod codes;
pub mod generate;
pub mod limit_table;
pub mod limits;
pub mod model;
pub mod movement;
pub mod rules;
pub mod testing;
mod workflow;

#[cfg(test)]
mod tests;

use std::collections::BTreeMap;

pub use model::*;
pub use rules::holder::{i_am_holder, make_user_holder, I_AM_HOLDER};
pub use rules::normalise::CONFIRM_GUARANTEE_TYPE_CHANGE;

use crate::{kind::Kind, Choices, Ctx, FieldState, Focus, Summary, Violation};

pub struct T01;

impl Kind for T01 {
    const NAME: &'static str = "t01";
    type Doc = Declaration;

    fn defaults(ctx: &Ctx) -> Declaration {
        rules::defaults::defaults(ctx)
    }

    fn normalise(
        doc: &mut Declaration,
        previous: Option<&Declaration>,
        changed: Option<&str>,
        ctx: &Ctx,
    ) -> Vec<String> {
        rules::normalise::normalise(doc, previous, changed, ctx)
    }

    fn validate(doc: &Declaration, ctx: &Ctx) -> Vec<Violation> {
        rules::validate::validate(doc, ctx)
    }

    fn fields_for(doc: &Declaration, ctx: &Ctx, focus: Focus<'_>) -> BTreeMap<String, FieldState> {
        rules::presence::fields(doc, ctx, focus)
    }

    fn choices_for(doc: &Declaration, ctx: &Ctx, focus: Focus<'_>) -> BTreeMap<String, Choices> {
        rules::choices::choices(doc, ctx, focus)
    }

    fn limits() -> crate::limits::Limits {
        limit_table::table()
    }

    fn summary(doc: &Declaration) -> Summary {
        Summary {
            holder_eori: doc.applicant.as_ref().and_then(|a| a.eori_number.clone()),
            holder_name: doc.applicant.as_ref().and_then(|a| a.name.clone()),
            reference: doc.lrn.clone(),
            issued_reference: doc.mrn.clone(),
            type_code: doc.declaration_type.as_ref().map(|t| t.code.clone()),
            office_of_departure: doc.departure_office.as_ref().map(|o| o.code.clone()),
            office_of_destination: doc.destination_office.as_ref().map(|o| o.code.clone()),
            offices_en_route: doc
                .transit_offices
                .iter()
                .filter_map(|o| o.customs_office.as_ref())
                .chain(
                    doc.exit_offices
                        .iter()
                        .filter_map(|o| o.customs_office.as_ref()),
                )
                .map(|o| o.code.clone())
                .collect(),
            ..Summary::default()
        }
    }

    fn workflow() -> &'static [crate::workflow::Transition] {
        workflow::TABLE
    }
}
