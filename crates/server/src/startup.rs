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
    Ok(store)
}

/// Loads the shipped default reference data into an empty store.
pub async fn ensure_catalogs(store: &Store) -> Result<(), BoxError> {
    if store.catalog_count().await? > 0 {
        return Ok(());
    }
    save_catalogs(store, &vama_catalog::default_set()).await
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
pub async fn prepare(config: Config) -> Result<AppState, BoxError> {
    if let Some(dir) = &config.ncts_xsd_dir {
        crate::documents::xsd::check_xmllint()
            .map_err(|e| format!("VAMA_NCTS_XSD_DIR is {} but {e}", dir.display()))?;
    }
    let store = open_store(&config).await?;
    ensure_catalogs(&store).await?;
    if config.demo_users {
        let n = demo::ensure_users(&store).await?;
        if n > 0 {
            tracing::info!("created {n} demo users (password = user name)");
        }
    }
    let catalogs = load_catalogs(&store).await?;
    Ok(AppState::new(config, store, catalogs))
}
