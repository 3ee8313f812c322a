//! The table itself: every edge spelt out and walked, every other (status, action, role)
//! refused, and its shape (one edge per key, every status reachable, validation flags).

use std::collections::BTreeSet;

use crate::t01::movement::Action::*;
use crate::t01::movement::Message::*;
use crate::t01::movement::Role::*;
use crate::t01::movement::Status::*;
use crate::t01::movement::{actions_for, edges, next, Action, Message, Role, Status};

/// The table spelt out once more, edge by edge, as the issue reads it (status, action, roles
/// -> next status, messages). `holder` is the trader and the agent.
const EXPECTED: &str = "
NEW submit holder -> SUBMITTED IE015
STORED submit-stored holder -> SUBMITTED IE015
STORED verify-document holder -> STORED
SUBMITTED accept departure -> ACCEPTED IE928 IE028
SUBMITTED accept-pre-lodged departure -> PRE_LODGED IE928
SUBMITTED reject departure -> REJECTED IE056
PRE_LODGED presentation-notification holder -> ACCEPTED IE170 IE028
PRE_LODGED control-decision departure -> PRE_LODGED IE060
PRE_LODGED reject departure -> REJECTED IE056
PRE_LODGED submit-modify holder -> PRE_LODGED IE013 IE004
PRE_LODGED cancel holder -> CANCELED IE014 IE009
PRE_LODGED invalidate departure -> CANCELED IE009
ACCEPTED submit-modify holder -> ACCEPTED IE013 IE004
ACCEPTED register-guarantee departure -> GUARANTEE_REGISTERED IE203 IE205
ACCEPTED guarantee-not-valid departure -> GUARANTEE_UNDER_AMENDMENT IE055
ACCEPTED control-decision departure -> UNDER_CONTROL IE060
ACCEPTED movement-release departure -> MOVEMENT_RELEASED IE029
ACCEPTED no-release departure -> NOT_RELEASED IE051
ACCEPTED cancel holder -> CANCELED IE014 IE009
ACCEPTED invalidate departure -> CANCELED IE009
GUARANTEE_REGISTERED submit-modify holder -> GUARANTEE_REGISTERED IE013 IE004
GUARANTEE_REGISTERED guarantee-not-valid departure -> GUARANTEE_UNDER_AMENDMENT IE055
GUARANTEE_REGISTERED control-decision departure -> UNDER_CONTROL IE060
GUARANTEE_REGISTERED movement-release departure -> MOVEMENT_RELEASED IE029
GUARANTEE_REGISTERED no-release departure -> NOT_RELEASED IE051
GUARANTEE_REGISTERED cancel holder -> CANCELED IE014 IE009
GUARANTEE_REGISTERED invalidate departure -> CANCELED IE009
GUARANTEE_UNDER_AMENDMENT submit-modify holder -> ACCEPTED IE013 IE004
GUARANTEE_UNDER_AMENDMENT no-release departure -> NOT_RELEASED IE051
GUARANTEE_UNDER_AMENDMENT cancel holder -> CANCELED IE014 IE009
GUARANTEE_UNDER_AMENDMENT invalidate departure -> CANCELED IE009
UNDER_CONTROL control-decision departure -> UNDER_CONTROL IE060
UNDER_CONTROL control-results departure -> UNDER_RELEASE_REQUEST IE017
UNDER_CONTROL no-release departure -> NOT_RELEASED IE051
UNDER_CONTROL cancel holder -> CANCELED IE014 IE009
UNDER_CONTROL invalidate departure -> CANCELED IE009
UNDER_RELEASE_REQUEST request-release holder -> UNDER_RELEASE_REQUEST IE054
UNDER_RELEASE_REQUEST guarantee-not-valid departure -> GUARANTEE_UNDER_AMENDMENT IE055
UNDER_RELEASE_REQUEST movement-release departure -> MOVEMENT_RELEASED IE029
UNDER_RELEASE_REQUEST no-release departure -> NOT_RELEASED IE051
UNDER_RELEASE_REQUEST cancel holder -> CANCELED IE014 IE009
UNDER_RELEASE_REQUEST invalidate departure -> CANCELED IE009
MOVEMENT_RELEASED invalidate departure -> CANCELED IE009
MOVEMENT_RELEASED presentation-notification-ootra transit -> NCF_REGISTERED IE118
MOVEMENT_RELEASED presentation-notification-ootra exit -> NCF_REGISTERED IE168
MOVEMENT_RELEASED reject-crossing-frontier transit+exit -> MOVEMENT_RELEASED
MOVEMENT_RELEASED incident-registration transit+exit+destination -> MOVEMENT_RELEASED IE180 IE182
MOVEMENT_RELEASED arrival-notification holder -> ARRIVED IE007 IE006
MOVEMENT_RELEASED non-arrival-enquiry departure -> IDLE IE140
NCF_REGISTERED invalidate departure -> CANCELED IE009
NCF_REGISTERED presentation-notification-ootra transit -> NCF_REGISTERED IE118
NCF_REGISTERED presentation-notification-ootra exit -> NCF_REGISTERED IE168
NCF_REGISTERED reject-crossing-frontier transit+exit -> NCF_REGISTERED
NCF_REGISTERED incident-registration transit+exit+destination -> NCF_REGISTERED IE180 IE182
NCF_REGISTERED arrival-notification holder -> ARRIVED IE007 IE006
NCF_REGISTERED non-arrival-enquiry departure -> IDLE IE140
ARRIVED accept destination -> ARRIVAL_ACCEPTED IE043
ARRIVED reject destination -> MOVEMENT_RELEASED IE057
ARRIVAL_ACCEPTED unloading-remark holder -> ARRIVAL_ACCEPTED IE044
ARRIVAL_ACCEPTED destination-control-results destination -> ARRIVAL_ACCEPTED IE018
ARRIVAL_ACCEPTED discrepancy-resolution departure+destination -> ARRIVAL_ACCEPTED IE019 IE049
ARRIVAL_ACCEPTED goods-release destination -> GOODS_RELEASED IE025
GOODS_RELEASED manual-write-off departure -> GOODS_RELEASED IE045
GOODS_RELEASED initiate-movement-recovery departure -> IDLE IE035
IDLE arrival-notification holder -> ARRIVED IE007 IE006
IDLE manual-write-off departure -> IDLE IE045
IDLE information-exchange holder -> IDLE IE141
IDLE enquiry-request departure -> IDLE IE142
IDLE recommend-recovery destination -> IDLE IE143
IDLE recovery-request departure -> IDLE IE150
IDLE recovery-response destination -> IDLE IE151
IDLE initiate-movement-recovery departure -> IDLE IE035
IDLE complete-recovery departure -> IDLE IE045
";

