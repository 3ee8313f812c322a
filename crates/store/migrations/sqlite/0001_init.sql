-- Vama store schema, SQLite flavour. Keep in step with ../postgres/0001_init.sql: the two differ
-- only in types (INTEGER vs BIGINT, identity columns) and PostgreSQL's COLLATE "C", which gives
-- both databases the same (byte-wise) text order, so keyset pages behave the same everywhere.
-- Times are Unix epoch milliseconds.

-- The head of each document: indexed summary columns for lists, no body.
CREATE TABLE documents (
    id                    TEXT PRIMARY KEY NOT NULL,
    kind                  TEXT NOT NULL,
    status                TEXT NOT NULL,
    current_version       INTEGER NOT NULL,
    holder_eori           TEXT,
    holder_name           TEXT,
    lrn                   TEXT,
    mrn                   TEXT,
    grn                   TEXT,
    declaration_type      TEXT,
    office_of_departure   TEXT,
    office_of_destination TEXT,
    filer_eori            TEXT,
    created_at            INTEGER NOT NULL,
    updated_at            INTEGER NOT NULL
);

-- Keyset list indexes: equality columns first (kind, the access column, status), then the sort
-- column and id as tiebreaker, so a first page is an index range read of `limit` rows.
CREATE INDEX documents_kind_holder_status_updated ON documents (kind, holder_eori, status, updated_at, id);
CREATE INDEX documents_kind_holder_updated ON documents (kind, holder_eori, updated_at, id);
CREATE INDEX documents_kind_filer_status_updated ON documents (kind, filer_eori, status, updated_at, id);
CREATE INDEX documents_kind_filer_updated ON documents (kind, filer_eori, updated_at, id);
CREATE INDEX documents_kind_departure_updated ON documents (kind, office_of_departure, updated_at, id);
CREATE INDEX documents_kind_destination_updated ON documents (kind, office_of_destination, updated_at, id);
CREATE INDEX documents_kind_updated ON documents (kind, updated_at, id);
CREATE INDEX documents_kind_created ON documents (kind, created_at, id);
CREATE INDEX documents_lrn ON documents (lrn);
CREATE INDEX documents_mrn ON documents (mrn);
CREATE INDEX documents_grn ON documents (grn);

-- Append-only versions: a row is never updated.
CREATE TABLE document_versions (
    document_id TEXT NOT NULL REFERENCES documents (id) ON DELETE CASCADE,
    version     INTEGER NOT NULL,
    status      TEXT NOT NULL,
    body        TEXT NOT NULL,
    created_by  TEXT NOT NULL,
    created_at  INTEGER NOT NULL,
    PRIMARY KEY (document_id, version)
);

CREATE TABLE document_actions (
    id          INTEGER PRIMARY KEY AUTOINCREMENT,
    document_id TEXT NOT NULL REFERENCES documents (id) ON DELETE CASCADE,
    action      TEXT NOT NULL,
    user_name   TEXT NOT NULL,
    from_status TEXT,
    to_status   TEXT,
    version     INTEGER,
    result      TEXT NOT NULL,
    at_ms       INTEGER NOT NULL
);
CREATE INDEX document_actions_doc ON document_actions (document_id, at_ms, id);

CREATE TABLE users (
    id             INTEGER PRIMARY KEY AUTOINCREMENT,
    username       TEXT NOT NULL UNIQUE,
    password_hash  TEXT NOT NULL,
    user_type      TEXT NOT NULL,
    display_name   TEXT NOT NULL,
    eori           TEXT,
    linked_eoris   TEXT NOT NULL DEFAULT '[]', -- JSON array of EORIs
    customs_office TEXT,
    permissions    TEXT NOT NULL DEFAULT '[]'  -- JSON array of permission names
);

-- Server-side sessions; only the SHA-256 of the token is kept.
CREATE TABLE sessions (
    token_hash TEXT PRIMARY KEY NOT NULL,
    user_id    INTEGER NOT NULL REFERENCES users (id) ON DELETE CASCADE,
    csrf_token TEXT NOT NULL,
    created_at INTEGER NOT NULL,
    last_seen  INTEGER NOT NULL
);
CREATE INDEX sessions_last_seen ON sessions (last_seen);

-- Failed logins, shared by all server replicas.
CREATE TABLE login_failures (
    id    INTEGER PRIMARY KEY AUTOINCREMENT,
    key   TEXT NOT NULL,
    at_ms INTEGER NOT NULL
);
CREATE INDEX login_failures_key ON login_failures (key, at_ms);

CREATE TABLE catalog_entries (
    catalog TEXT NOT NULL,
    code    TEXT NOT NULL,
    data    TEXT NOT NULL, -- JSON object
    PRIMARY KEY (catalog, code)
);
