//! This process's copies of recently shown document views ([`crate::Store::get_document_view`]),
//! so that a document read again and again (a view page reloaded, a list polled, many officers
//! on one movement) is not read from the database every time.
//!
//! A copy never outlives a change of what it shows:
//! - every write this process commits drops all copies at once, before the writer hears back
//!   (the store's transactions and single-statement writes do it), so this process reads its
//!   own writes;
//! - on PostgreSQL every change to a document's row (a new version, an action, a message, a
//!   timer) is announced at commit by a trigger (`NOTIFY vama_documents`, migration 0019), and
//!   every process drops its copies of that document as it hears it. Another replica serves
//!   the previous view only in the moment between the commit and its hearing of it; a write
//!   based on that view is refused there as stale (409), as the head is always read in the
//!   write's transaction;
//! - copies are used only while the announcements are heard (see `copies`), and a copy older
//!   than [`MAX_AGE_MS`] is read again (a change made by hand in the database).
//!
//! A copy is kept per document, version asked for and reader's access (what the reader may see
//! is part of the statement); large documents are not copied, which bounds the memory.

use std::sync::atomic::{AtomicBool, Ordering};
use std::sync::OnceLock;
use std::time::Instant;

use crate::copies::Copies;
use crate::{Access, DocumentView};

/// The channel of the announcements (migration 0019).
pub(crate) const CHANNEL: &str = "vama_documents";

/// Most views kept.
const CAPACITY: usize = 2_000;

/// A view whose body is longer than this is not copied: with [`CAPACITY`], copies take at most
/// a few hundred MiB, and a large document costs far more to send than to read.
const MAX_BODY_BYTES: usize = 64 * 1024;

/// A copy older than this is read again.
pub(crate) const MAX_AGE_MS: i64 = 5_000;

/// Separates the parts of a key (not found in ids, kinds or access values).
const SEP: char = '\u{1f}';

pub(crate) struct DocumentCopies {
    copies: Copies<DocumentView>,
    /// Off, every view is read from the database ([`crate::Store::keep_document_copies`]).
    kept: AtomicBool,
}

/// Where a view asked for is kept: which document, which version, seen by whom.
pub(crate) struct Key(String);

impl Key {
    pub fn new(kind: &str, id: &str, version: Option<i64>, access: &Access) -> Key {
        Key(format!("{id}{SEP}{kind}{SEP}{version:?}{SEP}{access:?}"))
    }
}

/// Milliseconds on this process's monotonic clock (copies' ages; never the wall clock, which
/// a test may move).
fn now_ms() -> i64 {
    static START: OnceLock<Instant> = OnceLock::new();
    START.get_or_init(Instant::now).elapsed().as_millis() as i64
}

impl DocumentCopies {
    pub fn new(listening: bool) -> DocumentCopies {
        DocumentCopies {
            copies: Copies::new(listening, CAPACITY),
            kept: AtomicBool::new(true),
        }
    }

    /// Whether views are copied at all (on by default).
    pub fn keep(&self, on: bool) {
        self.kept.store(on, Ordering::SeqCst);
        self.copies.forget_all();
    }

    pub fn get(&self, key: &Key) -> Option<DocumentView> {
        if !self.kept.load(Ordering::SeqCst) {
            return None;
        }
        self.copies.get(&key.0, now_ms(), MAX_AGE_MS)
    }

    /// To hand to [`DocumentCopies::put`]: read before reading the database.
    pub fn generation(&self) -> u64 {
        self.copies.generation()
    }

    /// Keeps a view read from the database since `generation`, unless it is large.
    pub fn put(&self, generation: u64, key: &Key, view: &DocumentView) {
        if view.row.body.len() <= MAX_BODY_BYTES && self.kept.load(Ordering::SeqCst) {
            self.copies.put(generation, &key.0, view.clone(), now_ms());
        }
    }

    /// After this process wrote: it may have changed any document.
    pub fn forget_all(&self) {
        self.copies.forget_all();
    }

    /// An announcement was heard: the document with this id changed.
    pub fn forget_document(&self, id: &str) {
        self.copies.forget_where(|key, _| {
            key.strip_prefix(id)
                .is_some_and(|rest| rest.starts_with(SEP))
        });
    }
}

impl crate::listener::Hears for DocumentCopies {
    fn set_listening(&self, on: bool) {
        self.copies.set_listening(on);
    }

    fn apply(&self, payload: &str) {
        self.forget_document(payload);
    }

    fn forget_all(&self) {
        self.copies.forget_all();
    }
}

#[cfg(test)]
mod tests {
    use super::*;
    use crate::DocumentRow;

    fn view(id: &str, body: &str) -> DocumentView {
        DocumentView {
            row: DocumentRow {
                id: id.into(),
                kind: "t01".into(),
                status: "STORED".into(),
                version: 1,
                current_version: 1,
                summary: Default::default(),
                filer_eori: None,
                created_at_ms: 0,
                updated_at_ms: 0,
                body: body.into(),
            },
            versions: vec![],
            actions: vec![],
            messages: vec![],
            timers: vec![],
        }
    }

    #[test]
    fn a_copy_is_kept_per_document_version_and_access() {
        let c = DocumentCopies::new(true);
        let trader = Access::Trader { eori: "RO1".into() };
        let key = Key::new("t01", "a", None, &trader);
        c.put(c.generation(), &key, &view("a", "{}"));
        assert_eq!(c.get(&key), Some(view("a", "{}")));
        assert_eq!(c.get(&Key::new("t01", "a", Some(1), &trader)), None);
        assert_eq!(c.get(&Key::new("t01", "a", None, &Access::All)), None);
        assert_eq!(c.get(&Key::new("g01", "a", None, &trader)), None);
    }

    #[test]
    fn an_announced_change_drops_that_documents_copies_only() {
        let c = DocumentCopies::new(true);
        let a = Key::new("t01", "a", None, &Access::All);
        let a1 = Key::new("t01", "a", Some(1), &Access::All);
        let ab = Key::new("t01", "ab", None, &Access::All);
        for (key, id) in [(&a, "a"), (&a1, "a"), (&ab, "ab")] {
            c.put(c.generation(), key, &view(id, "{}"));
        }
        c.forget_document("a");
        assert_eq!(c.get(&a), None);
        assert_eq!(c.get(&a1), None);
        assert!(c.get(&ab).is_some(), "an id that only starts the same");
        c.forget_all();
        assert_eq!(c.get(&ab), None);
    }

    #[test]
    fn copies_can_be_switched_off() {
        let c = DocumentCopies::new(true);
        let key = Key::new("t01", "a", None, &Access::All);
        c.put(c.generation(), &key, &view("a", "{}"));
        c.keep(false);
        assert_eq!(c.get(&key), None);
        c.put(c.generation(), &key, &view("a", "{}"));
        assert_eq!(c.get(&key), None);
        c.keep(true);
        c.put(c.generation(), &key, &view("a", "{}"));
        assert!(c.get(&key).is_some());
    }

    #[test]
    fn a_large_document_is_not_copied() {
        let c = DocumentCopies::new(true);
        let key = Key::new("t01", "a", None, &Access::All);
        c.put(
            c.generation(),
            &key,
            &view("a", &"x".repeat(MAX_BODY_BYTES + 1)),
        );
        assert_eq!(c.get(&key), None);
    }
}
