//! The balance of a guarantee (issue 6): `GET /v1/g01/{id}/balance` for its holder and the
//! officers of its customs office (the guarantee screen's account summaries), and
//! `POST /v1/g01/balance` with a GRN and an access code for any trader or agent (the
//! declaration's guarantee card: an IE034/IE037-style query answered at once).
//!
//! The query never tells whether a GRN exists to who has no code for it: an unknown GRN and a
//! wrong code (or one this user may not use) get the same answer.

use axum::{
    extract::State,
    routing::{get, post},
    Json, Router,
};
use serde::{Deserialize, Serialize};
use vama_rules::{
    g01::{
        usage::{self, Reason, Standing, Use},
        AccountSummary, Guarantee, G01,
    },
    values::Decimal,
    Kind, UserType,
};
use vama_store::{GuaranteeAccount, LedgerEntry};

use super::{
    balance::{account, load_by_grn, summaries, Loaded},
    secrets::same_code,
};
use crate::{
    auth::CurrentUser,
    documents::context::ctx,
    documents::permission::{require, Need},
    error::{ApiError, ApiResult, ViolationDto},
    json::{ApiJson, ApiPath},
    state::AppState,
};

pub fn routes() -> Router<AppState> {
    Router::new()
        .route("/v1/g01/{id}/balance", get(balance_of))
        .route("/v1/g01/balance", post(balance_query))
}

/// A guarantee's balance and the movements that used it.
#[derive(Debug, Clone, Serialize, Deserialize, utoipa::ToSchema)]
#[serde(rename_all = "camelCase")]
pub struct BalanceDto {
    pub grn: String,
    #[schema(value_type = f64)]
    pub amount: Decimal,
    #[schema(value_type = f64)]
    pub balance: Decimal,
    pub currency: String,
    /// Every debit (release, positive) and credit back (write-off or cancellation, negative),
    /// oldest first. Only for the holder and the guarantee office.
    pub account_summaries: Vec<AccountSummary>,
}

/// The balance query: the GRN and an access code.
#[derive(Debug, Clone, Deserialize, utoipa::ToSchema)]
#[serde(rename_all = "camelCase", deny_unknown_fields)]
pub struct BalanceQuery {
    pub grn: String,
    pub access_code: String,
}

/// `GET /v1/g01/{id}/balance`: the holder and the officers of the guarantee's customs office;
/// anyone else is told there is no such guarantee. The document's own access rule comes
/// first: whoever the document answers 404 (an officer, for a draft) learns nothing here
/// either.
pub async fn balance_of(
    State(state): State<AppState>,
    user: CurrentUser,
    ApiPath(id): ApiPath<String>,
) -> ApiResult<Json<BalanceDto>> {
    require(&user, G01::NAME, Need::Read)?;
    let missing = || ApiError::not_found(format!("No g01 with id {id}"));
    let row = state
        .store
        .get_document(G01::NAME, &id, &user.access())
        .await?
        .ok_or_else(missing)?;
    let guarantee: Guarantee = serde_json::from_str(&row.body).map_err(ApiError::internal)?;
    if !may_see(&user, &guarantee) {
        return Err(missing());
    }
    let grn = guarantee
        .grn
        .clone()
        .ok_or_else(|| ApiError::conflict("The guarantee has no GRN yet: it is not accepted"))?;
    let loaded = Loaded {
        row,
        sealed: guarantee.clone(),
        opened: guarantee,
    };
    let account = account(&state, &loaded, state.clock.now_ms()).await?;
    let ledger = state.store.guarantee_ledger(&grn).await?;
    Ok(Json(dto(&loaded.opened, &grn, account.as_ref(), &ledger)))
}

/// The holder (a trader or agent whose EORI holds it) or an officer of its customs office.
fn may_see(user: &CurrentUser, g: &Guarantee) -> bool {
    match user.user_type {
        UserType::Officer => {
            let office = g.customs_office.as_ref().map(|o| o.code.as_str());
            office.is_some_and(|o| user.record.customs_offices.iter().any(|mine| mine == o))
        }
        UserType::Trader | UserType::Agent => {
            g.applicant_eori().is_some() && g.applicant_eori() == user.record.eori.as_deref()
        }
    }
}

/// `POST /v1/g01/balance`: any trader or agent with the GRN and a code that lets them use the
/// guarantee today. The account summaries are the holder's only.
pub async fn balance_query(
    State(state): State<AppState>,
    user: CurrentUser,
    ApiJson(query): ApiJson<BalanceQuery>,
) -> ApiResult<Json<BalanceDto>> {
    require(&user, G01::NAME, Need::Read)?;
    if user.user_type == UserType::Officer {
        return Err(ApiError::forbidden(
            "The balance query is the holder's: officers see the guarantee itself",
        ));
    }
    // Access codes are four characters: failed queries are counted per user, in the store
    // (every replica sees them), and a user who fails too often waits, as at sign-in.
    // The attempt is counted before the code is checked (atomically, see `throttle::reserve`).
    let key = format!("balance:{}", user.username());
    let attempt = crate::auth::throttle::reserve(
        &state,
        &[(&key, MAX_FAILED_QUERIES)],
        vama_rules::text::Text::new("too-many-balance-queries"),
    )
    .await?;
    let now_ms = state.clock.now_ms();
    match query_balance(&state, &user, query, now_ms).await {
        Ok(answer) => {
            attempt.succeeded(&state).await?;
            Ok(Json(answer))
        }
        Err(refused) => {
            attempt.failed();
            Err(refused)
        }
    }
}

