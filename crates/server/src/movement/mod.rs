//! The NCTS movement of a T01 declaration on the server (issue 4): which movement actions a
//! user is offered ([`offered`]) and the step an action takes ([`step::take`]). The rules of
//! both are the pure crate's (`vama_rules::t01::movement`); this module loads, allocates,
//! checks access and stores.

pub mod catalog_places;
pub mod kind;
pub mod print;
pub mod scheduler;
pub mod step;
pub mod xml;

use serde::Deserialize;
use vama_rules::{
    t01::{
        movement::{
            actions_for, roles_of, timers::Timer, Action, Facts, Message, Offices, Requires, Role,
            Status,
        },
        Declaration,
    },
    values::{CodeRef, OfficeRef},
};
use vama_store::{MessageRecord, TimerRecord};

use crate::{
    auth::CurrentUser,
    documents::{
        actions::ActionDto,
        kinds::{random_text, yymmdd, Known},
    },
};

/// Spec 2.6: these movement actions are navigation-only: their screens post the step.
const NAVIGATION_ONLY: &[Action] = &[
    Action::IncidentRegistration,
    Action::PresentationNotificationOotra,
    Action::RejectCrossingFrontier,
];

/// What the movement needs of a declaration to offer actions: its offices and additional
/// declaration type. Read from the stored text without parsing the whole declaration (a view
/// of a declaration of 100,000 items does not build it).
#[derive(Debug, Default, Deserialize)]
#[serde(rename_all = "camelCase")]
pub struct Head {
    add_dec_type: Option<CodeRef>,
    departure_office: Option<OfficeRef>,
    destination_office: Option<OfficeRef>,
    #[serde(default)]
    transit_offices: Vec<OfficeHead>,
    #[serde(default)]
    exit_offices: Vec<OfficeHead>,
}

/// A transit or exit office row: only its office matters here.
#[derive(Debug, Default, Deserialize)]
#[serde(rename_all = "camelCase")]
struct OfficeHead {
    customs_office: Option<OfficeRef>,
}

fn codes(rows: &[OfficeHead]) -> Vec<&str> {
    rows.iter()
        .filter_map(|t| t.customs_office.as_ref().map(|o| o.code.as_str()))
        .collect()
}

impl Head {
    pub fn parse(body: &str) -> Head {
        serde_json::from_str(body).unwrap_or_default()
    }

    pub fn of(doc: &Declaration) -> Head {
        Head {
            add_dec_type: doc.add_dec_type.clone(),
            departure_office: doc.departure_office.clone(),
            destination_office: doc.destination_office.clone(),
            transit_offices: doc
                .transit_offices
                .iter()
                .map(|t| OfficeHead {
                    customs_office: t.customs_office.clone(),
                })
                .collect(),
            exit_offices: doc
                .exit_offices
                .iter()
                .map(|t| OfficeHead {
                    customs_office: t.customs_office.clone(),
                })
                .collect(),
        }
    }

    /// The roles `user` holds on the movement (see `roles_of`): empty for an officer of
    /// another office.
    /// The first of `user`'s offices that this movement names (departure, destination, transit,
    /// exit), if any.
    fn office_of(&self, user: &CurrentUser) -> Option<String> {
        let named = |code: &str| {
            self.departure_office
                .as_ref()
                .is_some_and(|o| o.code == code)
                || self
                    .destination_office
                    .as_ref()
                    .is_some_and(|o| o.code == code)
                || codes(&self.transit_offices).contains(&code)
                || codes(&self.exit_offices).contains(&code)
        };
        user.record
            .customs_offices
            .iter()
            .find(|o| named(o))
            .cloned()
    }

    pub fn roles(&self, user: &CurrentUser) -> Vec<Role> {
        let transit = codes(&self.transit_offices);
        let exit = codes(&self.exit_offices);
        roles_of(
            &user.rules_user(),
            Offices {
                departure: self.departure_office.as_ref().map(|o| o.code.as_str()),
                destination: self.destination_office.as_ref().map(|o| o.code.as_str()),
                transit: &transit,
                exit: &exit,
            },
        )
    }
}

/// The office an officer acts for on a movement: the one of theirs the movement names (an
/// officer may serve several offices), else their first; `None` for traders and agents.
pub fn acting_office(head: Option<&Head>, user: &CurrentUser) -> Option<String> {
    head.and_then(|h| h.office_of(user))
        .or_else(|| user.record.customs_offices.first().cloned())
}

