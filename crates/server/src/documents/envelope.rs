//! A document travels with read-only parts merged into its body (spec: `documentStatus`,
//! `version`, `versions`, `actions`, ...). They are added when the server answers and removed
//! before the body is parsed into the kind's model, so clients can post back what they loaded.

use serde::Serialize;
use serde_json::{Map, Value};
use utoipa::ToSchema;
use vama_store::{ActionRecord, MessageRecord, TimerRecord, VersionInfo};

use super::actions::ActionDto;
use crate::error::{ApiError, ViolationDto};

/// Keys the server owns; ignored when they come back from a client (`version` is read first).
pub const READ_ONLY_KEYS: &[&str] = &[
    "id",
    "documentStatus",
    "version",
    "currentVersion",
    "versions",
    "history",
    "actions",
    "messages",
    "timers",
    "fields",
    "violations",
    "input",
];

#[derive(Debug, Clone, Serialize, ToSchema)]
#[serde(rename_all = "camelCase")]
pub struct VersionDto {
    pub version: i64,
    pub status: String,
    pub created_by: String,
    pub created_at_ms: i64,
}

impl From<VersionInfo> for VersionDto {
    fn from(v: VersionInfo) -> Self {
        VersionDto {
            version: v.version,
            status: v.status,
            created_by: v.created_by,
            created_at_ms: v.created_at_ms,
        }
    }
}

/// One entry of "Actions and History".
#[derive(Debug, Clone, Serialize, ToSchema)]
#[serde(rename_all = "camelCase")]
pub struct HistoryDto {
    pub action: String,
    pub user_name: String,
    pub from_status: Option<String>,
    pub to_status: Option<String>,
    pub version: Option<i64>,
    pub result: String,
    pub at_ms: i64,
}

impl From<ActionRecord> for HistoryDto {
    fn from(a: ActionRecord) -> Self {
        HistoryDto {
            action: a.action,
            user_name: a.user_name,
            from_status: a.from_status,
            to_status: a.to_status,
            version: a.version,
            result: a.result,
            at_ms: a.at_ms,
        }
    }
}

/// One message of the movement's message log ("Actions and History").
#[derive(Debug, Clone, Serialize, ToSchema)]
#[serde(rename_all = "camelCase")]
pub struct MessageDto {
    pub id: i64,
    pub version: i64,
    pub action: String,
    /// `IE028`.
    pub message_type: String,
    /// The official name, e.g. "MRN Allocated" (the kind's: `ServedKind::message_name`).
    pub name: Option<String>,
    pub user_name: String,
    pub office: Option<String>,
    #[schema(value_type = Object)]
    pub payload: Value,
    pub at_ms: i64,
    /// The log keeps the message's NCTS XML: `GET /v1/t01/{id}/messages/{messageId}/xml`
    /// serves it (not inlined here: an IE015 of a big declaration is megabytes).
    pub has_xml: bool,
}

impl From<MessageRecord> for MessageDto {
    fn from(m: MessageRecord) -> Self {
        MessageDto {
            name: None,
            payload: serde_json::from_str(&m.payload).unwrap_or(Value::String(m.payload)),
            id: m.id,
            version: m.version,
            action: m.action,
            message_type: m.message_type,
            user_name: m.user_name,
            office: m.office,
            at_ms: m.at_ms,
            has_xml: m.has_xml,
        }
    }
}

/// A time limit of the movement (the transit-timers screen).
#[derive(Debug, Clone, Serialize, ToSchema)]
#[serde(rename_all = "camelCase")]
pub struct TimerDto {
    /// `arrival`, `enquiry` or `recovery`.
    pub timer: String,
    pub started_at_ms: i64,
    pub due_at_ms: i64,
    pub stopped_at_ms: Option<i64>,
    pub expired_at_ms: Option<i64>,
}

impl From<TimerRecord> for TimerDto {
    fn from(t: TimerRecord) -> Self {
        TimerDto {
            timer: t.timer,
            started_at_ms: t.started_at_ms,
            due_at_ms: t.due_at_ms,
            stopped_at_ms: t.stopped_at_ms,
            expired_at_ms: t.expired_at_ms,
        }
    }
}

