-- Issue 'Authorisations I', the list's columns: the date a document was submitted (lodged) and
-- the date it was decided on, YYYY-MM-DD, for every kind that has them (the authorisations fill
-- both). Sorted and filtered like end_date.
ALTER TABLE documents ADD COLUMN submitted_on TEXT;
ALTER TABLE documents ADD COLUMN decided_on TEXT;
CREATE INDEX documents_kind_status_submitted_on ON documents (kind, status, submitted_on, id);
CREATE INDEX documents_kind_status_decided_on ON documents (kind, status, decided_on, id);
