//! `GET /v1/{kind}/export-list?q=…`: the list as a spreadsheet (guarantee.md: "export to a
//! spreadsheet (file named md-guarantee-export)"), with every row the filter selects, not only
//! the page on screen. `q` is the search's; its `page` is ignored.
//!
//! The rows are read through the store's keyset list, a page of the largest size at a time,
//! under the user's access like the search. At most [`MAX_EXPORT_ROWS`] rows: a filter that
//! selects more is refused (narrow it) rather than cut silently. The workbook is written in
//! rust_xlsxwriter's constant-memory mode (rows go to a temporary file as they are written),
//! off the async threads.

use axum::{
    extract::State,
    http::{header, HeaderValue},
    response::{IntoResponse, Response},
};
use rust_xlsxwriter::{ExcelDateTime, Format, Workbook, XlsxError};
use vama_store::ListItem;

use super::{
    kinds::ServedKind,
    list_columns::{Cell, ListColumn},
    permission::{require, Need},
    search::{self, SearchParams},
};
use crate::{
    auth::CurrentUser,
    error::{ApiError, ApiResult},
    json::ApiQuery,
    state::AppState,
};

/// The most rows one export holds.
pub const MAX_EXPORT_ROWS: usize = 100_000;

pub const XLSX: &str = "application/vnd.openxmlformats-officedocument.spreadsheetml.sheet";

/// Every row `q` selects for `user`, in its sort order.
async fn selected_rows<K: ServedKind>(
    state: &AppState,
    user: &CurrentUser,
    q: Option<&str>,
) -> ApiResult<Vec<ListItem>> {
    let mut query = search::parse(K::NAME, K::list_columns(), q, user.access())?;
    search::require_search(user, &query)?;
    query.after = None;
    query.limit = search::MAX_PAGE;
    let mut rows = Vec::new();
    loop {
        let page = state.store.list(&query).await?;
        rows.extend(page.items);
        if rows.len() > MAX_EXPORT_ROWS {
            return Err(ApiError::unprocessable(
                format!(
                    "The filter selects more than {MAX_EXPORT_ROWS} rows: narrow it to export the list"
                ),
                Vec::new(),
            ));
        }
        match page.next {
            Some(next) => query.after = Some(next),
            None => return Ok(rows),
        }
    }
}

/// The workbook: one sheet, a bold header row kept in view, an autofilter over the rows, the
/// columns' widths; amounts as numbers, dates as dates.
pub fn workbook(columns: &[ListColumn], rows: &[ListItem]) -> Result<Vec<u8>, XlsxError> {
    let mut book = Workbook::new();
    let bold = Format::new().set_bold();
    let date = Format::new().set_num_format("yyyy-mm-dd");
    let date_time = Format::new().set_num_format("yyyy-mm-dd hh:mm");
    let amount = Format::new().set_num_format("#,##0.00");
    let sheet = book.add_worksheet_with_constant_memory()?;
    sheet.set_name("Export")?;
    for (col, c) in (0u16..).zip(columns) {
        sheet.set_column_width(col, c.width)?;
        sheet.write_string_with_format(0, col, c.header, &bold)?;
    }
    sheet.set_freeze_panes(1, 0)?;
    for (row, item) in (1u32..).zip(rows) {
        for (col, c) in (0u16..).zip(columns) {
            match c.cell(item) {
                Cell::Text(text) => {
                    sheet.write_string(row, col, text)?;
                }
                Cell::Number(n) => {
                    sheet.write_number_with_format(row, col, n, &amount)?;
                }
                Cell::Date(text) => match ExcelDateTime::parse_from_str(&text) {
                    Ok(d) => {
                        sheet.write_datetime_with_format(row, col, d, &date)?;
                    }
                    Err(_) => {
                        sheet.write_string(row, col, text)?;
                    }
                },
                Cell::DateTime(ms) => {
                    let at = ExcelDateTime::from_timestamp(ms.div_euclid(1000))?;
                    sheet.write_datetime_with_format(row, col, at, &date_time)?;
                }
                Cell::Empty => {}
            }
        }
    }
    let last_col = u16::try_from(columns.len().saturating_sub(1)).unwrap_or(u16::MAX);
    let last_row = u32::try_from(rows.len()).unwrap_or(u32::MAX);
    sheet.autofilter(0, 0, last_row, last_col)?;
    book.save_to_buffer()
}

/// `GET /v1/{kind}/export-list?q=…`.
pub async fn export_list<K: ServedKind + 'static>(
    State(state): State<AppState>,
    user: CurrentUser,
    ApiQuery(p): ApiQuery<SearchParams>,
) -> ApiResult<Response> {
    require(&user, K::NAME, Need::Read)?;
    let rows = selected_rows::<K>(&state, &user, p.q.as_deref()).await?;
    let started = std::time::Instant::now();
    let count = rows.len();
    let bytes = tokio::task::spawn_blocking(move || workbook(K::list_columns(), &rows))
        .await
        .map_err(ApiError::internal)?
        .map_err(ApiError::internal)?;
    tracing::debug!(
        rows = count,
        bytes = bytes.len(),
        write_ms = started.elapsed().as_millis() as u64,
        "list exported"
    );
    let disposition = format!("attachment; filename=\"{}.xlsx\"", K::EXPORT_LIST_NAME);
    Ok((
        [
            (header::CONTENT_TYPE, HeaderValue::from_static(XLSX)),
            (
                header::CONTENT_DISPOSITION,
                HeaderValue::from_str(&disposition).map_err(ApiError::internal)?,
            ),
            (header::CACHE_CONTROL, HeaderValue::from_static("private")),
        ],
        bytes,
    )
        .into_response())
}
