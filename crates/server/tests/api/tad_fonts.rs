//! GET /v1/t01/tad-fonts/{face}: the fonts the TAD embeds, for the browser's business continuity
//! print (issue 4): signed-in users only, the same bytes the server prints with, cached.

use reqwest::StatusCode;

use crate::support::TestApp;

#[tokio::test]
async fn a_signed_in_user_gets_both_tad_fonts_and_nothing_else() {
    let app = TestApp::spawn().await;
    let trader = app.login("trader").await;
    for (face, file) in [
        ("regular", "DejaVuSans.ttf"),
        ("bold", "DejaVuSans-Bold.ttf"),
    ] {
        let res = trader.get(&format!("/v1/t01/tad-fonts/{face}")).await;
        assert_eq!(res.status(), StatusCode::OK, "{face}");
        assert_eq!(res.headers()["content-type"], "font/ttf");
        let cache = res.headers()["cache-control"].to_str().unwrap().to_owned();
        assert!(cache.contains("immutable"), "{cache}");
        let expected = std::fs::read(app.state.config.font_dir.join(file)).expect("the font");
        assert_eq!(
            res.bytes().await.unwrap().as_ref(),
            expected.as_slice(),
            "{face}"
        );
    }
    let other = trader.get("/v1/t01/tad-fonts/italic").await;
    assert_eq!(other.status(), StatusCode::NOT_FOUND);
    let anonymous = app
        .anonymous()
        .get(format!("{}/v1/t01/tad-fonts/regular", app.base))
        .send()
        .await
        .unwrap();
    assert_eq!(anonymous.status(), StatusCode::UNAUTHORIZED);
}
