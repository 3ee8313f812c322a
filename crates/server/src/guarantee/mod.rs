//! The server side of the guarantee G01 beyond the generic machinery: its secrets (the access
//! codes), and what the transit declarations do with a guarantee.

pub mod balance;
pub(crate) mod columns;
pub mod expiry;
pub mod kind;
pub mod query;
pub mod resting;
pub mod screens;
pub mod secrets;
