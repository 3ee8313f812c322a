//! A document's lifecycle steps (issue 4): a status change stored with its new version, its
//! action record and the messages it exchanged, in one transaction; the message log; the
//! sequences that number what an office allocates (MRN serials).

use serde::{Deserialize, Serialize};

use crate::{
    db::{classify, One, Sql, Tx},
    documents::{
        current_version, insert_new, push_access, reference_clash, update_head, write_offices,
        VERSION_COLUMNS,
    },
    Access, DocSummary, NewDocument, Result, Store, StoreError,
};

/// One message of a step, as the log keeps it.
#[derive(Debug, Clone, PartialEq, Eq)]
pub struct NewMessage {
    /// `IE015`, `IE028`, …
    pub message_type: String,
    /// JSON text.
    pub payload: String,
    /// The message's NCTS XML, when it has a schema of its own.
    pub xml: Option<String>,
}

/// A step of a document's lifecycle.
#[derive(Debug, Clone)]
pub struct Step {
    /// The version the step was decided on; the store refuses it ([`StoreError::Conflict`])
    /// when the document moved on meanwhile (another user's step, an edit).
    pub expected_version: i64,
    /// The status the step was decided in, checked like the version.
    pub from_status: String,
    pub to_status: String,
    pub summary: DocSummary,
    /// The body of the new version; `None` keeps the body of `expected_version` (copied inside
    /// the database, not sent back and forth).
    pub body: Option<String>,
    pub action: String,
    pub user_name: String,
    /// The customs office the step was taken at (an officer's), if any.
    pub office: Option<String>,
    pub messages: Vec<NewMessage>,
    /// Time limits the step starts or stops.
    pub timers: Vec<crate::TimerOp>,
    pub now_ms: i64,
}

/// One entry of the message log.
#[derive(Debug, Clone, PartialEq, Eq, Serialize, Deserialize)]
#[serde(rename_all = "camelCase")]
pub struct MessageRecord {
    pub id: i64,
    pub version: i64,
    pub action: String,
    pub message_type: String,
    pub user_name: String,
    pub office: Option<String>,
    /// JSON text.
    pub payload: String,
    pub at_ms: i64,
    /// Whether the log keeps the message's XML.
    pub has_xml: bool,
    /// The XML itself: only [`Store::message_xml`] loads it (lists stay small).
    #[serde(default, skip_serializing_if = "Option::is_none")]
    pub xml: Option<String>,
}

#[derive(sqlx::FromRow)]
struct MessageRaw {
    id: i64,
    version: i64,
    action: String,
    message_type: String,
    user_name: String,
    office: Option<String>,
    payload: String,
    at_ms: i64,
    has_xml: i64,
    xml: Option<String>,
}

impl From<MessageRaw> for MessageRecord {
    fn from(r: MessageRaw) -> Self {
        MessageRecord {
            id: r.id,
            version: r.version,
            action: r.action,
            message_type: r.message_type,
            user_name: r.user_name,
            office: r.office,
            payload: r.payload,
            at_ms: r.at_ms,
            has_xml: r.has_xml != 0,
            xml: r.xml,
        }
    }
}

impl Store {
    /// Takes a lifecycle step: the head moves to `to_status` and a new version, the action is
    /// recorded and the messages logged, all or nothing. Returns the new version.
    /// [`StoreError::Conflict`] when the document is no longer at `expected_version` in
    /// `from_status` (of two concurrent steps exactly one wins), [`StoreError::NotFound`] when
    /// it is missing or `access` may not see it.
    pub async fn take_step(&self, kind: &str, id: &str, access: &Access, s: Step) -> Result<i64> {
        let mut tx = self.begin_write().await?;
        let version = step_in(&mut tx, kind, id, access, &s).await?;
        tx.commit().await?;
        Ok(version)
    }

    /// Creates a document straight in a lodged status (a declaration submitted from the new
    /// form): its version 1, the action record and the messages, all or nothing. Returns the
    /// id.
    pub async fn lodge_document(
        &self,
        doc: NewDocument,
        action: &str,
        office: Option<String>,
        messages: Vec<NewMessage>,
    ) -> Result<String> {
        let mut tx = self.begin_write().await?;
        let id = lodge_in(&mut tx, &doc, action, office, messages).await?;
        tx.commit().await?;
        Ok(id)
    }

