//! Documents: heads, append-only versions, the action log, attachments, bulk seeding.

use crate::db::{classify, Arg, One, Sql, Tx};
use crate::document_copies::Key;
use crate::{
    Access, ActionRecord, DocSummary, DocumentRow, DocumentView, MessageRecord, NewDocument,
    NewVersion, Result, Store, StoreError, VersionInfo,
};

/// Rows per multi-row INSERT when seeding: 21 arguments each keeps a statement well under
/// SQLite's 32,766 and PostgreSQL's 65,535 bind limits.
const BULK_ROWS: usize = 500;

/// Appends ` AND <who may see it>` for `access` (architecture contract 5) on the `documents`
/// table, its columns prefixed with `prefix` (`""` or `"d."`).
pub(crate) fn push_access(sql: &mut Sql, access: &Access, prefix: &str) {
    match access {
        Access::Trader { eori } => {
            let e = sql.arg(eori);
            sql.push(&format!(
                " AND ({prefix}holder_eori = {e} OR {prefix}filer_eori = {e})"
            ));
        }
        Access::Agent { eori, holders } => {
            let e = sql.arg(eori);
            let h = in_list(sql, holders);
            sql.push(&format!(
                " AND {prefix}filer_eori = {e} AND ({prefix}holder_eori IS NULL \
                 OR {prefix}holder_eori IN ({h}))"
            ));
        }
        Access::Officer { offices } => {
            let o = in_list(sql, offices);
            // The office that decides on the document: its own `customs_office` when it names
            // one (g01, authorisations), departure or destination otherwise. A draft (STORED)
            // is the trader's own: customs see a document once lodged.
            sql.push(&format!(
                " AND ({prefix}customs_office IN ({o}) OR ({prefix}customs_office IS NULL AND \
                 ({prefix}office_of_departure IN ({o}) OR {prefix}office_of_destination IN ({o})))) \
                 AND {prefix}status <> 'STORED'"
            ));
        }
        Access::EnRoute { offices, statuses } => {
            let o = in_list(sql, offices);
            let listed = statuses
                .iter()
                .map(|s| sql.arg(*s))
                .collect::<Vec<_>>()
                .join(", ");
            sql.push(&format!(
                " AND {prefix}status IN ({listed}) AND EXISTS (SELECT 1 FROM document_offices o \
                 WHERE o.office IN ({o}) AND o.document_id = {prefix}id)"
            ));
        }
        Access::All => {}
    }
}

/// The placeholders of `values` for an `IN (…)` list; an empty list matches nothing (`NULL`).
pub(crate) fn in_list(sql: &mut Sql, values: &[String]) -> String {
    if values.is_empty() {
        return "NULL".into();
    }
    values
        .iter()
        .map(|v| sql.arg(v.as_str()))
        .collect::<Vec<_>>()
        .join(", ")
}

/// Rewrites the offices en route of document `id` (see [`DocSummary::offices_en_route`]).
pub(crate) async fn write_offices(tx: &mut Tx, id: &str, offices: &[String]) -> Result<()> {
    let mut clear = Sql::new("DELETE FROM document_offices WHERE document_id = ");
    clear.bind(id);
    tx.exec(&clear).await?;
    let mut unique: Vec<&String> = offices.iter().collect();
    unique.sort();
    unique.dedup();
    if unique.is_empty() {
        return Ok(());
    }
    let mut insert = Sql::new("INSERT INTO document_offices (office, document_id) VALUES ");
    for (i, office) in unique.into_iter().enumerate() {
        if i > 0 {
            insert.push(", ");
        }
        insert
            .push("(")
            .bind(office.as_str())
            .push(", ")
            .bind(id)
            .push(")");
    }
    tx.exec(&insert).await?;
    Ok(())
}

#[derive(sqlx::FromRow)]
struct DocRaw {
    id: String,
    kind: String,
    current_version: i64,
    version: i64,
    status: String,
    #[sqlx(flatten)]
    summary: SummaryRaw,
    filer_eori: Option<String>,
    created_at: i64,
    updated_at: i64,
    body: String,
}

impl From<DocRaw> for DocumentRow {
    fn from(r: DocRaw) -> Self {
        DocumentRow {
            id: r.id,
            kind: r.kind,
            current_version: r.current_version,
            version: r.version,
            status: r.status,
            summary: r.summary.into(),
            filer_eori: r.filer_eori,
            created_at_ms: r.created_at,
            updated_at_ms: r.updated_at,
            body: r.body,
        }
    }
}

