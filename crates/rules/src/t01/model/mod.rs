//! The T01 document (IE015), one module per data group of spec section 3. Every field is
//! optional in the model: a draft is stored half-filled, and the rules (not the parser) say
//! what is missing. Catalog values are `{code, name, ...flags}` objects.

mod actors;
mod arrival;
mod authorisations;
mod control;
mod documents;
mod equipment;
mod guarantee;
mod header;
mod house;
mod incident;
mod item;
mod numbering;
mod offices;
mod packaging;
mod places;
mod results;
mod transport;

pub use crate::blocks::Goods;
pub use crate::blocks::{Address, Contact, Party};
pub use crate::blocks::{Attachment, ReferenceSegment};
pub use actors::SupplyChainActor;
pub use arrival::{
    Arrival, EnsOperation, PresentationConsignment, PresentationNotification,
    PresentationTransitOperation,
};
pub use authorisations::Authorisation;
pub use control::{Control, ControlDecision, RequestedDocument, RiskColor, RiskRule};
pub use documents::{AdditionalInfo, Document};
pub use equipment::{GoodsReference, Seal, TransportEquipment};
pub use guarantee::{Guarantee, GuaranteeReference};
pub use header::{code, Declaration};
pub use house::HouseConsignment;
pub use incident::{Endorsement, Incident, Transhipment};
pub use item::{DangerousGoods, HouseItem, ItemTaxes};
pub use offices::{ActualOffice, Dispatch, ExitOffice, RoutingCountry, TransitOffice};
pub use packaging::Package;
pub use places::{Gnss, GoodsLocation, Place};
pub use results::ActionResult;
pub use transport::{Driver, TransportMeans};

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
    GuaranteeReference,
    ActualOffice,
    SupplyChainActor,
    TransportMeans,
    Driver,
    TransportEquipment,
    Seal,
    GoodsReference,
    Document,
    AdditionalInfo,
    HouseConsignment,
    HouseItem,
    Package,
    DangerousGoods,
    Goods,
    Attachment,
    Control,
    RequestedDocument,
    RiskRule,
    Incident
);

/// Renumbers `rows` 1, 2, 3, ...
pub fn renumber<T: Sequenced>(rows: &mut [T]) {
    for (i, row) in rows.iter_mut().enumerate() {
        row.set_sequence(u32::try_from(i + 1).unwrap_or(u32::MAX));
    }
}
