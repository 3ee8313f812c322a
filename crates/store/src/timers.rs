//! The time limits of a movement: started and stopped inside a step's transaction, read with
//! the document, expired by the scheduler exactly once.

use serde::{Deserialize, Serialize};

use crate::{
    db::{Sql, Tx},
    Result, Store,
};

/// A change a step makes to a timer.
#[derive(Debug, Clone, PartialEq, Eq)]
pub struct TimerOp {
    pub timer: String,
    /// `Some(due)`: (re)start it, due then; `None`: stop it.
    pub due_at_ms: Option<i64>,
}

#[derive(Debug, Clone, PartialEq, Eq, Serialize, Deserialize)]
#[serde(rename_all = "camelCase")]
pub struct TimerRecord {
    pub timer: String,
    pub started_at_ms: i64,
    pub due_at_ms: i64,
    pub stopped_at_ms: Option<i64>,
    pub expired_at_ms: Option<i64>,
}

/// One timer as `[timer, started, due, stopped, expired]` in the document view's JSON.
pub(crate) type TimerTuple = (String, i64, i64, Option<i64>, Option<i64>);

impl From<TimerTuple> for TimerRecord {
    fn from((timer, started_at_ms, due_at_ms, stopped_at_ms, expired_at_ms): TimerTuple) -> Self {
        TimerRecord {
            timer,
            started_at_ms,
            due_at_ms,
            stopped_at_ms,
            expired_at_ms,
        }
    }
}

/// A timer the scheduler expired.
#[derive(Debug, Clone, PartialEq, Eq)]
pub struct ExpiredTimer {
    pub document_id: String,
    pub timer: String,
}

#[derive(sqlx::FromRow)]
struct DueRaw {
    document_id: String,
    timer: String,
    status: String,
}

/// Applies a step's timer changes, in the step's transaction.
pub(crate) async fn apply_ops(tx: &mut Tx, id: &str, ops: &[TimerOp], now_ms: i64) -> Result<()> {
    for op in ops {
        let sql = match op.due_at_ms {
            Some(due) => Sql::with(
                "INSERT INTO movement_timers (document_id, timer, started_at_ms, due_at_ms) \
                 VALUES ($1, $2, $3, $4) ON CONFLICT (document_id, timer) DO UPDATE SET \
                 started_at_ms = excluded.started_at_ms, due_at_ms = excluded.due_at_ms, \
                 stopped_at_ms = NULL, expired_at_ms = NULL",
                vec![
                    id.into(),
                    op.timer.as_str().into(),
                    now_ms.into(),
                    due.into(),
                ],
            ),
            None => Sql::with(
                "UPDATE movement_timers SET stopped_at_ms = $3 \
                 WHERE document_id = $1 AND timer = $2 AND stopped_at_ms IS NULL",
                vec![id.into(), op.timer.as_str().into(), now_ms.into()],
            ),
        };
        tx.exec(&sql).await?;
    }
    Ok(())
}

#[derive(sqlx::FromRow)]
struct TimerRaw {
    timer: String,
    started_at_ms: i64,
    due_at_ms: i64,
    stopped_at_ms: Option<i64>,
    expired_at_ms: Option<i64>,
}

impl Store {
    /// The timers of a document (the caller has checked access).
    pub async fn list_timers(&self, doc_id: &str) -> Result<Vec<TimerRecord>> {
        let sql = Sql::with(
            "SELECT timer, started_at_ms, due_at_ms, stopped_at_ms, expired_at_ms \
             FROM movement_timers WHERE document_id = $1 ORDER BY timer",
            vec![doc_id.into()],
        );
        Ok(self
            .all::<TimerRaw>(&sql)
            .await?
            .into_iter()
            .map(|r| TimerRecord {
                timer: r.timer,
                started_at_ms: r.started_at_ms,
                due_at_ms: r.due_at_ms,
                stopped_at_ms: r.stopped_at_ms,
                expired_at_ms: r.expired_at_ms,
            })
            .collect())
    }

    /// Expires the running timers due at `now_ms` (at most `limit` of them), each once: of
    /// several server processes running this at the same moment, exactly one expires a timer
    /// and records it in the document's action log ("arrival-time-limit-expired").
    pub async fn expire_due_timers(&self, now_ms: i64, limit: i64) -> Result<Vec<ExpiredTimer>> {
        let due = Sql::with(
            "SELECT t.document_id, t.timer, d.status FROM movement_timers t \
             JOIN documents d ON d.id = t.document_id WHERE t.due_at_ms <= $1 \
             AND t.stopped_at_ms IS NULL AND t.expired_at_ms IS NULL \
             ORDER BY t.due_at_ms LIMIT $2",
            vec![now_ms.into(), limit.into()],
        );
        let mut expired = Vec::new();
        for row in self.all::<DueRaw>(&due).await? {
            let mut tx = self.begin_write().await?;
            let claim = Sql::with(
                "UPDATE movement_timers SET expired_at_ms = $3 WHERE document_id = $1 \
                 AND timer = $2 AND stopped_at_ms IS NULL AND expired_at_ms IS NULL",
                vec![
                    row.document_id.as_str().into(),
                    row.timer.as_str().into(),
                    now_ms.into(),
                ],
            );
            if tx.exec(&claim).await? == 0 {
                continue; // another process was first, or a step stopped it meanwhile
            }
            let record = Sql::with(
                "INSERT INTO document_actions \
                 (document_id, action, user_name, from_status, to_status, version, result, at_ms) \
                 VALUES ($1, $2, 'system', $3, $3, NULL, 'OK', $4)",
                vec![
                    row.document_id.as_str().into(),
                    format!("{}-time-limit-expired", row.timer).into(),
                    row.status.as_str().into(),
                    now_ms.into(),
                ],
            );
            tx.exec(&record).await?;
            tx.commit().await?;
            expired.push(ExpiredTimer {
                document_id: row.document_id,
                timer: row.timer,
            });
        }
        Ok(expired)
    }
}
