//! The shared blocks the authorisation kinds are composed of: each owns its model, presence,
//! limits, clean-up and tests; a kind declares which it has.

pub mod commodity;
pub mod common;
pub mod location;
pub mod offices;
pub mod places;
