//! What the lifecycle's steps do to an application (issue 'Authorisations I' section 3; UCC
//! 22–23, DA 10–16): the submission date, the time limits (acceptance 30 days after
//! submission, the decision's after acceptance, extended by a request for information, a
//! hearing and one extension), each step's reasons or grounds kept in the process record, the
//! decision's date, and on `issue` the decision reference number (country, decision code, year
//! and a national serial from a sequence, in the version's transaction) with the validity
//! dates. A step's form that breaks a rule is refused before anything is written.

use serde_json::Value;
use time::{macros::format_description, Date, Duration};
use vama_rules::authorisation::{
    decision_reference, workflow, Common, Decision, Process, StepNote, ACCEPTANCE_DAYS,
    MAX_EXTENSION_DAYS,
};
use vama_rules::text::Text;
use vama_store::WriteTx;

use super::text;
use crate::{
    documents::kinds::Taken,
    error::{ApiError, ApiResult, ViolationDto},
};

/// Declares, once, the steps that post their own form (not the application) and what each form
/// asks: `FORM_ACTIONS` (the names, as `ServedKind` wants them) and `STEP_FORMS` (the fields),
/// which the server checks and publishes in the registry (`stepForms`) for the web's dialogs.
macro_rules! step_forms {
    ($($action:literal => [$($field:literal),*]),* $(,)?) => {
        /// The steps that post their own form (reasons, grounds, dates), and
        /// `request-amendment`, whose application is kept beside the one in force
        /// (amendment.rs) instead of replacing it.
        pub const FORM_ACTIONS: &[&str] = &["request-amendment", $($action),*];
        /// What each of [`FORM_ACTIONS`] asks, in order.
        pub const STEP_FORMS: &[(&str, &[&str])] = &[$(($action, &[$($field),*])),*];
    };
}

// `reasons`: reasons, grounds or details, required (at most 512 characters): the law asks the
// authority to state them (UCC 22(7)); the applicant's withdrawal, comment and appeal are their
// own words. `optionalReasons`: the same, optional. The others are dates or a number of days.
step_forms! {
    "withdraw" => ["reasons"],
    "comment" => ["reasons"],
    "appeal" => ["reasons"],
    "accept" => [],
    "not-accept" => ["reasons"],
    "request-information" => ["reasons", "deadline"],
    "extend-time-limit" => ["reasons", "days"],
    "hear" => ["reasons"],
    "decide-favourable" => ["optionalReasons"],
    "decide-unfavourable" => ["reasons"],
    "issue" => ["validityStart", "validityEnd"],
    "amend" => ["optionalReasons"],
    "refuse-amendment" => ["reasons"],
    "suspend" => ["reasons", "until"],
    "resume" => ["optionalReasons"],
    "revoke" => ["reasons", "from"],
    "annul" => ["reasons"],
}

/// Whether `action`'s form must give reasons.
fn with_reasons(action: &str) -> bool {
    STEP_FORMS
        .iter()
        .any(|(a, fields)| *a == action && fields.contains(&"reasons"))
}

/// The longest reasons, grounds or details a step takes.
pub const MAX_REASONS: usize = 512;

