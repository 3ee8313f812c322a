//! The one mechanism behind every conditional field of every kind: a table of
//! [`Conditional`] entries, each written once per spec sentence, read by three consumers:
//! [`states`] (the UI's presence map), [`check`] (the validator) and [`clean`] (the
//! clean-up in `normalise`). A condition is a plain function of the subject (the document or
//! one row of a list) and an environment (the [`crate::Ctx`], or facts about the parent row).
//!
//! Where a subject sits is a [`Pointer`]: a chain of keys and indexes on the stack, written out
//! only when an answer needs it (a violation, a removed field, a presence entry), so that
//! checking a declaration of 100,000 items allocates nothing while it holds no violation.

use std::collections::BTreeMap;
use std::fmt;

use crate::{FieldState, Presence, Violation};

/// A field that holds one value, or a list that needs members when required.
#[derive(Debug, Clone, Copy, PartialEq, Eq)]
pub enum Shape {
    Value,
    List,
}

pub struct Conditional<S, E: ?Sized> {
    /// JSON Pointer relative to the subject, e.g. `/carnetNumber`.
    pub path: &'static str,
    pub shape: Shape,
    pub state: fn(&S, &E) -> FieldState,
    pub present: fn(&S) -> bool,
    pub clear: fn(&mut S),
}

/// What a field slot looks like from the outside: filled or not, and how to empty it.
pub trait Slot {
    fn filled(&self) -> bool;
    fn empty(&mut self);
}

impl<T> Slot for Option<T> {
    fn filled(&self) -> bool {
        self.is_some()
    }
    fn empty(&mut self) {
        *self = None;
    }
}

impl<T> Slot for Vec<T> {
    fn filled(&self) -> bool {
        !self.is_empty()
    }
    fn empty(&mut self) {
        self.clear();
    }
}

/// One table entry: `conditional!("/carnetNumber", carnet_number, value, |d, _| ...)`; a field
/// of an optional block: `conditional!("/actor/EORINumber", actor.eori_number, value, ...)`
/// (present when the block and its field are; clearing it leaves the block).
#[macro_export]
macro_rules! conditional {
    ($path:literal, $parent:ident . $field:ident, value, $state:expr) => {
        $crate::conditional::Conditional {
            path: $path,
            shape: $crate::conditional::Shape::Value,
            state: $state,
            present: |s| {
                s.$parent
                    .as_ref()
                    .is_some_and(|p| $crate::conditional::Slot::filled(&p.$field))
            },
            clear: |s| {
                if let Some(p) = s.$parent.as_mut() {
                    $crate::conditional::Slot::empty(&mut p.$field)
                }
            },
        }
    };
    ($path:literal, $field:ident, value, $state:expr) => {
        $crate::conditional!(@ $path, $field, $crate::conditional::Shape::Value, $state)
    };
    ($path:literal, $field:ident, list, $state:expr) => {
        $crate::conditional!(@ $path, $field, $crate::conditional::Shape::List, $state)
    };
    (@ $path:literal, $field:ident, $shape:expr, $state:expr) => {
        $crate::conditional::Conditional {
            path: $path,
            shape: $shape,
            state: $state,
            present: |s| $crate::conditional::Slot::filled(&s.$field),
            clear: |s| $crate::conditional::Slot::empty(&mut s.$field),
        }
    };
}

/// Where a subject sits in the document, as a chain on the stack: `Pointer::ROOT`,
/// `root.key("houseConsignments")`, then `.index(3)`. Displays as the JSON Pointer
/// (`/houseConsignments/3`); keys are the model's camelCase names, which need no escaping.
#[derive(Debug, Clone, Copy)]
pub enum Pointer<'a> {
    Root,
    Key(&'a Pointer<'a>, &'static str),
    Index(&'a Pointer<'a>, usize),
}

impl<'a> Pointer<'a> {
    pub const ROOT: Pointer<'static> = Pointer::Root;

