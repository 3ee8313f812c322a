//! The store (architecture contract 6). One interface, [`Store`], over two implementations:
//! SQLite (embedded default, WAL, a file under `./data`) and PostgreSQL (production, selected by
//! `DATABASE_URL`). Both pass one conformance suite (`tests/conformance.rs`).
//!
//! Documents keep their body per version (append-only) plus indexed summary columns for lists;
//! lists use keyset pagination; a store is one transaction that checks the version the client
//! loaded (stale: [`StoreError::Conflict`]).
//!
//! The SQL is written once: both backends accept `$1`-style placeholders (sqlx maps `$N` to the
//! N-th argument on SQLite too), so every query is built as text plus arguments by [`db::Sql`]
//! and only the final execution is dispatched per backend (`db.rs`). Where the dialects differ
//! (ILIKE, `BEGIN IMMEDIATE`) the code asks [`Store::backend`].

mod accounts;
mod attachments;
mod catalogs;
mod copies;
mod db;
mod document_copies;
mod documents;
mod identity;
mod ledger;
mod list;
mod listener;
mod movement;
mod reads;
mod session_cache;
mod sso;
mod templates;
mod timers;
pub mod types;
mod write;

#[cfg(test)]
mod tests;

use std::path::Path;
use std::str::FromStr;
use std::sync::Arc;
use std::time::Duration;

use sqlx::postgres::{PgConnectOptions, PgPool, PgPoolOptions};
use sqlx::sqlite::{
    SqliteConnectOptions, SqliteJournalMode, SqlitePool, SqlitePoolOptions, SqliteSynchronous,
};

pub use identity::{Audit, AuditEntry, NewRepresentation, Representation, UserChange};
pub use ledger::{Debit, GuaranteeAccount, LedgerEntry, LedgerOp};
pub use movement::{MessageRecord, NewMessage, Step};
pub use sso::{SsoLogin, NO_PASSWORD, SSO_ACTOR};
pub use timers::{ExpiredTimer, TimerOp, TimerRecord};
pub use types::*;
pub use write::WriteTx;

static SQLITE_MIGRATIONS: sqlx::migrate::Migrator = sqlx::migrate!("./migrations/sqlite");
static POSTGRES_MIGRATIONS: sqlx::migrate::Migrator = sqlx::migrate!("./migrations/postgres");

use reads::{Readers, PING_IF_IDLE_FOR};

/// Connections kept for one-statement reads besides the pool (see `reads`).
const READ_CONNECTIONS: usize = 8;

/// The store: cheap to clone (a pool handle). Clones share the pool and the in-process copies of
/// recently read sessions (see [`Store::session_with_user_cached`]) and document views (see
/// [`Store::get_document_view`]).
#[derive(Clone)]
pub struct Store {
    pool: Pool,
    /// Where one-statement reads run (the pool when `None`).
    reads: Option<Arc<Reads>>,
    sessions: Arc<session_cache::SessionCache>,
    /// Copies of recently shown document views (see `document_copies`).
    documents: Arc<document_copies::DocumentCopies>,
}

enum Reads {
    Sqlite(Readers<sqlx::SqliteConnection>),
    Postgres(Readers<sqlx::PgConnection>),
}

#[derive(Clone)]
enum Pool {
    Sqlite(SqlitePool),
    Postgres(PgPool),
}

impl std::fmt::Debug for Store {
    fn fmt(&self, f: &mut std::fmt::Formatter<'_>) -> std::fmt::Result {
        f.debug_struct("Store")
            .field("backend", &self.backend())
            .finish()
    }
}

impl Store {
    fn with_pool(pool: Pool, reads: Option<Reads>) -> Store {
        // One process owns a SQLite file: its copies of sessions need no one else's news.
        let listening = matches!(pool, Pool::Sqlite(_));
        Store {
            pool,
            reads: reads.map(Arc::new),
            sessions: Arc::new(session_cache::SessionCache::new(listening)),
            documents: Arc::new(document_copies::DocumentCopies::new(listening)),
        }
    }

    /// Connects to `postgres://…` (or `postgresql://…`) or `sqlite://path` / `sqlite:path`.
    /// A SQLite file is created when missing and opened in WAL mode with a 5 s busy timeout,
    /// foreign keys on and `synchronous=NORMAL` (durable with WAL except on power loss of the
    /// last transactions, the usual trade-off for a WAL database).
    pub async fn connect(url: &str) -> Result<Store> {
        if url.starts_with("postgres://") || url.starts_with("postgresql://") {
            // 8, not 16: with the database on as few cores as here (2), 16 busy connections
            // mostly wait on each other; 8 served ~15% more document GETs under 32 concurrent
            // clients (4 about the same) and still lets a slow list run beside short reads.
            // One more for the listener (see `listener`).
            let pool = PgPoolOptions::new()
                .max_connections(9)
                .acquire_timeout(Duration::from_secs(10))
                // sqlx pings a connection when it goes back to the pool, and by default again
                // when it is taken out: a round trip to the server before every query. A
                // connection that came back a moment ago has just answered that ping, so only
                // one idle for a while (the server or a proxy may have dropped it) is pinged.
                .test_before_acquire(false)
                .before_acquire(|conn, meta| {
                    Box::pin(async move {
                        if meta.idle_for > PING_IF_IDLE_FOR {
                            sqlx::Connection::ping(conn).await?;
                        }
                        Ok(true)
                    })
                })
                .connect_with(pg_options(url)?)
                .await?;
            let reads = Reads::Postgres(Readers::new(pg_options(url)?, READ_CONNECTIONS));
            let store = Store::with_pool(Pool::Postgres(pool.clone()), Some(reads));
            let sessions: Arc<dyn listener::Hears> = store.sessions.clone();
            let documents: Arc<dyn listener::Hears> = store.documents.clone();
            listener::spawn(
                pool,
                vec![
                    (session_cache::CHANNEL, Arc::downgrade(&sessions)),
                    (document_copies::CHANNEL, Arc::downgrade(&documents)),
                ],
            );
            return Ok(store);
        }
        if url.starts_with("sqlite:") {
            let options = SqliteConnectOptions::from_str(url)?;
            // Like open_sqlite_dir: a missing data directory is created.
            if let Some(dir) = options.get_filename().parent() {
                if !dir.as_os_str().is_empty() && !url.contains(":memory:") {
                    create_dir(dir)?;
                }
            }
            return Self::sqlite_with(options).await;
        }
        Err(StoreError::BadQuery(format!(
            "unsupported database URL (expected postgres:// or sqlite://): {url}"
        )))
    }

