-- Migration number: 0002 (issue 46)
-- Where a document's bytes are when they are not in the row: on Workers they go to R2 under this
-- key and `data` is left empty; on Node the key is NULL and the bytes stay in `data`.
ALTER TABLE enquiry_documents ADD COLUMN object_key TEXT;
