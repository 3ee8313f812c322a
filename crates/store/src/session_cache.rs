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
//! A read that started before an invalidation must not put its (now stale) answer back: each
//! invalidation bumps a generation, and a read stores its answer only if the generation it saw
//! before reading the database is still current.
//!
//! [`Store::session_with_user_cached`]: crate::Store::session_with_user_cached

use std::collections::HashMap;
use std::sync::atomic::{AtomicBool, Ordering};
use std::sync::Mutex;

use crate::{SessionRecord, UserRecord};

/// Most sessions kept; beyond that, old copies are dropped (and, failing that, all of them).
const CAPACITY: usize = 10_000;

pub(crate) struct SessionCache {
    inner: Mutex<Inner>,
    /// Whether copies may be used: always on SQLite (one process owns the file); on
    /// PostgreSQL only while this process hears the other processes' invalidations.
    listening: AtomicBool,
}

impl SessionCache {
    /// A cache whose copies are used at once (`listening`) or only once
    /// [`SessionCache::set_listening`] says the invalidations are heard.
    pub fn new(listening: bool) -> SessionCache {
        SessionCache {
            inner: Mutex::default(),
            listening: AtomicBool::new(listening),
        }
    }

    /// The invalidations of other processes are heard (`true`) or may be missed (`false`:
    /// every copy is dropped and none is kept until they are heard again).
    pub fn set_listening(&self, on: bool) {
        if !on {
            self.forget_all();
        }
        self.listening.store(on, Ordering::SeqCst);
    }

    /// Applies an invalidation another process announced (see [`Invalidation`]).
    pub fn apply(&self, payload: &str) {
        match Invalidation::parse(payload) {
            Some(Invalidation::Session(hash)) => self.forget(hash),
            Some(Invalidation::User(id)) => self.forget_user(id),
            Some(Invalidation::IdleSince(cutoff)) => self.forget_idle_since(cutoff),
            Some(Invalidation::All) => self.forget_all(),
            None => self.forget_all(),
        }
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

#[derive(Default)]
struct Inner {
    /// By token hash.
    entries: HashMap<String, Entry>,
    generation: u64,
}

struct Entry {
    session: SessionRecord,
    user: UserRecord,
    /// When it was read from the database (the caller's clock).
    read_at_ms: i64,
}

impl SessionCache {
    fn lock(&self) -> std::sync::MutexGuard<'_, Inner> {
        // The map is consistent after every statement, so a poisoned lock is still usable.
        self.inner.lock().unwrap_or_else(|e| e.into_inner())
    }

    /// The copy of `token_hash` read at most `max_age_ms` before `now_ms` (and not after it).
    pub fn get(
        &self,
        token_hash: &str,
        now_ms: i64,
        max_age_ms: i64,
    ) -> Option<(SessionRecord, UserRecord)> {
        if !self.listening.load(Ordering::SeqCst) {
            return None;
        }
        let inner = self.lock();
        let e = inner.entries.get(token_hash)?;
        let age = now_ms - e.read_at_ms;
        (0..=max_age_ms)
            .contains(&age)
            .then(|| (e.session.clone(), e.user.clone()))
    }

    /// The generation to hand to [`SessionCache::put`] after reading the database.
    pub fn generation(&self) -> u64 {
        self.lock().generation
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
        let mut inner = self.lock();
        let Some((session, user)) = found else {
            inner.entries.remove(token_hash);
            return;
        };
        if inner.generation != generation || !self.listening.load(Ordering::SeqCst) {
            return;
        }
        if inner.entries.len() >= CAPACITY && !inner.entries.contains_key(token_hash) {
            // Drop the oldest half of the copies (they are only copies).
            let mut ages: Vec<i64> = inner.entries.values().map(|e| e.read_at_ms).collect();
            ages.sort_unstable();
            let cutoff = ages[ages.len() / 2];
            inner.entries.retain(|_, e| e.read_at_ms > cutoff);
        }
        inner.entries.insert(
            token_hash.to_owned(),
            Entry {
                session: session.clone(),
                user: user.clone(),
                read_at_ms,
            },
        );
    }

    /// After the session's `last_seen` was moved to `now_ms` in the database.
    pub fn touched(&self, token_hash: &str, now_ms: i64) {
        if let Some(e) = self.lock().entries.get_mut(token_hash) {
            e.session.last_seen_ms = e.session.last_seen_ms.max(now_ms);
        }
    }

    /// Every copy goes.
    pub fn forget_all(&self) {
        let mut inner = self.lock();
        inner.generation += 1;
        inner.entries.clear();
    }

    /// After the session was deleted.
    pub fn forget(&self, token_hash: &str) {
        let mut inner = self.lock();
        inner.generation += 1;
        inner.entries.remove(token_hash);
    }

    /// After sessions last seen before `cutoff_ms` were deleted.
    pub fn forget_idle_since(&self, cutoff_ms: i64) {
        let mut inner = self.lock();
        inner.generation += 1;
        inner
            .entries
            .retain(|_, e| e.session.last_seen_ms >= cutoff_ms);
    }

    /// After the user changed or was deleted (with their sessions): no copy of any of their
    /// sessions is used again.
    pub fn forget_user(&self, user_id: i64) {
        let mut inner = self.lock();
        inner.generation += 1;
        inner.entries.retain(|_, e| e.user.id != user_id);
    }
}

#[cfg(test)]
mod tests {
    use super::*;

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
    fn a_copy_is_used_only_while_young_enough() {
        let c = SessionCache::new(true);
        c.put(c.generation(), "h", Some(&pair("h", 1, 100)), 1_000);
        assert!(c.get("h", 1_000, 0).is_some());
        assert!(c.get("h", 1_500, 500).is_some());
        assert!(c.get("h", 1_501, 500).is_none());
        assert!(
            c.get("h", 999, 500).is_none(),
            "read in the caller's future"
        );
        assert!(c.get("other", 1_000, 500).is_none());
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
    fn the_cache_stays_bounded() {
        let c = SessionCache::new(true);
        for i in 0..(CAPACITY as i64 + 10) {
            let h = format!("h{i}");
            c.put(c.generation(), &h, Some(&pair(&h, 1, 0)), i);
        }
        assert!(c.lock().entries.len() <= CAPACITY);
        let last = format!("h{}", CAPACITY + 9);
        assert!(c.get(&last, CAPACITY as i64 + 9, 0).is_some());
    }

    #[test]
    fn no_copy_is_used_while_other_processes_may_not_be_heard() {
        let c = SessionCache::new(false);
        let (s, u) = pair("h", 1, 1_000);
        c.put(c.generation(), "h", Some(&(s.clone(), u.clone())), 1_000);
        assert!(c.get("h", 1_000, 5_000).is_none(), "not listening yet");
        c.set_listening(true);
        c.put(c.generation(), "h", Some(&(s, u)), 1_000);
        assert!(c.get("h", 1_000, 5_000).is_some());
        c.set_listening(false);
        c.set_listening(true);
        assert!(
            c.get("h", 1_000, 5_000).is_none(),
            "dropped when the listener was lost"
        );
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
