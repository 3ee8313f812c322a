//! The guarantee G01 served by the generic document machinery: the identifiers and fields the
//! server owns, the effects of its workflow's steps (registration, the GRN on acceptance, the
//! update and access-code forms, the action details) and its secrets (the access codes, sealed
//! at rest, shown only to the holder).

use serde_json::Value;
use vama_rules::{
    blocks::ReferenceSegment,
    g01::{
        rules::presence::has_master_code, workflow, AccessCodesForm, ActionForm, G01AccessCodes,
        G01Action, G01Update, Guarantee, UpdateForm, UpdateType, G01,
    },
    values::{Decimal, Grn},
    Ctx, Kind,
};

use vama_store::WriteTx;

use super::secrets::hide_codes;
use crate::{
    documents::{
        kinds::{random_text, yymmdd, EffectFuture, Reader, ServedKind, Taken},
        list_columns::ListColumn,
    },
    error::{ApiError, ApiResult, ViolationDto},
    state::AppState,
};

/// The holder's actions on a guarantee and the officer's decisions post their own form (the
/// update screen, Manage Access Codes, the action screens): the guarantee itself is changed
/// only by what the step does with the form.
pub const FORM_ACTIONS: &[&str] = &[
    "accept",
    "reject",
    "suspend",
    "revoke",
    "update",
    "manage-code",
    "withdraw",
    "appeal",
];

/// The steps whose action screen requires its details (ActionForm, max 512).
const WITH_DETAILS: &[&str] = &["reject", "suspend", "revoke", "withdraw", "appeal"];

impl ServedKind for G01 {
    const LABEL: &'static str = "Guarantee";

    /// guarantee.md section 2.
    fn screens() -> crate::documents::screens::Screens {
        use crate::documents::screens::{NavEntry, Screens, DOCUMENT_USERS};
        Screens {
            route: "/guarantees/g01".into(),
            area: "guarantees",
            nav: &[NavEntry {
                path: "/guarantees/g01",
                label: "guarantees",
                user_types: DOCUMENT_USERS,
            }],
        }
    }

    fn title() -> String {
        "G01 guarantee application".into()
    }

    /// The action screens' forms (guarantee.md section 7; `clone` is a static segment of the
    /// generic routes, so it keeps its own) and the balance.
    fn more_routes() -> axum::Router<AppState> {
        super::query::routes().route(
            "/v1/g01/{id}/{mode}/document",
            axum::routing::get(super::screens::mode_document),
        )
    }

