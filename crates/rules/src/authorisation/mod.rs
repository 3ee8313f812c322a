//! Customs authorisations (authorisations.md): the sixteen decision types, the lifecycle they
//! share ([`workflow`]) and the facts about each type that the machinery needs (path, title,
//! tab, competent office types, decision time limit, the NCTS authorisation type that names
//! it in a transit declaration).

pub mod application;
pub mod block;
pub mod blocks;
pub mod kinds;
pub mod time_limits;
pub mod workflow;

pub use application::{Accounts, Applicant, Application, Authorisation, Form};
pub use blocks::common::{Common, Decision, Process, StepNote};

/// The type of customs office that may be the competent one (spec 2, 'Common blocks').
#[derive(Debug, Clone, Copy, PartialEq, Eq)]
pub enum OfficeType {
    /// Headquarters.
    Hq,
    /// Office of supervision.
    Cs,
}

impl OfficeType {
    /// As the customs office catalog names it (its `officeType`).
    pub const fn code(self) -> &'static str {
        match self {
            OfficeType::Hq => "HQ",
            OfficeType::Cs => "CS",
        }
    }
}

/// The title of the application tab (spec 2, 'Tabs and common layout').
#[derive(Debug, Clone, Copy, PartialEq, Eq)]
pub enum ApplicationTab {
    ApplicantInformation,
    ApplicationInformation,
    CustomsDecision,
}

impl ApplicationTab {
    pub fn title(self) -> &'static str {
        match self {
            ApplicationTab::ApplicantInformation => "Applicant Information",
            ApplicationTab::ApplicationInformation => "Application Information",
            ApplicationTab::CustomsDecision => "Customs Decision",
        }
    }
}

/// One decision type of the spec's table (section 1), with what the law fixes for it.
#[derive(Debug, Clone, Copy, PartialEq, Eq)]
pub struct DecisionType {
    /// The decision code, e.g. `ACR`.
    pub code: &'static str,
    /// The path segment under `/authorisations/` and `/v1/`, e.g. `acr`.
    pub path: &'static str,
    pub title: &'static str,
    pub tab: ApplicationTab,
    /// The office types the competent customs office is chosen among (spec 2 names them for
    /// ACT to EIR, CWP, IPO, TEA and CGU; the other kinds take the headquarters, as the
    /// decisions of their procedures are national ones).
    pub offices: &'static [OfficeType],
    /// Days after acceptance within which the decision is due (UCC 22(3); cds/NOTES.md 2).
    pub decision_days: u32,
    /// The NCTS authorisation type (CL235/CL236) under which a transit declaration names a
    /// decision of this type, if any.
    pub ncts_type: Option<&'static str>,
}

use ApplicationTab::{ApplicantInformation, ApplicationInformation, CustomsDecision};
use OfficeType::{Cs, Hq};

const fn decision(
    code: &'static str,
    path: &'static str,
    title: &'static str,
    tab: ApplicationTab,
    offices: &'static [OfficeType],
    decision_days: u32,
    ncts_type: Option<&'static str>,
) -> DecisionType {
    DecisionType {
        code,
        path,
        title,
        tab,
        offices,
        decision_days,
        ncts_type,
    }
}

#[rustfmt::skip] // one row per decision type: the table reads as the spec's
pub static DECISION_TYPES: &[DecisionType] = &[
    decision("ACT", "act", "Authorised Consignee TIR Application", ApplicantInformation, &[Hq], 120, Some("C520")),
    decision("ACE", "ace", "Authorised Consignee for Community Transit Application", ApplicantInformation, &[Hq], 120, Some("C522")),
    decision("ACR", "acr", "Authorised Consignor for Transit Application", ApplicantInformation, &[Hq], 120, Some("C521")),
    decision("TRD", "trd", "Transit Declaration with a Reduced Data Set Application", ApplicantInformation, &[Hq], 120, Some("C524")),
    decision("ETD", "etd", "Electronic Transport Document Application", ApplicantInformation, &[Hq], 120, None),
    decision("SSE", "sse", "Use of Seals of Special Type Application", ApplicantInformation, &[Hq], 120, Some("C523")),
    decision("EIR", "eir", "Entry in the Declarant's Records Authorisation", ApplicantInformation, &[Hq], 120, None),
    decision("DPO", "dpo", "Deferment of payment authorisation", ApplicationInformation, &[Hq], 120, None),
    decision("OPO", "opo", "Outward processing authorisation", ApplicationInformation, &[Hq], 30, None),
    decision("IPO", "ipo", "Inward processing authorisation", ApplicationInformation, &[Cs], 30, None),
    decision("EUS", "eus", "End use authorisation", ApplicationInformation, &[Hq], 30, None),
    decision("TST", "tst", "Temporary storage authorisation", ApplicationInformation, &[Hq], 120, None),
    decision("CWP", "cwp", "Customs warehousing authorisation", ApplicationInformation, &[Hq], 60, None),
    decision("SDE", "sde", "Simplified declaration authorisation", ApplicationInformation, &[Hq], 120, None),
    decision("CGU", "cgu", "Comprehensive guarantee authorisation", CustomsDecision, &[Hq, Cs], 120, None),
    decision("TEA", "tea", "Temporary admission authorisation", ApplicationInformation, &[Cs], 30, None),
];

