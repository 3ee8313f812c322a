//! What a rule may know besides the document: the form mode, the user, today's date and the
//! deployment's settings. Passed in, never read from the environment, so the same call gives
//! the same answer natively and in the browser.

use serde::{Deserialize, Serialize};

/// Form modes of spec section 2.2 (plus `history`, the read-only view of an old version).
#[derive(Debug, Clone, Copy, PartialEq, Eq, Serialize, Deserialize, Default)]
#[serde(rename_all = "kebab-case")]
pub enum Mode {
    #[default]
    New,
    Clone,
    Modify,
    ModifyStored,
    ControlResults,
    View,
    History,
}

impl Mode {
    /// Modes in which the user may change the document (spec 2.2).
    pub fn is_editable(self) -> bool {
        matches!(
            self,
            Mode::New | Mode::Clone | Mode::Modify | Mode::ModifyStored | Mode::ControlResults
        )
    }
}

#[derive(Debug, Clone, Copy, PartialEq, Eq, Serialize, Deserialize, Default, Hash)]
#[serde(rename_all = "lowercase")]
pub enum UserType {
    #[default]
    Trader,
    Agent,
    Officer,
}

/// The signed-in user as the rules see them (spec section 6).
#[derive(Debug, Clone, PartialEq, Eq, Serialize, Deserialize, Default)]
#[serde(rename_all = "camelCase")]
pub struct UserCtx {
    pub user_type: UserType,
    /// The user's own EORI (traders and agents).
    #[serde(default)]
    pub eori: Option<String>,
    #[serde(default)]
    pub name: Option<String>,
    /// Traders: their linked agents' EORIs; agents: the traders they represent.
    #[serde(default)]
    pub linked_eoris: Vec<String>,
    /// Officers: the reference numbers of the customs offices they serve.
    #[serde(default)]
    pub customs_offices: Vec<String>,
    /// The user's own EORI holds an AEO authorisation (the server's EORI catalog says so).
    #[serde(default)]
    pub aeo_authorised: bool,
}

#[derive(Debug, Clone, PartialEq, Eq, Serialize, Deserialize)]
#[serde(rename_all = "camelCase")]
pub struct Ctx {
    pub mode: Mode,
    /// Today, `YYYY-MM-DD`, in the deployment's time zone.
    pub today: String,
    /// Now, `YYYY-MM-DDTHH:mm:ss` (spec's working date format).
    pub now: String,
    pub user: UserCtx,
    /// Deployment country (ISO alpha-2), e.g. `MD`.
    pub country: String,
    /// Application currency (ISO 4217), e.g. `MDL`.
    pub currency: String,
    /// Default language of the deployment (code list LanguageCode), e.g. `RO`.
    #[serde(default)]
    pub language: String,
}

impl Ctx {
    /// A context for tests and examples: a trader in Moldova on a fixed day.
    pub fn example() -> Ctx {
        Ctx {
            mode: Mode::New,
            today: "2026-11-22".into(),
            now: "2026-11-22T10:00:00".into(),
            user: UserCtx {
                user_type: UserType::Trader,
                eori: Some("MD1000000000001".into()),
                name: Some("Demo Trader SRL".into()),
                linked_eoris: vec!["MD2000000000001".into()],
                customs_offices: Vec::new(),
                aeo_authorised: false,
            },
            country: "MD".into(),
            currency: "MDL".into(),
            language: "RO".into(),
        }
    }

    pub fn with_mode(mut self, mode: Mode) -> Ctx {
        self.mode = mode;
        self
    }

    pub fn with_user(mut self, user: UserCtx) -> Ctx {
        self.user = user;
        self
    }
}
