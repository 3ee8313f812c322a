//! The administration of identity (issue 'Identity'): only an administrator reaches
//! `/v1/admin/`, and an administrator reads no document; a representation link takes effect at
//! the agent's next request and its removal hides at once what was filed under it; a disabled
//! user's session ends at once; every change is audited; the CLI creates the first
//! administrator of a fresh install.

use reqwest::StatusCode;
use serde_json::{json, Value};

use crate::authorisation::acr;
use crate::support::{fresh_postgres, login_with, violation_paths, Backend, TestApp, User};

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
async fn the_first_administrator_is_created_with_the_cli(backend: Backend) {
    let Some(store) = CliStore::new(backend).await else {
        return;
    };
    let dir = store.dir.clone();
    let (ok, out) = store
        .vama(
            &["users", "add", "--type", "officer", "--username", "ana"],
            "",
        )
        .await;
    assert!(!ok && out.contains("customsOffices"), "{out}");
    // the password read from standard input
    let (ok, out) = store
        .vama(
            &["users", "add", "--type", "admin", "--username", "chief"],
            "chief-secret-1\n",
        )
        .await;
    assert!(ok, "{out}");
    let (ok, out) = store.vama(&["users", "list"], "").await;
    assert!(
        ok && out.contains("chief") && out.contains("admin"),
        "{out}"
    );
    // an administration's list of EORI numbers: all rows or none
    let list = dir.join("eori.csv");
    std::fs::write(&list, "name,eori\nBad Row,12\n").unwrap();
    let (ok, out) = store
        .vama(&["eori", "import", list.to_str().unwrap()], "")
        .await;
    assert!(!ok && out.contains("line 2"), "{out}");
    std::fs::write(
        &list,
        "eori,name,aeo\nRO99887766,\"Dunarea Trans, SRL\",yes\nMD1003600000777,Codru Vin SA,no\n",
    )
    .unwrap();
    let (ok, out) = store
        .vama(&["eori", "import", list.to_str().unwrap()], "")
        .await;
    assert!(ok && out.contains("imported 2"), "{out}");

    let app = store.server().await;
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
}

crate::on_both_stores!(the_first_administrator_is_created_with_the_cli);

/// The store the `vama` command and a server share, as a deployment configures it: a SQLite
/// directory (`VAMA_DATA_DIR`), or a fresh PostgreSQL database (`DATABASE_URL`).
struct CliStore {
    dir: std::path::PathBuf,
    database_url: Option<String>,
}

impl CliStore {
    /// `None` when PostgreSQL cannot be reached outside CI (see `fresh_postgres`).
    async fn new(backend: Backend) -> Option<CliStore> {
        let database_url = match backend {
            Backend::Sqlite => None,
            Backend::Postgres => Some(fresh_postgres().await?),
        };
        let dir = std::env::temp_dir().join(format!("vama-cli-{}", uuid::Uuid::new_v4()));
        std::fs::create_dir_all(&dir).unwrap();
        Some(CliStore { dir, database_url })
    }

    /// Runs `vama ARGS` with `stdin` on this store: whether it succeeded, and what it printed.
    async fn vama(&self, args: &[&str], stdin: &str) -> (bool, String) {
        use std::io::Write;
        let mut command = std::process::Command::new(env!("CARGO_BIN_EXE_vama"));
        command
            .args(args)
            .env("VAMA_DATA_DIR", &self.dir)
            .env("VAMA_DEMO_USERS", "false")
            .stdin(std::process::Stdio::piped())
            .stdout(std::process::Stdio::piped())
            .stderr(std::process::Stdio::piped());
        match &self.database_url {
            Some(url) => command.env("DATABASE_URL", url),
            None => command.env_remove("DATABASE_URL"),
        };
        let stdin = stdin.to_owned();
        // off the test's runtime: a server of the test may be serving on it meanwhile
        tokio::task::spawn_blocking(move || {
            let mut child = command.spawn().unwrap();
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
        })
        .await
        .unwrap()
    }

