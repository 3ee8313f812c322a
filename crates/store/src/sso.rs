//! Sign-in through the national SSO (issue 'Identity'): the sign-ins under way between the
//! redirect to the provider and its answer, and the user an answer signs in, created at the
//! first sign-in and brought up to date with the provider's claims at every one (the SSO is
//! the authority on who a user is), audited like an administrator's change.

use crate::db::{One, Sql};
use crate::identity::{audited, record, user_in, write_change, Audit};
use crate::{NewUser, Result, Store, StoreError, UserChange, UserRecord};

/// A sign-in under way (see migration `0015_sso_logins`).
#[derive(Debug, Clone, PartialEq, Eq, sqlx::FromRow)]
pub struct SsoLogin {
    pub state_hash: String,
    pub browser_hash: String,
    pub nonce: String,
    pub pkce_verifier: String,
    pub next_path: String,
    pub created_at_ms: i64,
}

/// The actor the audit log names for what the SSO's claims changed.
pub const SSO_ACTOR: &str = "sso";

/// What the password column holds for a user without a local password (one who signs in only
/// through the SSO): not a PHC string, so no password verifies against it.
pub const NO_PASSWORD: &str = "!";

fn change_of(u: &UserRecord) -> UserChange {
    UserChange {
        user_type: u.user_type.clone(),
        display_name: u.display_name.clone(),
        eori: u.eori.clone(),
        linked_eoris: u.linked_eoris.clone(),
        customs_offices: u.customs_offices.clone(),
        permissions: u.permissions.clone(),
    }
}

impl Store {
    /// Records a sign-in under way, and forgets those started before `expired_before_ms`;
    /// false (nothing recorded) when `max_under_way` are under way already.
    pub async fn put_sso_login(
        &self,
        login: &SsoLogin,
        expired_before_ms: i64,
        max_under_way: i64,
    ) -> Result<bool> {
        let mut tx = self.begin_write().await?;
        tx.exec(&Sql::with(
            "DELETE FROM sso_logins WHERE created_at_ms < $1",
            vec![expired_before_ms.into()],
        ))
        .await?;
        let One(under_way) = tx
            .opt::<One>(&Sql::new("SELECT count(*) FROM sso_logins"))
            .await?
            .unwrap_or(One(0));
        if under_way >= max_under_way {
            tx.commit().await?;
            return Ok(false);
        }
        tx.exec(&Sql::with(
            "INSERT INTO sso_logins (state_hash, browser_hash, nonce, pkce_verifier, next_path, \
             created_at_ms) VALUES ($1, $2, $3, $4, $5, $6)",
            vec![
                login.state_hash.as_str().into(),
                login.browser_hash.as_str().into(),
                login.nonce.as_str().into(),
                login.pkce_verifier.as_str().into(),
                login.next_path.as_str().into(),
                login.created_at_ms.into(),
            ],
        ))
        .await?;
        tx.commit().await?;
        Ok(true)
    }

    /// Takes (reads and deletes, in one statement) the sign-in whose state hashes to
    /// `state_hash`: an answer is used once, however many times it is sent.
    pub async fn take_sso_login(&self, state_hash: &str) -> Result<Option<SsoLogin>> {
        let mut tx = self.begin_write().await?;
        let taken = tx
            .opt::<SsoLogin>(&Sql::with(
                "DELETE FROM sso_logins WHERE state_hash = $1 RETURNING state_hash, \
                 browser_hash, nonce, pkce_verifier, next_path, created_at_ms",
                vec![state_hash.into()],
            ))
            .await?;
        tx.commit().await?;
        Ok(taken)
    }

    /// The user the SSO's subject `subject` signs in as, written from the claims (`change`):
    /// created at the first sign-in (named `username`, or `fallback_username` when another
    /// user has that name; no password), changed when the claims differ from the record. Both
    /// are audited, in the same transaction; an unchanged user writes nothing, nor does a
    /// disabled one (whom the caller refuses).
    ///
    /// Two first sign-ins of one subject at once: the unique index on `sso_subject` lets one
    /// create the user; the other finds it when it tries again.
    pub async fn sso_sign_in(
        &self,
        subject: &str,
        username: &str,
        fallback_username: &str,
        change: &UserChange,
        at_ms: i64,
    ) -> Result<UserRecord> {
        match self
            .sso_write(subject, username, fallback_username, change, at_ms)
            .await
        {
            Err(StoreError::Duplicate(_)) => {
                self.sso_write(subject, username, fallback_username, change, at_ms)
                    .await
            }
            done => done,
        }
    }

    async fn sso_write(
        &self,
        subject: &str,
        username: &str,
        fallback_username: &str,
        change: &UserChange,
        at_ms: i64,
    ) -> Result<UserRecord> {
        let audit = Audit {
            actor: SSO_ACTOR,
            at_ms,
        };
        let mut tx = self.begin_write().await?;
        let found = tx
            .opt::<One>(&Sql::with(
                "SELECT id FROM users WHERE sso_subject = $1",
                vec![subject.into()],
            ))
            .await?;
        let id = match found {
            Some(One(id)) => {
                let before = user_in(&mut tx, id).await?;
                // A disabled user is refused: their sign-in changes nothing either.
                if before.disabled || change_of(&before) == *change {
                    tx.commit().await?;
                    return self.with_links(before).await;
                }
                write_change(&mut tx, id, change).await?;
                let after = user_in(&mut tx, id).await?;
                record(
                    &mut tx,
                    audit,
                    "sso-update-user",
                    &after.username,
                    Some(audited(&before)),
                    Some(audited(&after)),
                )
                .await?;
                id
            }
            None => {
                let taken = tx
                    .opt::<One>(&Sql::with(
                        "SELECT id FROM users WHERE username = $1",
                        vec![username.into()],
                    ))
                    .await?
                    .is_some();
                let name = if taken { fallback_username } else { username };
                let id = crate::accounts::insert_user(
                    &mut tx,
                    &NewUser {
                        username: name.to_owned(),
                        password_hash: NO_PASSWORD.to_owned(),
                        user_type: change.user_type.clone(),
                        display_name: change.display_name.clone(),
                        eori: change.eori.clone(),
                        linked_eoris: change.linked_eoris.clone(),
                        customs_offices: change.customs_offices.clone(),
                        permissions: change.permissions.clone(),
                    },
                )
                .await?;
                tx.exec(&Sql::with(
                    "UPDATE users SET sso_subject = $1 WHERE id = $2",
                    vec![subject.into(), id.into()],
                ))
                .await
                .map_err(|e| crate::db::classify(e, &format!("SSO subject {subject}")))?;
                let created = user_in(&mut tx, id).await?;
                record(
                    &mut tx,
                    audit,
                    "sso-create-user",
                    &created.username,
                    None,
                    Some(audited(&created)),
                )
                .await?;
                id
            }
        };
        tx.commit().await?;
        self.user_changed(id).await?;
        self.user_by_id(id).await?.ok_or(StoreError::NotFound)
    }
}
