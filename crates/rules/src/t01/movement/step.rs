//! One step of a movement, pure: which edge an action takes for a user ([`plan`]) and what it
//! does to the declaration and which messages it exchanges ([`apply`]). The server loads the
//! declaration, allocates the MRN when the edge sends IE028, runs the validation the outcome
//! asks for and stores everything in one transaction; no rule of a step lives there.

use serde_json::{json, Map, Value};

use super::{
    amendment, edge::Requires, next, presentation, Action, ActionInput, Edge, Message, Refusal,
    Role, Sent, Status,
};
use crate::{
    t01::{code, model::ActualOffice, Declaration, RiskColor},
    text::Text,
    values::Mrn,
    Mode, Violation,
};

/// Why a step is refused.
#[derive(Debug, Clone, PartialEq)]
pub enum Refused {
    /// None of the user's roles may ever take this action (the server answers 403).
    NotYours(Refusal),
    /// The action exists for the user but not in this status, or not for this declaration
    /// (409: nothing changed), told by key.
    OutOfSequence(Text),
    /// The posted data does not allow the step (422, beside the fields).
    Invalid(Vec<Violation>),
}

/// What the server knows besides the status and the declaration.
#[derive(Debug, Clone, Copy, Default)]
pub struct Facts {
    /// The messages of the log, counted: an IE045 write-off ends the movement; the steps that
    /// leave the status as it is follow their order ([`super::Order`]).
    pub sent: Sent,
    /// The time limit for arrival has expired without an arrival.
    pub overdue: bool,
    /// The user's own office has registered the crossing (IE118, IE168 in the log with its
    /// office): the goods passed it.
    pub crossed_here: bool,
}

/// Why `edge` is not possible now for what the server knows, if it is not.
pub fn barred(edge: &Edge, facts: Facts) -> Option<Text> {
    let action = edge.action;
    if facts.sent.contains(Message::IE045) && edge.messages.contains(&Message::IE045) {
        return Some(Text::new("movement-written-off").with("action", action));
    }
    if action == Action::NonArrivalEnquiry && !facts.overdue {
        return Some(Text::new("movement-not-overdue").with("action", action));
    }
    // The goods pass an office once: its presentation is registered, or refused, before.
    if facts.crossed_here
        && matches!(
            action,
            Action::PresentationNotificationOotra | Action::RejectCrossingFrontier
        )
    {
        return Some(Text::new("movement-crossed-here").with("action", action));
    }
    out_of_order(edge, facts.sent)
}

/// Why `edge` is out of its [`super::Order`] for the messages `sent`, if it is.
fn out_of_order(edge: &Edge, sent: Sent) -> Option<Text> {
    let action = edge.action;
    if let Some(later) = edge.order.before.filter(|&m| sent.contains(m)) {
        return Some(
            Text::new("movement-no-longer")
                .with("action", action)
                .with("prior", sender(later))
                .with("message", later),
        );
    }
    let question = edge.order.answers?;
    let own = edge.messages.first().copied()?;
    if sent.count(question) > sent.count(own) {
        return None;
    }
    let prior = sender(question);
    let text = match sent.contains(question) {
        false => Text::new("movement-not-yet"),
        true => Text::new("movement-answered").with("own", own),
    };
    Some(
        text.with("action", action)
            .with("prior", prior)
            .with("message", question),
    )
}

/// The action of the table that sends `message` (the first one in table order).
fn sender(message: Message) -> Action {
    super::edges()
        .find(|e| e.messages.contains(&message))
        .map_or(Action::Submit, |e| e.action)
}

