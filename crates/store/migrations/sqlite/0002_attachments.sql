-- Files attached to a document (architecture contract 6: stored with their document, removed
-- with it). Keep in step with ../postgres/0002_attachments.sql.
CREATE TABLE document_attachments (
    id           TEXT PRIMARY KEY NOT NULL,
    document_id  TEXT NOT NULL REFERENCES documents (id) ON DELETE CASCADE,
    name         TEXT NOT NULL,
    content_type TEXT NOT NULL,
    size         INTEGER NOT NULL,
    data         BLOB NOT NULL,
    created_by   TEXT NOT NULL,
    created_at   INTEGER NOT NULL
);
CREATE INDEX document_attachments_doc ON document_attachments (document_id, created_at, id);
