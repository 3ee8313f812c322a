//! Start-up: open and migrate the store, load reference data and demo users on first start.

use vama_catalog::Catalogs;
use vama_store::{CatalogRow, Store};

use crate::{config::Config, demo, state::AppState};

pub type BoxError = Box<dyn std::error::Error + Send + Sync>;

pub async fn open_store(config: &Config) -> Result<Store, BoxError> {
    let store = match &config.database_url {
        Some(url) => Store::connect(url).await?,
        None => Store::open_sqlite_dir(&config.data_dir).await?,
    };
    store.migrate().await?;
    store.keep_document_copies(config.document_copies);
    Ok(store)
}

/// Loads the shipped default reference data into an empty store.
pub async fn ensure_catalogs(store: &Store) -> Result<(), BoxError> {
    // Each catalog of the default set the store has no row of (a fresh store; or one where an
    // administration imported its EORI list before the first start): a catalog that holds rows
    // keeps them.
    let present = store.catalog_names().await?;
    // Every catalog the registry defines holds rows (any start after the first): nothing to
    // read out of the shipped set, which is parsed only when one is missing.
    if vama_catalog::registry::names()
        .iter()
        .all(|name| present.iter().any(|p| p == name))
    {
        return Ok(());
    }
    let missing: Vec<_> = vama_catalog::default_set()
        .into_iter()
        .filter(|set| !present.contains(&set.0))
        .collect();
    save_catalogs(store, &missing).await
}

/// Replaces each catalog of `sets` in the store (one transaction per catalog).
pub async fn save_catalogs(
    store: &Store,
    sets: &[vama_catalog::CatalogSet],
) -> Result<(), BoxError> {
    for set in sets {
        let rows: Vec<CatalogRow> = vama_catalog::sets_to_rows(std::slice::from_ref(set))
            .into_iter()
            .map(|(catalog, code, data)| CatalogRow {
                catalog,
                code,
                data,
            })
            .collect();
        store.replace_catalog(&set.0, &rows).await?;
    }
    Ok(())
}

pub async fn load_catalogs(store: &Store) -> Result<Catalogs, BoxError> {
    let rows = store.load_catalogs().await?;
    Ok(Catalogs::from_rows(
        rows.into_iter().map(|r| (r.catalog, r.code, r.data)),
    )?)
}

/// Everything the server needs before it takes requests.
pub async fn prepare(mut config: Config) -> Result<AppState, BoxError> {
    if config.access_code_key.is_none() {
        config.access_code_key = Some(key_file(&config)?);
    }
    if let Some(dir) = &config.ncts_xsd_dir {
        crate::documents::xsd::check_xmllint()
            .map_err(|e| format!("VAMA_NCTS_XSD_DIR is {} but {e}", dir.display()))?;
    }
    let store = open_store(&config).await?;
    ensure_catalogs(&store).await?;
    // Demo users sign in with a password: none where only the SSO signs in.
    if config.demo_users && config.local_accounts {
        let n = demo::ensure_users(&store).await?;
        if n > 0 {
            tracing::info!("created {n} demo users (password = user name)");
        }
    }
    let catalogs = load_catalogs(&store).await?;
    let sso = match config.sso.clone() {
        Some(sso) => Some(std::sync::Arc::new(crate::auth::sso::Sso::new(sso).await?)),
        None => None,
    };
    let state = AppState::with_sso(config, store, catalogs, sso);
    Ok(state)
}

/// The access code key of a server given none (`VAMA_ACCESS_CODE_KEY` unset): the one in
/// `access-code.key` in the data directory, made on first start (readable by the owner only).
fn key_file(config: &Config) -> Result<[u8; 32], BoxError> {
    let path = config.data_dir.join("access-code.key");
    if let Ok(text) = std::fs::read_to_string(&path) {
        return crate::config::parse_key(text.trim()).ok_or_else(|| {
            format!("{} does not hold 64 hexadecimal digits", path.display()).into()
        });
    }
    if config.database_url.is_some() {
        tracing::warn!(
            "VAMA_ACCESS_CODE_KEY is not set: the access codes are sealed with {}; every replica \
             must be given the same key",
            path.display()
        );
    }
    let key = crate::guarantee::secrets::random_key();
    std::fs::create_dir_all(&config.data_dir)?;
    write_private(&path, &hex::encode(key))?;
    Ok(key)
}

#[cfg(unix)]
fn write_private(path: &std::path::Path, text: &str) -> std::io::Result<()> {
    use std::{io::Write, os::unix::fs::OpenOptionsExt};
    let mut file = std::fs::OpenOptions::new()
        .write(true)
        .create_new(true)
        .mode(0o600)
        .open(path)?;
    file.write_all(text.as_bytes())
}

#[cfg(not(unix))]
fn write_private(path: &std::path::Path, text: &str) -> std::io::Result<()> {
    std::fs::write(path, text)
}
