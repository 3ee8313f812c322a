//! The authorisation kinds, each a short declaration of its own sections over the shared
//! blocks (`super::blocks`) and the machinery of `super::application`.

pub mod acr;
pub mod act;
pub mod eir;
pub mod etd;
pub mod sse;
pub mod trd;

pub use acr::Acr;
pub use act::{Ace, Act};
pub use eir::Eir;
pub use etd::Etd;
pub use sse::Sse;
pub use trd::Trd;

#[cfg(test)]
mod tests;
