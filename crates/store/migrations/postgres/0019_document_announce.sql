-- Every change to what a document's view shows is announced, at commit, to the other server
-- processes over this database, which drop their copies of that document's view (see the
-- store's `document_copies`; architecture contract 8). Every such change updates the
-- document's row: a new version or status moves its head, and the triggers of 0017 refresh its
-- trail when a version, an action, a message or a timer changes. A notification names the
-- document's id; PostgreSQL sends one per id and transaction however many rows changed.
CREATE FUNCTION document_announce() RETURNS trigger LANGUAGE plpgsql AS $$
BEGIN
    PERFORM pg_notify('vama_documents', OLD.id);
    RETURN NULL;
END
$$;

CREATE TRIGGER documents_announce AFTER UPDATE OR DELETE ON documents
    FOR EACH ROW EXECUTE FUNCTION document_announce();