type Key = (Option<Status>, Action, Role);
type Expected = (Key, Status, Vec<Message>);

fn message(code: &str) -> Message {
    Message::ALL
        .into_iter()
        .find(|m| m.code() == code)
        .unwrap_or_else(|| panic!("unknown message {code}"))
}

fn roles(group: &str) -> Vec<Role> {
    group
        .split('+')
        .flat_map(|g| match g {
            "holder" => vec![Trader, Agent],
            "departure" => vec![OfficerAtDeparture],
            "destination" => vec![OfficerAtDestination],
            "transit" => vec![OfficerAtTransit],
            "exit" => vec![OfficerAtExit],
            other => panic!("unknown role group {other}"),
        })
        .collect()
}

fn expected() -> Vec<Expected> {
    let mut out = Vec::new();
    for line in EXPECTED.lines().filter(|l| !l.is_empty()) {
        let (left, right) = line.split_once(" -> ").unwrap();
        let left: Vec<&str> = left.split(' ').collect();
        let mut right = right.split(' ');
        let from = (left[0] != "NEW").then(|| Status::parse(left[0]).unwrap());
        let action = Action::parse(left[1]).unwrap_or_else(|| panic!("{line}"));
        let to = Status::parse(right.next().unwrap()).unwrap();
        let messages: Vec<Message> = right.map(message).collect();
        for role in roles(left[2]) {
            out.push(((from, action, role), to, messages.clone()));
        }
    }
    out
}

fn all_froms() -> impl Iterator<Item = Option<Status>> {
    std::iter::once(None).chain(Status::ALL.into_iter().map(Some))
}

