//! The authorisation list's columns (issue 'Authorisations I' section 2), shared by the sixteen
//! kinds: decision type, application reference, decision reference number, applicant, competent
//! office, status, submission date, decision date, validity end, update date.

use crate::documents::list_columns::{Cell, ColumnFilter, ListColumn, STATUS, UPDATED};

pub static COLUMNS: &[ListColumn] = &[
    ListColumn {
        field: Some("declarationType"),
        header: "Decision type",
        filter: ColumnFilter::None,
        width: 10.0,
        cell: |r| Cell::text(&r.summary.declaration_type),
    },
    ListColumn {
        field: Some("lrn"),
        header: "Application reference",
        filter: ColumnFilter::Code,
        width: 22.0,
        cell: |r| Cell::text(&r.summary.lrn),
    },
    ListColumn {
        field: Some("mrn"),
        header: "Decision reference number",
        filter: ColumnFilter::Code,
        width: 22.0,
        cell: |r| Cell::text(&r.summary.mrn),
    },
    ListColumn {
        field: Some("holderEori"),
        header: "Applicant EORI",
        filter: ColumnFilter::Code,
        width: 20.0,
        cell: |r| Cell::text(&r.summary.holder_eori),
    },
    ListColumn {
        field: Some("holderName"),
        header: "Applicant name",
        filter: ColumnFilter::Text,
        width: 30.0,
        cell: |r| Cell::text(&r.summary.holder_name),
    },
    ListColumn {
        field: Some("customsOffice"),
        header: "Competent customs office",
        filter: ColumnFilter::Code,
        width: 14.0,
        cell: |r| Cell::text(&r.summary.customs_office),
    },
    STATUS,
    ListColumn {
        field: Some("submissionDate"),
        header: "Submission date",
        filter: ColumnFilter::Date,
        width: 12.0,
        cell: |r| {
            r.summary
                .submitted_on
                .clone()
                .map_or(Cell::Empty, Cell::Date)
        },
    },
    ListColumn {
        field: Some("decisionDate"),
        header: "Decision date",
        filter: ColumnFilter::Date,
        width: 12.0,
        cell: |r| r.summary.decided_on.clone().map_or(Cell::Empty, Cell::Date),
    },
    ListColumn {
        field: Some("endDate"),
        header: "Validity end",
        filter: ColumnFilter::Date,
        width: 12.0,
        cell: |r| r.summary.end_date.clone().map_or(Cell::Empty, Cell::Date),
    },
    UPDATED,
];
