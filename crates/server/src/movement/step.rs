//! `POST /v1/t01/{id}/{action}` (and `/v1/t01/{action}` for a declaration submitted from the
//! new form) for the movement actions: load, check the user's roles, plan and apply the step
//! with the pure crate, allocate the MRN, validate, store the step with its messages in one
//! transaction, answer the action result of spec 4.2.

use serde_json::Value;
use vama_rules::{
    t01::{
        code,
        movement::{
            self,
            timers::{self, TimerChange},
            Action, ActionInput, Message, Outcome, Refused, Status, StepCtx,
        },
        Declaration, T01,
    },
    text::Text,
    values::Mrn,
    Kind, Mode,
};
use vama_store::{
    Access, DocumentRow, LedgerOp, NewDocument, NewMessage, Step, StoreError, TimerOp, WriteTx,
};

use crate::{
    auth::CurrentUser,
    authorisation::usage::Moment,
    documents::{
        context::ctx,
        envelope,
        handlers::{check_holder, summary_of, ActionResult},
        heavy,
        kinds::ServedKind,
    },
    error::{ApiError, ApiResult, ViolationDto},
    guarantee::balance::{self, Refusal},
    state::AppState,
};

/// Takes the movement step `action` on the declaration `row` (`None`: a new one), which `user`
/// loaded through `access` (the declaration's, or the ATR's for an office en route).
pub async fn take(
    state: &AppState,
    user: &CurrentUser,
    access: &Access,
    row: Option<DocumentRow>,
    action: &str,
    body: Value,
) -> ApiResult<ActionResult> {
    // Boxed: the step's future is large (it holds the declaration across awaits), and a debug
    // build would copy it through the stack.
    Box::pin(take_once(state, user, access, row, action, body, true)).await
}

