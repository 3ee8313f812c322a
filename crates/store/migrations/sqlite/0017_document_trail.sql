-- Issue 14: a document's trail (its versions, action log, messages and timers, as the document
-- screen shows them) kept on its row, so that reading a document is one row of `documents` and
-- one of `document_versions`. Aggregating the four lists at each read cost PostgreSQL about
-- three times the work of the row itself (four subplans, each with its sort), and reads of a
-- document far outnumber its writes. Triggers keep the copy: every writer of the four tables,
-- now or later, refreshes it in its own transaction, so it is never stale.
-- Same lists, order and JSON shape as the other backend's 0017_document_trail.sql.
ALTER TABLE documents ADD COLUMN trail_versions TEXT NOT NULL DEFAULT '[]';
ALTER TABLE documents ADD COLUMN trail_actions TEXT NOT NULL DEFAULT '[]';
ALTER TABLE documents ADD COLUMN trail_messages TEXT NOT NULL DEFAULT '[]';
ALTER TABLE documents ADD COLUMN trail_timers TEXT NOT NULL DEFAULT '[]';

-- One view per list, grouped by document: the triggers and the back-fill read the same lists.
CREATE VIEW document_trail_versions AS
SELECT x.document_id, json_group_array(json_array(x.version, x.status, x.created_by,
       x.created_at) ORDER BY x.version) AS trail
FROM document_versions x GROUP BY x.document_id;

CREATE VIEW document_trail_actions AS
SELECT a.document_id, json_group_array(json_array(a.action, a.user_name, a.from_status,
       a.to_status, a.version, a.result, a.at_ms) ORDER BY a.at_ms, a.id) AS trail
FROM document_actions a GROUP BY a.document_id;

CREATE VIEW document_trail_messages AS
SELECT m.document_id, json_group_array(json_array(m.id, m.version, m.action, m.message_type,
       m.user_name, m.office, m.payload, m.at_ms,
       CASE WHEN m.xml IS NULL THEN 0 ELSE 1 END) ORDER BY m.id) AS trail
FROM document_messages m GROUP BY m.document_id;

CREATE VIEW document_trail_timers AS
SELECT t.document_id, json_group_array(json_array(t.timer, t.started_at_ms, t.due_at_ms,
       t.stopped_at_ms, t.expired_at_ms) ORDER BY t.timer) AS trail
FROM movement_timers t GROUP BY t.document_id;

-- SQLite has no trigger functions: a trigger per table and event, each refreshing its list.
CREATE TRIGGER document_versions_trail_insert AFTER INSERT ON document_versions BEGIN
    UPDATE documents SET trail_versions = COALESCE((SELECT trail FROM document_trail_versions
        WHERE document_id = NEW.document_id), '[]') WHERE id = NEW.document_id;
END;
CREATE TRIGGER document_versions_trail_update AFTER UPDATE ON document_versions BEGIN
    UPDATE documents SET trail_versions = COALESCE((SELECT trail FROM document_trail_versions
        WHERE document_id = NEW.document_id), '[]') WHERE id = NEW.document_id;
END;
CREATE TRIGGER document_versions_trail_delete AFTER DELETE ON document_versions BEGIN
    UPDATE documents SET trail_versions = COALESCE((SELECT trail FROM document_trail_versions
        WHERE document_id = OLD.document_id), '[]') WHERE id = OLD.document_id;
END;

CREATE TRIGGER document_actions_trail_insert AFTER INSERT ON document_actions BEGIN
    UPDATE documents SET trail_actions = COALESCE((SELECT trail FROM document_trail_actions
        WHERE document_id = NEW.document_id), '[]') WHERE id = NEW.document_id;
END;
CREATE TRIGGER document_actions_trail_update AFTER UPDATE ON document_actions BEGIN
    UPDATE documents SET trail_actions = COALESCE((SELECT trail FROM document_trail_actions
        WHERE document_id = NEW.document_id), '[]') WHERE id = NEW.document_id;
END;
CREATE TRIGGER document_actions_trail_delete AFTER DELETE ON document_actions BEGIN
    UPDATE documents SET trail_actions = COALESCE((SELECT trail FROM document_trail_actions
        WHERE document_id = OLD.document_id), '[]') WHERE id = OLD.document_id;
END;

CREATE TRIGGER document_messages_trail_insert AFTER INSERT ON document_messages BEGIN
    UPDATE documents SET trail_messages = COALESCE((SELECT trail FROM document_trail_messages
        WHERE document_id = NEW.document_id), '[]') WHERE id = NEW.document_id;
END;
CREATE TRIGGER document_messages_trail_update AFTER UPDATE ON document_messages BEGIN
    UPDATE documents SET trail_messages = COALESCE((SELECT trail FROM document_trail_messages
        WHERE document_id = NEW.document_id), '[]') WHERE id = NEW.document_id;
END;
CREATE TRIGGER document_messages_trail_delete AFTER DELETE ON document_messages BEGIN
    UPDATE documents SET trail_messages = COALESCE((SELECT trail FROM document_trail_messages
        WHERE document_id = OLD.document_id), '[]') WHERE id = OLD.document_id;
END;

CREATE TRIGGER movement_timers_trail_insert AFTER INSERT ON movement_timers BEGIN
    UPDATE documents SET trail_timers = COALESCE((SELECT trail FROM document_trail_timers
        WHERE document_id = NEW.document_id), '[]') WHERE id = NEW.document_id;
END;
CREATE TRIGGER movement_timers_trail_update AFTER UPDATE ON movement_timers BEGIN
    UPDATE documents SET trail_timers = COALESCE((SELECT trail FROM document_trail_timers
        WHERE document_id = NEW.document_id), '[]') WHERE id = NEW.document_id;
END;
CREATE TRIGGER movement_timers_trail_delete AFTER DELETE ON movement_timers BEGIN
    UPDATE documents SET trail_timers = COALESCE((SELECT trail FROM document_trail_timers
        WHERE document_id = OLD.document_id), '[]') WHERE id = OLD.document_id;
END;

UPDATE documents SET
    trail_versions = COALESCE((SELECT trail FROM document_trail_versions t WHERE t.document_id = documents.id), '[]'),
    trail_actions = COALESCE((SELECT trail FROM document_trail_actions t WHERE t.document_id = documents.id), '[]'),
    trail_messages = COALESCE((SELECT trail FROM document_trail_messages t WHERE t.document_id = documents.id), '[]'),
    trail_timers = COALESCE((SELECT trail FROM document_trail_timers t WHERE t.document_id = documents.id), '[]');
