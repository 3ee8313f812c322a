//! "Validity expires by date" (issue 6): the scheduler takes the guarantee workflow's
//! [`workflow::EXPIRE`] for every accepted or suspended guarantee whose end date is before
//! today ([`workflow::expires`]), as the `system` user. Each is one conditional store of a new
//! version, so with several server processes a guarantee expires once.

use vama_rules::{
    g01::{workflow, Guarantee, G01},
    Kind,
};
use vama_store::{Access, StoreError};

use crate::{
    documents::{handlers::summary_of, system},
    state::AppState,
};

/// Guarantees looked at per pass at most (the rest wait for the next pass).
const PER_PASS: i64 = 500;

/// One pass: expires the guarantees whose validity ended; answers how many.
pub async fn tick(state: &AppState) -> Result<usize, StoreError> {
    let today = state.clock.today();
    let to = workflow::EXPIRED;
    let due = state
        .store
        .documents_ending_before(G01::NAME, workflow::EXPIRE.from, &today, PER_PASS)
        .await?;
    let mut expired = 0;
    for id in due {
        let Some(row) = state
            .store
            .get_document(G01::NAME, &id, &Access::All)
            .await?
        else {
            continue;
        };
        let Ok(mut doc) = serde_json::from_str::<Guarantee>(&row.body) else {
            tracing::warn!(%id, "a stored guarantee does not read as one");
            continue;
        };
        if !workflow::expires(&row.status, doc.end_date.as_deref(), &today) {
            continue;
        }
        doc.document_updated_at = Some(format!("{today}T00:00:00"));
        let body = serde_json::to_string(&doc).unwrap_or_else(|_| row.body.clone());
        let summary = summary_of::<G01>(&doc);
        if !system::take(state, &row, workflow::EXPIRE.action, to, summary, body).await? {
            continue;
        }
        expired += 1;
    }
    Ok(expired)
}
