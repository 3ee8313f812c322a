//! Incidents during transport (spec 3.1 `incidents`; sub-fields from CC007C
//! `Consignment/Incident`, the spec naming only the list): code, text, endorsement, location,
//! transhipment and the equipment concerned.
//!
//! The location reuses [`GoodsLocation`] (spec 5.6: "Incident mode limits qualifiers to U, W
//! and Z and asks for a country"); the equipment reuses [`TransportEquipment`] (spec 5.7:
//! container number required "when containerised for incidents"); the new means of a
//! transhipment reuses [`TransportMeans`].

use serde::{Deserialize, Serialize};

use super::{GoodsLocation, TransportEquipment, TransportMeans};
use crate::values::{CodeRef, CountryRef};

#[derive(Debug, Clone, Default, PartialEq, Eq, Serialize, Deserialize)]
#[cfg_attr(feature = "openapi", derive(utoipa::ToSchema))]
#[serde(rename_all = "camelCase", deny_unknown_fields)]
pub struct Incident {
    #[serde(default)]
    pub sequence: u32,
    /// Incident code 1 to 6 (NOTES.md 1.4).
    #[serde(default, skip_serializing_if = "Option::is_none")]
    pub code: Option<CodeRef>,
    #[serde(default, skip_serializing_if = "Option::is_none")]
    pub text: Option<String>,
    #[serde(default, skip_serializing_if = "Option::is_none")]
    pub endorsement: Option<Endorsement>,
    #[serde(default, skip_serializing_if = "Option::is_none")]
    pub location: Option<GoodsLocation>,
    #[serde(default, skip_serializing_if = "Option::is_none")]
    pub transhipment: Option<Transhipment>,
    #[serde(default, skip_serializing_if = "Vec::is_empty")]
    pub equipment: Vec<TransportEquipment>,
}

/// Endorsement of the incident by the competent authority.
#[derive(Debug, Clone, Default, PartialEq, Eq, Serialize, Deserialize)]
#[cfg_attr(feature = "openapi", derive(utoipa::ToSchema))]
#[serde(rename_all = "camelCase", deny_unknown_fields)]
pub struct Endorsement {
    /// `YYYY-MM-DD`.
    #[serde(default, skip_serializing_if = "Option::is_none")]
    pub date: Option<String>,
    #[serde(default, skip_serializing_if = "Option::is_none")]
    pub authority: Option<String>,
    #[serde(default, skip_serializing_if = "Option::is_none")]
    pub place: Option<String>,
    #[serde(default, skip_serializing_if = "Option::is_none")]
    pub country: Option<CountryRef>,
}

/// The goods moved to another means of transport.
#[derive(Debug, Clone, Default, PartialEq, Eq, Serialize, Deserialize)]
#[cfg_attr(feature = "openapi", derive(utoipa::ToSchema))]
#[serde(rename_all = "camelCase", deny_unknown_fields)]
pub struct Transhipment {
    #[serde(default, skip_serializing_if = "Option::is_none")]
    pub container_indicator: Option<CodeRef>,
    #[serde(default, skip_serializing_if = "Option::is_none")]
    pub transport_means: Option<TransportMeans>,
}
