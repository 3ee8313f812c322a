-- Identity (issue 'Identity'): a user may be disabled (their sessions end and they cannot sign
-- in) and may come from the national SSO (its subject); an administration links agents to the
-- traders they represent, for a period; every administrator's change is audited.
ALTER TABLE users ADD COLUMN disabled INTEGER NOT NULL DEFAULT 0;
ALTER TABLE users ADD COLUMN sso_subject TEXT;
CREATE UNIQUE INDEX users_sso_subject ON users (sso_subject) WHERE sso_subject IS NOT NULL;

-- Which agent (by EORI) represents which trader (by EORI), from and until which day
-- (YYYY-MM-DD, both included; NULL: open).
CREATE TABLE representations (
    id          INTEGER PRIMARY KEY AUTOINCREMENT,
    agent_eori  TEXT NOT NULL,
    trader_eori TEXT NOT NULL,
    valid_from  TEXT,
    valid_until TEXT,
    created_by  TEXT NOT NULL,
    created_at  INTEGER NOT NULL
);
CREATE INDEX representations_agent ON representations (agent_eori);
CREATE INDEX representations_trader ON representations (trader_eori);

-- Who changed what, when, with the record before and after (JSON text).
CREATE TABLE audit_log (
    id     INTEGER PRIMARY KEY AUTOINCREMENT,
    at_ms  INTEGER NOT NULL,
    actor  TEXT NOT NULL,
    action TEXT NOT NULL,
    target TEXT NOT NULL,
    before TEXT,
    after  TEXT
);
CREATE INDEX audit_log_at ON audit_log (at_ms, id);
