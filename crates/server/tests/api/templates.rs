//! Saved templates (`/v1/{kind}/templates`, issue 18): a trader saves a declaration as a named
//! template and starts new ones from it; templates are the user's own, bounded, and keep no
//! identity.

use reqwest::StatusCode;
use serde_json::{json, Value};
use vama_server::documents::templates::{MAX_TEMPLATES, MAX_TEMPLATE_BYTES, NAME_MAX};

use crate::support::{office, Backend, TestApp};

#[tokio::test]
async fn a_trader_saves_a_template_and_starts_a_declaration_from_it_sqlite() {
    saves_and_starts_from_a_template(Backend::Sqlite).await;
}

#[tokio::test]
async fn a_trader_saves_a_template_and_starts_a_declaration_from_it_postgres() {
    saves_and_starts_from_a_template(Backend::Postgres).await;
}

async fn saves_and_starts_from_a_template(backend: Backend) {
    let Some(app) = TestApp::spawn_on(backend, |_| {}).await else {
        return;
    };
    let trader = app.login("trader").await;
    let mut doc = trader.get_json("/v1/t01/info").await;
    doc["lrn"] = json!("TPL-LRN-1");
    doc["departureOffice"] = office(vama_server::demo::DEPARTURE_OFFICE);
    doc["destinationOffice"] = office("RO000000");

    let res = trader
        .post(
            "/v1/t01/templates",
            &json!({"name": "  Chisinau → Iasi  ", "document": doc}),
        )
        .await;
    assert_eq!(res.status(), StatusCode::CREATED);
    let saved: Value = res.json().await.unwrap();
    assert_eq!(saved["name"], "Chisinau → Iasi");
    let id = saved["id"].as_str().unwrap().to_owned();

    let list = trader.get_json("/v1/t01/templates").await;
    assert_eq!(list.as_array().unwrap().len(), 1);
    assert_eq!(list[0]["id"], id.as_str());

    // a new declaration from it: the template's data, no LRN (a clone's identity is cleared),
    // not stored (the actions of a new declaration)
    let started = trader
        .get_json(&format!("/v1/t01/templates/{id}/document"))
        .await;
    assert_eq!(started["destinationOffice"]["code"], "RO000000");
    assert!(
        started.get("lrn").is_none_or(Value::is_null),
        "{}",
        started["lrn"]
    );
    assert_eq!(started["documentStatus"], "NEW");
    assert!(started["id"].is_null());

    // nobody else sees, starts from or deletes it
    let other = app.login("trader2").await;
    assert_eq!(other.get_json("/v1/t01/templates").await, json!([]));
    let res = other.get(&format!("/v1/t01/templates/{id}/document")).await;
    assert_eq!(res.status(), StatusCode::NOT_FOUND);
    let res = other.delete(&format!("/v1/t01/templates/{id}")).await;
    assert_eq!(res.status(), StatusCode::NOT_FOUND);
    // nor from another kind's routes
    let res = trader
        .get(&format!("/v1/g01/templates/{id}/document"))
        .await;
    assert_eq!(res.status(), StatusCode::NOT_FOUND);

    // an officer does not file declarations: no templates either
    let officer = app.login("officer").await;
    assert_eq!(
        officer.get("/v1/t01/templates").await.status(),
        StatusCode::FORBIDDEN
    );

    let res = trader.delete(&format!("/v1/t01/templates/{id}")).await;
    assert_eq!(res.status(), StatusCode::NO_CONTENT);
    assert_eq!(trader.get_json("/v1/t01/templates").await, json!([]));
}

#[tokio::test]
async fn a_bad_name_or_document_is_refused_and_nothing_is_saved() {
    let app = TestApp::spawn().await;
    let trader = app.login("trader").await;
    let doc = trader.get_json("/v1/t01/info").await;
    for (name, says) in [
        (json!("   "), "Enter a name"),
        (json!("x".repeat(NAME_MAX + 1)), "characters or fewer"),
        (json!("two\nlines"), "line breaks"),
    ] {
        let res = trader
            .post("/v1/t01/templates", &json!({"name": name, "document": doc}))
            .await;
        assert_eq!(res.status(), StatusCode::UNPROCESSABLE_ENTITY);
        let body: Value = res.json().await.unwrap();
        assert_eq!(body["violations"][0]["path"], "/name");
        assert!(body["message"].as_str().unwrap().contains(says), "{body}");
    }
    // a document that is not a declaration's shape, and no name at all
    let res = trader
        .post(
            "/v1/t01/templates",
            &json!({"name": "A", "document": {"houseConsignments": "many"}}),
        )
        .await;
    assert_eq!(res.status(), StatusCode::BAD_REQUEST);
    let res = trader
        .post("/v1/t01/templates", &json!({"document": doc}))
        .await;
    assert_eq!(res.status(), StatusCode::BAD_REQUEST);
    // a template holds what is filed again and again, not megabytes of one user's drafts
    let mut big = doc.clone();
    big["houseConsignments"] =
        json!([{"houseItems": [{"goodsDescription": "x".repeat(MAX_TEMPLATE_BYTES)}]}]);
    let res = trader
        .post(
            "/v1/t01/templates",
            &json!({"name": "big", "document": big}),
        )
        .await;
    assert_eq!(res.status(), StatusCode::UNPROCESSABLE_ENTITY);
    let body: Value = res.json().await.unwrap();
    assert_eq!(body["violations"][0]["path"], "/document", "{body}");
    assert_eq!(
        body["violations"][0]["text"]["key"], "template-too-large",
        "{body}"
    );
    assert_eq!(trader.get_json("/v1/t01/templates").await, json!([]));
}

#[tokio::test]
async fn a_user_keeps_at_most_the_limit_of_templates_and_saving_a_name_again_replaces_it() {
    let app = TestApp::spawn().await;
    let trader = app.login("trader").await;
    let doc = trader.get_json("/v1/t01/info").await;
    for n in 0..MAX_TEMPLATES {
        let res = trader
            .post(
                "/v1/t01/templates",
                &json!({"name": format!("T{n:02}"), "document": doc}),
            )
            .await;
        assert_eq!(res.status(), StatusCode::CREATED);
    }
    let res = trader
        .post(
            "/v1/t01/templates",
            &json!({"name": "one more", "document": doc}),
        )
        .await;
    assert_eq!(res.status(), StatusCode::UNPROCESSABLE_ENTITY);
    let body: Value = res.json().await.unwrap();
    assert!(
        body["message"]
            .as_str()
            .unwrap()
            .contains("delete one first"),
        "{body}"
    );
    // the same name replaces: allowed at the limit, and the count stays
    let res = trader
        .post(
            "/v1/t01/templates",
            &json!({"name": "T00", "document": doc}),
        )
        .await;
    assert_eq!(res.status(), StatusCode::CREATED);
    let list = trader.get_json("/v1/t01/templates").await;
    assert_eq!(list.as_array().unwrap().len(), MAX_TEMPLATES);
}
