//! What the server adds to a kind of the rule crate: the identifiers it owns. Everything else
//! about a kind (model, rules, workflow) lives in `vama-rules`.

use std::{future::Future, pin::Pin};

use rand::Rng;
use serde_json::Value;
use vama_rules::Kind;
use vama_store::{DocumentRow, MessageRecord, TimerRecord};

use super::{
    actions::{ActionDto, ActionResult},
    list_columns::{self, ListColumn},
};
use crate::{
    auth::CurrentUser,
    error::{ApiError, ApiResult, ViolationDto},
    state::AppState,
};

/// A step of a kind's lifecycle, answered later.
pub type StepFuture<'a> = Pin<Box<dyn Future<Output = ApiResult<ActionResult>> + Send + 'a>>;

/// The kind's effects of a transition in the version's transaction, done later.
pub type EffectFuture<'a> = Pin<Box<dyn Future<Output = ApiResult<()>> + Send + 'a>>;

/// A transition of the kind's table being taken, as [`ServedKind::on_transition`] and
/// [`ServedKind::effects`] see it.
#[derive(Clone, Copy)]
pub struct Taken<'a> {
    pub state: &'a AppState,
    pub user: &'a CurrentUser,
    pub action: &'a str,
    /// The status before (`NEW` for a document not stored yet) and after.
    pub from: &'a str,
    pub to: &'a str,
    /// The rule context of the step (today, now, the user).
    pub ctx: &'a vama_rules::Ctx,
    /// The posted action form of an action of [`ServedKind::FORM_ACTIONS`]; of `import`, the
    /// identifiers the file brings (`{"lrn": …}`, see `documents::import`); `Null` otherwise.
    pub form: &'a Value,
}

/// Who reads a stored body (see [`ServedKind::shown_to`]).
#[derive(Debug, Clone, Copy, PartialEq, Eq)]
pub enum Reader {
    /// The holder's side: a trader or agent who may see the document.
    Holder,
    /// Anyone else who may see it (a customs officer), and every exported file.
    Other,
}

impl Reader {
    pub fn of(user: &CurrentUser) -> Reader {
        match user.user_type {
            vama_rules::UserType::Officer => Reader::Other,
            _ => Reader::Holder,
        }
    }
}

/// A document exported in an exchange format of its kind (not our JSON).
pub struct ExportFile {
    pub content_type: &'static str,
    /// The file name's extension, without the dot.
    pub extension: &'static str,
    pub body: String,
}

/// What an export's message header needs from the server: the time and the exporting user.
pub struct ExportContext<'a> {
    /// `YYYY-MM-DDTHH:mm:ss`, UTC, from the server's clock.
    pub now: String,
    pub user: &'a CurrentUser,
}

/// What the server knows of a stored document besides its body: the messages exchanged for it,
/// its timers and the time now (what a kind's lifecycle decides its actions on).
#[derive(Clone, Copy)]
pub struct Known<'a> {
    pub log: &'a [MessageRecord],
    pub timers: &'a [TimerRecord],
    pub now_ms: i64,
}