/// The edge `action` takes for a user holding `roles`, or why it is refused. `posted` is the
/// declaration the client sent (what [`Requires::AmendmentType`] and
/// [`Requires::NotificationType`] read); `stored` the one on file.
pub fn plan(
    from: Option<Status>,
    action: Action,
    roles: &[Role],
    stored: Option<&Declaration>,
    posted: Option<&Declaration>,
    facts: Facts,
) -> Result<Edge, Refused> {
    let mut refusal = None;
    let mut requirement = None;
    for &role in roles {
        match next(from, action, role) {
            Ok(edge) => match unmet(edge.requires, stored, posted) {
                None => return ended(edge, facts),
                Some(problem) => requirement = Some(problem),
            },
            Err(r) => refusal = refusal.or(Some(r)),
        }
    }
    if let Some(problem) = requirement {
        return Err(problem);
    }
    let refusal = refusal.unwrap_or(Refusal {
        from,
        action,
        role: Role::Trader,
        open_to: Vec::new(),
    });
    let ever_open = super::edges().any(|e| e.action == action && roles.contains(&e.role));
    if ever_open {
        Err(Refused::OutOfSequence(refusal.text()))
    } else {
        Err(Refused::NotYours(refusal))
    }
}

fn ended(edge: Edge, facts: Facts) -> Result<Edge, Refused> {
    match barred(&edge, facts) {
        Some(why) => Err(Refused::OutOfSequence(why)),
        None => Ok(edge),
    }
}

/// The requirement of a row the declaration does not meet.
fn unmet(
    requires: Option<Requires>,
    stored: Option<&Declaration>,
    posted: Option<&Declaration>,
) -> Option<Refused> {
    match requires? {
        Requires::AdditionalDeclarationType(wanted) => {
            let have = stored.and_then(|d| code(&d.add_dec_type)).unwrap_or("A");
            (have != wanted).then(|| {
                Refused::OutOfSequence(
                    Text::new("movement-declaration-type")
                        .with("wanted", wanted)
                        .with("have", have),
                )
            })
        }
        Requires::AmendmentType(wanted) => {
            let have = posted.and_then(|d| code(&d.amendment_type));
            (have != Some(wanted)).then(|| {
                let key = match wanted {
                    "1" => "guarantee-amendment-only",
                    _ => "other-amendment-only",
                };
                let text = Text::new(key);
                Refused::Invalid(vec![Violation::of("/amendmentType", "R0520", text)])
            })
        }
        Requires::NotificationType(allowed) => {
            let have = posted
                .and_then(|d| d.control_decision.as_ref())
                .and_then(|c| c.notification_type.as_ref())
                .map(|c| c.code.as_str());
            match have {
                Some(code) if allowed.contains(&code) => None,
                _ => Some(Refused::Invalid(vec![Violation::of(
                    "/controlDecision/notificationType",
                    "notification-type",
                    Text::new("notification-type").with("allowed", allowed.join(", ")),
                )])),
            }
        }
    }
}

/// A message exchanged on a step, with what it carried.
#[derive(Debug, Clone, PartialEq)]
pub struct Exchanged {
    pub message: Message,
    pub payload: Value,
}

/// What a step does.
#[derive(Debug, Clone, PartialEq)]
pub struct Outcome {
    pub to: Status,
    /// The declaration to store: the posted one for a submission or an amendment, the stored
    /// one with the officer's or holder's part added for the others.
    pub document: Declaration,
    /// Run the rules in this mode and refuse the step on any violation (spec 2.6: the
    /// submit-type actions; the control results of 5.1).
    pub validate: Option<Mode>,
    /// Only the violations under this JSON Pointer refuse the step (`None`: all of them): an
    /// incident registered en route is checked, not the declaration released long before.
    pub validate_under: Option<&'static str>,
    pub messages: Vec<Exchanged>,
    /// Spec 4.2 `operation`, e.g. ACCEPTED, SELECTED, RELEASED.
    pub operation: &'static str,
    /// What was done, for the user (its English is the answer's message).
    pub text: Text,
    pub risk_color: Option<RiskColor>,
}

