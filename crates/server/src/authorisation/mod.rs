//! Every authorisation kind served by one implementation: what the server owns of an
//! application (its reference, the submission date, the decision and its reference number)
//! and the effects of the customs-decisions lifecycle's steps (`vama_rules::authorisation::
//! workflow`). A kind of the registry is served here without a line of its own.

mod amendment;
pub mod notice;
mod steps;
pub mod usage;
pub mod validity;

use serde_json::Value;
use vama_rules::{
    authorisation::{time_limits, workflow, Application, Authorisation, Form},
    blocks::ReferenceSegment,
};
use vama_store::WriteTx;

use crate::{
    documents::{
        kinds::{random_text, yymmdd, EffectFuture, Reader, ServedKind, Taken},
        list_columns::ListColumn,
    },
    error::{ApiError, ApiResult},
    state::AppState,
};

pub use steps::FORM_ACTIONS;

impl<F: Form> ServedKind for Authorisation<F> {
    const LABEL: &'static str = "Application";
    const EXPORT_LIST_NAME: &'static str = "md-authorisation-export";

    /// authorisations.md section 2: every kind under `/authorisations/{path}`, reached from
    /// the index of the kinds a user may apply for.
    fn screens() -> crate::documents::screens::Screens {
        use crate::documents::screens::{NavEntry, Screens, DOCUMENT_USERS};
        Screens {
            route: format!("/authorisations/{}", Authorisation::<F>::decision().path),
            area: "authorisations",
            nav: &[NavEntry {
                path: "/authorisations",
                label: "authorisations",
                user_types: DOCUMENT_USERS,
            }],
        }
    }
    const FORM_ACTIONS: &'static [&'static str] = FORM_ACTIONS;
    /// The applicant attaches files to a draft, and when answering a request for information;
    /// not to an issued decision (its files are the decision's, as the office decided it).
    const ATTACHMENT_EDIT_ACTIONS: &'static [&'static str] = &["store", "provide-information"];

    /// The application reference is the server's: an imported application gets a new one.
    const FILER_REFERENCE: bool = false;
    /// Every office and country an application names is one of the catalogs'.
    const CHECK_CODES: bool = true;

    /// The applicant's AEO status, which spares it fields (ETD's 'Access to Data'), and the
    /// representative's.
    fn aeo_parties(doc: &mut Application<F>) -> Vec<&mut vama_rules::blocks::Party> {
        let c = &mut doc.common;
        c.applicant
            .iter_mut()
            .chain(c.representative.iter_mut())
            .collect()
    }

    /// Spec 2 'Common blocks': the competent customs office is of the kind's office types
    /// (HQ for ACT to EIR and CWP, CS for IPO and TEA, either for CGU), of this country.
    fn office_types(pointer: &str) -> Option<Vec<&'static str>> {
        (pointer == "/ca").then(|| {
            Authorisation::<F>::decision()
                .offices
                .iter()
                .map(|o| o.code())
                .collect()
        })
    }

    fn title() -> String {
        let d = Authorisation::<F>::decision();
        format!("{} {}", d.code, d.title)
    }

    fn list_columns() -> &'static [ListColumn] {
        columns::COLUMNS
    }

    /// The decision notice (notice.rs).
    fn more_routes() -> axum::Router<AppState> {
        notice::routes::<F>()
    }

    /// `print-decision` while the decision exists (notice.rs).
    fn lifecycle_actions(
        status: Option<&str>,
        id: Option<&str>,
        _body: &str,
        _user: &crate::auth::CurrentUser,
        _known: crate::documents::kinds::Known<'_>,
    ) -> Vec<crate::documents::actions::ActionDto> {
        notice::action::<F>(status, id)
    }

    /// The server owns the references, the submission date and the decision: whatever the
    /// client sent for them is replaced by the stored ones (a new application gets its
    /// application reference).
    fn keep_identity(doc: &mut Application<F>, stored: Option<&Application<F>>, today: &str) {
        let c = &mut doc.common;
        match stored {
            Some(stored) => {
                let s = &stored.common;
                c.registration_reference = s.registration_reference.clone();
                c.application_submission_date_time = s.application_submission_date_time.clone();
                c.decision = s.decision.clone();
                c.process = s.process.clone();
                c.requested_amendment = s.requested_amendment.clone();
            }
            None => {
                c.registration_reference = Some(ReferenceSegment {
                    reference: Some(application_reference::<F>(today)),
                });
                c.application_submission_date_time = None;
                c.decision = None;
                c.process = None;
                c.requested_amendment = None;
            }
        }
    }

    /// A requested amendment is shown as the application it would put in force, and the
    /// current version's time limits that have passed on the server's clock are named
    /// (`process.overdue`): the server's own rules, so the screen need not know them.
    fn shown_to(
        state: &AppState,
        _reader: Reader,
        current: Option<&str>,
        body: &str,
    ) -> ApiResult<Option<String>> {
        let mut doc: Application<F> = serde_json::from_str(body).map_err(ApiError::internal)?;
        // The references are the decision's: no new one is made, whatever the date.
        let amended = amendment::as_amended(&doc, "")?;
        let overdue = match (current, &doc.common.process) {
            (Some(status), Some(process)) => {
                time_limits::overdue(process, status, &state.clock.today())
            }
            _ => Vec::new(),
        };
        if amended.is_none() && overdue.is_empty() {
            return Ok(None);
        }
        if let Some(amended) = amended {
            let amended = serde_json::to_value(&amended).map_err(ApiError::internal)?;
            doc.common.requested_amendment = Some(Box::new(amended));
        }
        if let Some(process) = doc.common.process.as_mut() {
            process.overdue = overdue.iter().map(|l| l.key().to_owned()).collect();
        }
        serde_json::to_string(&doc)
            .map(Some)
            .map_err(ApiError::internal)
    }

    fn clear_identity(doc: &mut Application<F>) {
        let c = &mut doc.common;
        c.registration_reference = None;
        c.application_submission_date_time = None;
        c.decision = None;
        c.process = None;
        c.requested_amendment = None;
    }

    fn target(to: &'static str, stored: &Application<F>) -> &'static str {
        if to == workflow::RETURN {
            steps::after_information(&stored.common)
        } else {
            to
        }
    }

    fn on_transition(taken: Taken<'_>, doc: &mut Application<F>) -> ApiResult<()> {
        amendment::on_transition(taken, doc)?;
        steps::on_transition(
            taken,
            Authorisation::<F>::decision().decision_days,
            &mut doc.common,
        )
    }

    fn effects<'a>(
        taken: Taken<'a>,
        doc: &'a mut Application<F>,
        tx: &'a mut WriteTx,
    ) -> EffectFuture<'a> {
        Box::pin(steps::effects(
            taken,
            Authorisation::<F>::decision().code,
            &mut doc.common,
            tx,
        ))
    }
}

