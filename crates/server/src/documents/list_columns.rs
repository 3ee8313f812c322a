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

pub const HOLDER_EORI: ListColumn = ListColumn {
    header: "Holder EORI",
    width: 18.0,
    cell: |r| Cell::text(&r.summary.holder_eori),
};

pub const HOLDER_NAME: ListColumn = ListColumn {
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
}
