//! The administration of identity (issue 'Identity'): users found, created, changed, disabled
//! and given a new password; the representation links between agents and the traders they
//! represent; and the audit log, written in the same transaction as every change it records
//! (who, when, what before and after), so that no change goes unrecorded and no record names a
//! change that did not happen.
//!
//! A change to a user or to a link ends every copy of the sessions it concerns, in this process
//! and (PostgreSQL) in every other one: a disabled user's sessions end at once, a changed user
//! or link is seen on the user's next request.

use crate::db::{One, Sql, Tx};
use crate::session_cache::Invalidation;
use crate::{NewUser, Result, Store, StoreError, UserRecord};

/// What an administrator may change of a user (the whole of it, as the form shows it).
#[derive(Debug, Clone, PartialEq, Eq, serde::Serialize)]
#[serde(rename_all = "camelCase")]
pub struct UserChange {
    pub user_type: String,
    pub display_name: String,
    pub eori: Option<String>,
    pub linked_eoris: Vec<String>,
    pub customs_offices: Vec<String>,
    pub permissions: Vec<String>,
}

/// An agent (by EORI) representing a trader (by EORI), from and until a day (`YYYY-MM-DD`,
/// both included; `None`: open).
#[derive(Debug, Clone, PartialEq, Eq, serde::Serialize, serde::Deserialize, sqlx::FromRow)]
#[serde(rename_all = "camelCase")]
pub struct Representation {
    pub id: i64,
    pub agent_eori: String,
    pub trader_eori: String,
    pub valid_from: Option<String>,
    pub valid_until: Option<String>,
    pub created_by: String,
    pub created_at: i64,
}

impl Representation {
    /// Whether the link holds on `day` (`YYYY-MM-DD`).
    pub fn in_force(&self, day: &str) -> bool {
        self.valid_from.as_deref().is_none_or(|from| from <= day)
            && self.valid_until.as_deref().is_none_or(|until| day <= until)
    }
}

#[derive(Debug, Clone, PartialEq, Eq, serde::Serialize)]
#[serde(rename_all = "camelCase")]
pub struct NewRepresentation {
    pub agent_eori: String,
    pub trader_eori: String,
    pub valid_from: Option<String>,
    pub valid_until: Option<String>,
}

/// One audited change.
#[derive(Debug, Clone, PartialEq, Eq, sqlx::FromRow)]
pub struct AuditEntry {
    pub id: i64,
    pub at_ms: i64,
    pub actor: String,
    pub action: String,
    pub target: String,
    pub before: Option<String>,
    pub after: Option<String>,
}

/// Who makes a change, and when.
#[derive(Debug, Clone, Copy)]
pub struct Audit<'a> {
    pub actor: &'a str,
    pub at_ms: i64,
}

/// The user columns every read of a user takes.
pub(crate) const USER_COLUMNS: &str = "id, username, password_hash, user_type, display_name, \
     eori, linked_eoris, customs_offices, permissions, disabled, sso_subject";

pub(crate) fn json_of<T: serde::Serialize>(v: &T) -> String {
    serde_json::to_string(v).expect("a record always serialises")
}

/// The record an audit keeps of a user: everything but the password hash.
pub(crate) fn audited(u: &UserRecord) -> String {
    json_of(&serde_json::json!({
        "username": u.username,
        "userType": u.user_type,
        "displayName": u.display_name,
        "eori": u.eori,
        "linkedEoris": u.linked_eoris,
        "customsOffices": u.customs_offices,
        "permissions": u.permissions,
        "disabled": u.disabled,
    }))
}

pub(crate) async fn record(
    tx: &mut Tx,
    audit: Audit<'_>,
    action: &str,
    target: &str,
    before: Option<String>,
    after: Option<String>,
) -> Result<()> {
    tx.exec(&Sql::with(
        "INSERT INTO audit_log (at_ms, actor, action, target, before, after) \
         VALUES ($1, $2, $3, $4, $5, $6)",
        vec![
            audit.at_ms.into(),
            audit.actor.into(),
            action.into(),
            target.into(),
            before.into(),
            after.into(),
        ],
    ))
    .await?;
    Ok(())
}

pub(crate) async fn user_in(tx: &mut Tx, id: i64) -> Result<UserRecord> {
    let sql = Sql::with(
        &format!("SELECT {USER_COLUMNS} FROM users WHERE id = $1"),
        vec![id.into()],
    );
    let raw = tx
        .opt::<crate::accounts::UserRaw>(&sql)
        .await?
        .ok_or(StoreError::NotFound)?;
    UserRecord::try_from(raw)
}

