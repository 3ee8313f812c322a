//! What every authorisation application has (authorisations.md sections 2 'Common blocks', 3
//! 'Common application fields' and 6): the general applicant data (applicant, representative,
//! competent customs authority), main accounts, attached documents and the user attestation,
//! and the fields the server owns (references, dates, the decision).

use serde::{Deserialize, Serialize};

use super::location::Location;
use crate::authorisation::block::Block;
use crate::blocks::{Party, ReferenceSegment};
use crate::conditional::{self, Conditional, Pointer};
use crate::limits::{Limit, Limits, REFERENCE, TEXT};
use crate::text::Text;
use crate::values::{CodeRef, OfficeRef};
use crate::{conditional as entry, Ctx, FieldState, Mode, UserType, Violation};

/// The common part of every application, flattened into the kind's document.
#[derive(Debug, Clone, Default, PartialEq, Eq, Serialize, Deserialize)]
#[cfg_attr(feature = "openapi", derive(utoipa::ToSchema))]
#[serde(rename_all = "camelCase")]
pub struct Common {
    /// The decision type (`{code: "ACR"}`), set by the server from the kind.
    #[serde(default, skip_serializing_if = "Option::is_none")]
    pub decision_type: Option<CodeRef>,
    /// The application reference, given by the server on the first store.
    #[serde(default, skip_serializing_if = "Option::is_none")]
    pub registration_reference: Option<ReferenceSegment>,
    /// `YYYY-MM-DDTHH:mm:ss`, set by the server on `submit`.
    #[serde(default, skip_serializing_if = "Option::is_none")]
    pub application_submission_date_time: Option<String>,
    /// The decision taken on the application (set by the office's steps).
    #[serde(default, skip_serializing_if = "Option::is_none")]
    pub decision: Option<Decision>,
    /// What the steps of the process said and when things are due (set by the server).
    #[serde(default, skip_serializing_if = "Option::is_none")]
    pub process: Option<Process>,
    /// The application as the holder asks to amend the decision (`request-amendment`), waiting
    /// beside the one in force, which declarations go on using, until the office amends the
    /// decision with it or refuses it (set by the server).
    #[serde(default, skip_serializing_if = "Option::is_none")]
    #[cfg_attr(feature = "openapi", schema(value_type = Option<Object>))]
    pub requested_amendment: Option<Box<serde_json::Value>>,
    /// The applicant (`EORINumber`, `name`, `aeoAuthorised`).
    #[serde(default, skip_serializing_if = "Option::is_none")]
    pub applicant: Option<Party>,
    /// An agent filing for the applicant (spec 6).
    #[serde(default, skip_serializing_if = "Option::is_none")]
    pub representative: Option<Party>,
    /// The competent customs authority: the office that decides (`{code, name}`).
    #[serde(default, skip_serializing_if = "Option::is_none")]
    pub ca: Option<OfficeRef>,
    #[serde(default, skip_serializing_if = "Option::is_none")]
    pub main_accounts: Option<MainAccounts>,
    /// What each attached file is (the files themselves go through the attachments API).
    #[serde(default, skip_serializing_if = "Vec::is_empty")]
    pub attached_documents: Vec<RequestedDocument>,
    /// 'I attest that the information given is true and complete': required to submit.
    #[serde(default, skip_serializing_if = "Option::is_none")]
    pub attestation: Option<bool>,
}

/// The decision on the application: reference number, dates and what the office wrote.
#[derive(Debug, Clone, Default, PartialEq, Eq, Serialize, Deserialize)]
#[cfg_attr(feature = "openapi", derive(utoipa::ToSchema))]
#[serde(rename_all = "camelCase", deny_unknown_fields)]
pub struct Decision {
    /// `MDACR2026000017`: country, decision code, year, national serial (given on `issue`).
    #[serde(default, skip_serializing_if = "Option::is_none")]
    pub reference_number: Option<String>,
    /// `YYYY-MM-DD` of the favourable or unfavourable decision.
    #[serde(default, skip_serializing_if = "Option::is_none")]
    pub decision_date: Option<String>,
    #[serde(default, skip_serializing_if = "Option::is_none")]
    pub validity_start: Option<String>,
    #[serde(default, skip_serializing_if = "Option::is_none")]
    pub validity_end: Option<String>,
}

