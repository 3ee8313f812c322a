//! Hears the session invalidations of the other server processes over one PostgreSQL
//! (`LISTEN vama_sessions`) and applies them to this process's copies (see `session_cache`).
//! The task holds one of the pool's connections; it ends when the store's last clone is dropped
//! or the pool is closed.

use std::sync::Weak;
use std::time::Duration;

use sqlx::postgres::{PgListener, PgPool};

use crate::session_cache::SessionCache;

/// The channel every session and user write notifies.
pub(crate) const CHANNEL: &str = "vama_sessions";

/// How often an idle listener checks that its store is still alive.
const CHECK_EVERY: Duration = Duration::from_secs(2);

pub(crate) fn spawn(pool: PgPool, cache: Weak<SessionCache>) {
    tokio::spawn(async move {
        loop {
            match listen(&pool, &cache).await {
                Ok(()) => return,
                Err(e) => {
                    if let Some(c) = cache.upgrade() {
                        c.set_listening(false);
                    }
                    if pool.is_closed() || cache.upgrade().is_none() {
                        return;
                    }
                    tracing::warn!(error = %e, "session listener lost its connection; retrying");
                    tokio::time::sleep(Duration::from_secs(1)).await;
                }
            }
        }
    });
}

/// Listens until the store is gone (`Ok`) or the connection fails (`Err`).
async fn listen(pool: &PgPool, cache: &Weak<SessionCache>) -> sqlx::Result<()> {
    let mut listener = PgListener::connect_with(pool).await?;
    listener.listen(CHANNEL).await?;
    match cache.upgrade() {
        Some(c) => c.set_listening(true),
        None => return Ok(()),
    }
    loop {
        let next = tokio::time::timeout(CHECK_EVERY, listener.try_recv()).await;
        let Some(c) = cache.upgrade() else {
            return Ok(());
        };
        match next {
            // Nothing for a while: check again that the store is alive.
            Err(_elapsed) => {}
            Ok(Ok(Some(notification))) => c.apply(notification.payload()),
            // The connection was lost and made again: what was sent meanwhile is not known.
            Ok(Ok(None)) => c.forget_all(),
            Ok(Err(e)) => return Err(e),
        }
    }
}
