//! SQL text plus arguments, and their execution on either backend.
//!
//! Queries are built once as [`Sql`] (text with `$N` placeholders, accepted by PostgreSQL and by
//! sqlx's SQLite driver alike) and handed to the pool or a [`Tx`]; only this module knows the two
//! concrete sqlx types. Rows are decoded through `sqlx::FromRow` structs that implement it for
//! both row types.

use std::fmt::Write as _;
use std::sync::Arc;

use sqlx::postgres::PgRow;
use sqlx::sqlite::SqliteRow;
use sqlx::{AssertSqlSafe, FromRow, Postgres, Sqlite, Transaction};

use crate::document_copies::DocumentCopies;
use crate::{Pool, Reads, Result, Store, StoreError};

/// One bound argument.
#[derive(Debug, Clone)]
pub(crate) enum Arg {
    Text(String),
    OptText(Option<String>),
    Int(i64),
    OptInt(Option<i64>),
    Bytes(Vec<u8>),
}

impl From<&str> for Arg {
    fn from(v: &str) -> Self {
        Arg::Text(v.to_owned())
    }
}
impl From<String> for Arg {
    fn from(v: String) -> Self {
        Arg::Text(v)
    }
}
impl From<&String> for Arg {
    fn from(v: &String) -> Self {
        Arg::Text(v.clone())
    }
}
impl From<Option<String>> for Arg {
    fn from(v: Option<String>) -> Self {
        Arg::OptText(v)
    }
}
impl From<&Option<String>> for Arg {
    fn from(v: &Option<String>) -> Self {
        Arg::OptText(v.clone())
    }
}
impl From<i64> for Arg {
    fn from(v: i64) -> Self {
        Arg::Int(v)
    }
}
impl From<Vec<u8>> for Arg {
    fn from(v: Vec<u8>) -> Self {
        Arg::Bytes(v)
    }
}
impl From<Option<i64>> for Arg {
    fn from(v: Option<i64>) -> Self {
        Arg::OptInt(v)
    }
}

/// SQL text with `$N` placeholders and the arguments they refer to.
#[derive(Debug, Clone, Default)]
pub(crate) struct Sql {
    pub text: String,
    pub args: Vec<Arg>,
}

impl Sql {
    pub fn new(text: &str) -> Self {
        Sql {
            text: text.to_owned(),
            args: Vec::new(),
        }
    }

    /// Appends literal SQL (never user input: values go through [`Sql::bind`]).
    pub fn push(&mut self, text: &str) -> &mut Self {
        self.text.push_str(text);
        self
    }

    /// Appends a placeholder for a new argument.
    pub fn bind(&mut self, arg: impl Into<Arg>) -> &mut Self {
        self.args.push(arg.into());
        let _ = write!(self.text, "${}", self.args.len());
        self
    }

    /// The placeholder of a new argument without appending it, for text that refers to the same
    /// argument several times (numbered placeholders may repeat on both backends).
    pub fn arg(&mut self, arg: impl Into<Arg>) -> String {
        self.args.push(arg.into());
        format!("${}", self.args.len())
    }

    /// A statement with the given arguments, in order, as `$1, $2, …` in `text`.
    pub fn with(text: &str, args: Vec<Arg>) -> Self {
        Sql {
            text: text.to_owned(),
            args,
        }
    }
}

/// The statement in SQLite's anonymous `?` style: the text with every `$N` replaced by `?` and
/// the arguments repeated in order of appearance.
///
/// sqlx binds SQLite arguments by looking up each parameter's name, and SQLite's
/// `sqlite3_bind_parameter_name` scans a list of all named parameters: with `$N` names a
/// 7,500-argument multi-row INSERT spent more than half its time there (quadratic). Anonymous
/// `?` parameters have no names, so the lookup is immediate. (The SQL built here never contains
/// `$` inside a string literal.)
fn sqlite_style(sql: &Sql) -> (String, Vec<&Arg>) {
    let mut text = String::with_capacity(sql.text.len());
    let mut args = Vec::with_capacity(sql.args.len());
    let mut rest = sql.text.as_str();
    while let Some(at) = rest.find('$') {
        text.push_str(&rest[..at]);
        let digits = rest[at + 1..]
            .bytes()
            .take_while(u8::is_ascii_digit)
            .count();
        let n: usize = rest[at + 1..at + 1 + digits]
            .parse()
            .expect("a $ in built SQL is always a placeholder");
        text.push('?');
        args.push(&sql.args[n - 1]);
        rest = &rest[at + 1 + digits..];
    }
    text.push_str(rest);
    (text, args)
}

