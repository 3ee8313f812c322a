//! Opening databases by URL (the conformance suite opens SQLite by directory).

use vama_store::{Store, StoreError};

#[tokio::test]
async fn a_sqlite_url_creates_the_missing_directory_and_file_in_wal_mode() {
    let root = std::env::temp_dir().join(format!("vama-store-connect-{}", uuid::Uuid::new_v4()));
    let file = root.join("nested/dir/vama.db");
    let store = Store::connect(&format!("sqlite://{}", file.display()))
        .await
        .unwrap();
    store.migrate().await.unwrap();
    store.migrate().await.unwrap(); // idempotent
    assert_eq!(store.backend(), "sqlite");
    assert_eq!(store.catalog_count().await.unwrap(), 0);
    store.close().await;
    assert!(file.exists());
    // The file header's read/write version bytes are 2 in WAL mode.
    let header = std::fs::read(&file).unwrap();
    assert_eq!((header[18], header[19]), (2, 2), "WAL mode");
    std::fs::remove_dir_all(&root).unwrap();
}

#[tokio::test]
async fn an_in_memory_sqlite_database_is_shared_by_the_pool() {
    let store = Store::connect("sqlite::memory:").await.unwrap();
    store.migrate().await.unwrap();
    assert_eq!(store.catalog_count().await.unwrap(), 0);
}

#[tokio::test]
async fn an_unknown_url_scheme_is_refused() {
    let err = Store::connect("mysql://localhost/x").await.unwrap_err();
    assert!(matches!(err, StoreError::BadQuery(_)), "{err:?}");
}