pub trait ServedKind:
    Kind<Doc: Send + Sync + PartialEq + utoipa::ToSchema + 'static> + Send + Sync + 'static
{
    /// How messages name a document of this kind.
    const LABEL: &'static str;

    /// Where the web app shows the kind's documents and how its navigation reaches them.
    fn screens() -> super::screens::Screens;

    /// The kind's title in the API description.
    fn title() -> String {
        Self::LABEL.to_owned()
    }

    /// Routes of the kind besides the generic ones (T01: the TAD and the messages' XML; G01:
    /// its action screens and balance), mounted beside them by `documents::kind_routes`.
    fn more_routes() -> axum::Router<AppState> {
        axum::Router::new()
    }

    /// The official name of a message of the kind's log (T01: NCTS's, "MRN Allocated" for
    /// IE028); none by default.
    fn message_name(message_type: &str) -> Option<String> {
        let _ = message_type;
        None
    }

    /// The routes of [`ServedKind::more_routes`], described.
    fn describe_more(api: &mut utoipa::openapi::OpenApi) {
        let _ = api;
    }

    /// The file name, without `.xlsx`, of the list's spreadsheet (`GET /v1/{kind}/export-list`).
    const EXPORT_LIST_NAME: &'static str = "md-export";

    /// The columns of the list's spreadsheet, in the spec's words.
    fn list_columns() -> &'static [ListColumn] {
        list_columns::COMMON_COLUMNS
    }

    /// The workflow actions whose users may add and delete the document's attachments (in the
    /// statuses where the action is open to them): those that change the document's content.
    const ATTACHMENT_EDIT_ACTIONS: &'static [&'static str] = &["store"];

    /// The `format` values of `GET /v1/{kind}/{id}/export` besides `json`.
    const EXPORT_FORMATS: &'static [&'static str] = &[];

    /// `doc` as a file in `format`, one of [`ServedKind::EXPORT_FORMATS`], or why this
    /// document cannot be written in it (a 4xx).
    fn export_as(format: &str, doc: &Self::Doc, ctx: &ExportContext<'_>) -> ApiResult<ExportFile> {
        let _ = (doc, ctx);
        Err(ApiError::bad_request(format!(
            "Unknown export format '{format}'"
        )))
    }

    /// The schema file (in `VAMA_NCTS_XSD_DIR`) of the XML message that `POST /v1/{kind}/import`
    /// reads beside our JSON; `None` (the default): the kind imports JSON only.
    const IMPORT_XML_SCHEMA: Option<&'static str> = None;

    /// The document of an imported XML message (already valid against
    /// [`ServedKind::IMPORT_XML_SCHEMA`] when validation is configured), or where its structure
    /// is wrong.
    fn import_xml(xml: &str) -> Result<Self::Doc, ViolationDto> {
        let _ = xml;
        Err(ViolationDto::in_file(
            1,
            "",
            "unsupported",
            "This kind of document imports JSON only",
        ))
    }

    /// Whether a document's reference (its summary's `lrn`) is its filer's own, kept when a
    /// file is imported and unique per holder (t01: traders' software knows its declarations
    /// by their LRN). When not, the server gives each new document its own (an application
    /// reference), an imported one too. True by default.
    const FILER_REFERENCE: bool = true;

    /// Whether the codes of customs offices and countries the kind's documents name are
    /// checked against the catalogs when they are stored, submitted or validated
    /// ([`super::catalog_check`]). Off by default.
    const CHECK_CODES: bool = false;

    /// The parties of `doc` whose AEO status the rules read (ETD's 'Access to Data'): the
    /// server sets each one's `aeoAuthorised` from the EORI catalog, whatever the browser sent
    /// ([`super::catalog_values::aeo_status`]). None by default.
    fn aeo_parties(doc: &mut Self::Doc) -> Vec<&mut vama_rules::blocks::Party> {
        let _ = doc;
        Vec::new()
    }

    /// The office types (`HQ`, `CS`) the customs office at `pointer` must have, and be of
    /// the deployment country ([`super::catalog_check`]); `None` (the default): any office.
    fn office_types(pointer: &str) -> Option<Vec<&'static str>> {
        let _ = pointer;
        None
    }

    /// Where the kind's documents keep catalog values ([`super::catalog_values`]), completed
    /// from the catalogs when they arrive as bare codes (an import, the blank document).
    /// None by default.
    const CATALOG_PLACES: &'static [Place] = &[];

    /// Catalog values the kind derives from others (as JSON, before they are completed):
    /// T01, the departure country from the office of departure. None by default.
    fn derive_from_codes(doc: &mut Value) {
        let _ = doc;
    }

    /// Makes the user of `ctx` the holder of an imported `doc` that names a holder they may
    /// not file for, and gives back the holder the file named; `None` (the default): the kind
    /// has no holder to replace, and the import is refused.
    fn make_user_holder(doc: &mut Self::Doc, ctx: &vama_rules::Ctx) -> Option<String> {
        let _ = (doc, ctx);
        None
    }

    /// The status a step of the table leads to when its target depends on the stored document
    /// (authorisations: `provide-information` returns the application to the status it had
    /// when the information was requested). The table's target by default.
    fn target(to: &'static str, stored: &Self::Doc) -> &'static str {
        let _ = stored;
        to
    }

    /// Keeps the identifiers the server owns: from the stored version on an update, newly
    /// assigned on create (`stored` is `None`). Whatever the client sent for them is ignored.
    fn keep_identity(doc: &mut Self::Doc, stored: Option<&Self::Doc>, today: &str);

    /// A clone is a new document: no identifiers.
    fn clear_identity(doc: &mut Self::Doc);

    /// The table actions whose posted body is the action's own form (g01: the update screen,
    /// Manage Access Codes, withdraw, appeal, the officer's decisions), not the document: the
    /// document is then the stored one, changed only by [`ServedKind::on_transition`], and a
    /// submit without a target status keeps the status (it is a change, not a validation).
    const FORM_ACTIONS: &'static [&'static str] = &[];

    /// What taking a transition of the table does to the document from its own data and the
    /// posted form (g01: the update screen's changes, the submission date): called after
    /// [`ServedKind::keep_identity`] and before the rules run, in every store of a table
    /// transition. It writes nothing anywhere: what needs the store is
    /// [`ServedKind::effects`]. Nothing by default.
    fn on_transition(taken: Taken<'_>, doc: &mut Self::Doc) -> ApiResult<()> {
        let _ = (taken, doc);
        Ok(())
    }

    /// The transition's effects that use the store (g01: the registration reference and the
    /// GRN from their sequences, the ledger account following an amount change), in the
    /// version's transaction `tx`: after the rules passed and the version was checked, so a
    /// refused step (409, 422, or an effect's own refusal) rolls every one of them back with
    /// the version. Nothing by default.
    fn effects<'a>(
        taken: Taken<'a>,
        doc: &'a mut Self::Doc,
        tx: &'a mut vama_store::WriteTx,
    ) -> EffectFuture<'a> {
        let _ = (taken, doc, tx);
        Box::pin(async { Ok(()) })
    }

    /// Whether storing `posted` over `stored` would change nothing (a store without changes
    /// creates no version). By value, except for what the kind keeps sealed at rest.
    fn same_content(state: &AppState, stored: &Self::Doc, posted: &Self::Doc) -> bool {
        let _ = state;
        stored == posted
    }

    /// Opens what the kind keeps sealed at rest (g01: the access codes), before the rules run
    /// on a stored document. Nothing by default.
    fn open_secrets(state: &AppState, doc: &mut Self::Doc) {
        let _ = (state, doc);
    }

    /// Seals what the kind keeps sealed at rest, after the rules ran and before it is stored.
    fn seal_secrets(state: &AppState, doc: &mut Self::Doc) {
        let _ = (state, doc);
    }

    /// The stored `body` as `reader` may see it (g01: the access codes opened for the holder,
    /// removed for everyone else and from exports; authorisations: the time limits overdue on
    /// the server's clock); `None` (the default): as stored. `current` is the status of the
    /// current version when that is what is shown to a user (`None`: an old version, or a
    /// file exported).
    fn shown_to(
        state: &AppState,
        reader: Reader,
        current: Option<&str>,
        body: &str,
    ) -> ApiResult<Option<String>> {
        let _ = (state, reader, current, body);
        Ok(None)
    }

    /// The actions of the kind's lifecycle beyond the platform's table (T01: the NCTS
    /// movement) open to `user` on a document in `status` (`None`: not stored yet), whose
    /// stored text is `body`. None by default.
    fn lifecycle_actions(
        status: Option<&str>,
        id: Option<&str>,
        body: &str,
        user: &CurrentUser,
        known: Known<'_>,
    ) -> Vec<ActionDto> {
        let _ = (status, id, body, user, known);
        Vec::new()
    }

    /// Takes a lifecycle step on `row` (`None`: a document not stored yet). By default the
    /// kind has none: the action is unknown.
    fn lifecycle_step<'a>(
        state: &'a AppState,
        user: &'a CurrentUser,
        row: Option<DocumentRow>,
        action: &'a str,
        body: Value,
    ) -> StepFuture<'a> {
        let _ = (state, user, row, body);
        Box::pin(async move { Err(ApiError::not_found(format!("Unknown action '{action}'"))) })
    }
}

