//! A comprehensive guarantee rests on a CGU decision (issue 'Authorisations II'; guarantee.md 4
//! and 7: the authorisation reference of a comprehensive guarantee is the holder's
//! comprehensive-guarantee decision). When the reference names a CGU decision this portal
//! issued, the office accepts the guarantee only while that decision is ACTIVE and its
//! holder's, and for an amount that covers the decision's reference amount at the level of
//! guarantee (CL-4604: 100 %, 50 %, 30 %, 0 % for a waiver); a declaration's guarantee check
//! fails with G02 while the decision is not active (suspended, revoked, annulled, expired).
//! A reference this portal does not know is another system's decision, unless
//! `VAMA_UNKNOWN_AUTHORISATION_REFUSED=true` (as for the declarations' authorisations).

use vama_rules::{
    authorisation::{kinds::Cgu, workflow::ACTIVE, Application},
    g01::Guarantee,
    values::Decimal,
};

use crate::{
    error::{ApiError, ApiResult, ViolationDto},
    state::AppState,
};

/// The path of the comprehensive-guarantee decisions.
const CGU: &str = "cgu";
/// The guarantee's own level is taken when the decision has it; otherwise the decision's first.
const LEVELS: &str = "level-of-guarantee";

/// The decision a guarantee rests on, as this portal holds it.
pub struct Resting {
    pub reference: String,
    pub status: String,
    pub holder: Option<String>,
    pub decision: Application<Cgu>,
}

/// The CGU decision named by the guarantee's authorisation reference, if the guarantee is
/// comprehensive (or needs an authorisation) and this portal issued it.
pub async fn resting_on(state: &AppState, g: &Guarantee) -> ApiResult<Option<Resting>> {
    let Some(reference) = reference(g) else {
        return Ok(None);
    };
    let Some(row) = state
        .store
        .document_by_issued_reference(CGU, &reference)
        .await?
    else {
        return Ok(None);
    };
    let decision = serde_json::from_str(&row.body)
        .map_err(|e| ApiError::internal(format!("stored CGU decision {reference}: {e}")))?;
    Ok(Some(Resting {
        reference,
        status: row.status,
        holder: row.summary.holder_eori,
        decision,
    }))
}

fn reference(g: &Guarantee) -> Option<String> {
    if !g.is_comprehensive()
        && g.simplification_code()
            != Some(vama_rules::g01::codes::SIMPLIFICATION_NEEDS_AUTHORISATION)
    {
        return None;
    }
    let r = g.authorisation_reference.as_ref()?.reference.as_deref()?;
    Some(r.trim().to_owned()).filter(|r| !r.is_empty())
}

/// Whether a declaration may use the guarantee as far as its decision goes: `false` while the
/// decision it rests on is not active (the guarantee check answers G02).
pub async fn decision_active(state: &AppState, g: &Guarantee) -> ApiResult<bool> {
    Ok(resting_on(state, g)
        .await?
        .is_none_or(|r| r.status == ACTIVE))
}

/// The office's acceptance of a guarantee resting on a decision: the decision active and the
/// holder's, the amount at least the reference amount at the level of guarantee.
pub async fn check_accept(state: &AppState, g: &Guarantee) -> ApiResult<()> {
    let at = "/authorisationReference/reference";
    let Some(resting) = resting_on(state, g).await? else {
        if let Some(reference) = reference(g).filter(|_| state.config.unknown_authorisation_refused)
        {
            return Err(refused(
                at,
                "authorisation-unknown",
                format!("No CGU decision {reference} is known to this portal"),
            ));
        }
        return Ok(());
    };
    let Resting {
        reference,
        status,
        holder,
        decision,
    } = &resting;
    if status != ACTIVE {
        return Err(refused(at, "authorisation-not-active", format!(
            "The CGU decision {reference} is {status}: only an active decision may back a comprehensive guarantee"
        )));
    }
    if holder.as_deref() != g.applicant_eori() {
        return Err(refused(
            at,
            "authorisation-holder",
            format!("The CGU decision {reference} is not held by the guarantee's holder"),
        ));
    }
    if let Some(short) = shortfall(state, g, decision) {
        return Err(refused("/amount", "below-reference-amount", short));
    }
    Ok(())
}

/// "An amount below the reference amount × the level's percentage is refused with the
/// reason": the reason, if it is.
fn shortfall(state: &AppState, g: &Guarantee, decision: &Application<Cgu>) -> Option<String> {
    let cgu = &decision.form;
    let reference = cgu.guarantee_reference_amount.as_ref()?;
    let (value, currency) = (reference.amount_value?, reference.amount_currency.as_ref()?);
    let levels: Vec<&str> = cgu
        .level_of_guarantees
        .iter()
        .filter_map(|l| l.level_of_guarantee.as_ref().map(|c| c.code.as_str()))
        .collect();
    let own = g.level_of_guarantee.as_ref().map(|l| l.code.as_str());
    let level = own
        .filter(|l| levels.contains(l))
        .or(levels.first().copied())?;
    let percentage: i64 = state
        .catalogs()
        .check_code(LEVELS, level)
        .and_then(|e| e.get("percentage")?.as_str()?.parse().ok())?;
    let required = Decimal::from_micros(value.micros() * i128::from(percentage) / 100);
    let theirs = g.currency.as_ref().map(|c| c.code.as_str());
    if theirs != Some(currency.code.as_str()) {
        return Some(format!(
            "The guarantee's currency {} differs from the reference amount's currency {} of the CGU decision",
            theirs.unwrap_or("(none)"),
            currency.code
        ));
    }
    let amount = g.amount.unwrap_or(Decimal::ZERO);
    (amount < required).then(|| {
        format!(
            "The amount {amount} is below {required} {}: the reference amount {value} at the level of guarantee {level} ({percentage} %)",
            currency.code
        )
    })
}

fn refused(at: &str, rule: &str, message: String) -> ApiError {
    ApiError::unprocessable(message.clone(), vec![ViolationDto::at(at, rule, message)])
}
