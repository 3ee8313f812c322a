//! Connections for single-statement reads, kept beside the pool.
//!
//! sqlx's pool pings every connection on its way back (`PoolConnection`'s return path): a
//! second round trip for each one-statement read, and on two cores a seventh of the CPU of a
//! document GET under load. It does so because a query future dropped half-way (a client that
//! went away) can leave a connection mid-protocol. Here a connection goes back only when its
//! statement ran to the end ([`Lease::finished`]); one dropped half-way is closed instead, so
//! no ping is needed for that. A connection idle for a while (the server or a proxy may have
//! dropped it) is pinged before use, as the pool does.
//!
//! Writes and transactions stay on the pool; so does an in-memory SQLite database, where every
//! connection would be a database of its own.

use std::sync::Mutex;
use std::time::{Duration, Instant};

use sqlx::Connection;
use tokio::sync::{Semaphore, SemaphorePermit};

use crate::{Result, StoreError};

/// A connection idle for longer than this is pinged before use.
pub(crate) const PING_IF_IDLE_FOR: Duration = Duration::from_secs(10);

/// How long a read waits for a free connection before it fails (as the pool's acquire timeout).
const WAIT: Duration = Duration::from_secs(10);

pub(crate) struct Readers<C: Connection> {
    options: C::Options,
    idle: Mutex<Vec<(C, Instant)>>,
    permits: Semaphore,
}

impl<C: Connection> Readers<C> {
    /// At most `size` connections, opened when first needed with `options`.
    pub fn new(options: C::Options, size: usize) -> Self {
        Readers {
            options,
            idle: Mutex::new(Vec::with_capacity(size)),
            permits: Semaphore::new(size),
        }
    }

    /// A connection for one statement: an idle one (pinged if it idled long) or a new one.
    pub async fn lease(&self) -> Result<Lease<'_, C>> {
        let permit = tokio::time::timeout(WAIT, self.permits.acquire())
            .await
            .map_err(|_| StoreError::Database(sqlx::Error::PoolTimedOut))?
            .map_err(|_| StoreError::Database(sqlx::Error::PoolClosed))?;
        let idle = self.idle.lock().expect("readers lock").pop();
        let conn = match idle {
            Some((conn, since)) if since.elapsed() < PING_IF_IDLE_FOR => conn,
            Some((mut conn, _)) => match conn.ping().await {
                Ok(()) => conn,
                Err(_) => C::connect_with(&self.options).await?,
            },
            None => C::connect_with(&self.options).await?,
        };
        Ok(Lease {
            conn: Some(conn),
            home: self,
            finished: false,
            _permit: permit,
        })
    }
}

impl<C: Connection> Readers<C> {
    /// No more leases; the idle connections are closed (those lent out close when dropped).
    pub async fn close(&self) {
        self.permits.close();
        let idle = std::mem::take(&mut *self.idle.lock().expect("readers lock"));
        for (conn, _) in idle {
            let _ = conn.close().await;
        }
    }
}

/// A connection lent for one statement; it goes back to its [`Readers`] when dropped, if the
/// statement finished, and is closed otherwise.
pub(crate) struct Lease<'a, C: Connection> {
    conn: Option<C>,
    home: &'a Readers<C>,
    finished: bool,
    _permit: SemaphorePermit<'a>,
}

impl<C: Connection> Lease<'_, C> {
    pub fn conn(&mut self) -> &mut C {
        self.conn.as_mut().expect("a lease holds its connection")
    }

    /// `out` of the statement run on [`Lease::conn`], passed through. A result or an error the
    /// database answered leaves the protocol at a clean boundary, so the connection may serve
    /// the next read; after any other error (I/O, protocol) it is closed.
    pub fn settle<T>(&mut self, out: sqlx::Result<T>) -> sqlx::Result<T> {
        self.finished = matches!(out, Ok(_) | Err(sqlx::Error::Database(_)));
        out
    }
}

impl<C: Connection> Drop for Lease<'_, C> {
    fn drop(&mut self) {
        let open = !self.home.permits.is_closed();
        if let (true, true, Some(conn)) = (self.finished, open, self.conn.take()) {
            self.home
                .idle
                .lock()
                .expect("readers lock")
                .push((conn, Instant::now()));
        }
        // Otherwise the connection is dropped here, which closes its socket (or its SQLite
        // worker): a half-read answer never reaches the next statement.
    }
}

#[cfg(test)]
mod tests {
    use sqlx::sqlite::SqliteConnectOptions;
    use sqlx::SqliteConnection;

    use super::*;

    fn readers(dir: &std::path::Path) -> Readers<SqliteConnection> {
        let options = SqliteConnectOptions::new()
            .filename(dir.join("reads.db"))
            .create_if_missing(true);
        Readers::new(options, 2)
    }

    fn idle(r: &Readers<SqliteConnection>) -> usize {
        r.idle.lock().unwrap().len()
    }

    async fn with_readers(test: impl AsyncFnOnce(&Readers<SqliteConnection>)) {
        let dir = std::env::temp_dir().join(format!("vama-reads-{}", uuid::Uuid::new_v4()));
        std::fs::create_dir_all(&dir).unwrap();
        let r = readers(&dir);
        test(&r).await;
        r.close().await;
        let _ = std::fs::remove_dir_all(&dir);
    }

    #[tokio::test]
    async fn a_finished_read_gives_its_connection_back_for_the_next_one() {
        with_readers(async |r| {
            for _ in 0..3 {
                let mut lease = r.lease().await.unwrap();
                let out = sqlx::query("SELECT 1").fetch_one(lease.conn()).await;
                lease.settle(out).unwrap();
                drop(lease);
                // One connection serves every read in turn: none is opened beside it.
                assert_eq!(idle(r), 1);
            }
        })
        .await;
    }

    #[tokio::test]
    async fn a_database_error_leaves_the_connection_usable() {
        with_readers(async |r| {
            let mut lease = r.lease().await.unwrap();
            let out = sqlx::query("SELECT * FROM no_such_table")
                .fetch_one(lease.conn())
                .await;
            assert!(lease.settle(out).is_err());
            drop(lease);
            assert_eq!(idle(r), 1);
        })
        .await;
    }

    #[tokio::test]
    async fn a_read_cut_off_half_way_closes_its_connection() {
        with_readers(async |r| {
            let lease = r.lease().await.unwrap();
            // Dropped before its statement was settled, as when a client goes away.
            drop(lease);
            assert_eq!(idle(r), 0);
        })
        .await;
    }

    #[tokio::test]
    async fn no_read_is_lent_once_the_readers_are_closed() {
        with_readers(async |r| {
            let mut lease = r.lease().await.unwrap();
            let out = sqlx::query("SELECT 1").fetch_one(lease.conn()).await;
            lease.settle(out).unwrap();
            r.close().await;
            // Lent before the close: closed on its way back, not kept.
            drop(lease);
            assert_eq!(idle(r), 0);
            assert!(r.lease().await.is_err());
        })
        .await;
    }
}