/// A document row plus its versions and action log as JSON arrays of arrays (see
/// [`Store::get_document_view`]).
#[derive(sqlx::FromRow)]
struct DocViewRaw {
    #[sqlx(flatten)]
    doc: DocRaw,
    versions: String,
    actions: String,
    messages: String,
    timers: String,
}

/// One version as `[version, status, created_by, created_at]`.
type VersionTuple = (i64, String, String, i64);
/// One action as `[action, user_name, from_status, to_status, version, result, at_ms]`.
type ActionTuple = (
    String,
    String,
    Option<String>,
    Option<String>,
    Option<i64>,
    String,
    i64,
);

/// One message as `[id, version, action, message_type, user_name, office, payload, at_ms,
/// has_xml]` (the XML itself stays in the table: `Store::message_xml`).
type MessageTuple = (
    i64,
    i64,
    String,
    String,
    String,
    Option<String>,
    String,
    i64,
    i64,
);

fn json_rows<T: serde::de::DeserializeOwned>(text: &str) -> Result<Vec<T>> {
    serde_json::from_str(text).map_err(|e| StoreError::Database(sqlx::Error::Decode(Box::new(e))))
}

impl TryFrom<DocViewRaw> for DocumentView {
    type Error = StoreError;
    fn try_from(r: DocViewRaw) -> Result<Self> {
        let versions = json_rows::<VersionTuple>(&r.versions)?
            .into_iter()
            .map(|(version, status, created_by, created_at_ms)| VersionInfo {
                version,
                status,
                created_by,
                created_at_ms,
            })
            .collect();
        let actions = json_rows::<ActionTuple>(&r.actions)?
            .into_iter()
            .map(
                |(action, user_name, from_status, to_status, version, result, at_ms)| {
                    ActionRecord {
                        action,
                        user_name,
                        from_status,
                        to_status,
                        version,
                        result,
                        at_ms,
                    }
                },
            )
            .collect();
        let messages = json_rows::<MessageTuple>(&r.messages)?
            .into_iter()
            .map(
                |(
                    id,
                    version,
                    action,
                    message_type,
                    user_name,
                    office,
                    payload,
                    at_ms,
                    has_xml,
                )| {
                    MessageRecord {
                        has_xml: has_xml != 0,
                        xml: None,
                        id,
                        version,
                        action,
                        message_type,
                        user_name,
                        office,
                        payload,
                        at_ms,
                    }
                },
            )
            .collect();
        let timers = json_rows::<crate::timers::TimerTuple>(&r.timers)?
            .into_iter()
            .map(Into::into)
            .collect();
        Ok(DocumentView {
            row: r.doc.into(),
            versions,
            actions,
            messages,
            timers,
        })
    }
}

#[derive(sqlx::FromRow)]
struct IdRaw {
    id: String,
}

#[derive(sqlx::FromRow)]
struct VersionRaw {
    version: i64,
    status: String,
    created_by: String,
    created_at: i64,
}

#[derive(sqlx::FromRow)]
struct ActionRaw {
    action: String,
    user_name: String,
    from_status: Option<String>,
    to_status: Option<String>,
    version: Option<i64>,
    result: String,
    at_ms: i64,
}

/// The summary columns of `documents`, in the order of [`summary_args`] and [`SummaryRaw`].
pub(crate) const SUMMARY_COLUMNS: [&str; 14] = [
    "holder_eori",
    "holder_name",
    "reference",
    "issued_reference",
    "other_reference",
    "type_code",
    "office_of_departure",
    "office_of_destination",
    "customs_office",
    "amount",
    "balance",
    "end_date",
    "submitted_on",
    "decided_on",
];

fn summary_args(s: &DocSummary) -> [Arg; SUMMARY_COLUMNS.len()] {
    [
        s.holder_eori.clone().into(),
        s.holder_name.clone().into(),
        s.reference.clone().into(),
        s.issued_reference.clone().into(),
        s.other_reference.clone().into(),
        s.type_code.clone().into(),
        s.office_of_departure.clone().into(),
        s.office_of_destination.clone().into(),
        s.customs_office.clone().into(),
        s.amount.clone().into(),
        s.balance.clone().into(),
        s.end_date.clone().into(),
        s.submitted_on.clone().into(),
        s.decided_on.clone().into(),
    ]
}