    fn describe_more(api: &mut utoipa::openapi::OpenApi) {
        super::query::describe(api);
    }
    const FORM_ACTIONS: &'static [&'static str] = FORM_ACTIONS;
    /// Section 2's toolbar: "export to a spreadsheet (file named md-guarantee-export)".
    const EXPORT_LIST_NAME: &'static str = "md-guarantee-export";
    /// The holder attaches files while the application is theirs to change: a draft, and a
    /// registered application they modify.
    const ATTACHMENT_EDIT_ACTIONS: &'static [&'static str] = &["store", "modify-registered"];

    fn list_columns() -> &'static [ListColumn] {
        super::columns::G01_COLUMNS
    }

    /// The server owns the references, the GRN, the dates and the status fields it sets, the
    /// balance and the account summaries; and, once the application is lodged, the master
    /// code and the access codes (changed only through Manage Access Codes).
    fn keep_identity(doc: &mut Guarantee, stored: Option<&Guarantee>, today: &str) {
        let blank = Guarantee::default();
        let from = stored.unwrap_or(&blank);
        doc.reference = from.reference.clone();
        doc.grn = from.grn.clone();
        doc.registration_reference = from.registration_reference.clone();
        doc.storage_reference = from.storage_reference.clone();
        doc.acceptance_date = from.acceptance_date.clone();
        doc.balance = from.balance;
        doc.account_summaries = from.account_summaries.clone();
        doc.status = from.status.clone();
        doc.gar_status = from.gar_status.clone();
        doc.gar_type = from.gar_type.clone();
        doc.owner = from.owner.clone();
        doc.document_updated_at = from.document_updated_at.clone();
        doc.application_submission_date = from.application_submission_date.clone();
        doc.application_submission_date_time = from.application_submission_date_time.clone();
        doc.details = from.details.clone();
        doc.current_code = None;
        doc.new_code = None;
        if from.registration_reference.is_some() {
            doc.master_code = from.master_code.clone();
            doc.access_codes = from.access_codes.clone();
        }
        if stored.is_none() {
            doc.storage_reference = Some(ReferenceSegment {
                reference: Some(storage_reference(today)),
            });
        }
    }

    fn clear_identity(doc: &mut Guarantee) {
        let blank = Guarantee::default();
        Self::keep_identity(doc, Some(&blank), "");
        doc.master_code = None;
        doc.access_codes = Vec::new();
    }

    fn on_transition(taken: Taken<'_>, doc: &mut Guarantee) -> ApiResult<()> {
        let Taken {
            user,
            action,
            from,
            ctx,
            form,
            state,
            ..
        } = taken;
        doc.document_updated_at = Some(ctx.now.clone());
        if from == vama_rules::workflow::NEW {
            doc.owner = user.record.eori.clone();
        }
        match action {
            "submit" => {
                doc.application_submission_date = Some(ctx.today.clone());
                doc.application_submission_date_time = Some(ctx.now.clone());
            }
            "accept" => accept(doc, ctx, form)?,
            "update" => update(doc, ctx, form)?,
            "manage-code" => manage_codes(state, doc, ctx, form)?,
            a if WITH_DETAILS.contains(&a) => {
                let header = action_header(doc);
                doc.details = form_of::<G01Action>(form, ctx, |f| {
                    f.customs_office = header.customs_office;
                    f.grn = header.grn;
                    f.acceptance_date = header.acceptance_date;
                })?
                .details;
            }
            _ => {}
        }
        Ok(())
    }

    /// The references from their sequences (registration on submit, the GRN on acceptance),
    /// the ledger account following an amount the update changed (refused, G09, below what
    /// the open movements hold), and the body's balance from the account: all in the
    /// version's transaction.
    fn effects<'a>(
        taken: Taken<'a>,
        doc: &'a mut Guarantee,
        tx: &'a mut WriteTx,
    ) -> EffectFuture<'a> {
        Box::pin(async move {
            let Taken {
                state, action, ctx, ..
            } = taken;
            match action {
                "submit" => register(state, doc, ctx, tx).await?,
                "accept" => {
                    super::resting::check_accept(state, doc).await?;
                    allocate_grn(state, doc, ctx, tx).await?
                }
                "update" => super::balance::amount_changed(tx, doc, state.clock.now_ms()).await?,
                _ => {}
            }
            // The body's balance (and the list's, written from it) is the account's at this
            // version: releases and write-offs move the account between versions.
            if let Some(grn) = doc.grn.as_deref() {
                if let Some(account) = tx.guarantee_account(grn).await? {
                    doc.balance = Some(Decimal::from_cents(account.balance_cents));
                }
            }
            Ok(())
        })
    }

    /// By value, with the codes opened on both sides (a sealed code differs at every seal).
    fn same_content(state: &AppState, stored: &Guarantee, posted: &Guarantee) -> bool {
        let (mut a, mut b) = (stored.clone(), posted.clone());
        state.codes.open_codes(&mut a);
        state.codes.open_codes(&mut b);
        a == b
    }

    fn open_secrets(state: &AppState, doc: &mut Guarantee) {
        state.codes.open_codes(doc);
    }

    fn seal_secrets(state: &AppState, doc: &mut Guarantee) {
        state.codes.seal_codes(doc);
    }

    /// The codes opened for the holder; removed for officers and from exported files.
    fn shown_to(
        state: &AppState,
        reader: Reader,
        _current: Option<&str>,
        body: &str,
    ) -> ApiResult<Option<String>> {
        let mut doc: Guarantee = serde_json::from_str(body).map_err(ApiError::internal)?;
        match reader {
            Reader::Holder => state.codes.open_codes(&mut doc),
            Reader::Other => hide_codes(&mut doc),
        }
        serde_json::to_string(&doc)
            .map(Some)
            .map_err(ApiError::internal)
    }
}

