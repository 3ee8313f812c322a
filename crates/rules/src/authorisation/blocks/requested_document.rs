//! A requested document (spec 3: documentType, description; 5 "type required; description max
//! 512"), a reusable list of the special procedures' applications.

use serde::{Deserialize, Serialize};

use crate::authorisation::block::Section;
use crate::conditional::Conditional;
use crate::limits::{Limit, Limits, TEXT};
use crate::values::CodeRef;
use crate::{conditional as entry, FieldState};

#[derive(Debug, Clone, Default, PartialEq, Eq, Serialize, Deserialize)]
#[cfg_attr(feature = "openapi", derive(utoipa::ToSchema))]
#[serde(rename_all = "camelCase", deny_unknown_fields)]
pub struct RequestedDocument {
    #[serde(default, skip_serializing_if = "Option::is_none")]
    pub document_type: Option<CodeRef>,
    #[serde(default, skip_serializing_if = "Option::is_none")]
    pub description: Option<String>,
}

static DOCUMENT: &[Conditional<RequestedDocument, ()>] =
    &[entry!("/documentType", document_type, value, |_, _| {
        FieldState::REQUIRED
    })];

impl Section for RequestedDocument {
    type Of = ();

    fn table() -> &'static [Conditional<Self, ()>] {
        DOCUMENT
    }

    fn own_limits(at: &str, l: &mut Limits) {
        l.set(format!("{at}/description"), Limit::text(TEXT));
    }
}

crate::blocks!(RequestedDocument {});

#[cfg(test)]
mod tests {
    use super::*;
    use crate::authorisation::block::testing::paths;

    #[test]
    fn a_requested_document_needs_its_type() {
        let rows = vec![RequestedDocument::default()];
        assert_eq!(
            paths(&rows, (), "requestedDocuments"),
            ["/requestedDocuments/0/documentType"]
        );
    }
}
