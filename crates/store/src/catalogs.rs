//! Catalogs (reference data): replaced whole, loaded whole.

use crate::db::{classify, One, Sql};
use crate::{CatalogRow, Result, Store, StoreError};

/// Rows per multi-row INSERT (3 arguments each): large statements make 100,000 rows a matter of
/// about a hundred round trips.
const BATCH: usize = 1000;

#[derive(sqlx::FromRow)]
struct CatalogRaw {
    catalog: String,
    code: String,
    data: String,
}

impl Store {
    /// Replaces all rows of `catalog` with `rows` in one transaction. Every row's `catalog`
    /// must equal `catalog` ([`StoreError::BadQuery`] otherwise); a code twice is
    /// [`StoreError::Duplicate`] and nothing changes.
    pub async fn replace_catalog(&self, catalog: &str, rows: &[CatalogRow]) -> Result<()> {
        if let Some(r) = rows.iter().find(|r| r.catalog != catalog) {
            return Err(StoreError::BadQuery(format!(
                "row {}/{} given to replace catalog {catalog}",
                r.catalog, r.code
            )));
        }
        let mut tx = self.begin_write().await?;
        let delete = Sql::with(
            "DELETE FROM catalog_entries WHERE catalog = $1",
            vec![catalog.into()],
        );
        tx.exec(&delete).await?;
        for chunk in rows.chunks(BATCH) {
            let mut sql = Sql::new("INSERT INTO catalog_entries (catalog, code, data) VALUES ");
            let c = sql.arg(catalog);
            for (i, r) in chunk.iter().enumerate() {
                sql.push(if i == 0 { "(" } else { ", (" });
                sql.push(&c).push(", ").bind(r.code.as_str());
                sql.push(", ").bind(r.data.as_str()).push(")");
            }
            tx.exec(&sql)
                .await
                .map_err(|e| classify(e, &format!("code in catalog {catalog}")))?;
        }
        tx.commit().await
    }

    /// Adds or replaces one row of `catalog` (a party the portal comes to know: a user's EORI).
    pub async fn put_catalog_entry(&self, catalog: &str, code: &str, data: &str) -> Result<()> {
        let sql = Sql::with(
            "INSERT INTO catalog_entries (catalog, code, data) VALUES ($1, $2, $3) \
             ON CONFLICT (catalog, code) DO UPDATE SET data = excluded.data",
            vec![catalog.into(), code.into(), data.into()],
        );
        self.exec(&sql).await?;
        Ok(())
    }

    /// Adds an entry to `catalog` unless it has one with this code; whether it did.
    pub async fn add_catalog_entry(&self, catalog: &str, code: &str, data: &str) -> Result<bool> {
        let sql = Sql::with(
            "INSERT INTO catalog_entries (catalog, code, data) VALUES ($1, $2, $3) \
             ON CONFLICT (catalog, code) DO NOTHING",
            vec![catalog.into(), code.into(), data.into()],
        );
        Ok(self.exec(&sql).await? > 0)
    }

    /// Adds or replaces the `rows` of `catalog` in one transaction, keeping its other rows
    /// (an imported list of EORI numbers beside the parties the portal knows).
    pub async fn put_catalog_entries(
        &self,
        catalog: &str,
        rows: &[(String, String)],
    ) -> Result<()> {
        let mut tx = self.begin_write().await?;
        for chunk in rows.chunks(BATCH) {
            let mut sql = Sql::new("INSERT INTO catalog_entries (catalog, code, data) VALUES ");
            let c = sql.arg(catalog);
            for (i, (code, data)) in chunk.iter().enumerate() {
                sql.push(if i == 0 { "(" } else { ", (" });
                sql.push(&c).push(", ").bind(code.as_str());
                sql.push(", ").bind(data.as_str()).push(")");
            }
            sql.push(" ON CONFLICT (catalog, code) DO UPDATE SET data = excluded.data");
            tx.exec(&sql)
                .await
                .map_err(|e| classify(e, &format!("code in catalog {catalog}")))?;
        }
        tx.commit().await
    }

    /// Every catalog row, ordered by catalog and code.
    pub async fn load_catalogs(&self) -> Result<Vec<CatalogRow>> {
        let sql =
            Sql::new("SELECT catalog, code, data FROM catalog_entries ORDER BY catalog, code");
        Ok(self
            .all::<CatalogRaw>(&sql)
            .await?
            .into_iter()
            .map(|r| CatalogRow {
                catalog: r.catalog,
                code: r.code,
                data: r.data,
            })
            .collect())
    }

    /// The catalogs that hold at least one row.
    pub async fn catalog_names(&self) -> Result<Vec<String>> {
        #[derive(sqlx::FromRow)]
        struct Name(String);
        let sql = Sql::new("SELECT DISTINCT catalog FROM catalog_entries ORDER BY catalog");
        Ok(self
            .all::<Name>(&sql)
            .await?
            .into_iter()
            .map(|n| n.0)
            .collect())
    }

    /// How many catalog rows there are (all catalogs).
    pub async fn catalog_count(&self) -> Result<i64> {
        let sql = Sql::new("SELECT COUNT(*) FROM catalog_entries");
        Ok(self.opt::<One>(&sql).await?.map_or(0, |o| o.0))
    }
}
