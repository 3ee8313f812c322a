//! A small in-process copy of recently read sessions with their users, so that an authenticated
//! request need not read them from the database every time ([`Store::session_with_user_cached`]).
//!
//! Every write to `sessions` made through this process's store (any clone of it) updates or
//! drops the copy at once: deleting a session (sign-out, expiry) or sessions idle since a time,
//! touching one. A method that changes a user (password, permissions, deletion) must call
//! [`SessionCache::forget_user`] the same way.
//!
//! Several server processes over one PostgreSQL (architecture contract 8): every session or user
//! write also sends a notification (`NOTIFY vama_sessions`, delivered at commit), and every
//! process listens ([`crate::Store::connect`] starts the listener) and drops its copies as the
//! writer did, so a sign-out through one replica is refused by every other one on its next
//! request. The copy is used only while the listener is connected (`listening`): before it
//! first is, and after its connection is lost (all copies dropped then, as notifications may
//! have been missed), every request reads the database. Writes made by hand in the database are
//! seen once a copy is older than the caller's `max_age_ms`. Callers read the database
//! themselves before any decision that depends on the session's time of last use (expiry,
//! touch), because another replica may have used it meanwhile.
//!
//! A read that started before an invalidation does not put its answer back (see `copies`).
//!
//! [`Store::session_with_user_cached`]: crate::Store::session_with_user_cached

use crate::copies::Copies;
use crate::{SessionRecord, UserRecord};

/// The channel every session and user write notifies.
pub(crate) const CHANNEL: &str = "vama_sessions";

/// Most sessions kept; beyond that, old copies are dropped.
const CAPACITY: usize = 10_000;

/// Copies by token hash.
pub(crate) struct SessionCache(Copies<(SessionRecord, UserRecord)>);

impl SessionCache {
    /// A cache whose copies are used at once (`listening`) or only once
    /// [`SessionCache::set_listening`] says the invalidations are heard.
    pub fn new(listening: bool) -> SessionCache {
        SessionCache(Copies::new(listening, CAPACITY))
    }
}

impl crate::listener::Hears for SessionCache {
    fn set_listening(&self, on: bool) {
        self.0.set_listening(on);
    }

    /// Applies an invalidation another process announced (see [`Invalidation`]).
    fn apply(&self, payload: &str) {
        match Invalidation::parse(payload) {
            Some(Invalidation::Session(hash)) => self.forget(hash),
            Some(Invalidation::User(id)) => self.forget_user(id),
            Some(Invalidation::IdleSince(cutoff)) => self.forget_idle_since(cutoff),
            Some(Invalidation::All) => self.forget_all(),
            None => self.forget_all(),
        }
    }

    fn forget_all(&self) {
        self.0.forget_all();
    }
}

/// What a session or user write announces to the other processes, as the payload of
/// `NOTIFY vama_sessions`.
#[derive(Debug, Clone, PartialEq, Eq)]
pub(crate) enum Invalidation<'a> {
    /// `s:<token hash>`: a session ended.
    Session(&'a str),
    /// `u:<user id>`: a user changed, their sessions with them.
    User(i64),
    /// `i:<cutoff ms>`: sessions idle since then were deleted.
    IdleSince(i64),
    /// `a:`: what every session's user sees changed (a representation link).
    All,
}

impl<'a> Invalidation<'a> {
    pub fn payload(&self) -> String {
        match self {
            Invalidation::Session(hash) => format!("s:{hash}"),
            Invalidation::User(id) => format!("u:{id}"),
            Invalidation::IdleSince(cutoff) => format!("i:{cutoff}"),
            Invalidation::All => "a:".to_owned(),
        }
    }

    /// `None` for a payload this version does not know: the caller drops every copy.
    pub fn parse(payload: &'a str) -> Option<Invalidation<'a>> {
        let (tag, value) = payload.split_once(':')?;
        match tag {
            "s" => Some(Invalidation::Session(value)),
            "u" => value.parse().ok().map(Invalidation::User),
            "i" => value.parse().ok().map(Invalidation::IdleSince),
            "a" => Some(Invalidation::All),
            _ => None,
        }
    }
}

impl SessionCache {
    /// The copy of `token_hash` read at most `max_age_ms` before `now_ms` (and not after it).
    pub fn get(
        &self,
        token_hash: &str,
        now_ms: i64,
        max_age_ms: i64,
    ) -> Option<(SessionRecord, UserRecord)> {
        self.0.get(token_hash, now_ms, max_age_ms)
    }

    /// The generation to hand to [`SessionCache::put`] after reading the database.
    pub fn generation(&self) -> u64 {
        self.0.generation()
    }

