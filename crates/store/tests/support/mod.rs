//! Runs one conformance test on a fresh SQLite file or a fresh PostgreSQL database.

use std::future::Future;
use std::panic::resume_unwind;

use sqlx::Connection as _;
use vama_store::Store;

/// A fresh SQLite database in its own temporary directory, removed afterwards.
#[allow(dead_code)] // each test file compiles this module and uses some runners only
pub async fn run_sqlite<F, Fut>(test: F)
where
    F: FnOnce(Store) -> Fut,
    Fut: Future<Output = ()> + Send + 'static,
{
    run_sqlite_from(None, |store, _| test(store)).await
}

/// [`run_sqlite`] with the migrations up to `migrated` only (all when `None`); the test also
/// gets the database's URL, to write rows as an older schema had them.
#[allow(dead_code)]
pub async fn run_sqlite_from<F, Fut>(migrated: Option<i64>, test: F)
where
    F: FnOnce(Store, String) -> Fut,
    Fut: Future<Output = ()> + Send + 'static,
{
    let dir = std::env::temp_dir().join(format!("vama-store-test-{}", uuid::Uuid::new_v4()));
    let store = Store::open_sqlite_dir(&dir).await.expect("open sqlite");
    match migrated {
        Some(version) => store.migrate_to(version).await,
        None => store.migrate().await,
    }
    .expect("migrate sqlite");
    let url = format!("sqlite://{}", dir.join("vama.db").display());
    let outcome = tokio::spawn(test(store.clone(), url)).await;
    store.close().await;
    let _ = std::fs::remove_dir_all(&dir);
    if let Err(e) = outcome {
        resume_unwind(e.into_panic());
    }
}

/// The server URL from `VAMA_TEST_DATABASE_URL`; each test creates its own database there
/// (`vama_t_<random>`) and drops it afterwards, so tests run in parallel.
#[allow(dead_code)]
pub async fn run_postgres<F, Fut>(test: F)
where
    F: FnOnce(Store) -> Fut,
    Fut: Future<Output = ()> + Send + 'static,
{
    run_postgres_from(None, |store, _| test(store)).await
}

/// [`run_postgres`] with the migrations up to `migrated` only (all when `None`), and the URL.
#[allow(dead_code)]
pub async fn run_postgres_from<F, Fut>(migrated: Option<i64>, test: F)
where
    F: FnOnce(Store, String) -> Fut,
    Fut: Future<Output = ()> + Send + 'static,
{
    let admin_url = std::env::var("VAMA_TEST_DATABASE_URL")
        .unwrap_or_else(|_| "postgres://postgres@127.0.0.1:5432/test".to_owned());
    let mut admin = match sqlx::PgConnection::connect(&admin_url).await {
        Ok(c) => c,
        Err(e) => {
            if std::env::var("CI").is_ok_and(|v| v == "true") {
                panic!("PostgreSQL at {admin_url} is unreachable under CI: {e}");
            }
            eprintln!(
                "\n!!!!!!!! SKIPPED: PostgreSQL at {admin_url} is unreachable ({e}); set \
                 VAMA_TEST_DATABASE_URL. Under CI=true this fails. !!!!!!!!\n"
            );
            return;
        }
    };
    let name = format!("vama_t_{}", uuid::Uuid::new_v4().simple());
    sqlx::raw_sql(sqlx::AssertSqlSafe(format!("CREATE DATABASE {name}")))
        .execute(&mut admin)
        .await
        .expect("create test database");
    let (base, query) = match admin_url.split_once('?') {
        Some((b, q)) => (b, format!("?{q}")),
        None => (admin_url.as_str(), String::new()),
    };
    let (server, _db) = base.rsplit_once('/').expect("database URL with a path");
    let url = format!("{server}/{name}{query}");

    let store = Store::connect(&url).await.expect("connect test database");
    match migrated {
        Some(version) => store.migrate_to(version).await,
        None => store.migrate().await,
    }
    .expect("migrate postgres");
    let outcome = tokio::spawn(test(store.clone(), url)).await;
    store.close().await;
    sqlx::raw_sql(sqlx::AssertSqlSafe(format!(
        "DROP DATABASE IF EXISTS {name} WITH (FORCE)"
    )))
    .execute(&mut admin)
    .await
    .expect("drop test database");
    if let Err(e) = outcome {
        resume_unwind(e.into_panic());
    }
}

/// `conformance!(name, …)` makes `sqlite::name` and `postgres::name` tests from each
/// `async fn name(store: Store)`.
#[macro_export]
macro_rules! conformance {
    ($($name:ident),* $(,)?) => {
        mod sqlite {
            $(
                #[tokio::test(flavor = "multi_thread", worker_threads = 2)]
                async fn $name() {
                    $crate::support::run_sqlite(super::$name).await
                }
            )*
        }
        mod postgres {
            $(
                #[tokio::test(flavor = "multi_thread", worker_threads = 2)]
                async fn $name() {
                    $crate::support::run_postgres(super::$name).await
                }
            )*
        }
    };
}
