//! The OpenAPI document (architecture contract 4), generated from the handlers' annotations
//! plus the per-kind document routes. The web app's API types are generated from it.

use utoipa::OpenApi;
use utoipa_axum::router::OpenApiRouter;

use crate::{
    documents::{
        self,
        actions::ActionDto,
        attachments::AttachmentDto,
        envelope::{HistoryDto, MessageDto, TimerDto, VersionDto},
        handlers::ActionResult,
        search::{Criterion, ListRequest, Page, Sort},
        templates::TemplateDto,
    },
    error::{ErrorBody, ViolationDto},
    state::AppState,
};

#[derive(OpenApi)]
#[openapi(
    info(title = "Vama", description = "Customs portal for common transit (NCTS Phase 5): transit declarations, guarantees and authorisations."),
    components(schemas(ErrorBody, ViolationDto, ActionResult, ActionDto, VersionDto, HistoryDto, MessageDto, TimerDto, ListRequest, Criterion, Sort, Page, AttachmentDto, TemplateDto)),
    tags((name = "auth", description = "Sign-in and the current user"), (name = "catalogs", description = "Reference data"), (name = "admin", description = "Users, representation and the audit log (administrators only)"))
)]
struct ApiDoc;

fn annotated() -> OpenApiRouter<AppState> {
    OpenApiRouter::with_openapi(ApiDoc::openapi())
        .merge(crate::auth::routes::router())
        .merge(crate::auth::sso::routes::router())
        .merge(crate::catalogs::router())
        .merge(crate::identity::admin::router())
}

/// The annotated routes (their OpenAPI part is rebuilt by [`document`]).
pub fn routes() -> axum::Router<AppState> {
    annotated().split_for_parts().0
}

pub fn document() -> utoipa::openapi::OpenApi {
    let mut api = annotated().split_for_parts().1;
    documents::describe(&mut api);
    crate::atr::describe(&mut api);
    every_route_may_refuse(&mut api);
    let kinds = utoipa::openapi::extensions::ExtensionsBuilder::new()
        .add("x-vama-kinds", crate::authorisation::registry())
        .add("x-vama-documents", documents::screens::registry())
        .add("x-vama-lifecycle", crate::authorisation::lifecycle())
        .add("x-vama-lists", documents::lists())
        // The catalogue of texts a violation or an answer names by key, in English: the web
        // app's English locale and the key check of the other locales (issue 18).
        .add("x-vama-texts", crate::texts::catalogue())
        // What the movement's action dialogs ask (reasons: CC014C and the others, an512).
        .add(
            "x-vama-movement",
            serde_json::json!({
                "reasonMaxLength": vama_rules::t01::movement::REASON_MAX,
            }),
        )
        .build();
    match api.extensions.as_mut() {
        Some(extensions) => extensions.merge(kinds),
        None => api.extensions = Some(kinds),
    }
    api
}

/// The OpenAPI document as the committed `web/openapi.json` holds it. Written through a JSON
/// value, whose maps keep their keys sorted: utoipa keeps extensions in a hash map, whose order
/// changes from one build to the next, and the file must be the same on every machine
/// (`scripts/check-openapi.sh`).
pub fn document_json() -> String {
    serde_json::to_value(document())
        .and_then(|value| serde_json::to_string_pretty(&value))
        .unwrap_or_default()
}

/// What any signed-in route may answer besides its own (issue 14), added where a route does not
/// describe it already: 400 (a NUL character or a malformed parameter), 403 (a permission the
/// account lacks, or the CSRF token), 408 (the request took longer than allowed) and 503 (the
/// server is busy with large documents; `Retry-After`).
fn every_route_may_refuse(api: &mut utoipa::openapi::OpenApi) {
    use utoipa::openapi::{content::ContentBuilder, response::ResponseBuilder, Ref, RefOr};
    let public = ["/v1/auth/login", "/v1/openapi.json"];
    for (path, item) in api.paths.paths.iter_mut() {
        if public.contains(&path.as_str()) {
            continue;
        }
        let operations = [
            &mut item.get,
            &mut item.post,
            &mut item.put,
            &mut item.delete,
            &mut item.patch,
        ];
        for operation in operations.into_iter().flatten() {
            for (status, description) in [
                (
                    "400",
                    "Bad request (a malformed parameter, a NUL character in text)",
                ),
                (
                    "403",
                    "A permission the account does not have, or a missing CSRF token",
                ),
                ("408", "The request took longer than the server allows"),
                (
                    "503",
                    "Busy with large documents: try again after Retry-After seconds",
                ),
            ] {
                operation
                    .responses
                    .responses
                    .entry(status.to_owned())
                    .or_insert_with(|| {
                        RefOr::T(
                            ResponseBuilder::new()
                                .description(description)
                                .content(
                                    "application/json",
                                    ContentBuilder::new()
                                        .schema(Some(Ref::from_schema_name("ErrorBody")))
                                        .build(),
                                )
                                .build(),
                        )
                    });
            }
        }
    }
}