/// The summary columns as read back (see [`SUMMARY_COLUMNS`]).
#[derive(sqlx::FromRow)]
pub(crate) struct SummaryRaw {
    holder_eori: Option<String>,
    holder_name: Option<String>,
    reference: Option<String>,
    issued_reference: Option<String>,
    other_reference: Option<String>,
    type_code: Option<String>,
    office_of_departure: Option<String>,
    office_of_destination: Option<String>,
    customs_office: Option<String>,
    amount: Option<String>,
    balance: Option<String>,
    end_date: Option<String>,
    submitted_on: Option<String>,
    decided_on: Option<String>,
}

impl From<SummaryRaw> for DocSummary {
    fn from(r: SummaryRaw) -> Self {
        DocSummary {
            holder_eori: r.holder_eori,
            holder_name: r.holder_name,
            reference: r.reference,
            issued_reference: r.issued_reference,
            other_reference: r.other_reference,
            type_code: r.type_code,
            office_of_departure: r.office_of_departure,
            office_of_destination: r.office_of_destination,
            customs_office: r.customs_office,
            amount: r.amount,
            balance: r.balance,
            end_date: r.end_date,
            submitted_on: r.submitted_on,
            decided_on: r.decided_on,
            offices_en_route: Vec::new(),
        }
    }
}

/// `SUMMARY_COLUMNS` as a select or insert list, each prefixed with `prefix` (`""`, `"d."`).
pub(crate) fn summary_columns(prefix: &str) -> String {
    SUMMARY_COLUMNS
        .iter()
        .map(|c| format!("{prefix}{c}"))
        .collect::<Vec<_>>()
        .join(", ")
}

fn doc_columns() -> String {
    format!(
        "id, kind, status, current_version, {}, filer_eori, created_at, updated_at",
        summary_columns("")
    )
}
pub(crate) const VERSION_COLUMNS: &str =
    "document_id, version, status, body, created_by, created_at, size_bytes";

/// Appends one `(…)` tuple of a document head (version 1) for a multi-row INSERT.
fn push_doc_tuple(sql: &mut Sql, id: &str, d: &NewDocument) {
    sql.push("(");
    sql.bind(id)
        .push(", ")
        .bind(&d.kind)
        .push(", ")
        .bind(&d.status);
    sql.push(", 1");
    for a in summary_args(&d.summary) {
        sql.push(", ").bind(a);
    }
    sql.push(", ").bind(&d.filer_eori);
    sql.push(", ")
        .bind(d.now_ms)
        .push(", ")
        .bind(d.now_ms)
        .push(")");
}

fn push_version_tuple(
    sql: &mut Sql,
    id: &str,
    version: i64,
    status: &str,
    body: &str,
    by: &str,
    at: i64,
) {
    sql.push("(");
    sql.bind(id)
        .push(", ")
        .bind(version)
        .push(", ")
        .bind(status);
    sql.push(", ")
        .bind(body)
        .push(", ")
        .bind(by)
        .push(", ")
        .bind(at)
        .push(", ")
        .bind(body.len() as i64)
        .push(")");
}

impl Store {
    /// Creates a document with its version 1; returns its id (UUID v7 text) and 1.
    pub async fn create_document(&self, doc: NewDocument) -> Result<(String, i64)> {
        let mut tx = self.begin_write().await?;
        let id = insert_new(&mut tx, &doc).await?;
        tx.commit().await?;
        Ok((id, 1))
    }

    /// Stores a new version in one transaction and returns its number. The head moves only if
    /// it is still at `v.expected_version` (a conditional UPDATE, so of concurrent stores from
    /// the same version exactly one wins on both backends); otherwise nothing is written and the
    /// result is [`StoreError::Conflict`] with the current version, or [`StoreError::NotFound`]
    /// when the document does not exist or `access` may not see it.
    pub async fn store_version(
        &self,
        kind: &str,
        id: &str,
        access: &Access,
        v: NewVersion,
    ) -> Result<i64> {
        let mut tx = self.begin_write().await?;
        let version = version_in(&mut tx, kind, id, access, &v).await?;
        tx.commit().await?;
        Ok(version)
    }

