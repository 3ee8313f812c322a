//! Serves the built web app. Paths that are not files get `index.html`, so the app's own
//! routes (`/transits/t01/view/…`) work on reload.

use std::path::Path;

use axum::{
    http::{header, HeaderValue, Response, StatusCode},
    response::{Html, IntoResponse},
    Router,
};
use tower_http::{
    services::{ServeDir, ServeFile},
    set_header::SetResponseHeaderLayer,
};

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
    // `assets/` holds the build's content-hashed files: a browser keeps them for good and does
    // not ask again (a new build has new names). Everything else (index.html, rules.wasm) is
    // checked with the server on each use.
    let assets = Router::new()
        .nest_service("/assets", ServeDir::new(web_dir.join("assets")))
        .layer(SetResponseHeaderLayer::overriding(
            header::CACHE_CONTROL,
            |response: &Response<_>| {
                response
                    .status()
                    .is_success()
                    .then(|| HeaderValue::from_static("public, max-age=31536000, immutable"))
            },
        ));
    let app = Router::new()
        .fallback_service(ServeDir::new(web_dir).fallback(ServeFile::new(index)))
        .layer(SetResponseHeaderLayer::if_not_present(
            header::CACHE_CONTROL,
            HeaderValue::from_static("no-cache"),
        ));
    assets.merge(app)
}

#[cfg(test)]
mod tests {
    use axum::{body::Body, http::Request};
    use tower::ServiceExt;

    use super::*;

    async fn get(app: &Router, path: &str) -> (StatusCode, Option<String>) {
        let response = app
            .clone()
            .oneshot(Request::get(path).body(Body::empty()).unwrap())
            .await
            .unwrap();
        let cache = response
            .headers()
            .get(header::CACHE_CONTROL)
            .map(|v| v.to_str().unwrap().to_owned());
        (response.status(), cache)
    }

    #[tokio::test]
    async fn hashed_assets_are_cached_for_good_and_the_rest_is_checked_on_each_use() {
        let dir = std::env::temp_dir().join(format!("vama-web-{}", std::process::id()));
        std::fs::create_dir_all(dir.join("assets")).unwrap();
        std::fs::write(dir.join("index.html"), "<!doctype html>").unwrap();
        std::fs::write(dir.join("rules.wasm"), [0u8, 97, 115, 109]).unwrap();
        std::fs::write(dir.join("assets/index-abc123.js"), "export {}").unwrap();
        let app = router(&dir);
        let immutable = Some("public, max-age=31536000, immutable".to_owned());
        let no_cache = Some("no-cache".to_owned());
        assert_eq!(
            get(&app, "/assets/index-abc123.js").await,
            (StatusCode::OK, immutable)
        );
        assert_eq!(get(&app, "/assets/gone-1.js").await.1, None);
        assert_eq!(
            get(&app, "/transits/t01/view/x").await,
            (StatusCode::OK, no_cache.clone())
        );
        assert_eq!(get(&app, "/rules.wasm").await, (StatusCode::OK, no_cache));
        std::fs::remove_dir_all(&dir).unwrap();
    }
}
