//! A bounded in-process map of copies of what the database answered, keyed by text: the
//! machinery under this process's copies of sessions (`session_cache`) and of document views
//! (`document_copies`). It knows nothing of what it holds; its owners decide what a write drops.
//!
//! Two rules keep a copy from outliving what it copies:
//! - a read that started before an invalidation must not put its (now stale) answer back: each
//!   invalidation bumps a generation, and a read keeps its answer only if the generation it saw
//!   before reading the database is still current;
//! - copies are used only while this process hears the other processes' invalidations
//!   (`listening`): always on SQLite (one process owns the file), on PostgreSQL only while the
//!   listener is connected; every copy is dropped when it is lost.

use std::collections::HashMap;
use std::sync::atomic::{AtomicBool, Ordering};
use std::sync::{Mutex, MutexGuard};

pub(crate) struct Copies<V> {
    inner: Mutex<Inner<V>>,
    listening: AtomicBool,
    /// Most copies kept; beyond that, the older half is dropped.
    capacity: usize,
}

struct Inner<V> {
    entries: HashMap<String, Entry<V>>,
    generation: u64,
}

struct Entry<V> {
    value: V,
    /// When it was read from the database (the caller's clock).
    read_at_ms: i64,
}

impl<V: Clone> Copies<V> {
    /// A map whose copies are used at once (`listening`) or only once
    /// [`Copies::set_listening`] says the invalidations are heard.
    pub fn new(listening: bool, capacity: usize) -> Copies<V> {
        Copies {
            inner: Mutex::new(Inner {
                entries: HashMap::new(),
                generation: 0,
            }),
            listening: AtomicBool::new(listening),
            capacity,
        }
    }

    fn lock(&self) -> MutexGuard<'_, Inner<V>> {
        // The map is consistent after every statement, so a poisoned lock is still usable.
        self.inner.lock().unwrap_or_else(|e| e.into_inner())
    }

    /// The invalidations of other processes are heard (`true`) or may be missed (`false`:
    /// every copy is dropped and none is kept until they are heard again).
    pub fn set_listening(&self, on: bool) {
        if !on {
            self.forget_all();
        }
        self.listening.store(on, Ordering::SeqCst);
    }

    /// The copy of `key` read at most `max_age_ms` before `now_ms` (and not after it).
    pub fn get(&self, key: &str, now_ms: i64, max_age_ms: i64) -> Option<V> {
        if !self.listening.load(Ordering::SeqCst) {
            return None;
        }
        let inner = self.lock();
        let e = inner.entries.get(key)?;
        (0..=max_age_ms)
            .contains(&(now_ms - e.read_at_ms))
            .then(|| e.value.clone())
    }

    /// The generation to hand to [`Copies::put`]: read it before reading the database.
    pub fn generation(&self) -> u64 {
        self.lock().generation
    }

    /// Keeps what a database read that began at `generation` found, unless something was
    /// invalidated since.
    pub fn put(&self, generation: u64, key: &str, value: V, read_at_ms: i64) {
        let mut inner = self.lock();
        if inner.generation != generation || !self.listening.load(Ordering::SeqCst) {
            return;
        }
        if inner.entries.len() >= self.capacity && !inner.entries.contains_key(key) {
            // Drop the older half of the copies (they are only copies).
            let mut ages: Vec<i64> = inner.entries.values().map(|e| e.read_at_ms).collect();
            ages.sort_unstable();
            let cutoff = ages[ages.len() / 2];
            inner.entries.retain(|_, e| e.read_at_ms > cutoff);
        }
        inner
            .entries
            .insert(key.to_owned(), Entry { value, read_at_ms });
    }

    /// Drops the copy of `key` (a read found nothing there); no read in flight is affected.
    pub fn remove(&self, key: &str) {
        self.lock().entries.remove(key);
    }

    /// Changes the copy of `key` in place, if there is one (a write this process made and knows
    /// the effect of).
    pub fn update(&self, key: &str, change: impl FnOnce(&mut V)) {
        if let Some(e) = self.lock().entries.get_mut(key) {
            change(&mut e.value);
        }
    }

    /// Drops the copy of `key`, and every read in flight.
    pub fn forget(&self, key: &str) {
        let mut inner = self.lock();
        inner.generation += 1;
        inner.entries.remove(key);
    }

    /// Drops every copy for which `stale` holds, and every read in flight.
    pub fn forget_where(&self, stale: impl Fn(&str, &V) -> bool) {
        let mut inner = self.lock();
        inner.generation += 1;
        inner.entries.retain(|k, e| !stale(k, &e.value));
    }

    /// Drops every copy, and every read in flight.
    pub fn forget_all(&self) {
        let mut inner = self.lock();
        inner.generation += 1;
        inner.entries.clear();
    }

    #[cfg(test)]
    pub fn len(&self) -> usize {
        self.lock().entries.len()
    }
}

#[cfg(test)]
mod tests {
    use super::*;

    #[test]
    fn a_copy_is_used_only_while_young_enough() {
        let c = Copies::new(true, 10);
        c.put(c.generation(), "k", 1, 1_000);
        assert_eq!(c.get("k", 1_000, 0), Some(1));
        assert_eq!(c.get("k", 1_500, 500), Some(1));
        assert_eq!(c.get("k", 1_501, 500), None);
        assert_eq!(c.get("k", 999, 500), None, "read in the caller's future");
        assert_eq!(c.get("other", 1_000, 500), None);
    }

    #[test]
    fn a_read_that_began_before_an_invalidation_does_not_put_its_answer_back() {
        let c = Copies::new(true, 10);
        let before = c.generation();
        c.forget("k");
        c.put(before, "k", 1, 1_000);
        assert_eq!(c.get("k", 1_000, 500), None);
        c.put(c.generation(), "k", 2, 1_000);
        assert_eq!(c.get("k", 1_000, 500), Some(2));
        c.remove("k");
        assert_eq!(c.get("k", 1_000, 500), None);
    }

    #[test]
    fn the_map_stays_bounded_and_keeps_the_newest() {
        let c = Copies::new(true, 100);
        for i in 0..110 {
            c.put(c.generation(), &format!("k{i}"), i, i);
        }
        assert!(c.len() <= 100);
        assert_eq!(c.get("k109", 109, 0), Some(109));
    }

    #[test]
    fn no_copy_is_used_while_other_processes_may_not_be_heard() {
        let c = Copies::new(false, 10);
        c.put(c.generation(), "k", 1, 1_000);
        assert_eq!(c.get("k", 1_000, 5_000), None, "not listening yet");
        c.set_listening(true);
        c.put(c.generation(), "k", 1, 1_000);
        assert_eq!(c.get("k", 1_000, 5_000), Some(1));
        c.set_listening(false);
        c.set_listening(true);
        assert_eq!(
            c.get("k", 1_000, 5_000),
            None,
            "dropped when the listener was lost"
        );
    }
}