    /// A server on this store (no demo users).
    async fn server(&self) -> TestApp {
        let (dir, url) = (self.dir.clone(), self.database_url.clone());
        TestApp::spawn_on(Backend::Sqlite, |c| {
            c.data_dir = dir;
            c.database_url = url;
            c.demo_users = false;
        })
        .await
        .unwrap()
    }
}

impl Drop for CliStore {
    fn drop(&mut self) {
        let _ = std::fs::remove_dir_all(&self.dir);
    }
}

/// Signs in with a user name and password: the status (and the body) of the answer.
async fn sign_in(app: &TestApp, username: &str, password: &str) -> (StatusCode, Value) {
    let res = app
        .anonymous()
        .post(format!("{}/v1/auth/login", app.base))
        .json(&json!({"username": username, "password": password}))
        .send()
        .await
        .unwrap();
    let status = res.status();
    (status, res.json().await.unwrap_or(Value::Null))
}

/// The audit log as (actor, action, target), newest first.
async fn audit_trail(admin: &User) -> Vec<(String, String, String)> {
    let log = admin.get_json("/v1/admin/audit").await;
    log.as_array()
        .unwrap()
        .iter()
        .map(|e| {
            let s = |k: &str| e[k].as_str().unwrap().to_owned();
            (s("actor"), s("action"), s("target"))
        })
        .collect()
}

fn by_cli(entries: &[(&str, &str)]) -> Vec<(String, String, String)> {
    entries
        .iter()
        .map(|(action, target)| ("cli".into(), (*action).into(), (*target).into()))
        .collect()
}

