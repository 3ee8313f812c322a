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
        search::{Criterion, ListItemDto, ListRequest, ListResponse, Page, Sort},
    },
    error::{ErrorBody, ViolationDto},
    state::AppState,
};

#[derive(OpenApi)]
#[openapi(
    info(title = "Vama", description = "Customs portal for common transit (NCTS Phase 5): transit declarations, guarantees and authorisations."),
    components(schemas(ErrorBody, ViolationDto, ActionResult, ActionDto, VersionDto, HistoryDto, MessageDto, TimerDto, ListResponse, ListItemDto, ListRequest, Criterion, Sort, Page, AttachmentDto)),
    tags((name = "auth", description = "Sign-in and the current user"), (name = "catalogs", description = "Reference data"))
)]
struct ApiDoc;

fn annotated() -> OpenApiRouter<AppState> {
    OpenApiRouter::with_openapi(ApiDoc::openapi())
        .merge(crate::auth::routes::router())
        .merge(crate::catalogs::router())
}

/// The annotated routes (their OpenAPI part is rebuilt by [`document`]).
pub fn routes() -> axum::Router<AppState> {
    annotated().split_for_parts().0
}

pub fn document() -> utoipa::openapi::OpenApi {
    let mut api = annotated().split_for_parts().1;
    documents::describe(&mut api);
    crate::atr::describe(&mut api);
    api
}
