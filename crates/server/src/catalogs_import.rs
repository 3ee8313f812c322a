//! `vama catalogs import DIR`: loads CS/RD2 reference-data exports into the store. Catalogs the
//! import does not contain keep their current entries.

use std::path::Path;

use crate::{config::Config, startup};

pub async fn run(dir: &str) -> Result<(), startup::BoxError> {
    let config = Config::from_env()?;
    let store = startup::open_store(&config).await?;
    let dir = Path::new(dir).to_path_buf();
    let report = tokio::task::spawn_blocking(move || vama_catalog::import_dir(&dir)).await??;
    startup::save_catalogs(&store, &report.catalogs).await?;
    for (catalog, entries) in &report.catalogs {
        println!("{catalog:32} {:>7} entries", entries.len());
    }
    println!(
        "imported {} catalogs into {}",
        report.catalogs.len(),
        store.backend()
    );
    Ok(())
}
