-- The time limits of a movement (issue 4). Keep in step with ../sqlite/0004_timers.sql.
-- A timer is started and stopped by the steps of the movement; the scheduler marks it expired
-- once (a conditional UPDATE: of several server processes exactly one wins).
CREATE TABLE movement_timers (
    document_id   TEXT COLLATE "C" NOT NULL REFERENCES documents (id) ON DELETE CASCADE,
    timer         TEXT NOT NULL,
    started_at_ms BIGINT NOT NULL,
    due_at_ms     BIGINT NOT NULL,
    stopped_at_ms BIGINT,
    expired_at_ms BIGINT,
    PRIMARY KEY (document_id, timer)
);
-- The scheduler's question: running timers by due time.
CREATE INDEX movement_timers_due ON movement_timers (due_at_ms) WHERE stopped_at_ms IS NULL AND expired_at_ms IS NULL;
