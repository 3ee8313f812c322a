//! `GET /v1/{kind}/search?q=…`: the list query, like the guarantee list of guarantee.md:
//! `q` is URL-encoded JSON `{criteria: [{fieldName, operation, dataType, values}],
//! sort?: {field, direction}, page?: {size, after}}`. Paging is by keyset: `after` is the
//! opaque `next` of the previous page.

use base64::{engine::general_purpose::URL_SAFE_NO_PAD, Engine};
use serde::{Deserialize, Serialize};
use utoipa::{IntoParams, ToSchema};
use vama_store::{Cursor, Direction, Filter, ListField, ListItem, ListQuery};

use super::list_columns::ListColumn;
use crate::error::ApiError;

#[derive(Debug, Deserialize, IntoParams)]
pub struct SearchParams {
    /// URL-encoded JSON: `{criteria, sort, page}`.
    pub q: Option<String>,
}

#[derive(Debug, Deserialize, Default, ToSchema)]
#[serde(rename_all = "camelCase", deny_unknown_fields)]
pub struct ListRequest {
    #[serde(default)]
    pub criteria: Vec<Criterion>,
    #[serde(default)]
    pub sort: Option<Sort>,
    #[serde(default)]
    pub page: Option<Page>,
}

#[derive(Debug, Deserialize, ToSchema)]
#[serde(rename_all = "camelCase", deny_unknown_fields)]
pub struct Criterion {
    pub field_name: String,
    /// EQ, IN, NIN, NEQ, CONTAINS or BETWEEN.
    pub operation: String,
    /// TEXT (BOOLEAN is accepted but no list field is boolean).
    #[serde(default)]
    pub data_type: Option<String>,
    pub values: Vec<String>,
}

#[derive(Debug, Deserialize, ToSchema)]
#[serde(deny_unknown_fields)]
pub struct Sort {
    pub field: String,
    #[serde(default)]
    pub direction: Option<String>,
}

#[derive(Debug, Deserialize, ToSchema)]
#[serde(deny_unknown_fields)]
pub struct Page {
    #[serde(default)]
    pub size: Option<u32>,
    #[serde(default)]
    pub after: Option<String>,
}

/// One row of a document list: what every document has, and the values of the kind's list
/// columns under the names the kind gives them (its `ListColumn::field`s). The OpenAPI
/// document describes each kind's row (`T01ListItem`, `G01ListItem`, …) from its columns.
#[derive(Debug, Serialize)]
#[serde(rename_all = "camelCase")]
pub struct ListItemDto {
    pub id: String,
    pub kind: String,
    pub status: String,
    pub version: i64,
    pub holder_eori: Option<String>,
    pub holder_name: Option<String>,
    pub created_at_ms: i64,
    pub updated_at_ms: i64,
    #[serde(flatten)]
    pub columns: serde_json::Map<String, serde_json::Value>,
}

/// The columns every row holds as its own members (the update date as `updatedAtMs`).
const ROW_MEMBERS: [&str; 4] = ["status", "holderEori", "holderName", "updatedAt"];

/// Whether a row holds `column` among the kind's values (not as a member every row has).
pub fn holds(column: &ListColumn) -> bool {
    !ROW_MEMBERS.contains(&column.field)
}

/// The row of `item` in a list of `columns`.
pub fn row(columns: &[ListColumn], item: ListItem) -> ListItemDto {
    let values = columns
        .iter()
        .filter(|c| holds(c))
        .map(|c| (c.field.to_owned(), c.json(&item)))
        .collect();
    ListItemDto {
        id: item.id,
        kind: item.kind,
        status: item.status,
        version: item.version,
        holder_eori: item.summary.holder_eori,
        holder_name: item.summary.holder_name,
        created_at_ms: item.created_at_ms,
        updated_at_ms: item.updated_at_ms,
        columns: values,
    }
}

#[derive(Debug, Serialize)]
pub struct ListResponse {
    pub items: Vec<ListItemDto>,
    /// Pass as `page.after` for the next page; null on the last page.
    pub next: Option<String>,
}

impl ListResponse {
    /// One page of the list of `columns`.
    pub fn page(columns: &[ListColumn], page: vama_store::ListPage) -> ListResponse {
        ListResponse {
            items: page.items.into_iter().map(|i| row(columns, i)).collect(),
            next: page.next.as_ref().map(encode_cursor),
        }
    }
}

pub const DEFAULT_PAGE: u32 = 20;
pub const MAX_PAGE: u32 = 200;

/// The summary column a search criterion or sort names: one every document has (its status,
/// holder and dates, by the names the spec's lists use), or one of the kind's list columns.
fn field(columns: &[ListColumn], name: &str) -> Result<ListField, ApiError> {
    let every = match name {
        "status" | "documentStatus" => Some(ListField::Status),
        // The guarantee list and the authorisation search call the holder the applicant
        // (guarantee.md sections 2 and 7: EORINumber).
        "holderEori" | "applicantEori" | "EORINumber" => Some(ListField::HolderEori),
        "holderName" | "applicantName" => Some(ListField::HolderName),
        "createdAt" => Some(ListField::CreatedAt),
        "updatedAt" => Some(ListField::UpdatedAt),
        _ => None,
    };
    if let Some(f) = every {
        return Ok(f);
    }
    match columns.iter().find(|c| c.field == name) {
        Some(ListColumn {
            slot: Some(slot), ..
        }) => Ok(*slot),
        Some(_) => Err(ApiError::bad_request(format!(
            "The list shows '{name}' but neither filters nor sorts by it"
        ))),
        None => {
            let known: Vec<&str> = ["status", "holderEori", "holderName", "createdAt"]
                .into_iter()
                .chain(
                    columns
                        .iter()
                        .filter(|c| c.slot.is_some())
                        .map(|c| c.field)
                        .filter(|f| !matches!(*f, "status" | "holderEori" | "holderName")),
                )
                .collect();
            Err(ApiError::bad_request(format!(
                "Unknown list field '{name}'; known fields: {}",
                known.join(", ")
            )))
        }
    }
}