    /// The document with its current version's body.
    pub async fn get_document(
        &self,
        kind: &str,
        id: &str,
        access: &Access,
    ) -> Result<Option<DocumentRow>> {
        self.fetch_version(kind, id, None, access).await
    }

    /// The document with the body and status of `version` (head columns are the current ones).
    pub async fn get_version(
        &self,
        kind: &str,
        id: &str,
        version: i64,
        access: &Access,
    ) -> Result<Option<DocumentRow>> {
        self.fetch_version(kind, id, Some(version), access).await
    }

    async fn fetch_version(
        &self,
        kind: &str,
        id: &str,
        version: Option<i64>,
        access: &Access,
    ) -> Result<Option<DocumentRow>> {
        let sql = version_query(kind, id, version, access, "");
        Ok(self.opt::<DocRaw>(&sql).await?.map(DocumentRow::from))
    }

    /// What showing a document needs, in one statement: the row of `version` (the current one
    /// when `None`) as [`Store::get_version`] / [`Store::get_document`] read it, every version
    /// (as [`Store::list_versions`]) and the action log (as [`Store::list_actions`]). `None` when
    /// the document or version is missing or `access` may not see it.
    ///
    /// The versions, the log, the messages and the timers come back as the JSON arrays the
    /// document's row keeps (refreshed by triggers in every transaction that changes them), so a
    /// document costs one round trip and one row whatever its history, read from one snapshot.
    /// A view shown a moment ago is answered from this process's copy (see `document_copies`:
    /// no copy outlives a write of this process, nor, beyond the moment it takes to hear of
    /// it, another's).
    pub async fn get_document_view(
        &self,
        kind: &str,
        id: &str,
        version: Option<i64>,
        access: &Access,
    ) -> Result<Option<DocumentView>> {
        let key = Key::new(kind, id, version, access);
        if let Some(copy) = self.documents.get(&key) {
            return Ok(Some(copy));
        }
        let generation = self.documents.generation();
        // The four lists are kept on the document's row by the store's triggers (migration
        // 0017): one row is read, nothing is aggregated.
        let extra = ", d.trail_versions AS versions, d.trail_actions AS actions, \
                     d.trail_messages AS messages, d.trail_timers AS timers";
        let sql = version_query(kind, id, version, access, extra);
        let view = self
            .opt::<DocViewRaw>(&sql)
            .await?
            .map(DocumentView::try_from)
            .transpose()?;
        if let Some(view) = &view {
            self.documents.put(generation, &key, view);
        }
        Ok(view)
    }

    /// The versions of a document, oldest first (empty when invisible or missing).
    pub async fn list_versions(
        &self,
        kind: &str,
        id: &str,
        access: &Access,
    ) -> Result<Vec<VersionInfo>> {
        let mut sql = Sql::new(
            "SELECT v.version, v.status, v.created_by, v.created_at FROM documents d \
             JOIN document_versions v ON v.document_id = d.id WHERE d.id = ",
        );
        sql.bind(id).push(" AND d.kind = ").bind(kind);
        push_access(&mut sql, access, "d.");
        sql.push(" ORDER BY v.version");
        Ok(self
            .all::<VersionRaw>(&sql)
            .await?
            .into_iter()
            .map(|r| VersionInfo {
                version: r.version,
                status: r.status,
                created_by: r.created_by,
                created_at_ms: r.created_at,
            })
            .collect())
    }

    /// Deletes the document, all its versions, attachments and its action log; `false` when invisible or
    /// missing.
    pub async fn delete_document(&self, kind: &str, id: &str, access: &Access) -> Result<bool> {
        let mut tx = self.begin_write().await?;
        if current_version(&mut tx, kind, id, access).await?.is_none() {
            return Ok(false);
        }
        // Children first, explicitly, rather than relying on ON DELETE CASCADE alone (which
        // needs SQLite's foreign_keys pragma on every connection).
        for table in [
            "movement_timers",
            "document_messages",
            "document_actions",
            "document_attachments",
            "document_versions",
        ] {
            let mut sql = Sql::new(&format!("DELETE FROM {table} WHERE document_id = "));
            sql.bind(id);
            tx.exec(&sql).await?;
        }
        let mut sql = Sql::new("DELETE FROM documents WHERE id = ");
        sql.bind(id);
        tx.exec(&sql).await?;
        tx.commit().await?;
        Ok(true)
    }

