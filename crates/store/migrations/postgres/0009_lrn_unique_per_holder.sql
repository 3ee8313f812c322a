-- The LRN is unique per holder (issue 14): a trader's software names its declarations by its own
-- LRN, which the portal keeps on import. Checking before inserting is not enough when two
-- imports of one file run at once, so the database refuses the second (a unique violation the
-- store reports as a duplicate). A document without a holder (an agent's draft before the
-- applicant is chosen) has no one to be unique for. Keep in step with
-- ../sqlite/0009_lrn_unique_per_holder.sql.
CREATE UNIQUE INDEX documents_kind_holder_lrn
    ON documents (kind, holder_eori, lrn)
    WHERE lrn IS NOT NULL AND holder_eori IS NOT NULL;
