//! Large bodies do not stall the server (issue 14): parsing a posted document and running the
//! rules on it happen on the blocking pool, never on the async workers that answer everyone
//! else's small requests; and at most `VAMA_LARGE_REQUESTS` large bodies are worked on at once
//! (each can take hundreds of megabytes), the others waiting their turn for up to
//! `VAMA_LARGE_REQUEST_WAIT_SECONDS`, then refused with 503 and Retry-After.

use std::{sync::Arc, time::Duration};

use axum::http::StatusCode;
use tokio::sync::{OwnedSemaphorePermit, Semaphore};
use vama_rules::text::Text;

use crate::error::{ApiError, ApiResult};

/// A body this large or larger is a large one.
pub const LARGE_BODY: usize = 1 << 20;

/// The turns of the large bodies (one per process: each process bounds its own memory).
#[derive(Clone)]
pub struct Gate {
    turns: Arc<Semaphore>,
    wait: Duration,
}

impl Gate {
    pub fn new(at_once: usize, wait_secs: u64) -> Gate {
        Gate {
            turns: Arc::new(Semaphore::new(at_once.max(1))),
            wait: Duration::from_secs(wait_secs),
        }
    }

    /// A turn for a body of `size` bytes (none needed below [`LARGE_BODY`]), held until the
    /// returned permit is dropped; 503 with Retry-After when none comes in time.
    pub async fn admit(&self, size: usize) -> ApiResult<Option<OwnedSemaphorePermit>> {
        if size < LARGE_BODY {
            return Ok(None);
        }
        match tokio::time::timeout(self.wait, self.turns.clone().acquire_owned()).await {
            Ok(Ok(permit)) => Ok(Some(permit)),
            _ => {
                let retry = self.wait.as_secs().max(1);
                Err(ApiError::new(StatusCode::SERVICE_UNAVAILABLE, "busy", "")
                    .said(Text::new("server-busy").with("seconds", retry))
                    .retry_after(retry))
            }
        }
    }
}

/// Runs CPU work (parsing, the rules) on the blocking pool and waits for it without holding an
/// async worker.
pub async fn off_workers<T: Send + 'static>(
    work: impl FnOnce() -> ApiResult<T> + Send + 'static,
) -> ApiResult<T> {
    tokio::task::spawn_blocking(work)
        .await
        .map_err(ApiError::internal)?
}
