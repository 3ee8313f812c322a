//! A write transaction that the server composes (architecture contract 3): a document's new
//! version, its action record and the kind's effects of the step (sequence numbers such as the
//! GRN's and the MRN's serials, ledger moves) commit together or not at all. A caller opens it
//! with [`Store::write`], checks the version first ([`WriteTx::lock_version`]), applies its
//! effects, runs whatever may still refuse the step, writes the version, and commits; any
//! error before [`WriteTx::commit`] drops the transaction, which rolls every part back.

use crate::{
    db::{classify, One, Sql, Tx},
    documents::{insert_new, lock_head},
    ledger::{account_in, adjust_in},
    movement::{sequence_in, step_in, Step},
    Access, ActionRecord, GuaranteeAccount, LedgerOp, NewDocument, NewVersion, Result, Store,
    StoreError,
};

/// One write transaction on either backend (see the module's documentation).
pub struct WriteTx {
    pub(crate) tx: Tx,
}

impl Store {
    /// Opens a write transaction: on SQLite it holds the database's write lock until it ends
    /// (`BEGIN IMMEDIATE`), on PostgreSQL the rows it locks.
    pub async fn write(&self) -> Result<WriteTx> {
        Ok(WriteTx {
            tx: self.begin_write().await?,
        })
    }
}

impl WriteTx {
    /// Makes every write of the transaction durable.
    pub async fn commit(self) -> Result<()> {
        self.tx.commit().await
    }

    /// Checks that document `id` (of `kind`, visible through `access`) is still at version
    /// `expected`, and keeps it there until the transaction ends: on PostgreSQL the head row is
    /// locked (`FOR UPDATE`), so a concurrent step on the same version waits and then finds the
    /// new version; on SQLite the transaction already holds the write lock.
    /// [`StoreError::Conflict`] with the current version, or [`StoreError::NotFound`].
    pub async fn lock_version(
        &mut self,
        kind: &str,
        id: &str,
        access: &Access,
        expected: i64,
    ) -> Result<()> {
        let current = lock_head(&mut self.tx, kind, id, access).await?;
        match current {
            None => Err(StoreError::NotFound),
            Some(v) if v == expected => Ok(()),
            Some(current) => Err(self.tx.conflict(id, current)),
        }
    }

    /// Creates a document with its version 1; answers its id.
    pub async fn create_document(&mut self, doc: &NewDocument) -> Result<String> {
        insert_new(&mut self.tx, doc).await
    }

    /// Stores a new version (see [`Store::store_version`]).
    pub async fn store_version(
        &mut self,
        kind: &str,
        id: &str,
        access: &Access,
        v: &NewVersion,
    ) -> Result<i64> {
        crate::documents::version_in(&mut self.tx, kind, id, access, v).await
    }

    /// Appends to a document's action log.
    pub async fn record_action(&mut self, doc_id: &str, rec: &ActionRecord) -> Result<()> {
        let sql = crate::documents::action_insert(doc_id, rec);
        self.tx
            .exec(&sql)
            .await
            .map_err(|e| classify(e, "action"))?;
        Ok(())
    }

    /// The next number of the sequence `name`: given back (never used) when the transaction
    /// does not commit.
    pub async fn next_in_sequence(&mut self, name: &str) -> Result<i64> {
        sequence_in(&mut self.tx, name).await
    }

    /// The guarantee's account as this transaction sees it.
    pub async fn guarantee_account(&mut self, grn: &str) -> Result<Option<GuaranteeAccount>> {
        account_in(&mut self.tx, grn).await
    }

    /// See [`Store::adjust_guarantee_account`].
    pub async fn adjust_guarantee_account(
        &mut self,
        grn: &str,
        amount_cents: i64,
        now_ms: i64,
    ) -> Result<GuaranteeAccount> {
        adjust_in(&mut self.tx, grn, amount_cents, now_ms).await
    }

    /// See [`Store::take_step_with_ledger`].
    pub async fn take_step(
        &mut self,
        kind: &str,
        id: &str,
        access: &Access,
        step: &Step,
        ops: &[LedgerOp],
    ) -> Result<i64> {
        let version = step_in(&mut self.tx, kind, id, access, step).await?;
        crate::ledger::apply_ops(&mut self.tx, ops).await?;
        Ok(version)
    }

    /// See [`Store::lodge_document`].
    pub async fn lodge_document(
        &mut self,
        doc: &NewDocument,
        action: &str,
        office: Option<String>,
        messages: Vec<crate::NewMessage>,
    ) -> Result<String> {
        crate::movement::lodge_in(&mut self.tx, doc, action, office, messages).await
    }

    /// See [`Store::reference_taken`], inside the transaction.
    pub async fn reference_taken(
        &mut self,
        kind: &str,
        holder: Option<&str>,
        reference: &str,
    ) -> Result<bool> {
        let sql = crate::movement::reference_query(kind, holder, reference);
        Ok(self.tx.opt::<One>(&sql).await?.is_some())
    }

    /// The bytes of every version of the drafts (documents in `draft_status`) that
    /// `filer_eori` filed: what a per-user quota counts.
    pub async fn draft_bytes(&mut self, filer_eori: &str, draft_status: &str) -> Result<i64> {
        let sql = Sql::with(
            "SELECT CAST(COALESCE(SUM(v.size_bytes), 0) AS BIGINT) FROM documents d \
             JOIN document_versions v ON v.document_id = d.id \
             WHERE d.filer_eori = $1 AND d.status = $2",
            vec![filer_eori.into(), draft_status.into()],
        );
        Ok(self.tx.opt::<One>(&sql).await?.map_or(0, |o| o.0))
    }
}
