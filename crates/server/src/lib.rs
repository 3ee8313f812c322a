//! Vama's server: a thin `main` and this library, which builds the router so that tests drive
//! the same app in process or over a loopback port.

pub mod atr;
pub mod auth;
pub mod authorisation;
pub mod catalogs;
pub mod catalogs_import;
pub mod config;
pub mod demo;
pub mod documents;
pub mod error;
pub mod guarantee;
pub mod identity;
pub mod json;
pub mod movement;
pub mod openapi;
pub mod serve;
pub mod shape;
pub mod startup;
pub mod state;
pub mod texts;
pub mod web;

use axum::{
    extract::DefaultBodyLimit,
    http::{header, HeaderValue},
    middleware, Router,
};
use tower_http::{
    catch_panic::CatchPanicLayer,
    compression::{CompressionLayer, CompressionLevel},
    set_header::SetResponseHeaderLayer,
};
use utoipa_swagger_ui::SwaggerUi;

use crate::{error::ApiError, state::AppState};

/// The whole application: API, OpenAPI document and docs page, and the web app.
pub fn app(state: AppState) -> Router {
    let api = openapi::document();
    let web = web::router(&state.config.web_dir);
    let limit = state.config.max_body_bytes;
    let request_timeout = state.config.request_timeout_secs;
    Router::new()
        .merge(openapi::routes())
        .merge(documents::routes())
        // The injectable clock of the end-to-end tests (refused unless VAMA_TEST_CLOCK=true).
        .route(
            "/v1/test/clock",
            axum::routing::post(movement::scheduler::advance_clock),
        )
        .merge(atr::routes())
        .merge(SwaggerUi::new("/v1/docs").url("/v1/openapi.json", api))
        .route(
            "/v1/{*rest}",
            axum::routing::any(|| async { ApiError::not_found("No such API path") }),
        )
        .layer(middleware::from_fn_with_state(
            state.clone(),
            auth::require_session,
        ))
        .with_state(state)
        .merge(web)
        // One stack, applied once to every route (each `Router::layer` wraps every route again,
        // and a request then pays for each wrapping); the first layer is the outermost.
        .layer(
            tower::ServiceBuilder::new()
                .layer(CatchPanicLayer::custom(|_| {
                    axum::response::IntoResponse::into_response(ApiError::internal(
                        "a handler panicked",
                    ))
                }))
                .layer(SetResponseHeaderLayer::if_not_present(
                    header::REFERRER_POLICY,
                    HeaderValue::from_static("same-origin"),
                ))
                .layer(SetResponseHeaderLayer::if_not_present(
                    header::X_FRAME_OPTIONS,
                    HeaderValue::from_static("DENY"),
                ))
                .layer(SetResponseHeaderLayer::if_not_present(
                    header::X_CONTENT_TYPE_OPTIONS,
                    HeaderValue::from_static("nosniff"),
                ))
                // zstd where the browser takes it (all current ones do), else gzip; the fastest
                // level of each: a declaration of 10,000 items is ~12 MB of JSON, and gzip's
                // default level took ~250 ms of the server's CPU per GET (zstd 1 takes a tenth
                // of that, smaller than gzip 6)
                .layer(CompressionLayer::new().quality(CompressionLevel::Fastest))
                // A request (its body read, its work done) ends within
                // VAMA_REQUEST_TIMEOUT_SECONDS.
                .layer(tower_http::timeout::TimeoutLayer::with_status_code(
                    axum::http::StatusCode::REQUEST_TIMEOUT,
                    std::time::Duration::from_secs(request_timeout),
                ))
                .layer(DefaultBodyLimit::max(limit)),
        )
}
