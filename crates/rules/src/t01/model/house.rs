//! A house consignment (spec 3.3). Its sections for country of destination, dispatch, UCR,
//! consignor and payment method appear only when the master consignment does not already hold
//! the same data (spec 4.4).

use serde::{Deserialize, Serialize};

use super::{
    AdditionalInfo, Contact, Document, HouseItem, Party, SupplyChainActor, TransportMeans,
};
use crate::values::{CodeRef, CountryRef, Decimal};

#[derive(Debug, Clone, Default, PartialEq, Eq, Serialize, Deserialize)]
#[cfg_attr(feature = "openapi", derive(utoipa::ToSchema))]
#[serde(rename_all = "camelCase", deny_unknown_fields)]
pub struct HouseConsignment {
    #[serde(default)]
    pub sequence: u32,
    #[serde(default, skip_serializing_if = "Option::is_none")]
    pub country_of_destination: Option<CountryRef>,
    #[serde(default, skip_serializing_if = "Option::is_none")]
    pub dispatch_country: Option<CountryRef>,
    #[serde(default, skip_serializing_if = "Option::is_none")]
    pub ucr_reference: Option<String>,
    /// Kilograms; at least the sum of its items' gross masses (spec 5.3).
    #[serde(default, skip_serializing_if = "Option::is_none")]
    #[cfg_attr(feature = "openapi", schema(value_type = Option<f64>))]
    pub gross_mass: Option<Decimal>,
    #[serde(default, skip_serializing_if = "Vec::is_empty")]
    pub house_items: Vec<HouseItem>,
    #[serde(default, skip_serializing_if = "Option::is_none")]
    pub consignor: Option<Party>,
    #[serde(default, skip_serializing_if = "Option::is_none")]
    pub consignor_contact: Option<Contact>,
    #[serde(default, skip_serializing_if = "Option::is_none")]
    pub consignee: Option<Party>,
    #[serde(default, skip_serializing_if = "Vec::is_empty")]
    pub chain_add_actors: Vec<SupplyChainActor>,
    #[serde(default, skip_serializing_if = "Vec::is_empty")]
    pub previous_doc: Vec<Document>,
    #[serde(default, skip_serializing_if = "Vec::is_empty")]
    pub supporting_doc: Vec<Document>,
    #[serde(default, skip_serializing_if = "Vec::is_empty")]
    pub transport_doc: Vec<Document>,
    #[serde(default, skip_serializing_if = "Vec::is_empty")]
    pub additional_ref: Vec<Document>,
    #[serde(default, skip_serializing_if = "Vec::is_empty")]
    pub additional_info: Vec<AdditionalInfo>,
    /// Method of payment of the transport charges.
    #[serde(default, skip_serializing_if = "Option::is_none")]
    pub payment_method: Option<CodeRef>,
    #[serde(default, skip_serializing_if = "Vec::is_empty")]
    pub departure_transport: Vec<TransportMeans>,
}
