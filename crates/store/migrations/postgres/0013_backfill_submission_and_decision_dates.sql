-- Issue 'Authorisations I': applications submitted or decided before 0012 keep their dates in
-- their body only, so the list showed them empty until they were stored again. Fill the list's
-- columns from the current version of each transit authorisation (the only kinds then).
UPDATE documents
SET submitted_on = COALESCE(submitted_on, (
        SELECT left(v.body::jsonb ->> 'applicationSubmissionDateTime', 10)
        FROM document_versions v
        WHERE v.document_id = documents.id AND v.version = documents.current_version)),
    decided_on = COALESCE(decided_on, (
        SELECT v.body::jsonb #>> '{decision,decisionDate}'
        FROM document_versions v
        WHERE v.document_id = documents.id AND v.version = documents.current_version))
WHERE kind IN ('act', 'ace', 'acr', 'trd', 'etd', 'sse', 'eir')
  AND (submitted_on IS NULL OR decided_on IS NULL);