/// A storage reference, given when the application is first stored: `G01S`, the date
/// (`YYMMDD`) and 8 random upper-case letters and digits.
fn storage_reference(today: &str) -> String {
    format!("G01S{}{}", yymmdd(today), random_text(8))
}

/// A new access code: 4 random upper-case letters and digits (NCTS an4, NOTES.md 4.3).
pub fn new_code() -> String {
    random_text(vama_rules::g01::codes::CODE_LEN)
}

/// The country of the customs office of guarantee (its reference number's first two
/// letters), or the deployment's.
fn office_country(state: &AppState, doc: &Guarantee) -> String {
    doc.customs_office
        .as_ref()
        .and_then(|o| o.code.get(..2))
        .map_or_else(|| state.config.country.clone(), str::to_owned)
        .to_uppercase()
}

/// Submitted: the registration reference, from a sequence per country and year (the
/// submission date and time are [`ServedKind::on_transition`]'s).
async fn register(
    state: &AppState,
    doc: &mut Guarantee,
    ctx: &Ctx,
    tx: &mut WriteTx,
) -> ApiResult<()> {
    if doc.registration_reference.is_none() {
        let country = office_country(state, doc);
        let year = ctx.today.get(..4).unwrap_or("0000");
        let serial = tx
            .next_in_sequence(&format!("g01-registration-{year}{country}"))
            .await?;
        let reference = format!("{country}G01R{year}{serial:07}");
        doc.reference = Some(reference.clone());
        doc.registration_reference = Some(ReferenceSegment {
            reference: Some(reference),
        });
    }
    Ok(())
}

/// Accepted by the office of guarantee: the details, the acceptance date, a master code when
/// the holder gave none and the type has one, and the balance (the GRN is
/// [`allocate_grn`]'s). Lifting a suspension keeps all of them.
fn accept(doc: &mut Guarantee, ctx: &Ctx, form: &Value) -> ApiResult<()> {
    let details = form_of::<G01Action>(form, ctx, |_| {});
    // The details of an acceptance are optional: only their form is checked.
    doc.details = match details {
        Ok(f) => f.details,
        Err(e) if form_has_details(form) => return Err(e),
        Err(_) => None,
    };
    if doc.acceptance_date.is_none() {
        doc.acceptance_date = Some(ctx.today.clone());
    }
    if has_master_code(doc) && doc.master_code.is_none() {
        doc.master_code = Some(new_code());
    }
    if doc.balance.is_none() {
        doc.balance = doc.amount;
    }
    Ok(())
}

/// The GRN of an accepted guarantee (NOTES.md 4.2: year, country, a serial of a sequence per
/// year and country that never repeats, check digit; the voucher number after it for type
/// 4), kept when a suspension is lifted.
async fn allocate_grn(
    state: &AppState,
    doc: &mut Guarantee,
    ctx: &Ctx,
    tx: &mut WriteTx,
) -> ApiResult<()> {
    if doc.grn.is_none() {
        let country = office_country(state, doc);
        let year: u16 = ctx
            .today
            .get(2..4)
            .and_then(|y| y.parse().ok())
            .unwrap_or(0);
        let serial = tx
            .next_in_sequence(&format!("grn-{year:02}{country}"))
            .await?;
        let voucher = (doc.type_code() == Some(vama_rules::g01::codes::TYPE_VOUCHERS))
            .then_some(doc.voucher_number.as_deref())
            .flatten();
        let grn = Grn::allocate(year, &country, &format!("{serial:012}"), voucher)
            .map_err(|e| ApiError::internal(format!("GRN for {country} not formed: {e}")))?;
        doc.grn = Some(grn.as_str().to_owned());
    }
    Ok(())
}

/// Whether the posted form says anything about the details (an acceptance needs none).
fn form_has_details(form: &Value) -> bool {
    form.get("details").is_some_and(|d| !d.is_null())
}

