//! What a guarantee is for (issue 6, "Balances"): the check of a transit declaration's
//! guarantee references against the G01 guarantees, the debit a release makes and the credit
//! a write-off or cancellation gives back (the store's ledger, `vama_store::ledger`).
//!
//! The rules are the pure crate's (`vama_rules::g01::usage`); here the guarantee is loaded by
//! its GRN, its codes opened, its balance and consumed single-use codes read from the ledger.
//! Money crosses to the store as integer hundredths ([`cents`]), exact.

use vama_rules::{
    g01::{
        usage::{self, CodeUsed, DeclaredUse, Reason, Shortfall, Standing},
        workflow::ACCEPTED,
        AccountSummary, Guarantee, G01,
    },
    t01::Declaration,
    values::{CodeRef, Decimal},
    Kind,
};
use vama_store::{Debit, DocumentRow, GuaranteeAccount, LedgerEntry, LedgerOp, WriteTx};

use super::secrets::same_code;
use crate::{
    error::{ApiError, ApiResult, ViolationDto},
    state::AppState,
};

/// A use the check let through, ready to be debited at release.
#[derive(Debug, Clone)]
pub struct Cleared {
    pub grn: String,
    pub guarantee_id: String,
    pub amount_cents: i64,
    pub currency: String,
    /// The single-use access code the use consumes, sealed as the guarantee keeps it.
    pub consumed_code: Option<String>,
}

/// A use the check refused: where, and why (CL252).
#[derive(Debug, Clone, PartialEq, Eq)]
pub struct Refusal {
    /// The guarantee reference, `/guarantees/{i}/guaranteeReferences/{j}`.
    pub path: String,
    pub reason: Reason,
    /// What in the reference made it so, when the code alone does not say it (G09: the
    /// currency differs, the amount is above the balance or the code's limit).
    pub detail: Option<Shortfall>,
}

impl Refusal {
    /// The violation the answer carries: at the field the reason is about, the rule is the
    /// code (`G03`) and the message the code and its text ("G03 Access code not valid").
    pub fn violation(&self) -> ViolationDto {
        let field = match self.reason {
            Reason::G01 | Reason::G02 | Reason::G05 | Reason::G10 | Reason::G13 => "/grn",
            Reason::G03 | Reason::G04 => "/accessCode",
            Reason::G09 => "/coveredAmount",
            _ => "",
        };
        // The declared currency is the reference's own field.
        let field = match self.reason {
            Reason::G09 if matches!(self.detail, Some(Shortfall::Currency { .. })) => "/currency",
            _ => field,
        };
        ViolationDto {
            path: format!("{}{field}", self.path),
            rule: self.reason.code().into(),
            message: self.message(),
            text: None,
            line: None,
            element: None,
        }
    }

    /// "G09 Reference/Guarantee amounts NOT sufficient: the amount 1200 is above the available
    /// balance 1000 MDL".
    pub fn message(&self) -> String {
        match &self.detail {
            Some(detail) => format!("{}: {detail}", self.reason),
            None => self.reason.to_string(),
        }
    }

    /// The refusal of an action (submit, amend): 422 with the reason.
    pub fn into_error(self) -> ApiError {
        ApiError::unprocessable(self.message(), vec![self.violation()])
    }
}

/// An amount as integer hundredths; `None` when it has finer digits (NCTS amounts are n..16,2).
pub fn cents(amount: Decimal) -> Option<i64> {
    let micros = amount.micros();
    (micros % 10_000 == 0)
        .then(|| i64::try_from(micros / 10_000).ok())
        .flatten()
}

/// Checks every guarantee reference of `doc` that names a GRN (a GRN this portal does not hold
/// only when `VAMA_UNKNOWN_GRN_REFUSED`, see `Config`) (`movement_id`: the declaration's
/// id once stored, so that its own debits do not count as "used by another movement").
/// `Ok(Err(_))` is the first refusal; `Ok(Ok(_))` the uses, one per GRN with their amounts
/// summed (a movement is debited once per guarantee).
pub async fn check_declaration(
    state: &AppState,
    doc: &Declaration,
    movement_id: Option<&str>,
    today: &str,
    now_ms: i64,
) -> ApiResult<Result<Vec<Cleared>, Refusal>> {
    let mut cleared: Vec<Cleared> = Vec::new();
    for declared in usage::declared_uses(doc, today) {
        match check_use(state, &declared, movement_id, now_ms).await? {
            Err((reason, detail)) => {
                return Ok(Err(Refusal {
                    path: declared.path,
                    reason,
                    detail,
                }))
            }
            Ok(None) => {}
            Ok(Some(mut this)) => match cleared.iter_mut().find(|c| c.grn == this.grn) {
                Some(same) => {
                    same.amount_cents += this.amount_cents;
                    same.consumed_code = same.consumed_code.take().or(this.consumed_code.take());
                }
                None => cleared.push(this),
            },
        }
    }
    Ok(Ok(cleared))
}

