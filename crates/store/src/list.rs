//! Document lists: filters, access, keyset pagination.
//!
//! Pages are ordered by `(sort key, id)`; the cursor is that pair for the last row and the next
//! page continues with a row-value comparison `(sort key, id) > (cursor)` (or `<` descending),
//! which both databases answer as an index range when an index ends in `(sort column, id)`.
//! Nullable text columns sort as `COALESCE(col, '')`, so NULLs sit with empty strings in the
//! same place on both backends and no row is skipped or repeated across pages.
//!
//! An access rule with an OR over several columns (trader: holder or filer; officer: the
//! deciding office, or departure or destination) is answered as the UNION of keyset queries,
//! one per column, each reading at most `limit + 1` rows from its own index, then merged,
//! de-duplicated (a row can match two sides) and cut to `limit + 1`. A plain OR would make the planners either read
//! every matching row and sort, or walk the `(kind, updated_at)` index filtering.

use crate::db::Sql;
use crate::{
    Access, Cursor, Direction, Filter, ListField, ListItem, ListPage, ListQuery, Result, Store,
    StoreError,
};

const MAX_LIMIT: u32 = 200;

/// The columns of a list row: the head's, with every summary column.
fn list_columns() -> String {
    format!(
        "id, kind, status, current_version, {}, created_at, updated_at",
        crate::documents::summary_columns("")
    )
}

fn column(f: ListField) -> &'static str {
    match f {
        ListField::Status => "status",
        ListField::Reference => "reference",
        ListField::IssuedReference => "issued_reference",
        ListField::OtherReference => "other_reference",
        ListField::TypeCode => "type_code",
        ListField::HolderEori => "holder_eori",
        ListField::HolderName => "holder_name",
        ListField::OfficeOfDeparture => "office_of_departure",
        ListField::OfficeOfDestination => "office_of_destination",
        ListField::CustomsOffice => "customs_office",
        ListField::EndDate => "end_date",
        ListField::SubmittedOn => "submitted_on",
        ListField::DecidedOn => "decided_on",
        ListField::CreatedAt => "created_at",
        ListField::UpdatedAt => "updated_at",
    }
}

fn is_time(f: ListField) -> bool {
    matches!(f, ListField::CreatedAt | ListField::UpdatedAt)
}

/// The ORDER BY expression of a sort field (see the module comment on NULLs).
fn sort_key(f: ListField) -> String {
    match f {
        ListField::Status | ListField::CreatedAt | ListField::UpdatedAt => column(f).to_owned(),
        _ => format!("COALESCE({}, '')", column(f)),
    }
}

fn time_value(f: ListField, v: &str) -> Result<i64> {
    v.trim().parse::<i64>().map_err(|_| {
        StoreError::BadQuery(format!(
            "{} expects epoch milliseconds, got {v:?}",
            column(f)
        ))
    })
}

/// Placeholder for a filter value: an integer for time columns, text otherwise.
fn value(sql: &mut Sql, f: ListField, v: &str) -> Result<String> {
    Ok(if is_time(f) {
        sql.arg(time_value(f, v)?)
    } else {
        sql.arg(v)
    })
}

/// `%v%` with LIKE's wildcards escaped (escape character `\`).
fn contains_pattern(v: &str) -> String {
    let mut p = String::with_capacity(v.len() + 2);
    p.push('%');
    for c in v.chars() {
        if matches!(c, '%' | '_' | '\\') {
            p.push('\\');
        }
        p.push(c);
    }
    p.push('%');
    p
}

#[derive(sqlx::FromRow)]
struct ItemRaw {
    id: String,
    kind: String,
    status: String,
    current_version: i64,
    #[sqlx(flatten)]
    summary: crate::documents::SummaryRaw,
    created_at: i64,
    updated_at: i64,
}

impl From<ItemRaw> for ListItem {
    fn from(r: ItemRaw) -> Self {
        ListItem {
            id: r.id,
            kind: r.kind,
            status: r.status,
            version: r.current_version,
            summary: r.summary.into(),
            created_at_ms: r.created_at,
            updated_at_ms: r.updated_at,
        }
    }
}