    /// Appends to a document's action log ([`StoreError::NotFound`] when there is no such
    /// document). The caller has checked access.
    pub async fn record_action(&self, doc_id: &str, rec: &ActionRecord) -> Result<()> {
        self.exec(&action_insert(doc_id, rec))
            .await
            .map_err(|e| classify(e, "action"))?;
        Ok(())
    }

    /// A document's action log, oldest first (ties in the order they were recorded).
    pub async fn list_actions(&self, doc_id: &str) -> Result<Vec<ActionRecord>> {
        let sql = Sql::with(
            "SELECT action, user_name, from_status, to_status, version, result, at_ms \
             FROM document_actions WHERE document_id = $1 ORDER BY at_ms, id",
            vec![doc_id.into()],
        );
        Ok(self
            .all::<ActionRaw>(&sql)
            .await?
            .into_iter()
            .map(|r| ActionRecord {
                action: r.action,
                user_name: r.user_name,
                from_status: r.from_status,
                to_status: r.to_status,
                version: r.version,
                result: r.result,
                at_ms: r.at_ms,
            })
            .collect())
    }

    /// Ids of the documents of `kind` in one of `statuses` whose end date (`end_date`, ISO
    /// text) is before `day` (`YYYY-MM-DD`), soonest first, at most `limit`: what the
    /// scheduler expires (g01: "validity expires by date"). From the `(kind, status,
    /// end_date, id)` index.
    pub async fn documents_ending_before(
        &self,
        kind: &str,
        statuses: &[&str],
        day: &str,
        limit: i64,
    ) -> Result<Vec<String>> {
        self.ids_in_status(kind, statuses, |sql| {
            let day = sql.arg(day);
            let limit = sql.arg(limit);
            format!(" AND end_date IS NOT NULL AND end_date < {day} ORDER BY end_date, id LIMIT {limit}")
        })
        .await
    }

    /// Ids of the documents of `kind` in one of `statuses`, oldest update first, at most
    /// `limit` (the scheduler's passes: issued decisions waiting for their start date).
    pub async fn documents_in_status(
        &self,
        kind: &str,
        statuses: &[&str],
        limit: i64,
    ) -> Result<Vec<String>> {
        self.ids_in_status(kind, statuses, |sql| {
            format!(" ORDER BY updated_at, id LIMIT {}", sql.arg(limit))
        })
        .await
    }

    /// Ids of the documents of `kind` in one of `statuses`, with `tail` (more conditions, the
    /// order and the limit, its arguments bound through the statement it is given).
    async fn ids_in_status(
        &self,
        kind: &str,
        statuses: &[&str],
        tail: impl FnOnce(&mut Sql) -> String,
    ) -> Result<Vec<String>> {
        let mut sql = Sql::new("SELECT id FROM documents WHERE kind = ");
        sql.bind(kind);
        let listed = statuses
            .iter()
            .map(|s| sql.arg(*s))
            .collect::<Vec<_>>()
            .join(", ");
        let tail = tail(&mut sql);
        sql.push(&format!(" AND status IN ({listed}){tail}"));
        Ok(self
            .all::<IdRaw>(&sql)
            .await?
            .into_iter()
            .map(|r| r.id)
            .collect())
    }

    /// Refreshes the planner's statistics of every table (`ANALYZE`). After a bulk load (see
    /// [`Store::bulk_insert_documents`]) the statistics describe the tables as they were before
    /// it until autovacuum (PostgreSQL) gets to them, or forever (SQLite has no autovacuum),
    /// and plans chosen on them can be far off.
    ///
    /// SQLite keeps only the per-index row estimates (`sqlite_stat1`), not the value samples of
    /// `sqlite_stat4`: with samples, a statement whose plan might depend on a bound value is
    /// compiled again whenever its arguments are bound, i.e. on every execution (measured: a
    /// document GET under load fell from ~9,000 to ~2,800 requests/s, a third of the time in
    /// SQLite's parser and planner).
    ///
    /// Each pooled connection loads the statistics when it reads the schema, and reads it again
    /// only when the schema changes. So the statistics are gathered, the samples deleted and
    /// the schema changed in one transaction: no connection ever loads the samples, and every
    /// one loads the new estimates before its next statement. (Reloading them on the calling
    /// connection alone, with `ANALYZE sqlite_schema`, left the others with the samples they
    /// had read when `ANALYZE` first created `sqlite_stat4`: measured, 7 % of a document GET
    /// under load spent compiling the statement again.)
    pub async fn refresh_statistics(&self) -> Result<()> {
        if self.is_postgres() {
            self.exec(&Sql::new("ANALYZE")).await?;
            return Ok(());
        }
        let mut tx = self.begin_write().await?;
        tx.exec(&Sql::new("ANALYZE")).await?;
        let stat4 =
            Sql::new("SELECT 1 FROM sqlite_master WHERE type = 'table' AND name = 'sqlite_stat4'");
        if tx.opt::<One>(&stat4).await?.is_some() {
            tx.exec(&Sql::new("DELETE FROM sqlite_stat4")).await?;
        }
        // A schema change, so that every connection reads the schema and statistics again.
        tx.exec(&Sql::new("CREATE TABLE vama_statistics_changed (x)"))
            .await?;
        tx.exec(&Sql::new("DROP TABLE vama_statistics_changed"))
            .await?;
        tx.commit().await?;
        Ok(())
    }

