//! The T01 rules, one module per concern: defaults (4.3), presence (the conditional fields
//! of 3.1, 5.1, 5.5, 6), normalise (4.4) with entry (what the user just entered: a new row's
//! defaults, 5.8's upper-casing), choices and validate (5.1 to 5.9, 9).

mod change;
pub mod choices;
pub mod defaults;
mod entry;
pub mod holder;
pub mod normalise;
pub mod presence;
pub mod validate;
