-- Migration number: 0005 (issue 46)
-- Passkey challenges on the Worker, between the options and the answer, where every isolate sees
-- them (server/storage/d1-challenges.ts): the answer may reach another isolate than the one that
-- issued the options. Each row is taken once by a DELETE ... RETURNING; `expires` is in
-- milliseconds, and the cron deletes the rows past it. The Node server, one process, keeps its
-- challenges in memory (server/staff/challenges.ts) and leaves the table empty.
CREATE TABLE IF NOT EXISTS passkey_challenges (
  challenge TEXT    PRIMARY KEY,
  kind      TEXT    NOT NULL,
  owner     TEXT    NOT NULL,
  expires   INTEGER NOT NULL
);
CREATE INDEX IF NOT EXISTS passkey_challenges_owner ON passkey_challenges (kind, owner, expires);
CREATE INDEX IF NOT EXISTS passkey_challenges_expires ON passkey_challenges (expires);
