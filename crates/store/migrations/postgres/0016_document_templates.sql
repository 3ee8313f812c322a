-- Issue 18: a user's saved templates, to start a document of a kind from (one name per user and
-- kind; saving under a name already used replaces that template). The body is the document's
-- JSON without its identity (LRN, MRN, GRN, references), as a clone has it.
CREATE TABLE document_templates (
    id TEXT PRIMARY KEY,
    owner TEXT NOT NULL,
    kind TEXT NOT NULL,
    name TEXT NOT NULL,
    body TEXT NOT NULL,
    saved_at BIGINT NOT NULL,
    UNIQUE (owner, kind, name)
);
