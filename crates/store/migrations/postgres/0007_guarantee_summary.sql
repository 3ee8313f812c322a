-- The guarantee list's columns (issue 6, guarantee.md section 2), written from the kind's
-- summary like the others. Kept in step with the other backend's file of the same name.
-- `customs_office` is the office that decides on the document (g01: the customs office of
-- guarantee): when set, its officers see the document instead of those of the offices of
-- departure and destination. `amount` and `balance` are exact decimals as text (never
-- floating point); they are shown, not sorted or compared, by the list.
ALTER TABLE documents ADD COLUMN customs_office TEXT COLLATE "C";
ALTER TABLE documents ADD COLUMN storage_reference TEXT COLLATE "C";
ALTER TABLE documents ADD COLUMN guarantee_type TEXT COLLATE "C";
ALTER TABLE documents ADD COLUMN amount TEXT COLLATE "C";
ALTER TABLE documents ADD COLUMN balance TEXT COLLATE "C";
ALTER TABLE documents ADD COLUMN end_date TEXT COLLATE "C";

-- Keyset list indexes, as in 0001: the officer's access column, then the sort column and id.
CREATE INDEX documents_kind_customs_office_updated ON documents (kind, customs_office, updated_at, id);
-- The scheduler's expiry scan (status, then end date) and the list's filters.
CREATE INDEX documents_kind_status_end_date ON documents (kind, status, end_date, id);
CREATE INDEX documents_storage_reference ON documents (storage_reference);