/// The update screen (section 2), checked as kind `g01-update` against the stored guarantee's
/// header (not the client's), then applied. An amount change then moves the balance of the
/// guarantee's account (the ledger, which the releases debit) by the difference, in the
/// version's transaction ([`ServedKind::effects`]); a decrease below what the open movements
/// hold is refused there (G09).
fn update(doc: &mut Guarantee, ctx: &Ctx, form: &Value) -> ApiResult<()> {
    let f: UpdateForm = form_of::<G01Update>(form, ctx, |f| {
        f.grn = doc.grn.clone();
        f.registration_reference = doc.registration_reference.clone();
        f.simplification = doc.simplification.clone();
        f.end_date = doc.end_date.clone();
        f.amount = doc.amount;
        f.customs_office = doc.customs_office.clone();
        f.acceptance_date = doc.acceptance_date.clone();
    })?;
    let modifier = f.amount_modifier.unwrap_or(Decimal::ZERO);
    let amount = doc.amount.unwrap_or(Decimal::ZERO);
    let balance = doc.balance.unwrap_or(amount);
    match f.update_type.unwrap_or_default() {
        UpdateType::EndDate => doc.end_date = f.validity_end_date,
        UpdateType::IncreaseAmount => {
            doc.amount = Some(amount + modifier);
            doc.balance = Some(balance + modifier);
        }
        UpdateType::DecreaseAmount => {
            if balance - modifier < Decimal::ZERO {
                return Err(ApiError::unprocessable(
                    "The update has errors",
                    vec![ViolationDto::at(
                        "/amountModifier",
                        "decrease-within-balance",
                        format!("The amount can be decreased by at most the balance, {balance}"),
                    )],
                ));
            }
            doc.amount = Some(amount - modifier);
            doc.balance = Some(balance - modifier);
        }
        UpdateType::NotCoveredCountry => {
            doc.national_guarantee = f.national_guarantee;
            doc.countries_not_covered = f.countries_not_covered;
        }
        UpdateType::GuaranteeLevel => doc.level_of_guarantee = f.level_of_guarantee,
    }
    doc.details = f.details;
    Ok(())
}

/// Manage Access Codes, checked as kind `g01-access-codes` against the guarantee's amount:
/// a row without a code gets a new one from the server; the master code stays when the form
/// leaves it out. Sealed with the rest when the guarantee is stored.
fn manage_codes(state: &AppState, doc: &mut Guarantee, ctx: &Ctx, form: &Value) -> ApiResult<()> {
    let master = doc.master_code.as_deref().and_then(|m| state.codes.open(m));
    let f: AccessCodesForm = form_of::<G01AccessCodes>(form, ctx, |f| {
        f.amount = doc.amount;
        f.grn = doc.grn.clone();
        f.registration_reference = doc.registration_reference.clone();
        if f.master_code.is_none() {
            f.master_code = master;
        }
        for entry in &mut f.access_codes {
            if entry.access_code.as_deref().is_none_or(str::is_empty) {
                entry.access_code = Some(new_code());
            }
        }
    })?;
    doc.master_code = f.master_code;
    doc.access_codes = f.access_codes;
    Ok(())
}

/// The read-only header of an action screen, from the guarantee.
pub fn action_header(doc: &Guarantee) -> ActionForm {
    ActionForm {
        details: None,
        customs_office: doc.customs_office.clone(),
        grn: doc.grn.clone(),
        acceptance_date: doc.acceptance_date.clone(),
    }
}

/// The posted form of an action as the form kind `F` reads it, with `fill` (the guarantee's
/// read-only fields) applied, normalised and validated: refused with its violations.
fn form_of<F: Kind>(form: &Value, ctx: &Ctx, fill: impl FnOnce(&mut F::Doc)) -> ApiResult<F::Doc> {
    let mut doc: F::Doc = crate::shape::parse(form.clone(), crate::shape::Read::Form)?;
    fill(&mut doc);
    let eval = F::evaluate(doc, None, None, ctx);
    if !eval.violations.is_empty() {
        return Err(ApiError::unprocessable(
            "The form has errors",
            eval.violations.into_iter().map(Into::into).collect(),
        ));
    }
    Ok(eval.document)
}

/// The guarantees whose validity ended (`workflow::expires`), for the scheduler.
pub fn expired(status: &str, doc: &Guarantee, today: &str) -> bool {
    workflow::expires(status, doc.end_date.as_deref(), today)
}
