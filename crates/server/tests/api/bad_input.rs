//! A battery of bad requests: every one answers a 4xx in the app's error format; none a 5xx.

use reqwest::{Method, StatusCode};
use serde_json::Value;

use crate::{documents::stored_by_trader, support::TestApp};

#[tokio::test]
async fn no_bad_request_gets_a_5xx_and_each_says_what_is_wrong() {
    let app = TestApp::spawn_on(crate::support::Backend::Sqlite, |c| {
        c.max_body_bytes = 1024 * 1024
    })
    .await
    .unwrap();
    let (trader, id) = stored_by_trader(&app).await;
    let big = format!("{{\"lrn\":\"{}\"}}", "x".repeat(2 * 1024 * 1024));
    let cases: Vec<(Method, String, Option<&str>, String, StatusCode)> = vec![
        (Method::POST, "/v1/t01/store".into(), Some("application/json"), "{not json".into(), StatusCode::BAD_REQUEST),
        (Method::POST, "/v1/t01/store".into(), Some("application/json"), "[]".into(), StatusCode::BAD_REQUEST),
        (Method::POST, "/v1/t01/store".into(), Some("application/json"), r#"{"operationsNumber":"many"}"#.into(), StatusCode::BAD_REQUEST),
        (Method::POST, "/v1/t01/store".into(), Some("application/json"), r#"{"noSuchField":1}"#.into(), StatusCode::BAD_REQUEST),
        (Method::POST, "/v1/t01/store".into(), Some("application/json"), r#"{"declarationType":{"code":"T1","bogus":true}}"#.into(), StatusCode::BAD_REQUEST),
        (Method::POST, "/v1/t01/store".into(), Some("text/plain"), "{}".into(), StatusCode::UNSUPPORTED_MEDIA_TYPE),
        (Method::POST, "/v1/t01/store".into(), Some("application/json"), big, StatusCode::PAYLOAD_TOO_LARGE),
        (Method::POST, "/v1/t01/import".into(), Some("application/json"), "".into(), StatusCode::BAD_REQUEST),
        (Method::POST, "/v1/t01/no-such-action".into(), Some("application/json"), "{}".into(), StatusCode::NOT_FOUND),
        (Method::POST, format!("/v1/t01/{id}/store"), Some("application/json"), "{}".into(), StatusCode::BAD_REQUEST),
        (Method::POST, format!("/v1/t01/{id}/store"), Some("application/json"), r#"{"version":"one"}"#.into(), StatusCode::BAD_REQUEST),
        (Method::POST, format!("/v1/t01/{id}/store"), Some("application/json"), r#"{"version":99}"#.into(), StatusCode::CONFLICT),
        (Method::POST, format!("/v1/t01/{id}/export"), Some("application/json"), "{}".into(), StatusCode::METHOD_NOT_ALLOWED),
        (Method::GET, "/v1/t01/00000000-0000-0000-0000-000000000000/document".into(), None, String::new(), StatusCode::NOT_FOUND),
        (Method::GET, "/v1/t01/not-a-uuid/document".into(), None, String::new(), StatusCode::NOT_FOUND),
        (Method::GET, format!("/v1/t01/document/history/{id}/x"), None, String::new(), StatusCode::BAD_REQUEST),
        (Method::GET, format!("/v1/t01/document/history/{id}/-1"), None, String::new(), StatusCode::NOT_FOUND),
        (Method::DELETE, "/v1/t01/00000000-0000-0000-0000-000000000000".into(), None, String::new(), StatusCode::NOT_FOUND),
        (Method::GET, "/v1/t01/search?q=%7Bnope".into(), None, String::new(), StatusCode::BAD_REQUEST),
        (Method::GET, "/v1/t01/search?q=%7B%22criteria%22%3A%5B%7B%22fieldName%22%3A%22x%22%2C%22operation%22%3A%22EQ%22%2C%22values%22%3A%5B%22a%22%5D%7D%5D%7D".into(), None, String::new(), StatusCode::BAD_REQUEST),
        (Method::GET, "/v1/t01/search?q=%7B%22page%22%3A%7B%22size%22%3A100000%7D%7D".into(), None, String::new(), StatusCode::BAD_REQUEST),
        (Method::GET, "/v1/t01/search?q=%7B%22page%22%3A%7B%22after%22%3A%22garbage%22%7D%7D".into(), None, String::new(), StatusCode::BAD_REQUEST),
        (Method::POST, "/v1/catalogs/no-such-catalog/search".into(), Some("application/json"), "{}".into(), StatusCode::BAD_REQUEST),
        (Method::POST, "/v1/catalogs/country/search".into(), Some("application/json"), r#"{"criteria":[{"fieldName":"nope","operation":"EQ","dataType":"TEXT","values":["x"]}]}"#.into(), StatusCode::BAD_REQUEST),
        (Method::POST, "/v1/catalogs/country/search".into(), Some("application/json"), r#"{"criteria":[{"fieldName":"code","operation":"LIKE","dataType":"TEXT","values":["x"]}]}"#.into(), StatusCode::BAD_REQUEST),
        (Method::GET, "/v1/code/no-such-catalog/XX/check-code".into(), None, String::new(), StatusCode::BAD_REQUEST),
        (Method::POST, "/v1/auth/login".into(), Some("application/json"), r#"{"username":1}"#.into(), StatusCode::BAD_REQUEST),
    ];
    for (method, path, content_type, body, expected) in cases {
        let mut req = trader
            .client
            .request(method.clone(), trader.url(&path))
            .header("X-CSRF-Token", &trader.csrf);
        if let Some(ct) = content_type {
            req = req.header("Content-Type", ct).body(body);
        }
        let res = req.send().await.unwrap();
        let status = res.status();
        let text = res.text().await.unwrap();
        assert_eq!(status, expected, "{method} {path}: {text}");
        if status != StatusCode::METHOD_NOT_ALLOWED {
            let err: Value = serde_json::from_str(&text)
                .unwrap_or_else(|_| panic!("{method} {path}: not JSON: {text}"));
            assert!(
                err["error"].is_string() && !err["message"].as_str().unwrap_or("").is_empty(),
                "{method} {path}: {text}"
            );
        }
    }
}

#[tokio::test]
async fn a_wrong_type_names_the_field() {
    let app = TestApp::spawn().await;
    let trader = app.login("trader").await;
    let res = trader
        .client
        .post(trader.url("/v1/t01/store"))
        .header("X-CSRF-Token", &trader.csrf)
        .header("Content-Type", "application/json")
        .body(r#"{"operationsNumber":"many"}"#)
        .send()
        .await
        .unwrap();
    let body: Value = res.json().await.unwrap();
    assert!(
        body["message"]
            .as_str()
            .unwrap()
            .contains("operationsNumber"),
        "{body}"
    );
}

/// Issue 18: an imported file of the wrong shape is told by key with its place as a JSON
/// Pointer (which the app names by the form's labels), what is expected there and what the
/// file has; never the list of every field name that would fit.
#[tokio::test]
async fn an_imported_file_of_the_wrong_shape_names_the_place_and_the_problem_by_key() {
    let app = TestApp::spawn().await;
    let trader = app.login("trader").await;
    let count = |list: Value| list["items"].as_array().map_or(0, Vec::len);
    let before = count(trader.get_json("/v1/t01/search").await);
    let import = |body: &'static str| trader.post_raw("/v1/t01/import", "application/json", body);
    let res = import(r#"{"houseConsignments":[{"houseItems":[{},{"grossMass":"heavy"}]}]}"#).await;
    assert_eq!(res.status(), StatusCode::BAD_REQUEST);
    let body: Value = res.json().await.unwrap();
    assert_eq!(body["text"]["key"], "file-does-not-fit", "{body}");
    assert_eq!(body["text"]["params"]["context"], "document", "{body}");
    let v = &body["violations"][0];
    assert_eq!(
        v["path"], "/houseConsignments/0/houseItems/1/grossMass",
        "{body}"
    );
    assert_eq!(v["text"]["key"], "file-shape", "{body}");
    assert_eq!(v["text"]["params"]["context"], "decimal", "{body}");
    assert_eq!(v["text"]["params"]["found"], "\"heavy\"", "{body}");

    let res = import(r#"{"houseConsignments":[{"grossMas":1}]}"#).await;
    assert_eq!(res.status(), StatusCode::BAD_REQUEST);
    let body: Value = res.json().await.unwrap();
    let v = &body["violations"][0];
    assert_eq!(v["path"], "/houseConsignments/0/grossMas", "{body}");
    assert_eq!(v["text"]["params"]["context"], "unknown-field", "{body}");
    assert_eq!(v["text"]["params"]["name"], "grossMas", "{body}");
    let message = body["message"].as_str().unwrap();
    assert!(!message.contains("expected one of"), "{message}");
    assert!(!message.contains("houseItems"), "{message}");
    // nothing was stored
    assert_eq!(count(trader.get_json("/v1/t01/search").await), before);
}

/// Issue 14: connections that open and send nothing (or trickle a header) are closed after the
/// header-read timeout, and beyond `VAMA_MAX_CONNECTIONS` new ones wait their turn: a flood of
/// half-open connections does not lock other users out.
#[tokio::test]
async fn a_half_open_flood_is_closed_and_does_not_lock_out_other_users() {
    use tokio::io::{AsyncReadExt, AsyncWriteExt};
    let app = crate::support::TestApp::spawn_on(crate::support::Backend::Sqlite, |c| {
        c.max_connections = 20;
        c.header_timeout_secs = 1;
    })
    .await
    .unwrap();
    let addr = app.base.trim_start_matches("http://").to_owned();
    let mut flood = Vec::new();
    for i in 0..60 {
        let mut s = tokio::net::TcpStream::connect(&addr).await.unwrap();
        if i % 2 == 0 {
            // half a request line, never finished
            s.write_all(b"GET /v1/me HT").await.unwrap();
        }
        flood.push(s);
    }
    let started = std::time::Instant::now();
    let res = app
        .anonymous()
        .get(format!("{}/v1/openapi.json", app.base))
        .send()
        .await
        .unwrap();
    assert_eq!(res.status(), reqwest::StatusCode::OK);
    assert!(
        started.elapsed() < std::time::Duration::from_secs(10),
        "{:?}",
        started.elapsed()
    );
    // Every flooding connection was closed by the server.
    for mut s in flood {
        let mut buf = [0u8; 256];
        let read = tokio::time::timeout(std::time::Duration::from_secs(10), s.read(&mut buf))
            .await
            .expect("closed within the timeout");
        // EOF, a reset, or hyper's 408 just before closing.
        if let Ok(n) = read {
            assert!(n == 0 || buf.starts_with(b"HTTP/1.1 408"), "{n}");
        }
    }
}

/// Issue 14: a request whose body never finishes arriving is answered 408 after
/// `VAMA_REQUEST_TIMEOUT_SECONDS`, not held open.
#[tokio::test]
async fn a_body_that_never_finishes_is_answered_408_after_the_request_timeout() {
    use tokio::io::{AsyncReadExt, AsyncWriteExt};
    let app = crate::support::TestApp::spawn_on(crate::support::Backend::Sqlite, |c| {
        c.request_timeout_secs = 1;
    })
    .await
    .unwrap();
    let addr = app.base.trim_start_matches("http://").to_owned();
    let mut s = tokio::net::TcpStream::connect(&addr).await.unwrap();
    s.write_all(
        b"POST /v1/auth/login HTTP/1.1\r\nHost: x\r\nContent-Type: application/json\r\nContent-Length: 100\r\n\r\n{\"user",
    )
    .await
    .unwrap();
    let mut answer = Vec::new();
    tokio::time::timeout(
        std::time::Duration::from_secs(10),
        s.read_to_end(&mut answer),
    )
    .await
    .expect("answered within the timeout")
    .ok();
    assert!(
        answer.starts_with(b"HTTP/1.1 408"),
        "{}",
        String::from_utf8_lossy(&answer)
    );
}

/// Issue 14: a NUL character in any text (a name in a document, a search value, a path id, the
/// user name at sign-in) is refused with 400 naming where, on both stores, before the database.
async fn nul_in_text_is_refused_naming_where(backend: crate::support::Backend) {
    let Some(app) = crate::support::TestApp::spawn_on(backend, |_| {}).await else {
        return;
    };
    let anonymous = app
        .anonymous()
        .post(format!("{}/v1/auth/login", app.base))
        .json(&serde_json::json!({"username": "tra\u{0}der", "password": "x"}))
        .send()
        .await
        .unwrap();
    assert_eq!(anonymous.status(), reqwest::StatusCode::BAD_REQUEST);
    let body: serde_json::Value = anonymous.json().await.unwrap();
    assert_eq!(body["error"], "nul-character");
    assert!(
        body["message"].as_str().unwrap().contains("/username"),
        "{body}"
    );

    let trader = app.login("trader").await;
    let mut doc = trader.get_json("/v1/t01/info").await;
    doc["applicant"]["name"] = serde_json::json!("Demo\u{0}Trader");
    let res = trader.post("/v1/t01/store", &doc).await;
    assert_eq!(res.status(), reqwest::StatusCode::BAD_REQUEST);
    let body: serde_json::Value = res.json().await.unwrap();
    assert!(
        body["message"]
            .as_str()
            .unwrap()
            .contains("/applicant/name"),
        "{body}"
    );

    let q = serde_json::json!({"criteria": [{"fieldName": "lrn", "operation": "EQ", "values": ["A\u{0}"]}]});
    let encoded =
        percent_encoding::utf8_percent_encode(&q.to_string(), percent_encoding::NON_ALPHANUMERIC)
            .to_string();
    for path in [
        format!("/v1/t01/search?q={encoded}"),
        "/v1/t01/abc%00def/document".to_owned(),
        "/v1/t01/search?q=%00".to_owned(),
    ] {
        let res = trader.get(&path).await;
        assert_eq!(res.status(), reqwest::StatusCode::BAD_REQUEST, "{path}");
        let body: serde_json::Value = res.json().await.unwrap();
        assert!(
            body["message"].as_str().unwrap().contains("NUL character"),
            "{path}: {body}"
        );
    }
    let list = trader.get_json("/v1/t01/search").await;
    assert_eq!(
        list["items"].as_array().unwrap().len(),
        0,
        "nothing was stored"
    );
}

#[tokio::test]
async fn a_nul_character_in_text_is_refused_400_sqlite() {
    nul_in_text_is_refused_naming_where(crate::support::Backend::Sqlite).await;
}

#[tokio::test]
async fn a_nul_character_in_text_is_refused_400_postgres() {
    nul_in_text_is_refused_naming_where(crate::support::Backend::Postgres).await;
}

/// Issue 18: an authorisation application reads its common part and its form's part from one
/// object; a value of the wrong type in either is refused at its own place (not at the
/// document's root), and a body that is not JSON is told by key with where reading stopped.
#[tokio::test]
async fn an_application_of_the_wrong_shape_names_the_place_inside_its_part() {
    let app = TestApp::spawn().await;
    let trader = app.login("trader").await;
    let refusal = |body: &'static str| {
        let trader = &trader;
        async move {
            let res = trader
                .post_raw("/v1/sse/store", "application/json", body)
                .await;
            assert_eq!(res.status(), StatusCode::BAD_REQUEST);
            res.json::<Value>().await.unwrap()
        }
    };
    let body = refusal(r#"{"sealsType": 5}"#).await;
    assert_eq!(body["violations"][0]["path"], "/sealsType", "{body}");
    assert_eq!(body["violations"][0]["text"]["params"]["context"], "text");
    let body = refusal(r#"{"applicant": {"name": ["Demo"]}}"#).await;
    assert_eq!(body["violations"][0]["path"], "/applicant/name", "{body}");
    assert_eq!(body["violations"][0]["text"]["params"]["found"], "[…]");

    let body = refusal("{\n \"sealsType\": tru").await;
    assert_eq!(body["text"]["key"], "not-json", "{body}");
    assert_eq!(body["text"]["params"]["line"], "2", "{body}");
    // an action's form read by the app's own extractor says the same
    let res = trader
        .post_raw("/v1/t01/templates", "application/json", "{\"name\": ")
        .await;
    assert_eq!(res.status(), StatusCode::BAD_REQUEST);
    let body: Value = res.json().await.unwrap();
    assert_eq!(body["text"]["key"], "not-json", "{body}");
}