    /// Seeds many documents (version 1 each) in one transaction with multi-row INSERTs, for
    /// benchmarks and imports (which call [`Store::refresh_statistics`] when done). Ids are
    /// fresh UUID v7s.
    pub async fn bulk_insert_documents(&self, docs: &[NewDocument]) -> Result<()> {
        let mut tx = self.begin_write().await?;
        for chunk in docs.chunks(BULK_ROWS) {
            let ids: Vec<String> = chunk
                .iter()
                .map(|_| uuid::Uuid::now_v7().to_string())
                .collect();
            let mut heads = Sql::new(&format!(
                "INSERT INTO documents ({}) VALUES ",
                doc_columns()
            ));
            let mut versions = Sql::new(&format!(
                "INSERT INTO document_versions ({VERSION_COLUMNS}) VALUES "
            ));
            for (i, (id, d)) in ids.iter().zip(chunk).enumerate() {
                if i > 0 {
                    heads.push(", ");
                    versions.push(", ");
                }
                push_doc_tuple(&mut heads, id, d);
                push_version_tuple(
                    &mut versions,
                    id,
                    1,
                    &d.status,
                    &d.body,
                    &d.created_by,
                    d.now_ms,
                );
            }
            tx.exec(&heads).await?;
            tx.exec(&versions).await?;
        }
        tx.commit().await
    }
}

/// [`Store::store_version`] inside `tx`.
pub(crate) async fn version_in(
    tx: &mut Tx,
    kind: &str,
    id: &str,
    access: &Access,
    v: &NewVersion,
) -> Result<i64> {
    let new_version = v.expected_version + 1;
    let mut update = update_head(new_version, &v.status, &v.summary, v.now_ms);
    update
        .push(" WHERE id = ")
        .bind(id)
        .push(" AND kind = ")
        .bind(kind);
    update
        .push(" AND current_version = ")
        .bind(v.expected_version);
    push_access(&mut update, access, "");
    let moved = tx
        .exec(&update)
        .await
        .map_err(|e| reference_clash(e, &v.summary))?;
    if moved == 0 {
        // The caller's transaction rolls back when it is dropped (nothing was written here).
        return Err(match current_version(tx, kind, id, access).await? {
            Some(current) => tx.conflict(id, current),
            None => StoreError::NotFound,
        });
    }
    write_offices(tx, id, &v.summary.offices_en_route).await?;
    let mut version = Sql::new(&format!(
        "INSERT INTO document_versions ({VERSION_COLUMNS}) VALUES "
    ));
    push_version_tuple(
        &mut version,
        id,
        new_version,
        &v.status,
        &v.body,
        &v.created_by,
        v.now_ms,
    );
    tx.exec(&version).await?;
    Ok(new_version)
}

/// The INSERT of one record of a document's action log.
pub(crate) fn action_insert(doc_id: &str, rec: &ActionRecord) -> Sql {
    Sql::with(
        "INSERT INTO document_actions \
         (document_id, action, user_name, from_status, to_status, version, result, at_ms) \
         VALUES ($1, $2, $3, $4, $5, $6, $7, $8)",
        vec![
            doc_id.into(),
            rec.action.as_str().into(),
            rec.user_name.as_str().into(),
            rec.from_status.clone().into(),
            rec.to_status.clone().into(),
            rec.version.into(),
            rec.result.as_str().into(),
            rec.at_ms.into(),
        ],
    )
}

