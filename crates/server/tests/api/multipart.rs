//! Files sent as `multipart/form-data` forms, as browsers' forms and `curl -F` send them:
//! accepted by the import and the attachments beside the raw body (issue 14).

use reqwest::StatusCode;
use serde_json::{json, Value};
use vama_server::documents::attachments::{MAX_FILE_BYTES, TOO_LARGE};

use crate::{
    documents::stored_by_trader,
    import_xml,
    import_xml::count,
    support::{Backend, TestApp, User},
};

const BOUNDARY: &str = "------------------------vama0123456789";
const PNG: &[u8] =
    b"\x89PNG\r\n\x1a\n\0\0\0\rIHDR\0\0\0\x01\0\0\0\x01\x08\x06\0\0\0\x1f\x15\xc4\x89";

/// One part of a form: field name, file name, content type, bytes.
type Part<'a> = (&'a str, Option<&'a str>, Option<&'a str>, &'a [u8]);

/// A `multipart/form-data` body as `curl -F` writes it.
fn form(parts: &[Part<'_>]) -> Vec<u8> {
    let mut body = Vec::new();
    for (field, file, content_type, bytes) in parts {
        body.extend_from_slice(format!("--{BOUNDARY}\r\n").as_bytes());
        let mut disposition = format!("Content-Disposition: form-data; name=\"{field}\"");
        if let Some(file) = file {
            disposition.push_str(&format!("; filename=\"{file}\""));
        }
        body.extend_from_slice(format!("{disposition}\r\n").as_bytes());
        if let Some(ct) = content_type {
            body.extend_from_slice(format!("Content-Type: {ct}\r\n").as_bytes());
        }
        body.extend_from_slice(b"\r\n");
        body.extend_from_slice(bytes);
        body.extend_from_slice(b"\r\n");
    }
    body.extend_from_slice(format!("--{BOUNDARY}--\r\n").as_bytes());
    body
}

async fn post_form(user: &User, path: &str, parts: &[Part<'_>]) -> (StatusCode, Value) {
    let res = user
        .client
        .post(user.url(path))
        .header("X-CSRF-Token", &user.csrf)
        .header(
            "Content-Type",
            format!("multipart/form-data; boundary={BOUNDARY}"),
        )
        .body(form(parts))
        .send()
        .await
        .unwrap();
    let status = res.status();
    let text = res.text().await.unwrap();
    (
        status,
        serde_json::from_str(&text).unwrap_or(Value::String(text)),
    )
}

async fn a_file_uploaded_as_a_multipart_form_imports(backend: Backend) {
    let Some(app) = TestApp::spawn_on(backend, |c| c.ncts_xsd_dir = None).await else {
        return;
    };
    let (trader, id) = stored_by_trader(&app).await;
    let mut file: Value = trader
        .get(&format!("/v1/t01/{id}/export"))
        .await
        .json()
        .await
        .unwrap();

    // Our JSON, as a browser's form sends a .json file.
    file["lrn"] = json!("FORM-JSON");
    let json = serde_json::to_vec(&file).unwrap();
    let (status, result) = post_form(
        &trader,
        "/v1/t01/import",
        &[("file", Some("t01.json"), Some("application/json"), &json)],
    )
    .await;
    assert_eq!(status, StatusCode::OK, "{result}");
    let doc = trader
        .get_json(&format!(
            "/v1/t01/{}/document",
            result["id"].as_str().unwrap()
        ))
        .await;
    assert_eq!(doc["lrn"], "FORM-JSON");

    // A real IE015 in a part without a type, beside a field that is not a file: told by
    // its content.
    if let Some(xml) = import_xml::valid_sample() {
        let xml = import_xml::with_lrn(&xml, "FORM-XML");
        let (status, result) = post_form(
            &trader,
            "/v1/t01/import",
            &[
                ("comment", None, None, b"a field that is not a file"),
                ("file", Some("ie015.xml"), None, xml.as_bytes()),
            ],
        )
        .await;
        assert_eq!(status, StatusCode::OK, "{result}");
        let doc = trader
            .get_json(&format!(
                "/v1/t01/{}/document",
                result["id"].as_str().unwrap()
            ))
            .await;
        assert_eq!(doc["lrn"], "FORM-XML");
    }

    // No file, two files, a broken form: 400 and nothing stored.
    let before = count(&trader).await;
    for parts in [
        vec![],
        vec![
            (
                "a",
                Some("a.json"),
                Some("application/json"),
                json.as_slice(),
            ),
            (
                "b",
                Some("b.json"),
                Some("application/json"),
                json.as_slice(),
            ),
        ],
    ] {
        let (status, result) = post_form(&trader, "/v1/t01/import", &parts).await;
        assert_eq!(status, StatusCode::BAD_REQUEST, "{result}");
        assert!(
            result["message"].as_str().unwrap().contains("one file"),
            "{result}"
        );
    }
    let res = trader
        .client
        .post(trader.url("/v1/t01/import"))
        .header("X-CSRF-Token", &trader.csrf)
        .header("Content-Type", "multipart/form-data")
        .body("no boundary")
        .send()
        .await
        .unwrap();
    assert_eq!(res.status(), StatusCode::BAD_REQUEST);
    // A part of another type is refused as the raw body of that type is.
    let (status, result) = post_form(
        &trader,
        "/v1/t01/import",
        &[("file", Some("x.png"), Some("image/png"), PNG)],
    )
    .await;
    assert_eq!(status, StatusCode::UNSUPPORTED_MEDIA_TYPE, "{result}");
    assert_eq!(count(&trader).await, before);
}

#[tokio::test]
async fn sqlite_a_file_uploaded_as_a_multipart_form_imports() {
    a_file_uploaded_as_a_multipart_form_imports(Backend::Sqlite).await;
}

#[tokio::test]
async fn postgres_a_file_uploaded_as_a_multipart_form_imports() {
    a_file_uploaded_as_a_multipart_form_imports(Backend::Postgres).await;
}

async fn a_file_uploaded_as_a_multipart_form_is_attached_under_its_name(backend: Backend) {
    let Some(app) = TestApp::spawn_on(backend, |_| {}).await else {
        return;
    };
    let (trader, id) = stored_by_trader(&app).await;
    let path = format!("/v1/t01/{id}/attachments");
    let (status, body) = post_form(
        &trader,
        &path,
        &[("file", Some("scan.png"), Some("image/png"), PNG)],
    )
    .await;
    assert_eq!(status, StatusCode::CREATED, "{body}");
    assert_eq!(body["fileName"], "scan.png");
    let listed = trader.get_json(&path).await;
    assert_eq!(listed[0]["fileName"], "scan.png");
    let res = trader
        .get(&format!("{path}/{}", body["id"].as_str().unwrap()))
        .await;
    assert_eq!(res.bytes().await.unwrap().as_ref(), PNG);

    // The largest file fits in a form; one byte more gets the size message.
    let mut largest = PNG.to_vec();
    largest.resize(MAX_FILE_BYTES, 0);
    let (status, body) = post_form(
        &trader,
        &path,
        &[("file", Some("big.png"), Some("image/png"), &largest)],
    )
    .await;
    assert_eq!(status, StatusCode::CREATED, "{body}");
    largest.push(0);
    let (status, body) = post_form(
        &trader,
        &path,
        &[("file", Some("bigger.png"), Some("image/png"), &largest)],
    )
    .await;
    assert_eq!(status, StatusCode::UNPROCESSABLE_ENTITY, "{body}");
    assert_eq!(body["message"], TOO_LARGE);
    assert_eq!(trader.get_json(&path).await.as_array().unwrap().len(), 2);
}

#[tokio::test]
async fn sqlite_a_file_uploaded_as_a_multipart_form_is_attached_under_its_name() {
    a_file_uploaded_as_a_multipart_form_is_attached_under_its_name(Backend::Sqlite).await;
}

#[tokio::test]
async fn postgres_a_file_uploaded_as_a_multipart_form_is_attached_under_its_name() {
    a_file_uploaded_as_a_multipart_form_is_attached_under_its_name(Backend::Postgres).await;
}

/// The OpenAPI document offers both ways to send a file, for the import and the attachments.
#[test]
fn the_openapi_document_describes_the_raw_body_and_the_multipart_form() {
    let api = vama_server::openapi::document();
    let api = serde_json::to_value(&api).unwrap();
    let content = |path: &str| api["paths"][path]["post"]["requestBody"]["content"].clone();
    for path in ["/v1/t01/import", "/v1/t01/{id}/attachments"] {
        let content = content(path);
        assert!(
            content.get("multipart/form-data").is_some(),
            "{path}: {content}"
        );
    }
    assert!(content("/v1/t01/import").get("application/xml").is_some());
    assert!(content("/v1/t01/{id}/attachments")
        .get("application/octet-stream")
        .is_some());
}
