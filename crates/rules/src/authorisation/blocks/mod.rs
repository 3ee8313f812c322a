//! The shared blocks the authorisation kinds are composed of: each owns its model, presence,
//! limits, clean-up and tests; a kind declares which it has.

pub mod amount;
pub mod cds_guarantee;
pub mod commodity;
pub mod common;
pub mod deferment;
pub mod discharge;
pub mod equivalent_goods;
pub mod goods;
pub mod goods_owner;
pub mod guarantee_form;
pub mod location;
pub mod offices;
pub mod places;
pub mod procedure;
pub mod procedure_goods;
pub mod processed_product;
pub mod processing;
pub mod requested_document;
pub mod rights_transfer;
pub mod storage_facility;