/// Failed balance queries a user may make within the throttle's window.
pub const MAX_FAILED_QUERIES: i64 = 5;

async fn query_balance(
    state: &AppState,
    user: &CurrentUser,
    query: BalanceQuery,
    now_ms: i64,
) -> ApiResult<BalanceDto> {
    let grn = query.grn.trim().to_uppercase();
    let today = ctx(state, user, vama_rules::Mode::View).today;
    let Some(loaded) = load_by_grn(state, &grn).await? else {
        return Err(not_matched());
    };
    let ledger = state.store.guarantee_ledger(&grn).await?;
    let consumed: Vec<String> = ledger
        .iter()
        .filter_map(|e| e.access_code.as_deref())
        .filter_map(|sealed| state.codes.open(sealed))
        .collect();
    let asked = Use {
        holder_eori: user.record.eori.clone(),
        access_code: Some(query.access_code),
        today,
        ..Use::default()
    };
    let standing = Standing {
        status: &loaded.row.status,
        consumed_codes: &consumed,
        ..Standing::default()
    };
    if usage::admit(&loaded.opened, &standing, &asked, &same_code).is_err() {
        return Err(not_matched());
    }
    let account = account(state, &loaded, now_ms).await?;
    let mut dto = dto(&loaded.opened, &grn, account.as_ref(), &ledger);
    if !may_see(user, &loaded.opened) {
        dto.account_summaries.clear();
    }
    Ok(dto)
}

/// The one answer to an unknown GRN and to a code that does not let this user in.
fn not_matched() -> ApiError {
    let reason = Reason::G03;
    ApiError::unprocessable(
        format!("{reason}: no guarantee matches this GRN and access code"),
        vec![ViolationDto {
            path: "/accessCode".into(),
            rule: reason.code().into(),
            message: reason.to_string(),
            text: None,
            line: None,
            element: None,
        }],
    )
}

fn dto(
    g: &Guarantee,
    grn: &str,
    account: Option<&GuaranteeAccount>,
    ledger: &[LedgerEntry],
) -> BalanceDto {
    let currency = account
        .map(|a| a.currency.clone())
        .or_else(|| g.currency.as_ref().map(|c| c.code.clone()))
        .unwrap_or_default();
    BalanceDto {
        grn: grn.into(),
        amount: account.map_or(g.amount.unwrap_or_default(), |a| {
            Decimal::from_cents(a.amount_cents)
        }),
        balance: account.map_or(Decimal::ZERO, |a| Decimal::from_cents(a.balance_cents)),
        currency,
        account_summaries: summaries(ledger),
    }
}

/// The OpenAPI description of the balance routes and their bodies.
pub fn describe(api: &mut utoipa::openapi::OpenApi) {
    use crate::documents::openapi::{document_body, err, ok, path_param};
    use utoipa::{openapi::path::Paths, PartialSchema};
    let paths = serde_json::json!({
        "/v1/g01/{id}/balance": {"get": {"tags": ["g01"], "operationId": "g01Balance",
            "summary": "The guarantee's balance and account summaries (every movement's debit at release and credit back at write-off or cancellation): its holder and the officers of its customs office",
            "parameters": [path_param("id", "string")],
            "responses": {"200": ok("BalanceDto", "The balance"), "401": err("Not signed in"),
                "404": err("No such guarantee, or not yours"), "409": err("Not accepted yet: no GRN")}}},
        "/v1/g01/balance": {"post": {"tags": ["g01"], "operationId": "g01BalanceQuery",
            "summary": "Balance query with a GRN and an access code (IE034/IE037): any trader or agent whose code lets them use the guarantee today; account summaries for the holder only",
            "requestBody": document_body("BalanceQuery"),
            "responses": {"200": ok("BalanceDto", "The balance"),
                "400": err("The body is not JSON"), "401": err("Not signed in"),
                "403": err("Officers do not query balances"),
                "415": err("The body is not sent as JSON"),
                "422": err("G03: no guarantee matches this GRN and access code (the same answer for an unknown GRN), or the body is not a query"),
                "429": err("Too many failed queries: wait 15 minutes")}}},
    });
    match serde_json::from_value::<Paths>(paths) {
        Ok(paths) => api.paths.merge(paths),
        Err(e) => tracing::error!(%e, "could not describe the balance routes"),
    }
    if let Some(components) = api.components.as_mut() {
        components
            .schemas
            .insert("BalanceDto".into(), BalanceDto::schema());
        components
            .schemas
            .insert("BalanceQuery".into(), BalanceQuery::schema());
    }
}
