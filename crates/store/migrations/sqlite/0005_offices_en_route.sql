-- The offices of transit and exit a movement names (issue 4, the ATR). Kept in step with the
-- other backend's file of the same name. The officers of those offices hold the anticipated
-- transit record once the movement is released; this table answers "which movements name my
-- office" from an index, as the summary columns do for departure and destination. Rewritten
-- with the document's head on every version.
CREATE TABLE document_offices (
    office      TEXT NOT NULL,
    document_id TEXT NOT NULL REFERENCES documents (id) ON DELETE CASCADE,
    PRIMARY KEY (office, document_id)
);
CREATE INDEX document_offices_document ON document_offices (document_id);