/// Builds a sqlx query for one backend with the arguments bound (values are encoded at bind
/// time, so nothing borrows from `sql` afterwards).
macro_rules! query_for {
    (Sqlite, $sql:expr) => {{
        let (text, args) = sqlite_style($sql);
        query_for!(@bind Sqlite, text, args)
    }};
    (Postgres, $sql:expr) => {{
        let sql: &Sql = $sql;
        query_for!(@bind Postgres, sql.text.clone(), &sql.args)
    }};
    (@bind $db:ty, $text:expr, $args:expr) => {{
        let mut q = sqlx::query::<$db>(AssertSqlSafe($text));
        for a in $args {
            q = match a {
                Arg::Text(v) => q.bind(v.as_str()),
                Arg::OptText(v) => q.bind(v.as_deref()),
                Arg::Int(v) => q.bind(*v),
                Arg::OptInt(v) => q.bind(*v),
                Arg::Bytes(v) => q.bind(v.as_slice()),
            };
        }
        q
    }};
}

/// One statement that only reads, run on a read connection of [`crate::reads`] (the pool when
/// the store has none), its rows handed to `$decode`.
macro_rules! read {
    ($store:expr, $sql:expr, $fetch:ident, $decode:expr) => {{
        let sql: &Sql = $sql;
        match ($store.reads.as_deref(), &$store.pool) {
            (Some(Reads::Sqlite(r)), _) => {
                let mut lease = r.lease().await?;
                let out = query_for!(Sqlite, sql).$fetch(lease.conn()).await;
                $decode(lease.settle(out)?)
            }
            (Some(Reads::Postgres(r)), _) => {
                let mut lease = r.lease().await?;
                let out = query_for!(Postgres, sql).$fetch(lease.conn()).await;
                $decode(lease.settle(out)?)
            }
            (None, Pool::Sqlite(p)) => $decode(query_for!(Sqlite, sql).$fetch(p).await?),
            (None, Pool::Postgres(p)) => $decode(query_for!(Postgres, sql).$fetch(p).await?),
        }
    }};
}

/// Rows decodable from both backends.
pub(crate) trait AnyRow:
    for<'r> FromRow<'r, SqliteRow> + for<'r> FromRow<'r, PgRow> + Send + Unpin
{
}
impl<T> AnyRow for T where
    T: for<'r> FromRow<'r, SqliteRow> + for<'r> FromRow<'r, PgRow> + Send + Unpin
{
}

/// One `i64` column (counts, ids).
#[derive(sqlx::FromRow)]
pub(crate) struct One(pub i64);

/// A transaction on either backend. Committing it drops this process's copies of document
/// views (see `document_copies`): it may have changed any document.
pub(crate) struct Tx {
    conn: TxConn,
    copies: Arc<DocumentCopies>,
}

