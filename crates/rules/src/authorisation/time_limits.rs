//! Which of an application's time limits are overdue (issue 'Authorisations I' section 3:
//! "Overdue items are shown to the office and the applicant ..., never decided
//! automatically"). A limit is overdue when its day has passed while the application still
//! waits for the step it times; the server judges it on its own clock when it serves the
//! application, so the office and the applicant see the same, whatever their browsers' dates.

use super::{workflow::*, Process};

/// One time limit of [`Process`], by its member's name there.
#[derive(Debug, Clone, Copy, PartialEq, Eq)]
pub enum TimeLimit {
    /// The office's acceptance (30 days after submission).
    AcceptanceDue,
    /// The office's decision (after acceptance, plus extensions).
    DecisionDue,
    /// The applicant's answer to a request for information, or comments on a hearing.
    ApplicantDue,
}

impl TimeLimit {
    pub const ALL: [TimeLimit; 3] = [
        TimeLimit::AcceptanceDue,
        TimeLimit::DecisionDue,
        TimeLimit::ApplicantDue,
    ];

    /// The member of `process` (camelCase, as served).
    pub fn key(self) -> &'static str {
        match self {
            TimeLimit::AcceptanceDue => "acceptanceDue",
            TimeLimit::DecisionDue => "decisionDue",
            TimeLimit::ApplicantDue => "applicantDue",
        }
    }

    fn due(self, process: &Process) -> Option<&str> {
        match self {
            TimeLimit::AcceptanceDue => process.acceptance_due.as_deref(),
            TimeLimit::DecisionDue => process.decision_due.as_deref(),
            TimeLimit::ApplicantDue => process.applicant_due.as_deref(),
        }
    }

    /// Whether an application in `status` still waits for the step this limit times: the
    /// office's acceptance while SUBMITTED (or information asked for before acceptance), its
    /// decision during the examination (ACCEPTED, a hearing, information asked for after
    /// acceptance), the applicant's answer or comments while INFORMATION_REQUESTED or
    /// HEARING. A withdrawn, refused or decided application waits for none.
    pub fn awaited(self, status: &str, information_requested_in: Option<&str>) -> bool {
        let before_acceptance = status == SUBMITTED
            || (status == INFORMATION_REQUESTED && information_requested_in == Some(SUBMITTED));
        match self {
            TimeLimit::AcceptanceDue => before_acceptance,
            TimeLimit::DecisionDue => {
                !before_acceptance && [ACCEPTED, INFORMATION_REQUESTED, HEARING].contains(&status)
            }
            TimeLimit::ApplicantDue => status == INFORMATION_REQUESTED || status == HEARING,
        }
    }
}

/// The limits of `process` whose day is before `today` (`YYYY-MM-DD`) while an application in
/// `status` still waits for their step.
pub fn overdue(process: &Process, status: &str, today: &str) -> Vec<TimeLimit> {
    TimeLimit::ALL
        .into_iter()
        .filter(|limit| {
            limit.due(process).is_some_and(|due| due < today)
                && limit.awaited(status, process.information_requested_in.as_deref())
        })
        .collect()
}

#[cfg(test)]
mod tests {
    use super::*;

    fn process(
        acceptance: Option<&str>,
        decision: Option<&str>,
        applicant: Option<&str>,
    ) -> Process {
        Process {
            acceptance_due: acceptance.map(str::to_owned),
            decision_due: decision.map(str::to_owned),
            applicant_due: applicant.map(str::to_owned),
            ..Process::default()
        }
    }

    #[test]
    fn an_acceptance_not_given_by_its_day_is_overdue_while_the_application_is_submitted() {
        let p = process(Some("2026-01-31"), None, None);
        assert_eq!(
            overdue(&p, SUBMITTED, "2026-02-01"),
            [TimeLimit::AcceptanceDue]
        );
        // on its day it is still in time
        assert!(overdue(&p, SUBMITTED, "2026-01-31").is_empty());
    }

    #[test]
    fn a_limit_whose_step_was_taken_is_not_overdue() {
        let p = process(Some("2026-01-31"), Some("2026-03-01"), None);
        for status in [
            ACCEPTED,
            FAVOURABLE,
            UNFAVOURABLE,
            WITHDRAWN,
            NOT_ACCEPTED,
            ISSUED,
        ] {
            let late = overdue(&p, status, "2026-02-10");
            assert!(!late.contains(&TimeLimit::AcceptanceDue), "{status}");
        }
        for status in [FAVOURABLE, UNFAVOURABLE, WITHDRAWN, ISSUED, ACTIVE] {
            assert!(overdue(&p, status, "2026-04-01").is_empty(), "{status}");
        }
    }

    #[test]
    fn the_decision_is_overdue_during_the_examination_a_hearing_and_a_request_after_acceptance() {
        let mut p = process(None, Some("2026-03-01"), Some("2026-02-01"));
        for status in [ACCEPTED, HEARING, INFORMATION_REQUESTED] {
            assert!(
                overdue(&p, status, "2026-03-02").contains(&TimeLimit::DecisionDue),
                "{status}"
            );
        }
        // information asked for before acceptance: the office still owes its acceptance, not
        // a decision
        p.information_requested_in = Some(SUBMITTED.into());
        assert!(!overdue(&p, INFORMATION_REQUESTED, "2026-03-02").contains(&TimeLimit::DecisionDue));
    }

    #[test]
    fn the_applicants_answer_is_overdue_only_while_it_is_awaited() {
        let p = process(None, None, Some("2026-02-01"));
        for status in [INFORMATION_REQUESTED, HEARING] {
            assert_eq!(
                overdue(&p, status, "2026-02-02"),
                [TimeLimit::ApplicantDue],
                "{status}"
            );
        }
        assert!(overdue(&p, ACCEPTED, "2026-02-02").is_empty());
    }
}
