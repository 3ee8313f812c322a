//! Real IE015 files import without loss (issue 14): the trader's LRN is kept (unique per
//! holder, also under concurrent imports), catalog values that arrive as bare codes get their
//! names and flags from the catalogs (on import and on `info`), and files come as the raw body
//! or as a `multipart/form-data` upload.

use reqwest::StatusCode;
use serde_json::{json, Value};

use vama_rules::t01::generate::{generate_with, Options};
use vama_rules::values::OfficeRef;
use vama_rules::Ctx;

use crate::import_xml::count;
use crate::import_xml::with_lrn;
use crate::support::{Backend, TestApp, User};

async fn import_json(user: &User, file: &Value) -> (StatusCode, Value) {
    let res = user.post("/v1/t01/import", file).await;
    let status = res.status();
    (status, res.json().await.unwrap())
}

/// Our JSON export of a fresh declaration of `user`'s, as a file their software would send.
async fn exported_file(user: &User) -> Value {
    let id = user
        .store_new_t01(|d| d["departureOffice"] = json!({"code": "MD100000"}))
        .await;
    let res = user.get(&format!("/v1/t01/{id}/export")).await;
    assert_eq!(res.status(), StatusCode::OK);
    let file: Value = res.json().await.unwrap();
    // Deleted again: the file is the software's own declaration, not one stored here.
    assert_eq!(
        user.delete(&format!("/v1/t01/{id}")).await.status(),
        StatusCode::OK
    );
    file
}

/// The catalog's entry.
async fn entry(user: &User, catalog: &str, code: &str) -> Value {
    let found = user
        .get_json(&format!("/v1/code/{catalog}/{code}/check-code"))
        .await;
    assert_eq!(found["valid"], true, "{catalog} {code}");
    found["item"].clone()
}

async fn an_import_keeps_the_files_lrn_and_gives_one_only_to_a_file_without(backend: Backend) {
    let Some(app) = TestApp::spawn_on(backend, |_| {}).await else {
        return;
    };
    let trader = app.login("trader").await;
    let mut file = exported_file(&trader).await;

    file["lrn"] = json!("ERP-2026-000123");
    let (status, result) = import_json(&trader, &file).await;
    assert_eq!(status, StatusCode::OK, "{result}");
    let id = result["id"].as_str().unwrap();
    let doc = trader.get_json(&format!("/v1/t01/{id}/document")).await;
    assert_eq!(doc["lrn"], "ERP-2026-000123");
    let listed = trader.get_json("/v1/t01/search").await;
    assert_eq!(listed["items"][0]["lrn"], "ERP-2026-000123");

    for none in [Value::Null, json!(""), json!("  ")] {
        file["lrn"] = none.clone();
        let (status, result) = import_json(&trader, &file).await;
        assert_eq!(status, StatusCode::OK, "{none}: {result}");
        let id = result["id"].as_str().unwrap();
        let doc = trader.get_json(&format!("/v1/t01/{id}/document")).await;
        assert!(
            doc["lrn"].as_str().is_some_and(|l| l.starts_with("VM")),
            "{none}: the portal gives one: {}",
            doc["lrn"]
        );
    }

    // Not an LRN (NCTS: 1 to 22 characters): refused by name, nothing stored.
    let before = count(&trader).await;
    file["lrn"] = json!("A-REFERENCE-OF-TWENTY-THREE");
    let (status, result) = import_json(&trader, &file).await;
    assert_eq!(status, StatusCode::UNPROCESSABLE_ENTITY, "{result}");
    assert!(
        result["message"]
            .as_str()
            .unwrap()
            .contains("A-REFERENCE-OF-TWENTY-THREE"),
        "{result}"
    );
    assert_eq!(count(&trader).await, before);
}

#[tokio::test]
async fn sqlite_an_import_keeps_the_files_lrn_and_gives_one_only_to_a_file_without() {
    an_import_keeps_the_files_lrn_and_gives_one_only_to_a_file_without(Backend::Sqlite).await;
}

#[tokio::test]
async fn postgres_an_import_keeps_the_files_lrn_and_gives_one_only_to_a_file_without() {
    an_import_keeps_the_files_lrn_and_gives_one_only_to_a_file_without(Backend::Postgres).await;
}