/// Writes `change` over user `id` (an administrator's change and the SSO's claims alike).
pub(crate) async fn write_change(tx: &mut Tx, id: i64, change: &UserChange) -> Result<()> {
    tx.exec(&Sql::with(
        "UPDATE users SET user_type = $1, display_name = $2, eori = $3, linked_eoris = $4, \
         customs_offices = $5, permissions = $6 WHERE id = $7",
        vec![
            change.user_type.as_str().into(),
            change.display_name.as_str().into(),
            change.eori.clone().into(),
            json_of(&change.linked_eoris).into(),
            json_of(&change.customs_offices).into(),
            json_of(&change.permissions).into(),
            id.into(),
        ],
    ))
    .await?;
    Ok(())
}

impl Store {
    /// Users whose user name, name or EORI contains `find` (all when `None`), by user name.
    pub async fn users(&self, find: Option<&str>, limit: i64) -> Result<Vec<UserRecord>> {
        let mut sql = Sql::new(&format!("SELECT {USER_COLUMNS} FROM users"));
        if let Some(find) = find.map(str::trim).filter(|f| !f.is_empty()) {
            let like = format!("%{}%", find.to_lowercase());
            let a = sql.arg(like);
            sql.push(&format!(
                " WHERE lower(username) LIKE {a} OR lower(display_name) LIKE {a} \
                 OR lower(coalesce(eori, '')) LIKE {a}"
            ));
        }
        let l = sql.arg(limit);
        sql.push(&format!(" ORDER BY username LIMIT {l}"));
        let rows = self.all::<crate::accounts::UserRaw>(&sql).await?;
        rows.into_iter().map(UserRecord::try_from).collect()
    }

    /// Creates a user, audited.
    pub async fn create_user_audited(&self, u: NewUser, audit: Audit<'_>) -> Result<i64> {
        let mut tx = self.begin_write().await?;
        let id = crate::accounts::insert_user(&mut tx, &u).await?;
        let created = user_in(&mut tx, id).await?;
        record(
            &mut tx,
            audit,
            "create-user",
            &created.username,
            None,
            Some(audited(&created)),
        )
        .await?;
        tx.commit().await?;
        Ok(id)
    }

    /// Changes a user (type, name, EORI, linked parties, offices, permissions), audited; their
    /// sessions see the change on their next request.
    pub async fn update_user(
        &self,
        id: i64,
        change: &UserChange,
        audit: Audit<'_>,
    ) -> Result<UserRecord> {
        let mut tx = self.begin_write().await?;
        let before = user_in(&mut tx, id).await?;
        write_change(&mut tx, id, change).await?;
        let after = user_in(&mut tx, id).await?;
        record(
            &mut tx,
            audit,
            "update-user",
            &after.username,
            Some(audited(&before)),
            Some(audited(&after)),
        )
        .await?;
        tx.commit().await?;
        self.user_changed(id).await?;
        Ok(after)
    }

    /// Disables (their sessions end at once) or enables a user, audited.
    pub async fn set_user_disabled(
        &self,
        id: i64,
        disabled: bool,
        audit: Audit<'_>,
    ) -> Result<UserRecord> {
        let mut tx = self.begin_write().await?;
        let before = user_in(&mut tx, id).await?;
        tx.exec(&Sql::with(
            "UPDATE users SET disabled = $1 WHERE id = $2",
            vec![i64::from(disabled).into(), id.into()],
        ))
        .await?;
        if disabled {
            tx.exec(&Sql::with(
                "DELETE FROM sessions WHERE user_id = $1",
                vec![id.into()],
            ))
            .await?;
        }
        let after = user_in(&mut tx, id).await?;
        let action = if disabled {
            "disable-user"
        } else {
            "enable-user"
        };
        record(
            &mut tx,
            audit,
            action,
            &after.username,
            Some(audited(&before)),
            Some(audited(&after)),
        )
        .await?;
        tx.commit().await?;
        self.user_changed(id).await?;
        Ok(after)
    }

    /// A new password (its hash) for a user, audited (the hash itself is not recorded); the
    /// user's other sessions end.
    pub async fn set_password(&self, id: i64, password_hash: &str, audit: Audit<'_>) -> Result<()> {
        let mut tx = self.begin_write().await?;
        let user = user_in(&mut tx, id).await?;
        tx.exec(&Sql::with(
            "UPDATE users SET password_hash = $1 WHERE id = $2",
            vec![password_hash.into(), id.into()],
        ))
        .await?;
        tx.exec(&Sql::with(
            "DELETE FROM sessions WHERE user_id = $1",
            vec![id.into()],
        ))
        .await?;
        record(&mut tx, audit, "set-password", &user.username, None, None).await?;
        tx.commit().await?;
        self.user_changed(id).await
    }

