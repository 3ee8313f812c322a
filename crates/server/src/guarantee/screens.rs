//! `GET /v1/g01/{id}/{mode}/document` (section 7: "the update screen uses
//! /v1/g01/{id}/{mode}/document"): the form of an action screen filled from the guarantee,
//! with the actions open on that screen. `mode` is the action: `update`, `manage-code` (or
//! `modify-code`, the same screen), `withdraw`, `appeal`, and the officer's `accept`,
//! `reject`, `suspend`, `revoke`.

use axum::{
    extract::State,
    response::{IntoResponse, Response},
    Json,
};
use vama_rules::{
    g01::{rules::forms::update_defaults, AccessCodesForm, Guarantee, UpdateForm, G01},
    Kind,
};

use super::kind::{action_header, FORM_ACTIONS};
use crate::{
    auth::CurrentUser,
    documents::permission::{require, Need},
    documents::{
        actions::{for_document, ActionDto},
        envelope::{self, Envelope},
        handlers::transition,
    },
    error::{ApiError, ApiResult},
    json::ApiPath,
    state::AppState,
};

/// The action a screen's mode names: `modify-code` and `manage-code` are one screen.
fn action_of(mode: &str) -> &str {
    match mode {
        "modify-code" => "manage-code",
        other => other,
    }
}

pub async fn mode_document(
    State(state): State<AppState>,
    user: CurrentUser,
    ApiPath((id, mode)): ApiPath<(String, String)>,
) -> ApiResult<Response> {
    require(&user, G01::NAME, Need::Act)?;
    let action = action_of(&mode);
    if !FORM_ACTIONS.contains(&action) {
        return Err(ApiError::not_found(format!(
            "No screen '{mode}' for a guarantee"
        )));
    }
    let row = state
        .store
        .get_document(G01::NAME, &id, &user.access())
        .await?
        .ok_or_else(|| ApiError::not_found(format!("No g01 with id {id}")))?;
    transition::<G01>(&row.status, action, &user)?;
    let mut doc: Guarantee = serde_json::from_str(&row.body).map_err(ApiError::internal)?;
    let form = match action {
        "update" => serde_json::to_value(UpdateForm {
            grn: doc.grn.clone(),
            registration_reference: doc.registration_reference.clone(),
            simplification: doc.simplification.clone(),
            end_date: doc.end_date.clone(),
            amount: doc.amount,
            customs_office: doc.customs_office.clone(),
            acceptance_date: doc.acceptance_date.clone(),
            national_guarantee: doc.national_guarantee,
            countries_not_covered: doc.countries_not_covered.clone(),
            level_of_guarantee: doc.level_of_guarantee.clone(),
            ..update_defaults()
        }),
        "manage-code" => {
            // Only the holder reaches this screen (the table's roles): the codes are opened.
            state.codes.open_codes(&mut doc);
            serde_json::to_value(AccessCodesForm {
                master_code: doc.master_code.clone(),
                access_codes: doc.access_codes.clone(),
                amount: doc.amount,
                grn: doc.grn.clone(),
                registration_reference: doc.registration_reference.clone(),
            })
        }
        _ => serde_json::to_value(action_header(&doc)),
    }
    .map_err(ApiError::internal)?;
    let actions: Vec<ActionDto> = for_document(
        G01::NAME,
        G01::workflow(),
        &row.status,
        user.user_type,
        Some(&row.id),
    )
    .into_iter()
    .filter(|a| a.name == action || matches!(&a.name[..], "view" | "return-list"))
    .collect();
    let env = Envelope {
        id: Some(row.id),
        status: row.status,
        version: row.version,
        current_version: row.current_version,
        versions: Vec::new(),
        history: Vec::new(),
        messages: Vec::new(),
        timers: Vec::new(),
        actions,
        violations: Vec::new(),
    };
    Ok(Json(envelope::merge(form, env)?).into_response())
}