enum TxConn {
    Sqlite(Transaction<'static, Sqlite>),
    Postgres(Transaction<'static, Postgres>),
}

impl Tx {
    /// The refusal of a write based on a version older than `current`: this process's copies
    /// of document `id` go too, as the writer read it from one of them, perhaps, a moment before
    /// it heard of the change.
    pub fn conflict(&self, id: &str, current: i64) -> StoreError {
        self.copies.forget_document(id);
        StoreError::Conflict { current }
    }

    pub fn is_sqlite(&self) -> bool {
        matches!(self.conn, TxConn::Sqlite(_))
    }

    pub async fn exec(&mut self, sql: &Sql) -> Result<u64> {
        Ok(match &mut self.conn {
            TxConn::Sqlite(tx) => query_for!(Sqlite, sql)
                .execute(&mut **tx)
                .await?
                .rows_affected(),
            TxConn::Postgres(tx) => query_for!(Postgres, sql)
                .execute(&mut **tx)
                .await?
                .rows_affected(),
        })
    }

    pub async fn opt<T: AnyRow>(&mut self, sql: &Sql) -> Result<Option<T>> {
        match &mut self.conn {
            TxConn::Sqlite(tx) => {
                decode_opt(query_for!(Sqlite, sql).fetch_optional(&mut **tx).await?)
            }
            TxConn::Postgres(tx) => {
                decode_opt(query_for!(Postgres, sql).fetch_optional(&mut **tx).await?)
            }
        }
    }

    pub async fn all<T: AnyRow>(&mut self, sql: &Sql) -> Result<Vec<T>> {
        match &mut self.conn {
            TxConn::Sqlite(tx) => decode_all(query_for!(Sqlite, sql).fetch_all(&mut **tx).await?),
            TxConn::Postgres(tx) => {
                decode_all(query_for!(Postgres, sql).fetch_all(&mut **tx).await?)
            }
        }
    }

    /// Makes this transaction wait for every other one that serialises on `key`, until it ends:
    /// a count-then-insert under a limit holds under any concurrency. SQLite's write
    /// transaction is exclusive already; PostgreSQL's default isolation lets two transactions
    /// count the same rows, so each key takes a transaction-scoped advisory lock there. Callers
    /// taking several keys take them in one order, so no two wait on each other in a cycle.
    pub async fn serialize_on(&mut self, key: &str) -> Result<()> {
        if !self.is_sqlite() {
            let lock = Sql::with(
                "SELECT CAST(1 AS BIGINT) FROM (SELECT pg_advisory_xact_lock(hashtext($1))) l",
                vec![key.into()],
            );
            self.opt::<One>(&lock).await?;
        }
        Ok(())
    }

    pub async fn commit(self) -> Result<()> {
        let done = match self.conn {
            TxConn::Sqlite(tx) => tx.commit().await,
            TxConn::Postgres(tx) => tx.commit().await,
        };
        // Whether or not the commit's answer arrived, it may have happened.
        self.copies.forget_all();
        Ok(done?)
    }
}

fn decode_all<R: sqlx::Row, T>(rows: Vec<R>) -> Result<Vec<T>>
where
    T: for<'r> FromRow<'r, R>,
{
    rows.iter()
        .map(|r| T::from_row(r).map_err(StoreError::from))
        .collect()
}

fn decode_opt<R: sqlx::Row, T>(row: Option<R>) -> Result<Option<T>>
where
    T: for<'r> FromRow<'r, R>,
{
    row.as_ref()
        .map(|r| T::from_row(r).map_err(StoreError::from))
        .transpose()
}

impl Store {
    /// A transaction that will write. On SQLite it starts with `BEGIN IMMEDIATE`, taking the
    /// write lock up front (waiting up to the busy timeout): a deferred transaction that reads
    /// first and writes later fails with SQLITE_BUSY instead of waiting when another writer
    /// committed in between.
    pub(crate) async fn begin_write(&self) -> Result<Tx> {
        let conn = match &self.pool {
            Pool::Sqlite(p) => TxConn::Sqlite(p.begin_with("BEGIN IMMEDIATE").await?),
            Pool::Postgres(p) => TxConn::Postgres(p.begin().await?),
        };
        Ok(Tx {
            conn,
            copies: self.documents.clone(),
        })
    }

    /// One statement that writes, committed on its own (it drops this process's copies of
    /// document views, as [`Tx::commit`] does).
    pub(crate) async fn exec(&self, sql: &Sql) -> Result<u64> {
        let done = match &self.pool {
            Pool::Sqlite(p) => query_for!(Sqlite, sql)
                .execute(p)
                .await
                .map(|r| r.rows_affected()),
            Pool::Postgres(p) => query_for!(Postgres, sql)
                .execute(p)
                .await
                .map(|r| r.rows_affected()),
        };
        self.documents.forget_all();
        Ok(done?)
    }

    pub(crate) async fn all<T: AnyRow>(&self, sql: &Sql) -> Result<Vec<T>> {
        read!(self, sql, fetch_all, decode_all)
    }

    pub(crate) async fn opt<T: AnyRow>(&self, sql: &Sql) -> Result<Option<T>> {
        read!(self, sql, fetch_optional, decode_opt)
    }

    /// The number of rows a query returns, not decoded.
    pub(crate) async fn count_rows(&self, sql: &Sql) -> Result<usize> {
        read!(self, sql, fetch_all, |rows: Vec<_>| Ok(rows.len()))
    }

    /// Rows of `EXPLAIN …` as text lines (backend-specific output).
    pub(crate) async fn explain_rows(&self, sql: &Sql) -> Result<Vec<String>> {
        use sqlx::Row as _;
        match &self.pool {
            Pool::Sqlite(p) => {
                let rows = query_for!(Sqlite, sql).fetch_all(p).await?;
                // EXPLAIN QUERY PLAN: (id, parent, notused, detail)
                rows.iter()
                    .map(|r| r.try_get::<String, _>(3).map_err(StoreError::from))
                    .collect()
            }
            Pool::Postgres(p) => {
                let rows = query_for!(Postgres, sql).fetch_all(p).await?;
                rows.iter()
                    .map(|r| r.try_get::<String, _>(0).map_err(StoreError::from))
                    .collect()
            }
        }
    }
}

/// Maps a unique-constraint violation to [`StoreError::Duplicate`] and a foreign-key violation
/// to [`StoreError::NotFound`] (the referenced row does not exist).
pub(crate) fn classify(err: StoreError, what: &str) -> StoreError {
    if let StoreError::Database(sqlx::Error::Database(db)) = &err {
        if db.is_unique_violation() {
            return StoreError::Duplicate(what.to_owned());
        }
        if db.is_foreign_key_violation() {
            return StoreError::NotFound;
        }
    }
    err
}
