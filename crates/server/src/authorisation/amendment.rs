//! An amendment the holder asks for (UCC 23(1): the holder informs the authority of changes;
//! 23(3): the authority amends the decision). `request-amendment` posts the application as the
//! holder wants it; it is checked as a submission is and kept beside the application in force
//! (`requestedAmendment`), which declarations go on using. The office's `amend` puts it in
//! force, `refuse-amendment` drops it, and so do revoking and annulling the decision. An `amend`
//! with nothing requested is the office's own (UCC 23(3)): a recorded step.
//!
//! Decisions where the spec is silent: the holder of a decision is who it was issued to, so an
//! amendment cannot change the applicant (a new application is needed); an amendment that
//! changes nothing is refused; asking again replaces the earlier request.

use vama_rules::{
    authorisation::{Application, Authorisation, Form},
    text::Text,
    Kind,
};

use super::steps::refused;
use crate::{
    documents::{
        catalog_values::aeo_status,
        handlers::parse_doc,
        kinds::{ServedKind, Taken},
    },
    error::{ApiError, ApiResult},
};

/// What the amendment steps do to `doc` (the application in force, as stored).
pub fn on_transition<F: Form>(taken: Taken<'_>, doc: &mut Application<F>) -> ApiResult<()> {
    match taken.action {
        "request-amendment" => request(taken, doc),
        "amend" => take_in(taken, doc),
        "refuse-amendment" if doc.common.requested_amendment.is_none() => {
            Err(ApiError::conflict("").said(Text::new("no-amendment-requested")))
        }
        "refuse-amendment" | "revoke" | "annul" => {
            doc.common.requested_amendment = None;
            Ok(())
        }
        _ => Ok(()),
    }
}

/// The posted application (`taken.form`), checked fully against the one in force, becomes the
/// requested amendment.
fn request<F: Form>(taken: Taken<'_>, doc: &mut Application<F>) -> ApiResult<()> {
    let mut amended = parse_doc::<Authorisation<F>, _>(taken.form)?;
    <Authorisation<F> as ServedKind>::clear_identity(&mut amended);
    aeo_status::<Authorisation<F>>(&mut amended, &taken.state.catalogs());
    let holder = |a: &Application<F>| {
        a.common
            .applicant
            .as_ref()
            .and_then(|p| p.eori())
            .map(str::to_owned)
    };
    if holder(&amended) != holder(doc) {
        return Err(refused(
            "/applicant/EORINumber",
            Text::new("amendment-keeps-holder"),
        ));
    }
    let evaluation = Authorisation::<F>::evaluate(amended, Some(doc), None, taken.ctx);
    if !evaluation.violations.is_empty() {
        return Err(ApiError::unprocessable(
            "",
            evaluation.violations.into_iter().map(Into::into).collect(),
        )
        .said(Text::new("amendment-has-errors")));
    }
    let mut in_force = doc.clone();
    <Authorisation<F> as ServedKind>::clear_identity(&mut in_force);
    in_force.common.requested_amendment = None;
    if evaluation.document == in_force {
        return Err(refused("", Text::new("amendment-changes-nothing")));
    }
    let amended = serde_json::to_value(&evaluation.document).map_err(ApiError::internal)?;
    doc.common.requested_amendment = Some(Box::new(amended));
    Ok(())
}

/// The requested amendment, if any, becomes the application in force.
fn take_in<F: Form>(taken: Taken<'_>, doc: &mut Application<F>) -> ApiResult<()> {
    if let Some(amended) = as_amended(doc, &taken.ctx.today)? {
        *doc = amended;
    }
    Ok(())
}

/// The application the requested amendment would put in force, if one waits: the holder's
/// text under the decision's references, dates and process record (what `amend` takes in, and
/// what a reader is shown beside the decision in force).
pub fn as_amended<F: Form>(doc: &Application<F>, today: &str) -> ApiResult<Option<Application<F>>> {
    let Some(requested) = &doc.common.requested_amendment else {
        return Ok(None);
    };
    let mut amended: Application<F> =
        serde_json::from_value((**requested).clone()).map_err(ApiError::internal)?;
    <Authorisation<F> as ServedKind>::keep_identity(&mut amended, Some(doc), today);
    amended.common.requested_amendment = None;
    Ok(Some(amended))
}
