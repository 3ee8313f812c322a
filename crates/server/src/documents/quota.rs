//! The per-filer quota on drafts (issue 14): each store keeps a full version, so without a
//! bound one user could fill the disk with large drafts. Drafts (status `STORED`) count every
//! version; a submitted document is a legal record and is never counted or pruned.

use axum::http::StatusCode;
use vama_rules::text::Text;
use vama_store::WriteTx;

use crate::{
    auth::CurrentUser,
    error::{ApiError, ApiResult},
    state::AppState,
};

/// The draft status of every kind (the platform's `store` action leads to it).
const STORED: &str = "STORED";

/// Refuses (413) a draft version of `bytes` that would take the filer's drafts over
/// `VAMA_DRAFT_QUOTA_MB`; checked in the version's transaction, so two stores at once cannot
/// both slip under it. Other statuses are not drafts and pass.
pub async fn check_drafts(
    state: &AppState,
    tx: &mut WriteTx,
    user: &CurrentUser,
    status: &str,
    bytes: usize,
) -> ApiResult<()> {
    if status != STORED {
        return Ok(());
    }
    let Some(eori) = user.record.eori.as_deref() else {
        return Ok(());
    };
    let quota = state.config.draft_quota_bytes;
    let used = tx.draft_bytes(eori, STORED).await?;
    let bytes = i64::try_from(bytes).unwrap_or(i64::MAX);
    if used.saturating_add(bytes) <= quota {
        return Ok(());
    }
    Err(
        ApiError::new(StatusCode::PAYLOAD_TOO_LARGE, "draft-quota-exceeded", "").said(
            Text::new("draft-quota-exceeded")
                .with("used", megabytes(used))
                .with("quota", megabytes(quota))
                .with("size", megabytes(bytes)),
        ),
    )
}

fn megabytes(bytes: i64) -> String {
    format!("{:.1} MB", bytes as f64 / (1024.0 * 1024.0))
}