/// Who takes a step and when: the time as `YYYY-MM-DDTHH:mm:ss`, the MRN the server allocated
/// when the edge sends IE028, and the customs office of an officer (a presentation at an
/// office of transit is registered for the officer's own office).
#[derive(Debug, Clone, Copy, Default)]
pub struct StepCtx<'a> {
    pub now: &'a str,
    pub mrn: Option<&'a Mrn>,
    pub office: Option<&'a str>,
}

/// The step of `edge`: `posted` is the declaration the client sent (`None`: nothing sent, view
/// mode).
pub fn apply(
    edge: &Edge,
    stored: Option<&Declaration>,
    posted: Option<Declaration>,
    input: &ActionInput,
    at: StepCtx<'_>,
) -> Result<Outcome, Vec<Violation>> {
    let StepCtx { now, mrn, office } = at;
    use Action::*;
    let base = stored.cloned().unwrap_or_default();
    let mut doc = base.clone();
    let mut validate = None;
    let mut validate_under = None;
    let mut extra = Map::new();
    let reason = reason(input)?;
    if needs_reason(edge.action) && reason.is_none() {
        return Err(vec![Violation::of(
            "/input/reason",
            "reason-required",
            Text::new("reason-required"),
        )]);
    }
    if let Some(reason) = &reason {
        extra.insert("reason".into(), json!(reason));
    }
    let mut risk_color = None;
    match edge.action {
        Submit | SubmitStored | VerifyDocument => {
            doc = with_identity(posted.unwrap_or(base), stored);
            doc.amendment_type = None;
            doc.application_submission_date_time = Some(now.to_owned());
            validate = Some(if stored.is_some() {
                Mode::ModifyStored
            } else {
                Mode::New
            });
        }
        SubmitModify => {
            let posted = posted.unwrap_or_else(|| base.clone());
            amendment::check(&base, &posted)?;
            doc = with_identity(posted, stored);
            validate = Some(Mode::Modify);
        }
        Accept | PresentationNotification if edge.messages.contains(&Message::IE028) => {
            if edge.action == PresentationNotification {
                super::pre_lodged::present(&mut doc, posted.as_ref(), &mut extra)?;
            }
            doc.mrn = mrn.map(|m| m.as_str().to_owned());
            if doc.mrn.is_none() {
                return Err(vec![Violation::of(
                    "/mrn",
                    "mrn-allocated",
                    Text::new("no-mrn-allocated"),
                )]);
            }
            extra.insert("allocationDateAndTime".into(), json!(now));
        }
        ControlDecision => {
            let decision = posted.as_ref().and_then(|p| p.control_decision.clone());
            doc.control_decision = decision.clone();
            risk_color = input.risk_color;
            if doc.initial_departure_risk_color.is_none() {
                doc.initial_departure_risk_color = risk_color;
            }
            doc.final_departure_risk_color = risk_color.or(doc.final_departure_risk_color);
            extra.insert("controlDecision".into(), json!(decision));
            extra.insert("riskColor".into(), json!(risk_color));
        }
        ControlResults | DestinationControlResults => {
            let posted = posted.unwrap_or_else(|| base.clone());
            doc.control_result = posted.control_result.clone();
            doc.control_results = posted.control_results.clone();
            doc.report_discrepancy = posted.report_discrepancy;
            doc.other_things_to_report = posted.other_things_to_report.clone();
            validate = Some(Mode::ControlResults);
            extra.insert("controlResult".into(), json!(doc.control_result));
            extra.insert("controlResults".into(), json!(doc.control_results));
        }
        MovementRelease => {
            risk_color = doc.final_departure_risk_color;
            extra.insert("releaseDate".into(), json!(&now[..10.min(now.len())]));
            extra.insert("controlResult".into(), json!(doc.control_result));
        }
        ArrivalNotification => {
            let mut arrival = posted.and_then(|p| p.arrival).unwrap_or_default();
            arrival.arrival_notification_date_and_time = Some(now.to_owned());
            if arrival.arrival_date_and_time_actual.is_none() {
                arrival.arrival_date_and_time_actual = Some(now.to_owned());
            }
            if arrival.customs_office_of_destination_actual.is_none() {
                arrival.customs_office_of_destination_actual = doc.destination_office.clone();
            }
            extra.insert("arrival".into(), json!(arrival));
            doc.arrival = Some(arrival);
        }
        UnloadingRemark => {
            let conform = input.conform.unwrap_or(true);
            if !conform && reason.is_none() {
                return Err(vec![Violation::of(
                    "/input/reason",
                    "reason-required",
                    Text::new("unloading-discrepancies-required"),
                )]);
            }
            // DDNTA G0205: conform '1' means "no unloading remarks present". A remark beside it
            // contradicts it: refused, not dropped, so that nothing the consignee wrote is lost.
            if conform && reason.is_some() {
                return Err(vec![Violation::of(
                    "/input/reason",
                    "G0205",
                    Text::new("conform-without-remarks"),
                )]);
            }
            doc.report_discrepancy = Some(!conform);
            extra.insert("conform".into(), json!(conform));
        }
        DiscrepancyResolution => doc.report_discrepancy = Some(false),
        // CC009C `initiatedByCustoms`: an officer's invalidation, not the answer to an IE014.
        Invalidate => {
            extra.insert("initiatedByCustoms".into(), json!(true));
        }
        PresentationNotificationOotra => {
            let posted = posted
                .as_ref()
                .and_then(|p| p.presentation_notification.as_ref());
            let notification = presentation::check(posted, &base, office)?;
            // The office the goods actually passed, with the passage time (spec 3.1).
            let passed = match edge.role {
                Role::OfficerAtExit => &mut doc.actual_exit_offices,
                _ => &mut doc.actual_transit_offices,
            };
            passed.push(ActualOffice {
                sequence: 0,
                customs_office: notification.customs_office_of_transit_actual.clone(),
                passage_date_and_time: Some(now.to_owned()),
            });
            crate::t01::model::renumber(passed);
            extra.insert("presentationNotification".into(), json!(notification));
            doc.presentation_notification = Some(notification);
        }
        IncidentRegistration => {
            let incidents = posted.map(|p| p.incidents).unwrap_or_default();
            if incidents.len() <= base.incidents.len() {
                return Err(vec![Violation::of(
                    "/incidents",
                    "incident-required",
                    Text::new("incident-required"),
                )]);
            }
            // Spec 5.6 and 5.7 on the new incident (location in incident mode: U, W or Z with a
            // country; the container number when containerised), in the rules' own words.
            validate = Some(Mode::ModifyStored);
            validate_under = Some("/incidents");
            // Registered incidents stay as they were: only new rows are taken.
            let new = incidents[base.incidents.len()..].to_vec();
            extra.insert("incidents".into(), json!(new));
            // IE182 names the office the incident was registered at: the officer's.
            if let Some(office) = office {
                extra.insert("customsOfficeOfIncidentRegistration".into(), json!(office));
            }
            doc.incidents.extend(new);
            crate::t01::model::renumber(&mut doc.incidents);
        }
        _ => {}
    }
    let messages = edge
        .messages
        .iter()
        .map(|&message| Exchanged {
            message,
            payload: payload(message, &doc, now, &extra),
        })
        .collect();
    let to = edge.to;
    Ok(Outcome {
        to,
        operation: operation(edge.action, to),
        text: summary(edge, &doc),
        document: doc,
        validate,
        validate_under,
        messages,
        risk_color,
    })
}