impl ListItem {
    /// The row's value of `field` as text (the cursor of a page that ends with this row; times
    /// as epoch milliseconds).
    pub fn value(&self, field: ListField) -> Option<String> {
        let s = &self.summary;
        match field {
            ListField::Status => Some(self.status.clone()),
            ListField::Reference => s.reference.clone(),
            ListField::IssuedReference => s.issued_reference.clone(),
            ListField::OtherReference => s.other_reference.clone(),
            ListField::TypeCode => s.type_code.clone(),
            ListField::HolderEori => s.holder_eori.clone(),
            ListField::HolderName => s.holder_name.clone(),
            ListField::OfficeOfDeparture => s.office_of_departure.clone(),
            ListField::OfficeOfDestination => s.office_of_destination.clone(),
            ListField::CustomsOffice => s.customs_office.clone(),
            ListField::EndDate => s.end_date.clone(),
            ListField::SubmittedOn => s.submitted_on.clone(),
            ListField::DecidedOn => s.decided_on.clone(),
            ListField::CreatedAt => Some(self.created_at_ms.to_string()),
            ListField::UpdatedAt => Some(self.updated_at_ms.to_string()),
        }
    }
}

impl Store {
    /// Builds the list query: `(sql, fetch)` where `fetch` is `limit + 1` (the extra row tells
    /// whether there is a next page).
    fn list_sql(&self, q: &ListQuery) -> Result<(Sql, usize)> {
        let limit = q.limit.clamp(1, MAX_LIMIT) as usize;
        let fetch = limit + 1;
        let mut sql = Sql::default();

        // Everything but the access rule, shared by both halves of a UNION (numbered
        // placeholders can be referenced twice).
        let mut rest = format!("kind = {}", sql.arg(q.kind.as_str()));
        for f in &q.filters {
            rest.push_str(" AND ");
            rest.push_str(&self.filter_sql(&mut sql, f)?);
        }
        let key = sort_key(q.sort);
        let (op, dir) = match q.direction {
            Direction::Asc => (">", "ASC"),
            Direction::Desc => ("<", "DESC"),
        };
        if let Some(Cursor { value, id }) = &q.after {
            let v = match (is_time(q.sort), value) {
                (true, Some(v)) => sql.arg(time_value(q.sort, v)?),
                (true, None) => {
                    return Err(StoreError::BadQuery("cursor without a value".into()));
                }
                (false, v) => sql.arg(v.clone().unwrap_or_default()),
            };
            let id = sql.arg(id.as_str());
            rest.push_str(&format!(" AND ({key}, id) {op} ({v}, {id})"));
        }
        let order = format!("ORDER BY {key} {dir}, id {dir} LIMIT {fetch}");

        let branches: Vec<String> = match &q.access {
            Access::Trader { eori } => {
                let e = sql.arg(eori.as_str());
                vec![format!("holder_eori = {e}"), format!("filer_eori = {e}")]
            }
            Access::Officer { offices } => {
                let o = crate::documents::in_list(&mut sql, offices);
                // The office that decides on the document, as in `push_access`; drafts
                // (STORED) are the trader's own.
                vec![
                    format!("customs_office IN ({o}) AND status <> 'STORED'"),
                    format!(
                        "office_of_departure IN ({o}) AND customs_office IS NULL \
                         AND status <> 'STORED'"
                    ),
                    format!(
                        "office_of_destination IN ({o}) AND customs_office IS NULL \
                         AND status <> 'STORED'"
                    ),
                ]
            }
            Access::Agent { eori, holders } => {
                let e = sql.arg(eori.as_str());
                let h = crate::documents::in_list(&mut sql, holders);
                vec![format!(
                    "filer_eori = {e} AND (holder_eori IS NULL OR holder_eori IN ({h}))"
                )]
            }
            Access::EnRoute { offices, statuses } => {
                let o = crate::documents::in_list(&mut sql, offices);
                let listed = statuses
                    .iter()
                    .map(|s| sql.arg(*s))
                    .collect::<Vec<_>>()
                    .join(", ");
                vec![format!(
                    "status IN ({listed}) AND id IN \
                     (SELECT document_id FROM document_offices WHERE office IN ({o}))"
                )]
            }
            Access::All => vec![],
        };
        let one = |access: Option<&String>| {
            let access = access.map(|a| format!(" AND {a}")).unwrap_or_default();
            format!(
                "SELECT {} FROM documents WHERE {rest}{access} {order}",
                list_columns()
            )
        };
        sql.text = match branches.as_slice() {
            [] => one(None),
            [a] => one(Some(a)),
            several => {
                let union = several
                    .iter()
                    .enumerate()
                    .map(|(i, b)| format!("SELECT * FROM ({}) AS b{i}", one(Some(b))))
                    .collect::<Vec<_>>()
                    .join(" UNION ");
                format!("SELECT * FROM ({union}) AS u {order}")
            }
        };
        Ok((sql, fetch))
    }

