//! Attachments of a document (`/v1/{kind}/{id}/attachments`), on the t01 kind: the rules of
//! guarantee.md ("PDF, PNG, JPEG, BMP only; max 4000 kilobytes each; max 10 files") and the
//! access of the document.

use reqwest::{Response, StatusCode};
use serde_json::Value;
use vama_server::documents::attachments::{
    EMPTY, MAX_FILES, MAX_FILE_BYTES, TOO_LARGE, TOO_MANY, WRONG_TYPE,
};

use crate::{
    documents::stored_by_trader,
    support::{Backend, TestApp, User},
};

pub(crate) const PNG: &[u8] =
    b"\x89PNG\r\n\x1a\n\0\0\0\rIHDR\0\0\0\x01\0\0\0\x01\x08\x06\0\0\0\x1f\x15\xc4\x89";
const PDF: &[u8] = b"%PDF-1.4\n1 0 obj <<>> endobj\ntrailer <<>>\n%%EOF\n";

/// `bytes` sent as the file `name` (percent-encoded, as the browser's encodeURIComponent
/// does), with a client content type the server must ignore.
pub(crate) async fn upload(user: &User, id: &str, name: &str, bytes: Vec<u8>) -> Response {
    let encoded: String =
        percent_encoding::utf8_percent_encode(name, percent_encoding::NON_ALPHANUMERIC).to_string();
    user.client
        .post(user.url(&format!("/v1/t01/{id}/attachments")))
        .header("X-CSRF-Token", &user.csrf)
        .header("X-File-Name", encoded)
        .header("Content-Type", "text/plain")
        .body(bytes)
        .send()
        .await
        .unwrap()
}

async fn uploaded(user: &User, id: &str, name: &str, bytes: &[u8]) -> Value {
    let res = upload(user, id, name, bytes.to_vec()).await;
    let status = res.status();
    let body: Value = res.json().await.unwrap();
    assert_eq!(status, StatusCode::CREATED, "upload {name}: {body}");
    body
}

/// The 422 answer's violation message, checked to be the only one and at /files.
async fn refusal(res: Response) -> String {
    assert_eq!(res.status(), StatusCode::UNPROCESSABLE_ENTITY);
    let body: Value = res.json().await.unwrap();
    let violations = body["violations"].as_array().expect("violations");
    assert_eq!(violations.len(), 1, "{body}");
    assert_eq!(violations[0]["path"], "/files");
    assert_eq!(body["message"], violations[0]["message"]);
    violations[0]["message"].as_str().unwrap().to_owned()
}

fn png_of(size: usize) -> Vec<u8> {
    let mut bytes = PNG.to_vec();
    bytes.resize(size, 0);
    bytes
}

#[tokio::test]
async fn the_holder_uploads_lists_downloads_and_deletes_attachments_of_a_draft_sqlite() {
    holder_uploads_lists_downloads_and_deletes(Backend::Sqlite).await;
}

#[tokio::test]
async fn the_holder_uploads_lists_downloads_and_deletes_attachments_of_a_draft_postgres() {
    holder_uploads_lists_downloads_and_deletes(Backend::Postgres).await;
}

