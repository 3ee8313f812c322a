//! The one mechanism behind every conditional field of every kind: a table of
//! [`Conditional`] entries, each written once per spec sentence, read by three consumers:
//! [`states`] (the UI's presence map), [`check`] (the validator) and [`clean`] (the
//! clean-up in `normalise`). A condition is a plain function of the subject (the document or
//! one row of a list) and an environment (the [`crate::Ctx`], or facts about the parent row).

use std::collections::BTreeMap;

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

/// One table entry: `conditional!("/carnetNumber", carnet_number, value, |d, _| ...)`.
#[macro_export]
macro_rules! conditional {
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

/// The message of spec 5.1 for a required list without members.
pub fn at_least_one_member(pointer: &str) -> Violation {
    let collection = pointer.rsplit('/').next().unwrap_or(pointer);
    Violation::new(
        pointer,
        "at-least-one-member",
        format!("The {collection} should have at least one member"),
    )
}

/// Presence of every entry, keyed by `prefix` + path.
pub fn states<S, E: ?Sized>(
    table: &[Conditional<S, E>],
    subject: &S,
    env: &E,
    prefix: &str,
    out: &mut BTreeMap<String, FieldState>,
) {
    for c in table {
        out.insert(format!("{prefix}{}", c.path), (c.state)(subject, env));
    }
}

/// Required and missing, or not allowed and present.
pub fn check<S, E: ?Sized>(
    table: &[Conditional<S, E>],
    subject: &S,
    env: &E,
    prefix: &str,
    out: &mut Vec<Violation>,
) {
    for c in table {
        let pointer = format!("{prefix}{}", c.path);
        match ((c.state)(subject, env).presence, (c.present)(subject)) {
            (Presence::Required, false) if c.shape == Shape::List => {
                out.push(at_least_one_member(&pointer))
            }
            (Presence::Required, false) => out.push(Violation::required(pointer)),
            (Presence::NotAllowed, true) => out.push(Violation::not_allowed(pointer)),
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
    prefix: &str,
    removed: &mut Vec<String>,
) -> bool {
    let mut any = false;
    for c in table {
        if (c.present)(subject) && (c.state)(subject, env).presence == Presence::NotAllowed {
            (c.clear)(subject);
            removed.push(format!("{prefix}{}", c.path));
            any = true;
        }
    }
    any
}
