-- Migration number: 0004 (issue 46)
-- The per-address limit of accepted enquiries a minute (INBOX_RATE_LIMIT) on the Worker, where
-- every isolate must see the same count: one row per accepted post, its client address and time in
-- milliseconds (server/storage/d1-rate-limit.ts). The cron deletes rows older than the window. The
-- Node server, one process, keeps this log in memory (server/inbox/rate-limit.ts) and leaves the
-- table empty.
CREATE TABLE IF NOT EXISTS rate_limit_hits (
  address TEXT    NOT NULL,
  at      INTEGER NOT NULL
);
CREATE INDEX IF NOT EXISTS rate_limit_hits_address_at ON rate_limit_hits (address, at);
CREATE INDEX IF NOT EXISTS rate_limit_hits_at ON rate_limit_hits (at);
