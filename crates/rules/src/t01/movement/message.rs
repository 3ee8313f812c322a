//! The NCTS Phase 5 messages a movement exchanges (DDNTA Appendix Q2 5.15.2, NOTES.md 1.1).
//! External-domain messages (CC…C) pass between the trader and an office; common-domain ones
//! (CD…C) between offices, never shown to the trader but recorded in the message log.

use std::fmt;

use serde::Serialize;

#[derive(Debug, Clone, Copy, PartialEq, Eq, PartialOrd, Ord, Hash, Serialize)]
pub enum Message {
    IE004,
    IE006,
    IE007,
    IE009,
    IE013,
    IE014,
    IE015,
    IE017,
    IE018,
    IE019,
    IE025,
    IE028,
    IE029,
    IE035,
    IE043,
    IE044,
    IE045,
    IE049,
    IE051,
    IE054,
    IE055,
    IE056,
    IE057,
    IE060,
    IE118,
    IE140,
    IE141,
    IE142,
    IE143,
    IE150,
    IE151,
    IE168,
    IE170,
    IE180,
    IE182,
    IE203,
    IE205,
    IE928,
}

/// Where a message travels (the prefix of its short name: E_, C_, N_).
#[derive(Debug, Clone, Copy, PartialEq, Eq, Serialize)]
pub enum Domain {
    /// CC: between the trader and a customs office.
    External,
    /// CD: between customs offices.
    Common,
    /// N_: inside one national administration (root CC…C all the same).
    National,
}

impl Message {
    pub const ALL: [Message; 38] = [
        Message::IE004,
        Message::IE006,
        Message::IE007,
        Message::IE009,
        Message::IE013,
        Message::IE014,
        Message::IE015,
        Message::IE017,
        Message::IE018,
        Message::IE019,
        Message::IE025,
        Message::IE028,
        Message::IE029,
        Message::IE035,
        Message::IE043,
        Message::IE044,
        Message::IE045,
        Message::IE049,
        Message::IE051,
        Message::IE054,
        Message::IE055,
        Message::IE056,
        Message::IE057,
        Message::IE060,
        Message::IE118,
        Message::IE140,
        Message::IE141,
        Message::IE142,
        Message::IE143,
        Message::IE150,
        Message::IE151,
        Message::IE168,
        Message::IE170,
        Message::IE180,
        Message::IE182,
        Message::IE203,
        Message::IE205,
        Message::IE928,
    ];

    /// The message of a code such as "IE015".
    pub fn parse(code: &str) -> Option<Message> {
        Message::ALL.into_iter().find(|m| m.code() == code)
    }

    /// "IE015".
    pub fn code(self) -> &'static str {
        self.describe().0
    }

    /// The official name of Appendix Q2, e.g. "Declaration Data".
    pub fn name(self) -> &'static str {
        self.describe().1
    }

    pub fn domain(self) -> Domain {
        self.describe().2
    }

    /// The XML root element, e.g. "CC015C".
    pub fn root(self) -> String {
        // National messages (IE017 N_DEP_CON) also travel as CC…C.
        let prefix = match self.domain() {
            Domain::Common => "CD",
            Domain::External | Domain::National => "CC",
        };
        format!("{prefix}{}C", &self.code()[2..])
    }

    fn describe(self) -> (&'static str, &'static str, Domain) {
        use Domain::*;
        match self {
            Message::IE004 => ("IE004", "Amendment Acceptance", External),
            Message::IE006 => ("IE006", "Arrival Advice", Common),
            Message::IE007 => ("IE007", "Arrival Notification", External),
            Message::IE009 => ("IE009", "Invalidation Decision", External),
            Message::IE013 => ("IE013", "Declaration Amendment", External),
            Message::IE014 => ("IE014", "Declaration Invalidation Request", External),
            Message::IE015 => ("IE015", "Declaration Data", External),
            Message::IE017 => ("IE017", "Departure Control Results", National),
            Message::IE018 => ("IE018", "Destination Control Results", Common),
            Message::IE019 => ("IE019", "Discrepancies", External),
            Message::IE025 => ("IE025", "Goods Release Notification", External),
            Message::IE028 => ("IE028", "MRN Allocated", External),
            Message::IE029 => ("IE029", "Release for Transit", External),
            Message::IE035 => ("IE035", "Recovery Notification", External),
            Message::IE043 => ("IE043", "Unloading Permission", External),
            Message::IE044 => ("IE044", "Unloading Remarks", External),
            Message::IE045 => ("IE045", "Write-Off Notification", External),
            Message::IE049 => ("IE049", "Discrepancies Solved Notification", Common),
            Message::IE051 => ("IE051", "No Release for Transit", External),
            Message::IE054 => ("IE054", "Request of Release", External),
            Message::IE055 => ("IE055", "Guarantee Not Valid", External),
            Message::IE056 => ("IE056", "Rejection from Office of Departure", External),
            Message::IE057 => ("IE057", "Rejection from Office of Destination", External),
            Message::IE060 => ("IE060", "Control Decision Notification", External),
            Message::IE118 => ("IE118", "Notification Crossing Frontier", Common),
            Message::IE140 => ("IE140", "Request on Non-Arrived Movement", External),
            Message::IE141 => ("IE141", "Information about Non-Arrived Movement", External),
            Message::IE142 => ("IE142", "Enquiry Request", Common),
            Message::IE143 => ("IE143", "Enquiry Response", Common),
            Message::IE150 => ("IE150", "Recovery Request", Common),
            Message::IE151 => ("IE151", "Recovery Acceptance Notification", Common),
            Message::IE168 => ("IE168", "Notification Leaving Security Area", Common),
            Message::IE170 => (
                "IE170",
                "Presentation Notification for the Pre-lodged Declaration",
                External,
            ),
            Message::IE180 => ("IE180", "Incident Notification", Common),
            Message::IE182 => ("IE182", "Forwarded Incident Notification to ED", External),
            Message::IE203 => ("IE203", "Guarantee Use", Common),
            Message::IE205 => ("IE205", "Guarantee Use Result", Common),
            Message::IE928 => ("IE928", "Positive Acknowledge", External),
        }
    }
}

impl fmt::Display for Message {
    fn fmt(&self, f: &mut fmt::Formatter<'_>) -> fmt::Result {
        f.write_str(self.code())
    }
}

/// How many of each message a movement's log holds: what orders the steps that leave the
/// status as it is ([`super::edge::Order`]) and tells a movement written off (IE045).
#[derive(Debug, Clone, Copy, PartialEq, Eq)]
pub struct Sent([u32; Message::ALL.len()]);

impl Default for Sent {
    fn default() -> Self {
        Sent([0; Message::ALL.len()])
    }
}

impl Sent {
    pub fn count(&self, message: Message) -> u32 {
        self.0[message as usize]
    }

    pub fn contains(&self, message: Message) -> bool {
        self.count(message) > 0
    }

    pub fn add(&mut self, message: Message) {
        self.0[message as usize] += 1;
    }
}

impl FromIterator<Message> for Sent {
    fn from_iter<I: IntoIterator<Item = Message>>(messages: I) -> Self {
        let mut sent = Sent::default();
        for message in messages {
            sent.add(message);
        }
        sent
    }
}
