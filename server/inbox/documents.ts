/**
 * An enquiry's documents (contract/enquiry-documents.ts): checked by their first bytes, stored as
 * BLOBs in the inbox's SQLite file in the enquiry's own transaction, so a kill -9 at any moment
 * leaves either the enquiry with all its documents or neither, never an orphan file; outside the
 * web root by construction; deleted with the enquiry (ON DELETE CASCADE, secure_delete) by erase and
 * purge. File names are kept as text only, never used as paths. The table is in
 * migrations/0001_inbox.sql; on Workers the bytes go to R2 instead (storage/d1-intake.ts).
 */
import type Database from "better-sqlite3";
import { DOCUMENT_LIMITS, type DocumentType } from "../../contract/enquiry-documents";
import { fill, type InboxAnswers } from "../../contract/enquiry-words";

export interface NewDocument {
  fileName: string;
  contentType: DocumentType;
  data: Buffer;
}

export interface StoredDocument extends NewDocument {
  id: number;
  enquiryId: number;
  size: number;
}

/** PDF, JPEG or PNG by their signatures; null for anything else (an HTML page named .pdf included). */
export function sniffDocument(bytes: Buffer): DocumentType | null {
  if (bytes.subarray(0, 5).toString("latin1") === "%PDF-") return "application/pdf";
  if (bytes.length >= 3 && bytes[0] === 0xff && bytes[1] === 0xd8 && bytes[2] === 0xff) return "image/jpeg";
  if (bytes.subarray(0, 8).equals(Buffer.from([0x89, 0x50, 0x4e, 0x47, 0x0d, 0x0a, 0x1a, 0x0a]))) return "image/png";
  return null;
}

/** The name as text: its last path segment, no control or bidirectional characters, at most 200 characters. */
export function cleanFileName(name: string): string {
  const base = name.split(/[\\/]/).pop() ?? "";
  // eslint-disable-next-line no-control-regex
  const clean = base.replace(/[\u0000-\u001f\u007f-\u009f\u061c\u200e\u200f\u202a-\u202e\u2066-\u2069"]/g, "").trim();
  return [...clean].slice(0, 200).join("") || "document";
}

/** Why these uploads cannot be stored (a message naming the field, in the words given), or null. */
export function documentsProblem(files: readonly { fileName: string; data: Buffer }[], words: InboxAnswers): string | null {
  if (files.length > DOCUMENT_LIMITS.files) return fill(words.tooManyDocuments, { files: DOCUMENT_LIMITS.files });
  for (const file of files) {
    if (sniffDocument(file.data) === null) return fill(words.documentType, { file: cleanFileName(file.fileName) });
  }
  return null;
}

export function documentStatements(db: Database.Database) {
  const exists = () => db.prepare(`SELECT 1 FROM sqlite_master WHERE type = 'table' AND name = 'enquiry_documents'`).get() !== undefined;
  const insert = exists()
    ? db.prepare(
        `INSERT INTO enquiry_documents (enquiry_id, file_name, content_type, size, data) VALUES (@enquiryId, @fileName, @contentType, @size, @data)`,
      )
    : null;
  return {
    insert(enquiryId: number, documents: readonly NewDocument[]) {
      for (const d of documents)
        insert!.run({ enquiryId, fileName: d.fileName, contentType: d.contentType, size: d.data.length, data: d.data });
    },
  };
}

const columns = `id, enquiry_id AS enquiryId, file_name AS fileName, content_type AS contentType, size`;

/**
 * The documents of an enquiry with their bytes (the notification's attachments). The staff inbox
 * lists and downloads them through its own queries, on both runtimes (staff/enquiries.ts).
 */
export function readDocuments(db: Database.Database, enquiryId: number): StoredDocument[] {
  return db.prepare(`SELECT ${columns}, data FROM enquiry_documents WHERE enquiry_id = ? ORDER BY id`).all(enquiryId) as StoredDocument[];
}