async fn holder_uploads_lists_downloads_and_deletes(backend: Backend) {
    let Some(app) = TestApp::spawn_on(backend, |_| {}).await else {
        return;
    };
    let (trader, id) = stored_by_trader(&app).await;

    let png = uploaded(&trader, &id, "scan.png", PNG).await;
    assert_eq!(png["fileName"], "scan.png");
    assert_eq!(png["size"], PNG.len());
    assert_eq!(
        png["contentType"], "image/png",
        "the type comes from the content, not the client's text/plain"
    );
    // A PDF under a picture's name is still a PDF.
    let pdf = uploaded(&trader, &id, "Factură \"nr 1\"\r\n../x.jpg", PDF).await;
    assert_eq!(pdf["contentType"], "application/pdf");
    assert_eq!(
        pdf["fileName"], "x.jpg",
        "path, quotes and line breaks removed"
    );
    let named = uploaded(&trader, &id, "Factură 100%.pdf", PDF).await;

    let list = trader.get_json(&format!("/v1/t01/{id}/attachments")).await;
    let ids: Vec<&str> = list
        .as_array()
        .unwrap()
        .iter()
        .map(|a| a["id"].as_str().unwrap())
        .collect();
    assert_eq!(
        ids,
        [&png["id"], &pdf["id"], &named["id"]].map(|v| v.as_str().unwrap())
    );

    let res = trader
        .get(&format!(
            "/v1/t01/{id}/attachments/{}",
            named["id"].as_str().unwrap()
        ))
        .await;
    assert_eq!(res.status(), StatusCode::OK);
    let headers = res.headers().clone();
    assert_eq!(headers["content-type"], "application/pdf");
    assert_eq!(headers["x-content-type-options"], "nosniff");
    assert_eq!(
        headers["content-disposition"],
        "attachment; filename=\"Factur_ 100_.pdf\"; filename*=UTF-8''Factur%C4%83%20100%25.pdf"
    );
    assert_eq!(res.bytes().await.unwrap().as_ref(), PDF, "the same bytes");

    let path = format!("/v1/t01/{id}/attachments/{}", png["id"].as_str().unwrap());
    assert_eq!(trader.delete(&path).await.status(), StatusCode::NO_CONTENT);
    assert_eq!(trader.get(&path).await.status(), StatusCode::NOT_FOUND);
    assert_eq!(trader.delete(&path).await.status(), StatusCode::NOT_FOUND);
    let list = trader.get_json(&format!("/v1/t01/{id}/attachments")).await;
    assert_eq!(list.as_array().unwrap().len(), 2);
}

#[tokio::test]
async fn a_file_that_is_not_a_pdf_png_jpeg_or_bmp_is_refused_whatever_its_name() {
    let app = TestApp::spawn().await;
    let (trader, id) = stored_by_trader(&app).await;
    for (name, bytes) in [
        ("notes.png", b"just some text".to_vec()),
        ("image.jpg", b"GIF89a\x01\0\x01\0".to_vec()),
        (
            "page.pdf",
            b"<html><script>alert(1)</script></html>".to_vec(),
        ),
    ] {
        assert_eq!(
            refusal(upload(&trader, &id, name, bytes).await).await,
            WRONG_TYPE,
            "{name}"
        );
    }
    assert_eq!(
        refusal(upload(&trader, &id, "empty.pdf", Vec::new()).await).await,
        EMPTY
    );
    let list = trader.get_json(&format!("/v1/t01/{id}/attachments")).await;
    assert!(list.as_array().unwrap().is_empty(), "nothing stored");
}

#[tokio::test]
async fn a_file_over_4000_kb_is_refused_with_the_size_message() {
    let app = TestApp::spawn().await;
    let (trader, id) = stored_by_trader(&app).await;
    assert_eq!(MAX_FILE_BYTES, 4_096_000);
    uploaded(&trader, &id, "exactly.png", &png_of(MAX_FILE_BYTES)).await;
    for size in [MAX_FILE_BYTES + 1, 6 * 1024 * 1024] {
        assert_eq!(
            refusal(upload(&trader, &id, "big.png", png_of(size)).await).await,
            TOO_LARGE,
            "{size} bytes"
        );
    }
    let list = trader.get_json(&format!("/v1/t01/{id}/attachments")).await;
    assert_eq!(list.as_array().unwrap().len(), 1);
}

#[tokio::test]
async fn an_eleventh_file_is_refused() {
    let app = TestApp::spawn().await;
    let (trader, id) = stored_by_trader(&app).await;
    for n in 0..MAX_FILES {
        uploaded(&trader, &id, &format!("page-{n}.pdf"), PDF).await;
    }
    assert_eq!(
        refusal(upload(&trader, &id, "eleventh.pdf", PDF.to_vec()).await).await,
        TOO_MANY
    );
}