/// `vama users add` with `--eori`, repeated `--office` and `--permission`; `passwd` with
/// `--password` and from standard input; `disable` and `enable`: each as the server then sees
/// it, on the configured store, audited as `cli`.
async fn the_cli_adds_users_with_their_attributes_changes_passwords_and_disables_and_enables(
    backend: Backend,
) {
    let Some(store) = CliStore::new(backend).await else {
        return;
    };
    let add = |args: &'static [&'static str], stdin: &'static str| {
        let store = &store;
        async move {
            let mut all = vec!["users", "add"];
            all.extend_from_slice(args);
            let (ok, out) = store.vama(&all, stdin).await;
            assert!(ok, "{args:?}: {out}");
        }
    };
    add(
        &[
            "--type",
            "admin",
            "--username",
            "chief",
            "--password",
            "chief-secret-1",
        ],
        "",
    )
    .await;
    add(
        &[
            "--type",
            "officer",
            "--username",
            "ana",
            "--name",
            "Ana Pop",
            "--office",
            "MD100100",
            "--office",
            "MD200000",
            "--permission",
            "t01-read",
            "--permission",
            "t01-search",
        ],
        "ana-secret-11\n",
    )
    .await;
    add(
        &[
            "--type",
            "trader",
            "--username",
            "prut",
            "--eori",
            TRADER_EORI,
            "--password",
            PASSWORD,
        ],
        "",
    )
    .await;
    let app = store.server().await;
    let admin = login_with(&app.base, "chief", "chief-secret-1").await;

    // the officer: both offices, exactly the permissions given (not the type's defaults)
    let ana = login_with(&app.base, "ana", "ana-secret-11").await;
    assert_eq!(ana.me["userType"], "officer");
    assert_eq!(ana.me["displayName"], "Ana Pop");
    assert_eq!(ana.me["customsOffices"], json!(["MD100100", "MD200000"]));
    assert_eq!(ana.me["permissions"], json!(["t01-read", "t01-search"]));
    assert_eq!(ana.get("/v1/t01/search").await.status(), StatusCode::OK);
    assert_eq!(
        ana.get("/v1/g01/search").await.status(),
        StatusCode::FORBIDDEN,
        "no g01-search given"
    );
    // the trader: its EORI, the type's default permissions
    let prut = login_with(&app.base, "prut", PASSWORD).await;
    assert_eq!(prut.me["eori"], TRADER_EORI);
    assert!(prut.me["permissions"]
        .as_array()
        .unwrap()
        .contains(&json!("acr-applicant")));

    // a new password given on the command line, and one read from standard input
    let (ok, out) = store
        .vama(
            &["users", "passwd", "prut", "--password", "new-secret-22"],
            "",
        )
        .await;
    assert!(ok, "{out}");
    assert_eq!(
        sign_in(&app, "prut", PASSWORD).await.0,
        StatusCode::UNAUTHORIZED,
        "the old password no longer signs in"
    );
    login_with(&app.base, "prut", "new-secret-22").await;
    let (ok, out) = store
        .vama(&["users", "passwd", "ana"], "stdin-secret-33\n")
        .await;
    assert!(ok, "{out}");
    assert_eq!(
        sign_in(&app, "ana", "ana-secret-11").await.0,
        StatusCode::UNAUTHORIZED
    );
    login_with(&app.base, "ana", "stdin-secret-33").await;
    let (ok, out) = store
        .vama(&["users", "passwd", "ana", "--password", "short"], "")
        .await;
    assert!(!ok && out.contains("password"), "too short: {out}");

    // disabled: cannot sign in, shown disabled; enabled: signs in again
    let (ok, out) = store.vama(&["users", "disable", "prut"], "").await;
    assert!(ok, "{out}");
    let (status, body) = sign_in(&app, "prut", "new-secret-22").await;
    assert_eq!(status, StatusCode::FORBIDDEN);
    assert_eq!(body["error"], "account-disabled");
    let users = admin.get_json("/v1/admin/users?find=prut").await;
    assert_eq!(users[0]["disabled"], true);
    let (ok, out) = store.vama(&["users", "list"], "").await;
    assert!(ok && out.contains("(disabled)"), "{out}");
    let (ok, out) = store.vama(&["users", "enable", "prut"], "").await;
    assert!(ok, "{out}");
    login_with(&app.base, "prut", "new-secret-22").await;
    let users = admin.get_json("/v1/admin/users?find=prut").await;
    assert_eq!(users[0]["disabled"], false);
    let (ok, out) = store.vama(&["users", "disable", "nobody"], "").await;
    assert!(!ok && out.contains("no user nobody"), "{out}");

    assert_eq!(
        audit_trail(&admin).await,
        by_cli(&[
            ("enable-user", "prut"),
            ("disable-user", "prut"),
            ("set-password", "ana"),
            ("set-password", "prut"),
            ("create-user", "prut"),
            ("create-user", "ana"),
            ("create-user", "chief"),
        ])
    );
    let log = admin.get_json("/v1/admin/audit").await;
    assert_eq!(log[1]["before"]["disabled"], false);
    assert_eq!(log[1]["after"]["disabled"], true);
    assert_eq!(
        log[5]["after"]["customsOffices"],
        json!(["MD100100", "MD200000"])
    );
}

crate::on_both_stores!(
    the_cli_adds_users_with_their_attributes_changes_passwords_and_disables_and_enables
);