/// [`take`]; `retry`: a release whose debit another release beat to the balance (checked
/// before that one committed, refused by the store's conditional debit) is taken once more,
/// so that the check now sees the balance and answers Guarantee Not Valid (G09).
async fn take_once(
    state: &AppState,
    user: &CurrentUser,
    access: &Access,
    row: Option<DocumentRow>,
    action_name: &str,
    body: Value,
    retry: bool,
) -> ApiResult<ActionResult> {
    let again = (retry && action_name == Action::MovementRelease.as_str()).then(|| body.clone());
    let mut action = Action::parse(action_name)
        .ok_or_else(|| ApiError::not_found(format!("Unknown action '{action_name}'")))?;
    let (posted, version, mut input) =
        heavy::off_workers(move || split(body).map(|(d, v, i)| (d.map(Box::new), v, i))).await?;
    let posted = posted.map(|d| *d);
    let from = match &row {
        None => None,
        Some(r) => Some(Status::parse(&r.status).ok_or_else(|| {
            ApiError::conflict(format!("The status {} has no movement", r.status))
        })?),
    };
    // The row goes to the blocking pool and comes back: its body is not copied.
    let (row, stored) = match row {
        None => (None, None),
        Some(r) => {
            let (r, parsed) = heavy::off_workers(move || {
                let parsed = serde_json::from_str::<Declaration>(&r.body)
                    .map(Box::new)
                    .map_err(ApiError::internal)?;
                Ok((r, parsed))
            })
            .await?;
            (Some(r), Some(*parsed))
        }
    };
    let (log, timers) = match &row {
        Some(r) => (
            state.store.list_messages(T01::NAME, &r.id, access).await?,
            state.store.list_timers(&r.id).await?,
        ),
        None => (Vec::new(), Vec::new()),
    };
    let head = stored.as_ref().map(super::Head::of);
    let roles = match &head {
        Some(head) => head.roles(user),
        None => super::role_of_filer(user).into_iter().collect(),
    };
    let acting_office = super::acting_office(head.as_ref(), user);
    if roles.is_empty() {
        return Err(match row {
            None => ApiError::forbidden("Customs officers do not lodge declarations"),
            // An officer of none of the movement's offices (the list would not show it either).
            Some(_) => ApiError::not_found("No t01 with this id"),
        });
    }
    let now_ms = state.clock.now_ms();
    // Issue 6: the release checks the guarantees again and debits them; a guarantee that no
    // longer allows the use turns the release into a Guarantee Not Valid (IE055).
    let mut ledger: Vec<LedgerOp> = Vec::new();
    let mut refusal: Option<Refusal> = None;
    if let (Action::MovementRelease, Some(doc), Some(_)) = (action, &stored, &row) {
        // A decision suspended, revoked or expired since the submission stops the release.
        refuse_unusable_authorisations(state, doc, Moment::Departure).await?;
    }
    if let (Action::MovementRelease, Some(doc), Some(r)) = (action, &stored, &row) {
        let today = ctx(state, user, Mode::View);
        match balance::check_declaration(state, doc, Some(&r.id), &today.today, now_ms).await? {
            Ok(cleared) => {
                ledger = balance::debits(cleared, &r.id, doc.mrn.as_deref(), &today.now, now_ms)
            }
            Err(refused) => {
                action = Action::GuaranteeNotValid;
                input.reason = Some(refused.reason.to_string());
                refusal = Some(refused);
            }
        }
    }
    let mode = mode_for(action, from);
    let (posted, mut stored) = match posted {
        None => (None, stored),
        Some(doc) => {
            let (eval, stored) = evaluated(doc, stored, ctx(state, user, mode)).await?;
            (Some(eval.document), stored)
        }
    };
    let facts = super::facts(&log, &timers, now_ms, acting_office.as_deref());
    let edge = movement::plan(
        from,
        action,
        &roles,
        stored.as_ref(),
        posted.as_ref(),
        facts,
    )
    .map_err(refused)?;
    let ctx = ctx(state, user, mode);
    // The step's writes are one transaction, opened here when the step allocates the MRN (its
    // serial is given back if the step is refused later), else just before they are written.
    // Nothing between here and the commit writes through another connection (SQLite would wait
    // on this transaction's lock).
    let mut tx = None;
    let mrn = match edge.messages.contains(&Message::IE028) {
        true => {
            let tx = tx.insert(state.store.write().await?);
            Some(allocate_mrn(state, tx, stored.as_ref(), &ctx.now).await?)
        }
        false => None,
    };
    let outcome = movement::apply(
        &edge,
        stored.as_ref(),
        posted,
        &input,
        StepCtx {
            now: &ctx.now,
            mrn: mrn.as_ref(),
            office: acting_office.as_deref(),
        },
    )
    .map_err(invalid)?;
    let Outcome {
        to,
        document,
        validate,
        validate_under,
        messages,
        operation,
        text,
        risk_color,
    } = outcome;
    let document = match validate {
        Some(mode) => {
            let ctx = vama_rules::Ctx {
                mode,
                ..ctx.clone()
            };
            // Only a part is checked: the rest of the declaration stays as it was filed.
            let kept = validate_under.map(|_| document.clone());
            let (eval, back) = evaluated(document, stored, ctx).await?;
            stored = back;
            let violations: Vec<ViolationDto> = eval
                .violations
                .into_iter()
                .filter(|v| validate_under.is_none_or(|under| v.path.starts_with(under)))
                .map(Into::into)
                .collect();
            if !violations.is_empty() {
                return Err(ApiError::unprocessable(
                    "The declaration has errors",
                    violations,
                ));
            }
            kept.unwrap_or(eval.document)
        }
        None => document,
    };
    // Issue 6: a declaration is lodged (or amended) only with guarantees that allow its use.
    if matches!(
        action,
        Action::Submit | Action::SubmitStored | Action::SubmitModify
    ) && tx.is_none()
    {
        let id = row.as_ref().map(|r| r.id.as_str());
        if let Err(refused) =
            balance::check_declaration(state, &document, id, &ctx.today, now_ms).await?
        {
            return Err(refused.into_error());
        }
        // The authorisations it names must be active decisions of its holder.
        refuse_unusable_authorisations(state, &document, Moment::Departure).await?;
    }
    // At arrival the consignee uses the destination authorisations (C520 ACT, C522 ACE): they
    // must be active decisions of the consignee (the trader at destination the arrival names).
    if action == Action::ArrivalNotification {
        refuse_unusable_authorisations(state, &document, Moment::Arrival).await?;
    }
    let message_type = messages
        .iter()
        .rev()
        .find(|m| m.message.domain() == movement::Domain::External)
        .map(|m| m.message.code().to_owned());
    let mut result = ActionResult {
        id: row.as_ref().map(|r| r.id.clone()),
        message_type,
        message: text.english(),
        text: Some(text),
        kind: "SUCCESS".into(),
        operation: Some(operation.into()),
        risk_color: risk_color.map(|c| {
            serde_json::to_value(c)
                .ok()
                .and_then(|v| v.as_str().map(str::to_owned))
                .unwrap_or_default()
        }),
        version: None,
        violations: Vec::new(),
    };
    if let Some(refused) = &refusal {
        result.kind = "ERROR".into();
        result.message = format!(
            "Release refused: {}. The movement is under guarantee amendment.",
            refused.reason
        );
        result.text = None;
        result.violations = vec![refused.violation()];
    }
    if action == Action::VerifyDocument {
        // Spec 2.6: validation only; nothing is sent or stored.
        result.text = Some(Text::new("valid").with("context", "declaration"));
        result.message = "The declaration is valid".into();
        return Ok(result);
    }
    // The messages' XML (an IE015 of a big declaration is megabytes), off the async workers.
    let now = ctx.now.clone();
    let document = Box::new(document);
    let (logged, document, messages) = heavy::off_workers(move || {
        let logged: Vec<NewMessage> = messages
            .iter()
            .map(|m| NewMessage {
                message_type: m.message.code().into(),
                payload: m.payload.to_string(),
                xml: message_xml(m.message, &document, &m.payload, &now),
            })
            .collect();
        Ok((logged, document, messages))
    })
    .await?;
    let document = *document;
    let office = acting_office;
    let sent: Vec<Message> = messages.iter().map(|m| m.message).collect();
    // A write-off (IE045) or a cancellation (IE009) gives back what the release debited.
    if let Some(r) = &row {
        if sent
            .iter()
            .any(|m| matches!(m, Message::IE045 | Message::IE009))
        {
            ledger.push(LedgerOp::CreditMovement {
                movement_id: r.id.clone(),
                date: ctx.now.clone(),
                now_ms,
            });
        }
    }
    let timer_ops: Vec<TimerOp> = timers::changes(&sent, &document, now_ms)
        .into_iter()
        .map(|change| match change {
            TimerChange::Start { timer, due_at_ms } => TimerOp {
                timer: timer.as_str().into(),
                due_at_ms: Some(due_at_ms),
            },
            TimerChange::Stop(timer) => TimerOp {
                timer: timer.as_str().into(),
                due_at_ms: None,
            },
        })
        .collect();
    let mut tx = match tx {
        Some(tx) => tx,
        None => state.store.write().await?,
    };
    match row {
        None => {
            let (id, version) =
                lodge_new(state, &mut tx, user, document, to, logged, office, now_ms).await?;
            tx.commit().await?;
            result.id = Some(id);
            result.version = Some(version);
        }
        Some(row) => {
            let expected = version.unwrap_or(row.current_version);
            let changed = stored.as_ref() != Some(&document);
            let summary = summary_of::<T01>(&document);
            let body = match changed {
                true => Some(serde_json::to_string(&document).map_err(ApiError::internal)?),
                false => None,
            };
            let version = tx
                .take_step(
                    T01::NAME,
                    &row.id,
                    access,
                    &Step {
                        expected_version: expected,
                        from_status: row.status.clone(),
                        to_status: to.as_str().into(),
                        summary,
                        body,
                        action: action.as_str().into(),
                        user_name: user.username().into(),
                        office,
                        messages: logged,
                        timers: timer_ops,
                        now_ms,
                    },
                    &ledger,
                )
                .await;
            let version = match version {
                Ok(version) => tx.commit().await.map(|()| version),
                Err(e) => {
                    // Rolled back before a retry opens its own transaction.
                    drop(tx);
                    Err(e)
                }
            };
            let version = match (version, again) {
                (Err(StoreError::Insufficient { .. }), Some(body)) => {
                    let row = state.store.get_document(T01::NAME, &row.id, access).await?;
                    let retried = take_once(state, user, access, row, action_name, body, false);
                    return Box::pin(retried).await;
                }
                (version, _) => version.map_err(insufficient)?,
            };
            result.version = Some(version);
        }
    }
    Ok(result)
}

