//! The administration of identity (issue 'Identity'): only an administrator reaches
//! `/v1/admin/`, and an administrator reads no document; a representation link takes effect at
//! the agent's next request and its removal hides at once what was filed under it; a disabled
//! user's session ends at once; every change is audited; the CLI creates the first
//! administrator of a fresh install.

use reqwest::StatusCode;
use serde_json::{json, Value};

use crate::authorisation::acr;
use crate::support::{login_with, violation_paths, Backend, TestApp, User};

const TRADER_EORI: &str = "MD1003600000099";
const AGENT_EORI: &str = "MD1003600000088";
const PASSWORD: &str = "a-long-secret-1";

/// Creates a user as `admin`: its id.
async fn create(admin: &User, form: Value) -> i64 {
    let res = admin.post("/v1/admin/users", &form).await;
    let status = res.status();
    let body: Value = res.json().await.unwrap();
    assert_eq!(status, StatusCode::CREATED, "{body}");
    body["id"].as_i64().unwrap()
}

fn trader_form() -> Value {
    json!({"username": "prut", "password": PASSWORD, "userType": "trader",
           "displayName": "Prut Trade SRL", "eori": TRADER_EORI})
}

fn agent_form() -> Value {
    json!({"username": "nistru", "password": PASSWORD, "userType": "agent",
           "displayName": "Nistru Broker SRL", "eori": AGENT_EORI})
}

async fn audit_actions(admin: &User) -> Vec<String> {
    let log = admin.get_json("/v1/admin/audit").await;
    log.as_array()
        .unwrap()
        .iter()
        .map(|e| e["action"].as_str().unwrap().to_owned())
        .collect()
}

#[tokio::test]
async fn only_an_administrator_reaches_the_administration_and_reads_no_document() {
    let app = TestApp::spawn().await;
    let admin = app.login("admin").await;
    assert_eq!(admin.me["userType"], "admin");
    let users = admin.get_json("/v1/admin/users").await;
    assert!(users
        .as_array()
        .unwrap()
        .iter()
        .any(|u| u["username"] == "trader" && u.get("passwordHash").is_none()));
    // an administrator reads and changes no document
    for path in ["/v1/t01/search", "/v1/acr/search", "/v1/g01/search"] {
        assert_eq!(
            admin.get(path).await.status(),
            StatusCode::FORBIDDEN,
            "{path}"
        );
    }
    let res = admin.post("/v1/acr/store", &acr()).await;
    assert_eq!(res.status(), StatusCode::FORBIDDEN);

    // everyone else: 403 on every administration route, 401 without a session
    for who in ["trader", "agent", "officer5"] {
        let user = app.login(who).await;
        let calls = [
            user.get("/v1/admin/users").await,
            user.get("/v1/admin/users/1").await,
            user.post("/v1/admin/users", &trader_form()).await,
            user.put(
                "/v1/admin/users/1",
                &json!({"userType": "admin", "displayName": "x"}),
            )
            .await,
            user.post("/v1/admin/users/1/disable", &json!({})).await,
            user.post("/v1/admin/users/1/password", &json!({"password": PASSWORD}))
                .await,
            user.get("/v1/admin/representations").await,
            user.post(
                "/v1/admin/representations",
                &json!({"agentEori": AGENT_EORI, "traderEori": TRADER_EORI}),
            )
            .await,
            user.delete("/v1/admin/representations/1").await,
            user.get("/v1/admin/audit").await,
        ];
        for res in calls {
            assert_eq!(res.status(), StatusCode::FORBIDDEN, "{who}: {}", res.url());
        }
    }
    let res = app
        .anonymous()
        .get(format!("{}/v1/admin/users", app.base))
        .send()
        .await
        .unwrap();
    assert_eq!(res.status(), StatusCode::UNAUTHORIZED);
    assert!(audit_actions(&admin).await.is_empty(), "nothing changed");
}

