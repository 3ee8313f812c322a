//! Users, server-side sessions and login throttling. All of it lives in the database so any
//! number of server replicas share it (architecture contract 8).

use crate::db::{classify, One, Sql, Tx};
use crate::session_cache::Invalidation;
use crate::session_cache::CHANNEL;
use crate::{NewUser, Result, SessionRecord, Store, StoreError, UserRecord};

#[derive(sqlx::FromRow)]
pub(crate) struct UserRaw {
    id: i64,
    username: String,
    password_hash: String,
    user_type: String,
    display_name: String,
    eori: Option<String>,
    linked_eoris: String,
    customs_offices: String,
    permissions: String,
    disabled: i64,
    sso_subject: Option<String>,
}

impl TryFrom<UserRaw> for UserRecord {
    type Error = StoreError;
    fn try_from(r: UserRaw) -> Result<Self> {
        // The lists are JSON arrays in a text column; a malformed one is a corrupt row.
        let list = |s: &str| {
            serde_json::from_str::<Vec<String>>(s)
                .map_err(|e| StoreError::Database(sqlx::Error::Decode(Box::new(e))))
        };
        Ok(UserRecord {
            linked_eoris: list(&r.linked_eoris)?,
            permissions: list(&r.permissions)?,
            id: r.id,
            username: r.username,
            password_hash: r.password_hash,
            user_type: r.user_type,
            display_name: r.display_name,
            eori: r.eori,
            customs_offices: list(&r.customs_offices)?,
            disabled: r.disabled != 0,
            sso_subject: r.sso_subject,
            representations: Vec::new(),
        })
    }
}

#[derive(sqlx::FromRow)]
struct SessionRaw {
    token_hash: String,
    user_id: i64,
    csrf_token: String,
    created_at: i64,
    last_seen: i64,
}

use crate::identity::USER_COLUMNS;

/// A session and its user, read together (one statement per authenticated request).
#[derive(sqlx::FromRow)]
struct SessionUserRaw {
    #[sqlx(flatten)]
    session: SessionRaw,
    #[sqlx(flatten)]
    user: UserRaw,
}

impl From<SessionRaw> for SessionRecord {
    fn from(r: SessionRaw) -> Self {
        SessionRecord {
            token_hash: r.token_hash,
            user_id: r.user_id,
            csrf_token: r.csrf_token,
            created_at_ms: r.created_at,
            last_seen_ms: r.last_seen,
        }
    }
}

fn json_list(v: &[String]) -> String {
    serde_json::to_string(v).expect("a list of strings always serialises")
}

impl Store {
    /// Creates a user and returns its id; [`StoreError::Duplicate`] when the user name is taken.
    /// Creates a user (the demo users, the SSO's first sign-in); an administrator's creation
    /// is audited ([`Store::create_user_audited`]).
    pub async fn create_user(&self, u: NewUser) -> Result<i64> {
        let mut tx = self.begin_write().await?;
        let id = insert_user(&mut tx, &u).await?;
        tx.commit().await?;
        Ok(id)
    }

    pub async fn user_by_name(&self, username: &str) -> Result<Option<UserRecord>> {
        let sql = Sql::with(
            &format!("SELECT {USER_COLUMNS} FROM users WHERE username = $1"),
            vec![username.into()],
        );
        match self.opt::<UserRaw>(&sql).await? {
            Some(raw) => Ok(Some(self.with_links(UserRecord::try_from(raw)?).await?)),
            None => Ok(None),
        }
    }

    pub async fn user_by_id(&self, id: i64) -> Result<Option<UserRecord>> {
        let sql = Sql::with(
            &format!("SELECT {USER_COLUMNS} FROM users WHERE id = $1"),
            vec![id.into()],
        );
        match self.opt::<UserRaw>(&sql).await? {
            Some(raw) => Ok(Some(self.with_links(UserRecord::try_from(raw)?).await?)),
            None => Ok(None),
        }
    }

    /// Stores a new session ([`StoreError::NotFound`] when the user does not exist,
    /// [`StoreError::Duplicate`] when the token hash is already in use).
    pub async fn create_session(&self, s: &SessionRecord) -> Result<()> {
        let sql = Sql::with(
            "INSERT INTO sessions (token_hash, user_id, csrf_token, created_at, last_seen) \
             VALUES ($1, $2, $3, $4, $5)",
            vec![
                s.token_hash.as_str().into(),
                s.user_id.into(),
                s.csrf_token.as_str().into(),
                s.created_at_ms.into(),
                s.last_seen_ms.into(),
            ],
        );
        self.exec(&sql).await.map_err(|e| classify(e, "session"))?;
        Ok(())
    }