pub fn on_transition(taken: Taken<'_>, decision_days: u32, common: &mut Common) -> ApiResult<()> {
    let Taken {
        action,
        from,
        ctx,
        form,
        ..
    } = taken;
    let today = ctx.today.as_str();
    let reasons = if with_reasons(action) {
        Some(reasons(form)?)
    } else {
        text(form, "reasons").map(str::to_owned)
    };
    let process = common.process.get_or_insert_with(Process::default);
    let mut until = None;
    match action {
        "submit" => {
            common.application_submission_date_time = Some(ctx.now.clone());
            process.acceptance_due = Some(plus_days(today, ACCEPTANCE_DAYS.into())?);
        }
        "accept" => {
            process.acceptance_due = None;
            process.decision_due = Some(plus_days(today, decision_days.into())?);
        }
        "request-information" => {
            let deadline = deadline(form, today)?;
            process.information_requested_in = Some(from.to_owned());
            process.applicant_due = Some(deadline.clone());
            until = Some(deadline);
        }
        "provide-information" => {
            // DA 13(1): the decision's time limit is extended by the time the answer took.
            let asked = last_note(process, "request-information").map(|n| n.at[..10].to_owned());
            if let (Some(due), Some(asked)) = (&process.decision_due, asked) {
                let taken_days = days_between(&asked, today)?;
                process.decision_due = Some(plus_days(due, taken_days)?);
            }
            process.applicant_due = None;
        }
        "extend-time-limit" => {
            if last_note(process, "extend-time-limit").is_some() {
                return Err(ApiError::conflict("").said(Text::new("extended-once")));
            }
            let days = days(form)?;
            let due = process
                .decision_due
                .clone()
                .unwrap_or_else(|| today.to_owned());
            let extended = plus_days(&due, days)?;
            process.decision_due = Some(extended.clone());
            until = Some(extended);
        }
        "hear" => {
            // UCC 22(6): 30 days to comment; DA 13(3): the decision's limit grows by as much.
            let due = plus_days(today, MAX_EXTENSION_DAYS.into())?;
            process.applicant_due = Some(due.clone());
            if let Some(decision_due) = process.decision_due.clone() {
                process.decision_due = Some(plus_days(&decision_due, MAX_EXTENSION_DAYS.into())?);
            }
            until = Some(due);
        }
        "comment" => process.applicant_due = None,
        "decide-favourable" | "decide-unfavourable" => {
            process.decision_due = None;
            process.applicant_due = None;
            common
                .decision
                .get_or_insert_with(Decision::default)
                .decision_date = Some(today.to_owned());
        }
        "issue" => issue(
            common.decision.get_or_insert_with(Decision::default),
            form,
            today,
        )?,
        "suspend" => until = optional_date(form, "until")?,
        "revoke" => until = Some(optional_date(form, "from")?.unwrap_or_else(|| today.to_owned())),
        _ => {}
    }
    let process = common.process.get_or_insert_with(Process::default);
    if reasons.is_some()
        || until.is_some()
        || matches!(action, "provide-information" | "request-amendment")
    {
        process.notes.push(StepNote {
            action: action.to_owned(),
            at: ctx.now.clone(),
            text: reasons,
            until,
        });
    }
    if action == "provide-information" {
        process.information_requested_in = None;
    }
    // a draft's store records nothing: no empty process on it
    if common.process.as_ref() == Some(&Process::default()) {
        common.process = None;
    }
    Ok(())
}

/// Where `provide-information` returns the application: to the status it had when the
/// information was requested.
pub fn after_information(common: &Common) -> &'static str {
    let requested_in = common
        .process
        .as_ref()
        .and_then(|p| p.information_requested_in.as_deref())
        .unwrap_or(workflow::ACCEPTED);
    workflow::status_after_information(requested_in)
}

fn issue(decision: &mut Decision, form: &Value, today: &str) -> ApiResult<()> {
    let start = optional_date(form, "validityStart")?.unwrap_or_else(|| today.to_owned());
    if start.as_str() < today {
        return Err(refused(
            "/validityStart",
            Text::new("validity-not-before-today"),
        ));
    }
    let end = optional_date(form, "validityEnd")?;
    if end.as_deref().is_some_and(|end| end <= start.as_str()) {
        return Err(refused(
            "/validityEnd",
            Text::new("validity-ends-after-start"),
        ));
    }
    decision.validity_start = Some(start);
    decision.validity_end = end;
    Ok(())
}

/// `issue`: the decision reference number, from a sequence per country, decision type and
/// year, in the version's transaction (a refused issue allocates nothing).
pub async fn effects(
    taken: Taken<'_>,
    code: &'static str,
    common: &mut Common,
    tx: &mut WriteTx,
) -> ApiResult<()> {
    if taken.action != "issue" {
        return Ok(());
    }
    let decision = common.decision.get_or_insert_with(Decision::default);
    if decision.reference_number.is_none() {
        let country = taken.state.config.country.to_uppercase();
        let year: i32 = taken
            .ctx
            .today
            .get(..4)
            .and_then(|y| y.parse().ok())
            .unwrap_or(0);
        let serial = tx
            .next_in_sequence(&format!("decision-{country}{code}{year}"))
            .await?;
        decision.reference_number = Some(decision_reference(
            &country,
            code,
            year,
            u64::try_from(serial).unwrap_or(0),
        ));
    }
    Ok(())
}