/// The record of the process (UCC 22): each step's reasons, grounds or answer, the status an
/// open request for information came from, and the time limits that run.
#[derive(Debug, Clone, Default, PartialEq, Eq, Serialize, Deserialize)]
#[cfg_attr(feature = "openapi", derive(utoipa::ToSchema))]
#[serde(rename_all = "camelCase", deny_unknown_fields)]
pub struct Process {
    /// The steps' texts, oldest first.
    #[serde(default, skip_serializing_if = "Vec::is_empty")]
    pub notes: Vec<StepNote>,
    /// The status the application had when information was requested (where
    /// `provide-information` returns it).
    #[serde(default, skip_serializing_if = "Option::is_none")]
    pub information_requested_in: Option<String>,
    /// `YYYY-MM-DD` by which the office must accept the application (30 days after submission).
    #[serde(default, skip_serializing_if = "Option::is_none")]
    pub acceptance_due: Option<String>,
    /// `YYYY-MM-DD` by which the decision is due (after acceptance, plus extensions).
    #[serde(default, skip_serializing_if = "Option::is_none")]
    pub decision_due: Option<String>,
    /// `YYYY-MM-DD` by which the applicant answers a request for information or comments on a
    /// hearing.
    #[serde(default, skip_serializing_if = "Option::is_none")]
    pub applicant_due: Option<String>,
    /// Served, never stored: the time limits (`acceptanceDue`, `decisionDue`, `applicantDue`)
    /// that have passed on the server's clock while the current version still waits for their
    /// step ([`crate::authorisation::time_limits::overdue`]). The stored process replaces
    /// whatever a client posts back.
    #[serde(default, skip_serializing_if = "Vec::is_empty")]
    pub overdue: Vec<String>,
}

/// One step's text: who wrote what, when.
#[derive(Debug, Clone, Default, PartialEq, Eq, Serialize, Deserialize)]
#[cfg_attr(feature = "openapi", derive(utoipa::ToSchema))]
#[serde(rename_all = "camelCase", deny_unknown_fields)]
pub struct StepNote {
    pub action: String,
    /// `YYYY-MM-DDTHH:mm:ss`.
    pub at: String,
    #[serde(default, skip_serializing_if = "Option::is_none")]
    pub text: Option<String>,
    /// A deadline or date the step set (`YYYY-MM-DD`).
    #[serde(default, skip_serializing_if = "Option::is_none")]
    pub until: Option<String>,
}

/// Main accounts (DA Annex A 4/3 and 8/1): the type of accounts and where they are held.
#[derive(Debug, Clone, Default, PartialEq, Eq, Serialize, Deserialize)]
#[cfg_attr(feature = "openapi", derive(utoipa::ToSchema))]
#[serde(rename_all = "camelCase", deny_unknown_fields)]
pub struct MainAccounts {
    #[serde(default, skip_serializing_if = "Option::is_none")]
    pub type_of_accounts: Option<String>,
    /// The places where the main accounts are held.
    #[serde(default, skip_serializing_if = "Vec::is_empty")]
    pub records: Vec<Location>,
}

/// An attached document is a requested document: its type and a description.
pub use super::requested_document::RequestedDocument;

/// The `changed` command of the agent's 'I am Holder' button (spec 6).
pub const I_AM_HOLDER: &str = "#i-am-holder";

/// Spec 6: "A trader defaults to their own EORI as holder ... An agent defaults to being the
/// representative".
pub fn defaults(ctx: &Ctx) -> Common {
    let mut common = Common::default();
    match ctx.user.user_type {
        UserType::Trader => common.applicant = Some(own_party(ctx)),
        UserType::Agent => common.representative = Some(own_party(ctx)),
        UserType::Officer => {}
    }
    common
}

