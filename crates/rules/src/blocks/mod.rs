//! Blocks every kind of document may hold, whatever its kind: parties with their addresses and
//! contacts (a declaration's actors, a guarantee's holder and guarantor, an application's
//! applicant and representative), attached files and reference segments. A kind's own blocks
//! live beside it (`authorisation::blocks`, `t01::model`).

mod attachments;
mod goods;
pub mod party;

pub use attachments::{Attachment, ReferenceSegment};
pub use goods::Goods;
pub use party::{Address, Contact, Party};
