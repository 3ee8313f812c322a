//! The transit declaration T01 (IE015): model, defaults, presence, rules and workflow.

mod model;
mod workflow;

use std::collections::BTreeMap;

pub use model::*;

use crate::{kind::Kind, Ctx, FieldState, Summary, Violation};

pub struct T01;

impl Kind for T01 {
    const NAME: &'static str = "t01";
    type Doc = Declaration;

    fn defaults(ctx: &Ctx) -> Declaration {
        let _ = ctx;
        Declaration::default()
    }

    fn normalise(
        _doc: &mut Declaration,
        _previous: Option<&Declaration>,
        _changed: Option<&str>,
        _ctx: &Ctx,
    ) -> Vec<String> {
        Vec::new()
    }

    fn validate(_doc: &Declaration, _ctx: &Ctx) -> Vec<Violation> {
        Vec::new()
    }

    fn fields(_doc: &Declaration, _ctx: &Ctx) -> BTreeMap<String, FieldState> {
        BTreeMap::new()
    }

    fn summary(doc: &Declaration) -> Summary {
        Summary {
            holder_eori: doc.applicant.as_ref().and_then(|a| a.eori_number.clone()),
            holder_name: doc.applicant.as_ref().and_then(|a| a.name.clone()),
            lrn: doc.lrn.clone(),
            mrn: doc.mrn.clone(),
            grn: None,
            declaration_type: doc.declaration_type.as_ref().map(|t| t.code.clone()),
            office_of_departure: doc.departure_office.as_ref().map(|o| o.code.clone()),
            office_of_destination: doc.destination_office.as_ref().map(|o| o.code.clone()),
        }
    }

    fn workflow() -> &'static [crate::workflow::Transition] {
        workflow::TABLE
    }
}
