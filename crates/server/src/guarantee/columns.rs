//! The guarantee list's columns (guarantee.md section 2).

use crate::documents::list_columns::{Cell, ListColumn, STATUS, UPDATED};

/// The guarantee list of guarantee.md section 2, in its order: customs office code, storage
/// reference, applicant EORI, applicant name, GRN, guarantee type (code plus description),
/// amount, balance, end date, update date, status. The guarantee type is its code: the
/// description is the catalog's, which a list row does not carry.
pub static G01_COLUMNS: &[ListColumn] = &[
    ListColumn {
        header: "Customs office code",
        width: 12.0,
        cell: |r| Cell::text(&r.summary.customs_office),
    },
    ListColumn {
        header: "Storage reference",
        width: 22.0,
        cell: |r| Cell::text(&r.summary.storage_reference),
    },
    ListColumn {
        header: "Applicant EORI",
        width: 18.0,
        cell: |r| Cell::text(&r.summary.holder_eori),
    },
    ListColumn {
        header: "Applicant name",
        width: 32.0,
        cell: |r| Cell::text(&r.summary.holder_name),
    },
    ListColumn {
        header: "GRN",
        width: 26.0,
        cell: |r| Cell::text(&r.summary.grn),
    },
    ListColumn {
        header: "Guarantee type",
        width: 28.0,
        cell: |r| Cell::text(&r.summary.guarantee_type),
    },
    ListColumn {
        header: "Amount",
        width: 16.0,
        cell: |r| Cell::amount(&r.summary.amount),
    },
    ListColumn {
        header: "Balance",
        width: 16.0,
        cell: |r| Cell::amount(&r.summary.balance),
    },
    ListColumn {
        header: "End date",
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