/// The read-only parts of a document as served.
pub struct Envelope {
    pub id: Option<String>,
    pub status: String,
    pub version: i64,
    pub current_version: i64,
    pub versions: Vec<VersionDto>,
    pub history: Vec<HistoryDto>,
    pub messages: Vec<MessageDto>,
    pub timers: Vec<TimerDto>,
    pub actions: Vec<ActionDto>,
    pub violations: Vec<ViolationDto>,
}

/// Merges the envelope into the serialized document body.
pub fn merge(body: Value, env: Envelope) -> Result<Value, ApiError> {
    let mut map = match body {
        Value::Object(map) => map,
        _ => return Err(ApiError::internal("document body is not an object")),
    };
    if let Some(id) = env.id {
        map.insert("id".into(), Value::String(id));
    }
    map.insert("documentStatus".into(), Value::String(env.status));
    map.insert("version".into(), Value::from(env.version));
    map.insert("currentVersion".into(), Value::from(env.current_version));
    map.insert("versions".into(), to(&env.versions));
    map.insert("history".into(), to(&env.history));
    map.insert("messages".into(), to(&env.messages));
    map.insert("timers".into(), to(&env.timers));
    map.insert("actions".into(), to(&env.actions));
    if !env.violations.is_empty() {
        map.insert("violations".into(), to(&env.violations));
    }
    Ok(Value::Object(map))
}

fn to<T: Serialize>(value: &T) -> Value {
    serde_json::to_value(value).unwrap_or(Value::Null)
}

/// A body as a client sent it: the document plus the version it was loaded at, and what a
/// movement action adds (reasons, risk colour: `input`).
pub struct Incoming {
    pub document: Value,
    pub version: Option<i64>,
    pub input: Option<Value>,
}

/// Splits the read-only parts off a client's body.
pub fn split(body: Value) -> Result<Incoming, ApiError> {
    let mut map: Map<String, Value> = match body {
        Value::Object(map) => map,
        _ => return Err(ApiError::bad_request("The document must be a JSON object")),
    };
    let version = match map.get("version") {
        None | Some(Value::Null) => None,
        Some(v) => Some(v.as_i64().filter(|n| *n >= 0).ok_or_else(|| {
            ApiError::bad_request("'version' must be the whole number of the version you loaded")
        })?),
    };
    let input = map.remove("input").filter(|v| !v.is_null());
    for key in READ_ONLY_KEYS {
        map.remove(*key);
    }
    Ok(Incoming {
        document: Value::Object(map),
        version,
        input,
    })
}

/// [`split`] on the body's text: the document comes back as the JSON text of its object
/// (without the read-only keys), never as a `serde_json::Value`, so that a large body is held
/// as its text and then as the kind's typed model, not also as a tree of values (several
/// times the text's size).
pub struct IncomingText {
    pub document: String,
    pub version: Option<i64>,
    pub input: Option<Value>,
}

pub fn split_text(bytes: &[u8]) -> Result<IncomingText, ApiError> {
    crate::json::refuse_nul(bytes)?;
    let top: std::collections::HashMap<String, &serde_json::value::RawValue> =
        serde_json::from_slice(bytes).map_err(|e| match e.classify() {
            serde_json::error::Category::Syntax | serde_json::error::Category::Eof => {
                crate::shape::not_json(&e)
            }
            _ => ApiError::bad_request("The document must be a JSON object"),
        })?;
    let version = match top.get("version").map(|v| v.get().trim()) {
        None | Some("null") => None,
        Some(v) => Some(v.parse::<i64>().ok().filter(|n| *n >= 0).ok_or_else(|| {
            ApiError::bad_request("'version' must be the whole number of the version you loaded")
        })?),
    };
    let input = match top.get("input") {
        None => None,
        Some(raw) => Some(
            serde_json::from_str::<Value>(raw.get())
                .map_err(|e| ApiError::bad_request(format!("input: {e}")))?,
        )
        .filter(|v| !v.is_null()),
    };
    let mut document = String::with_capacity(bytes.len());
    document.push('{');
    for (key, raw) in top
        .iter()
        .filter(|(k, _)| !READ_ONLY_KEYS.contains(&k.as_str()))
    {
        if document.len() > 1 {
            document.push(',');
        }
        document.push_str(&serde_json::to_string(key).map_err(ApiError::internal)?);
        document.push(':');
        document.push_str(raw.get());
    }
    document.push('}');
    Ok(IncomingText {
        document,
        version,
        input,
    })
}
