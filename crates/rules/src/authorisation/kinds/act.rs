//! ACT, authorised consignee for TIR, and ACE, authorised consignee for Union transit (spec 2:
//! locations where goods will be received, customs offices of destination, number of
//! operations): the same sections, two decision types.

use std::collections::BTreeMap;

use serde::{Deserialize, Serialize};

use crate::authorisation::application::Form;
use crate::authorisation::blocks::places;
use crate::change::Change;
use crate::limits::Limits;
use crate::{Ctx, FieldState, Violation};

macro_rules! consignee {
    ($name:ident, $path:literal, $doc:literal) => {
        $crate::operation_places! {
            #[doc = $doc]
            #[derive(Debug, Clone, Default, PartialEq, Eq, Serialize, Deserialize)]
            #[cfg_attr(feature = "openapi", derive(utoipa::ToSchema))]
            #[serde(rename_all = "camelCase")]
            pub struct $name {}
        }

        impl Form for $name {
            const PATH: &'static str = $path;

            fn limits(l: &mut Limits) {
                places::limits(l);
            }

            fn normalise(form: &mut Self, _: &Change<'_, Self>, _: &Ctx, _: &mut Vec<String>) {
                places::normalise(&mut form.locations);
            }

            fn states(form: &Self, _: &Ctx, out: &mut BTreeMap<String, FieldState>) {
                places::states(&form.places(), out);
            }

            fn validate(form: &Self, _: &Ctx, out: &mut Vec<Violation>) {
                places::validate(&form.places(), out);
            }
        }
    };
}

consignee!(
    Act,
    "act",
    "ACT: the TIR consignee's places and offices of destination."
);
consignee!(
    Ace,
    "ace",
    "ACE: the Union transit consignee's places and offices of destination."
);