/// The rules on `doc` against `stored`, on the blocking pool (a declaration can hold 100,000
/// items); `stored` comes back for the rest of the step.
/// (Boxed across the await: a `Declaration` is ~6 KB, and a debug build's frames would hold
/// several copies of it.)
async fn evaluated(
    doc: Declaration,
    stored: Option<Declaration>,
    ctx: vama_rules::Ctx,
) -> ApiResult<(vama_rules::Evaluation<Declaration>, Option<Declaration>)> {
    let (doc, stored) = (Box::new(doc), stored.map(Box::new));
    let (eval, stored) = heavy::off_workers(move || {
        let eval = T01::evaluate(*doc, stored.as_deref(), None, &ctx);
        Ok((Box::new(eval), stored))
    })
    .await?;
    Ok((*eval, stored.map(|s| *s)))
}

/// The body of a movement action: the declaration (absent when only the envelope came, as
/// from view mode), the version it was loaded at, and the action's own input.
fn split(body: Value) -> ApiResult<(Option<Declaration>, Option<i64>, ActionInput)> {
    let incoming = envelope::split(body)?;
    let input = match incoming.input {
        Some(value) => crate::shape::parse(value, crate::shape::Read::Form)?,
        None => ActionInput::default(),
    };
    let empty = incoming.document.as_object().is_none_or(|m| m.is_empty());
    let posted = match empty {
        true => None,
        false => Some(crate::shape::parse(
            incoming.document,
            crate::shape::Read::Document,
        )?),
    };
    Ok((posted, incoming.version, input))
}

