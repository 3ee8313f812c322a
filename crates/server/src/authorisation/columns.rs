//! The authorisation list's columns (issue 'Authorisations I' section 2), shared by the sixteen
//! kinds: decision type, application reference, decision reference number, applicant, competent
//! office, status, submission date, decision date, validity end, update date.

use vama_store::ListField;

use crate::documents::list_columns::{ListColumn, HOLDER_EORI, HOLDER_NAME, STATUS, UPDATED};

pub static COLUMNS: &[ListColumn] = &[
    ListColumn::code("decisionType", ListField::TypeCode, "Decision type", 10.0).unfiltered(),
    ListColumn::code(
        "applicationReference",
        ListField::Reference,
        "Application reference",
        22.0,
    ),
    ListColumn::code(
        "decisionReferenceNumber",
        ListField::IssuedReference,
        "Decision reference number",
        22.0,
    ),
    HOLDER_EORI.headed("Applicant EORI", 20.0),
    HOLDER_NAME.headed("Applicant name", 30.0),
    ListColumn::code(
        "customsOffice",
        ListField::CustomsOffice,
        "Competent customs office",
        14.0,
    ),
    STATUS,
    ListColumn::date("submissionDate", ListField::SubmittedOn, "Submission date"),
    ListColumn::date("decisionDate", ListField::DecidedOn, "Decision date"),
    ListColumn::date("endDate", ListField::EndDate, "Validity end"),
    UPDATED,
];