async fn an_agent_files_for_a_trader_from_the_moment_they_are_linked_until_unlinked(
    backend: Backend,
) {
    let Some(app) = TestApp::spawn_on(backend, |_| {}).await else {
        return;
    };
    let admin = app.login("admin").await;
    create(&admin, trader_form()).await;
    create(&admin, agent_form()).await;
    let agent = login_with(&app.base, "nistru", PASSWORD).await;
    let mut doc = acr();
    doc["applicant"] = json!({"EORINumber": TRADER_EORI, "name": "Prut Trade SRL"});

    let res = agent.post("/v1/acr/store", &doc).await;
    assert_eq!(
        res.status(),
        StatusCode::UNPROCESSABLE_ENTITY,
        "not their trader yet"
    );

    let res = admin
        .post(
            "/v1/admin/representations",
            &json!({"agentEori": AGENT_EORI, "traderEori": TRADER_EORI, "validFrom": app.state.clock.today()}),
        )
        .await;
    assert_eq!(res.status(), StatusCode::CREATED);
    let link: Value = res.json().await.unwrap();
    assert_eq!(link["inForce"], true);
    // at the agent's next request, in the same session
    let me = agent.get_json("/v1/me").await;
    assert!(me["linkedEoris"]
        .as_array()
        .unwrap()
        .contains(&json!(TRADER_EORI)));
    let res = agent.post("/v1/acr/store", &doc).await;
    let body: Value = res.json().await.unwrap();
    let id = body["id"].as_str().expect("stored").to_owned();
    assert_eq!(
        agent.get(&format!("/v1/acr/{id}/document")).await.status(),
        StatusCode::OK
    );
    // the trader sees what was filed for them
    let trader = login_with(&app.base, "prut", PASSWORD).await;
    assert_eq!(
        trader.get(&format!("/v1/acr/{id}/document")).await.status(),
        StatusCode::OK
    );

    let res = admin
        .delete(&format!("/v1/admin/representations/{}", link["id"]))
        .await;
    assert_eq!(res.status(), StatusCode::NO_CONTENT);
    assert_eq!(
        agent.get(&format!("/v1/acr/{id}/document")).await.status(),
        StatusCode::NOT_FOUND,
        "hidden at once"
    );
    let list = agent.get_json("/v1/acr/search").await;
    assert_eq!(list["items"].as_array().unwrap().len(), 0);
    assert_eq!(
        trader.get(&format!("/v1/acr/{id}/document")).await.status(),
        StatusCode::OK,
        "still the trader's"
    );

    let log = admin.get_json("/v1/admin/audit").await;
    let actions: Vec<&str> = log
        .as_array()
        .unwrap()
        .iter()
        .map(|e| e["action"].as_str().unwrap())
        .collect();
    assert_eq!(
        actions,
        [
            "remove-representation",
            "add-representation",
            "create-user",
            "create-user"
        ]
    );
    assert_eq!(log[0]["actor"], "admin");
    assert_eq!(log[0]["before"]["agentEori"], AGENT_EORI);
    assert_eq!(log[0]["after"], Value::Null);
    assert_eq!(log[3]["after"]["eori"], TRADER_EORI);
    assert!(log[3]["after"].get("passwordHash").is_none());
}

crate::on_both_stores!(an_agent_files_for_a_trader_from_the_moment_they_are_linked_until_unlinked);

async fn a_disabled_user_s_session_ends_at_once_and_they_cannot_sign_in(backend: Backend) {
    let Some(app) = TestApp::spawn_on(backend, |_| {}).await else {
        return;
    };
    let admin = app.login("admin").await;
    let trader2 = app.login("trader2").await;
    let users = admin.get_json("/v1/admin/users?find=trader2").await;
    let id = users[0]["id"].as_i64().unwrap();

    let res = admin
        .post(&format!("/v1/admin/users/{id}/disable"), &json!({}))
        .await;
    assert_eq!(res.status(), StatusCode::OK);
    assert_eq!(
        trader2.get("/v1/me").await.status(),
        StatusCode::UNAUTHORIZED
    );
    let res = app
        .anonymous()
        .post(format!("{}/v1/auth/login", app.base))
        .json(&json!({"username": "trader2", "password": "trader2"}))
        .send()
        .await
        .unwrap();
    assert_eq!(res.status(), StatusCode::FORBIDDEN);
    let body: Value = res.json().await.unwrap();
    assert_eq!(body["error"], "account-disabled");

    let res = admin
        .post(&format!("/v1/admin/users/{id}/enable"), &json!({}))
        .await;
    assert_eq!(res.status(), StatusCode::OK);
    app.login("trader2").await;

    // an administrator keeps their own access
    let me = admin.me["username"].clone();
    let mine = admin
        .get_json(&format!("/v1/admin/users?find={}", me.as_str().unwrap()))
        .await;
    let res = admin
        .post(
            &format!("/v1/admin/users/{}/disable", mine[0]["id"]),
            &json!({}),
        )
        .await;
    assert_eq!(res.status(), StatusCode::CONFLICT);
    assert_eq!(audit_actions(&admin).await, ["enable-user", "disable-user"]);
}

