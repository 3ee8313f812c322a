-- The time limits of a movement (issue 4). Keep in step with ../postgres/0004_timers.sql.
-- A timer is started and stopped by the steps of the movement; the scheduler marks it expired
-- once (a conditional UPDATE: of several server processes exactly one wins).
CREATE TABLE movement_timers (
    document_id   TEXT NOT NULL REFERENCES documents (id) ON DELETE CASCADE,
    timer         TEXT NOT NULL,
    started_at_ms INTEGER NOT NULL,
    due_at_ms     INTEGER NOT NULL,
    stopped_at_ms INTEGER,
    expired_at_ms INTEGER,
    PRIMARY KEY (document_id, timer)
);
-- The scheduler's question: running timers by due time.
CREATE INDEX movement_timers_due ON movement_timers (due_at_ms) WHERE stopped_at_ms IS NULL AND expired_at_ms IS NULL;
