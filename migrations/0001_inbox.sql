-- Migration number: 0001 (issue 46)
-- The enquiry inbox's tables as the Node server has made them since schema version 6, one file
-- for both runtimes: `wrangler d1 migrations apply` runs it on D1, and the Node server runs it at
-- start-up (server/storage/migrations.ts). Every statement says IF NOT EXISTS, so on a database the
-- Node server made before migrations (versions 1 to 6, brought to 6 first by the server's own
-- upgrade steps) it changes nothing but records itself as applied.

CREATE TABLE IF NOT EXISTS enquiries (
  id             INTEGER PRIMARY KEY AUTOINCREMENT,
  received_at    TEXT    NOT NULL,
  form_type      TEXT    NOT NULL CHECK (form_type IN ('quote', 'vendor', 'partner')),
  status         TEXT    NOT NULL CHECK (status IN ('accepted', 'spam')),
  client_address TEXT    NOT NULL,
  user_agent     TEXT,
  fields         TEXT    NOT NULL CHECK (json_valid(fields)),
  reference      TEXT,
  spam_reason    TEXT,
  language       TEXT    NOT NULL DEFAULT 'en' CHECK (language IN ('en', 'fr'))
);
CREATE INDEX IF NOT EXISTS enquiries_received_at ON enquiries (received_at);
CREATE UNIQUE INDEX IF NOT EXISTS enquiries_reference ON enquiries (reference);

-- A real row written and undone to prove the disk takes writes again after it was full (Node).
CREATE TABLE IF NOT EXISTS write_check (id INTEGER PRIMARY KEY, pad BLOB);

-- The page's submission id (contract SUBMISSION_ID): one enquiry per id, deleted with its enquiry.
CREATE TABLE IF NOT EXISTS submissions (
  submission_id TEXT    PRIMARY KEY,
  enquiry_id    INTEGER NOT NULL REFERENCES enquiries (id) ON DELETE CASCADE
) WITHOUT ROWID;
CREATE INDEX IF NOT EXISTS submissions_enquiry ON submissions (enquiry_id);

-- The references' counters, one per form and year (server/inbox/references.ts).
CREATE TABLE IF NOT EXISTS reference_sequences (
  prefix TEXT    PRIMARY KEY,
  last   INTEGER NOT NULL
);

-- Notifications and acknowledgements to send (server/notify/outbox.ts).
CREATE TABLE IF NOT EXISTS outbox (
  id              INTEGER PRIMARY KEY AUTOINCREMENT,
  enquiry_id      INTEGER NOT NULL REFERENCES enquiries (id) ON DELETE CASCADE,
  kind            TEXT    NOT NULL DEFAULT 'notify' CHECK (kind IN ('notify', 'acknowledge')),
  created_at      TEXT    NOT NULL,
  queued_at       TEXT    NOT NULL,
  status          TEXT    NOT NULL CHECK (status IN ('pending', 'sending', 'sent', 'failed')),
  attempts        INTEGER NOT NULL DEFAULT 0,
  resends         INTEGER NOT NULL DEFAULT 0,
  next_attempt_at TEXT    NOT NULL,
  last_attempt_at TEXT,
  last_error      TEXT,
  sent_at         TEXT
);
CREATE INDEX IF NOT EXISTS outbox_due ON outbox (status, next_attempt_at);
CREATE INDEX IF NOT EXISTS outbox_enquiry ON outbox (enquiry_id);
CREATE INDEX IF NOT EXISTS outbox_kind_created ON outbox (kind, created_at);

-- Whether the server that last started on this file notifies anyone, for `npm run inbox`.
CREATE TABLE IF NOT EXISTS notify_state (
  id         INTEGER PRIMARY KEY CHECK (id = 1),
  enabled    INTEGER NOT NULL,
  started_at TEXT    NOT NULL
);

-- The enquiries' documents (server/inbox/documents.ts).
CREATE TABLE IF NOT EXISTS enquiry_documents (
  id           INTEGER PRIMARY KEY AUTOINCREMENT,
  enquiry_id   INTEGER NOT NULL REFERENCES enquiries (id) ON DELETE CASCADE,
  file_name    TEXT    NOT NULL,
  content_type TEXT    NOT NULL CHECK (content_type IN ('application/pdf', 'image/jpeg', 'image/png')),
  size         INTEGER NOT NULL,
  data         BLOB    NOT NULL
);
CREATE INDEX IF NOT EXISTS enquiry_documents_enquiry ON enquiry_documents (enquiry_id);