fn last_note<'a>(process: &'a Process, action: &str) -> Option<&'a StepNote> {
    process.notes.iter().rev().find(|n| n.action == action)
}

/// A step's form refused at `path`, told by key (the error and its one violation).
pub(super) fn refused(path: &str, text: Text) -> ApiError {
    ApiError::unprocessable("", vec![ViolationDto::said(path, "form", text.clone())]).said(text)
}

/// The step's reasons: required, at most 512 characters.
fn reasons(form: &Value) -> ApiResult<String> {
    match text(form, "reasons") {
        None => Err(refused("/reasons", Text::new("required"))),
        Some(r) if r.chars().count() > MAX_REASONS => Err(refused(
            "/reasons",
            Text::new("max-length").with("max", MAX_REASONS),
        )),
        Some(r) => Ok(r.to_owned()),
    }
}

/// A request's deadline: required, from tomorrow to 30 days ahead (DA 13(1)).
fn deadline(form: &Value, today: &str) -> ApiResult<String> {
    let Some(deadline) = optional_date(form, "deadline")? else {
        return Err(refused("/deadline", Text::new("required")));
    };
    if deadline.as_str() <= today || deadline > plus_days(today, MAX_EXTENSION_DAYS.into())? {
        return Err(refused("/deadline", Text::new("deadline-within-30-days")));
    }
    Ok(deadline)
}

/// An extension's days: required, 1 to 30 (UCC 22(3): once, by at most 30 days).
fn days(form: &Value) -> ApiResult<i64> {
    match form.get("days").and_then(Value::as_i64) {
        Some(d) if (1..=MAX_EXTENSION_DAYS.into()).contains(&d) => Ok(d),
        Some(_) => Err(refused("/days", Text::new("extension-1-to-30-days"))),
        None => Err(refused("/days", Text::new("required"))),
    }
}

const DAY: &[time::format_description::BorrowedFormatItem<'static>] =
    format_description!("[year]-[month]-[day]");

fn parse_day(text: &str) -> Option<Date> {
    Date::parse(text, DAY).ok()
}

/// A `YYYY-MM-DD` date of the form, if given.
fn optional_date(form: &Value, key: &str) -> ApiResult<Option<String>> {
    match text(form, key) {
        None => Ok(None),
        Some(value) if parse_day(value).is_some() => Ok(Some(value.to_owned())),
        Some(_) => Err(refused(&format!("/{key}"), Text::new("date-format"))),
    }
}

fn plus_days(day: &str, days: i64) -> ApiResult<String> {
    parse_day(day)
        .and_then(|d| d.checked_add(Duration::days(days)))
        .and_then(|d| d.format(DAY).ok())
        .ok_or_else(|| ApiError::internal(format!("cannot add {days} days to '{day}'")))
}

fn days_between(from: &str, to: &str) -> ApiResult<i64> {
    match (parse_day(from), parse_day(to)) {
        (Some(a), Some(b)) => Ok((b - a).whole_days().max(0)),
        _ => Err(ApiError::internal(format!("bad dates '{from}', '{to}'"))),
    }
}

#[cfg(test)]
mod tests {
    use super::*;

    #[test]
    fn days_are_added_across_months_and_years() {
        assert_eq!(plus_days("2026-12-20", 30).unwrap(), "2027-01-19");
        assert_eq!(days_between("2026-11-26", "2026-12-06").unwrap(), 10);
    }

    #[test]
    fn a_deadline_is_after_today_and_at_most_thirty_days_ahead() {
        let f = |d: &str| serde_json::json!({"deadline": d});
        assert!(deadline(&f("2026-12-26"), "2026-11-26").is_ok());
        assert!(deadline(&f("2026-12-27"), "2026-11-26").is_err());
        assert!(deadline(&f("2026-11-26"), "2026-11-26").is_err());
        assert!(deadline(&f("26.12.2026"), "2026-11-26").is_err());
    }
}
