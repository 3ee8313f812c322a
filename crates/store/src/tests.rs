//! Tests of the combined reads that serve every request (`session_with_user`,
//! `get_document_view`): each must answer exactly what the separate reads answer, on both
//! backends. They live here rather than in `tests/conformance.rs` and use the same databases:
//! a fresh SQLite file, and a fresh database on `VAMA_TEST_DATABASE_URL` (default
//! `postgres://postgres@127.0.0.1:5432/test`; skipped with a message when unreachable, a
//! failure under `CI=true`).

use std::future::Future;

use sqlx::Connection as _;

use crate::document_copies::Key;
use crate::*;

async fn with_sqlite<Fut: Future<Output = ()>>(test: impl FnOnce(Store) -> Fut) {
    let dir = std::env::temp_dir().join(format!("vama-store-unit-{}", uuid::Uuid::new_v4()));
    let store = Store::open_sqlite_dir(&dir).await.expect("open sqlite");
    store.migrate().await.expect("migrate sqlite");
    test(store.clone()).await;
    store.close().await;
    let _ = std::fs::remove_dir_all(&dir);
}

async fn with_postgres<Fut: Future<Output = ()> + Send + 'static>(
    test: impl FnOnce(Store) -> Fut + Send + 'static,
) {
    with_postgres_url(|url| async move {
        let store = Store::connect(&url).await.expect("connect test database");
        store.migrate().await.expect("migrate postgres");
        // A panic is caught so that the store is closed either way.
        let outcome = tokio::spawn(test(store.clone())).await;
        store.close().await;
        if let Err(e) = outcome {
            std::panic::resume_unwind(e.into_panic());
        }
    })
    .await
}

/// A fresh database on the test server, its URL handed to `test`, dropped afterwards.
async fn with_postgres_url<Fut: Future<Output = ()> + Send + 'static>(
    test: impl FnOnce(String) -> Fut,
) {
    let admin_url = std::env::var("VAMA_TEST_DATABASE_URL")
        .unwrap_or_else(|_| "postgres://postgres@127.0.0.1:5432/test".to_owned());
    let mut admin = match sqlx::PgConnection::connect(&admin_url).await {
        Ok(c) => c,
        Err(e) => {
            if std::env::var("CI").is_ok_and(|v| v == "true") {
                panic!("PostgreSQL at {admin_url} is unreachable under CI: {e}");
            }
            eprintln!("SKIPPED: PostgreSQL at {admin_url} is unreachable ({e})");
            return;
        }
    };
    let name = format!("vama_u_{}", uuid::Uuid::new_v4().simple());
    sqlx::raw_sql(sqlx::AssertSqlSafe(format!("CREATE DATABASE {name}")))
        .execute(&mut admin)
        .await
        .expect("create test database");
    let (base, query) = match admin_url.split_once('?') {
        Some((b, q)) => (b, format!("?{q}")),
        None => (admin_url.as_str(), String::new()),
    };
    let (server, _db) = base.rsplit_once('/').expect("database URL with a path");
    // A panic is caught so that the database is dropped either way.
    let outcome = tokio::spawn(test(format!("{server}/{name}{query}"))).await;
    sqlx::raw_sql(sqlx::AssertSqlSafe(format!(
        "DROP DATABASE IF EXISTS {name} WITH (FORCE)"
    )))
    .execute(&mut admin)
    .await
    .expect("drop test database");
    if let Err(e) = outcome {
        std::panic::resume_unwind(e.into_panic());
    }
}

fn new_user(name: &str) -> NewUser {
    NewUser {
        username: name.into(),
        password_hash: "$argon2id$...".into(),
        user_type: "agent".into(),
        display_name: format!("{name} \"quoted\" ș"),
        eori: Some(format!("MD{name}")),
        linked_eoris: vec!["MD1".into(), "MD2".into()],
        customs_offices: vec![],
        permissions: vec!["t01-read".into()],
    }
}

