-- Issue 14: a per-user quota on the bytes of draft versions. Each version keeps the size of its
-- body (versions stored before this migration count as 0), and the drafts of one filer are found
-- by (filer_eori, status).
ALTER TABLE document_versions ADD COLUMN size_bytes BIGINT NOT NULL DEFAULT 0;
CREATE INDEX documents_filer_status ON documents (filer_eori, status);
