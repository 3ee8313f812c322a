//! Serves the built web app. Paths that are not files get `index.html`, so the app's own
//! routes (`/transits/t01/view/…`) work on reload.

use std::path::Path;

use axum::{
    http::{header, StatusCode},
    response::{Html, IntoResponse},
    Router,
};
use tower_http::services::{ServeDir, ServeFile};

pub fn router(web_dir: &Path) -> Router {
    let index = web_dir.join("index.html");
    if !index.exists() {
        tracing::warn!(dir = %web_dir.display(), "the web app is not built; run `make run`");
        return Router::new().fallback(|| async {
            (
                StatusCode::SERVICE_UNAVAILABLE,
                [(header::CACHE_CONTROL, "no-store")],
                Html("<!doctype html><html lang=\"en\"><title>Vama</title><main><h1>Vama</h1><p>The web app is not built. Run <code>make run</code>.</p></main></html>"),
            )
                .into_response()
        });
    }
    Router::new().fallback_service(ServeDir::new(web_dir).fallback(ServeFile::new(index)))
}
