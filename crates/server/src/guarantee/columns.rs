//! The guarantee list's columns (guarantee.md section 2).

use crate::documents::list_columns::{Cell, ColumnFilter, ListColumn, STATUS, UPDATED};

/// The guarantee list of guarantee.md section 2, in its order: customs office code, storage
/// reference, applicant EORI, applicant name, GRN, guarantee type (code plus description),
/// amount, balance, end date, update date, status. The guarantee type is its code: the
/// description is the catalog's, which a list row does not carry.
pub static G01_COLUMNS: &[ListColumn] = &[
    ListColumn {
        field: Some("customsOffice"),
        header: "Customs office code",
        filter: ColumnFilter::Code,
        width: 12.0,
        cell: |r| Cell::text(&r.summary.customs_office),
    },
    ListColumn {
        field: Some("storageReference"),
        header: "Storage reference",
        filter: ColumnFilter::Code,
        width: 22.0,
        cell: |r| Cell::text(&r.summary.storage_reference),
    },
    ListColumn {
        field: Some("holderEori"),
        header: "Applicant EORI",
        filter: ColumnFilter::Code,
        width: 18.0,
        cell: |r| Cell::text(&r.summary.holder_eori),
    },
    ListColumn {
        field: Some("holderName"),
        header: "Applicant name",
        filter: ColumnFilter::Text,
        width: 32.0,
        cell: |r| Cell::text(&r.summary.holder_name),
    },
    ListColumn {
        field: Some("grn"),
        header: "GRN",
        filter: ColumnFilter::Code,
        width: 26.0,
        cell: |r| Cell::text(&r.summary.grn),
    },
    ListColumn {
        field: Some("guaranteeType"),
        header: "Guarantee type",
        filter: ColumnFilter::Code,
        width: 28.0,
        cell: |r| Cell::text(&r.summary.guarantee_type),
    },
    ListColumn {
        field: None,
        header: "Amount",
        filter: ColumnFilter::None,
        width: 16.0,
        cell: |r| Cell::amount(&r.summary.amount),
    },
    ListColumn {
        field: None,
        header: "Balance",
        filter: ColumnFilter::None,
        width: 16.0,
        cell: |r| Cell::amount(&r.summary.balance),
    },
    ListColumn {
        field: Some("endDate"),
        header: "End date",
        filter: ColumnFilter::Date,
        width: 12.0,
        cell: |r| r.summary.end_date.clone().map_or(Cell::Empty, Cell::Date),
    },
    UPDATED,
    STATUS,
];

#[cfg(test)]
mod tests {
    use super::*;

    #[test]
    fn the_guarantee_columns_are_those_of_the_spec_in_its_order() {
        let headers: Vec<&str> = G01_COLUMNS.iter().map(|c| c.header).collect();
        assert_eq!(
            headers,
            [
                "Customs office code",
                "Storage reference",
                "Applicant EORI",
                "Applicant name",
                "GRN",
                "Guarantee type",
                "Amount",
                "Balance",
                "End date",
                "Update date",
                "Status"
            ]
        );
    }
}
