//! Hears the invalidations of the other server processes over one PostgreSQL (`LISTEN` on each
//! channel: sessions, documents) and applies them to this process's copies (see
//! `session_cache` and `document_copies`). The task holds one of the pool's connections; it ends
//! when the store's last clone is dropped or the pool is closed.

use std::sync::{Arc, Weak};
use std::time::Duration;

use sqlx::postgres::{PgListener, PgPool};

/// What keeps copies that other processes' announcements on one channel invalidate.
pub(crate) trait Hears: Send + Sync {
    /// The announcements are heard (`true`) or may be missed (`false`: drop every copy).
    fn set_listening(&self, on: bool);
    /// One announcement.
    fn apply(&self, payload: &str);
    /// Announcements may have been missed.
    fn forget_all(&self);
}

/// Each channel with the copies it invalidates.
pub(crate) type Channels = Vec<(&'static str, Weak<dyn Hears>)>;

/// How often an idle listener checks that its store is still alive.
const CHECK_EVERY: Duration = Duration::from_secs(2);

pub(crate) fn spawn(pool: PgPool, channels: Channels) {
    tokio::spawn(async move {
        loop {
            match listen(&pool, &channels).await {
                Ok(()) => return,
                Err(e) => {
                    let alive = each(&channels, |c| c.set_listening(false));
                    if pool.is_closed() || !alive {
                        return;
                    }
                    tracing::warn!(error = %e, "the store's listener lost its connection; retrying");
                    tokio::time::sleep(Duration::from_secs(1)).await;
                }
            }
        }
    });
}

/// Applies `f` to each copy still alive; `false` when none is (the store is gone).
fn each(channels: &Channels, f: impl Fn(&Arc<dyn Hears>)) -> bool {
    let alive: Vec<Arc<dyn Hears>> = channels.iter().filter_map(|(_, c)| c.upgrade()).collect();
    alive.iter().for_each(f);
    !alive.is_empty()
}

/// Listens until the store is gone (`Ok`) or the connection fails (`Err`).
async fn listen(pool: &PgPool, channels: &Channels) -> sqlx::Result<()> {
    let mut listener = PgListener::connect_with(pool).await?;
    listener
        .listen_all(channels.iter().map(|(name, _)| *name))
        .await?;
    if !each(channels, |c| c.set_listening(true)) {
        return Ok(());
    }
    loop {
        let next = tokio::time::timeout(CHECK_EVERY, listener.try_recv()).await;
        match next {
            // Nothing for a while: check again that the store is alive.
            Err(_elapsed) => {}
            Ok(Ok(Some(notification))) => {
                let heard = channels
                    .iter()
                    .find(|(name, _)| *name == notification.channel())
                    .and_then(|(_, c)| c.upgrade());
                if let Some(c) = heard {
                    c.apply(notification.payload());
                }
            }
            // The connection was lost and made again: what was sent meanwhile is not known.
            Ok(Ok(None)) => {
                each(channels, |c| c.forget_all());
            }
            Ok(Err(e)) => return Err(e),
        }
        if channels.iter().all(|(_, c)| c.strong_count() == 0) {
            return Ok(());
        }
    }
}
