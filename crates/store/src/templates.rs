//! A user's saved templates (issue 18: "start a declaration from … a saved template"): named
//! documents of one kind, private to the user who saved them, from which a new document starts
//! as a clone does.

use crate::db::{One, Sql};
use crate::{Result, Store, StoreError, TemplateInfo};

#[derive(sqlx::FromRow)]
struct InfoRaw {
    id: String,
    name: String,
    saved_at: i64,
}

impl From<InfoRaw> for TemplateInfo {
    fn from(r: InfoRaw) -> Self {
        TemplateInfo {
            id: r.id,
            name: r.name,
            saved_at_ms: r.saved_at,
        }
    }
}

#[derive(sqlx::FromRow)]
struct BodyRaw {
    body: String,
}

impl Store {
    /// Saves `body` as `owner`'s template `name` of `kind`: a template of that name is replaced
    /// (same id), a new one is added unless the owner has `max` of the kind already
    /// ([`StoreError::Full`]). The count and the write are one transaction serialised per owner
    /// and kind, so two saves at once never pass the limit together.
    pub async fn save_template(
        &self,
        kind: &str,
        owner: &str,
        name: &str,
        body: &str,
        now_ms: i64,
        max: usize,
    ) -> Result<TemplateInfo> {
        let mut tx = self.begin_write().await?;
        // One owner's saves of one kind one after the other: on PostgreSQL two could otherwise
        // both count below the limit, or both find a new name free.
        tx.serialize_on(&format!("template:{owner}:{kind}")).await?;
        let same = Sql::with(
            "SELECT id, name, saved_at FROM document_templates WHERE owner = $1 AND kind = $2 AND name = $3",
            vec![owner.into(), kind.into(), name.into()],
        );
        let id = match tx.opt::<InfoRaw>(&same).await? {
            Some(existing) => {
                let update = Sql::with(
                    "UPDATE document_templates SET body = $1, saved_at = $2 WHERE id = $3",
                    vec![body.into(), now_ms.into(), existing.id.as_str().into()],
                );
                tx.exec(&update).await?;
                existing.id
            }
            None => {
                let count = Sql::with(
                    "SELECT COUNT(*) FROM document_templates WHERE owner = $1 AND kind = $2",
                    vec![owner.into(), kind.into()],
                );
                let present = tx.opt::<One>(&count).await?.map_or(0, |o| o.0);
                if usize::try_from(present).unwrap_or(usize::MAX) >= max {
                    return Err(StoreError::Full { limit: max });
                }
                let id = uuid::Uuid::now_v7().to_string();
                let insert = Sql::with(
                    "INSERT INTO document_templates (id, owner, kind, name, body, saved_at) \
                     VALUES ($1, $2, $3, $4, $5, $6)",
                    vec![
                        id.as_str().into(),
                        owner.into(),
                        kind.into(),
                        name.into(),
                        body.into(),
                        now_ms.into(),
                    ],
                );
                tx.exec(&insert).await?;
                id
            }
        };
        tx.commit().await?;
        Ok(TemplateInfo {
            id,
            name: name.to_owned(),
            saved_at_ms: now_ms,
        })
    }

    /// `owner`'s templates of `kind`, by name.
    pub async fn list_templates(&self, kind: &str, owner: &str) -> Result<Vec<TemplateInfo>> {
        let sql = Sql::with(
            "SELECT id, name, saved_at FROM document_templates WHERE owner = $1 AND kind = $2 \
             ORDER BY name, id",
            vec![owner.into(), kind.into()],
        );
        Ok(self
            .all::<InfoRaw>(&sql)
            .await?
            .into_iter()
            .map(TemplateInfo::from)
            .collect())
    }

    /// The body of `owner`'s template `id` of `kind` (None for anyone else's, or none).
    pub async fn template_body(&self, kind: &str, owner: &str, id: &str) -> Result<Option<String>> {
        let sql = Sql::with(
            "SELECT body FROM document_templates WHERE id = $1 AND owner = $2 AND kind = $3",
            vec![id.into(), owner.into(), kind.into()],
        );
        Ok(self.opt::<BodyRaw>(&sql).await?.map(|r| r.body))
    }

    /// Removes `owner`'s template `id` of `kind`; `false` when it is not theirs or not there.
    pub async fn delete_template(&self, kind: &str, owner: &str, id: &str) -> Result<bool> {
        let sql = Sql::with(
            "DELETE FROM document_templates WHERE id = $1 AND owner = $2 AND kind = $3",
            vec![id.into(), owner.into(), kind.into()],
        );
        Ok(self.exec(&sql).await? > 0)
    }
}