    /// The message log of a document `access` may see, oldest first (empty when invisible or
    /// missing).
    pub async fn list_messages(
        &self,
        kind: &str,
        id: &str,
        access: &Access,
    ) -> Result<Vec<MessageRecord>> {
        let mut sql = Sql::new(
            "SELECT m.id, m.version, m.action, m.message_type, m.user_name, m.office, \
             m.payload, m.at_ms, \
             CAST(CASE WHEN m.xml IS NULL THEN 0 ELSE 1 END AS BIGINT) AS has_xml, \
             CAST(NULL AS TEXT) AS xml FROM documents d JOIN document_messages m \
             ON m.document_id = d.id WHERE d.id = ",
        );
        sql.bind(id).push(" AND d.kind = ").bind(kind);
        push_access(&mut sql, access, "d.");
        sql.push(" ORDER BY m.id");
        Ok(self
            .all::<MessageRaw>(&sql)
            .await?
            .into_iter()
            .map(Into::into)
            .collect())
    }

    /// One message of the log of a document `access` may see, with its XML (`None` when the
    /// document is invisible or missing, or the message not its own).
    pub async fn message_xml(
        &self,
        kind: &str,
        id: &str,
        message_id: i64,
        access: &Access,
    ) -> Result<Option<MessageRecord>> {
        let mut sql = Sql::new(
            "SELECT m.id, m.version, m.action, m.message_type, m.user_name, m.office, \
             m.payload, m.at_ms, \
             CAST(CASE WHEN m.xml IS NULL THEN 0 ELSE 1 END AS BIGINT) AS has_xml, m.xml \
             FROM documents d JOIN document_messages m ON m.document_id = d.id WHERE d.id = ",
        );
        sql.bind(id)
            .push(" AND d.kind = ")
            .bind(kind)
            .push(" AND m.id = ")
            .bind(message_id);
        push_access(&mut sql, access, "d.");
        Ok(self.opt::<MessageRaw>(&sql).await?.map(Into::into))
    }

    /// The next number of the sequence `name` (1 for a new one). Never the same number twice,
    /// also across server processes: one atomic upsert.
    pub async fn next_in_sequence(&self, name: &str) -> Result<i64> {
        let mut tx = self.begin_write().await?;
        let value = sequence_in(&mut tx, name).await?;
        tx.commit().await?;
        Ok(value)
    }

    /// Whether `holder` already has a document of `kind` with this reference of their own (an
    /// LRN: unique per holder). The `1` is cast: PostgreSQL's is an INT4, which `One` (an i64)
    /// does not read.
    pub async fn reference_taken(
        &self,
        kind: &str,
        holder: Option<&str>,
        reference: &str,
    ) -> Result<bool> {
        Ok(self
            .opt::<One>(&reference_query(kind, holder, reference))
            .await?
            .is_some())
    }
}

/// The next number of the sequence `name` inside `tx` (one atomic upsert).
pub(crate) async fn sequence_in(tx: &mut Tx, name: &str) -> Result<i64> {
    let sql = Sql::with(
        "INSERT INTO sequences (name, value) VALUES ($1, 1) \
         ON CONFLICT (name) DO UPDATE SET value = sequences.value + 1 RETURNING value",
        vec![name.into()],
    );
    let One(value) = tx
        .opt::<One>(&sql)
        .await
        .map_err(|e| classify(e, "sequence"))?
        .ok_or(StoreError::NotFound)?;
    Ok(value)
}

/// Whether `holder` has a document of `kind` with this reference of their own.
pub(crate) fn reference_query(kind: &str, holder: Option<&str>, reference: &str) -> Sql {
    let mut sql = Sql::new("SELECT CAST(1 AS BIGINT) FROM documents WHERE kind = ");
    sql.bind(kind).push(" AND reference = ").bind(reference);
    match holder {
        Some(h) => sql.push(" AND holder_eori = ").bind(h),
        None => sql.push(" AND holder_eori IS NULL"),
    };
    sql
}

