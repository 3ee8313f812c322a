//! A transition the scheduler takes on its own (a guarantee's or a decision's expiry, a
//! decision's activation): as the `system` user, the new version and its action record in one
//! transaction, conditional on the version that was read, so that with several server processes
//! each happens once.

use vama_store::{Access, ActionRecord, DocSummary, DocumentRow, NewVersion, StoreError};

use crate::state::AppState;

/// Takes `action` on `row` to `to`, storing `body` with its `summary`. `Ok(false)`: the
/// document changed meanwhile (by a user or another process); the next pass looks again.
pub async fn take(
    state: &AppState,
    row: &DocumentRow,
    action: &str,
    to: &str,
    summary: DocSummary,
    body: String,
) -> Result<bool, StoreError> {
    let now_ms = state.clock.now_ms();
    let mut tx = state.store.write().await?;
    let stored = tx
        .store_version(
            &row.kind,
            &row.id,
            &Access::All,
            &NewVersion {
                expected_version: row.current_version,
                status: to.into(),
                summary,
                created_by: "system".into(),
                body,
                now_ms,
            },
        )
        .await;
    let version = match stored {
        Ok(v) => v,
        Err(StoreError::Conflict { .. } | StoreError::NotFound) => return Ok(false),
        Err(e) => return Err(e),
    };
    tx.record_action(
        &row.id,
        &ActionRecord {
            action: action.into(),
            user_name: "system".into(),
            from_status: Some(row.status.clone()),
            to_status: Some(to.into()),
            version: Some(version),
            result: "OK".into(),
            at_ms: now_ms,
        },
    )
    .await?;
    tx.commit().await?;
    Ok(true)
}
