//! The transfer of rights and obligations (spec 3: indication, description; 5 "indication
//! required; description max 512"). The description says what is transferred: it goes with the
//! indication (removed when the indication is cleared).

use serde::{Deserialize, Serialize};

use crate::authorisation::block::Section;
use crate::conditional::Conditional;
use crate::limits::{Limit, Limits, TEXT};
use crate::{conditional as entry, FieldState};

/// The transfer of rights and obligations is an indication with its description, as are the
/// storage of Union goods and the temporary removal (spec 4: "turning off an indication
/// (storage of Union goods, temporary removal) clears its description").
pub type RightsTransfer = Indicated;

#[derive(Debug, Clone, Default, PartialEq, Eq, Serialize, Deserialize)]
#[cfg_attr(feature = "openapi", derive(utoipa::ToSchema))]
#[serde(rename_all = "camelCase", deny_unknown_fields)]
pub struct Indicated {
    #[serde(default, skip_serializing_if = "Option::is_none")]
    pub indication: Option<bool>,
    #[serde(default, skip_serializing_if = "Option::is_none")]
    pub description: Option<String>,
}

static TRANSFER: &[Conditional<Indicated, ()>] = &[
    entry!("/indication", indication, value, |_, _| {
        FieldState::REQUIRED
    }),
    entry!("/description", description, value, |t, _| {
        if t.indication == Some(true) {
            FieldState::OPTIONAL
        } else {
            FieldState::NOT_ALLOWED
        }
    }),
];

impl Section for Indicated {
    type Of = ();

    fn table() -> &'static [Conditional<Self, ()>] {
        TRANSFER
    }

    fn own_limits(at: &str, l: &mut Limits) {
        l.set(format!("{at}/description"), Limit::text(TEXT));
    }

    /// A new indication answers no until the applicant says yes (a required yes-or-no that
    /// an untouched checkbox could not give).
    fn blank(_: &crate::Ctx) -> Self {
        Indicated {
            indication: Some(false),
            description: None,
        }
    }
}

crate::blocks!(Indicated {});

#[cfg(test)]
mod tests {
    use super::*;
    use crate::authorisation::block::testing::{paths, removed};

    #[test]
    fn the_description_of_a_transfer_goes_with_its_indication() {
        let mut t = Indicated {
            indication: Some(false),
            description: Some("To the subsidiary".into()),
        };
        assert_eq!(
            removed(&mut t, (), "rightsTransfer", None),
            ["/rightsTransfer/description"]
        );
        assert_eq!(paths(&Indicated::default(), (), ""), ["/indication"]);
    }
}