#[test]
fn every_edge_of_the_table_leads_to_its_status_with_its_messages() {
    let want = expected();
    for ((from, action, role), to, messages) in &want {
        let edge =
            next(*from, *action, *role).unwrap_or_else(|r| panic!("{from:?} {action} {role}: {r}"));
        assert_eq!(edge.to, *to, "{from:?} {action} {role}");
        assert_eq!(
            edge.messages,
            messages.as_slice(),
            "{from:?} {action} {role}"
        );
        assert_eq!(edge.validates_fully, action.validates_fully());
    }
    // And the table holds nothing more than the list above.
    let listed: BTreeSet<Key> = want.iter().map(|(k, ..)| *k).collect();
    for edge in edges() {
        let key = (edge.from, edge.action, edge.role);
        assert!(
            listed.contains(&key),
            "edge not in the expected list: {key:?}"
        );
    }
    assert_eq!(edges().count(), want.len());
}

#[test]
fn every_status_action_and_role_outside_the_table_is_refused_with_a_message() {
    let listed: BTreeSet<Key> = edges().map(|e| (e.from, e.action, e.role)).collect();
    let mut refused = 0;
    for from in all_froms() {
        for action in Action::ALL {
            for role in Role::ALL {
                match next(from, action, role) {
                    Ok(_) => assert!(listed.contains(&(from, action, role))),
                    Err(refusal) => {
                        assert!(!listed.contains(&(from, action, role)));
                        let text = refusal.to_string();
                        let status = from.map_or("NEW", Status::as_str);
                        assert!(text.contains(&format!("'{action}'")), "{text}");
                        assert!(text.contains(status), "{text}");
                        refused += 1;
                    }
                }
            }
        }
    }
    assert_eq!(
        refused,
        18 * Action::ALL.len() * Role::ALL.len() - listed.len()
    );
}

#[test]
fn no_two_edges_share_a_status_action_and_role() {
    let mut seen = BTreeSet::new();
    for edge in edges() {
        assert!(
            seen.insert((edge.from, edge.action, edge.role)),
            "twice: {edge:?}"
        );
    }
}

#[test]
fn every_status_is_reachable_from_a_new_declaration_but_stored() {
    let mut reached: BTreeSet<Status> = BTreeSet::new();
    let mut frontier: Vec<Option<Status>> = vec![None];
    while let Some(at) = frontier.pop() {
        for edge in edges().filter(|e| e.from == at) {
            if reached.insert(edge.to) {
                frontier.push(Some(edge.to));
            }
        }
    }
    // STORED is entered by the platform's `store` (t01::workflow), not by the movement.
    reached.insert(Stored);
    assert_eq!(reached.len(), Status::ALL.len());
}

#[test]
fn only_submit_type_actions_run_the_full_validation() {
    for edge in edges() {
        let submit_type = matches!(
            edge.action,
            Submit | SubmitStored | SubmitModify | VerifyDocument
        );
        assert_eq!(edge.validates_fully, submit_type, "{edge:?}");
    }
}

#[test]
fn not_released_canceled_and_rejected_end_the_movement() {
    for status in [NotReleased, Canceled, Rejected] {
        for role in Role::ALL {
            assert_eq!(actions_for(status, role), [], "{status} {role}");
        }
    }
}
#[test]
fn actions_for_lists_each_open_action_in_table_order() {
    assert_eq!(actions_for(None, Agent), [Submit]);
    assert_eq!(actions_for(Stored, Trader), [SubmitStored, VerifyDocument]);
    assert_eq!(
        actions_for(Submitted, OfficerAtDeparture),
        [Accept, AcceptPreLodged, Reject]
    );
    assert_eq!(actions_for(Submitted, Trader), []);
    assert_eq!(
        actions_for(MovementReleased, OfficerAtTransit),
        [
            PresentationNotificationOotra,
            RejectCrossingFrontier,
            IncidentRegistration
        ]
    );
}

#[test]
fn names_round_trip_and_messages_carry_their_q2_roots() {
    for s in Status::ALL {
        assert_eq!(Status::parse(s.as_str()), Some(s));
    }
    for a in Action::ALL {
        assert_eq!(Action::parse(a.as_str()), Some(a));
    }
    assert_eq!(Status::parse("NEW"), None);
    assert_eq!(IE015.root(), "CC015C");
    assert_eq!(IE118.root(), "CD118C");
    assert_eq!(IE017.root(), "CC017C");
    assert_eq!(IE029.name(), "Release for Transit");
}
