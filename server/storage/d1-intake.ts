/**
 * Enquiry intake on Cloudflare: D1 for the rows, R2 for the documents' bytes (docs/decisions/0021).
 *
 * D1 has no interactive transactions: what must be atomic goes in one `batch()`, which D1 runs as
 * one transaction. The enquiry, its submission id, its documents' rows and its outbox rows are that
 * batch. Two things cannot be inside it, and are ordered so that nothing stored is ever incomplete:
 * - The reference is drawn first, by its own statement (the counter's UPDATE ... RETURNING, the
 *   same as Node's), because the batch's statements are bound before it runs. A batch that then
 *   fails leaves a number unused, never one used twice.
 * - Documents are put in R2 before the batch, under keys named by that reference: a row that
 *   commits always has its object; a batch that fails deletes them again (a Worker stopped exactly
 *   between the two can leave an object without a row, never a row without its object).
 * Rows that belong to the enquiry find its id by its reference (unique index), since the id is
 * only known once the batch runs.
 */
import { DEFAULT_LANGUAGE } from "../../contract/languages";
import { formatReference, referencePrefix } from "../../contract/enquiry-reference";
import { isEmail } from "../../contract/enquiry-checks";
import { NEXT_REFERENCE_SQL, yearInLagos } from "../inbox/references";
import type { D1Database, D1PreparedStatement, R2Bucket } from "./cloudflare-bindings";
import { StoreFaultError, type Inserted, type IntakeStorage, type NewEnquiry } from "./intake";

/** The enquiry's id, inside the batch that inserts it. */
const ENQUIRY_ID = `(SELECT id FROM enquiries WHERE reference = ?1)`;
const HOUR_MS = 60 * 60 * 1000;

/** Every document's key in R2 starts with this (the orphan sweep lists it: d1-retention.ts). */
export const DOCUMENTS_PREFIX = "enquiries/";

/** Where an enquiry's documents' bytes go in R2: under its reference. */
export const documentPrefix = (reference: string) => `${DOCUMENTS_PREFIX}${reference}/`;
/** One document's key, in the order sent. */
export const documentKey = (reference: string, index: number) => `${documentPrefix(reference)}${index + 1}`;