/// The user as a party: their EORI, name and AEO status.
fn own_party(ctx: &Ctx) -> Party {
    Party {
        aeo_authorised: ctx.user.aeo_authorised.then_some(true),
        ..Party::new(ctx.user.eori.as_deref(), ctx.user.name.as_deref())
    }
}

/// Agent mode: an agent filing for someone else (the representative is theirs).
fn agent_mode(common: &Common, ctx: &Ctx) -> bool {
    ctx.user.user_type == UserType::Agent
        && common.applicant.as_ref().and_then(Party::eori) != ctx.user.eori.as_deref()
}

/// 'I am Holder': the agent becomes the applicant and the representative goes.
pub fn i_am_holder(common: &mut Common, ctx: &Ctx, removed: &mut Vec<String>) {
    if ctx.user.user_type != UserType::Agent {
        return;
    }
    common.applicant = Some(own_party(ctx));
    if common.representative.take().is_some() {
        removed.push("/representative".into());
    }
}

/// Spec 2 and 6; a parent before what depends on it.
pub static COMMON: &[Conditional<Common, Ctx>] = &[
    // "A trader ... cannot change the applicant."
    entry!("/applicant", applicant, value, |_, ctx| {
        FieldState::REQUIRED.disabled(ctx.user.user_type == UserType::Trader)
    }),
    entry!(
        "/applicant/EORINumber",
        applicant.eori_number,
        value,
        |_, _| { FieldState::REQUIRED }
    ),
    // "The representative is mandatory for agents, who may switch to being the holder."
    entry!("/representative", representative, value, |c, ctx| {
        FieldState::only_if(agent_mode(c, ctx)).disabled(true)
    }),
    entry!("/ca", ca, value, |_, _| FieldState::REQUIRED),
    // "A user attestation is shown only outside view mode", required to submit.
    entry!("/attestation", attestation, value, |_, ctx| {
        match ctx.mode {
            Mode::View | Mode::History => FieldState::OPTIONAL.disabled(true),
            _ => FieldState::REQUIRED,
        }
    }),
];

pub fn limits(l: &mut Limits) {
    crate::blocks::Party::limits("/applicant", l);
    crate::blocks::Party::limits("/representative", l);
    l.set("/mainAccounts/typeOfAccounts", Limit::text(TEXT))
        .set("/registrationReference/reference", Limit::text(REFERENCE));
    super::location::limits("/mainAccounts/records/*", l);
    Vec::<RequestedDocument>::limits("/attachedDocuments", l);
}

/// Presence of the common fields, of the main accounts' records and of the attached documents.
pub fn states(
    common: &Common,
    ctx: &Ctx,
    out: &mut std::collections::BTreeMap<String, FieldState>,
) {
    conditional::states(COMMON, common, ctx, &Pointer::ROOT, out);
    if let Some(accounts) = &common.main_accounts {
        let at = Pointer::ROOT.key("mainAccounts");
        let records = at.key("records");
        super::location::states(&accounts.records, &records, out);
    }
    let docs = Pointer::ROOT.key("attachedDocuments");
    common.attached_documents.states((), &docs, out);
}

pub fn validate(common: &Common, ctx: &Ctx, out: &mut Vec<Violation>) {
    conditional::check(COMMON, common, ctx, &Pointer::ROOT, out);
    if common.attestation == Some(false) && ctx.mode.is_editable() {
        out.push(Violation::of(
            "/attestation",
            "attestation",
            Text::new("attestation-required"),
        ));
    }
    if let Some(accounts) = &common.main_accounts {
        let at = Pointer::ROOT.key("mainAccounts");
        super::location::validate(&accounts.records, &at.key("records"), out);
    }
    let docs = Pointer::ROOT.key("attachedDocuments");
    common.attached_documents.validate((), &docs, out);
}

pub fn normalise(common: &mut Common, changed: Option<&str>, ctx: &Ctx, removed: &mut Vec<String>) {
    if changed == Some(I_AM_HOLDER) {
        i_am_holder(common, ctx, removed);
    }
    conditional::clean(COMMON, common, ctx, &Pointer::ROOT, removed);
    if let Some(accounts) = &mut common.main_accounts {
        super::location::renumber(&mut accounts.records);
    }
}
