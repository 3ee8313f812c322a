//! What a processing or a use is of (spec 2: IPO and EUS "goods to be processed, processed
//! products, ... places of processing or use", OPO "goods to be processed, processed products,
//! ... places of processing or use"): three lists, each required, the same in the three
//! kinds, flattened into the section each keeps them in (`inwardProcessing`, `endUse`,
//! `outwardProcessing`).

use serde::{Deserialize, Serialize};

use crate::authorisation::block::Section;
use crate::authorisation::blocks::location::Location;
use crate::authorisation::blocks::procedure_goods::{GoodsOf, ProcedureGoods};
use crate::authorisation::blocks::processed_product::{ProcessedProduct, Products};
use crate::conditional::Conditional;
use crate::{conditional as entry, FieldState};

#[derive(Debug, Clone, Default, PartialEq, Eq, Serialize, Deserialize)]
#[cfg_attr(feature = "openapi", derive(utoipa::ToSchema))]
#[serde(rename_all = "camelCase")]
pub struct ProcessingGoods {
    #[serde(default, skip_serializing_if = "Vec::is_empty")]
    pub special_procedure_goods: Vec<ProcedureGoods>,
    #[serde(default, skip_serializing_if = "Vec::is_empty")]
    pub processed_products: Vec<ProcessedProduct>,
    #[serde(default, skip_serializing_if = "Vec::is_empty")]
    pub places_of_processing: Vec<Location>,
}

/// What the processing is: an end use (EUS) keeps the identification of goods beside
/// equivalent goods and shows the products' special provisions; an inward processing whose
/// duty is calculated on the processed products (UCC 86(3)) asks their 8-digit codes.
#[derive(Debug, Clone, Copy, Default)]
pub struct ProcessingOf {
    pub end_use: bool,
    pub eight_digits: bool,
}

static LISTS: &[Conditional<ProcessingGoods, ProcessingOf>] = &[
    entry!(
        "/specialProcedureGoods",
        special_procedure_goods,
        list,
        |_, _| FieldState::REQUIRED
    ),
    entry!("/processedProducts", processed_products, list, |_, _| {
        FieldState::REQUIRED
    }),
    entry!("/placesOfProcessing", places_of_processing, list, |_, _| {
        FieldState::REQUIRED
    }),
];

impl Section for ProcessingGoods {
    type Of = ProcessingOf;

    fn table() -> &'static [Conditional<Self, ProcessingOf>] {
        LISTS
    }
}

// Goods of a special procedure with their rate of yield.
crate::blocks!(ProcessingGoods {
    special_procedure_goods: "specialProcedureGoods" => |_, of: ProcessingOf| GoodsOf {
        processing: true,
        identification_stays: of.end_use,
    },
    processed_products: "processedProducts" => |_, of: ProcessingOf| Products {
        end_use: of.end_use,
        eight_digits: of.eight_digits,
    },
    places_of_processing: "placesOfProcessing",
});

#[cfg(test)]
mod tests {
    use super::*;
    use crate::authorisation::block::Block;
    use crate::conditional::Pointer;

    #[test]
    fn the_goods_the_products_and_the_places_are_each_required() {
        let mut out = Vec::new();
        ProcessingGoods::default().validate(ProcessingOf::default(), &Pointer::ROOT, &mut out);
        let paths: Vec<&str> = out.iter().map(|v| v.path.as_str()).collect();
        assert_eq!(
            paths,
            [
                "/specialProcedureGoods",
                "/processedProducts",
                "/placesOfProcessing"
            ],
            "{out:?}"
        );
    }
}