    /// Keeps what a database read that began at `generation` found (or forgets the session when
    /// it found none), unless something was invalidated since.
    pub fn put(
        &self,
        generation: u64,
        token_hash: &str,
        found: Option<&(SessionRecord, UserRecord)>,
        read_at_ms: i64,
    ) {
        match found {
            Some(pair) => self.0.put(generation, token_hash, pair.clone(), read_at_ms),
            None => self.0.remove(token_hash),
        }
    }

    /// After the session's `last_seen` was moved to `now_ms` in the database.
    pub fn touched(&self, token_hash: &str, now_ms: i64) {
        self.0.update(token_hash, |(session, _)| {
            session.last_seen_ms = session.last_seen_ms.max(now_ms)
        });
    }

    /// Every copy goes.
    pub fn forget_all(&self) {
        self.0.forget_all();
    }

    /// After the session was deleted.
    pub fn forget(&self, token_hash: &str) {
        self.0.forget(token_hash);
    }

    /// After sessions last seen before `cutoff_ms` were deleted.
    pub fn forget_idle_since(&self, cutoff_ms: i64) {
        self.0
            .forget_where(|_, (session, _)| session.last_seen_ms < cutoff_ms);
    }

    /// After the user changed or was deleted (with their sessions): no copy of any of their
    /// sessions is used again.
    pub fn forget_user(&self, user_id: i64) {
        self.0.forget_where(|_, (_, user)| user.id == user_id);
    }
}

#[cfg(test)]
mod tests {
    use super::*;
    use crate::listener::Hears;

    fn pair(hash: &str, user_id: i64, last_seen_ms: i64) -> (SessionRecord, UserRecord) {
        (
            SessionRecord {
                token_hash: hash.into(),
                user_id,
                csrf_token: "c".into(),
                created_at_ms: 0,
                last_seen_ms,
            },
            UserRecord {
                id: user_id,
                username: "u".into(),
                password_hash: "p".into(),
                user_type: "trader".into(),
                display_name: "U".into(),
                eori: None,
                linked_eoris: vec![],
                customs_offices: vec![],
                permissions: vec![],
                disabled: false,
                sso_subject: None,
                representations: vec![],
            },
        )
    }

    #[test]
    fn deleting_a_session_forgets_it_and_a_read_that_began_before_does_not_bring_it_back() {
        let c = SessionCache::new(true);
        c.put(c.generation(), "h", Some(&pair("h", 1, 100)), 1_000);
        let before = c.generation();
        c.forget("h");
        assert!(c.get("h", 1_000, 500).is_none());
        c.put(before, "h", Some(&pair("h", 1, 100)), 1_001);
        assert!(c.get("h", 1_001, 500).is_none());
        // A read that began afterwards is kept.
        c.put(c.generation(), "h", Some(&pair("h", 1, 100)), 1_002);
        assert!(c.get("h", 1_002, 500).is_some());
        // A read that found nothing forgets the copy whatever the generation.
        c.put(before, "h", None, 1_003);
        assert!(c.get("h", 1_003, 500).is_none());
    }

    #[test]
    fn idle_sessions_and_a_users_sessions_are_forgotten_touches_are_kept() {
        let c = SessionCache::new(true);
        for (h, user, seen) in [("a", 1, 100), ("b", 1, 300), ("c", 2, 300)] {
            c.put(c.generation(), h, Some(&pair(h, user, seen)), 1_000);
        }
        c.touched("a", 400);
        c.touched("a", 350); // never backwards
        assert_eq!(c.get("a", 1_000, 0).unwrap().0.last_seen_ms, 400);
        c.forget_idle_since(350);
        assert!(c.get("a", 1_000, 0).is_some());
        assert!(c.get("b", 1_000, 0).is_none());
        c.forget_user(2);
        assert!(c.get("c", 1_000, 0).is_none());
        assert!(c.get("a", 1_000, 0).is_some());
    }

    #[test]
    fn another_process_s_invalidations_drop_the_copies_they_name() {
        let c = SessionCache::new(true);
        for (hash, user) in [("a", 1), ("b", 2), ("c", 3)] {
            let (s, u) = pair(hash, user, 1_000);
            c.put(c.generation(), hash, Some(&(s, u)), 1_000);
        }
        c.apply(&Invalidation::Session("a").payload());
        c.apply(&Invalidation::User(2).payload());
        assert!(c.get("a", 1_000, 5_000).is_none());
        assert!(c.get("b", 1_000, 5_000).is_none());
        assert!(c.get("c", 1_000, 5_000).is_some());
        c.apply("something newer");
        assert!(
            c.get("c", 1_000, 5_000).is_none(),
            "an unknown payload drops everything"
        );
    }
}
