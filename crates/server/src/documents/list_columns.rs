//! The columns of a kind's list as the spreadsheet export writes them: a header in the
//! spec's words and the cell of a search result row. The list screen of the web app shows
//! the same rows ([`vama_store::ListItem`]: the document's summary, status and dates).

use serde::Serialize;
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

/// How the list screen filters a column (the criterion it sends to `GET /v1/{kind}/search`).
#[derive(Debug, Clone, Copy, PartialEq, Eq, Serialize)]
#[serde(rename_all = "camelCase")]
pub enum ColumnFilter {
    /// Not filtered.
    None,
    /// Contains the text as typed (names).
    Text,
    /// Contains the code, in capitals (references, EORI numbers, office codes).
    Code,
    /// One of the lifecycle's statuses (`EQ`).
    Status,
    /// Between two dates, either of them open (`BETWEEN`).
    Date,
}

/// A column of a kind's list, declared once: the export's header, width and cell, and what
/// the list screen shows, filters and sorts by ([`ListColumn::field`]).
pub struct ListColumn {
    /// The field of a list row and of a search criterion (`lrn`, `submissionDate`), which the
    /// list sorts by; `None` for a value the list neither filters nor sorts (an amount).
    pub field: Option<&'static str>,
    /// The header, in the spec's words.
    pub header: &'static str,
    pub filter: ColumnFilter,
    /// The column's width in characters.
    pub width: f64,
    pub cell: fn(&ListItem) -> Cell,
}

/// The columns of a kind that names none of its own: its references, holder, status and
/// update date.
pub static COMMON_COLUMNS: &[ListColumn] = &[
    ListColumn {
        field: Some("lrn"),
        header: "Reference",
        filter: ColumnFilter::Code,
        width: 24.0,
        cell: |r| Cell::text(&r.summary.lrn),
    },
    HOLDER_EORI,
    HOLDER_NAME,
    STATUS,
    UPDATED,
];

pub const HOLDER_EORI: ListColumn = ListColumn {
    field: Some("holderEori"),
    header: "Holder EORI",
    filter: ColumnFilter::Code,
    width: 18.0,
    cell: |r| Cell::text(&r.summary.holder_eori),
};

pub const HOLDER_NAME: ListColumn = ListColumn {
    field: Some("holderName"),
    header: "Holder name",
    filter: ColumnFilter::Text,
    width: 32.0,
    cell: |r| Cell::text(&r.summary.holder_name),
};

pub const STATUS: ListColumn = ListColumn {
    field: Some("status"),
    header: "Status",
    filter: ColumnFilter::Status,
    width: 22.0,
    cell: |r| Cell::Text(r.status.clone()),
};

pub const UPDATED: ListColumn = ListColumn {
    field: Some("updatedAt"),
    header: "Update date",
    filter: ColumnFilter::None,
    width: 18.0,
    cell: |r| Cell::DateTime(r.updated_at_ms),
};

/// The columns as the web app's list screen reads them (the registry's `listColumns`): field,
/// header and filter, in order.
pub fn published(columns: &[ListColumn]) -> serde_json::Value {
    columns
        .iter()
        .filter_map(|c| {
            Some(serde_json::json!({
                "field": c.field?,
                "header": c.header,
                "filter": c.filter,
            }))
        })
        .collect()
}

#[cfg(test)]
mod tests {
    use super::*;

    /// Every column a list filters or sorts by names a field the search answers to.
    #[test]
    fn each_columns_field_is_a_field_of_the_search() {
        let kinds: [&[ListColumn]; 4] = [
            COMMON_COLUMNS,
            crate::movement::kind::T01_COLUMNS,
            crate::guarantee::columns::G01_COLUMNS,
            crate::authorisation::columns::COLUMNS,
        ];
        for column in kinds.into_iter().flatten() {
            match column.field {
                Some(field) => assert!(
                    super::super::search::is_field(field),
                    "{}: {field}",
                    column.header
                ),
                None => assert_eq!(column.filter, ColumnFilter::None, "{}", column.header),
            }
        }
    }

    #[test]
    fn an_amount_is_a_number_and_anything_else_stays_text() {
        assert_eq!(Cell::amount(&Some("1234.56".into())), Cell::Number(1234.56));
        assert_eq!(Cell::amount(&Some(" ".into())), Cell::Empty);
        assert_eq!(Cell::amount(&None), Cell::Empty);
        assert_eq!(Cell::amount(&Some("n/a".into())), Cell::Text("n/a".into()));
    }
}