/// Where a document keeps values of one catalog: the member `key` of an object (inside a list
/// named `within`, when the key alone names several catalogs), and which members of the
/// catalog item the document's reference type keeps (`(document member, catalog field)`).
pub struct Place {
    pub key: &'static str,
    pub within: Option<&'static str>,
    pub catalog: &'static str,
    pub members: &'static [(&'static str, &'static str)],
}

/// A message identification: 14 random upper-case letters and digits (DDNTA T1120 limits it to
/// an..14 until the end of the transition; the XSD allows 35).
pub fn message_identification() -> String {
    random_text(14)
}

/// `len` random upper-case letters and digits (without I and O, which read as 1 and 0): the
/// random part of the references and codes the server gives.
pub fn random_text(len: usize) -> String {
    const ALPHABET: &[u8] = b"ABCDEFGHJKLMNPQRSTUVWXYZ0123456789";
    let mut rng = rand::rng();
    (0..len)
        .map(|_| ALPHABET[rng.random_range(0..ALPHABET.len())] as char)
        .collect()
}

/// Today (`YYYY-MM-DD`) as the `YYMMDD` of a reference.
pub fn yymmdd(today: &str) -> String {
    today
        .chars()
        .filter(char::is_ascii_digit)
        .skip(2)
        .take(6)
        .collect()
}