/// The rule mode the posted declaration is read in.
fn mode_for(action: Action, from: Option<Status>) -> Mode {
    match (action, from) {
        (_, None) => Mode::New,
        (_, Some(Status::Stored)) => Mode::ModifyStored,
        (Action::ControlResults | Action::DestinationControlResults, _) => Mode::ControlResults,
        _ => Mode::Modify,
    }
}

/// A release whose debit the balance no longer covers even when taken again (see
/// [`take_once`]): refused as a whole (422, G09), nothing is written.
fn insufficient(err: StoreError) -> ApiError {
    match err {
        StoreError::Insufficient { .. } => {
            let reason = vama_rules::g01::usage::Reason::G09;
            ApiError::unprocessable(
                reason.to_string(),
                vec![ViolationDto {
                    path: "/guarantees".into(),
                    rule: reason.code().into(),
                    message: reason.to_string(),
                    text: None,
                    line: None,
                    element: None,
                }],
            )
        }
        other => other.into(),
    }
}

fn refused(r: Refused) -> ApiError {
    match r {
        Refused::NotYours(refusal) => {
            // API clients read who may take it; the app, the refusal in the user's language
            let mut error = ApiError::forbidden(refusal.to_string());
            error.text = Some(Box::new(refusal.text()));
            error
        }
        Refused::OutOfSequence(why) => ApiError::conflict(String::new()).said(why),
        Refused::Invalid(violations) => invalid(violations),
    }
}

fn invalid(violations: Vec<vama_rules::Violation>) -> ApiError {
    let violations: Vec<ViolationDto> = violations.into_iter().map(Into::into).collect();
    let message = violations
        .first()
        .map(|v| v.message.clone())
        .unwrap_or_else(|| "The action cannot be taken".into());
    ApiError::unprocessable(message, violations)
}

/// The MRN of an accepted declaration (NOTES.md 4.1): year, the country of the office of
/// departure, a 12-digit serial from the store's sequence for that year and country (never
/// twice, whatever the number of server processes), the procedure letter of R0410, the check
/// digit.
async fn allocate_mrn(
    state: &AppState,
    tx: &mut WriteTx,
    doc: Option<&Declaration>,
    now: &str,
) -> ApiResult<Mrn> {
    let doc = doc.ok_or_else(|| ApiError::internal("an MRN for a declaration not stored"))?;
    let country: String = doc
        .departure_office
        .as_ref()
        .map(|o| o.code.chars().take(2).collect())
        .unwrap_or_else(|| state.config.country.clone())
        .to_uppercase();
    let year: u8 = now.get(2..4).and_then(|y| y.parse().ok()).unwrap_or(0);
    let serial = tx
        .next_in_sequence(&format!("mrn-{year:02}{country}"))
        .await?;
    let security = code(&doc.declaration_type_security).unwrap_or("0");
    Mrn::allocate(year, &country, &format!("{serial:012}"), security).map_err(|e| {
        ApiError::internal(format!(
            "MRN for office country {country} not formed: {e:?}"
        ))
    })
}

