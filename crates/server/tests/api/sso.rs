//! Sign-in through the national SSO (issue 'Identity'), against a real OpenID provider:
//! `oidc-provider` from npm, started per test on a loopback port (`web/e2e/support/sso/`), driven
//! over HTTP as a browser would (redirects, cookies, the provider's sign-in form). Each user type
//! signs in with the attributes its claims carry (a representation link included); every
//! spoilt answer (signature, audience, issuer, expiry, nonce, state) and every user whose claims
//! lack what their type needs is refused, naming why, and nothing is created.

use std::io::{BufRead, BufReader};
use std::process::{Child, Command, Stdio};

use reqwest::{redirect, Client, StatusCode, Url};
use serde_json::{json, Value};
use vama_server::auth::sso::{config::ClaimNames, SsoConfig};

use crate::authorisation::acr;
use crate::support::{Backend, TestApp, User};

/// The tests' OpenID provider, stopped when dropped.
struct Provider {
    child: Child,
    issuer: String,
}

impl Provider {
    fn start() -> Provider {
        let script = concat!(
            env!("CARGO_MANIFEST_DIR"),
            "/../../web/e2e/support/sso/provider.mjs"
        );
        let mut child = Command::new("node")
            .arg(script)
            .stdout(Stdio::piped())
            .stderr(Stdio::null())
            .spawn()
            .expect("node runs the tests' OpenID provider (make setup installs it)");
        let mut lines = BufReader::new(child.stdout.take().unwrap()).lines();
        let issuer = lines
            .by_ref()
            .map_while(Result::ok)
            .find_map(|line| {
                serde_json::from_str::<Value>(&line)
                    .ok()
                    .and_then(|v| v["issuer"].as_str().map(str::to_owned))
            })
            .expect("the provider says where it listens");
        // What it writes after is read and dropped (a closed pipe would stop it).
        std::thread::spawn(move || lines.for_each(drop));
        Provider { child, issuer }
    }
}

impl Drop for Provider {
    fn drop(&mut self) {
        let _ = self.child.kill();
        let _ = self.child.wait();
    }
}

fn sso_config(provider: &Provider, port: u16) -> SsoConfig {
    SsoConfig {
        issuer: provider.issuer.clone(),
        client_id: "vama".into(),
        client_secret: Some("vama-test-secret".into()),
        redirect_url: format!("http://127.0.0.1:{port}/v1/auth/sso/callback"),
        scopes: vec!["openid".into(), "profile".into()],
        claims: ClaimNames::default(),
    }
}

async fn app_with_sso(
    backend: Backend,
    provider: &Provider,
    local_accounts: bool,
) -> Option<TestApp> {
    TestApp::spawn_on(backend, |c| {
        c.sso = Some(sso_config(provider, c.addr.port()));
        c.local_accounts = local_accounts;
    })
    .await
}

/// A browser's client for `app`: it follows the provider's redirects and stops at the
/// portal's answer to the provider (or at the callback itself when `stop_at_callback`).
fn browser(app: &TestApp, stop_at_callback: bool) -> Client {
    let portal = Url::parse(&app.base).unwrap();
    let port = portal.port();
    Client::builder()
        .cookie_store(true)
        .redirect(redirect::Policy::custom(move |attempt| {
            let url = attempt.url();
            let at_portal = url.port() == port;
            let callback = url.path() == "/v1/auth/sso/callback";
            if at_portal
                && ((callback && stop_at_callback) || !url.path().starts_with("/v1/auth/sso"))
            {
                attempt.stop()
            } else {
                attempt.follow()
            }
        }))
        .build()
        .unwrap()
}

/// Starts a sign-in with `client` and signs in at the provider as `subject`: the last answer
/// (the portal's redirect after its callback, or the provider's redirect to the callback).
async fn sign_in_at_provider(app: &TestApp, client: &Client, subject: &str) -> reqwest::Response {
    let form = client
        .get(format!("{}/v1/auth/sso?next=/t01", app.base))
        .send()
        .await
        .unwrap();
    assert_eq!(form.status(), StatusCode::OK, "the provider's sign-in form");
    let login = format!("{}/login", form.url());
    client
        .post(login)
        .form(&[("login", subject)])
        .send()
        .await
        .unwrap()
}

fn location(res: &reqwest::Response) -> String {
    assert_eq!(res.status(), StatusCode::SEE_OTHER, "{}", res.url());
    res.headers()[reqwest::header::LOCATION]
        .to_str()
        .unwrap()
        .to_owned()
}

