//! The movement's table: every edge, every refusal, and the NCTS flows of NOTES.md section 2
//! walked end to end.

mod flows;
mod order;
mod pre_lodged;
mod presentation;
mod table;

use super::{next, Action, Message, Role, Status};

/// Walks `steps` from `from`; every step must be an edge. Answers the status reached and the
/// messages exchanged on the way, in order.
fn walk(from: Option<Status>, steps: &[(Action, Role)]) -> (Status, Vec<Message>) {
    let mut at = from;
    let mut log = Vec::new();
    for &(action, role) in steps {
        let edge = next(at, action, role).unwrap_or_else(|r| panic!("{r}"));
        log.extend_from_slice(edge.messages);
        at = Some(edge.to);
    }
    (at.expect("at least one step"), log)
}