crate::on_both_stores!(a_disabled_user_s_session_ends_at_once_and_they_cannot_sign_in);

#[tokio::test]
async fn the_parties_a_user_or_a_link_names_become_known_to_the_eori_finder() {
    let app = TestApp::spawn().await;
    let admin = app.login("admin").await;
    let trader = app.login("trader").await;
    let known = |eori: &'static str| {
        let trader = &trader;
        async move {
            trader
                .get_json(&format!("/v1/code/eori/{eori}/check-code"))
                .await["valid"]
                == true
        }
    };
    assert!(!known("MD1003600000077").await);
    assert!(!known("MD1003600000066").await);
    let mut agent = agent_form();
    agent["linkedEoris"] = json!(["MD1003600000077"]);
    create(&admin, agent).await;
    assert!(known(AGENT_EORI).await, "the user's own EORI");
    assert!(known("MD1003600000077").await, "a party it is linked to");
    let res = admin
        .post(
            "/v1/admin/representations",
            &json!({"agentEori": AGENT_EORI, "traderEori": "MD1003600000066"}),
        )
        .await;
    assert_eq!(res.status(), StatusCode::CREATED);
    assert!(known("MD1003600000066").await, "the represented trader");
}

#[tokio::test]
async fn a_wrong_user_is_refused_field_by_field_and_nothing_is_saved() {
    let app = TestApp::spawn().await;
    let admin = app.login("admin").await;
    let before = admin.get_json("/v1/admin/users").await;
    let res = admin
        .post(
            "/v1/admin/users",
            &json!({"username": "o'brien", "password": "short", "userType": "officer",
                    "displayName": "", "customsOffices": ["MD1"], "permissions": ["t01 read"]}),
        )
        .await;
    assert_eq!(res.status(), StatusCode::UNPROCESSABLE_ENTITY);
    let body: Value = res.json().await.unwrap();
    assert_eq!(
        violation_paths(&body),
        [
            "/username",
            "/password",
            "/displayName",
            "/customsOffices/0",
            "/permissions/0"
        ]
    );
    let res = admin
        .post(
            "/v1/admin/users",
            &json!({"username": "trader", "userType": "trader", "displayName": "Again", "eori": TRADER_EORI}),
        )
        .await;
    assert_eq!(res.status(), StatusCode::CONFLICT, "the user name is taken");
    let body: Value = res.json().await.unwrap();
    assert_eq!(body["text"]["key"], "user-name-taken", "{body}");
    let res = admin
        .post("/v1/admin/users", &json!({"username": "x", "userType": "trader", "displayName": "X", "eori": TRADER_EORI, "role": "root"}))
        .await;
    assert_eq!(res.status(), StatusCode::BAD_REQUEST, "an unknown field");
    assert_eq!(admin.get_json("/v1/admin/users").await, before);
    assert!(audit_actions(&admin).await.is_empty());
}

#[tokio::test]
async fn a_changed_user_and_a_new_password_apply_at_the_next_request() {
    let app = TestApp::spawn().await;
    let admin = app.login("admin").await;
    let id = create(&admin, trader_form()).await;
    let trader = login_with(&app.base, "prut", PASSWORD).await;
    let res = admin
        .put(
            &format!("/v1/admin/users/{id}"),
            &json!({"userType": "trader", "displayName": "Prut Trade Group SA", "eori": TRADER_EORI,
                    "permissions": ["t01-read"]}),
        )
        .await;
    assert_eq!(res.status(), StatusCode::OK);
    let me = trader.get_json("/v1/me").await;
    assert_eq!(me["displayName"], "Prut Trade Group SA");
    assert_eq!(me["permissions"], json!(["t01-read"]));
    assert_eq!(
        trader.get("/v1/acr/search").await.status(),
        StatusCode::FORBIDDEN,
        "the permission is gone"
    );

    let res = admin
        .post(
            &format!("/v1/admin/users/{id}/password"),
            &json!({"password": "another-secret-2"}),
        )
        .await;
    assert_eq!(res.status(), StatusCode::NO_CONTENT);
    assert_eq!(
        trader.get("/v1/me").await.status(),
        StatusCode::UNAUTHORIZED
    );
    login_with(&app.base, "prut", "another-secret-2").await;
    let log = admin.get_json("/v1/admin/audit").await;
    assert_eq!(log[0]["action"], "set-password");
    assert_eq!(log[1]["before"]["displayName"], "Prut Trade SRL");
    assert_eq!(log[1]["after"]["displayName"], "Prut Trade Group SA");
}

