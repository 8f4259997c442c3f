/**
 * Documents on the vendor registration form (CAC certificate, tax clearance, NUPRC permit, NCDMB
 * NOGIC JQS certificate), when it posts to our own inbox: the field's name, what is accepted and how
 * much. The page says so next to the file input and the server enforces it (server/inbox/documents.ts),
 * by the files' content, never their names or declared types.
 */
export const DOCUMENTS_FIELD = "documents";

export const DOCUMENT_LIMITS = {
  files: 5,
  fileBytes: 5 * 1024 * 1024,
  totalBytes: 15 * 1024 * 1024,
} as const;

/** The types accepted, as their content shows them, with the extensions a file picker offers. */
export const DOCUMENT_TYPES = {
  "application/pdf": [".pdf"],
  "image/jpeg": [".jpg", ".jpeg"],
  "image/png": [".png"],
} as const;
export type DocumentType = keyof typeof DOCUMENT_TYPES;

/** The file input's `accept`: a hint to the picker only; the server checks the bytes. */
export const DOCUMENT_ACCEPT = Object.entries(DOCUMENT_TYPES)
  .flatMap(([type, extensions]) => [type, ...extensions])
  .join(",");