/// A declaration submitted from the new form: stored at once in its lodged status with its
/// IE015, under a fresh LRN unique for its holder.
#[allow(clippy::too_many_arguments)]
async fn lodge_new(
    state: &AppState,
    tx: &mut WriteTx,
    user: &CurrentUser,
    mut document: Declaration,
    to: Status,
    messages: Vec<NewMessage>,
    office: Option<String>,
    now_ms: i64,
) -> ApiResult<(String, i64)> {
    let today = ctx(state, user, Mode::New).today;
    T01::keep_identity(&mut document, None, &today);
    let mut summary = summary_of::<T01>(&document);
    check_holder(&summary, user)?;
    while tx
        .reference_taken(
            T01::NAME,
            summary.holder_eori.as_deref(),
            summary.reference.as_deref().unwrap_or_default(),
        )
        .await?
    {
        document.lrn = Some(super::new_lrn(&today));
        summary = summary_of::<T01>(&document);
    }
    let mut messages = messages;
    let now = ctx(state, user, Mode::New).now;
    for m in &mut messages {
        // The IE015 names the LRN the portal just gave it.
        if let Ok(mut payload) = serde_json::from_str::<Value>(&m.payload) {
            payload["lrn"] = Value::from(document.lrn.clone());
            if let Some(message) = Message::parse(&m.message_type) {
                m.xml = message_xml(message, &document, &payload, &now);
            }
            m.payload = payload.to_string();
        }
    }
    let body = serde_json::to_string(&document).map_err(ApiError::internal)?;
    let id = tx
        .lodge_document(
            &NewDocument {
                kind: T01::NAME.into(),
                status: to.as_str().into(),
                summary,
                filer_eori: user.record.eori.clone(),
                created_by: user.username().into(),
                body,
                now_ms,
            },
            Action::Submit.as_str(),
            office,
            messages,
        )
        .await?;
    Ok((id, 1))
}

/// The NCTS XML of a logged message (issue 5), `None` for a message without a schema of its
/// own (common domain, national): the MESSAGE group names the holder (the trader at
/// destination for the destination's answers) and the national transit application of the
/// office concerned (`NTA.` and its country), sender or recipient by the message's direction;
/// prepared now; identified by a fresh random id (34^14 values).
pub fn message_xml(
    message: Message,
    doc: &Declaration,
    payload: &Value,
    now: &str,
) -> Option<String> {
    use Message::*;
    let at_destination = matches!(message, IE007 | IE025 | IE043 | IE044 | IE057);
    let office = if at_destination {
        doc.arrival
            .as_ref()
            .and_then(|a| a.customs_office_of_destination_actual.as_ref())
            .or(doc.destination_office.as_ref())
    } else {
        doc.departure_office.as_ref()
    };
    let nta =
        vama_ncts_xml::MessageHeader::recipient_for_office(office.map_or("", |o| o.code.as_str()));
    let trader = if at_destination {
        doc.arrival
            .as_ref()
            .and_then(|a| a.trader_at_destination.as_ref())
            .and_then(|p| p.eori_number.clone())
    } else {
        None
    }
    .or_else(|| doc.applicant.as_ref().and_then(|a| a.eori_number.clone()))
    .unwrap_or_else(|| "UNKNOWN".into());
    let from_trader = matches!(message, IE007 | IE013 | IE014 | IE015 | IE044 | IE170);
    let (message_sender, message_recipient) = match from_trader {
        true => (trader, nta),
        false => (nta, trader),
    };
    let header = vama_ncts_xml::MessageHeader {
        message_sender,
        message_recipient,
        preparation_date_and_time: now.get(..19).unwrap_or(now).to_owned(),
        message_identification: crate::documents::kinds::message_identification(),
        correlation_identifier: None,
    };
    vama_ncts_xml::message_xml(message, doc, payload, &header)
}

/// 422 naming each authorisation of `doc` used at `moment` whose decision is not active or not
/// its holder's (`authorisation::usage`).
async fn refuse_unusable_authorisations(
    state: &AppState,
    doc: &Declaration,
    moment: Moment,
) -> ApiResult<()> {
    let violations = crate::authorisation::usage::check_declaration(state, doc, moment).await?;
    if violations.is_empty() {
        return Ok(());
    }
    Err(ApiError::unprocessable(
        "An authorisation of the declaration cannot be used",
        violations,
    ))
}
