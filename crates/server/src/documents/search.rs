//! `GET /v1/{kind}/search?q=…`: the list query, like the guarantee list of guarantee.md:
//! `q` is URL-encoded JSON `{criteria: [{fieldName, operation, dataType, values}],
//! sort?: {field, direction}, page?: {size, after}}`. Paging is by keyset: `after` is the
//! opaque `next` of the previous page.

use base64::{engine::general_purpose::URL_SAFE_NO_PAD, Engine};
use serde::{Deserialize, Serialize};
use utoipa::{IntoParams, ToSchema};
use vama_store::{Cursor, Direction, Filter, ListField, ListItem, ListQuery};

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

/// One row of a document list.
#[derive(Debug, Serialize, ToSchema)]
#[serde(rename_all = "camelCase")]
pub struct ListItemDto {
    pub id: String,
    pub kind: String,
    pub status: String,
    pub version: i64,
    pub lrn: Option<String>,
    pub mrn: Option<String>,
    pub grn: Option<String>,
    pub declaration_type: Option<String>,
    pub holder_eori: Option<String>,
    pub holder_name: Option<String>,
    pub office_of_departure: Option<String>,
    pub office_of_destination: Option<String>,
    /// g01: the customs office of guarantee, storage reference, guarantee type code, amount
    /// and balance (exact decimals as text) and end date.
    pub customs_office: Option<String>,
    pub storage_reference: Option<String>,
    pub guarantee_type: Option<String>,
    pub amount: Option<String>,
    pub balance: Option<String>,
    pub end_date: Option<String>,
    /// Authorisations: the submission and decision dates.
    pub submission_date: Option<String>,
    pub decision_date: Option<String>,
    pub created_at_ms: i64,
    pub updated_at_ms: i64,
}

impl From<ListItem> for ListItemDto {
    fn from(i: ListItem) -> Self {
        let s = i.summary;
        ListItemDto {
            id: i.id,
            kind: i.kind,
            status: i.status,
            version: i.version,
            lrn: s.lrn,
            mrn: s.mrn,
            grn: s.grn,
            declaration_type: s.declaration_type,
            holder_eori: s.holder_eori,
            holder_name: s.holder_name,
            office_of_departure: s.office_of_departure,
            office_of_destination: s.office_of_destination,
            customs_office: s.customs_office,
            storage_reference: s.storage_reference,
            guarantee_type: s.guarantee_type,
            amount: s.amount,
            balance: s.balance,
            end_date: s.end_date,
            submission_date: s.submitted_on,
            decision_date: s.decided_on,
            created_at_ms: i.created_at_ms,
            updated_at_ms: i.updated_at_ms,
        }
    }
}

#[derive(Debug, Serialize, ToSchema)]
pub struct ListResponse {
    pub items: Vec<ListItemDto>,
    /// Pass as `page.after` for the next page; null on the last page.
    pub next: Option<String>,
}

pub const DEFAULT_PAGE: u32 = 20;
pub const MAX_PAGE: u32 = 200;

/// Whether `name` is a field the search filters and sorts by.
pub fn is_field(name: &str) -> bool {
    field(name).is_ok()
}

fn field(name: &str) -> Result<ListField, ApiError> {
    Ok(match name {
        "status" | "documentStatus" => ListField::Status,
        "lrn" => ListField::Lrn,
        "mrn" => ListField::Mrn,
        "grn" => ListField::Grn,
        "declarationType" => ListField::DeclarationType,
        // The guarantee list calls the holder the applicant (guarantee.md section 2).
        "holderEori" | "applicantEori" => ListField::HolderEori,
        "holderName" | "applicantName" => ListField::HolderName,
        "officeOfDeparture" => ListField::OfficeOfDeparture,
        "officeOfDestination" => ListField::OfficeOfDestination,
        "customsOffice" => ListField::CustomsOffice,
        "storageReference" => ListField::StorageReference,
        "guaranteeType" => ListField::GuaranteeType,
        "endDate" => ListField::EndDate,
        "submissionDate" => ListField::SubmittedOn,
        "decisionDate" => ListField::DecidedOn,
        "createdAt" => ListField::CreatedAt,
        "updatedAt" => ListField::UpdatedAt,
        other => {
            return Err(ApiError::bad_request(format!(
                "Unknown list field '{other}'; known fields: status, lrn, mrn, grn, declarationType, holderEori, holderName, officeOfDeparture, officeOfDestination, customsOffice, storageReference, guaranteeType, endDate, submissionDate, decisionDate, createdAt, updatedAt"
            )))
        }
    })
}

fn filter(c: Criterion) -> Result<Filter, ApiError> {
    let f = field(&c.field_name)?;
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

pub fn parse(
    kind: &str,
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
        .map(filter)
        .collect::<Result<Vec<_>, _>>()?;
    let (sort, direction) = match req.sort {
        None => (ListField::UpdatedAt, Direction::Desc),
        Some(s) => {
            let f = field(&s.field)?;
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