/// A submitted or amended declaration keeps the identifiers on file.
fn with_identity(mut doc: Declaration, stored: Option<&Declaration>) -> Declaration {
    if let Some(stored) = stored {
        doc.lrn = stored.lrn.clone();
        doc.mrn = stored.mrn.clone();
    }
    doc
}

fn reason(input: &ActionInput) -> Result<Option<String>, Vec<Violation>> {
    let Some(text) = input.reason.as_deref().map(str::trim) else {
        return Ok(None);
    };
    if text.chars().count() > super::input::REASON_MAX {
        return Err(vec![Violation::of(
            "/input/reason",
            "reason-length",
            Text::new("reason-length").with("max", super::input::REASON_MAX),
        )]);
    }
    Ok((!text.is_empty()).then(|| text.to_owned()))
}

/// The decisions NCTS sends with a motivation: a refusal must say why (CC056C functional
/// errors, CC051C noReleaseMotivation, CC014C/CC009C justification, CC055C, CC019C).
fn needs_reason(action: Action) -> bool {
    use Action::*;
    matches!(
        action,
        Reject
            | NoRelease
            | Cancel
            | Invalidate
            | GuaranteeNotValid
            | DiscrepancyResolution
            | NonArrivalEnquiry
            | InformationExchange
            | InitiateMovementRecovery
            | RejectCrossingFrontier
    )
}

