//! Login throttling, per user name and per client address, kept in the store so that every
//! server replica sees the same counts.

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

pub async fn check(state: &AppState, user_key: &str, address_key: &str) -> Result<(), ApiError> {
    let since = state.clock.now_ms() - WINDOW_MS;
    let by_user = state.store.count_login_failures(user_key, since).await?;
    let by_address = state.store.count_login_failures(address_key, since).await?;
    if by_user >= MAX_PER_USER || by_address >= MAX_PER_ADDRESS {
        return Err(ApiError::too_many_requests(
            "Too many failed sign-in attempts. Wait 15 minutes and try again.",
        ));
    }
    Ok(())
}

pub async fn record_failure(state: &AppState, keys: [&str; 2]) -> Result<(), ApiError> {
    let now = state.clock.now_ms();
    for key in keys {
        state.store.record_login_failure(key, now).await?;
    }
    Ok(())
}