/// `vama users link --from --until` gives the agent the trader for that period; `unlink`
/// takes it away: as the server then sees it, on the configured store, audited as `cli`.
async fn the_cli_links_an_agent_to_a_trader_for_a_period_and_unlinks_them(backend: Backend) {
    let Some(store) = CliStore::new(backend).await else {
        return;
    };
    for args in [
        [
            "--type",
            "admin",
            "--username",
            "chief",
            "--password",
            "chief-secret-1",
            "",
            "",
        ],
        [
            "--type",
            "trader",
            "--username",
            "prut",
            "--eori",
            TRADER_EORI,
            "--password",
            PASSWORD,
        ],
        [
            "--type",
            "agent",
            "--username",
            "nistru",
            "--eori",
            AGENT_EORI,
            "--password",
            PASSWORD,
        ],
    ] {
        let mut all = vec!["users", "add"];
        all.extend(args.iter().filter(|a| !a.is_empty()));
        let (ok, out) = store.vama(&all, "").await;
        assert!(ok, "{out}");
    }
    let app = store.server().await;
    let admin = login_with(&app.base, "chief", "chief-secret-1").await;
    let mut doc = acr();
    doc["applicant"] = json!({"EORINumber": TRADER_EORI, "name": "Prut Trade SRL"});

    let (from, until) = (day(&app, 0), day(&app, 30));
    // a link that ends before it starts is refused, naming the field
    // `users link` of the agent and the trader of this test, valid from `from` until `until`
    let link = |from: String, until: String| {
        let store = &store;
        async move {
            let args = [
                "users",
                "link",
                "--agent",
                AGENT_EORI,
                "--trader",
                TRADER_EORI,
            ];
            let dates = ["--from", from.as_str(), "--until", until.as_str()];
            store.vama(&[&args[..], &dates[..]].concat(), "").await
        }
    };
    let (ok, out) = link(until.clone(), from.clone()).await;
    assert!(!ok && out.contains("validUntil"), "{out}");
    let (ok, out) = link(from.clone(), until.clone()).await;
    assert!(ok, "{out}");
    let links = admin.get_json("/v1/admin/representations").await;
    assert_eq!(links.as_array().unwrap().len(), 1, "{links}");
    assert_eq!(links[0]["agentEori"], AGENT_EORI);
    assert_eq!(links[0]["traderEori"], TRADER_EORI);
    assert_eq!(links[0]["validFrom"], from.as_str());
    assert_eq!(links[0]["validUntil"], until.as_str());
    assert_eq!(links[0]["inForce"], true);
    assert_eq!(links[0]["createdBy"], "cli");
    let agent = login_with(&app.base, "nistru", PASSWORD).await;
    assert!(agent.me["linkedEoris"]
        .as_array()
        .unwrap()
        .contains(&json!(TRADER_EORI)));
    let res = agent.post("/v1/acr/store", &doc).await;
    let body: Value = res.json().await.unwrap();
    let id = body["id"]
        .as_str()
        .expect("files for the trader")
        .to_owned();
    assert_eq!(
        agent.get(&format!("/v1/acr/{id}/document")).await.status(),
        StatusCode::OK
    );

    let unlink = [
        "users",
        "unlink",
        "--agent",
        AGENT_EORI,
        "--trader",
        TRADER_EORI,
    ];
    let (ok, out) = store.vama(&unlink, "").await;
    assert!(ok, "{out}");
    let links = admin.get_json("/v1/admin/representations").await;
    assert_eq!(links, json!([]));
    let agent = login_with(&app.base, "nistru", PASSWORD).await;
    assert_eq!(agent.me["linkedEoris"], json!([]));
    assert_eq!(
        agent.get(&format!("/v1/acr/{id}/document")).await.status(),
        StatusCode::NOT_FOUND
    );
    let res = agent.post("/v1/acr/store", &doc).await;
    assert_eq!(res.status(), StatusCode::UNPROCESSABLE_ENTITY);
    let (ok, out) = store.vama(&unlink, "").await;
    assert!(!ok && out.contains("has no link"), "{out}");

    let link = format!("{AGENT_EORI} represents {TRADER_EORI}");
    assert_eq!(
        audit_trail(&admin).await,
        by_cli(&[
            ("remove-representation", &link),
            ("add-representation", &link),
            ("create-user", "nistru"),
            ("create-user", "prut"),
            ("create-user", "chief"),
        ])
    );
}

crate::on_both_stores!(the_cli_links_an_agent_to_a_trader_for_a_period_and_unlinks_them);

/// The day `days` from the server's today, as validity dates are written (`YYYY-MM-DD`).
fn day(app: &TestApp, days: i64) -> String {
    (app.state.clock.now() + time::Duration::days(days))
        .format(time::macros::format_description!("[year]-[month]-[day]"))
        .unwrap()
}