/// What the message log and the timers tell about a movement at `now_ms`, for an officer of
/// `office` (`None`: a trader or an agent).
pub fn facts(
    log: &[MessageRecord],
    timers: &[TimerRecord],
    now_ms: i64,
    office: Option<&str>,
) -> Facts {
    let arrival = Timer::Arrival.as_str();
    let crossing = [Message::IE118.code(), Message::IE168.code()];
    Facts {
        sent: log
            .iter()
            .filter_map(|m| Message::parse(&m.message_type))
            .collect(),
        overdue: timers.iter().any(|t| {
            t.timer == arrival
                && t.stopped_at_ms.is_none()
                && (t.expired_at_ms.is_some() || t.due_at_ms <= now_ms)
        }),
        crossed_here: office.is_some_and(|mine| {
            log.iter().any(|m| {
                crossing.contains(&m.message_type.as_str()) && m.office.as_deref() == Some(mine)
            })
        }),
    }
}

/// The movement actions `user` may take on a declaration in `status` (`None`: not stored yet),
/// as the action list shows them: those whose row the declaration meets, in table order.
pub fn offered(
    status: Option<Status>,
    id: Option<&str>,
    head: &Head,
    user: &CurrentUser,
    known: Known<'_>,
) -> Vec<ActionDto> {
    let roles = match status {
        None => role_of_filer(user).into_iter().collect(),
        Some(_) => head.roles(user),
    };
    let office = acting_office(Some(head), user);
    let facts = facts(known.log, known.timers, known.now_ms, office.as_deref());
    let mut names: Vec<Action> = Vec::new();
    for role in roles {
        for action in actions_for(status, role) {
            let Ok(edge) = vama_rules::t01::movement::next(status, action, role) else {
                continue;
            };
            let meets = match edge.requires {
                Some(Requires::AdditionalDeclarationType(wanted)) => {
                    vama_rules::t01::code(&head.add_dec_type).unwrap_or("A") == wanted
                }
                _ => true,
            };
            let barred = vama_rules::t01::movement::barred(&edge, facts).is_some();
            if meets && !barred && !names.contains(&action) {
                names.push(action);
            }
        }
    }
    let mut offered: Vec<ActionDto> = names.into_iter().map(|action| dto(action, id)).collect();
    if let (Some(status), Some(id)) = (status, id) {
        if print::RELEASED.contains(&status.as_str()) {
            // Spec 2.1 "print produces a PDF": the TAD, in the locale the client puts in the URL.
            offered.push(ActionDto {
                name: "print".into(),
                method: Some("POST".into()),
                url: Some(format!("/v1/t01/{id}/en/print-tad")),
                action: false,
            });
        }
    }
    offered
}

/// A declaration not stored yet is the filer's: a trader or an agent. Customs officers do
/// not lodge declarations.
pub fn role_of_filer(user: &CurrentUser) -> Option<Role> {
    match user.user_type {
        vama_rules::UserType::Trader => Some(Role::Trader),
        vama_rules::UserType::Agent => Some(Role::Agent),
        vama_rules::UserType::Officer => None,
    }
}

fn dto(action: Action, id: Option<&str>) -> ActionDto {
    let name = action.as_str().to_owned();
    if NAVIGATION_ONLY.contains(&action) {
        return ActionDto::navigation(name);
    }
    let url = match id {
        Some(id) => format!("/v1/t01/{id}/{name}"),
        None => format!("/v1/t01/{name}"),
    };
    ActionDto {
        name,
        method: Some("POST".into()),
        url: Some(url),
        action: true,
    }
}

/// A local reference number: `VM` + `YYMMDD` + 10 random upper-case letters and digits (18
/// characters; NCTS allows 22). The spec says the LRN is absent until the declaration exists,
/// so the portal assigns it; 36^10 values a day make a clash practically impossible, and the
/// lifecycle issue adds the uniqueness check per holder.
pub fn new_lrn(today: &str) -> String {
    format!("VM{}{}", yymmdd(today), random_text(10))
}

#[cfg(test)]
mod tests {
    #[test]
    fn an_lrn_has_the_date_and_fits_22_characters() {
        let lrn = super::new_lrn("2026-11-22");
        assert!(lrn.starts_with("VM261122"), "{lrn}");
        assert_eq!(lrn.len(), 18);
        assert!(lrn
            .chars()
            .all(|c| c.is_ascii_uppercase() || c.is_ascii_digit()));
    }
}
