//! The guarantee application G01: every field of guarantee.md section 3, with the spec's JSON
//! names. Catalog values are `{code, name, ...flags}` objects; money is a [`Decimal`], never a
//! float. The machinery's read-only parts (`id`, `documentStatus`, `actions`, `messages`,
//! `versions`) travel in the envelope, not in the body (server `documents/envelope.rs`).
//!
//! Where section 3 gives two names for one field, the first is written and both are read:
//! `guaranteeLanguage` / `language`, `guaranteeType` / `type`, `authorisationReference` /
//! `authorisationRef`.

use serde::{Deserialize, Serialize};

use crate::blocks::{Attachment, Party, ReferenceSegment};
use crate::values::{CodeRef, CountryRef, Decimal, OfficeRef};

#[derive(Debug, Clone, Default, PartialEq, Eq, Serialize, Deserialize)]
#[cfg_attr(feature = "openapi", derive(utoipa::ToSchema))]
#[serde(rename_all = "camelCase", deny_unknown_fields)]
pub struct Guarantee {
    /// The guarantee's reference (set by the office).
    #[serde(default, skip_serializing_if = "Option::is_none")]
    pub reference: Option<String>,
    /// The guarantee's own status as the guarantee system reports it (read-only).
    #[serde(default, skip_serializing_if = "Option::is_none")]
    pub status: Option<String>,
    /// Allocated on acceptance ([`crate::values::Grn::allocate`]).
    #[serde(default, skip_serializing_if = "Option::is_none")]
    pub grn: Option<String>,
    #[serde(default, skip_serializing_if = "Option::is_none")]
    pub registration_reference: Option<ReferenceSegment>,
    #[serde(default, skip_serializing_if = "Option::is_none")]
    pub storage_reference: Option<ReferenceSegment>,
    /// Customs office of guarantee: a guarantee office of the application country.
    #[serde(default, skip_serializing_if = "Option::is_none")]
    pub customs_office: Option<OfficeRef>,
    #[serde(default, alias = "language", skip_serializing_if = "Option::is_none")]
    pub guarantee_language: Option<CodeRef>,
    /// The guarantee holder (`EORINumber`, `name`).
    #[serde(default, skip_serializing_if = "Option::is_none")]
    pub applicant: Option<Party>,
    /// EORI of the user who owns the application (set by the server).
    #[serde(default, skip_serializing_if = "Option::is_none")]
    pub owner: Option<String>,
    /// Code 1 means comprehensive; code 2 requires an authorisation reference.
    #[serde(default, skip_serializing_if = "Option::is_none")]
    pub simplification: Option<CodeRef>,
    #[serde(default, alias = "type", skip_serializing_if = "Option::is_none")]
    pub guarantee_type: Option<G01TypeRef>,
    #[serde(default, skip_serializing_if = "Option::is_none")]
    pub monitoring_code: Option<CodeRef>,
    #[serde(
        default,
        alias = "authorisationRef",
        skip_serializing_if = "Option::is_none"
    )]
    pub authorisation_reference: Option<AuthorisationRef>,
    #[serde(default, skip_serializing_if = "Option::is_none")]
    pub level_of_guarantee: Option<CodeRef>,
    /// National-only guarantee: no countries-not-covered list.
    #[serde(default, skip_serializing_if = "Option::is_none")]
    pub national_guarantee: Option<bool>,
    /// Name and address (`name`, `streetNumber`, `postcode`, `city`, `country`).
    #[serde(default, skip_serializing_if = "Option::is_none")]
    pub guarantor: Option<Party>,
    #[serde(default, skip_serializing_if = "Option::is_none")]
    #[cfg_attr(feature = "openapi", schema(value_type = Option<f64>))]
    pub amount: Option<Decimal>,
    /// What is left of the amount (kept by the server's balances, read-only).
    #[serde(default, skip_serializing_if = "Option::is_none")]
    #[cfg_attr(feature = "openapi", schema(value_type = Option<f64>))]
    pub balance: Option<Decimal>,
    #[serde(default, skip_serializing_if = "Option::is_none")]
    pub currency: Option<CodeRef>,
    /// Type 4 only: one upper-case letter and six digits.
    #[serde(default, skip_serializing_if = "Option::is_none")]
    pub voucher_number: Option<String>,
    /// Exactly four letters or digits.
    #[serde(default, skip_serializing_if = "Option::is_none")]
    pub master_code: Option<String>,
    /// `YYYY-MM-DD` (or the working format `YYYY-MM-DDTHH:mm:ss`).
    #[serde(default, skip_serializing_if = "Option::is_none")]
    pub start_date: Option<String>,
    #[serde(default, skip_serializing_if = "Option::is_none")]
    pub end_date: Option<String>,
    /// Set by the officer's accept.
    #[serde(default, skip_serializing_if = "Option::is_none")]
    pub acceptance_date: Option<String>,
    /// Types 2 and 9 only.
    #[serde(default, skip_serializing_if = "Option::is_none")]
    pub offices: Option<GuaranteeOffices>,
    #[serde(default, skip_serializing_if = "Vec::is_empty")]
    pub commodities: Vec<Commodity>,
    /// NCTS countries only; none for a national-only guarantee.
    #[serde(default, skip_serializing_if = "Vec::is_empty")]
    pub countries_not_covered: Vec<CountryRef>,
    /// Reference Document Information (attachments).
    #[serde(default, skip_serializing_if = "Vec::is_empty")]
    pub files: Vec<ReferenceDocument>,
    #[serde(default, skip_serializing_if = "Vec::is_empty")]
    pub access_codes: Vec<AccessCodeEntry>,
    /// The movements that used the guarantee (read-only, from the server's balances).
    #[serde(default, skip_serializing_if = "Vec::is_empty")]
    pub account_summaries: Vec<AccountSummary>,
    #[serde(default, skip_serializing_if = "Option::is_none")]
    pub document_updated_at: Option<String>,
    #[serde(default, skip_serializing_if = "Option::is_none")]
    pub application_submission_date: Option<String>,
    #[serde(default, skip_serializing_if = "Option::is_none")]
    pub application_submission_date_time: Option<String>,
    #[serde(default, skip_serializing_if = "Option::is_none")]
    pub gar_status: Option<String>,
    #[serde(default, skip_serializing_if = "Option::is_none")]
    pub gar_type: Option<String>,
    /// Access-code change: the code in use and its replacement (four letters or digits each).
    #[serde(default, skip_serializing_if = "Option::is_none")]
    pub current_code: Option<String>,
    #[serde(default, skip_serializing_if = "Option::is_none")]
    pub new_code: Option<String>,
    /// The action details text (max 512).
    #[serde(default, skip_serializing_if = "Option::is_none")]
    pub details: Option<String>,
}