/// Signs in through the SSO as `subject`: the signed-in user, or where the portal sent the
/// browser instead.
async fn through_sso(app: &TestApp, subject: &str) -> Result<User, String> {
    let client = browser(app, false);
    let res = sign_in_at_provider(app, &client, subject).await;
    let to = location(&res);
    if to != "/t01" {
        return Err(to);
    }
    let me: Value = client
        .get(format!("{}/v1/me", app.base))
        .send()
        .await
        .unwrap()
        .json()
        .await
        .unwrap();
    Ok(User {
        client,
        csrf: me["csrfToken"].as_str().unwrap().to_owned(),
        base: app.base.clone(),
        me,
    })
}

async fn usernames(app: &TestApp) -> Vec<String> {
    let admin = app.login("admin").await;
    let users = admin.get_json("/v1/admin/users").await;
    users
        .as_array()
        .unwrap()
        .iter()
        .map(|u| u["username"].as_str().unwrap().to_owned())
        .collect()
}

async fn each_user_type_signs_in_with_the_attributes_its_claims_carry(backend: Backend) {
    let provider = Provider::start();
    let Some(app) = app_with_sso(backend, &provider, true).await else {
        return;
    };
    let trader = through_sso(&app, "sso-trader").await.unwrap();
    assert_eq!(trader.me["username"], "nistru.trade");
    assert_eq!(trader.me["userType"], "trader");
    assert_eq!(trader.me["eori"], "MD1003600000301");
    assert_eq!(trader.me["displayName"], "Nistru Trade SRL");
    assert_eq!(trader.me["sso"], true);
    assert!(trader.me["permissions"]
        .as_array()
        .unwrap()
        .contains(&json!("t01-applicant")));

    let officer = through_sso(&app, "sso-officer").await.unwrap();
    assert_eq!(officer.me["userType"], "officer");
    assert_eq!(officer.me["customsOffices"], json!(["MD100100"]));
    assert_eq!(officer.me["eori"], Value::Null);

    let admin = through_sso(&app, "sso-admin").await.unwrap();
    assert_eq!(admin.me["userType"], "admin");
    assert_eq!(admin.get("/v1/admin/users").await.status(), StatusCode::OK);

    // The SSO is the authority: what an administrator changed of an SSO user is what the
    // claims say again at the next sign-in; both changes are audited.
    let local_admin = app.login("admin").await;
    let users = local_admin
        .get_json("/v1/admin/users?find=nistru.trade")
        .await;
    let id = users[0]["id"].as_i64().unwrap();
    assert_eq!(users[0]["sso"], true);
    let res = local_admin
        .put(
            &format!("/v1/admin/users/{id}"),
            &json!({"userType": "trader", "displayName": "Renamed", "eori": "MD1003600000999"}),
        )
        .await;
    assert_eq!(res.status(), StatusCode::OK);
    assert_eq!(trader.get_json("/v1/me").await["eori"], "MD1003600000999");
    let again = through_sso(&app, "sso-trader").await.unwrap();
    assert_eq!(again.me["eori"], "MD1003600000301");
    assert_eq!(again.me["displayName"], "Nistru Trade SRL");
    assert_eq!(
        trader.get_json("/v1/me").await["eori"],
        "MD1003600000301",
        "the old session too"
    );
    let log = local_admin.get_json("/v1/admin/audit").await;
    let actions: Vec<(&str, &str)> = log
        .as_array()
        .unwrap()
        .iter()
        .map(|e| (e["action"].as_str().unwrap(), e["actor"].as_str().unwrap()))
        .collect();
    assert_eq!(actions[0], ("sso-update-user", "sso"));
    assert!(actions.contains(&("sso-create-user", "sso")));
    // a sign-in that changes nothing writes nothing
    through_sso(&app, "sso-trader").await.unwrap();
    let log_after = local_admin.get_json("/v1/admin/audit").await;
    assert_eq!(
        log_after.as_array().unwrap().len(),
        log.as_array().unwrap().len()
    );
    // the trader's EORI is known to the EORI finder
    let found = trader
        .get_json("/v1/code/eori/MD1003600000301/check-code")
        .await;
    assert_eq!(found["item"]["name"], "Nistru Trade SRL", "{found}");
}

