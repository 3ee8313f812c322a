//! Test harness: a server on its own store (a temp SQLite file, or a fresh PostgreSQL database)
//! and signed-in clients.

use reqwest::{Client, Response, StatusCode};
use serde_json::{json, Value};
use vama_server::{config::Config, startup, state::AppState};

pub struct TestApp {
    pub base: String,
    pub state: AppState,
    _dir: Option<tempdir::TempDir>,
}

mod tempdir {
    pub struct TempDir(pub std::path::PathBuf);
    impl TempDir {
        pub fn new() -> TempDir {
            let p = std::env::temp_dir().join(format!("vama-api-{}", uuid::Uuid::new_v4()));
            std::fs::create_dir_all(&p).unwrap();
            TempDir(p)
        }
    }
    impl Drop for TempDir {
        fn drop(&mut self) {
            let _ = std::fs::remove_dir_all(&self.0);
        }
    }
}

#[derive(Clone, Copy, Debug)]
pub enum Backend {
    Sqlite,
    Postgres,
}

/// A fresh PostgreSQL database for one test, or `None` (with a loud message) when PostgreSQL
/// cannot be reached outside CI. Under `CI=true` an unreachable PostgreSQL fails the test.
pub async fn fresh_postgres() -> Option<String> {
    let admin = std::env::var("VAMA_TEST_DATABASE_URL")
        .unwrap_or_else(|_| "postgres://postgres@127.0.0.1:5432/test".into());
    let name = format!("vama_api_{}", uuid::Uuid::new_v4().simple());
    let pool = match sqlx::PgPool::connect(&admin).await {
        Ok(p) => p,
        Err(e) => {
            if std::env::var("CI").as_deref() == Ok("true") {
                panic!("PostgreSQL is required under CI=true: {e}");
            }
            eprintln!("SKIPPED: PostgreSQL not reachable at {admin}: {e}");
            return None;
        }
    };
    sqlx::raw_sql(sqlx::AssertSqlSafe(format!("CREATE DATABASE {name}")))
        .execute(&pool)
        .await
        .expect("create database");
    pool.close().await;
    let base = admin
        .rsplit_once('/')
        .map(|(b, _)| b.to_owned())
        .unwrap_or(admin);
    Some(format!("{base}/{name}"))
}

impl TestApp {
    pub async fn spawn() -> TestApp {
        Self::spawn_on(Backend::Sqlite, |_| {})
            .await
            .expect("sqlite is always available")
    }

    pub async fn spawn_on(backend: Backend, tweak: impl FnOnce(&mut Config)) -> Option<TestApp> {
        Self::spawn_listening(backend, "127.0.0.1", tweak).await
    }

    /// As [`TestApp::spawn_on`], listening on `ip` (`0.0.0.0` to be reached from another
    /// address than loopback); `base` still names loopback.
    pub async fn spawn_listening(
        backend: Backend,
        ip: &str,
        tweak: impl FnOnce(&mut Config),
    ) -> Option<TestApp> {
        let mut config = Config::for_tests();
        let dir = match backend {
            Backend::Sqlite => {
                let dir = tempdir::TempDir::new();
                config.data_dir = dir.0.clone();
                Some(dir)
            }
            Backend::Postgres => {
                config.database_url = Some(fresh_postgres().await?);
                None
            }
        };
        config.web_dir = std::path::PathBuf::from("/nonexistent");
        // Bound first, so that a tweak can name the server's address (the SSO's redirect URL).
        let listener = tokio::net::TcpListener::bind((ip, 0)).await.unwrap();
        let port = listener.local_addr().unwrap().port();
        let addr = std::net::SocketAddr::from(([127, 0, 0, 1], port));
        config.addr = addr;
        tweak(&mut config);
        let state = startup::prepare(config).await.expect("server prepares");
        let app = vama_server::app(state.clone());
        let config = state.config.clone();
        tokio::spawn(async move {
            vama_server::serve::run(listener, app, &config, std::future::pending())
                .await
                .unwrap();
        });
        Some(TestApp {
            base: format!("http://{addr}"),
            state,
            _dir: dir,
        })
    }

    pub fn anonymous(&self) -> Client {
        Client::builder().cookie_store(true).build().unwrap()
    }

    /// A client signed in as `user` (password = user name), with its CSRF token.
    pub async fn login(&self, user: &str) -> User {
        login_at(&self.base, user).await
    }
}

/// A client signed in as `user` at the server `base`.
pub async fn login_at(base: &str, user: &str) -> User {
    login_with(base, user, user).await
}

/// A client signed in as `user` with `password` at the server `base`.
pub async fn login_with(base: &str, user: &str, password: &str) -> User {
    {
        let client = Client::builder().cookie_store(true).build().unwrap();
        let res = client
            .post(format!("{base}/v1/auth/login"))
            .json(&json!({"username": user, "password": password}))
            .send()
            .await
            .unwrap();
        assert_eq!(res.status(), StatusCode::OK, "login as {user}");
        let body: Value = res.json().await.unwrap();
        User {
            client,
            csrf: body["csrfToken"].as_str().unwrap().to_owned(),
            base: base.to_owned(),
            me: body["user"].clone(),
        }
    }
}

