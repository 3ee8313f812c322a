//! Attachments and reference segments (transit-declaration.md 3.1; the other kinds the same).
//!
//! - An attachment row names a file the server keeps beside the document (its bytes are never
//!   in the body): `{sequence, id, name, contentType, size}`, the size in bytes (spec 5.1
//!   limits it to 4000, "kilobytes elsewhere": see `limits::MAX_ATTACHMENT_KB`).
//! - `storageReference`, `registrationReference`, `decisionReference` and `ca` are segments
//!   the spec names without their content, except `registrationReference.reference`: each is
//!   a [`ReferenceSegment`] `{reference}` until the spec says more.

use serde::{Deserialize, Serialize};

#[derive(Debug, Clone, Default, PartialEq, Eq, Serialize, Deserialize)]
#[cfg_attr(feature = "openapi", derive(utoipa::ToSchema))]
#[serde(rename_all = "camelCase", deny_unknown_fields)]
pub struct Attachment {
    #[serde(default)]
    pub sequence: u32,
    /// The server's attachment id.
    #[serde(default, skip_serializing_if = "Option::is_none")]
    pub id: Option<String>,
    /// File name.
    #[serde(default, skip_serializing_if = "Option::is_none")]
    pub name: Option<String>,
    #[serde(default, skip_serializing_if = "Option::is_none")]
    pub content_type: Option<String>,
    /// Bytes.
    #[serde(default, skip_serializing_if = "Option::is_none")]
    pub size: Option<i64>,
}

#[derive(Debug, Clone, Default, PartialEq, Eq, Serialize, Deserialize)]
#[cfg_attr(feature = "openapi", derive(utoipa::ToSchema))]
#[serde(rename_all = "camelCase", deny_unknown_fields)]
pub struct ReferenceSegment {
    #[serde(default, skip_serializing_if = "Option::is_none")]
    pub reference: Option<String>,
}
