//! The authorisation list's columns (issue 'Authorisations I' section 2), shared by the sixteen
//! kinds: decision type, application reference, decision reference number, applicant, competent
//! office, status, submission date, decision date, validity end, update date.

use crate::documents::list_columns::{Cell, ListColumn, STATUS, UPDATED};

pub static COLUMNS: &[ListColumn] = &[
    ListColumn {
        header: "Decision type",
        width: 10.0,
        cell: |r| Cell::text(&r.summary.declaration_type),
    },
    ListColumn {
        header: "Application reference",
        width: 22.0,
        cell: |r| Cell::text(&r.summary.lrn),
    },
    ListColumn {
        header: "Decision reference number",
        width: 22.0,
        cell: |r| Cell::text(&r.summary.mrn),
    },
    ListColumn {
        header: "Applicant EORI",
        width: 20.0,
        cell: |r| Cell::text(&r.summary.holder_eori),
    },
    ListColumn {
        header: "Applicant name",
        width: 30.0,
        cell: |r| Cell::text(&r.summary.holder_name),
    },
    ListColumn {
        header: "Competent customs office",
        width: 14.0,
        cell: |r| Cell::text(&r.summary.customs_office),
    },
    STATUS,
    ListColumn {
        header: "Submission date",
        width: 12.0,
        cell: |r| {
            r.summary
                .submitted_on
                .clone()
                .map_or(Cell::Empty, Cell::Date)
        },
    },
    ListColumn {
        header: "Decision date",
        width: 12.0,
        cell: |r| r.summary.decided_on.clone().map_or(Cell::Empty, Cell::Date),
    },
    ListColumn {
        header: "Validity end",
        width: 12.0,
        cell: |r| r.summary.end_date.clone().map_or(Cell::Empty, Cell::Date),
    },
    UPDATED,
];