async fn session_with_user_is_the_session_and_its_user(store: Store) {
    let uid = store.create_user(new_user("ana")).await.unwrap();
    store.create_user(new_user("bob")).await.unwrap();
    let s = SessionRecord {
        token_hash: "h1".into(),
        user_id: uid,
        csrf_token: "csrf".into(),
        created_at_ms: 100,
        last_seen_ms: 200,
    };
    store.create_session(&s).await.unwrap();
    let (session, user) = store.session_with_user("h1", 1_000).await.unwrap().unwrap();
    assert_eq!(session, s);
    assert_eq!(Some(user), store.user_by_id(uid).await.unwrap());
    assert!(store
        .session_with_user("nope", 1_000)
        .await
        .unwrap()
        .is_none());
    store.delete_session("h1").await.unwrap();
    assert!(store
        .session_with_user("h1", 1_000)
        .await
        .unwrap()
        .is_none());
}

/// What another server process does: a write that this store's copy does not hear of.
async fn behind_its_back(store: &Store, sql: &str) {
    store.exec(&crate::db::Sql::new(sql)).await.unwrap();
}

async fn the_session_copy_follows_this_stores_writes_and_ages_out(store: Store) {
    let uid = store.create_user(new_user("ana")).await.unwrap();
    let s = SessionRecord {
        token_hash: "h1".into(),
        user_id: uid,
        csrf_token: "csrf".into(),
        created_at_ms: 100,
        last_seen_ms: 100,
    };
    store.create_session(&s).await.unwrap();
    let cached = |now| {
        let store = store.clone();
        async move {
            store
                .session_with_user_cached("h1", now, 5_000)
                .await
                .unwrap()
                .map(|(s, _)| s)
        }
    };
    assert_eq!(cached(1_000).await, Some(s.clone()));

    // Another process moves last_seen: the copy answers until it is 5 s old.
    behind_its_back(&store, "UPDATE sessions SET last_seen = 2000").await;
    assert_eq!(cached(6_000).await.unwrap().last_seen_ms, 100);
    assert_eq!(cached(6_001).await.unwrap().last_seen_ms, 2_000);
    // An uncached read always sees the database, and refreshes the copy.
    behind_its_back(&store, "UPDATE sessions SET last_seen = 3000").await;
    let (fresh, _) = store.session_with_user("h1", 7_000).await.unwrap().unwrap();
    assert_eq!(fresh.last_seen_ms, 3_000);
    assert_eq!(cached(7_000).await.unwrap().last_seen_ms, 3_000);

    // This store's writes show at once.
    store.touch_session("h1", 4_000).await.unwrap();
    assert_eq!(cached(7_000).await.unwrap().last_seen_ms, 4_000);
    store.delete_session("h1").await.unwrap();
    assert_eq!(cached(7_000).await, None);

    store.create_session(&s).await.unwrap();
    assert!(cached(8_000).await.is_some());
    assert_eq!(store.delete_sessions_idle_since(200).await.unwrap(), 1);
    assert_eq!(cached(8_000).await, None);

    // Another process deletes it: gone once the copy is 5 s old. On PostgreSQL this store also
    // hears its own announcements above (the sign-out, the idle sweep), a moment after it
    // made them, and each drops copies as any invalidation does: so try again until the copy
    // was made after the last of them.
    let mut kept = false;
    for _ in 0..50 {
        store.create_session(&s).await.unwrap();
        assert!(cached(9_000).await.is_some());
        behind_its_back(&store, "DELETE FROM sessions").await;
        if cached(14_000).await.is_some() {
            kept = true;
            break;
        }
        tokio::time::sleep(std::time::Duration::from_millis(100)).await;
    }
    assert!(kept, "the copy answers until it is 5 s old");
    assert_eq!(cached(14_001).await, None);
    assert_eq!(cached(14_001).await, None, "a miss is not kept");
}

fn doc(now_ms: i64) -> NewDocument {
    NewDocument {
        kind: "t01".into(),
        status: "draft".into(),
        summary: DocSummary {
            holder_eori: Some("MDH".into()),
            ..Default::default()
        },
        filer_eori: Some("MDF".into()),
        created_by: "alice".into(),
        body: r#"{"a":"ș \" \\ 1"}"#.into(),
        now_ms,
    }
}

