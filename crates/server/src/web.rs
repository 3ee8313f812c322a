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

/// The web app's Content-Security-Policy: scripts, workers and connections only from this
/// server (the rule engine and the TAD are WebAssembly: `'wasm-unsafe-eval'` lets them
/// compile, nothing lets a string run as script), no inline script, no plug-ins, never in a
/// frame. Styles may be inline (the component library sets style attributes); images and
/// fonts may be data URLs; the printed TAD is shown from a `blob:` URL.
pub const CONTENT_SECURITY_POLICY: &str =
    "default-src 'self'; script-src 'self' 'wasm-unsafe-eval'; \
     style-src 'self' 'unsafe-inline'; img-src 'self' data: blob:; font-src 'self' data:; \
     connect-src 'self'; worker-src 'self' blob:; frame-src 'self' blob:; object-src 'none'; \
     base-uri 'self'; form-action 'self'; frame-ancestors 'none'";

pub fn router(web_dir: &Path) -> Router {
    with_policy(pages(web_dir))
}

fn with_policy(router: Router) -> Router {
    router.layer(SetResponseHeaderLayer::if_not_present(
        header::CONTENT_SECURITY_POLICY,
        HeaderValue::from_static(CONTENT_SECURITY_POLICY),
    ))
}

fn pages(web_dir: &Path) -> Router {
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

    #[tokio::test]
    async fn every_page_carries_the_content_security_policy() {
        let dir = std::env::temp_dir().join(format!("vama-web-csp-{}", std::process::id()));
        std::fs::create_dir_all(dir.join("assets")).unwrap();
        std::fs::write(dir.join("index.html"), "<!doctype html>").unwrap();
        let app = router(&dir);
        for path in ["/", "/transits/t01", "/guarantees/g01/view/x"] {
            let response = app
                .clone()
                .oneshot(Request::get(path).body(Body::empty()).unwrap())
                .await
                .unwrap();
            let csp = response.headers()[header::CONTENT_SECURITY_POLICY]
                .to_str()
                .unwrap()
                .to_owned();
            assert!(
                csp.contains("script-src 'self' 'wasm-unsafe-eval';"),
                "{csp}"
            );
            assert!(csp.contains("frame-ancestors 'none'"), "{csp}");
            let scripts = csp
                .split(';')
                .find(|d| d.trim().starts_with("script-src"))
                .unwrap();
            assert!(
                !scripts.contains("unsafe-inline"),
                "no inline script: {csp}"
            );
        }
        std::fs::remove_dir_all(&dir).unwrap();
    }
}
