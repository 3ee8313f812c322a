//! The movement scheduler: expires the time limits that are due (arrival, enquiry, recovery).
//! It keeps no state of its own: the timers live in the store, so it survives restarts, and
//! each timer is expired by a conditional UPDATE, so with several server processes each one
//! runs once.

use std::time::Duration;

use axum::{extract::State, Json};
use serde::{Deserialize, Serialize};

use crate::{
    auth::CurrentUser,
    error::{ApiError, ApiResult},
    state::AppState,
};

/// Timers expired per pass at most (the rest wait for the next pass).
const PER_PASS: i64 = 500;

/// One pass: expires what is due now (the movements' time limits and the guarantees whose
/// validity ended); answers how many it expired.
pub async fn tick(state: &AppState) -> Result<usize, vama_store::StoreError> {
    let mut total = crate::guarantee::expiry::tick(state).await?
        + crate::authorisation::validity::tick(state).await?;
    loop {
        let expired = state
            .store
            .expire_due_timers(state.clock.now_ms(), PER_PASS)
            .await?;
        total += expired.len();
        if expired.len() < PER_PASS as usize {
            return Ok(total);
        }
    }
}

/// Runs [`tick`] every `VAMA_SCHEDULER_SECONDS` for as long as the server runs.
pub fn spawn(state: AppState) -> tokio::task::JoinHandle<()> {
    let every = Duration::from_secs(state.config.scheduler_secs);
    tokio::spawn(async move {
        let mut interval = tokio::time::interval(every);
        interval.set_missed_tick_behavior(tokio::time::MissedTickBehavior::Delay);
        loop {
            interval.tick().await;
            match tick(&state).await {
                Ok(0) => {}
                Ok(n) => tracing::info!(expired = n, "movement time limits expired"),
                Err(e) => tracing::warn!(%e, "the movement scheduler could not run"),
            }
        }
    })
}

#[derive(Deserialize)]
#[serde(rename_all = "camelCase", deny_unknown_fields)]
pub struct ClockRequest {
    /// How far to move the server's clock (back with a negative number, to restore it).
    pub advance_ms: i64,
}

#[derive(Serialize)]
#[serde(rename_all = "camelCase")]
pub struct ClockAnswer {
    pub now_ms: i64,
    pub expired: usize,
}

/// `POST /v1/test/clock` (only with `VAMA_TEST_CLOCK=true`, never in production): moves the
/// server's clock and runs the scheduler, so that end-to-end tests reach a time limit without
/// waiting days (and put the clock back afterwards). Even then only a client on the server's
/// own machine (loopback) may move it, and every move is logged with who asked.
pub async fn advance_clock(
    State(state): State<AppState>,
    user: CurrentUser,
    axum::extract::ConnectInfo(peer): axum::extract::ConnectInfo<std::net::SocketAddr>,
    crate::json::ApiJson(request): crate::json::ApiJson<ClockRequest>,
) -> ApiResult<Json<ClockAnswer>> {
    if !state.config.test_clock {
        return Err(ApiError::not_found("No such API path"));
    }
    if !peer.ip().is_loopback() {
        tracing::warn!(user = user.username(), %peer, "test clock move refused: not loopback");
        return Err(ApiError::forbidden(
            "The test clock can only be moved from the server's own machine",
        ));
    }
    const YEAR_MS: i64 = 366 * 86_400_000;
    if !(-YEAR_MS..=YEAR_MS).contains(&request.advance_ms) {
        return Err(ApiError::bad_request(
            "'advanceMs' must be within one year (in milliseconds, either way)",
        ));
    }
    tracing::warn!(
        user = user.username(),
        %peer,
        advance_ms = request.advance_ms,
        "test clock moved"
    );
    state.clock.advance(request.advance_ms);
    let expired = tick(&state).await?;
    Ok(Json(ClockAnswer {
        now_ms: state.clock.now_ms(),
        expired,
    }))
}