fn action(name: &str, at_ms: i64, version: Option<i64>) -> ActionRecord {
    ActionRecord {
        action: name.into(),
        user_name: "bob \"b\"".into(),
        from_status: version.map(|_| "draft".into()),
        to_status: None,
        version,
        result: "OK".into(),
        at_ms,
    }
}

async fn a_document_view_is_the_row_its_versions_and_its_log(store: Store) {
    let holder = Access::Trader { eori: "MDH".into() };
    let stranger = Access::Trader { eori: "MDX".into() };
    let (id, _) = store.create_document(doc(10)).await.unwrap();

    // No versions but the first, no actions yet.
    let view = store
        .get_document_view("t01", &id, None, &holder)
        .await
        .unwrap()
        .unwrap();
    assert_eq!(
        Some(view.row),
        store.get_document("t01", &id, &holder).await.unwrap()
    );
    assert_eq!(view.versions.len(), 1);
    assert!(view.actions.is_empty());

    for (expected, at) in [(1, 20), (2, 30)] {
        let v = NewVersion {
            expected_version: expected,
            status: format!("s{expected}"),
            summary: doc(0).summary,
            created_by: "carol".into(),
            body: format!(r#"{{"v":{expected}}}"#),
            now_ms: at,
        };
        store.store_version("t01", &id, &holder, v).await.unwrap();
    }
    for a in [
        action("b", 20, Some(2)),
        action("a", 10, None),
        action("c", 20, None),
    ] {
        store.record_action(&id, &a).await.unwrap();
    }

    let versions = store.list_versions("t01", &id, &holder).await.unwrap();
    let actions = store.list_actions(&id).await.unwrap();
    assert_eq!(versions.len(), 3);
    assert_eq!(actions.len(), 3);
    for version in [None, Some(1), Some(2), Some(3)] {
        let row = match version {
            None => store.get_document("t01", &id, &holder).await.unwrap(),
            Some(n) => store.get_version("t01", &id, n, &holder).await.unwrap(),
        };
        let view = store
            .get_document_view("t01", &id, version, &holder)
            .await
            .unwrap()
            .unwrap();
        assert_eq!(
            view,
            DocumentView {
                row: row.unwrap(),
                versions: versions.clone(),
                actions: actions.clone(),
                messages: Vec::new(),
                timers: Vec::new(),
            },
            "{version:?}"
        );
    }

    // Missing, invisible, wrong kind, missing version: nothing.
    for (kind, id, version, access) in [
        ("t01", "nope", None, &holder),
        ("t01", id.as_str(), None, &stranger),
        ("t01", id.as_str(), Some(2), &stranger),
        ("g01", id.as_str(), None, &holder),
        ("t01", id.as_str(), Some(4), &holder),
    ] {
        assert!(store
            .get_document_view(kind, id, version, access)
            .await
            .unwrap()
            .is_none());
    }
}

#[tokio::test(flavor = "multi_thread", worker_threads = 2)]
async fn sqlite_session_with_user() {
    with_sqlite(session_with_user_is_the_session_and_its_user).await
}

#[tokio::test(flavor = "multi_thread", worker_threads = 2)]
async fn postgres_session_with_user() {
    with_postgres(session_with_user_is_the_session_and_its_user).await
}

#[tokio::test(flavor = "multi_thread", worker_threads = 2)]
async fn sqlite_document_view() {
    with_sqlite(a_document_view_is_the_row_its_versions_and_its_log).await
}

#[tokio::test(flavor = "multi_thread", worker_threads = 2)]
async fn postgres_document_view() {
    with_postgres(a_document_view_is_the_row_its_versions_and_its_log).await
}

#[tokio::test(flavor = "multi_thread", worker_threads = 2)]
async fn sqlite_session_copy() {
    with_sqlite(the_session_copy_follows_this_stores_writes_and_ages_out).await
}

#[tokio::test(flavor = "multi_thread", worker_threads = 2)]
async fn postgres_session_copy() {
    with_postgres(the_session_copy_follows_this_stores_writes_and_ages_out).await
}

/// The current view of document `id` as `access` sees it.
async fn shown(store: &Store, id: &str, access: &Access) -> Option<DocumentView> {
    store
        .get_document_view("t01", id, None, access)
        .await
        .unwrap()
}

/// A write made past this store's methods, on one of its own connections: on SQLite nothing
/// tells the copies of it; on PostgreSQL the database announces it as it would another
/// process's write.
async fn past_the_store(store: &Store, sql: &str) {
    let sql = sqlx::AssertSqlSafe(sql);
    match &store.pool {
        Pool::Sqlite(p) => sqlx::query(sql).execute(p).await.map(|_| ()),
        Pool::Postgres(p) => sqlx::query(sql).execute(p).await.map(|_| ()),
    }
    .unwrap();
}

/// Whether `check` (an expression that may await) holds within 2 s (less than a copy's age
/// limit, 5 s): an announcement arrives a moment after the commit.
macro_rules! within_two_seconds {
    ($check:expr) => {{
        let mut held = false;
        for _ in 0..40 {
            if $check {
                held = true;
                break;
            }
            tokio::time::sleep(std::time::Duration::from_millis(50)).await;
        }
        held
    }};
}

fn next_version(expected: i64) -> NewVersion {
    NewVersion {
        expected_version: expected,
        status: format!("s{expected}"),
        summary: doc(0).summary,
        created_by: "carol".into(),
        body: format!(r#"{{"v":{expected}}}"#),
        now_ms: 100 + expected,
    }
}

async fn a_shown_document_is_copied_and_no_copy_outlives_this_stores_writes(store: Store) {
    let holder = Access::Trader { eori: "MDH".into() };
    let (id, _) = store.create_document(doc(10)).await.unwrap();
    let first = shown(&store, &id, &holder).await.unwrap();

    past_the_store(&store, "UPDATE documents SET updated_at = 999").await;
    match &store.pool {
        // Nothing announces it: the copy answers (until it is 5 s old).
        Pool::Sqlite(_) => assert_eq!(shown(&store, &id, &holder).await, Some(first)),
        // The database announces every change of a document's row.
        Pool::Postgres(_) => assert!(within_two_seconds!({
            shown(&store, &id, &holder).await.unwrap().row.updated_at_ms == 999
        })),
    }

    // A write refused as stale drops the copy it may have been based on.
    let stale = store
        .store_version("t01", &id, &holder, next_version(7))
        .await;
    assert!(matches!(stale, Err(StoreError::Conflict { current: 1 })));
    assert_eq!(
        shown(&store, &id, &holder).await.unwrap().row.updated_at_ms,
        999
    );

    // Each write through the store shows at once: a version, an action, a deletion.
    store
        .store_version("t01", &id, &holder, next_version(1))
        .await
        .unwrap();
    let second = shown(&store, &id, &holder).await.unwrap();
    assert_eq!((second.row.version, second.row.updated_at_ms), (2, 101));
    store
        .record_action(&id, &action("a", 200, Some(2)))
        .await
        .unwrap();
    assert_eq!(shown(&store, &id, &holder).await.unwrap().actions.len(), 1);
    let mut tx = store.write().await.unwrap();
    tx.lock_version("t01", &id, &holder, 2).await.unwrap();
    tx.store_version("t01", &id, &holder, &next_version(2))
        .await
        .unwrap();
    tx.commit().await.unwrap();
    assert_eq!(shown(&store, &id, &holder).await.unwrap().row.version, 3);
    assert!(store.delete_document("t01", &id, &holder).await.unwrap());
    assert_eq!(shown(&store, &id, &holder).await, None);
}

#[tokio::test(flavor = "multi_thread", worker_threads = 2)]
async fn sqlite_document_copy() {
    with_sqlite(a_shown_document_is_copied_and_no_copy_outlives_this_stores_writes).await
}

#[tokio::test(flavor = "multi_thread", worker_threads = 2)]
async fn postgres_document_copy() {
    with_postgres(a_shown_document_is_copied_and_no_copy_outlives_this_stores_writes).await
}

/// Two server processes over one PostgreSQL (architecture contract 8): what one writes, the
/// other shows as soon as it hears of it, and never a copy older than that.
#[tokio::test(flavor = "multi_thread", worker_threads = 2)]
async fn postgres_another_processs_write_drops_this_ones_copy() {
    with_postgres_url(|url| async move {
        let one = Store::connect(&url).await.unwrap();
        one.migrate().await.unwrap();
        let other = Store::connect(&url).await.unwrap();
        let holder = Access::Trader { eori: "MDH".into() };
        // Each listens before the test begins (a store's copies wait for its listener).
        let (id, _) = one.create_document(doc(10)).await.unwrap();
        assert!(
            within_two_seconds!({
                shown(&other, &id, &holder).await;
                other
                    .documents
                    .get(&Key::new("t01", &id, None, &holder))
                    .is_some()
            }),
            "the other process keeps a copy once it hears the announcements"
        );

        for expected in 1..=3 {
            one.store_version("t01", &id, &holder, next_version(expected))
                .await
                .unwrap();
            assert!(
                within_two_seconds!({
                    shown(&other, &id, &holder).await.unwrap().row.version == expected + 1
                }),
                "version {} through the other process",
                expected + 1
            );
        }
        one.record_action(&id, &action("a", 200, Some(4)))
            .await
            .unwrap();
        assert!(within_two_seconds!({
            shown(&other, &id, &holder).await.unwrap().actions.len() == 1
        }));
        one.close().await;
        other.close().await;
    })
    .await
}

/// A stale-statistics plan must not be JIT-compiled: that cost ~90 ms per one-row read here.
#[tokio::test]
async fn postgres_connections_run_without_jit() {
    with_postgres(|store| async move {
        let Pool::Postgres(pool) = &store.pool else {
            panic!("a PostgreSQL store");
        };
        // Every connection of the pool, not only the first one.
        let mut conns = Vec::new();
        for _ in 0..3 {
            conns.push(pool.acquire().await.expect("acquire"));
        }
        for conn in &mut conns {
            let (jit,): (String,) = sqlx::query_as("SHOW jit")
                .fetch_one(&mut **conn)
                .await
                .expect("show jit");
            assert_eq!(jit, "off");
        }
        // And the connections of one-statement reads.
        let Some(Reads::Postgres(reads)) = store.reads.as_deref() else {
            panic!("a PostgreSQL store reads on its own connections");
        };
        let mut lease = reads.lease().await.expect("lease");
        let out = sqlx::query_as::<_, (String,)>("SHOW jit")
            .fetch_one(lease.conn())
            .await;
        assert_eq!(lease.settle(out).expect("show jit").0, "off");
    })
    .await;
}

/// After a bulk load SQLite keeps the row estimates only: with value samples (sqlite_stat4)
/// every statement was compiled again on each run. The schema changes with them, so that every
/// pooled connection reloads them (not only the one that gathered them).
#[tokio::test]
async fn sqlite_statistics_keep_no_value_samples_and_reach_every_connection() {
    with_sqlite(|store| async move {
        let docs: Vec<NewDocument> = (0..50i64)
            .map(|n| NewDocument {
                kind: "t01".into(),
                status: "STORED".into(),
                summary: DocSummary {
                    holder_eori: Some(format!("T{}", n % 5)),
                    ..Default::default()
                },
                filer_eori: None,
                created_by: "alice".into(),
                body: "{}".into(),
                now_ms: n,
            })
            .collect();
        store.bulk_insert_documents(&docs).await.unwrap();
        let Pool::Sqlite(pool) = &store.pool else {
            panic!("a SQLite store");
        };
        let schema_version = || async move {
            sqlx::query_as::<_, (i64,)>("PRAGMA schema_version")
                .fetch_one(pool)
                .await
                .unwrap()
                .0
        };
        for _ in 0..2 {
            let before = schema_version().await;
            store.refresh_statistics().await.unwrap();
            assert_ne!(schema_version().await, before, "every connection reloads");
        }
        let count = |table: &str| {
            let sql = format!("SELECT COUNT(*) FROM {table}");
            async move {
                sqlx::query_as::<_, (i64,)>(sqlx::AssertSqlSafe(sql))
                    .fetch_one(pool)
                    .await
                    .unwrap()
                    .0
            }
        };
        assert!(count("sqlite_stat1").await > 0);
        assert_eq!(count("sqlite_stat4").await, 0);
    })
    .await;
}