    /// The representation links naming `eori` as agent or trader (all when `None`).
    pub async fn representations(&self, eori: Option<&str>) -> Result<Vec<Representation>> {
        let mut sql = Sql::new(
            "SELECT id, agent_eori, trader_eori, valid_from, valid_until, created_by, created_at \
             FROM representations",
        );
        if let Some(eori) = eori {
            let a = sql.arg(eori);
            sql.push(&format!(" WHERE agent_eori = {a} OR trader_eori = {a}"));
        }
        sql.push(" ORDER BY agent_eori, trader_eori, id");
        self.all(&sql).await
    }

    /// Links an agent to a trader for a period, audited; both see it on their next request.
    pub async fn add_representation(
        &self,
        link: &NewRepresentation,
        audit: Audit<'_>,
    ) -> Result<Representation> {
        let mut tx = self.begin_write().await?;
        let One(id) = tx
            .opt::<One>(&Sql::with(
                "INSERT INTO representations (agent_eori, trader_eori, valid_from, valid_until, \
                 created_by, created_at) VALUES ($1, $2, $3, $4, $5, $6) RETURNING id",
                vec![
                    link.agent_eori.as_str().into(),
                    link.trader_eori.as_str().into(),
                    link.valid_from.clone().into(),
                    link.valid_until.clone().into(),
                    audit.actor.into(),
                    audit.at_ms.into(),
                ],
            ))
            .await?
            .ok_or(StoreError::NotFound)?;
        let target = format!("{} represents {}", link.agent_eori, link.trader_eori);
        record(
            &mut tx,
            audit,
            "add-representation",
            &target,
            None,
            Some(json_of(link)),
        )
        .await?;
        tx.commit().await?;
        self.links_changed().await?;
        Ok(Representation {
            id,
            agent_eori: link.agent_eori.clone(),
            trader_eori: link.trader_eori.clone(),
            valid_from: link.valid_from.clone(),
            valid_until: link.valid_until.clone(),
            created_by: audit.actor.to_owned(),
            created_at: audit.at_ms,
        })
    }

    /// Removes a representation link, audited ([`StoreError::NotFound`] when there is none).
    pub async fn remove_representation(&self, id: i64, audit: Audit<'_>) -> Result<()> {
        let mut tx = self.begin_write().await?;
        let link = tx
            .opt::<Representation>(&Sql::with(
                "SELECT id, agent_eori, trader_eori, valid_from, valid_until, created_by, \
                 created_at FROM representations WHERE id = $1",
                vec![id.into()],
            ))
            .await?
            .ok_or(StoreError::NotFound)?;
        tx.exec(&Sql::with(
            "DELETE FROM representations WHERE id = $1",
            vec![id.into()],
        ))
        .await?;
        let target = format!("{} represents {}", link.agent_eori, link.trader_eori);
        record(
            &mut tx,
            audit,
            "remove-representation",
            &target,
            Some(json_of(&link)),
            None,
        )
        .await?;
        tx.commit().await?;
        self.links_changed().await
    }

    /// The audit log, newest first: `limit` entries before the entry `before` (from the newest
    /// when `None`).
    pub async fn audit_log(&self, before: Option<i64>, limit: i64) -> Result<Vec<AuditEntry>> {
        let mut sql =
            Sql::new("SELECT id, at_ms, actor, action, target, before, after FROM audit_log");
        if let Some(before) = before {
            let b = sql.arg(before);
            sql.push(&format!(" WHERE id < {b}"));
        }
        let l = sql.arg(limit);
        sql.push(&format!(" ORDER BY id DESC LIMIT {l}"));
        self.all(&sql).await
    }

    /// The representation links of `user` (as agent or as trader) read beside the user, so
    /// that the session's copy of the user holds them.
    pub(crate) async fn with_links(&self, mut user: UserRecord) -> Result<UserRecord> {
        if let Some(eori) = user.eori.as_deref() {
            user.representations = self.representations(Some(eori)).await?;
        }
        Ok(user)
    }

    pub(crate) async fn user_changed(&self, id: i64) -> Result<()> {
        self.sessions.forget_user(id);
        self.announce(Invalidation::User(id)).await
    }

    /// A link names users by EORI: every copy of every session is dropped (links change
    /// rarely; the next request of each user reads them again).
    async fn links_changed(&self) -> Result<()> {
        self.sessions.forget_all();
        self.announce(Invalidation::All).await
    }
}