/// The registry of authorisation kinds as the web app reads it (`x-vama-kinds` of the OpenAPI
/// document, from which `web/src/generated/kinds.gen.ts` is generated): each kind's path,
/// decision code, title, application tab and competent office types, in the registry's order.
/// (Field limits reach the forms with the engine's answer, as every kind's do.)
pub fn registry() -> Value {
    let mut kinds = Vec::new();
    macro_rules! each {
        ($($form:ty),* $(,)?) => {
            $({
                let d = Authorisation::<$form>::decision();
                kinds.push(serde_json::json!({
                    "path": d.path,
                    "code": d.code,
                    "title": d.title,
                    "tab": d.tab.title(),
                    "officeTypes": d.offices.iter().map(|o| format!("{o:?}").to_uppercase()).collect::<Vec<_>>(),
                    "nctsType": d.ncts_type,
                }));
            })*
        };
    }
    vama_rules::for_each_authorisation!(each);
    Value::Array(kinds)
}

/// The lifecycle every authorisation kind shares (one workflow table), published once as
/// `x-vama-lifecycle` beside the registry: the statuses with their colours, what another
/// document's decision finder offers (transit-declaration.md 7), what each step's dialog asks
/// (steps.rs `STEP_FORMS`) and the longest reasons.
pub fn lifecycle() -> Value {
    serde_json::json!({
        "statusColours": workflow::STATUSES
            .iter()
            .filter_map(|s| Some((s.to_string(), Value::from(workflow::colour(s)?))))
            .collect::<serde_json::Map<_, _>>(),
        "lookupStatuses": workflow::LOOKUP_STATUSES,
        "stepForms": steps::STEP_FORMS
            .iter()
            .map(|(action, fields)| (action.to_string(), serde_json::json!(fields)))
            .collect::<serde_json::Map<_, _>>(),
        "reasonsMaxLength": steps::MAX_REASONS,
        // `extend-time-limit` takes 1 to 30 days (DA 13(4); a request for information's
        // deadline, a date, is held to the same 30 days by the server)
        "extensionDaysMax": vama_rules::authorisation::MAX_EXTENSION_DAYS,
    })
}

/// An application reference: the decision code, the date (`YYMMDD`) and 8 random upper-case
/// letters and digits (`ACR261126K7Q2M9XD`), given on the first store.
fn application_reference<F: Form>(today: &str) -> String {
    format!(
        "{}{}{}",
        Authorisation::<F>::decision().code,
        yymmdd(today),
        random_text(8)
    )
}

/// The form's text at `key`, if any.
fn text<'a>(form: &'a Value, key: &str) -> Option<&'a str> {
    form.get(key)
        .and_then(Value::as_str)
        .map(str::trim)
        .filter(|s| !s.is_empty())
}

pub(crate) mod columns;
