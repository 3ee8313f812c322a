//! The generic document machinery, served for every registered kind.

pub mod actions;
pub mod attachments;
pub mod catalog_check;
pub mod catalog_values;
pub mod context;
pub mod envelope;
pub mod export_list;
pub mod handlers;
pub mod heavy;
pub mod import;
pub mod kinds;
pub mod list_columns;
pub mod openapi;
pub mod permission;
pub mod quota;
pub mod screens;
pub mod search;
pub mod system;
pub mod templates;
pub mod upload;
pub mod xsd;

use axum::{
    extract::DefaultBodyLimit,
    routing::{delete, get, post},
    Router,
};
use vama_rules::Kind;

use crate::state::AppState;
use kinds::ServedKind;

/// The routes of one kind: `/v1/{kind}/…`.
pub fn kind_routes<K: ServedKind + 'static>() -> Router<AppState> {
    let k = K::NAME;
    Router::new()
        .route(&format!("/v1/{k}/info"), get(catalog_values::info::<K>))
        .route(&format!("/v1/{k}/search"), get(handlers::search::<K>))
        // A static segment wins over `/v1/{k}/{id}` (whose POST is an action on a new
        // document), so no document id or action can be called `export-list`.
        .route(
            &format!("/v1/{k}/export-list"),
            get(export_list::export_list::<K>),
        )
        .route(
            &format!("/v1/{k}/{{id}}/attachments"),
            get(attachments::list::<K>)
                .post(attachments::upload::<K>)
                .layer(
                    // Just over the largest file, so that a larger one gets the size message.
                    DefaultBodyLimit::max(attachments::UPLOAD_BODY_LIMIT),
                ),
        )
        .route(
            &format!("/v1/{k}/{{id}}/attachments/{{attachment_id}}"),
            get(attachments::download::<K>).delete(attachments::remove::<K>),
        )
        .route(&format!("/v1/{k}/import"), post(import::import::<K>))
        // Static segments again: no document id is called `templates`.
        .route(
            &format!("/v1/{k}/templates"),
            get(templates::list::<K>).post(templates::save::<K>),
        )
        .route(
            &format!("/v1/{k}/templates/{{template_id}}"),
            delete(templates::remove::<K>),
        )
        .route(
            &format!("/v1/{k}/templates/{{template_id}}/document"),
            get(templates::document::<K>),
        )
        .route(
            &format!("/v1/{k}/document/history/{{id}}/{{version}}"),
            get(handlers::history::<K>),
        )
        .route(
            &format!("/v1/{k}/{{id}}/document"),
            get(handlers::document::<K>),
        )
        .route(
            &format!("/v1/{k}/{{id}}/clone/document"),
            get(handlers::clone_document::<K>),
        )
        .route(
            &format!("/v1/{k}/{{id}}/export"),
            get(handlers::export::<K>),
        )
        // One pattern, two meanings: DELETE /v1/t01/{id}, and POST /v1/t01/{action} for an
        // action on a document that does not exist yet (e.g. `store`, `validate`).
        .route(
            &format!("/v1/{k}/{{id}}"),
            delete(handlers::delete::<K>).post(handlers::act_new::<K>),
        )
        .route(
            &format!("/v1/{k}/{{id}}/{{action}}"),
            post(handlers::act::<K>),
        )
        .merge(K::more_routes())
}

/// The routes of every kind of the registry ([`vama_rules::for_each_kind!`]).
macro_rules! registry_routes {
    ($($kind:ty),* $(,)?) => {
        fn registry_routes() -> Router<AppState> {
            Router::new()$(.merge(kind_routes::<$kind>()))*
        }
    };
}
vama_rules::for_each_kind!(registry_routes);

/// Every kind this server serves: the registry's, each with its own routes.
pub fn routes() -> Router<AppState> {
    registry_routes()
}

/// The OpenAPI description of every kind's routes, from the registry.
pub fn describe(api: &mut utoipa::openapi::OpenApi) {
    macro_rules! describe_registry {
        ($($kind:ty),* $(,)?) => {
            $(describe_served::<$kind>(api);)*
        };
    }
    vama_rules::for_each_kind!(describe_registry);
}

/// Every kind's list columns as the web app's list screens read them (`x-vama-lists` of the
/// OpenAPI document, generated into `web/src/generated/kinds.gen.ts`): the kind's name → its
/// columns, in order, with their headers, filters and whether the list sorts by them. The web
/// app writes no column of its own.
pub fn lists() -> serde_json::Value {
    let mut lists = serde_json::Map::new();
    macro_rules! each {
        ($($kind:ty),* $(,)?) => {
            $(lists.insert(
                <$kind as Kind>::NAME.to_owned(),
                list_columns::published(<$kind as ServedKind>::list_columns()),
            );)*
        };
    }
    vama_rules::for_each_kind!(each);
    lists.into()
}

/// The routes [`kind_routes`] serves for `K`, described, with its own.
fn describe_served<K: ServedKind>(api: &mut utoipa::openapi::OpenApi) {
    openapi::describe_kind::<<K as Kind>::Doc>(
        api,
        K::NAME,
        &K::title(),
        K::EXPORT_FORMATS,
        K::IMPORT_XML_SCHEMA,
    );
    openapi::apply_limits(api, K::NAME, &<K as vama_rules::Kind>::limits());
    openapi::describe_list(api, K::NAME, K::list_columns());
    K::describe_more(api);
    openapi::describe_attachments(api, K::NAME);
    openapi::describe_export_list(api, K::NAME, K::EXPORT_LIST_NAME);
    openapi::describe_templates(api, K::NAME);
}