async fn an_agent_files_for_the_traders_its_claims_link_it_to(backend: Backend) {
    let provider = Provider::start();
    let Some(app) = app_with_sso(backend, &provider, true).await else {
        return;
    };
    let agent = through_sso(&app, "sso-agent").await.unwrap();
    assert_eq!(agent.me["userType"], "agent");
    assert_eq!(
        agent.me["linkedEoris"],
        json!(["MD1003600000301", "MD1003600000011"])
    );
    // a party its claims link it to is known to the EORI finder, even before it signs in
    let found = agent
        .get_json("/v1/code/eori/MD1003600000301/check-code")
        .await;
    assert_eq!(found["valid"], true, "{found}");
    // the demo trader MD1003600000011 is linked by the claims, the demo trader2 is not
    let mut doc = acr();
    doc["applicant"] = json!({"EORINumber": "MD1003600000033", "name": "Another Trader"});
    let res = agent.post("/v1/acr/store", &doc).await;
    assert_eq!(
        res.status(),
        StatusCode::UNPROCESSABLE_ENTITY,
        "not their trader"
    );
    doc["applicant"] = json!({"EORINumber": "MD1003600000011", "name": "Demo Trader"});
    let res = agent.post("/v1/acr/store", &doc).await;
    let body: Value = res.json().await.unwrap();
    let id = body["id"]
        .as_str()
        .expect("stored for the linked trader")
        .to_owned();
    let trader = app.login("trader").await;
    assert_eq!(
        trader.get(&format!("/v1/acr/{id}/document")).await.status(),
        StatusCode::OK,
        "the trader sees what its agent filed"
    );
}

crate::on_both_stores!(
    each_user_type_signs_in_with_the_attributes_its_claims_carry,
    an_agent_files_for_the_traders_its_claims_link_it_to
);

#[tokio::test]
async fn a_spoilt_id_token_is_refused_naming_why_and_nobody_is_created() {
    let provider = Provider::start();
    let app = app_with_sso(Backend::Sqlite, &provider, true)
        .await
        .unwrap();
    let before = usernames(&app).await;
    for reason in ["signature", "audience", "issuer", "expired", "nonce"] {
        let to = through_sso(&app, &format!("tamper-{reason}")).await.err();
        assert_eq!(
            to.as_deref(),
            Some(format!("/login?sso=refused&reason={reason}&next=%2Ft01").as_str()),
            "{reason}"
        );
    }
    assert_eq!(usernames(&app).await, before, "nobody created");
}

#[tokio::test]
async fn an_answer_is_taken_once_by_the_browser_that_asked_with_its_state() {
    let provider = Provider::start();
    let app = app_with_sso(Backend::Sqlite, &provider, true)
        .await
        .unwrap();
    let before = usernames(&app).await;
    let refused_state = "/login?sso=refused&reason=state&next=%2Ft01";

    // a changed state
    let client = browser(&app, true);
    let callback = location(&sign_in_at_provider(&app, &client, "sso-trader").await);
    let mut url = Url::parse(&callback).unwrap();
    let pairs: Vec<(String, String)> = url
        .query_pairs()
        .map(|(k, v)| {
            let v = if k == "state" {
                format!("{v}x")
            } else {
                v.into_owned()
            };
            (k.into_owned(), v)
        })
        .collect();
    url.query_pairs_mut().clear().extend_pairs(pairs);
    let res = client.get(url).send().await.unwrap();
    assert_eq!(location(&res), "/login?sso=refused&reason=state");

    // the right answer, brought by another browser
    let callback = location(&sign_in_at_provider(&app, &client, "sso-trader").await);
    let other = browser(&app, true);
    let res = other.get(&callback).send().await.unwrap();
    assert_eq!(location(&res), refused_state);
    // ... is used up: its browser cannot use it after
    let res = client.get(&callback).send().await.unwrap();
    assert_eq!(location(&res), "/login?sso=refused&reason=state");

    // the right answer in the right browser signs in, once
    let callback = location(&sign_in_at_provider(&app, &client, "sso-trader").await);
    let res = client.get(&callback).send().await.unwrap();
    assert_eq!(location(&res), "/t01");
    let res = client.get(&callback).send().await.unwrap();
    assert_eq!(
        location(&res),
        "/login?sso=refused&reason=state",
        "replayed"
    );
    assert_eq!(usernames(&app).await.len(), before.len() + 1);
}

