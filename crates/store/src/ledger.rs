//! Guarantee balances (issue 6): one account per accepted guarantee, and the ledger of the
//! movements that used it: a debit when a movement is released, a credit back when it is
//! written off or cancelled.
//!
//! Money is kept in integer minor units (hundredths, `*_cents`): the NCTS amounts are n..16,2,
//! so an i64 holds every one exactly and the database adds and compares without rounding.
//!
//! Concurrency: a debit is `UPDATE guarantee_accounts SET balance_cents = balance_cents - x
//! WHERE grn = ? AND balance_cents >= x` in a write transaction. On PostgreSQL the UPDATE locks
//! the account row, a concurrent debit waits for it and re-evaluates the condition on the new
//! balance (READ COMMITTED); on SQLite `BEGIN IMMEDIATE` serialises the writers. Either way no
//! two releases can overdraw a guarantee; the column's CHECK (`>= 0`) is the last guard.

use serde::{Deserialize, Serialize};

use crate::{
    db::{classify, Sql, Tx},
    movement::{step_in, Step},
    Access, DocumentRow, Result, Store, StoreError,
};

pub const DEBIT: &str = "DEBIT";
pub const CREDIT: &str = "CREDIT";

/// A guarantee's account.
#[derive(Debug, Clone, PartialEq, Eq, Serialize, Deserialize, sqlx::FromRow)]
#[serde(rename_all = "camelCase")]
pub struct GuaranteeAccount {
    pub grn: String,
    /// The g01 document.
    pub document_id: String,
    pub currency: String,
    /// The reference amount, in hundredths.
    pub amount_cents: i64,
    /// What is left of it, in hundredths.
    pub balance_cents: i64,
    pub updated_at_ms: i64,
}

/// One debit or credit.
#[derive(Debug, Clone, PartialEq, Eq, Serialize, Deserialize, sqlx::FromRow)]
#[serde(rename_all = "camelCase")]
pub struct LedgerEntry {
    pub id: i64,
    pub grn: String,
    pub guarantee_id: String,
    pub movement_id: String,
    pub mrn: Option<String>,
    /// `DEBIT` or `CREDIT`.
    pub operation: String,
    pub amount_cents: i64,
    pub currency: String,
    /// The single-use access code the debit consumed, sealed.
    pub access_code: Option<String>,
    /// The working date and time of the step (`YYYY-MM-DDTHH:mm:ss`).
    pub date: String,
    pub at_ms: i64,
}

/// A movement's debit of a guarantee.
#[derive(Debug, Clone, PartialEq, Eq)]
pub struct Debit {
    pub grn: String,
    pub guarantee_id: String,
    pub movement_id: String,
    pub mrn: Option<String>,
    pub amount_cents: i64,
    pub currency: String,
    /// The single-use access code consumed (sealed), if any.
    pub access_code: Option<String>,
    pub date: String,
    pub now_ms: i64,
}

/// What a lifecycle step does to the balances, in the step's transaction.
#[derive(Debug, Clone, PartialEq, Eq)]
pub enum LedgerOp {
    Debit(Debit),
    /// Credits back every debit of the movement not credited yet (exactly what was debited).
    CreditMovement {
        movement_id: String,
        date: String,
        now_ms: i64,
    },
}

const ACCOUNT_COLUMNS: &str =
    "grn, document_id, currency, amount_cents, balance_cents, updated_at_ms";
const LEDGER_COLUMNS: &str = "id, grn, guarantee_id, movement_id, mrn, operation, amount_cents, \
     currency, access_code, date, at_ms";

#[derive(sqlx::FromRow)]
struct Id(String);

impl Store {
    /// Opens the account of an accepted guarantee with its amount as balance. Idempotent: an
    /// account already open is left as it is (`false`).
    pub async fn open_guarantee_account(
        &self,
        document_id: &str,
        grn: &str,
        amount_cents: i64,
        currency: &str,
        now_ms: i64,
    ) -> Result<bool> {
        let mut sql = Sql::new(&format!(
            "INSERT INTO guarantee_accounts ({ACCOUNT_COLUMNS}) VALUES ("
        ));
        sql.bind(grn).push(", ").bind(document_id);
        sql.push(", ").bind(currency).push(", ").bind(amount_cents);
        sql.push(", ").bind(amount_cents).push(", ").bind(now_ms);
        sql.push(") ON CONFLICT (grn) DO NOTHING");
        Ok(self.exec(&sql).await? == 1)
    }

