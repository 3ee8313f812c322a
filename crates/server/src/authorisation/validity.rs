//! The validity of issued decisions (issue 'Authorisations I' section 3): the scheduler takes
//! the lifecycle's `activate` (ISSUED → ACTIVE on the validity start date) and `expire`
//! (ACTIVE or SUSPENDED → EXPIRED after the validity end date) as the `system` user
//! (`documents::system::take`: once, with several server processes). Nothing else is decided
//! automatically: overdue time limits are
//! shown, never acted on.

use vama_rules::{
    authorisation::{workflow, Application, Authorisation, Form},
    workflow::Transition,
    Kind,
};
use vama_store::{Access, StoreError};

use crate::{
    documents::{handlers::summary_of, system},
    state::AppState,
};

/// Decisions looked at per kind and pass at most (the rest wait for the next pass).
const PER_PASS: i64 = 500;

/// One pass over every authorisation kind of the registry; answers how many changed.
pub async fn tick(state: &AppState) -> Result<usize, StoreError> {
    let today = state.clock.today();
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
        // Expiry reads only the decisions whose end date has passed (the end-date index), not
        // every active one; the issued ones waiting for their start are few.
        let ids = if transition.action == workflow::EXPIRE.action {
            let store = &state.store;
            store
                .documents_ending_before(kind, transition.from, today, PER_PASS)
                .await?
        } else {
            state
                .store
                .documents_in_status(kind, transition.from, PER_PASS)
                .await?
        };
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
            let summary = summary_of::<Authorisation<F>>(&doc);
            let action = transition.action;
            if !system::take(state, &row, action, to, summary, row.body.clone()).await? {
                continue;
            }
            changed += 1;
        }
    }
    Ok(changed)
}
