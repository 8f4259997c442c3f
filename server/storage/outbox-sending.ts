/**
 * What sending the outbox needs of storage, on either runtime (docs/decisions/0021): claim the due
 * rows, record each outcome. Node's outbox (notify/outbox.ts, better-sqlite3, synchronous) has
 * these methods with these signatures; D1's (d1-outbox.ts) answers with promises. The retry rules
 * that decide `retryAt` are written once, in notify/worker.ts (nextAttemptAt).
 */
import type { Outbox, OutboxJob } from "../notify/outbox";

export interface OutboxSending {
  /** Marks up to `limit` due rows as being sent (attempts + 1) and returns them with their enquiries. */
  claimDue(limit: number, now?: Date): OutboxJob[] | Promise<OutboxJob[]>;
  markSent(id: number, now?: Date): void | Promise<void>;
  /** Back to pending at `retryAt`, or failed when `retryAt` is null; the error is kept. */
  markFailed(id: number, error: string, retryAt: Date | null): void | Promise<void>;
}

/** Node's outbox as this interface (it is one as it stands: this fails to compile if the two drift apart). */
export const nodeOutboxSending = (outbox: Outbox): OutboxSending => outbox;