    /// Opens (creating when missing) the SQLite database `dir/vama.db`, creating `dir` too.
    pub async fn open_sqlite_dir(dir: &Path) -> Result<Store> {
        create_dir(dir)?;
        Self::sqlite_with(SqliteConnectOptions::new().filename(dir.join("vama.db"))).await
    }

    async fn sqlite_with(options: SqliteConnectOptions) -> Result<Store> {
        let options = options
            .create_if_missing(true)
            .journal_mode(SqliteJournalMode::Wal)
            .busy_timeout(Duration::from_secs(5))
            .foreign_keys(true)
            .synchronous(SqliteSynchronous::Normal)
            // 64 MiB page cache per connection (default 2 MiB), allocated as used: with a dozen
            // list indexes, seeding a million documents was bound by index page misses.
            .pragma("cache_size", "-65536");
        // SQLite has one writer at a time anyway; a handful of connections serve parallel readers
        // (WAL lets them run beside the writer).
        // An in-memory database is one per connection: its reads stay on the pool.
        let reads = (!options
            .get_filename()
            .to_string_lossy()
            .contains(":memory:"))
        .then(|| Reads::Sqlite(Readers::new(options.clone(), READ_CONNECTIONS)));
        let pool = SqlitePoolOptions::new()
            .max_connections(8)
            .acquire_timeout(Duration::from_secs(10))
            // An embedded database does not drop connections: no ping before every query (each
            // one is a round trip to the connection's worker thread).
            .test_before_acquire(false)
            .connect_with(options)
            .await?;
        Ok(Store::with_pool(Pool::Sqlite(pool), reads))
    }

    /// Applies the migrations of this backend (`migrations/sqlite` or `migrations/postgres`).
    pub async fn migrate(&self) -> Result<()> {
        match &self.pool {
            Pool::Sqlite(p) => SQLITE_MIGRATIONS.run(p).await?,
            Pool::Postgres(p) => POSTGRES_MIGRATIONS.run(p).await?,
        }
        Ok(())
    }

    /// Applies the migrations up to and including `version` only: a test of a migration's
    /// data starts from the schema as it was before that migration.
    pub async fn migrate_to(&self, version: i64) -> Result<()> {
        match &self.pool {
            Pool::Sqlite(p) => SQLITE_MIGRATIONS.run_to(version, p).await?,
            Pool::Postgres(p) => POSTGRES_MIGRATIONS.run_to(version, p).await?,
        }
        Ok(())
    }

    /// Whether recently shown document views are answered from this process's copies (on by
    /// default; see [`Store::get_document_view`]). Off, every view is read from the database.
    pub fn keep_document_copies(&self, on: bool) {
        self.documents.keep(on);
    }

    /// `"sqlite"` or `"postgres"`.
    pub fn backend(&self) -> &'static str {
        match &self.pool {
            Pool::Sqlite(_) => "sqlite",
            Pool::Postgres(_) => "postgres",
        }
    }

    /// Closes the pool (waits for connections to be returned). Tests use it before dropping
    /// their database; a server can call it on shutdown.
    pub async fn close(&self) {
        match self.reads.as_deref() {
            Some(Reads::Sqlite(r)) => r.close().await,
            Some(Reads::Postgres(r)) => r.close().await,
            None => {}
        }
        match &self.pool {
            Pool::Sqlite(p) => p.close().await,
            Pool::Postgres(p) => p.close().await,
        }
    }

    fn is_postgres(&self) -> bool {
        matches!(self.pool, Pool::Postgres(_))
    }
}

fn create_dir(dir: &Path) -> Result<()> {
    std::fs::create_dir_all(dir).map_err(|e| {
        StoreError::Database(sqlx::Error::Configuration(
            format!("cannot create data dir {}: {e}", dir.display()).into(),
        ))
    })
}

/// PostgreSQL session settings for every pooled connection.
///
/// JIT off: the store runs short OLTP statements. When the planner's estimate crosses
/// `jit_above_cost` (it does on a freshly loaded table whose statistics are stale, e.g. a
/// 1,000,000-row import before autovacuum's ANALYZE), PostgreSQL compiles the one-row document
/// read with LLVM: measured here, ~90 ms of code emission for a 0.3 ms query, turning 900 GETs/s
/// into 127. Nothing the store runs gains from JIT.
fn pg_options(url: &str) -> Result<PgConnectOptions> {
    Ok(PgConnectOptions::from_str(url)?.options([("jit", "off")]))
}