    /// A change of the guarantee's amount (an update INCREASE_AMOUNT / DECREASE_AMOUNT): the
    /// balance moves by the difference. [`StoreError::Insufficient`] when a decrease would take
    /// the balance below zero (more is in use than the new amount), [`StoreError::NotFound`]
    /// when no account is open.
    pub async fn adjust_guarantee_account(
        &self,
        grn: &str,
        amount_cents: i64,
        now_ms: i64,
    ) -> Result<GuaranteeAccount> {
        let mut tx = self.begin_write().await?;
        let account = adjust_in(&mut tx, grn, amount_cents, now_ms).await?;
        tx.commit().await?;
        Ok(account)
    }

    /// Debits a movement's amount; returns the balance left. [`StoreError::Insufficient`] when
    /// the balance does not cover it, [`StoreError::Duplicate`] when the movement was debited
    /// on this guarantee already, [`StoreError::NotFound`] when no account is open.
    pub async fn debit_guarantee(&self, debit: Debit) -> Result<i64> {
        let mut tx = self.begin_write().await?;
        let balance = debit_in(&mut tx, &debit).await?;
        tx.commit().await?;
        Ok(balance)
    }

    /// Credits back what `movement_id` was debited and not yet credited, on every guarantee;
    /// returns the credits written (none when nothing was debited).
    pub async fn credit_movement(
        &self,
        movement_id: &str,
        date: &str,
        now_ms: i64,
    ) -> Result<Vec<LedgerEntry>> {
        let mut tx = self.begin_write().await?;
        let credits = credit_in(&mut tx, movement_id, date, now_ms).await?;
        tx.commit().await?;
        Ok(credits)
    }

    /// [`Store::take_step`] with its effect on the balances, all or nothing: a release that
    /// the balance does not cover is not taken.
    pub async fn take_step_with_ledger(
        &self,
        kind: &str,
        id: &str,
        access: &Access,
        step: Step,
        ops: &[LedgerOp],
    ) -> Result<i64> {
        let mut tx = self.begin_write().await?;
        let version = step_in(&mut tx, kind, id, access, &step).await?;
        apply_ops(&mut tx, ops).await?;
        tx.commit().await?;
        Ok(version)
    }

    pub async fn guarantee_account(&self, grn: &str) -> Result<Option<GuaranteeAccount>> {
        let mut sql = Sql::new(&format!(
            "SELECT {ACCOUNT_COLUMNS} FROM guarantee_accounts WHERE grn = "
        ));
        sql.bind(grn);
        self.opt(&sql).await
    }

    /// The account's debits and credits, oldest first.
    pub async fn guarantee_ledger(&self, grn: &str) -> Result<Vec<LedgerEntry>> {
        let mut sql = Sql::new(&format!(
            "SELECT {LEDGER_COLUMNS} FROM guarantee_ledger WHERE grn = "
        ));
        sql.bind(grn).push(" ORDER BY at_ms, id");
        self.all(&sql).await
    }

    /// The debits and credits of one movement, oldest first.
    pub async fn movement_ledger(&self, movement_id: &str) -> Result<Vec<LedgerEntry>> {
        let mut sql = Sql::new(&format!(
            "SELECT {LEDGER_COLUMNS} FROM guarantee_ledger WHERE movement_id = "
        ));
        sql.bind(movement_id).push(" ORDER BY at_ms, id");
        self.all(&sql).await
    }

    /// The document of `kind` whose issued reference is `reference` (a guarantee's GRN, an
    /// authorisation's decision reference number), the latest updated when several claim it,
    /// with its current body; read with full access (the caller decides what the user may
    /// learn of it: the guarantee checks of a declaration read the guarantee on the system's
    /// behalf).
    pub async fn document_by_issued_reference(
        &self,
        kind: &str,
        reference: &str,
    ) -> Result<Option<DocumentRow>> {
        self.document_by(kind, "issued_reference", reference).await
    }