    pub fn key(&'a self, key: &'static str) -> Pointer<'a> {
        Pointer::Key(self, key)
    }

    pub fn index(&'a self, index: usize) -> Pointer<'a> {
        Pointer::Index(self, index)
    }

    /// The pointer's text, e.g. `/houseConsignments/3`.
    pub fn pointer(&self) -> String {
        self.to_string()
    }

    /// The pointer followed by a table path (`/carnetNumber`).
    pub fn join(&self, path: &str) -> String {
        format!("{self}{path}")
    }
}

impl fmt::Display for Pointer<'_> {
    fn fmt(&self, f: &mut fmt::Formatter<'_>) -> fmt::Result {
        match self {
            Pointer::Root => Ok(()),
            Pointer::Key(parent, key) => write!(f, "{parent}/{key}"),
            Pointer::Index(parent, index) => write!(f, "{parent}/{index}"),
        }
    }
}

/// The rules of [`check`].
pub const REQUIRED: &str = "required";
pub const NOT_ALLOWED: &str = "not-allowed";
pub const AT_LEAST_ONE_MEMBER: &str = "at-least-one-member";

/// The message of spec 5.1 for a required list without members.
pub fn at_least_one_member(pointer: &str) -> Violation {
    // the browser puts the list's label in its place; the English names it by its JSON name
    let collection = pointer.rsplit('/').next().unwrap_or(pointer);
    Violation::of(
        pointer,
        AT_LEAST_ONE_MEMBER,
        crate::text::Text::new(AT_LEAST_ONE_MEMBER).with("label", collection),
    )
}

/// Presence of every entry, keyed by `at` + path.
pub fn states<S, E: ?Sized>(
    table: &[Conditional<S, E>],
    subject: &S,
    env: &E,
    at: &Pointer<'_>,
    out: &mut BTreeMap<String, FieldState>,
) {
    for c in table {
        out.insert(at.join(c.path), (c.state)(subject, env));
    }
}

/// Where [`check`] puts what it finds: a plain list, or a report that caps each rule's
/// findings (a field missing from each of 100,000 items must not make 100,000 violations).
pub trait Findings {
    /// Records the violation of `rule` that `make` builds; `make` runs only if the violation
    /// is to be listed, so a finding past the cap costs no allocation.
    fn found(&mut self, rule: &'static str, make: impl FnOnce() -> Violation);
}

impl Findings for Vec<Violation> {
    fn found(&mut self, _rule: &'static str, make: impl FnOnce() -> Violation) {
        self.push(make());
    }
}

/// Required and missing, or not allowed and present. Allocates only for a listed violation.
pub fn check<S, E: ?Sized>(
    table: &[Conditional<S, E>],
    subject: &S,
    env: &E,
    at: &Pointer<'_>,
    out: &mut impl Findings,
) {
    for c in table {
        match ((c.state)(subject, env).presence, (c.present)(subject)) {
            (Presence::Required, false) if c.shape == Shape::List => out
                .found(AT_LEAST_ONE_MEMBER, || {
                    at_least_one_member(&at.join(c.path))
                }),
            (Presence::Required, false) => {
                out.found(REQUIRED, || Violation::required(at.join(c.path)))
            }
            (Presence::NotAllowed, true) => {
                out.found(NOT_ALLOWED, || Violation::not_allowed(at.join(c.path)))
            }
            _ => {}
        }
    }
}

/// Removes what is present but not allowed, in table order (so a parent cleared earlier in
/// the table is seen by its dependents), and records the pointers. Returns whether anything
/// was removed.
pub fn clean<S, E: ?Sized>(
    table: &[Conditional<S, E>],
    subject: &mut S,
    env: &E,
    at: &Pointer<'_>,
    removed: &mut Vec<String>,
) -> bool {
    let mut any = false;
    for c in table {
        if (c.present)(subject) && (c.state)(subject, env).presence == Presence::NotAllowed {
            (c.clear)(subject);
            removed.push(at.join(c.path));
            any = true;
        }
    }
    any
}