    fn filter_sql(&self, sql: &mut Sql, f: &Filter) -> Result<String> {
        Ok(match f {
            Filter::Eq(c, v) => format!("{} = {}", column(*c), value(sql, *c, v)?),
            // NULL counts as "not equal" (a missing LRN is not "X").
            Filter::Neq(c, v) => {
                let col = column(*c);
                format!("({col} IS NULL OR {col} <> {})", value(sql, *c, v)?)
            }
            Filter::In(c, vs) if vs.is_empty() => {
                let _ = c;
                "1 = 0".to_owned()
            }
            Filter::In(c, vs) => {
                let ps = vs
                    .iter()
                    .map(|v| value(sql, *c, v))
                    .collect::<Result<Vec<_>>>()?;
                format!("{} IN ({})", column(*c), ps.join(", "))
            }
            Filter::NotIn(_, vs) if vs.is_empty() => "1 = 1".to_owned(),
            Filter::NotIn(c, vs) => {
                let ps = vs
                    .iter()
                    .map(|v| value(sql, *c, v))
                    .collect::<Result<Vec<_>>>()?;
                let col = column(*c);
                format!("({col} IS NULL OR {col} NOT IN ({}))", ps.join(", "))
            }
            Filter::Contains(c, _) if is_time(*c) => {
                return Err(StoreError::BadQuery(format!(
                    "CONTAINS does not apply to {}",
                    column(*c)
                )));
            }
            Filter::Contains(c, v) => {
                // SQLite's LIKE is case-insensitive (for ASCII letters); PostgreSQL needs ILIKE.
                let like = if self.is_postgres() { "ILIKE" } else { "LIKE" };
                let p = sql.arg(contains_pattern(v));
                format!("{} {like} {p} ESCAPE '\\'", column(*c))
            }
            Filter::Between(c, lo, hi) => {
                let lo = value(sql, *c, lo)?;
                let hi = value(sql, *c, hi)?;
                format!("{} BETWEEN {lo} AND {hi}", column(*c))
            }
        })
    }

    /// One page of documents of `q.kind` that `q.access` may see, filtered and sorted; pass the
    /// returned `next` as `after` for the following page. `q.limit` is clamped to 1..=200.
    /// Any [`ListField`] may be the sort. `Neq`/`NotIn` also match rows where the column is
    /// NULL. `Contains` folds case for ASCII letters only on both backends.
    pub async fn list(&self, q: &ListQuery) -> Result<ListPage> {
        let (sql, fetch) = self.list_sql(q)?;
        let mut items: Vec<ListItem> = self
            .all::<ItemRaw>(&sql)
            .await?
            .into_iter()
            .map(ListItem::from)
            .collect();
        let next = if items.len() == fetch {
            items.pop();
            items.last().map(|last| Cursor {
                value: last.value(q.sort),
                id: last.id.clone(),
            })
        } else {
            None
        };
        Ok(ListPage { items, next })
    }

    /// The SQL text [`Store::list`] runs for `q` (arguments as `$N` placeholders), for
    /// benchmarks and diagnostics.
    pub async fn explain_list(&self, q: &ListQuery) -> Result<String> {
        Ok(self.list_sql(q)?.0.text)
    }

    /// Runs exactly the SQL [`Store::list`] runs for `q` and returns the number of rows fetched
    /// (up to `limit + 1`) without building items, so a benchmark can time the database apart
    /// from the API.
    pub async fn run_list_sql(&self, q: &ListQuery) -> Result<usize> {
        let (sql, _) = self.list_sql(q)?;
        self.count_rows(&sql).await
    }

    /// The database's plan for the list query of `q` (`EXPLAIN QUERY PLAN` on SQLite, `EXPLAIN`
    /// on PostgreSQL), one line per plan row.
    pub async fn explain_list_plan(&self, q: &ListQuery) -> Result<String> {
        let (mut sql, _) = self.list_sql(q)?;
        let prefix = if self.is_postgres() {
            "EXPLAIN "
        } else {
            "EXPLAIN QUERY PLAN "
        };
        sql.text.insert_str(0, prefix);
        Ok(self.explain_rows(&sql).await?.join("\n"))
    }
}