impl Guarantee {
    pub fn type_code(&self) -> Option<&str> {
        self.guarantee_type.as_ref().map(|t| t.code.as_str())
    }

    pub fn simplification_code(&self) -> Option<&str> {
        self.simplification.as_ref().map(|s| s.code.as_str())
    }

    /// Simplification code 1.
    pub fn is_comprehensive(&self) -> bool {
        self.simplification_code() == Some(super::codes::COMPREHENSIVE)
    }

    pub fn is_national(&self) -> bool {
        self.national_guarantee == Some(true)
    }

    pub fn applicant_eori(&self) -> Option<&str> {
        self.applicant.as_ref().and_then(Party::eori)
    }
}

/// A guarantee type of the G01 catalog (spec 3: code, description, monitoringFlag).
#[derive(Debug, Clone, Default, PartialEq, Eq, Serialize, Deserialize)]
#[cfg_attr(feature = "openapi", derive(utoipa::ToSchema))]
#[serde(rename_all = "camelCase", deny_unknown_fields)]
pub struct G01TypeRef {
    pub code: String,
    #[serde(default, skip_serializing_if = "Option::is_none")]
    pub name: Option<String>,
    #[serde(default, skip_serializing_if = "Option::is_none")]
    pub description: Option<String>,
    /// Whether the reference amount of this type is monitored: filters the monitoring codes.
    #[serde(default, skip_serializing_if = "Option::is_none")]
    pub monitoring_flag: Option<bool>,
    /// CL286 (GRN and access code needed), as the shared guarantee-type catalog has it.
    #[serde(default, skip_serializing_if = "Option::is_none")]
    pub with_grn: Option<bool>,
    #[serde(default, skip_serializing_if = "Option::is_none")]
    pub with_rfc: Option<bool>,
}

impl G01TypeRef {
    pub fn new(code: &str) -> G01TypeRef {
        G01TypeRef {
            code: code.into(),
            ..Default::default()
        }
    }
}

/// The authorisation behind a comprehensive guarantee: a CGU decision's id when one exists,
/// and its reference (10 to 20 characters).
#[derive(Debug, Clone, Default, PartialEq, Eq, Serialize, Deserialize)]
#[cfg_attr(feature = "openapi", derive(utoipa::ToSchema))]
#[serde(rename_all = "camelCase", deny_unknown_fields)]
pub struct AuthorisationRef {
    #[serde(default, skip_serializing_if = "Option::is_none")]
    pub id: Option<String>,
    #[serde(default, skip_serializing_if = "Option::is_none")]
    pub reference: Option<String>,
}

/// Offices of departure and destination (types 2 and 9).
#[derive(Debug, Clone, Default, PartialEq, Eq, Serialize, Deserialize)]
#[cfg_attr(feature = "openapi", derive(utoipa::ToSchema))]
#[serde(rename_all = "camelCase", deny_unknown_fields)]
pub struct GuaranteeOffices {
    #[serde(default, skip_serializing_if = "Option::is_none")]
    pub customs_office_of_departure: Option<OfficeRef>,
    #[serde(default, skip_serializing_if = "Option::is_none")]
    pub customs_office_of_destination: Option<OfficeRef>,
}