fn filter(columns: &[ListColumn], c: Criterion) -> Result<Filter, ApiError> {
    let f = field(columns, &c.field_name)?;
    if let Some(dt) = c.data_type.as_deref() {
        if !matches!(dt, "TEXT" | "BOOLEAN") {
            return Err(ApiError::bad_request(format!(
                "Unknown dataType '{dt}'; use TEXT or BOOLEAN"
            )));
        }
    }
    let one = |values: Vec<String>| -> Result<String, ApiError> {
        match <[String; 1]>::try_from(values) {
            Ok([v]) => Ok(v),
            Err(_) => Err(ApiError::bad_request(format!(
                "Operation {} on '{}' takes exactly one value",
                c.operation, c.field_name
            ))),
        }
    };
    Ok(match c.operation.as_str() {
        "EQ" => Filter::Eq(f, one(c.values)?),
        "NEQ" => Filter::Neq(f, one(c.values)?),
        "CONTAINS" => Filter::Contains(f, one(c.values)?),
        "IN" | "NIN" if c.values.is_empty() => {
            return Err(ApiError::bad_request(format!(
                "Operation {} on '{}' needs at least one value",
                c.operation, c.field_name
            )))
        }
        "IN" => Filter::In(f, c.values),
        "NIN" => Filter::NotIn(f, c.values),
        "BETWEEN" => match <[String; 2]>::try_from(c.values) {
            Ok([a, b]) => Filter::Between(f, a, b),
            Err(_) => {
                return Err(ApiError::bad_request(format!(
                    "Operation BETWEEN on '{}' takes two values",
                    c.field_name
                )))
            }
        },
        other => {
            return Err(ApiError::bad_request(format!(
                "Unknown operation '{other}'; use EQ, IN, NIN, NEQ, CONTAINS or BETWEEN"
            )))
        }
    })
}

pub fn encode_cursor(c: &Cursor) -> String {
    URL_SAFE_NO_PAD.encode(serde_json::to_vec(c).unwrap_or_default())
}

fn decode_cursor(s: &str) -> Result<Cursor, ApiError> {
    URL_SAFE_NO_PAD
        .decode(s)
        .ok()
        .and_then(|b| serde_json::from_slice(&b).ok())
        .ok_or_else(|| ApiError::bad_request("'page.after' is not a cursor from a previous page"))
}

/// Builds the store query from `q`; access is added by the caller.
/// A list filtered by criteria needs `{kind}-search` besides `{kind}-read` (guarantee.md 6:
/// "filter needs g01-search"); sorting and paging do not.
pub fn require_search(user: &crate::auth::CurrentUser, query: &ListQuery) -> Result<(), ApiError> {
    if query.filters.is_empty() {
        return Ok(());
    }
    super::permission::require(user, &query.kind, super::permission::Need::Search)
}

/// The list query of `q` on the list of `kind` with `columns`.
pub fn parse(
    kind: &str,
    columns: &[ListColumn],
    q: Option<&str>,
    access: vama_store::Access,
) -> Result<ListQuery, ApiError> {
    let req: ListRequest = match q.map(str::trim).filter(|q| !q.is_empty()) {
        None => ListRequest::default(),
        Some(q) => crate::json::parse(q.as_bytes())
            .map_err(|e| ApiError::bad_request(format!("Query parameter q: {}", e.message)))?,
    };
    let filters = req
        .criteria
        .into_iter()
        .map(|c| filter(columns, c))
        .collect::<Result<Vec<_>, _>>()?;
    let (sort, direction) = match req.sort {
        None => (ListField::UpdatedAt, Direction::Desc),
        Some(s) => {
            let f = field(columns, &s.field)?;
            let d = match s
                .direction
                .as_deref()
                .map(str::to_ascii_lowercase)
                .as_deref()
            {
                None | Some("desc") => Direction::Desc,
                Some("asc") => Direction::Asc,
                Some(other) => {
                    return Err(ApiError::bad_request(format!(
                        "Unknown sort direction '{other}'; use asc or desc"
                    )))
                }
            };
            (f, d)
        }
    };
    let (size, after) = match req.page {
        None => (DEFAULT_PAGE, None),
        Some(p) => (
            p.size.unwrap_or(DEFAULT_PAGE),
            p.after.as_deref().map(decode_cursor).transpose()?,
        ),
    };
    if size == 0 || size > MAX_PAGE {
        return Err(ApiError::bad_request(format!(
            "'page.size' must be from 1 to {MAX_PAGE}"
        )));
    }
    Ok(ListQuery {
        kind: kind.to_owned(),
        access,
        filters,
        sort,
        direction,
        after,
        limit: size,
    })
}