export function createD1Intake(db: D1Database, bucket: R2Bucket): IntakeStorage {
  const submitted = (submissionId: string) =>
    db
      .prepare(`SELECT e.id, e.reference FROM submissions s JOIN enquiries e ON e.id = s.enquiry_id WHERE s.submission_id = ?`)
      .bind(submissionId)
      .first<{ id: number; reference: string | null }>();

  async function drawReference(enquiry: NewEnquiry, receivedAt: Date): Promise<string> {
    const year = yearInLagos(receivedAt);
    const row = await db.prepare(NEXT_REFERENCE_SQL).bind(referencePrefix(enquiry.formType, year)).first<{ last: number }>();
    if (!row) throw new StoreFaultError("The reference counter returned no row.");
    return formatReference(enquiry.formType, year, row.last);
  }

  function statements(enquiry: NewEnquiry, reference: string, receivedAt: Date, keys: readonly string[]): D1PreparedStatement[] {
    const now = new Date().toISOString();
    const list = [
      db
        .prepare(
          `INSERT INTO enquiries (reference, received_at, form_type, language, status, client_address, user_agent, fields, spam_reason)
           VALUES (?1, ?2, ?3, ?4, ?5, ?6, ?7, ?8, ?9)`,
        )
        .bind(
          reference,
          receivedAt.toISOString(),
          enquiry.formType,
          enquiry.language ?? DEFAULT_LANGUAGE,
          enquiry.status,
          enquiry.clientAddress,
          enquiry.userAgent ?? null,
          JSON.stringify(enquiry.fields),
          enquiry.status === "spam" ? (enquiry.spamReason ?? null) : null,
        ),
    ];
    (enquiry.documents ?? []).forEach((d, i) =>
      list.push(
        db
          .prepare(
            `INSERT INTO enquiry_documents (enquiry_id, file_name, content_type, size, data, object_key) VALUES (${ENQUIRY_ID}, ?2, ?3, ?4, x'', ?5)`,
          )
          .bind(reference, d.fileName, d.contentType, d.data.length, keys[i]),
      ),
    );
    if (enquiry.notify) {
      list.push(
        db
          .prepare(
            `INSERT INTO outbox (enquiry_id, created_at, queued_at, status, next_attempt_at) VALUES (${ENQUIRY_ID}, ?2, ?2, 'pending', ?2)`,
          )
          .bind(reference, now),
      );
    }
    const email = enquiry.fields.email ?? "";
    if (enquiry.acknowledge && isEmail(email)) {
      // Node counts, then inserts (notify/outbox.ts acknowledgementQueue); in a batch the count is
      // the INSERT's own condition: at most perAddress to one address and perDomain to its domain an hour.
      const address = email.trim().toLowerCase();
      const domain = address.slice(address.lastIndexOf("@") + 1);
      list.push(
        db
          .prepare(
            `INSERT INTO outbox (enquiry_id, kind, created_at, queued_at, status, next_attempt_at)
             SELECT ${ENQUIRY_ID}, 'acknowledge', ?2, ?2, 'pending', ?2
             WHERE (SELECT COALESCE(SUM(address = ?3), 0) < ?5 AND COUNT(*) < ?6 FROM (
               SELECT lower(trim(json_extract(e.fields, '$.email'))) AS address FROM outbox o JOIN enquiries e ON e.id = o.enquiry_id
               WHERE o.kind = 'acknowledge' AND o.created_at > ?7)
             WHERE substr(address, -length(?4) - 1) = '@' || ?4)`,
          )
          .bind(
            reference,
            now,
            address,
            domain,
            enquiry.acknowledge.perAddress,
            enquiry.acknowledge.perDomain,
            new Date(Date.now() - HOUR_MS).toISOString(),
          ),
      );
    }
    if (enquiry.submissionId) {
      list.push(
        db.prepare(`INSERT INTO submissions (submission_id, enquiry_id) VALUES (?2, ${ENQUIRY_ID})`).bind(reference, enquiry.submissionId),
      );
    }
    list.push(db.prepare(`SELECT id FROM enquiries WHERE reference = ?1`).bind(reference));
    return list;
  }

  return {
    async findSubmitted(submissionId) {
      const row = await submitted(submissionId);
      return row ? { reference: row.reference } : null;
    },

    async insertQueued(enquiry): Promise<Inserted> {
      if (enquiry.submissionId) {
        const first = await submitted(enquiry.submissionId);
        if (first) return { id: first.id, reference: first.reference ?? "" };
      }
      const receivedAt = enquiry.receivedAt ?? new Date();
      const reference = await drawReference(enquiry, receivedAt);
      const documents = enquiry.documents ?? [];
      const keys = documents.map((_, i) => documentKey(reference, i));
      await Promise.all(documents.map((d, i) => bucket.put(keys[i]!, d.data, { httpMetadata: { contentType: d.contentType } })));
      let results;
      try {
        results = await db.batch<{ id: number }>(statements(enquiry, reference, receivedAt, keys));
      } catch (error) {
        if (keys.length > 0) await bucket.delete(keys);
        // Two copies of one submission sent together: the other's batch committed first (the
        // submission id is the table's key), so this one answers with that enquiry.
        const first = enquiry.submissionId ? await submitted(enquiry.submissionId) : null;
        if (first) return { id: first.id, reference: first.reference ?? "" };
        throw new StoreFaultError(error instanceof Error ? error.message : String(error));
      }
      const id = results.at(-1)?.results[0]?.id;
      if (id === undefined) throw new StoreFaultError("The stored enquiry could not be read back.");
      return { id, reference };
    },

    // D1 keeps its own durability (replicated storage): no file of ours can be deleted or fill up.
    fault: () => null,

    async writeProblem() {
      try {
        await db.prepare(`SELECT 1 FROM enquiries LIMIT 1`).all();
        return null;
      } catch (error) {
        return error instanceof Error ? error.message : String(error);
      }
    },
  };
}
