//! Declarations use the decisions (issue 'Authorisations I' section 5; transit-declaration.md
//! 2.1 and 7): each authorisation a transit declaration names (C521 ACR, C522 ACE, C520 ACT,
//! C523 SSE, C524 TRD) that this portal issued must be ACTIVE and its holder's when the
//! declaration is submitted and when the movement is released; the destination ones (C520 ACT,
//! C522 ACE: CL236) are the consignee's, and are checked again when the arrival is notified,
//! where the consignee uses them. Otherwise a violation on that authorisation names the decision
//! and its status. A suspended, revoked, annulled or expired decision therefore stops new use at
//! once; declarations already released are not touched (their departure authorisations are not
//! checked again). A reference this portal does not know is taken as another system's decision,
//! unless `VAMA_UNKNOWN_AUTHORISATION_REFUSED=true`.

use vama_rules::{
    authorisation::{by_ncts_type, workflow},
    t01::Declaration,
    text::Text,
};

use crate::{
    error::{ApiResult, ViolationDto},
    state::AppState,
};

/// The NCTS types whose decision belongs to the consignee (CL236: at destination), not to the
/// holder of the transit procedure.
const DESTINATION_TYPES: &[&str] = &["C520", "C522"];

/// When a declaration uses its authorisations, and so which of them are checked.
#[derive(Debug, Clone, Copy, PartialEq, Eq)]
pub enum Moment {
    /// The submission (or an amendment) and the release at departure: every authorisation.
    Departure,
    /// The arrival notified at destination: the consignee's destination authorisations only.
    Arrival,
}

/// The consignee who uses the destination authorisations: the trader at destination the
/// arrival names (the IE007's authorised consignee), else the declaration's consignee.
fn consignee(doc: &Declaration) -> Option<&str> {
    let at_destination = doc
        .arrival
        .as_ref()
        .and_then(|a| a.trader_at_destination.as_ref());
    [at_destination, doc.consignee.as_ref()]
        .into_iter()
        .flatten()
        .find_map(|p| p.eori_number.as_deref().filter(|e| !e.trim().is_empty()))
}

/// Where the declaration's authorisations used at `moment` fail the decisions this portal
/// holds.
pub async fn check_declaration(
    state: &AppState,
    doc: &Declaration,
    moment: Moment,
) -> ApiResult<Vec<ViolationDto>> {
    let mut out = Vec::new();
    for (i, authorisation) in doc.authorisations.iter().enumerate() {
        let type_code = authorisation
            .r#type
            .as_ref()
            .map_or("", |t| t.code.as_str());
        let at_destination = DESTINATION_TYPES.contains(&type_code);
        if moment == Moment::Arrival && !at_destination {
            continue;
        }
        let (Some(kind), Some(reference)) = (
            authorisation
                .r#type
                .as_ref()
                .and_then(|t| by_ncts_type(&t.code)),
            authorisation.decision_reference.as_deref().map(str::trim),
        ) else {
            continue;
        };
        let at = format!("/authorisations/{i}/decisionReference");
        let Some(row) = state
            .store
            .document_by_issued_reference(kind.path, reference)
            .await?
        else {
            if state.config.unknown_authorisation_refused {
                out.push(ViolationDto::said(
                    at,
                    "authorisation-unknown",
                    Text::new("authorisation-unknown")
                        .with("code", kind.code)
                        .with("reference", reference),
                ));
            }
            continue;
        };
        if row.status != workflow::ACTIVE {
            out.push(ViolationDto::said(
                at,
                "authorisation-not-active",
                Text::new("authorisation-not-active")
                    .with("code", kind.code)
                    .with("reference", reference)
                    .with("decisionStatus", &row.status),
            ));
            continue;
        }
        let holder = if at_destination {
            consignee(doc)
        } else {
            doc.applicant
                .as_ref()
                .and_then(|p| p.eori_number.as_deref())
        };
        if holder.is_some() && holder != row.summary.holder_eori.as_deref() {
            out.push(ViolationDto::said(
                at,
                "authorisation-holder",
                Text::new("authorisation-holder")
                    .with("code", kind.code)
                    .with("reference", reference)
                    .with("holder", holder.unwrap_or_default()),
            ));
        }
    }
    Ok(out)
}
