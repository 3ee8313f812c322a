//! The catalog service: `POST /v1/catalogs/{catalog}/search` and
//! `GET /v1/code/{catalog}/{code}/check-code`, over the reference data loaded from the store.

use axum::{extract::State, Json};
use serde::{Deserialize, Serialize};
use utoipa::ToSchema;
use utoipa_axum::{router::OpenApiRouter, routes};

use crate::{
    auth::CurrentUser,
    error::{ApiError, ApiResult, ErrorBody},
    json::{ApiJson, ApiPath},
    state::AppState,
};

pub fn router() -> OpenApiRouter<AppState> {
    OpenApiRouter::new()
        .routes(routes!(search))
        .routes(routes!(check_code))
}

/// One search criterion.
#[derive(Debug, Serialize, Deserialize, ToSchema)]
#[serde(rename_all = "camelCase", deny_unknown_fields)]
pub struct CatalogCriterion {
    pub field_name: String,
    /// EQ, IN, NIN, NEQ, CONTAINS or BETWEEN.
    pub operation: String,
    /// TEXT or BOOLEAN.
    pub data_type: String,
    pub values: Vec<String>,
}

#[derive(Debug, Serialize, Deserialize, ToSchema)]
#[serde(deny_unknown_fields)]
pub struct CatalogSort {
    pub field: String,
    /// asc or desc.
    #[serde(default, skip_serializing_if = "Option::is_none")]
    pub direction: Option<String>,
}

#[derive(Debug, Serialize, Deserialize, ToSchema)]
#[serde(deny_unknown_fields)]
pub struct CatalogSearchRequest {
    #[serde(default)]
    pub criteria: Vec<CatalogCriterion>,
    #[serde(default, skip_serializing_if = "Option::is_none")]
    pub sort: Option<CatalogSort>,
    /// 0-based page number.
    #[serde(default, skip_serializing_if = "Option::is_none")]
    pub page: Option<u32>,
    /// Page size, at most 500.
    #[serde(default, skip_serializing_if = "Option::is_none")]
    pub size: Option<u32>,
}

/// A catalog entry: `code`, `name` and the flags of its catalog.
#[derive(Debug, Serialize, ToSchema)]
pub struct CatalogItem {
    pub code: String,
    pub name: Option<String>,
    #[serde(flatten)]
    #[schema(additional_properties)]
    pub flags: serde_json::Map<String, serde_json::Value>,
}

#[derive(Debug, Serialize, ToSchema)]
pub struct CatalogSearchResponse {
    pub items: Vec<serde_json::Value>,
    pub total: u64,
}

#[derive(Debug, Serialize, ToSchema)]
pub struct CheckCodeResponse {
    pub valid: bool,
    #[serde(skip_serializing_if = "Option::is_none")]
    pub item: Option<serde_json::Value>,
}

/// Searches a catalog.
#[utoipa::path(post, path = "/v1/catalogs/{catalog}/search", tag = "catalogs",
    params(("catalog" = String, Path, description = "Catalog name, e.g. country, customs-office")),
    request_body = CatalogSearchRequest,
    responses((status = 200, body = CatalogSearchResponse), (status = 400, body = ErrorBody),
              (status = 401, body = ErrorBody), (status = 403, body = ErrorBody),
              (status = 413, body = ErrorBody), (status = 415, body = ErrorBody)))]
async fn search(
    State(state): State<AppState>,
    _user: CurrentUser,
    ApiPath(catalog): ApiPath<String>,
    ApiJson(req): ApiJson<CatalogSearchRequest>,
) -> ApiResult<Json<CatalogSearchResponse>> {
    let req: vama_catalog::SearchRequest = serde_json::to_value(&req)
        .and_then(serde_json::from_value)
        .map_err(|e| ApiError::bad_request(e.to_string()))?;
    let result = state
        .catalogs()
        .search(&catalog, &req)
        .map_err(|e| ApiError::bad_request(e.to_string()))?;
    Ok(Json(CatalogSearchResponse {
        items: result.items,
        total: result.total,
    }))
}

/// Tells whether a code exists in a catalog.
#[utoipa::path(get, path = "/v1/code/{catalog}/{code}/check-code", tag = "catalogs",
    params(("catalog" = String, Path), ("code" = String, Path)),
    responses((status = 200, body = CheckCodeResponse), (status = 400, body = ErrorBody), (status = 401, body = ErrorBody)))]
async fn check_code(
    State(state): State<AppState>,
    _user: CurrentUser,
    ApiPath((catalog, code)): ApiPath<(String, String)>,
) -> ApiResult<Json<CheckCodeResponse>> {
    let catalogs = state.catalogs();
    if !catalogs.names().iter().any(|n| *n == catalog) {
        return Err(ApiError::bad_request(format!(
            "Unknown catalog '{catalog}'"
        )));
    }
    let item = catalogs.check_code(&catalog, &code);
    Ok(Json(CheckCodeResponse {
        valid: item.is_some(),
        item,
    }))
}