/// A representation link gives the agent the trader only on the days of its period: one that
/// ended yesterday or starts tomorrow gives nothing (filing for the trader refused, what the
/// agent filed for them not found); on the day it starts, it does.
async fn a_representation_link_gives_access_only_within_its_period(backend: Backend) {
    let Some(app) = TestApp::spawn_on(backend, |_| {}).await else {
        return;
    };
    let admin = app.login("admin").await;
    create(&admin, trader_form()).await;
    create(&admin, agent_form()).await;
    let agent = login_with(&app.base, "nistru", PASSWORD).await;
    let mut doc = acr();
    doc["applicant"] = json!({"EORINumber": TRADER_EORI, "name": "Prut Trade SRL"});
    let link = |period: Value| {
        let admin = &admin;
        async move {
            let mut form = json!({"agentEori": AGENT_EORI, "traderEori": TRADER_EORI});
            form.as_object_mut()
                .unwrap()
                .extend(period.as_object().unwrap().clone());
            let res = admin.post("/v1/admin/representations", &form).await;
            assert_eq!(res.status(), StatusCode::CREATED);
            res.json::<Value>().await.unwrap()
        }
    };
    // filed for the trader under a link in force today, which is then removed
    let today = link(json!({"validFrom": day(&app, 0)})).await;
    assert_eq!(today["inForce"], true);
    let body: Value = agent
        .post("/v1/acr/store", &doc)
        .await
        .json()
        .await
        .unwrap();
    let id = body["id"]
        .as_str()
        .expect("filed for the trader")
        .to_owned();
    let res = admin
        .delete(&format!("/v1/admin/representations/{}", today["id"]))
        .await;
    assert_eq!(res.status(), StatusCode::NO_CONTENT);

    let ended = link(json!({"validFrom": day(&app, -30), "validUntil": day(&app, -1)})).await;
    assert_eq!(ended["inForce"], false);
    no_access(&agent, &doc, &id, "ended yesterday").await;
    let res = admin
        .delete(&format!("/v1/admin/representations/{}", ended["id"]))
        .await;
    assert_eq!(res.status(), StatusCode::NO_CONTENT);

    let future = link(json!({"validFrom": day(&app, 1)})).await;
    assert_eq!(future["inForce"], false);
    no_access(&agent, &doc, &id, "starts tomorrow").await;

    // tomorrow: the link is in force (a new session: the old one has outlived its maximum)
    app.state.clock.advance(24 * 3600 * 1000);
    let agent = login_with(&app.base, "nistru", PASSWORD).await;
    assert_eq!(agent.me["linkedEoris"], json!([TRADER_EORI]));
    assert_eq!(
        agent.get(&format!("/v1/acr/{id}/document")).await.status(),
        StatusCode::OK
    );
    let res = agent.post("/v1/acr/store", &doc).await;
    assert_eq!(res.status(), StatusCode::OK, "files for the trader");
    let links = app
        .login("admin")
        .await
        .get_json("/v1/admin/representations")
        .await;
    assert_eq!(links[0]["inForce"], true);
}

crate::on_both_stores!(a_representation_link_gives_access_only_within_its_period);

/// The agent has no access to the trader: not linked, filing for them refused, what it filed
/// for them not found.
async fn no_access(agent: &User, doc: &Value, id: &str, why: &str) {
    let me = agent.get_json("/v1/me").await;
    assert_eq!(me["linkedEoris"], json!([]), "{why}");
    let res = agent.post("/v1/acr/store", doc).await;
    assert_eq!(res.status(), StatusCode::UNPROCESSABLE_ENTITY, "{why}");
    assert_eq!(
        agent.get(&format!("/v1/acr/{id}/document")).await.status(),
        StatusCode::NOT_FOUND,
        "{why}"
    );
}