async fn an_lrn_the_holder_already_has_is_refused_naming_it_and_nothing_is_stored(
    backend: Backend,
) {
    let Some(app) = TestApp::spawn_on(backend, |_| {}).await else {
        return;
    };
    let trader = app.login("trader").await;
    let mut file = exported_file(&trader).await;
    file["lrn"] = json!("ERP-7");
    let (status, result) = import_json(&trader, &file).await;
    assert_eq!(status, StatusCode::OK, "{result}");

    let before = count(&trader).await;
    file["operationsNumber"] = json!(9);
    let (status, result) = import_json(&trader, &file).await;
    assert_eq!(status, StatusCode::CONFLICT, "{result}");
    let message = result["message"].as_str().unwrap();
    assert!(
        message.contains("ERP-7") && message.contains("unique per holder"),
        "{message}"
    );
    assert_eq!(result["violations"][0]["path"], "/lrn", "{result}");
    assert_eq!(count(&trader).await, before, "nothing stored");

    // Another holder's declarations are theirs: the same LRN imports for trader2.
    let trader2 = app.login("trader2").await;
    let mut file2 = exported_file(&trader2).await;
    file2["lrn"] = json!("ERP-7");
    let (status, result) = import_json(&trader2, &file2).await;
    assert_eq!(status, StatusCode::OK, "{result}");
}

#[tokio::test]
async fn sqlite_an_lrn_the_holder_already_has_is_refused_naming_it_and_nothing_is_stored() {
    an_lrn_the_holder_already_has_is_refused_naming_it_and_nothing_is_stored(Backend::Sqlite).await;
}

#[tokio::test]
async fn postgres_an_lrn_the_holder_already_has_is_refused_naming_it_and_nothing_is_stored() {
    an_lrn_the_holder_already_has_is_refused_naming_it_and_nothing_is_stored(Backend::Postgres)
        .await;
}

async fn of_concurrent_imports_of_one_file_exactly_one_is_stored(backend: Backend) {
    let Some(app) = TestApp::spawn_on(backend, |_| {}).await else {
        return;
    };
    let trader = app.login("trader").await;
    let mut file = exported_file(&trader).await;
    file["lrn"] = json!("RACE-1");
    let before = count(&trader).await;
    let tasks: Vec<_> = (0..8)
        .map(|_| {
            let req = trader
                .client
                .post(trader.url("/v1/t01/import"))
                .header("X-CSRF-Token", &trader.csrf)
                .json(&file);
            tokio::spawn(async move {
                let res = req.send().await.unwrap();
                let status = res.status();
                (status, res.json::<Value>().await.unwrap())
            })
        })
        .collect();
    let (mut stored, mut refused) = (0, 0);
    for t in tasks {
        let (status, body) = t.await.unwrap();
        match status {
            StatusCode::OK => stored += 1,
            StatusCode::CONFLICT => {
                assert!(
                    body["message"].as_str().unwrap().contains("RACE-1"),
                    "{body}"
                );
                refused += 1;
            }
            other => panic!("{other}: {body}"),
        }
    }
    assert_eq!((stored, refused), (1, 7));
    assert_eq!(count(&trader).await, before + 1);
}

#[tokio::test]
async fn sqlite_of_concurrent_imports_of_one_file_exactly_one_is_stored() {
    of_concurrent_imports_of_one_file_exactly_one_is_stored(Backend::Sqlite).await;
}

#[tokio::test]
async fn postgres_of_concurrent_imports_of_one_file_exactly_one_is_stored() {
    of_concurrent_imports_of_one_file_exactly_one_is_stored(Backend::Postgres).await;
}

