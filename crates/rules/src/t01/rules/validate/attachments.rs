//! Spec 5.1 "Attachments: up to 10 files, 4000 max size each (unit not stated for this form;
//! kilobytes elsewhere)". The size is kept in bytes (model `attachments.rs`).

use super::at_most;
use super::report::Report;
use crate::conditional::Pointer;
use crate::t01::limits::{MAX_ATTACHMENTS, MAX_ATTACHMENT_KB};
use crate::t01::Declaration;
use crate::text::Text;

/// The largest attachment, in bytes.
pub const MAX_ATTACHMENT_BYTES: i64 = MAX_ATTACHMENT_KB * 1024;

pub fn validate(doc: &Declaration, r: &mut Report) {
    let at = Pointer::ROOT.key("attachments");
    at_most(doc.attachments.len(), MAX_ATTACHMENTS, &at, r);
    for (i, a) in doc.attachments.iter().enumerate() {
        match a.size {
            Some(size) if size > MAX_ATTACHMENT_BYTES => r.said(
                &at.index(i).key("size"),
                "attachment-size",
                Text::new("attachment-size").with("max", MAX_ATTACHMENT_KB),
            ),
            Some(size) if size < 0 => r.said(
                &at.index(i).key("size"),
                "not-negative",
                Text::new("not-negative"),
            ),
            _ => {}
        }
    }
}
