//! The time limits of a movement (issue 4), pure: which timers a step starts and stops, and
//! what their expiry allows. The server keeps them in its store and a scheduler marks them
//! expired (once, whatever the number of server processes).
//!
//! Decisions where the sources are silent (NOTES.md 9 gives the enquiry periods, 28 or 40
//! days, and recovery after seven months):
//! - Arrival: the declaration's `dateLimit` (end of that day, UTC) when it has one, otherwise
//!   [`ARRIVAL_DAYS`] after the release (IE029). Stopped by the arrival notification (IE007).
//! - Enquiry: [`ENQUIRY_DAYS`] from the non-arrival enquiry (IE140) for the holder to answer
//!   (IE141 stops it); when it expires, the office may start the recovery.
//! - Recovery: [`RECOVERY_DAYS`] from the start of the recovery (IE035) to complete it.
//! - The write-off (IE045) stops every timer.

use serde::Serialize;

use super::Message;
use crate::{t01::Declaration, values::Date};

/// The time limit for arrival when the declaration sets none.
pub const ARRIVAL_DAYS: i64 = 8;
/// The holder's time to answer a non-arrival enquiry.
pub const ENQUIRY_DAYS: i64 = 28;
/// The period of a recovery (seven months, counted as 212 days).
pub const RECOVERY_DAYS: i64 = 212;

const DAY_MS: i64 = 86_400_000;

#[derive(Debug, Clone, Copy, PartialEq, Eq, PartialOrd, Ord, Hash, Serialize)]
#[serde(rename_all = "kebab-case")]
pub enum Timer {
    Arrival,
    Enquiry,
    Recovery,
}

impl Timer {
    pub const ALL: [Timer; 3] = [Timer::Arrival, Timer::Enquiry, Timer::Recovery];

    pub fn as_str(self) -> &'static str {
        match self {
            Timer::Arrival => "arrival",
            Timer::Enquiry => "enquiry",
            Timer::Recovery => "recovery",
        }
    }

    pub fn parse(s: &str) -> Option<Timer> {
        Timer::ALL.into_iter().find(|t| t.as_str() == s)
    }
}

/// What a step does to a timer.
#[derive(Debug, Clone, Copy, PartialEq, Eq)]
pub enum TimerChange {
    Start { timer: Timer, due_at_ms: i64 },
    Stop(Timer),
}

/// The timer changes of the messages a step exchanged at `now_ms`.
pub fn changes(messages: &[Message], doc: &Declaration, now_ms: i64) -> Vec<TimerChange> {
    let mut out = Vec::new();
    for message in messages {
        match message {
            Message::IE029 => out.push(TimerChange::Start {
                timer: Timer::Arrival,
                due_at_ms: arrival_due(doc, now_ms),
            }),
            Message::IE007 => out.push(TimerChange::Stop(Timer::Arrival)),
            Message::IE140 => out.push(TimerChange::Start {
                timer: Timer::Enquiry,
                due_at_ms: now_ms + ENQUIRY_DAYS * DAY_MS,
            }),
            Message::IE141 => out.push(TimerChange::Stop(Timer::Enquiry)),
            Message::IE035 => out.push(TimerChange::Start {
                timer: Timer::Recovery,
                due_at_ms: now_ms + RECOVERY_DAYS * DAY_MS,
            }),
            Message::IE045 => out.extend(Timer::ALL.map(TimerChange::Stop)),
            _ => {}
        }
    }
    out
}

/// The end of the day `dateLimit` names, or [`ARRIVAL_DAYS`] after `released_ms`.
pub fn arrival_due(doc: &Declaration, released_ms: i64) -> i64 {
    match doc.date_limit.as_deref().and_then(Date::parse) {
        Some(date) => (date.days_since_epoch() + 1) * DAY_MS - 1,
        None => released_ms + ARRIVAL_DAYS * DAY_MS,
    }
}

#[cfg(test)]
mod tests {
    use super::*;

    const NOW: i64 = 1_790_000_000_000;

    #[test]
    fn release_starts_the_arrival_limit_of_the_date_limit_or_eight_days() {
        let mut doc = Declaration::default();
        assert_eq!(
            changes(&[Message::IE029], &doc, NOW),
            vec![TimerChange::Start {
                timer: Timer::Arrival,
                due_at_ms: NOW + 8 * DAY_MS
            }]
        );
        doc.date_limit = Some("2026-12-01".into());
        let due = arrival_due(&doc, NOW);
        assert_eq!(due, 1_796_169_599_999, "2026-12-01T23:59:59.999Z");
    }

    #[test]
    fn arrival_stops_the_limit_enquiry_starts_28_days_write_off_stops_all() {
        let doc = Declaration::default();
        assert_eq!(
            changes(&[Message::IE007, Message::IE006], &doc, NOW),
            vec![TimerChange::Stop(Timer::Arrival)]
        );
        assert_eq!(
            changes(&[Message::IE140], &doc, NOW),
            vec![TimerChange::Start {
                timer: Timer::Enquiry,
                due_at_ms: NOW + 28 * DAY_MS
            }]
        );
        assert_eq!(changes(&[Message::IE045], &doc, NOW).len(), 3);
    }
}