/// `vama users add --type admin …` on a fresh install with no demo users: the administrator
/// it creates signs in and manages users; the CLI refuses what the API refuses; `vama eori
/// import` loads a list of EORI numbers the finder then holds.
#[tokio::test]
async fn the_first_administrator_is_created_with_the_cli() {
    let dir = std::env::temp_dir().join(format!("vama-cli-{}", std::process::id()));
    let _ = std::fs::remove_dir_all(&dir);
    std::fs::create_dir_all(&dir).unwrap();
    let vama = |args: &[&str], stdin: &str| {
        use std::io::Write;
        let mut child = std::process::Command::new(env!("CARGO_BIN_EXE_vama"))
            .args(args)
            .env("VAMA_DATA_DIR", &dir)
            .env("VAMA_DEMO_USERS", "false")
            .env_remove("DATABASE_URL")
            .stdin(std::process::Stdio::piped())
            .stdout(std::process::Stdio::piped())
            .stderr(std::process::Stdio::piped())
            .spawn()
            .unwrap();
        child
            .stdin
            .take()
            .unwrap()
            .write_all(stdin.as_bytes())
            .unwrap();
        let out = child.wait_with_output().unwrap();
        (
            out.status.success(),
            String::from_utf8_lossy(&out.stdout).into_owned()
                + &String::from_utf8_lossy(&out.stderr),
        )
    };
    let (ok, out) = vama(
        &["users", "add", "--type", "officer", "--username", "ana"],
        "",
    );
    assert!(!ok && out.contains("customsOffices"), "{out}");
    // the password read from standard input
    let (ok, out) = vama(
        &["users", "add", "--type", "admin", "--username", "chief"],
        "chief-secret-1\n",
    );
    assert!(ok, "{out}");
    let (ok, out) = vama(&["users", "list"], "");
    assert!(
        ok && out.contains("chief") && out.contains("admin"),
        "{out}"
    );
    // an administration's list of EORI numbers: all rows or none
    let list = dir.join("eori.csv");
    std::fs::write(&list, "name,eori\nBad Row,12\n").unwrap();
    let (ok, out) = vama(&["eori", "import", list.to_str().unwrap()], "");
    assert!(!ok && out.contains("line 2"), "{out}");
    std::fs::write(
        &list,
        "eori,name,aeo\nRO99887766,\"Dunarea Trans, SRL\",yes\nMD1003600000777,Codru Vin SA,no\n",
    )
    .unwrap();
    let (ok, out) = vama(&["eori", "import", list.to_str().unwrap()], "");
    assert!(ok && out.contains("imported 2"), "{out}");

    let app = TestApp::spawn_on(Backend::Sqlite, |c| {
        c.data_dir = dir.clone();
        c.demo_users = false;
    })
    .await
    .unwrap();
    let admin = login_with(&app.base, "chief", "chief-secret-1").await;
    create(&admin, trader_form()).await;
    // the EORI finder holds the imported parties and the users' (a trader saved just now)
    let trader = login_with(&app.base, "prut", PASSWORD).await;
    let found: Value = trader
        .post(
            "/v1/catalogs/eori/search",
            &json!({"criteria": [{"fieldName": "code", "operation": "IN", "dataType": "TEXT",
                                  "values": ["RO99887766", TRADER_EORI, "MD1003600000777"]}]}),
        )
        .await
        .json()
        .await
        .unwrap();
    let names: Vec<&str> = found["items"]
        .as_array()
        .unwrap()
        .iter()
        .map(|i| i["name"].as_str().unwrap())
        .collect();
    assert_eq!(names.len(), 3, "{found}");
    assert!(names.contains(&"Dunarea Trans, SRL") && names.contains(&"Prut Trade SRL"));
    // the imported list did not keep the other reference data from being installed
    let countries: Value = trader
        .post(
            "/v1/catalogs/country/search",
            &json!({"criteria": [{"fieldName": "code", "operation": "IN", "dataType": "TEXT", "values": ["MD"]}]}),
        )
        .await
        .json()
        .await
        .unwrap();
    assert_eq!(countries["total"], 1, "{countries}");
    let log = admin.get_json("/v1/admin/audit").await;
    assert_eq!(log[1]["actor"], "cli");
    assert_eq!(log[1]["action"], "create-user");
    assert_eq!(log[0]["actor"], "chief");
    let _ = std::fs::remove_dir_all(&dir);
}
