//! The store (architecture contract 6). One interface, [`Store`], over two implementations:
//! SQLite (embedded default, WAL, a file under `./data`) and PostgreSQL (production, selected by
//! `DATABASE_URL`). Both pass one conformance suite (`tests/conformance.rs`).
//!
//! Documents keep their body per version (append-only) plus indexed summary columns for lists;
//! lists use keyset pagination; a store is one transaction that checks the version the client
//! loaded (stale: [`StoreError::Conflict`]).

pub mod types;

pub use types::*;