/// Days within which an application must be accepted after it is received (UCC 22(2)).
pub const ACCEPTANCE_DAYS: u32 = 30;
/// The longest the office may take for a request for information, a single extension of the
/// decision time limit, and the applicant's comment on a hearing (DA 13; UCC 22(6)).
pub const MAX_EXTENSION_DAYS: u32 = 30;

/// The decision type of a path segment, of its code, or of the legacy link segments that other
/// screens still use (spec 2: `a06` is SSE, `a07` TRD, `a04` CGU).
pub fn decision_type(segment: &str) -> Option<&'static DecisionType> {
    let path = match segment {
        "a06" => "sse",
        "a07" => "trd",
        "a04" => "cgu",
        other => other,
    };
    DECISION_TYPES
        .iter()
        .find(|d| d.path == path || d.code == segment)
}

/// The decision type a transit declaration's authorisation type (`C521`, …) refers to.
pub fn by_ncts_type(ncts_type: &str) -> Option<&'static DecisionType> {
    DECISION_TYPES
        .iter()
        .find(|d| d.ncts_type == Some(ncts_type))
}

/// The decision reference number the office allocates on `issue`: the deployment country, the
/// decision code, the year and a national serial of six digits (`MDACR2026000017`).
pub fn decision_reference(country: &str, code: &str, year: i32, serial: u64) -> String {
    format!("{country}{code}{year:04}{serial:06}")
}

#[cfg(test)]
mod tests {
    use super::*;

    #[test]
    fn the_sixteen_decision_types_of_the_spec_have_distinct_paths() {
        assert_eq!(DECISION_TYPES.len(), 16);
        let mut paths: Vec<&str> = DECISION_TYPES.iter().map(|d| d.path).collect();
        paths.sort();
        paths.dedup();
        assert_eq!(paths.len(), 16);
        assert!(DECISION_TYPES
            .iter()
            .all(|d| d.path == d.code.to_lowercase()));
    }

    #[test]
    fn legacy_link_segments_resolve_to_their_kinds() {
        assert_eq!(decision_type("a06").map(|d| d.code), Some("SSE"));
        assert_eq!(decision_type("a07").map(|d| d.code), Some("TRD"));
        assert_eq!(decision_type("a04").map(|d| d.code), Some("CGU"));
        assert_eq!(decision_type("acr").map(|d| d.code), Some("ACR"));
        assert_eq!(decision_type("a99"), None);
    }

    #[test]
    fn declarations_name_five_transit_decisions_by_their_ncts_type() {
        let named: Vec<(&str, &str)> = ["C520", "C521", "C522", "C523", "C524"]
            .iter()
            .map(|t| (*t, by_ncts_type(t).unwrap().code))
            .collect();
        assert_eq!(
            named,
            [
                ("C520", "ACT"),
                ("C521", "ACR"),
                ("C522", "ACE"),
                ("C523", "SSE"),
                ("C524", "TRD")
            ]
        );
    }

    #[test]
    fn decision_time_limits_follow_the_procedure() {
        let days = |code: &str| decision_type(code).unwrap().decision_days;
        for code in ["IPO", "OPO", "EUS", "TEA"] {
            assert_eq!(days(code), 30, "{code}");
        }
        assert_eq!(days("CWP"), 60);
        assert_eq!(days("ACR"), 120);
        assert_eq!(days("CGU"), 120);
    }

    #[test]
    fn the_competent_office_is_chosen_among_the_spec_office_types() {
        let offices = |code: &str| decision_type(code).unwrap().offices;
        assert_eq!(offices("ACT"), &[OfficeType::Hq]);
        assert_eq!(offices("CWP"), &[OfficeType::Hq]);
        assert_eq!(offices("IPO"), &[OfficeType::Cs]);
        assert_eq!(offices("TEA"), &[OfficeType::Cs]);
        assert_eq!(offices("CGU"), &[OfficeType::Hq, OfficeType::Cs]);
    }

    #[test]
    fn the_application_tab_title_depends_on_the_kind() {
        let tab = |code: &str| decision_type(code).unwrap().tab.title();
        assert_eq!(tab("EIR"), "Applicant Information");
        assert_eq!(tab("DPO"), "Application Information");
        assert_eq!(tab("CGU"), "Customs Decision");
    }

    #[test]
    fn a_decision_reference_is_country_code_year_and_serial() {
        assert_eq!(decision_reference("MD", "ACR", 2026, 17), "MDACR2026000017");
    }
}
