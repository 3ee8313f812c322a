-- Issue 'Authorisations I': no kind-specific column in the shared table. The summary columns
-- become roles that every kind fills in its own vocabulary (vama_rules::Summary): the filer's
-- reference (t01's LRN, an application reference), the reference customs issues (an MRN, a GRN,
-- a decision reference number), another reference (g01's storage reference) and the type code
-- (declaration, guarantee or decision type). A kind's list columns give them their names. The
-- g01 columns grn and guarantee_type join the roles they were copies of. Keep in step with
-- ../sqlite/0018_summary_roles.sql.
DROP INDEX documents_kind_holder_lrn;
DROP INDEX documents_lrn;
DROP INDEX documents_mrn;
DROP INDEX documents_grn;
DROP INDEX documents_storage_reference;

ALTER TABLE documents RENAME COLUMN lrn TO reference;
ALTER TABLE documents RENAME COLUMN mrn TO issued_reference;
ALTER TABLE documents RENAME COLUMN declaration_type TO type_code;
ALTER TABLE documents RENAME COLUMN storage_reference TO other_reference;
UPDATE documents SET issued_reference = grn WHERE kind = 'g01';
UPDATE documents SET type_code = guarantee_type WHERE kind = 'g01';
ALTER TABLE documents DROP COLUMN grn;
ALTER TABLE documents DROP COLUMN guarantee_type;

-- The filer's reference is unique per holder (migration 0009).
CREATE UNIQUE INDEX documents_kind_holder_reference
    ON documents (kind, holder_eori, reference)
    WHERE reference IS NOT NULL AND holder_eori IS NOT NULL;
CREATE INDEX documents_reference ON documents (reference);
CREATE INDEX documents_kind_issued_reference ON documents (kind, issued_reference);
CREATE INDEX documents_other_reference ON documents (other_reference);