/// A guarantee as the checks see it: its row, its body as stored (codes sealed) and opened.
pub struct Loaded {
    pub row: DocumentRow,
    pub sealed: Guarantee,
    pub opened: Guarantee,
}

/// The current guarantee with this GRN, its codes opened.
pub async fn load_by_grn(state: &AppState, grn: &str) -> ApiResult<Option<Loaded>> {
    let Some(row) = state
        .store
        .document_by_issued_reference(G01::NAME, grn)
        .await?
    else {
        return Ok(None);
    };
    let sealed: Guarantee = serde_json::from_str(&row.body).map_err(ApiError::internal)?;
    let mut opened = sealed.clone();
    state.codes.open_codes(&mut opened);
    Ok(Some(Loaded {
        row,
        sealed,
        opened,
    }))
}

/// The account of an accepted guarantee, opened on first use with its amount (a guarantee
/// accepted before balances were kept, or whose accept did not open one); `None` for a
/// guarantee that has none (not accepted, no GRN, amount or currency).
pub async fn account(
    state: &AppState,
    loaded: &Loaded,
    now_ms: i64,
) -> ApiResult<Option<GuaranteeAccount>> {
    let g = &loaded.opened;
    let Some(grn) = g.grn.as_deref() else {
        return Ok(None);
    };
    if let Some(account) = state.store.guarantee_account(grn).await? {
        // The guarantee's amount is its document's (an update may have changed it): the
        // account follows, its balance moving by the difference. A decrease below what the
        // open movements hold is refused by the update itself; should one have been stored,
        // the account keeps its amount rather than go negative.
        let amount = g.amount.and_then(cents);
        if amount.is_some_and(|a| a != account.amount_cents) {
            let adjusted = state
                .store
                .adjust_guarantee_account(grn, amount.unwrap_or_default(), now_ms)
                .await;
            return Ok(Some(adjusted.unwrap_or(account)));
        }
        return Ok(Some(account));
    }
    let (Some(amount), Some(currency)) = (g.amount.and_then(cents), g.currency.as_ref()) else {
        return Ok(None);
    };
    if loaded.row.status != ACCEPTED {
        return Ok(None);
    }
    state
        .store
        .open_guarantee_account(&loaded.row.id, grn, amount, &currency.code, now_ms)
        .await?;
    Ok(state.store.guarantee_account(grn).await?)
}

/// The single-use codes the ledger's debits consumed, opened.
fn consumed_codes(state: &AppState, ledger: &[LedgerEntry]) -> Vec<String> {
    ledger
        .iter()
        .filter_map(|e| e.access_code.as_deref())
        .filter_map(|sealed| state.codes.open(sealed))
        .collect()
}

/// The check of one use: `Err` is the reason and, for G09, what made the amount insufficient.
async fn check_use(
    state: &AppState,
    declared: &DeclaredUse,
    movement_id: Option<&str>,
    now_ms: i64,
) -> ApiResult<Result<Option<Cleared>, (Reason, Option<Shortfall>)>> {
    let Some(loaded) = load_by_grn(state, &declared.grn).await? else {
        return Ok(match state.config.unknown_grn_refused {
            true => Err((Reason::G01, None)),
            false => Ok(None),
        });
    };
    let account = account(state, &loaded, now_ms).await?;
    let ledger = state.store.guarantee_ledger(&declared.grn).await?;
    let consumed = consumed_codes(state, &ledger);
    let standing = Standing {
        status: &loaded.row.status,
        balance: account
            .as_ref()
            .map_or(Decimal::ZERO, |a| Decimal::from_cents(a.balance_cents)),
        consumed_codes: &consumed,
        used_by_another_movement: ledger
            .iter()
            .any(|e| e.operation == "DEBIT" && Some(e.movement_id.as_str()) != movement_id),
        decision_active: super::resting::decision_active(state, &loaded.opened).await?,
    };
    let granted = match usage::check(Some(&loaded.opened), &standing, &declared.usage, same_code) {
        Ok(granted) => granted,
        Err(Reason::G09) => {
            // The code let the use in (G09 comes after it): say what is short.
            let code = usage::admit(&loaded.opened, &standing, &declared.usage, &same_code)
                .map_or(CodeUsed::None, |g| g.code);
            let why = usage::shortfall(&loaded.opened, &standing, &declared.usage, code);
            return Ok(Err((Reason::G09, why)));
        }
        Err(reason) => return Ok(Err((reason, None))),
    };
    // More than two decimals cannot be debited exactly: not sufficient as declared.
    let Some(amount_cents) = cents(declared.usage.amount) else {
        let detail = Shortfall::Precision {
            amount: declared.usage.amount,
        };
        return Ok(Err((Reason::G09, Some(detail))));
    };
    let consumed_code = match granted.code {
        CodeUsed::Entry(i) if granted.single_use => loaded
            .sealed
            .access_codes
            .get(i)
            .and_then(|e| e.access_code.clone()),
        _ => None,
    };
    Ok(Ok(Some(Cleared {
        grn: declared.grn.clone(),
        guarantee_id: loaded.row.id,
        amount_cents,
        currency: declared.usage.currency.clone().unwrap_or_default(),
        consumed_code,
    })))
}