pub struct User {
    pub client: Client,
    pub csrf: String,
    pub base: String,
    pub me: Value,
}

impl User {
    pub async fn put(&self, path: &str, body: &Value) -> Response {
        self.client
            .put(self.url(path))
            .header("X-CSRF-Token", &self.csrf)
            .json(body)
            .send()
            .await
            .unwrap()
    }

    pub fn url(&self, path: &str) -> String {
        format!("{}{}", self.base, path)
    }
    pub async fn get(&self, path: &str) -> Response {
        self.client.get(self.url(path)).send().await.unwrap()
    }
    pub async fn post(&self, path: &str, body: &Value) -> Response {
        self.client
            .post(self.url(path))
            .header("X-CSRF-Token", &self.csrf)
            .json(body)
            .send()
            .await
            .unwrap()
    }
    /// POSTs `body` as it is, with `content_type` (a file: an import, a malformed body).
    pub async fn post_raw(
        &self,
        path: &str,
        content_type: &str,
        body: impl Into<reqwest::Body>,
    ) -> Response {
        self.client
            .post(self.url(path))
            .header("X-CSRF-Token", &self.csrf)
            .header("Content-Type", content_type)
            .body(body)
            .send()
            .await
            .unwrap()
    }
    pub async fn delete(&self, path: &str) -> Response {
        self.client
            .delete(self.url(path))
            .header("X-CSRF-Token", &self.csrf)
            .send()
            .await
            .unwrap()
    }
    pub async fn get_json(&self, path: &str) -> Value {
        let res = self.get(path).await;
        assert_eq!(res.status(), StatusCode::OK, "GET {path}");
        res.json().await.unwrap()
    }

    /// Stores a new declaration built from the blank one with `fill` applied; answers its id.
    pub async fn store_new_t01(&self, fill: impl FnOnce(&mut Value)) -> String {
        let mut doc = self.get_json("/v1/t01/info").await;
        fill(&mut doc);
        let res = self.post("/v1/t01/store", &doc).await;
        let status = res.status();
        let body: Value = res.json().await.unwrap();
        assert_eq!(status, StatusCode::OK, "store: {body}");
        body["id"].as_str().unwrap().to_owned()
    }
}

/// The row of document `id` in a search answer (`{"items": [...]}`); the test fails when the
/// list does not hold it.
pub fn row_of(list: &Value, id: &str) -> Value {
    list["items"]
        .as_array()
        .and_then(|rows| rows.iter().find(|r| r["id"] == id))
        .cloned()
        .unwrap_or_else(|| panic!("{id} listed: {list}"))
}

/// The paths of the violations a refusal (422) names, in its order.
pub fn violation_paths(body: &Value) -> Vec<&str> {
    body["violations"]
        .as_array()
        .unwrap_or_else(|| panic!("violations listed: {body}"))
        .iter()
        .map(|v| v["path"].as_str().unwrap())
        .collect()
}

/// The (path, rule) of each violation an answer names, in its order.
pub fn violations(body: &Value) -> Vec<(&str, &str)> {
    body["violations"]
        .as_array()
        .unwrap_or_else(|| panic!("violations listed: {body}"))
        .iter()
        .map(|v| (v["path"].as_str().unwrap(), v["rule"].as_str().unwrap()))
        .collect()
}

pub fn office(code: &str) -> Value {
    json!({"code": code, "name": format!("Office {code}")})
}

/// Declares the tests `$name::sqlite` and `$name::postgres`, each running `$name(backend)`:
/// a behaviour that involves the store is proved on both stores by one body.
#[macro_export]
macro_rules! on_both_stores {
    ($($name:ident),+ $(,)?) => {$(
        mod $name {
            #[tokio::test]
            async fn sqlite() {
                super::$name($crate::support::Backend::Sqlite).await
            }
            #[tokio::test]
            async fn postgres() {
                super::$name($crate::support::Backend::Postgres).await
            }
        }
    )+};
}

impl TestApp {
    /// Runs `sql` on the server's own database over a connection of the test's, beside the
    /// server's pool (to arrange what no API call can: a failing table, say).
    pub async fn raw_sql(&self, sql: &str) {
        use sqlx::Connection as _;
        match &self.state.config.database_url {
            Some(url) => {
                let mut c = sqlx::PgConnection::connect(url).await.unwrap();
                sqlx::raw_sql(sqlx::AssertSqlSafe(sql.to_owned()))
                    .execute(&mut c)
                    .await
                    .unwrap();
            }
            None => {
                let file = self.state.config.data_dir.join("vama.db");
                let mut c =
                    sqlx::SqliteConnection::connect(&format!("sqlite://{}", file.display()))
                        .await
                        .unwrap();
                sqlx::raw_sql(sqlx::AssertSqlSafe(sql.to_owned()))
                    .execute(&mut c)
                    .await
                    .unwrap();
            }
        }
    }

    /// Whether the app runs on PostgreSQL.
    pub fn is_postgres(&self) -> bool {
        self.state.config.database_url.is_some()
    }
}