    /// The latest document of `kind` whose summary `column` holds `value`.
    async fn document_by(
        &self,
        kind: &str,
        column: &'static str,
        value: &str,
    ) -> Result<Option<DocumentRow>> {
        let mut sql = Sql::new("SELECT id FROM documents WHERE kind = ");
        sql.bind(kind)
            .push(&format!(" AND {column} = "))
            .bind(value);
        sql.push(" ORDER BY updated_at DESC, id DESC LIMIT 1");
        let Some(Id(id)) = self.opt::<Id>(&sql).await? else {
            return Ok(None);
        };
        self.get_document(kind, &id, &Access::All).await
    }
}

pub(crate) async fn account_in(tx: &mut Tx, grn: &str) -> Result<Option<GuaranteeAccount>> {
    let mut sql = Sql::new(&format!(
        "SELECT {ACCOUNT_COLUMNS} FROM guarantee_accounts WHERE grn = "
    ));
    sql.bind(grn);
    tx.opt(&sql).await
}

/// Why a conditional UPDATE of an account changed nothing: no account, or not enough balance.
async fn refusal(tx: &mut Tx, grn: &str) -> StoreError {
    match account_in(tx, grn).await {
        Ok(Some(account)) => StoreError::Insufficient {
            balance_cents: account.balance_cents,
        },
        Ok(None) => StoreError::NotFound,
        Err(e) => e,
    }
}

async fn debit_in(tx: &mut Tx, d: &Debit) -> Result<i64> {
    if d.amount_cents < 0 {
        return Err(StoreError::BadQuery("a debit is not negative".into()));
    }
    let mut update = Sql::new("UPDATE guarantee_accounts SET balance_cents = balance_cents - ");
    let amount = update.arg(d.amount_cents);
    update
        .push(&amount)
        .push(", updated_at_ms = ")
        .bind(d.now_ms);
    update.push(" WHERE grn = ").bind(&d.grn);
    update.push(" AND currency = ").bind(&d.currency);
    update.push(&format!(" AND balance_cents >= {amount}"));
    if tx.exec(&update).await? == 0 {
        return Err(refusal(tx, &d.grn).await);
    }
    let entry = LedgerEntry {
        id: 0,
        grn: d.grn.clone(),
        guarantee_id: d.guarantee_id.clone(),
        movement_id: d.movement_id.clone(),
        mrn: d.mrn.clone(),
        operation: DEBIT.into(),
        amount_cents: d.amount_cents,
        currency: d.currency.clone(),
        access_code: d.access_code.clone(),
        date: d.date.clone(),
        at_ms: d.now_ms,
    };
    insert_entry(tx, &entry, "a debit of this movement on this guarantee").await?;
    mirror_balance(tx, &d.grn).await
}

/// Appends `e` to the ledger (its `id` is the database's); `what` names it in a refusal.
async fn insert_entry(tx: &mut Tx, e: &LedgerEntry, what: &str) -> Result<()> {
    let mut insert = Sql::new(
        "INSERT INTO guarantee_ledger (grn, guarantee_id, movement_id, mrn, operation, \
         amount_cents, currency, access_code, date, at_ms) VALUES (",
    );
    insert.bind(&e.grn).push(", ").bind(&e.guarantee_id);
    insert
        .push(", ")
        .bind(&e.movement_id)
        .push(", ")
        .bind(&e.mrn);
    insert
        .push(", ")
        .bind(&e.operation)
        .push(", ")
        .bind(e.amount_cents);
    insert
        .push(", ")
        .bind(&e.currency)
        .push(", ")
        .bind(&e.access_code);
    insert
        .push(", ")
        .bind(&e.date)
        .push(", ")
        .bind(e.at_ms)
        .push(")");
    tx.exec(&insert).await.map_err(|err| classify(err, what))?;
    Ok(())
}

