//! Who takes an action. Traders and agents act for the holder of the transit procedure (an
//! agent as its representative); officers act for the office the movement names in the role
//! the table gives them. The server maps a user to a role (an officer's office against the
//! movement's offices of departure, destination, transit and exit for transit) before asking
//! the table.

use std::fmt;

use serde::Serialize;

use crate::{UserCtx, UserType};

#[derive(Debug, Clone, Copy, PartialEq, Eq, PartialOrd, Ord, Hash, Serialize)]
#[serde(rename_all = "camelCase")]
pub enum Role {
    Trader,
    Agent,
    OfficerAtDeparture,
    OfficerAtDestination,
    OfficerAtTransit,
    /// An office of exit for transit (leaving the security area, NOTES.md 3: IE168).
    OfficerAtExit,
}

impl Role {
    pub const ALL: [Role; 6] = [
        Role::Trader,
        Role::Agent,
        Role::OfficerAtDeparture,
        Role::OfficerAtDestination,
        Role::OfficerAtTransit,
        Role::OfficerAtExit,
    ];

    pub fn as_str(self) -> &'static str {
        match self {
            Role::Trader => "trader",
            Role::Agent => "agent",
            Role::OfficerAtDeparture => "officer at departure",
            Role::OfficerAtDestination => "officer at destination",
            Role::OfficerAtTransit => "officer at transit",
            Role::OfficerAtExit => "officer at exit",
        }
    }
}

impl fmt::Display for Role {
    fn fmt(&self, f: &mut fmt::Formatter<'_>) -> fmt::Result {
        f.write_str(self.as_str())
    }
}

/// The offices a movement names (codes of the customs office reference numbers).
#[derive(Debug, Clone, Copy, Default)]
pub struct Offices<'a> {
    pub departure: Option<&'a str>,
    pub destination: Option<&'a str>,
    pub transit: &'a [&'a str],
    pub exit: &'a [&'a str],
}

/// The roles `user` holds on a movement with these offices. Traders and agents keep their own
/// role (whether the movement is theirs is the server's access check, as for stored
/// declarations); an officer holds the role of each office of the movement that is theirs,
/// none when no office is (the server answers 404: the movement is not theirs to see).
pub fn roles_of(user: &UserCtx, offices: Offices<'_>) -> Vec<Role> {
    match user.user_type {
        UserType::Trader => vec![Role::Trader],
        UserType::Agent => vec![Role::Agent],
        UserType::Officer => {
            let mine = |office: &str| user.customs_offices.iter().any(|o| o == office);
            let mut roles = Vec::new();
            if offices.departure.is_some_and(mine) {
                roles.push(Role::OfficerAtDeparture);
            }
            if offices.destination.is_some_and(mine) {
                roles.push(Role::OfficerAtDestination);
            }
            if offices.transit.iter().any(|o| mine(o)) {
                roles.push(Role::OfficerAtTransit);
            }
            if offices.exit.iter().any(|o| mine(o)) {
                roles.push(Role::OfficerAtExit);
            }
            roles
        }
    }
}

/// The holder's side: the trader itself or its agent.
pub const HOLDER: &[Role] = &[Role::Trader, Role::Agent];
pub const DEPARTURE: &[Role] = &[Role::OfficerAtDeparture];
pub const DESTINATION: &[Role] = &[Role::OfficerAtDestination];
pub const TRANSIT: &[Role] = &[Role::OfficerAtTransit];
pub const EXIT: &[Role] = &[Role::OfficerAtExit];
/// The offices that hold the anticipated transit record (ATR, IE050; the AXR, IE160, at exit)
/// and see the goods pass.
pub const BORDER: &[Role] = &[Role::OfficerAtTransit, Role::OfficerAtExit];
/// Incidents are registered where the goods are presented: at transit, exit or destination.
pub const EN_ROUTE: &[Role] = &[
    Role::OfficerAtTransit,
    Role::OfficerAtExit,
    Role::OfficerAtDestination,
];