    pub async fn session(&self, token_hash: &str) -> Result<Option<SessionRecord>> {
        let sql = Sql::with(
            "SELECT token_hash, user_id, csrf_token, created_at, last_seen FROM sessions \
             WHERE token_hash = $1",
            vec![token_hash.into()],
        );
        Ok(self.opt::<SessionRaw>(&sql).await?.map(SessionRecord::from))
    }

    /// The session with this token hash and its user, in one statement (what every
    /// authenticated request needs); `None` when there is no such session. Always reads the
    /// database, and refreshes this process's copy (see [`Store::session_with_user_cached`]),
    /// `now_ms` being the time of the read.
    pub async fn session_with_user(
        &self,
        token_hash: &str,
        now_ms: i64,
    ) -> Result<Option<(SessionRecord, UserRecord)>> {
        let generation = self.sessions.generation();
        let sql = Sql::with(
            "SELECT s.token_hash, s.user_id, s.csrf_token, s.created_at, s.last_seen, \
             u.id, u.username, u.password_hash, u.user_type, u.display_name, u.eori, \
             u.linked_eoris, u.customs_offices, u.permissions, u.disabled, u.sso_subject \
             FROM sessions s JOIN users u ON u.id = s.user_id \
             WHERE s.token_hash = $1 AND u.disabled = 0",
            vec![token_hash.into()],
        );
        let found = match self.opt::<SessionUserRaw>(&sql).await? {
            Some(r) => Some((
                SessionRecord::from(r.session),
                self.with_links(UserRecord::try_from(r.user)?).await?,
            )),
            None => None,
        };
        self.sessions
            .put(generation, token_hash, found.as_ref(), now_ms);
        Ok(found)
    }

    /// As [`Store::session_with_user`], but answered from this process's copy when that was
    /// read from the database at most `max_age_ms` before `now_ms`.
    ///
    /// Every session write made through this store (any clone of it: the server has one)
    /// updates or drops the copy at once: [`Store::delete_session`],
    /// [`Store::delete_sessions_idle_since`], [`Store::touch_session`]. Writes made by another
    /// process (another server replica, a hand edit) are seen only once the copy is older than
    /// `max_age_ms`: keep it short, and read with [`Store::session_with_user`] before deciding
    /// anything from `last_seen_ms`, which another replica may have moved meanwhile.
    pub async fn session_with_user_cached(
        &self,
        token_hash: &str,
        now_ms: i64,
        max_age_ms: i64,
    ) -> Result<Option<(SessionRecord, UserRecord)>> {
        match self.sessions.get(token_hash, now_ms, max_age_ms) {
            Some(hit) => Ok(Some(hit)),
            None => self.session_with_user(token_hash, now_ms).await,
        }
    }

    /// Marks a session as used at `now_ms` (never moves `last_seen` backwards). A missing
    /// session is not an error.
    pub async fn touch_session(&self, token_hash: &str, now_ms: i64) -> Result<()> {
        let sql = Sql::with(
            "UPDATE sessions SET last_seen = $1 WHERE token_hash = $2 AND last_seen < $1",
            vec![now_ms.into(), token_hash.into()],
        );
        self.exec(&sql).await?;
        self.sessions.touched(token_hash, now_ms);
        Ok(())
    }

    pub async fn delete_session(&self, token_hash: &str) -> Result<()> {
        let sql = Sql::with(
            "DELETE FROM sessions WHERE token_hash = $1",
            vec![token_hash.into()],
        );
        // Forget the copy even when the statement fails: the session may be gone.
        let deleted = self.exec(&sql).await;
        self.sessions.forget(token_hash);
        deleted?;
        self.announce(Invalidation::Session(token_hash)).await
    }

    /// Tells the other server processes over this PostgreSQL database to drop their copies
    /// (see `session_cache`); nothing to tell on SQLite.
    pub(crate) async fn announce(&self, what: Invalidation<'_>) -> Result<()> {
        if !self.is_postgres() {
            return Ok(());
        }
        let sql = Sql::with(
            "SELECT pg_notify($1, $2)",
            vec![CHANNEL.into(), what.payload().into()],
        );
        self.exec(&sql).await?;
        Ok(())
    }

    /// Deletes sessions last seen before `cutoff_ms`; returns how many.
    pub async fn delete_sessions_idle_since(&self, cutoff_ms: i64) -> Result<u64> {
        let sql = Sql::with(
            "DELETE FROM sessions WHERE last_seen < $1",
            vec![cutoff_ms.into()],
        );
        let deleted = self.exec(&sql).await;
        self.sessions.forget_idle_since(cutoff_ms);
        let deleted = deleted?;
        if deleted > 0 {
            self.announce(Invalidation::IdleSince(cutoff_ms)).await?;
        }
        Ok(deleted)
    }

