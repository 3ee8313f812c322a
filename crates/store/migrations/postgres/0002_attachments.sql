-- Files attached to a document (architecture contract 6: stored with their document, removed
-- with it). Keep in step with ../sqlite/0002_attachments.sql.
CREATE TABLE document_attachments (
    id           TEXT COLLATE "C" PRIMARY KEY NOT NULL,
    document_id  TEXT COLLATE "C" NOT NULL REFERENCES documents (id) ON DELETE CASCADE,
    name         TEXT NOT NULL,
    content_type TEXT NOT NULL,
    size         BIGINT NOT NULL,
    data         BYTEA NOT NULL,
    created_by   TEXT NOT NULL,
    created_at   BIGINT NOT NULL
);
CREATE INDEX document_attachments_doc ON document_attachments (document_id, created_at, id);
