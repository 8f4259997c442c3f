/**
 * Enquiries kept on the device while there is no connection (issue 39), in IndexedDB (idb-keyval),
 * shared by the form that queues them, the service worker that sends them by Background Sync
 * (app/service-worker/sw.ts) and, where the browser has no Background Sync, any page of the site
 * that opens while online (app/enhance/enquiry-queue.ts). Each keeps its submission id, so a send
 * that did arrive before its answer was lost is stored once by the inbox however often it is sent.
 */
import { createStore, del, entries, set, type UseStore } from "idb-keyval";
// The page's flag (enquiry-queue-flag.ts) is set by the form, not here: a module the enhancement
// script and this chunk both imported would become a chunk every page fetched before running.

export type QueuedEnquiry = {
  /** The submission id (contract SUBMISSION_ID): the key. */
  id: string;
  formType: string;
  endpoint: string;
  /** Every field as the form sends it (text only). */
  fields: [string, string][];
  queuedAt: string;
  /** The endpoint refused it when it was sent from the queue: its message. Not sent again. */
  refused?: string;
};

/** The Background Sync tag the form registers and the worker answers. */
export const QUEUE_SYNC_TAG = "enquiry-queue";

let store: UseStore | null = null;
const db = () => (store ??= createStore("deltaforge-enquiries", "queue"));

export async function queuedEnquiries(): Promise<QueuedEnquiry[]> {
  return (await entries<string, QueuedEnquiry>(db())).map(([, entry]) => entry);
}

export async function enqueue(entry: QueuedEnquiry): Promise<void> {
  await set(entry.id, entry, db());
}

export async function dequeue(id: string): Promise<void> {
  await del(id, db());
}

/** The endpoint's verdict on one send: sent, refused with its message, or to be tried again later. */
type Outcome = { kind: "sent" } | { kind: "refused"; message: string } | { kind: "retry" };

async function send(entry: QueuedEnquiry): Promise<Outcome> {
  const body = new FormData();
  for (const [name, value] of entry.fields) body.append(name, value);
  let response: Response;
  try {
    response = await fetch(entry.endpoint, { method: "POST", body, headers: { Accept: "application/json" } });
  } catch {
    return { kind: "retry" };
  }
  const answer = (await response.json().catch(() => null)) as { success?: unknown; message?: unknown } | null;
  if (answer?.success === true && response.ok) return { kind: "sent" };
  // Busy, rate-limited or down: later. A refusal of the enquiry itself (invalid, wrong key): never again.
  if (response.status === 429 || response.status >= 500 || answer === null) return { kind: "retry" };
  return { kind: "refused", message: typeof answer.message === "string" ? answer.message : "" };
}

let sending: Promise<number> | null = null;

/** Sends every waiting enquiry once; resolves with how many still wait. One run at a time per page or worker. */
export function sendQueued(): Promise<number> {
  sending ??= (async () => {
    let waiting = 0;
    for (const entry of await queuedEnquiries()) {
      if (entry.refused !== undefined) continue;
      const outcome = await send(entry);
      if (outcome.kind === "sent") await dequeue(entry.id);
      else if (outcome.kind === "refused") await set(entry.id, { ...entry, refused: outcome.message }, db());
      else waiting++;
    }
    return waiting;
  })().finally(() => (sending = null));
  return sending;
}