    /// Records a failed login for `key` (e.g. a user name or client address).
    pub async fn record_login_failure(&self, key: &str, at_ms: i64) -> Result<()> {
        let sql = Sql::with(
            "INSERT INTO login_failures (key, at_ms) VALUES ($1, $2)",
            vec![key.into(), at_ms.into()],
        );
        self.exec(&sql).await?;
        Ok(())
    }

    /// Reserves one attempt under every key (each with its limit of attempts since
    /// `since_ms`), before the attempt is checked: the reservation counts as a failure until
    /// [`Store::release_attempts`] takes it back for an attempt that succeeded. `None` (and
    /// nothing written) when a key is at its limit. Atomic under any concurrency: SQLite's write
    /// transaction is exclusive; on PostgreSQL each key's advisory lock is held until commit,
    /// so parallel attempts on one key count one after the other.
    pub async fn reserve_attempt(
        &self,
        keys: &[(&str, i64)],
        since_ms: i64,
        at_ms: i64,
    ) -> Result<Option<Vec<i64>>> {
        let mut tx = self.begin_write().await?;
        let mut sorted: Vec<&(&str, i64)> = keys.iter().collect();
        // One order for every caller: two attempts never wait on each other's locks in a cycle.
        sorted.sort_by_key(|(k, _)| *k);
        for (key, _) in &sorted {
            tx.serialize_on(key).await?;
        }
        for (key, limit) in &sorted {
            let count = Sql::with(
                "SELECT COUNT(*) FROM login_failures WHERE key = $1 AND at_ms >= $2",
                vec![(*key).into(), since_ms.into()],
            );
            if tx.opt::<One>(&count).await?.map_or(0, |o| o.0) >= *limit {
                return Ok(None);
            }
        }
        let mut ids = Vec::with_capacity(keys.len());
        for (key, _) in &sorted {
            let insert = Sql::with(
                "INSERT INTO login_failures (key, at_ms) VALUES ($1, $2) RETURNING id",
                vec![(*key).into(), at_ms.into()],
            );
            if let Some(One(id)) = tx.opt::<One>(&insert).await? {
                ids.push(id);
            }
        }
        tx.commit().await?;
        Ok(Some(ids))
    }

    /// Takes back the reservations of an attempt that succeeded.
    pub async fn release_attempts(&self, ids: &[i64]) -> Result<()> {
        for id in ids {
            let sql = Sql::with(
                "DELETE FROM login_failures WHERE id = $1",
                vec![(*id).into()],
            );
            self.exec(&sql).await?;
        }
        Ok(())
    }

    /// Failed logins for `key` at or after `since_ms`.
    pub async fn count_login_failures(&self, key: &str, since_ms: i64) -> Result<i64> {
        let sql = Sql::with(
            "SELECT COUNT(*) FROM login_failures WHERE key = $1 AND at_ms >= $2",
            vec![key.into(), since_ms.into()],
        );
        Ok(self.opt::<One>(&sql).await?.map_or(0, |o| o.0))
    }

    pub async fn clear_login_failures(&self, key: &str) -> Result<()> {
        let sql = Sql::with(
            "DELETE FROM login_failures WHERE key = $1",
            vec![key.into()],
        );
        self.exec(&sql).await?;
        Ok(())
    }

    /// Housekeeping: forgets failures older than `cutoff_ms` (all keys); returns how many.
    pub async fn delete_login_failures_before(&self, cutoff_ms: i64) -> Result<u64> {
        let sql = Sql::with(
            "DELETE FROM login_failures WHERE at_ms < $1",
            vec![cutoff_ms.into()],
        );
        self.exec(&sql).await
    }
}

/// Inserts a user in `tx`: its id ([`StoreError::Duplicate`] when the user name is taken).
pub(crate) async fn insert_user(tx: &mut Tx, u: &NewUser) -> Result<i64> {
    let sql = Sql::with(
        "INSERT INTO users (username, password_hash, user_type, display_name, eori, \
         linked_eoris, customs_offices, permissions) \
         VALUES ($1, $2, $3, $4, $5, $6, $7, $8) RETURNING id",
        vec![
            u.username.as_str().into(),
            u.password_hash.as_str().into(),
            u.user_type.as_str().into(),
            u.display_name.as_str().into(),
            u.eori.clone().into(),
            json_list(&u.linked_eoris).into(),
            json_list(&u.customs_offices).into(),
            json_list(&u.permissions).into(),
        ],
    );
    match tx.opt::<One>(&sql).await {
        Ok(Some(One(id))) => Ok(id),
        Ok(None) => Err(StoreError::NotFound),
        Err(e) => Err(classify(e, &format!("user name {}", u.username))),
    }
}
