//! The authorisation kinds, each a short declaration of its own sections over the shared
//! blocks (`super::blocks`) and the machinery of `super::application`.

pub mod acr;
pub mod act;
pub mod cgu;
pub mod cwp;
pub mod dpo;
pub mod eir;
pub mod etd;
pub mod examples;
pub mod ipo;
pub mod opo;
pub mod sde;
pub mod sse;
pub mod tea;
pub mod trd;
pub mod tst;

pub use acr::Acr;
pub use act::{Ace, Act};
pub use cgu::Cgu;
pub use cwp::Cwp;
pub use dpo::Dpo;
pub use eir::Eir;
pub use etd::Etd;
pub use ipo::{Eus, Ipo};
pub use opo::Opo;
pub use sde::Sde;
pub use sse::Sse;
pub use tea::Tea;
pub use trd::Trd;
pub use tst::Tst;

#[cfg(test)]
mod procedure_tests;
#[cfg(test)]
mod tests;
