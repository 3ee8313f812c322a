//! The data that crosses the store interface. Times are Unix epoch milliseconds (UTC) in both
//! databases, so keyset comparisons behave the same everywhere.

use serde::{Deserialize, Serialize};

#[derive(Debug, thiserror::Error)]
pub enum StoreError {
    /// The document changed since the client loaded it (HTTP 409).
    #[error("the document was changed by someone else (version {current} is current)")]
    Conflict { current: i64 },
    #[error("not found")]
    NotFound,
    /// A uniqueness constraint (e.g. user name) was violated.
    #[error("duplicate: {0}")]
    Duplicate(String),
    /// The request cannot be answered as asked (e.g. a date filter that is not epoch
    /// milliseconds, an unsupported database URL): the caller's mistake (HTTP 400).
    #[error("bad query: {0}")]
    BadQuery(String),
    /// A guarantee's balance is less than a debit asks (the debit is refused, nothing is
    /// written). The balance in minor units.
    #[error("the guarantee balance ({balance_cents} hundredths) does not cover the amount")]
    Insufficient { balance_cents: i64 },
    /// A bounded collection (a document's attachments) already holds its `limit`: nothing is
    /// written.
    #[error("already {limit}, the most allowed")]
    Full { limit: usize },
    #[error(transparent)]
    Database(#[from] sqlx::Error),
    #[error(transparent)]
    Migrate(#[from] sqlx::migrate::MigrateError),
}

pub type Result<T, E = StoreError> = std::result::Result<T, E>;

/// Indexed columns of a document, derived from its body by the kind's rules. Each is a role
/// that every kind fills in its own vocabulary (`vama_rules::Summary` says which value of
/// which kind goes where); a kind's list columns name them.
#[derive(Debug, Clone, Default, PartialEq, Eq, Serialize, Deserialize)]
#[serde(rename_all = "camelCase")]
pub struct DocSummary {
    pub holder_eori: Option<String>,
    pub holder_name: Option<String>,
    /// The filer's own reference (an LRN, an application reference).
    pub reference: Option<String>,
    /// The reference customs allocates (an MRN, a GRN, a decision reference number).
    pub issued_reference: Option<String>,
    /// A further reference the list shows (a guarantee's storage reference).
    #[serde(default)]
    pub other_reference: Option<String>,
    /// The type code (declaration, guarantee or decision type).
    pub type_code: Option<String>,
    pub office_of_departure: Option<String>,
    pub office_of_destination: Option<String>,
    /// The office that decides on the document (g01: the customs office of guarantee). When
    /// set, it is the officers' access column instead of departure and destination.
    #[serde(default)]
    pub customs_office: Option<String>,
    /// An amount and what of it is still available (a guarantee's amount and balance): exact
    /// decimals as text.
    #[serde(default)]
    pub amount: Option<String>,
    #[serde(default)]
    pub balance: Option<String>,
    /// `YYYY-MM-DD` (or the working format with a time): ISO text sorts as dates do.
    #[serde(default)]
    pub end_date: Option<String>,
    /// The date the document was submitted (lodged), `YYYY-MM-DD`.
    #[serde(default)]
    pub submitted_on: Option<String>,
    /// The date it was decided on (an authorisation's decision date), `YYYY-MM-DD`.
    #[serde(default)]
    pub decided_on: Option<String>,
    /// The offices of transit and exit (the ATR's offices). Written with every version into
    /// their own table; rows read back leave it empty (no list shows it).
    #[serde(default, skip_serializing_if = "Vec::is_empty")]
    pub offices_en_route: Vec<String>,
}

/// A new document (its version 1).
#[derive(Debug, Clone)]
pub struct NewDocument {
    pub kind: String,
    pub status: String,
    pub summary: DocSummary,
    /// EORI of the user who filed it (trader or agent).
    pub filer_eori: Option<String>,
    /// User name of who stored this version.
    pub created_by: String,
    /// The JSON body.
    pub body: String,
    pub now_ms: i64,
}

/// A new version of an existing document.
#[derive(Debug, Clone)]
pub struct NewVersion {
    /// The version the client loaded; the store fails with `Conflict` when it is not current.
    pub expected_version: i64,
    pub status: String,
    pub summary: DocSummary,
    pub created_by: String,
    pub body: String,
    pub now_ms: i64,
}

/// One record of the action log ("Actions and History").
#[derive(Debug, Clone, PartialEq, Eq, Serialize, Deserialize)]
#[serde(rename_all = "camelCase")]
pub struct ActionRecord {
    pub action: String,
    pub user_name: String,
    pub from_status: Option<String>,
    pub to_status: Option<String>,
    pub version: Option<i64>,
    pub result: String,
    pub at_ms: i64,
}

/// The current head of a document plus one version's body.
#[derive(Debug, Clone, PartialEq, Eq)]
pub struct DocumentRow {
    pub id: String,
    pub kind: String,
    /// The current version number (the latest).
    pub current_version: i64,
    /// The version whose body and status this row carries.
    pub version: i64,
    pub status: String,
    pub summary: DocSummary,
    pub filer_eori: Option<String>,
    pub created_at_ms: i64,
    pub updated_at_ms: i64,
    pub body: String,
}

/// A document as it is shown: one version's row with every version of the document and its
/// action log, read in one statement (so the three agree with each other).
#[derive(Debug, Clone, PartialEq, Eq)]
pub struct DocumentView {
    pub row: DocumentRow,
    /// Every version, oldest first (as [`crate::Store::list_versions`]).
    pub versions: Vec<VersionInfo>,
    /// The action log, oldest first (as [`crate::Store::list_actions`]).
    pub actions: Vec<ActionRecord>,
    /// The message log, oldest first (as [`crate::Store::list_messages`]).
    pub messages: Vec<crate::MessageRecord>,
    /// The movement's time limits.
    pub timers: Vec<crate::TimerRecord>,
}

#[derive(Debug, Clone, PartialEq, Eq, Serialize, Deserialize)]
#[serde(rename_all = "camelCase")]
pub struct VersionInfo {
    pub version: i64,
    pub status: String,
    pub created_by: String,
    pub created_at_ms: i64,
}

/// Who may see a document (architecture contract 5). Applied inside every query, so another
/// user's document is simply not found.
#[derive(Debug, Clone, PartialEq, Eq)]
pub enum Access {
    /// A trader: documents whose holder is this EORI, or that this EORI filed.
    Trader { eori: String },
    /// An agent: documents this EORI filed for itself or for a trader it represents now
    /// (`holders`: its own EORI and the represented traders'; a document whose holder is not
    /// yet named counts as its own). A link removed hides at once what was filed under it.
    Agent { eori: String, holders: Vec<String> },
    /// A customs officer: lodged documents (not STORED drafts) of the offices they serve that
    /// decide on them: the document's `customs_office` (g01: the customs office of guarantee;
    /// an authorisation: its competent office) when it names one, its office of departure or
    /// destination otherwise.
    Officer { offices: Vec<String> },
    /// A customs officer at an office of transit or exit: the documents in one of `statuses`
    /// (the movement released) that name this office among their offices en route (the
    /// anticipated transit record, ATR).
    EnRoute {
        offices: Vec<String>,
        statuses: &'static [&'static str],
    },
    /// No restriction (internal jobs and tests only, never a user request).
    All,
}

/// List columns that can be filtered and sorted.
#[derive(Debug, Clone, Copy, PartialEq, Eq, Hash, Serialize, Deserialize)]
#[serde(rename_all = "camelCase")]
pub enum ListField {
    Status,
    Reference,
    IssuedReference,
    OtherReference,
    TypeCode,
    HolderEori,
    HolderName,
    OfficeOfDeparture,
    OfficeOfDestination,
    CustomsOffice,
    EndDate,
    SubmittedOn,
    DecidedOn,
    CreatedAt,
    UpdatedAt,
}

#[derive(Debug, Clone, PartialEq, Eq)]
pub enum Filter {
    Eq(ListField, String),
    Neq(ListField, String),
    In(ListField, Vec<String>),
    NotIn(ListField, Vec<String>),
    /// Case-insensitive substring.
    Contains(ListField, String),
    /// Inclusive range; for `CreatedAt`/`UpdatedAt` the bounds are epoch milliseconds as text.
    Between(ListField, String, String),
}

#[derive(Debug, Clone, Copy, PartialEq, Eq, Serialize, Deserialize, Default)]
#[serde(rename_all = "lowercase")]
pub enum Direction {
    Asc,
    #[default]
    Desc,
}

/// Where the previous page ended: the sort column's value and the id of the last row.
#[derive(Debug, Clone, PartialEq, Eq, Serialize, Deserialize)]
pub struct Cursor {
    pub value: Option<String>,
    pub id: String,
}

#[derive(Debug, Clone)]
pub struct ListQuery {
    pub kind: String,
    pub access: Access,
    pub filters: Vec<Filter>,
    /// Only `Status`, `Lrn`, `Mrn`, `Grn`, `HolderEori`, `HolderName`, `CreatedAt`, `UpdatedAt`.
    pub sort: ListField,
    pub direction: Direction,
    pub after: Option<Cursor>,
    /// Page size, 1..=200.
    pub limit: u32,
}

#[derive(Debug, Clone, PartialEq, Eq, Serialize, Deserialize)]
#[serde(rename_all = "camelCase")]
pub struct ListItem {
    pub id: String,
    pub kind: String,
    pub status: String,
    pub version: i64,
    #[serde(flatten)]
    pub summary: DocSummary,
    pub created_at_ms: i64,
    pub updated_at_ms: i64,
}

#[derive(Debug, Clone, PartialEq, Eq, Serialize, Deserialize)]
#[serde(rename_all = "camelCase")]
pub struct ListPage {
    pub items: Vec<ListItem>,
    /// Present when there may be more rows after this page.
    pub next: Option<Cursor>,
}

#[derive(Debug, Clone, PartialEq, Eq, Serialize, Deserialize)]
#[serde(rename_all = "camelCase")]
pub struct UserRecord {
    pub id: i64,
    pub username: String,
    pub password_hash: String,
    /// `trader`, `agent`, `officer` or `admin`.
    pub user_type: String,
    pub display_name: String,
    pub eori: Option<String>,
    pub linked_eoris: Vec<String>,
    /// Officers: the customs offices they serve (the first is shown as theirs).
    pub customs_offices: Vec<String>,
    pub permissions: Vec<String>,
    /// A disabled user cannot sign in and has no session.
    #[serde(default)]
    pub disabled: bool,
    /// The national SSO's subject of a user it signs in.
    #[serde(default)]
    pub sso_subject: Option<String>,
    /// The representation links naming the user's EORI (as agent or as trader), read with the
    /// user (whether each is in force is the caller's: it depends on the day).
    #[serde(default)]
    pub representations: Vec<crate::identity::Representation>,
}

#[derive(Debug, Clone, PartialEq, Eq)]
pub struct NewUser {
    pub username: String,
    pub password_hash: String,
    pub user_type: String,
    pub display_name: String,
    pub eori: Option<String>,
    pub linked_eoris: Vec<String>,
    /// Officers: the customs offices they serve (the first is shown as theirs).
    pub customs_offices: Vec<String>,
    pub permissions: Vec<String>,
}

#[derive(Debug, Clone, PartialEq, Eq)]
pub struct SessionRecord {
    /// SHA-256 (hex) of the session token; the token itself is never stored.
    pub token_hash: String,
    pub user_id: i64,
    pub csrf_token: String,
    pub created_at_ms: i64,
    pub last_seen_ms: i64,
}

/// One catalog entry: its code and the rest of its data as a JSON object text
/// (`{"code":..,"name":..,flags..}`).
#[derive(Debug, Clone, PartialEq, Eq, Serialize, Deserialize)]
pub struct CatalogRow {
    pub catalog: String,
    pub code: String,
    pub data: String,
}

/// A file to attach to a document.
#[derive(Debug, Clone, PartialEq, Eq)]
pub struct NewAttachment {
    pub name: String,
    pub content_type: String,
    pub data: Vec<u8>,
    pub created_by: String,
    pub now_ms: i64,
}

/// An attachment without its bytes.
#[derive(Debug, Clone, PartialEq, Eq, Serialize, Deserialize)]
#[serde(rename_all = "camelCase")]
pub struct AttachmentInfo {
    /// UUID v7 text.
    pub id: String,
    pub name: String,
    pub content_type: String,
    /// Bytes.
    pub size: i64,
    pub created_by: String,
    pub created_at_ms: i64,
}

/// A saved template, without its document.
#[derive(Debug, Clone, PartialEq, Eq, Serialize, Deserialize)]
#[serde(rename_all = "camelCase")]
pub struct TemplateInfo {
    /// UUID v7 text.
    pub id: String,
    pub name: String,
    pub saved_at_ms: i64,
}
