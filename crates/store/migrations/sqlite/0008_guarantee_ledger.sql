-- Guarantee balances (issue 6). Keep in step with ../postgres/0008_guarantee_ledger.sql.
-- Amounts are integer minor units (hundredths): the NCTS amounts are n..16,2, so an INTEGER (64-bit) holds
-- every one exactly and the database adds and compares them without rounding.
--
-- One account per accepted guarantee (by GRN): its reference amount and what is left. A debit
-- is a conditional UPDATE (`balance_cents >= x`) inside a `BEGIN IMMEDIATE` transaction:
-- SQLite serialises the writers, so none can overdraw; the CHECK is the last line of defence.
CREATE TABLE guarantee_accounts (
    grn           TEXT PRIMARY KEY NOT NULL,
    document_id   TEXT NOT NULL,
    currency      TEXT NOT NULL,
    amount_cents  INTEGER NOT NULL CHECK (amount_cents >= 0),
    balance_cents INTEGER NOT NULL CHECK (balance_cents >= 0),
    updated_at_ms INTEGER NOT NULL
);
CREATE INDEX guarantee_accounts_document ON guarantee_accounts (document_id);

-- Every debit (release) and credit (write-off, cancellation) of an account, never updated.
-- A movement is debited at most once per guarantee and credited at most once (the UNIQUE).
-- `access_code` is the single-use access code the debit consumed, sealed as the guarantee
-- keeps it (never in clear).
CREATE TABLE guarantee_ledger (
    id           INTEGER PRIMARY KEY AUTOINCREMENT,
    grn          TEXT NOT NULL REFERENCES guarantee_accounts (grn),
    guarantee_id TEXT NOT NULL,
    movement_id  TEXT NOT NULL,
    mrn          TEXT,
    operation    TEXT NOT NULL CHECK (operation IN ('DEBIT', 'CREDIT')),
    amount_cents INTEGER NOT NULL CHECK (amount_cents >= 0),
    currency     TEXT NOT NULL,
    access_code  TEXT,
    date         TEXT NOT NULL,
    at_ms        INTEGER NOT NULL,
    UNIQUE (grn, movement_id, operation)
);
CREATE INDEX guarantee_ledger_movement ON guarantee_ledger (movement_id);