/// `UPDATE documents SET …` moving the head to `version` in `status` with these summary
/// columns; the caller appends the WHERE clause.
pub(crate) fn update_head(version: i64, status: &str, summary: &DocSummary, now_ms: i64) -> Sql {
    let mut update = Sql::new("UPDATE documents SET current_version = ");
    update.bind(version).push(", status = ").bind(status);
    for (col, a) in SUMMARY_COLUMNS.into_iter().zip(summary_args(summary)) {
        update.push(&format!(", {col} = ")).bind(a);
    }
    update.push(", updated_at = ").bind(now_ms);
    update
}

/// The refusal of a head whose reference (an LRN) another document of its holder already has
/// (the unique index `documents_kind_holder_reference`; the head has no other unique column
/// but its new id), naming the reference.
pub(crate) fn reference_clash(err: StoreError, summary: &DocSummary) -> StoreError {
    classify(
        err,
        &format!(
            "the LRN {} of holder {} (the LRN is unique per holder)",
            summary.reference.as_deref().unwrap_or_default(),
            summary.holder_eori.as_deref().unwrap_or("none")
        ),
    )
}

/// Inserts a new document's head and version 1 in `tx`; answers its id (UUID v7 text).
pub(crate) async fn insert_new(tx: &mut Tx, doc: &NewDocument) -> Result<String> {
    let id = uuid::Uuid::now_v7().to_string();
    let mut head = Sql::new(&format!(
        "INSERT INTO documents ({}) VALUES ",
        doc_columns()
    ));
    push_doc_tuple(&mut head, &id, doc);
    tx.exec(&head)
        .await
        .map_err(|e| reference_clash(e, &doc.summary))?;
    write_offices(tx, &id, &doc.summary.offices_en_route).await?;
    let mut version = Sql::new(&format!(
        "INSERT INTO document_versions ({VERSION_COLUMNS}) VALUES "
    ));
    push_version_tuple(
        &mut version,
        &id,
        1,
        &doc.status,
        &doc.body,
        &doc.created_by,
        doc.now_ms,
    );
    tx.exec(&version).await?;
    Ok(id)
}

/// The row of one version (the current one when `None`) of a document `access` may see, with
/// `extra` select-list items appended (`", <expr> AS <name>, …"` or `""`).
fn version_query(kind: &str, id: &str, version: Option<i64>, access: &Access, extra: &str) -> Sql {
    let mut sql = Sql::new(&format!(
        "SELECT d.id, d.kind, d.current_version, v.version, v.status, {}, d.filer_eori, \
         d.created_at, d.updated_at, v.body{extra} \
         FROM documents d JOIN document_versions v ON v.document_id = d.id WHERE d.id = ",
        summary_columns("d.")
    ));
    sql.bind(id).push(" AND d.kind = ").bind(kind);
    match version {
        Some(n) => sql.push(" AND v.version = ").bind(n),
        None => sql.push(" AND v.version = d.current_version"),
    };
    push_access(&mut sql, access, "d.");
    sql
}

/// The current version of a document `access` may see, inside a transaction.
pub(crate) async fn current_version(
    tx: &mut Tx,
    kind: &str,
    id: &str,
    access: &Access,
) -> Result<Option<i64>> {
    let mut sql = Sql::new("SELECT current_version FROM documents WHERE id = ");
    sql.bind(id).push(" AND kind = ").bind(kind);
    push_access(&mut sql, access, "");
    Ok(tx.opt::<One>(&sql).await?.map(|o| o.0))
}

/// [`current_version`], and on PostgreSQL the head row locked until `tx` ends (`FOR UPDATE`):
/// a concurrent writer of the same document waits, then reads what this one wrote. SQLite's
/// write transaction is exclusive already.
pub(crate) async fn lock_head(
    tx: &mut Tx,
    kind: &str,
    id: &str,
    access: &Access,
) -> Result<Option<i64>> {
    if tx.is_sqlite() {
        return current_version(tx, kind, id, access).await;
    }
    let mut sql = Sql::new("SELECT current_version FROM documents WHERE id = ");
    sql.bind(id).push(" AND kind = ").bind(kind);
    push_access(&mut sql, access, "");
    sql.push(" FOR UPDATE");
    Ok(tx.opt::<One>(&sql).await?.map(|o| o.0))
}
