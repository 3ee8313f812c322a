-- An officer may serve several customs offices (officer5: the headquarters and a supervising
-- office, issue 'Authorisations I'): a JSON array of office codes, like linked_eoris, in place of
-- the one office column.
ALTER TABLE users ADD COLUMN customs_offices TEXT NOT NULL DEFAULT '[]';
UPDATE users SET customs_offices = json_build_array(customs_office)::text WHERE customs_office IS NOT NULL;
ALTER TABLE users DROP COLUMN customs_office;