fn payload(message: Message, doc: &Declaration, now: &str, extra: &Map<String, Value>) -> Value {
    let mut body = Map::new();
    body.insert("messageType".into(), json!(message.root()));
    body.insert("preparationDateAndTime".into(), json!(now));
    body.insert("lrn".into(), json!(doc.lrn));
    if message != Message::IE015 && message != Message::IE928 {
        body.insert("mrn".into(), json!(doc.mrn));
    }
    match message {
        Message::IE015 | Message::IE013 => {
            body.insert("declarationType".into(), json!(code(&doc.declaration_type)));
            body.insert(
                "houseConsignments".into(),
                json!(doc.house_consignments.len()),
            );
            body.insert("amendmentType".into(), json!(code(&doc.amendment_type)));
        }
        Message::IE009 => {
            body.insert("invalidationDecision".into(), json!("1"));
        }
        Message::IE025 => {
            body.insert("releaseIndicator".into(), json!("1"));
        }
        Message::IE045 => {
            body.insert("writeOffDate".into(), json!(&now[..10.min(now.len())]));
        }
        _ => {}
    }
    for (key, value) in extra {
        body.insert(key.clone(), value.clone());
    }
    Value::Object(body)
}

/// Spec 4.2 `operation` of the answer: the status reached, or what was done when the status
/// stays (SELECTED for a control decision, as the risk notification rule names it).
fn operation(action: Action, to: Status) -> &'static str {
    use Action::*;
    match action {
        ControlDecision => "SELECTED",
        VerifyDocument => "VALIDATED",
        SubmitModify => "AMENDED",
        ControlResults | DestinationControlResults => "CONTROLLED",
        UnloadingRemark => "UNLOADING_REMARKS",
        DiscrepancyResolution => "DISCREPANCIES_SOLVED",
        ManualWriteOff | CompleteRecovery => "WRITTEN_OFF",
        IncidentRegistration => "INCIDENT_REGISTERED",
        RequestRelease => "RELEASE_REQUESTED",
        RejectCrossingFrontier => "CROSSING_REJECTED",
        _ => to.as_str(),
    }
}

fn summary(edge: &Edge, doc: &Declaration) -> Text {
    let reference = doc.mrn.as_deref().or(doc.lrn.as_deref()).unwrap_or("-");
    let sent: Vec<&str> = edge.messages.iter().map(|m| m.code()).collect();
    let text = match edge.action {
        Action::Submit | Action::SubmitStored => Text::new("movement-submitted"),
        Action::VerifyDocument => Text::new("movement-verified"),
        Action::Accept | Action::PresentationNotification
            if edge.messages.contains(&Message::IE028) =>
        {
            Text::new("movement-mrn-allocated")
        }
        _ if edge.from == Some(edge.to) => Text::new("movement-done").with("action", edge.action),
        _ => Text::new("movement-now").with("status", edge.to),
    }
    .with("reference", reference);
    if sent.is_empty() {
        text
    } else {
        text.with("messages", sent.join(", "))
    }
}
