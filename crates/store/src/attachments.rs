//! Files attached to documents: stored in the database beside their document (so a backup,
//! a replica or a delete covers them too), read only through the document's access rule.

use crate::db::{One, Sql};
use crate::documents::{current_version, lock_head, push_access};
use crate::{Access, AttachmentInfo, NewAttachment, Result, Store, StoreError};

#[derive(sqlx::FromRow)]
struct InfoRaw {
    id: String,
    name: String,
    content_type: String,
    size: i64,
    created_by: String,
    created_at: i64,
}

impl From<InfoRaw> for AttachmentInfo {
    fn from(r: InfoRaw) -> Self {
        AttachmentInfo {
            id: r.id,
            name: r.name,
            content_type: r.content_type,
            size: r.size,
            created_by: r.created_by,
            created_at_ms: r.created_at,
        }
    }
}

#[derive(sqlx::FromRow)]
struct DataRaw {
    id: String,
    name: String,
    content_type: String,
    size: i64,
    created_by: String,
    created_at: i64,
    data: Vec<u8>,
}

const INFO_COLUMNS: &str = "a.id, a.name, a.content_type, a.size, a.created_by, a.created_at";

/// `FROM … WHERE` for the attachments of one visible document.
fn visible(kind: &str, doc_id: &str, access: &Access, columns: &str) -> Sql {
    let mut sql = Sql::new(&format!(
        "SELECT {columns} FROM document_attachments a JOIN documents d ON d.id = a.document_id \
         WHERE d.id = "
    ));
    sql.bind(doc_id).push(" AND d.kind = ").bind(kind);
    push_access(&mut sql, access, "d.");
    sql
}

impl Store {
    /// Attaches a file to a document `access` may see ([`StoreError::NotFound`] otherwise),
    /// unless it has `max_files` already ([`StoreError::Full`]): the count and the insert are
    /// one step, so concurrent uploads never pass the limit together (the document's head is
    /// locked on PostgreSQL; SQLite's write transaction is exclusive).
    pub async fn add_attachment(
        &self,
        kind: &str,
        doc_id: &str,
        access: &Access,
        a: NewAttachment,
        max_files: usize,
    ) -> Result<AttachmentInfo> {
        let info = AttachmentInfo {
            id: uuid::Uuid::now_v7().to_string(),
            name: a.name,
            content_type: a.content_type,
            size: a.data.len() as i64,
            created_by: a.created_by,
            created_at_ms: a.now_ms,
        };
        let mut tx = self.begin_write().await?;
        if lock_head(&mut tx, kind, doc_id, access).await?.is_none() {
            return Err(StoreError::NotFound);
        }
        let mut count = Sql::new("SELECT COUNT(*) FROM document_attachments WHERE document_id = ");
        count.bind(doc_id);
        let present = tx.opt::<One>(&count).await?.map_or(0, |o| o.0);
        if usize::try_from(present).unwrap_or(usize::MAX) >= max_files {
            return Err(StoreError::Full { limit: max_files });
        }
        let sql = Sql::with(
            "INSERT INTO document_attachments \
             (id, document_id, name, content_type, size, data, created_by, created_at) \
             VALUES ($1, $2, $3, $4, $5, $6, $7, $8)",
            vec![
                info.id.as_str().into(),
                doc_id.into(),
                info.name.as_str().into(),
                info.content_type.as_str().into(),
                info.size.into(),
                a.data.into(),
                info.created_by.as_str().into(),
                info.created_at_ms.into(),
            ],
        );
        tx.exec(&sql).await?;
        tx.commit().await?;
        Ok(info)
    }

    /// A document's attachments, oldest first (empty when invisible or missing).
    pub async fn list_attachments(
        &self,
        kind: &str,
        doc_id: &str,
        access: &Access,
    ) -> Result<Vec<AttachmentInfo>> {
        let mut sql = visible(kind, doc_id, access, INFO_COLUMNS);
        sql.push(" ORDER BY a.created_at, a.id");
        Ok(self
            .all::<InfoRaw>(&sql)
            .await?
            .into_iter()
            .map(AttachmentInfo::from)
            .collect())
    }

    /// One attachment with its bytes.
    pub async fn get_attachment(
        &self,
        kind: &str,
        doc_id: &str,
        attachment_id: &str,
        access: &Access,
    ) -> Result<Option<(AttachmentInfo, Vec<u8>)>> {
        let mut sql = visible(kind, doc_id, access, &format!("{INFO_COLUMNS}, a.data"));
        sql.push(" AND a.id = ").bind(attachment_id);
        Ok(self.opt::<DataRaw>(&sql).await?.map(|r| {
            let info = AttachmentInfo {
                id: r.id,
                name: r.name,
                content_type: r.content_type,
                size: r.size,
                created_by: r.created_by,
                created_at_ms: r.created_at,
            };
            (info, r.data)
        }))
    }

    /// Removes one attachment; `false` when it (or its document, for `access`) is not there.
    pub async fn delete_attachment(
        &self,
        kind: &str,
        doc_id: &str,
        attachment_id: &str,
        access: &Access,
    ) -> Result<bool> {
        let mut tx = self.begin_write().await?;
        if current_version(&mut tx, kind, doc_id, access)
            .await?
            .is_none()
        {
            return Ok(false);
        }
        let sql = Sql::with(
            "DELETE FROM document_attachments WHERE id = $1 AND document_id = $2",
            vec![attachment_id.into(), doc_id.into()],
        );
        let n = tx.exec(&sql).await?;
        tx.commit().await?;
        Ok(n > 0)
    }
}