/// One commodity the guarantee covers.
#[derive(Debug, Clone, Default, PartialEq, Eq, Serialize, Deserialize)]
#[cfg_attr(feature = "openapi", derive(utoipa::ToSchema))]
#[serde(rename_all = "camelCase", deny_unknown_fields)]
pub struct Commodity {
    #[serde(default)]
    pub sequence: u32,
    /// Commodity code (catalog `commodity-code`).
    #[serde(default, skip_serializing_if = "Option::is_none")]
    pub code: Option<CodeRef>,
    #[serde(default, skip_serializing_if = "Option::is_none")]
    pub description: Option<String>,
}

/// A row of Reference Document Information: the document and its file.
#[derive(Debug, Clone, Default, PartialEq, Eq, Serialize, Deserialize)]
#[cfg_attr(feature = "openapi", derive(utoipa::ToSchema))]
#[serde(rename_all = "camelCase", deny_unknown_fields)]
pub struct ReferenceDocument {
    #[serde(default)]
    pub sequence: u32,
    #[serde(default, skip_serializing_if = "Option::is_none")]
    pub document_type: Option<CodeRef>,
    /// Required, max 100.
    #[serde(default, skip_serializing_if = "Option::is_none")]
    pub reference_number: Option<String>,
    /// Required, today or past.
    #[serde(default, skip_serializing_if = "Option::is_none")]
    pub issue_date: Option<String>,
    /// The file the server keeps beside the document (`{id, name, contentType, size}`).
    #[serde(default, skip_serializing_if = "Option::is_none")]
    pub file: Option<Attachment>,
}

/// Restriction types of an access code.
#[derive(Debug, Clone, Copy, PartialEq, Eq, Serialize, Deserialize)]
#[cfg_attr(feature = "openapi", derive(utoipa::ToSchema))]
#[serde(rename_all = "UPPERCASE")]
pub enum RestrictionType {
    Eori,
    Date,
    Amount,
    Unlimited,
    All,
}

impl RestrictionType {
    /// "EORI keeps only the beneficiary; ALL keeps everything."
    pub fn keeps_beneficiary(self) -> bool {
        matches!(self, RestrictionType::Eori | RestrictionType::All)
    }

    /// "DATE keeps only the dates; ALL keeps everything."
    pub fn keeps_dates(self) -> bool {
        matches!(self, RestrictionType::Date | RestrictionType::All)
    }

    /// "AMOUNT keeps only the amount limit; ALL keeps everything."
    pub fn keeps_amount_limit(self) -> bool {
        matches!(self, RestrictionType::Amount | RestrictionType::All)
    }
}

/// An access code that lets others use the guarantee.
#[derive(Debug, Clone, Default, PartialEq, Eq, Serialize, Deserialize)]
#[cfg_attr(feature = "openapi", derive(utoipa::ToSchema))]
#[serde(rename_all = "camelCase", deny_unknown_fields)]
pub struct AccessCodeEntry {
    #[serde(default, skip_serializing_if = "Option::is_none")]
    pub restriction_type: Option<RestrictionType>,
    #[serde(default, skip_serializing_if = "Option::is_none")]
    pub single_use: Option<bool>,
    /// The one holder (`EORINumber`, `name`) who may use the code (EORI, ALL).
    #[serde(default, skip_serializing_if = "Option::is_none")]
    pub beneficiary: Option<Party>,
    #[serde(default, skip_serializing_if = "Option::is_none")]
    pub start_date: Option<String>,
    #[serde(default, skip_serializing_if = "Option::is_none")]
    pub end_date: Option<String>,
    /// From 1 to the guarantee amount (AMOUNT, ALL).
    #[serde(default, skip_serializing_if = "Option::is_none")]
    #[cfg_attr(feature = "openapi", schema(value_type = Option<f64>))]
    pub amount_limit: Option<Decimal>,
    #[serde(default, skip_serializing_if = "Option::is_none")]
    pub access_code: Option<String>,
}

/// One movement in the account summaries (written by the server's balances).
#[derive(Debug, Clone, Default, PartialEq, Eq, Serialize, Deserialize)]
#[cfg_attr(feature = "openapi", derive(utoipa::ToSchema))]
#[serde(rename_all = "camelCase", deny_unknown_fields)]
pub struct AccountSummary {
    #[serde(default, skip_serializing_if = "Option::is_none")]
    pub mrn: Option<String>,
    /// Debit (positive, release) or credit back (negative, write-off or cancellation).
    #[serde(default, skip_serializing_if = "Option::is_none")]
    #[cfg_attr(feature = "openapi", schema(value_type = Option<f64>))]
    pub amount: Option<Decimal>,
    #[serde(default, skip_serializing_if = "Option::is_none")]
    pub currency: Option<CodeRef>,
    #[serde(default, skip_serializing_if = "Option::is_none")]
    pub date: Option<String>,
    /// What happened: `RELEASE`, `WRITE_OFF`, `CANCELLATION`, ... (the server's words).
    #[serde(default, skip_serializing_if = "Option::is_none")]
    pub operation: Option<String>,
}
