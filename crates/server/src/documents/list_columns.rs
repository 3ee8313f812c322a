//! The columns of a kind's list as the spreadsheet export writes them: a header in the
//! spec's words and the cell of a search result row. The list screen of the web app shows
//! the same rows ([`vama_store::ListItem`]: the document's summary, status and dates).

use vama_store::ListItem;

/// One cell of the export: typed, so that a spreadsheet sorts and sums it as what it is.
#[derive(Debug, Clone, PartialEq)]
pub enum Cell {
    Text(String),
    /// A number (an amount): written as a number, shown with two decimals.
    Number(f64),
    /// A calendar date, `YYYY-MM-DD`: written as a date.
    Date(String),
    /// An instant in milliseconds since the epoch: written as a UTC date and time.
    DateTime(i64),
    Empty,
}

impl Cell {
    pub fn text(value: &Option<String>) -> Cell {
        value.clone().map_or(Cell::Empty, Cell::Text)
    }

    /// An amount kept as decimal text (money is exact in the store; the spreadsheet's numbers
    /// are binary floating point, which holds every amount of up to 15 significant digits).
    pub fn amount(value: &Option<String>) -> Cell {
        match value.as_deref().map(str::trim) {
            None | Some("") => Cell::Empty,
            Some(text) => text
                .parse::<f64>()
                .map_or_else(|_| Cell::Text(text.into()), Cell::Number),
        }
    }
}

/// A column of a kind's list.
pub struct ListColumn {
    /// The header, in the spec's words.
    pub header: &'static str,
    /// The column's width in characters.
    pub width: f64,
    pub cell: fn(&ListItem) -> Cell,
}

/// The columns of a kind that names none of its own: its references, holder, status and
/// update date.
pub static COMMON_COLUMNS: &[ListColumn] = &[
    ListColumn {
        header: "Reference",
        width: 24.0,
        cell: |r| Cell::text(&r.summary.lrn),
    },
    HOLDER_EORI,
    HOLDER_NAME,
    STATUS,
    UPDATED,
];

const HOLDER_EORI: ListColumn = ListColumn {
    header: "Holder EORI",
    width: 18.0,
    cell: |r| Cell::text(&r.summary.holder_eori),
};

const HOLDER_NAME: ListColumn = ListColumn {
    header: "Holder name",
    width: 32.0,
    cell: |r| Cell::text(&r.summary.holder_name),
};

pub const STATUS: ListColumn = ListColumn {
    header: "Status",
    width: 22.0,
    cell: |r| Cell::Text(r.status.clone()),
};

pub const UPDATED: ListColumn = ListColumn {
    header: "Update date",
    width: 18.0,
    cell: |r| Cell::DateTime(r.updated_at_ms),
};

/// The transit declaration list (the web app's T01 table).
pub static T01_COLUMNS: &[ListColumn] = &[
    ListColumn {
        header: "LRN",
        width: 22.0,
        cell: |r| Cell::text(&r.summary.lrn),
    },
    ListColumn {
        header: "MRN",
        width: 22.0,
        cell: |r| Cell::text(&r.summary.mrn),
    },
    ListColumn {
        header: "Declaration type",
        width: 10.0,
        cell: |r| Cell::text(&r.summary.declaration_type),
    },
    HOLDER_EORI,
    HOLDER_NAME,
    ListColumn {
        header: "Office of departure",
        width: 12.0,
        cell: |r| Cell::text(&r.summary.office_of_departure),
    },
    ListColumn {
        header: "Office of destination",
        width: 12.0,
        cell: |r| Cell::text(&r.summary.office_of_destination),
    },
    STATUS,
    UPDATED,
];

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
    fn an_amount_is_a_number_and_anything_else_stays_text() {
        assert_eq!(Cell::amount(&Some("1234.56".into())), Cell::Number(1234.56));
        assert_eq!(Cell::amount(&Some(" ".into())), Cell::Empty);
        assert_eq!(Cell::amount(&None), Cell::Empty);
        assert_eq!(Cell::amount(&Some("n/a".into())), Cell::Text("n/a".into()));
    }

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
