//! The T01 document (IE015), one module per data group of spec section 3. Every field is
//! optional in the model: a draft is stored half-filled, and the rules (not the parser) say
//! what is missing. Catalog values are `{code, name, ...flags}` objects.

mod authorisations;
mod guarantee;
mod header;
mod offices;
mod parties;

pub use authorisations::Authorisation;
pub use guarantee::{Guarantee, GuaranteeReference};
pub use header::{code, Declaration};
pub use offices::{Dispatch, ExitOffice, RoutingCountry, TransitOffice};
pub use parties::{Address, Contact, Party};

/// Rows of a list carry a 1-based `sequence` that `normalise` renumbers after deletes.
pub trait Sequenced {
    fn set_sequence(&mut self, sequence: u32);
}

macro_rules! sequenced {
    ($($t:ty),*) => {$(
        impl Sequenced for $t {
            fn set_sequence(&mut self, sequence: u32) {
                self.sequence = sequence;
            }
        }
    )*};
}
sequenced!(
    TransitOffice,
    ExitOffice,
    RoutingCountry,
    Authorisation,
    Guarantee,
    GuaranteeReference
);

/// Renumbers `rows` 1, 2, 3, ...
pub fn renumber<T: Sequenced>(rows: &mut [T]) {
    for (i, row) in rows.iter_mut().enumerate() {
        row.set_sequence(u32::try_from(i + 1).unwrap_or(u32::MAX));
    }
}
