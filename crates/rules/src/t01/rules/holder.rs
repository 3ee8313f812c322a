//! Who holds the transit procedure (spec 4.3 and 6): a trader is the holder; an agent is the
//! representative of a linked trader, until they press 'I am Holder'.

use crate::t01::{Declaration, Party};
use crate::{Ctx, UserType};

/// The `changed` command pointer that runs [`i_am_holder`] inside `normalise`.
pub const I_AM_HOLDER: &str = "#i-am-holder";

/// Agent mode: the user is an agent and the applicant is not the agent themselves.
pub fn agent_mode(doc: &Declaration, ctx: &Ctx) -> bool {
    ctx.user.user_type == UserType::Agent && !is_user(doc.applicant.as_ref(), ctx)
}

fn is_user(party: Option<&Party>, ctx: &Ctx) -> bool {
    match (party.and_then(Party::eori), ctx.user.eori.as_deref()) {
        (Some(party), Some(user)) => party == user,
        _ => false,
    }
}

/// 'I am Holder': the agent becomes the applicant, the representative is cleared and agent
/// mode ends. Returns the pointers it removed. Does nothing for a user who is not an agent.
/// (Undo is the UI restoring the previous document.)
pub fn i_am_holder(doc: &mut Declaration, ctx: &Ctx) -> Vec<String> {
    if ctx.user.user_type != UserType::Agent {
        return Vec::new();
    }
    make_user_holder(doc, ctx)
}

/// The user becomes the applicant (holder of the transit procedure), with no representative:
/// 'I am Holder' for an agent, and what an imported file's holder becomes when the user may
/// not file for it (a trader holds their own declarations). Returns the pointers it removed.
pub fn make_user_holder(doc: &mut Declaration, ctx: &Ctx) -> Vec<String> {
    let mut removed = Vec::new();
    doc.applicant = Some(Party::new(
        ctx.user.eori.as_deref(),
        ctx.user.name.as_deref(),
    ));
    doc.applicant_contact = None;
    if doc.representative.take().is_some() {
        removed.push("/representative".to_owned());
    }
    if doc.representative_status.take().is_some() {
        removed.push("/representativeStatus".to_owned());
    }
    if doc.representative_contact.take().is_some() {
        removed.push("/representativeContact".to_owned());
    }
    removed
}