/// The debits of a release.
pub fn debits(
    cleared: Vec<Cleared>,
    movement_id: &str,
    mrn: Option<&str>,
    date: &str,
    now_ms: i64,
) -> Vec<LedgerOp> {
    cleared
        .into_iter()
        .map(|c| {
            LedgerOp::Debit(Debit {
                grn: c.grn,
                guarantee_id: c.guarantee_id,
                movement_id: movement_id.into(),
                mrn: mrn.map(Into::into),
                amount_cents: c.amount_cents,
                currency: c.currency,
                access_code: c.consumed_code,
                date: date.into(),
                now_ms,
            })
        })
        .collect()
}

/// For the g01 accept step: opens the guarantee's account with its amount as balance
/// (idempotent). A guarantee without GRN, amount or currency has no account.
pub async fn open_account(
    state: &AppState,
    document_id: &str,
    g: &Guarantee,
    now_ms: i64,
) -> ApiResult<()> {
    let (Some(grn), Some(amount), Some(currency)) = (
        g.grn.as_deref(),
        g.amount.and_then(cents),
        g.currency.as_ref(),
    ) else {
        return Ok(());
    };
    state
        .store
        .open_guarantee_account(document_id, grn, amount, &currency.code, now_ms)
        .await?;
    Ok(())
}

/// For the g01 update, in its version's transaction: the account follows the guarantee's
/// amount (an INCREASE_AMOUNT / DECREASE_AMOUNT moves the balance by the difference; any other
/// update leaves it). A decrease below what the open movements hold is refused (422, G09), and
/// the transaction with it.
pub async fn amount_changed(tx: &mut WriteTx, g: &Guarantee, now_ms: i64) -> ApiResult<()> {
    let (Some(grn), Some(amount)) = (g.grn.as_deref(), g.amount.and_then(cents)) else {
        return Ok(());
    };
    if tx
        .guarantee_account(grn)
        .await?
        .is_some_and(|a| a.amount_cents == amount)
    {
        return Ok(());
    }
    match tx.adjust_guarantee_account(grn, amount, now_ms).await {
        Ok(_) | Err(vama_store::StoreError::NotFound) => Ok(()),
        Err(vama_store::StoreError::Insufficient { .. }) => Err(ApiError::unprocessable(
            "The amount cannot be decreased below what the open movements hold",
            vec![ViolationDto {
                path: "/amountModifier".into(),
                rule: Reason::G09.code().into(),
                message: Reason::G09.to_string(),
                text: None,
                line: None,
                element: None,
            }],
        )),
        Err(other) => Err(other.into()),
    }
}

/// For the g01 view: the balance and the account summaries (every movement's debit and credit
/// with its MRN, amount and date) from the ledger.
pub async fn fill_view(state: &AppState, g: &mut Guarantee) -> ApiResult<()> {
    let Some(grn) = g.grn.clone() else {
        return Ok(());
    };
    if let Some(account) = state.store.guarantee_account(&grn).await? {
        g.balance = Some(Decimal::from_cents(account.balance_cents));
    }
    let ledger = state.store.guarantee_ledger(&grn).await?;
    g.account_summaries = summaries(&ledger);
    Ok(())
}

/// The ledger as the guarantee's account summaries (`AccountSummary`): a debit positive, a
/// credit negative.
pub fn summaries(ledger: &[LedgerEntry]) -> Vec<AccountSummary> {
    ledger
        .iter()
        .map(|e| {
            let sign = if e.operation == "CREDIT" { -1 } else { 1 };
            AccountSummary {
                mrn: e.mrn.clone(),
                amount: Some(Decimal::from_cents(sign * e.amount_cents)),
                currency: Some(CodeRef::new(&e.currency, &e.currency)),
                date: Some(e.date.clone()),
                operation: Some(e.operation.clone()),
            }
        })
        .collect()
}
