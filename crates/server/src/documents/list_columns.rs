//! The columns of a kind's list as the spreadsheet export writes them: a header in the
//! spec's words and the cell of a search result row. The list screen of the web app shows
//! the same rows ([`vama_store::ListItem`]: the document's summary, status and dates).

use serde::Serialize;
use vama_store::{DocSummary, ListField, ListItem};

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
    /// Between two of the user's days, sent as the instants (epoch milliseconds) they begin
    /// and end at, either of them open (`BETWEEN`): the update date.
    Instant,
}

/// A column of a kind's list, declared once: the export's header, width and cell, the value of
/// a list row (`field`) and what the list screen shows, filters and sorts by.
#[derive(Clone, Copy)]
pub struct ListColumn {
    /// The name of the column's value in a list row and of a search criterion or sort on it,
    /// in the kind's vocabulary (`lrn`, `grn`, `decisionReferenceNumber`).
    pub field: &'static str,
    /// The summary column it shows, which the store filters and sorts by; `None` for a value
    /// the list shows but neither filters nor sorts (an amount).
    pub slot: Option<ListField>,
    /// The header, in the spec's words.
    pub header: &'static str,
    pub filter: ColumnFilter,
    /// The column's width in characters.
    pub width: f64,
    pub shows: Shows,
}

/// What a column's cell holds.
#[derive(Clone, Copy)]
pub enum Shows {
    /// The slot's text.
    Text,
    /// The slot's calendar date (`YYYY-MM-DD`).
    Date,
    /// The slot's instant (epoch milliseconds).
    Instant,
    /// An amount kept as exact decimal text in the summary (see [`Cell::amount`]).
    Amount(fn(&DocSummary) -> &Option<String>),
}

impl ListColumn {
    /// A code or reference, filtered by what it contains, in capitals.
    pub const fn code(
        field: &'static str,
        slot: ListField,
        header: &'static str,
        width: f64,
    ) -> ListColumn {
        ListColumn {
            field,
            slot: Some(slot),
            header,
            filter: ColumnFilter::Code,
            width,
            shows: Shows::Text,
        }
    }

    /// A name, filtered by what it contains as typed.
    pub const fn name(
        field: &'static str,
        slot: ListField,
        header: &'static str,
        width: f64,
    ) -> ListColumn {
        ListColumn {
            filter: ColumnFilter::Text,
            ..ListColumn::code(field, slot, header, width)
        }
    }

    /// A date, filtered between two dates.
    pub const fn date(field: &'static str, slot: ListField, header: &'static str) -> ListColumn {
        ListColumn {
            filter: ColumnFilter::Date,
            shows: Shows::Date,
            ..ListColumn::code(field, slot, header, 12.0)
        }
    }

    /// An amount: shown and exported as a number, neither filtered nor sorted (the store keeps
    /// amounts as exact decimal text, which does not sort as numbers do).
    pub const fn amount(
        field: &'static str,
        header: &'static str,
        value: fn(&DocSummary) -> &Option<String>,
    ) -> ListColumn {
        ListColumn {
            field,
            slot: None,
            header,
            filter: ColumnFilter::None,
            width: 16.0,
            shows: Shows::Amount(value),
        }
    }

    /// The same column, not filtered (still sorted).
    pub const fn unfiltered(self) -> ListColumn {
        self.filtered(ColumnFilter::None)
    }

    /// The same column, filtered as `filter` says.
    pub const fn filtered(self, filter: ColumnFilter) -> ListColumn {
        ListColumn { filter, ..self }
    }

    /// The same column under another header (the applicant where the default says holder).
    pub const fn headed(self, header: &'static str, width: f64) -> ListColumn {
        ListColumn {
            header,
            width,
            ..self
        }
    }

    /// The cell of `row` in this column.
    pub fn cell(&self, row: &ListItem) -> Cell {
        let value = || self.slot.and_then(|slot| row.value(slot));
        match self.shows {
            Shows::Text => value().map_or(Cell::Empty, Cell::Text),
            Shows::Date => value().map_or(Cell::Empty, Cell::Date),
            Shows::Instant => value()
                .and_then(|ms| ms.parse().ok())
                .map_or(Cell::Empty, Cell::DateTime),
            Shows::Amount(of) => Cell::amount(of(&row.summary)),
        }
    }

    /// The value of `row` in this column as a list row holds it: as its cell, but an amount
    /// stays the exact decimal text the store keeps (a JSON number may not be exact).
    pub fn json(&self, row: &ListItem) -> serde_json::Value {
        match self.shows {
            Shows::Amount(of) => of(&row.summary).clone().into(),
            _ => self.cell(row).json(),
        }
    }
}

/// The columns of a kind that names none of its own: its references, holder, status and
/// update date.
pub static COMMON_COLUMNS: &[ListColumn] = &[
    ListColumn::code("reference", ListField::Reference, "Reference", 24.0),
    HOLDER_EORI,
    HOLDER_NAME,
    STATUS,
    UPDATED,
];

pub const HOLDER_EORI: ListColumn =
    ListColumn::code("holderEori", ListField::HolderEori, "Holder EORI", 18.0);

pub const HOLDER_NAME: ListColumn =
    ListColumn::name("holderName", ListField::HolderName, "Holder name", 32.0);

pub const STATUS: ListColumn = ListColumn {
    filter: ColumnFilter::Status,
    ..ListColumn::code("status", ListField::Status, "Status", 22.0)
};

pub const UPDATED: ListColumn = ListColumn {
    filter: ColumnFilter::None,
    shows: Shows::Instant,
    ..ListColumn::code("updatedAt", ListField::UpdatedAt, "Update date", 18.0)
};

impl Cell {
    /// The cell as a list row's JSON value: text and dates as strings, amounts and instants as
    /// numbers, nothing as null.
    pub fn json(self) -> serde_json::Value {
        match self {
            Cell::Text(s) | Cell::Date(s) => s.into(),
            Cell::Number(n) => n.into(),
            Cell::DateTime(ms) => ms.into(),
            Cell::Empty => serde_json::Value::Null,
        }
    }
}

/// The columns as the web app's list screen reads them (`x-vama-lists`): field, header, what
/// the cell shows, filter and whether the list sorts by it, in order.
pub fn published(columns: &[ListColumn]) -> serde_json::Value {
    columns
        .iter()
        .map(|c| {
            serde_json::json!({
                "field": c.field,
                "header": c.header,
                "shows": match c.shows {
                    Shows::Text => "text",
                    Shows::Date => "date",
                    Shows::Instant => "instant",
                    Shows::Amount(_) => "amount",
                },
                "filter": c.filter,
                "sorted": c.slot.is_some(),
            })
        })
        .collect()
}

#[cfg(test)]
mod tests {
    use super::*;

    /// Every list names each of its columns once, and a column the list filters has a
    /// summary column the store filters by.
    #[test]
    fn each_column_is_named_once_and_a_filtered_one_has_its_slot() {
        let kinds: [&[ListColumn]; 4] = [
            COMMON_COLUMNS,
            crate::movement::kind::T01_COLUMNS,
            crate::guarantee::columns::G01_COLUMNS,
            crate::authorisation::columns::COLUMNS,
        ];
        for columns in kinds {
            let mut names: Vec<&str> = columns.iter().map(|c| c.field).collect();
            names.sort_unstable();
            names.dedup();
            assert_eq!(names.len(), columns.len(), "a field named twice");
            for column in columns {
                if column.slot.is_none() {
                    assert_eq!(column.filter, ColumnFilter::None, "{}", column.header);
                }
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
