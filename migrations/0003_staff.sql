-- Migration number: 0003 (issue 46)
-- The staff inbox's tables, as server/staff/schema.ts made them at every start before this file,
-- now one schema for both runtimes. Every statement says IF NOT EXISTS (the secure-delete setting
-- and the index's fill are idempotent too), so a Node database that already had them changes
-- nothing but records this file as applied.
-- The enquiry's intake classification (`enquiries.status`: accepted or spam) belongs to the intake;
-- the staff's workflow (new, in progress, answered), notes and history live here and reference the
-- enquiry ON DELETE CASCADE, so an erasure or purge removes them in the same transaction. The
-- full-text index is kept by triggers, so every writer (either server, the CLI, a restore) keeps
-- it right without knowing about it.

CREATE TABLE IF NOT EXISTS staff_users (
  id            INTEGER PRIMARY KEY AUTOINCREMENT,
  email         TEXT    NOT NULL UNIQUE COLLATE NOCASE,
  password_hash TEXT    NOT NULL,
  created_at    TEXT    NOT NULL
);
-- The cookie carries a random id; only its SHA-256 is stored, so a copy of the file signs nobody in.
CREATE TABLE IF NOT EXISTS staff_sessions (
  id_hash      TEXT    PRIMARY KEY,
  user_id      INTEGER NOT NULL REFERENCES staff_users (id) ON DELETE CASCADE,
  created_at   TEXT    NOT NULL,
  last_seen_at TEXT    NOT NULL
);
CREATE INDEX IF NOT EXISTS staff_sessions_user ON staff_sessions (user_id);
CREATE TABLE IF NOT EXISTS staff_login_failures (
  email  TEXT NOT NULL COLLATE NOCASE,
  client TEXT NOT NULL,
  at     TEXT NOT NULL
);
CREATE INDEX IF NOT EXISTS staff_login_failures_email ON staff_login_failures (email, at);
CREATE INDEX IF NOT EXISTS staff_login_failures_client ON staff_login_failures (client, at);
CREATE TABLE IF NOT EXISTS staff_passkeys (
  id          TEXT    PRIMARY KEY,
  user_id     INTEGER NOT NULL REFERENCES staff_users (id) ON DELETE CASCADE,
  public_key  BLOB    NOT NULL,
  counter     INTEGER NOT NULL,
  transports  TEXT,
  created_at  TEXT    NOT NULL
);
CREATE TABLE IF NOT EXISTS inbox_workflow (
  enquiry_id INTEGER PRIMARY KEY REFERENCES enquiries (id) ON DELETE CASCADE,
  status     TEXT    NOT NULL CHECK (status IN ('new', 'in_progress', 'answered')),
  updated_at TEXT    NOT NULL
);
CREATE INDEX IF NOT EXISTS inbox_workflow_status ON inbox_workflow (status, enquiry_id);
CREATE TABLE IF NOT EXISTS inbox_notes (
  id         INTEGER PRIMARY KEY AUTOINCREMENT,
  enquiry_id INTEGER NOT NULL REFERENCES enquiries (id) ON DELETE CASCADE,
  author     TEXT    NOT NULL,
  at         TEXT    NOT NULL,
  text       TEXT    NOT NULL
);
CREATE INDEX IF NOT EXISTS inbox_notes_enquiry ON inbox_notes (enquiry_id);
CREATE TABLE IF NOT EXISTS inbox_history (
  id         INTEGER PRIMARY KEY AUTOINCREMENT,
  enquiry_id INTEGER NOT NULL REFERENCES enquiries (id) ON DELETE CASCADE,
  author     TEXT    NOT NULL,
  at         TEXT    NOT NULL,
  change     TEXT    NOT NULL
);
CREATE INDEX IF NOT EXISTS inbox_history_enquiry ON inbox_history (enquiry_id);
CREATE INDEX IF NOT EXISTS enquiries_form_type ON enquiries (form_type, id);
CREATE INDEX IF NOT EXISTS enquiries_status ON enquiries (status, id);

-- Every field's text, searchable. secure-delete: an erased enquiry's words leave the index too.
CREATE VIRTUAL TABLE IF NOT EXISTS inbox_search USING fts5 (body, tokenize = 'unicode61 remove_diacritics 2');
INSERT INTO inbox_search (inbox_search, rank) VALUES ('secure-delete', 1);
CREATE TRIGGER IF NOT EXISTS inbox_search_insert AFTER INSERT ON enquiries BEGIN
  INSERT INTO inbox_search (rowid, body) VALUES (new.id, new.form_type || ' ' || (SELECT group_concat(value, ' ') FROM json_each(new.fields)));
END;
CREATE TRIGGER IF NOT EXISTS inbox_search_delete AFTER DELETE ON enquiries BEGIN
  DELETE FROM inbox_search WHERE rowid = old.id;
END;
-- Enquiries stored before the index (a database from before the staff inbox) are indexed once here.
INSERT INTO inbox_search (rowid, body)
  SELECT e.id, e.form_type || ' ' || (SELECT group_concat(value, ' ') FROM json_each(e.fields)) FROM enquiries e
  WHERE e.id > (SELECT COALESCE(MAX(rowid), 0) FROM inbox_search);