async fn an_import_takes_the_departure_country_and_catalog_names_from_the_catalogs(
    backend: Backend,
) {
    let Some(app) = TestApp::spawn_on(backend, |c| c.ncts_xsd_dir = None).await else {
        return;
    };
    let trader = app.login("trader").await;
    let md = entry(&trader, "country", "MD").await;
    let office = entry(&trader, "customs-office", "MD100000").await;
    let guarantee = entry(&trader, "guarantee-type", "1").await;

    // An IE015 carries codes only, and no departure country.
    let mut ctx = Ctx::example();
    ctx.user.eori = trader.me["eori"].as_str().map(Into::into);
    ctx.today = app.state.clock.now().date().to_string();
    let mut generated = generate_with(&Options::new(1, 1, 1).for_ctx(&ctx));
    generated.departure_office = Some(OfficeRef {
        code: "MD100000".into(),
        name: Some("Office MD100000".into()),
    });
    let res = trader
        .post("/v1/t01/store", &serde_json::to_value(&generated).unwrap())
        .await;
    let id = res.json::<Value>().await.unwrap()["id"]
        .as_str()
        .expect("stored")
        .to_owned();
    let res = trader.get(&format!("/v1/t01/{id}/export?format=xml")).await;
    assert_eq!(res.status(), StatusCode::OK);
    let xml = with_lrn(&res.text().await.unwrap(), "FROM-IE015");
    let res = trader
        .post_raw("/v1/t01/import", "application/xml", xml)
        .await;
    let status = res.status();
    let result: Value = res.json().await.unwrap();
    assert_eq!(status, StatusCode::OK, "{result}");
    let doc = trader
        .get_json(&format!(
            "/v1/t01/{}/document",
            result["id"].as_str().unwrap()
        ))
        .await;

    let country = &doc["departureCountry"];
    assert_eq!(country["code"], "MD", "{doc}");
    assert_eq!(country["name"], md["name"]);
    for (member, field) in [
        ("commonTransit", "commonTransit"),
        ("countryNcts", "countryNcts"),
        ("secArea", "secArea"),
        ("countryCtc", "ctc"),
    ] {
        assert_eq!(country[member], md[field], "{member}");
    }
    assert_eq!(doc["departureOffice"]["name"], office["name"]);
    assert_eq!(doc["guarantees"][0]["type"]["name"], guarantee["name"]);
    assert_eq!(
        doc["guarantees"][0]["type"]["withGrn"],
        guarantee["withGrn"]
    );
    let declaration_type = doc["declarationType"]["code"].as_str().unwrap();
    let named = entry(&trader, "declaration-type", declaration_type).await;
    assert_eq!(doc["declarationType"]["name"], named["name"]);

    // A JSON file with bare codes: the same.
    let mut file = exported_file(&trader).await;
    file["lrn"] = json!("FROM-JSON");
    file["departureCountry"] = Value::Null;
    file["departureOffice"] = json!({"code": "MD100000"});
    let (status, result) = import_json(&trader, &file).await;
    assert_eq!(status, StatusCode::OK, "{result}");
    let doc = trader
        .get_json(&format!(
            "/v1/t01/{}/document",
            result["id"].as_str().unwrap()
        ))
        .await;
    assert_eq!(doc["departureCountry"]["name"], md["name"], "{doc}");
    assert_eq!(
        doc["departureCountry"]["commonTransit"],
        md["commonTransit"]
    );
    assert_eq!(doc["departureOffice"]["name"], office["name"]);
}

#[tokio::test]
async fn sqlite_an_import_takes_the_departure_country_and_catalog_names_from_the_catalogs() {
    an_import_takes_the_departure_country_and_catalog_names_from_the_catalogs(Backend::Sqlite)
        .await;
}

#[tokio::test]
async fn postgres_an_import_takes_the_departure_country_and_catalog_names_from_the_catalogs() {
    an_import_takes_the_departure_country_and_catalog_names_from_the_catalogs(Backend::Postgres)
        .await;
}

/// The blank declaration's departure country (the deployment's) with its catalog name and
/// flags: what the country select would have stored.
#[tokio::test]
async fn info_names_the_departure_country_with_its_catalog_flags() {
    let app = TestApp::spawn().await;
    let trader = app.login("trader").await;
    let md = entry(&trader, "country", "MD").await;
    let blank = trader.get_json("/v1/t01/info").await;
    let country = &blank["departureCountry"];
    assert_eq!(country["code"], "MD");
    assert_eq!(country["name"], md["name"]);
    assert_eq!(country["commonTransit"], md["commonTransit"]);
    assert_eq!(country["countryCtc"], md["ctc"]);
    assert_eq!(blank["documentStatus"], "NEW", "the envelope is kept");
    assert!(blank["actions"].as_array().is_some_and(|a| !a.is_empty()));
}