/// [`Store::lodge_document`] inside `tx`.
pub(crate) async fn lodge_in(
    tx: &mut Tx,
    doc: &NewDocument,
    action: &str,
    office: Option<String>,
    messages: Vec<NewMessage>,
) -> Result<String> {
    let id = insert_new(tx, doc).await?;
    let step = Step {
        expected_version: 0,
        from_status: String::new(),
        to_status: doc.status.clone(),
        summary: doc.summary.clone(),
        body: None,
        action: action.into(),
        user_name: doc.created_by.clone(),
        office,
        messages,
        timers: Vec::new(),
        now_ms: doc.now_ms,
    };
    log_step(tx, &id, 1, None, &step).await?;
    Ok(id)
}

/// Records a step's action and its messages, in the step's transaction.
async fn log_step(
    tx: &mut Tx,
    id: &str,
    version: i64,
    from_status: Option<&str>,
    s: &Step,
) -> Result<()> {
    let record = Sql::with(
        "INSERT INTO document_actions \
         (document_id, action, user_name, from_status, to_status, version, result, at_ms) \
         VALUES ($1, $2, $3, $4, $5, $6, 'OK', $7)",
        vec![
            id.into(),
            s.action.as_str().into(),
            s.user_name.as_str().into(),
            from_status.map(str::to_owned).into(),
            s.to_status.as_str().into(),
            version.into(),
            s.now_ms.into(),
        ],
    );
    tx.exec(&record).await?;
    for m in &s.messages {
        let sql = Sql::with(
            "INSERT INTO document_messages (document_id, version, action, message_type, \
             user_name, office, payload, at_ms, xml) VALUES ($1, $2, $3, $4, $5, $6, $7, $8, $9)",
            vec![
                id.into(),
                version.into(),
                s.action.as_str().into(),
                m.message_type.as_str().into(),
                s.user_name.as_str().into(),
                s.office.clone().into(),
                m.payload.as_str().into(),
                s.now_ms.into(),
                m.xml.clone().into(),
            ],
        );
        tx.exec(&sql).await?;
    }
    Ok(())
}

/// The writes of [`Store::take_step`] inside `tx` (a caller may add its own to the same
/// transaction, as the guarantee ledger does at release).
pub(crate) async fn step_in(
    tx: &mut Tx,
    kind: &str,
    id: &str,
    access: &Access,
    s: &Step,
) -> Result<i64> {
    let new_version = s.expected_version + 1;
    let mut update = update_head(new_version, &s.to_status, &s.summary, s.now_ms);
    update
        .push(" WHERE id = ")
        .bind(id)
        .push(" AND kind = ")
        .bind(kind)
        .push(" AND current_version = ")
        .bind(s.expected_version)
        .push(" AND status = ")
        .bind(&s.from_status);
    push_access(&mut update, access, "");
    let moved = tx
        .exec(&update)
        .await
        .map_err(|e| reference_clash(e, &s.summary))?;
    if moved == 0 {
        return Err(match current_version(tx, kind, id, access).await? {
            Some(current) => tx.conflict(id, current),
            None => StoreError::NotFound,
        });
    }
    write_offices(tx, id, &s.summary.offices_en_route).await?;
    let version = match &s.body {
        Some(body) => {
            let mut sql = Sql::new(&format!(
                "INSERT INTO document_versions ({VERSION_COLUMNS}) VALUES ("
            ));
            sql.bind(id).push(", ").bind(new_version);
            sql.push(", ").bind(&s.to_status).push(", ").bind(body);
            sql.push(", ").bind(&s.user_name).push(", ").bind(s.now_ms);
            sql.push(", ").bind(body.len() as i64).push(")");
            sql
        }
        None => {
            let mut sql = Sql::new(&format!(
                "INSERT INTO document_versions ({VERSION_COLUMNS}) SELECT document_id, "
            ));
            sql.bind(new_version).push(", ").bind(&s.to_status);
            sql.push(", body, ")
                .bind(&s.user_name)
                .push(", ")
                .bind(s.now_ms);
            sql.push(", size_bytes FROM document_versions WHERE document_id = ")
                .bind(id)
                .push(" AND version = ")
                .bind(s.expected_version);
            sql
        }
    };
    tx.exec(&version).await?;
    log_step(tx, id, new_version, Some(&s.from_status), s).await?;
    crate::timers::apply_ops(tx, id, &s.timers, s.now_ms).await?;
    Ok(new_version)
}
