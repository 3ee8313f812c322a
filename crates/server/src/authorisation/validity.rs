//! The validity of issued decisions (issue 'Authorisations I' section 3): the scheduler takes
//! the lifecycle's `activate` (ISSUED → ACTIVE on the validity start date) and `expire`
//! (ACTIVE or SUSPENDED → EXPIRED after the validity end date) as the `system` user. Each is one
//! conditional store of a new version with its action record, so with several server processes
//! a decision changes once. Nothing else is decided automatically: overdue time limits are
//! shown, never acted on.

use vama_rules::{
    authorisation::{workflow, Application, Authorisation, Form},
    workflow::Transition,
    Kind,
};
use vama_store::{Access, ActionRecord, NewVersion, StoreError};

use crate::{documents::handlers::summary_of, state::AppState};

/// Decisions looked at per kind and pass at most (the rest wait for the next pass).
const PER_PASS: i64 = 500;

/// One pass over every authorisation kind of the registry; answers how many changed.
pub async fn tick(state: &AppState) -> Result<usize, StoreError> {
    let today = state
        .clock
        .now()
        .format(time::macros::format_description!("[year]-[month]-[day]"))
        .unwrap_or_default();
    let mut changed = 0;
    macro_rules! each {
        ($($form:ty),* $(,)?) => {
            $(changed += pass::<$form>(state, &today).await?;)*
        };
    }
    vama_rules::for_each_authorisation!(each);
    Ok(changed)
}

/// Whether `transition` is due for a decision in `status` today.
fn due<F: Form>(transition: &Transition, status: &str, doc: &Application<F>, today: &str) -> bool {
    let decision = doc.common.decision.as_ref();
    if !transition.from.contains(&status) {
        return false;
    }
    if transition.action == workflow::ACTIVATE.action {
        decision
            .and_then(|d| d.validity_start.as_deref())
            .is_none_or(|start| start <= today)
    } else {
        decision
            .and_then(|d| d.validity_end.as_deref())
            .is_some_and(|end| end < today)
    }
}

async fn pass<F: Form>(state: &AppState, today: &str) -> Result<usize, StoreError> {
    let kind = Authorisation::<F>::NAME;
    let mut changed = 0;
    for transition in [&workflow::ACTIVATE, &workflow::EXPIRE] {
        let ids = state
            .store
            .documents_in_status(kind, transition.from, PER_PASS)
            .await?;
        for id in ids {
            let Some(row) = state.store.get_document(kind, &id, &Access::All).await? else {
                continue;
            };
            let Ok(doc) = serde_json::from_str::<Application<F>>(&row.body) else {
                tracing::warn!(%id, kind, "a stored application does not read as one");
                continue;
            };
            if !due(transition, &row.status, &doc, today) {
                continue;
            }
            let vama_rules::workflow::Effect::Submit { to: Some(to), .. } = transition.effect
            else {
                continue;
            };
            let now_ms = state.clock.now_ms();
            let mut tx = state.store.write().await?;
            let stored = tx
                .store_version(
                    kind,
                    &id,
                    &Access::All,
                    &NewVersion {
                        expected_version: row.current_version,
                        status: to.into(),
                        summary: summary_of::<Authorisation<F>>(&doc),
                        created_by: "system".into(),
                        body: row.body.clone(),
                        now_ms,
                    },
                )
                .await;
            let version = match stored {
                Ok(v) => v,
                // Changed meanwhile (by a user or another process): the next pass looks again.
                Err(StoreError::Conflict { .. } | StoreError::NotFound) => continue,
                Err(e) => return Err(e),
            };
            tx.record_action(
                &id,
                &ActionRecord {
                    action: transition.action.into(),
                    user_name: "system".into(),
                    from_status: Some(row.status.clone()),
                    to_status: Some(to.into()),
                    version: Some(version),
                    result: "OK".into(),
                    at_ms: now_ms,
                },
            )
            .await?;
            tx.commit().await?;
            changed += 1;
        }
    }
    Ok(changed)
}