/// Writes the account's balance into the guarantee's summary column (`documents.balance`, the
/// list's Balance), in the transaction that changed it; returns the balance in cents.
async fn mirror_balance(tx: &mut Tx, grn: &str) -> Result<i64> {
    let Some(account) = account_in(tx, grn).await? else {
        return Ok(0);
    };
    let mut sql = Sql::new("UPDATE documents SET balance = ");
    sql.bind(decimal_text(account.balance_cents));
    sql.push(" WHERE id = ").bind(&account.document_id);
    tx.exec(&sql).await?;
    Ok(account.balance_cents)
}

/// Cents as the decimal text the summary columns keep (`1234.05`, `-0.50`).
fn decimal_text(cents: i64) -> String {
    let sign = if cents < 0 { "-" } else { "" };
    let abs = cents.unsigned_abs();
    format!("{sign}{}.{:02}", abs / 100, abs % 100)
}

async fn credit_in(
    tx: &mut Tx,
    movement_id: &str,
    date: &str,
    now_ms: i64,
) -> Result<Vec<LedgerEntry>> {
    let mut open = Sql::new(&format!(
        "SELECT {LEDGER_COLUMNS} FROM guarantee_ledger d WHERE d.movement_id = "
    ));
    open.bind(movement_id);
    open.push(" AND d.operation = ").bind(DEBIT);
    open.push(
        " AND NOT EXISTS (SELECT 1 FROM guarantee_ledger c WHERE c.grn = d.grn \
         AND c.movement_id = d.movement_id AND c.operation = ",
    );
    open.bind(CREDIT).push(") ORDER BY d.id");
    let debits: Vec<LedgerEntry> = tx.all(&open).await?;
    let mut credits = Vec::with_capacity(debits.len());
    for debit in debits {
        let mut update = Sql::new("UPDATE guarantee_accounts SET balance_cents = balance_cents + ");
        update
            .bind(debit.amount_cents)
            .push(", updated_at_ms = ")
            .bind(now_ms);
        update.push(" WHERE grn = ").bind(&debit.grn);
        tx.exec(&update).await?;
        let credit = LedgerEntry {
            movement_id: movement_id.into(),
            operation: CREDIT.into(),
            access_code: None,
            date: date.into(),
            at_ms: now_ms,
            ..debit
        };
        insert_entry(tx, &credit, "a credit of this movement on this guarantee").await?;
        mirror_balance(tx, &credit.grn).await?;
        credits.push(credit);
    }
    Ok(credits)
}

/// [`Store::adjust_guarantee_account`] inside `tx`.
pub(crate) async fn adjust_in(
    tx: &mut Tx,
    grn: &str,
    amount_cents: i64,
    now_ms: i64,
) -> Result<GuaranteeAccount> {
    let mut sql = Sql::new("UPDATE guarantee_accounts SET balance_cents = balance_cents + ");
    let new = sql.arg(amount_cents);
    sql.push(&format!(
        "{new} - amount_cents, amount_cents = {new}, updated_at_ms = "
    ));
    sql.bind(now_ms).push(" WHERE grn = ").bind(grn);
    sql.push(&format!(" AND balance_cents + {new} - amount_cents >= 0"));
    if tx.exec(&sql).await? == 0 {
        return Err(refusal(tx, grn).await);
    }
    mirror_balance(tx, grn).await?;
    let account = account_in(tx, grn).await?.ok_or(StoreError::NotFound)?;
    Ok(account)
}

/// A step's ledger operations inside `tx`.
pub(crate) async fn apply_ops(tx: &mut Tx, ops: &[LedgerOp]) -> Result<()> {
    for op in ops {
        match op {
            LedgerOp::Debit(debit) => {
                debit_in(tx, debit).await?;
            }
            LedgerOp::CreditMovement {
                movement_id,
                date,
                now_ms,
            } => {
                credit_in(tx, movement_id, date, *now_ms).await?;
            }
        }
    }
    Ok(())
}

#[cfg(test)]
mod tests {
    use super::decimal_text;

    #[test]
    fn cents_are_written_as_exact_decimal_text() {
        assert_eq!(decimal_text(123_405), "1234.05");
        assert_eq!(decimal_text(7), "0.07");
        assert_eq!(decimal_text(0), "0.00");
        assert_eq!(decimal_text(-50), "-0.50");
    }
}
