//! Vama's rule engine (architecture contract 2).
//!
//! Everything a user files is a *document* of a *kind*. For each kind this crate holds the typed
//! model, the defaults of a blank document, the *presence* of every conditional field (required,
//! optional, not allowed, disabled), the dependent-field clean-up (`normalise`) and the
//! validation rules. The server runs it on every store and action; the browser runs the same
//! code compiled to WebAssembly (`crates/rules-wasm`). No rule is written anywhere else.
//!
//! The crate is pure: no clock, no I/O, no async runtime. Today's date, the user and the
//! deployment settings arrive in [`Ctx`]; catalog flags arrive inside the document's catalog
//! values (the server re-resolves them from its catalogs before the rules run).
//!
//! Layout: `values/` the format-carrying value types (`Mrn`, `Grn`, `Eori`, `Decimal`, ...);
//! [`conditional`] the one presence mechanism (a table entry per conditional field, read by
//! the validator, the clean-up and the UI); per kind, e.g. `t01/`: `model/` (one module per
//! data group of the spec), `rules/` (`defaults`, `presence/`, `normalise`, `choices`,
//! `validate/`), `testing` (document builders) and `tests/` (one test per rule, named after
//! it). A new rule goes into the table or module of its spec section, with its tests.

pub mod blocks;
pub mod catalog_codes;
pub mod change;
pub mod conditional;
pub mod ctx;
pub mod engine;
pub mod json_place;
pub mod kind;
pub mod limits;
#[cfg(test)]
pub mod limits_enforced;
mod limits_walk;
pub mod presence;
#[macro_use]
pub mod registry;
mod serde_walk;
pub mod text;
pub mod values;
pub mod violation;
pub mod workflow;

pub mod authorisation;
pub mod g01;
pub mod t01;

pub use ctx::{Ctx, Mode, UserCtx, UserType};
pub use engine::{commands, evaluate_json, form_names, kind_names, EngineError, EvaluateRequest};
pub use kind::{Evaluation, Focus, Kind, Summary};
pub use presence::{Choices, Criterion, FieldState, Hint, Presence};
pub use violation::Violation;
