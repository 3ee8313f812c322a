//! The deferment of payment of an application (spec 3 DPO 'Payment deferment' and SDE
//! 'Simplified declaration'; 5: "type of deferment of payment and customs office of guarantee
//! required"): which of the ways of UCC 110 the holder asks for (CL-4701, type-of-deferment)
//! and the office that holds the guarantee for it. DPO asks it inside its payment deferment,
//! SDE at its root: one block, flattened where each kind keeps it.

use serde::{Deserialize, Serialize};

use crate::authorisation::block::Section;
use crate::conditional::Conditional;
use crate::values::{CodeRef, OfficeRef};
use crate::{conditional as entry, FieldState};

#[derive(Debug, Clone, Default, PartialEq, Eq, Serialize, Deserialize)]
#[cfg_attr(feature = "openapi", derive(utoipa::ToSchema))]
#[serde(rename_all = "camelCase")]
pub struct Deferment {
    /// CL-4701 (type-of-deferment).
    #[serde(default, skip_serializing_if = "Option::is_none")]
    pub deferment_payment_type: Option<CodeRef>,
    #[serde(default, skip_serializing_if = "Option::is_none")]
    pub customs_office_of_guarantee: Option<OfficeRef>,
}

static DEFERMENT: &[Conditional<Deferment, ()>] = &[
    entry!(
        "/defermentPaymentType",
        deferment_payment_type,
        value,
        |_, _| FieldState::REQUIRED
    ),
    entry!(
        "/customsOfficeOfGuarantee",
        customs_office_of_guarantee,
        value,
        |_, _| FieldState::REQUIRED
    ),
];

impl Section for Deferment {
    type Of = ();

    fn table() -> &'static [Conditional<Self, ()>] {
        DEFERMENT
    }

    fn own_limits(at: &str, l: &mut crate::limits::Limits) {
        l.catalog(format!("{at}/defermentPaymentType"), "type-of-deferment");
    }
}

crate::blocks!(Deferment {});

#[cfg(test)]
mod tests {
    use super::*;
    use crate::authorisation::block::Block;
    use crate::conditional::Pointer;

    #[test]
    fn the_type_of_deferment_and_the_office_of_guarantee_are_required() {
        let mut out = Vec::new();
        Deferment::default().validate((), &Pointer::ROOT, &mut out);
        let paths: Vec<&str> = out.iter().map(|v| v.path.as_str()).collect();
        assert_eq!(
            paths,
            ["/defermentPaymentType", "/customsOfficeOfGuarantee"],
            "{out:?}"
        );
    }
}