#[tokio::test]
async fn another_trader_and_another_office_get_404_and_officers_only_read() {
    let app = TestApp::spawn().await;
    let (trader, draft) = stored_by_trader(&app).await;
    let file = uploaded(&trader, &draft, "scan.png", PNG).await;
    let file_id = file["id"].as_str().unwrap();
    // A draft is its holder's alone: another trader and the office's officer see nothing.
    for who in ["trader2", "officer"] {
        let other = app.login(who).await;
        let list = format!("/v1/t01/{draft}/attachments");
        let one = format!("{list}/{file_id}");
        assert_eq!(
            other.get(&list).await.status(),
            StatusCode::NOT_FOUND,
            "{who}"
        );
        assert_eq!(
            other.get(&one).await.status(),
            StatusCode::NOT_FOUND,
            "{who}"
        );
        // Changing attachments is the holder's side: an officer is refused by permission.
        let not_theirs = match who {
            "officer" => StatusCode::FORBIDDEN,
            _ => StatusCode::NOT_FOUND,
        };
        assert_eq!(other.delete(&one).await.status(), not_theirs, "{who}");
        assert_eq!(
            upload(&other, &draft, "x.png", PNG.to_vec()).await.status(),
            not_theirs,
            "{who}"
        );
    }

    // A lodged declaration: the departure office's officer downloads its files but cannot
    // change them; the holder cannot change them any more either; an officer of another
    // office sees nothing.
    let complete = crate::movement::complete_declaration(&app, &trader, 3);
    let (status, stored) = crate::movement::post(&trader, "/v1/t01/store", complete).await;
    assert_eq!(status, StatusCode::OK, "{stored}");
    let lodged = stored["id"].as_str().unwrap().to_owned();
    let file = uploaded(&trader, &lodged, "guarantee.pdf", PDF).await;
    let doc = trader.get_json(&format!("/v1/t01/{lodged}/document")).await;
    let (status, body) =
        crate::movement::post(&trader, &format!("/v1/t01/{lodged}/submit-stored"), doc).await;
    assert_eq!(status, StatusCode::OK, "{body}");
    let one = format!(
        "/v1/t01/{lodged}/attachments/{}",
        file["id"].as_str().unwrap()
    );

    let officer = app.login("officer").await;
    let res = officer.get(&one).await;
    assert_eq!(res.status(), StatusCode::OK);
    assert_eq!(res.bytes().await.unwrap().as_ref(), PDF);
    assert_eq!(
        upload(&officer, &lodged, "x.png", PNG.to_vec())
            .await
            .status(),
        StatusCode::FORBIDDEN
    );
    assert_eq!(officer.delete(&one).await.status(), StatusCode::FORBIDDEN);
    assert_eq!(
        upload(&trader, &lodged, "late.png", PNG.to_vec())
            .await
            .status(),
        StatusCode::CONFLICT
    );
    assert_eq!(trader.delete(&one).await.status(), StatusCode::CONFLICT);
    let other_office = app.login("officer3").await;
    assert_eq!(other_office.get(&one).await.status(), StatusCode::NOT_FOUND);
    assert_eq!(
        other_office
            .get(&format!("/v1/t01/{lodged}/attachments"))
            .await
            .status(),
        StatusCode::NOT_FOUND
    );
    let list = trader
        .get_json(&format!("/v1/t01/{lodged}/attachments"))
        .await;
    assert_eq!(list.as_array().unwrap().len(), 1, "still there");
}

async fn concurrent_uploads_never_pass_the_limit(backend: Backend) {
    let Some(app) = TestApp::spawn_on(backend, |_| {}).await else {
        return;
    };
    let (trader, id) = stored_by_trader(&app).await;
    let trader = std::sync::Arc::new(trader);
    let uploads: Vec<_> = (0..2 * MAX_FILES)
        .map(|n| {
            let (trader, id) = (trader.clone(), id.clone());
            tokio::spawn(
                async move { upload(&trader, &id, &format!("p{n}.pdf"), PDF.to_vec()).await },
            )
        })
        .collect();
    let mut answers = Vec::new();
    for upload in uploads {
        answers.push(upload.await.unwrap());
    }
    let created = answers
        .iter()
        .filter(|r| r.status() == StatusCode::CREATED)
        .count();
    assert_eq!(created, MAX_FILES, "exactly the limit is stored");
    for res in answers {
        if res.status() != StatusCode::CREATED {
            assert_eq!(refusal(res).await, TOO_MANY);
        }
    }
    let listed = trader.get_json(&format!("/v1/t01/{id}/attachments")).await;
    assert_eq!(listed.as_array().unwrap().len(), MAX_FILES);
}

#[tokio::test]
async fn twenty_concurrent_uploads_store_ten_files_sqlite() {
    concurrent_uploads_never_pass_the_limit(Backend::Sqlite).await;
}

#[tokio::test]
async fn twenty_concurrent_uploads_store_ten_files_postgres() {
    concurrent_uploads_never_pass_the_limit(Backend::Postgres).await;
}
