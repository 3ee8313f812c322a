-- Sign-in through the national SSO (issue 'Identity'): a sign-in under way, from the redirect
-- to the provider until its answer comes back (ten minutes at most). It is kept in the store,
-- not in the process, so that the answer may reach any server process. `state_hash` is the
-- SHA-256 of the OAuth `state`, `browser_hash` that of the cookie binding the sign-in to the
-- browser that started it; the nonce and the PKCE verifier are needed in clear to check the
-- ID token and redeem the code, and are deleted with the row when the answer comes.
CREATE TABLE sso_logins (
    state_hash    TEXT COLLATE "C" PRIMARY KEY,
    browser_hash  TEXT NOT NULL,
    nonce         TEXT NOT NULL,
    pkce_verifier TEXT NOT NULL,
    next_path     TEXT NOT NULL,
    created_at_ms BIGINT NOT NULL
);
CREATE INDEX sso_logins_created ON sso_logins (created_at_ms);
