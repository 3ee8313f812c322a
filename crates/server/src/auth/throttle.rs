//! Login throttling, per user name and per client address, kept in the store so that every
//! server replica sees the same counts.

use vama_rules::text::Text;

use crate::{error::ApiError, state::AppState};

/// Failed attempts allowed per user name within the window.
pub const MAX_PER_USER: i64 = 5;
/// Failed attempts allowed per client address within the window (several users behind one NAT).
pub const MAX_PER_ADDRESS: i64 = 20;
pub const WINDOW_MS: i64 = 15 * 60 * 1000;

pub fn user_key(username: &str) -> String {
    format!("user:{}", username.to_lowercase())
}

pub fn address_key(addr: &std::net::IpAddr) -> String {
    format!("addr:{addr}")
}

/// An attempt counted in advance (see [`reserve`]).
#[must_use = "an attempt that succeeds gives its reservation back with `succeeded`"]
pub struct Reserved(Vec<i64>);

/// Counts an attempt under every key (each with its limit within [`WINDOW_MS`]) *before* it is
/// checked, or refuses it (429, `refusal`) when a key is at its limit: the count and the
/// reservation are one step in the store, so parallel attempts cannot pass the check together
/// (40 parallel wrong passwords get 5 answers of 401 and 35 of 429).
pub async fn reserve(
    state: &AppState,
    keys: &[(&str, i64)],
    refusal: Text,
) -> Result<Reserved, ApiError> {
    let now = state.clock.now_ms();
    match state
        .store
        .reserve_attempt(keys, now - WINDOW_MS, now)
        .await?
    {
        Some(ids) => Ok(Reserved(ids)),
        None => Err(ApiError::too_many_requests("").said(refusal)),
    }
}

impl Reserved {
    /// The attempt succeeded: it is not a failure.
    pub async fn succeeded(self, state: &AppState) -> Result<(), ApiError> {
        state.store.release_attempts(&self.0).await?;
        Ok(())
    }

    /// The attempt failed: the reservation stays, counted.
    pub fn failed(self) {}
}
