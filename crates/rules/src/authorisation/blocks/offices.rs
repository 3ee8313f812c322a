//! Customs offices named by an application (spec 3: `customsOffices`, a list with code and
//! name): the offices of destination of ACT and ACE, of departure of ACR, the responsible
//! offices of EIR; and the number of operations (spec 5 'Common': required, at least 0).

use std::collections::BTreeMap;

use crate::conditional::Pointer;
use crate::limits::{Limit, Limits};
use crate::text::Text;
use crate::values::OfficeRef;
use crate::{FieldState, Violation};

/// A list of offices that must have at least one member.
pub fn states(list: &'static str, out: &mut BTreeMap<String, FieldState>) {
    out.insert(format!("/{list}"), FieldState::REQUIRED);
}

/// A required list of offices: at least one, none twice.
pub fn validate(offices: &[OfficeRef], at: &Pointer<'_>, out: &mut Vec<Violation>) {
    if offices.is_empty() {
        out.push(crate::conditional::at_least_one_member(&at.pointer()));
    }
    unique(offices, at, out);
}

/// "No office twice" in a list of offices.
pub fn unique(offices: &[OfficeRef], at: &Pointer<'_>, out: &mut Vec<Violation>) {
    let mut seen = std::collections::BTreeSet::new();
    for (i, office) in offices.iter().enumerate() {
        if !seen.insert(office.code.as_str()) {
            out.push(Violation::of(
                at.index(i).pointer(),
                "unique-office",
                Text::new("unique-office").with("office", &office.code),
            ));
        }
    }
}

/// Spec 5: "operationsNumber: required, minimum 0"; SDE: "maximum 7 digits".
pub const OPERATIONS: Limit = Limit::range(0, 9_999_999);

pub fn operations_limits(path: &str, l: &mut Limits) {
    l.set(path, OPERATIONS);
}

/// The number of operations of an application (spec 5 'Common': "operationsNumber: required,
/// minimum 0 (all applications ...)"), flattened into the kinds that count them so.
#[derive(Debug, Clone, Default, PartialEq, Eq, serde::Serialize, serde::Deserialize)]
#[cfg_attr(feature = "openapi", derive(utoipa::ToSchema))]
#[serde(rename_all = "camelCase")]
pub struct Operations {
    #[serde(default, skip_serializing_if = "Option::is_none")]
    pub operations_number: Option<i64>,
}

static NUMBER: &[crate::conditional::Conditional<Operations, ()>] = &[crate::conditional!(
    "/operationsNumber",
    operations_number,
    value,
    |_, _| FieldState::REQUIRED
)];

impl crate::authorisation::block::Section for Operations {
    type Of = ();

    fn table() -> &'static [crate::conditional::Conditional<Self, ()>] {
        NUMBER
    }

    fn own_limits(at: &str, l: &mut Limits) {
        operations_limits(&format!("{at}/operationsNumber"), l);
    }
}

crate::blocks!(Operations {});

#[cfg(test)]
mod tests {
    use super::*;

    #[test]
    fn an_office_list_needs_a_member_and_no_office_twice() {
        let mut out = Vec::new();
        let at = Pointer::ROOT;
        let at = at.key("customsOffices");
        validate(&[], &at, &mut out);
        assert_eq!(out[0].rule, "at-least-one-member");
        let office = OfficeRef {
            code: "MD100100".into(),
            name: None,
        };
        out.clear();
        validate(&[office.clone(), office], &at, &mut out);
        assert_eq!(out.len(), 1);
        assert_eq!(out[0].path, "/customsOffices/1");
    }
}