#[tokio::test]
async fn claims_lacking_what_the_user_type_needs_are_refused_naming_the_attribute() {
    let provider = Provider::start();
    let app = app_with_sso(Backend::Sqlite, &provider, true)
        .await
        .unwrap();
    let before = usernames(&app).await;
    assert_eq!(
        through_sso(&app, "sso-officer-no-office")
            .await
            .err()
            .unwrap(),
        "/login?sso=refused&reason=missing%2Dattribute&attributes=customsOffices\
         &claims=customs%5Foffices&next=%2Ft01"
    );
    assert_eq!(
        through_sso(&app, "sso-trader-no-eori").await.err().unwrap(),
        "/login?sso=refused&reason=missing%2Dattribute&attributes=eori&claims=eori&next=%2Ft01"
    );
    assert_eq!(usernames(&app).await, before);
}

#[tokio::test]
async fn a_disabled_user_is_refused_by_the_portal_whatever_the_sso_says() {
    let provider = Provider::start();
    let app = app_with_sso(Backend::Sqlite, &provider, true)
        .await
        .unwrap();
    let trader = through_sso(&app, "sso-trader").await.unwrap();
    let admin = app.login("admin").await;
    let id = admin.get_json("/v1/admin/users?find=nistru.trade").await[0]["id"]
        .as_i64()
        .unwrap();
    let res = admin
        .post(&format!("/v1/admin/users/{id}/disable"), &json!({}))
        .await;
    assert_eq!(res.status(), StatusCode::OK);
    assert_eq!(
        trader.get("/v1/me").await.status(),
        StatusCode::UNAUTHORIZED
    );
    // what an administrator changed stays as it is: the refused sign-in writes nothing
    let res = admin
        .put(
            &format!("/v1/admin/users/{id}"),
            &json!({"userType": "trader", "displayName": "Renamed", "eori": "MD1003600000999"}),
        )
        .await;
    assert_eq!(res.status(), StatusCode::OK);
    let log = admin.get_json("/v1/admin/audit").await;
    assert_eq!(
        through_sso(&app, "sso-trader").await.err().unwrap(),
        "/login?sso=refused&reason=disabled&next=%2Ft01"
    );
    assert_eq!(
        admin.get_json("/v1/admin/audit").await,
        log,
        "nothing audited"
    );
    let user = admin.get_json(&format!("/v1/admin/users/{id}")).await;
    assert_eq!(user["eori"], "MD1003600000999");
}

#[tokio::test]
async fn with_local_accounts_off_only_the_sso_signs_in_and_logout_goes_to_the_provider() {
    let provider = Provider::start();
    let app = app_with_sso(Backend::Sqlite, &provider, false)
        .await
        .unwrap();
    let anonymous = app.anonymous();
    let options: Value = anonymous
        .get(format!("{}/v1/auth/options", app.base))
        .send()
        .await
        .unwrap()
        .json()
        .await
        .unwrap();
    assert_eq!(options, json!({"localAccounts": false, "sso": true}));
    let res = anonymous
        .post(format!("{}/v1/auth/login", app.base))
        .json(&json!({"username": "admin", "password": "admin"}))
        .send()
        .await
        .unwrap();
    assert_eq!(res.status(), StatusCode::FORBIDDEN);
    let body: Value = res.json().await.unwrap();
    assert_eq!(body["error"], "local-accounts-off");

    let officer = through_sso(&app, "sso-officer").await.unwrap();
    let res = officer.post("/v1/auth/logout", &json!({})).await;
    assert_eq!(res.status(), StatusCode::NO_CONTENT);
    assert_eq!(
        officer.get("/v1/me").await.status(),
        StatusCode::UNAUTHORIZED
    );
    // the provider's logout, which comes back to the sign-in page
    let res = Client::builder()
        .redirect(redirect::Policy::none())
        .build()
        .unwrap()
        .get(format!("{}/v1/auth/sso/logout", app.base))
        .send()
        .await
        .unwrap();
    let end = location(&res);
    let expected = format!(
        "{}/session/end?client_id=vama&post_logout_redirect_uri={}",
        provider.issuer,
        percent_encode(&format!("{}/login", app.base))
    );
    assert_eq!(end, expected);
    let res = officer.client.get(&end).send().await.unwrap();
    assert_eq!(
        res.status(),
        StatusCode::OK,
        "the provider accepts the logout"
    );
}

fn percent_encode(s: &str) -> String {
    url_form(s)
}

/// As `application/x-www-form-urlencoded` writes a value.
fn url_form(s: &str) -> String {
    Url::parse_with_params("http://x/", &[("v", s)])
        .unwrap()
        .query()
        .unwrap()
        .trim_start_matches("v=")
        .to_owned()
}
