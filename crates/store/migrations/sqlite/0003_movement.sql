-- The NCTS movement of a declaration (issue 4). Keep in step with ../postgres/0003_movement.sql.

-- The message log: every IE message a transition exchanged, with who sent it, from which
-- office and what it carried (JSON). Append-only.
CREATE TABLE document_messages (
    id           INTEGER PRIMARY KEY AUTOINCREMENT,
    document_id  TEXT NOT NULL REFERENCES documents (id) ON DELETE CASCADE,
    version      INTEGER NOT NULL,
    action       TEXT NOT NULL,
    message_type TEXT NOT NULL,
    user_name    TEXT NOT NULL,
    office       TEXT,
    payload      TEXT NOT NULL,
    at_ms        INTEGER NOT NULL
);
CREATE INDEX document_messages_doc ON document_messages (document_id, id);
CREATE INDEX document_messages_type ON document_messages (message_type, document_id);

-- Counters that must never hand out a number twice, whatever the number of server processes
-- (the serial part of an MRN, per year and country).
CREATE TABLE sequences (
    name  TEXT PRIMARY KEY NOT NULL,
    value INTEGER NOT NULL
);
