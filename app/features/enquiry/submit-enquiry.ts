import type { FormType } from "~/content/schemas/enquiry-form";
import { paths } from "~/lib/paths";
import { absoluteUrl } from "~/lib/site";
import { isReference } from "../../../contract/enquiry-reference";

/**
 * Where the forms post: the third-party form service, or the local inbox in the `inbox` build mode.
 * Checked and defaulted once at build time (config/build-env.ts), defined by vite.config.ts.
 */
export const FORM_ENDPOINT: string = import.meta.env.VITE_FORM_ENDPOINT;
export const FORM_ACCESS_KEY: string = import.meta.env.VITE_FORM_ACCESS_KEY;

/**
 * The forms post to our own inbox (not the hosted service): it gives references, and our server
 * writes a time stamp into the form pages as it serves them (server/page-fill.ts).
 */
export const POSTS_TO_INBOX = FORM_ENDPOINT.startsWith("/");

/**
 * Where a browser that posts a form itself (no script yet, or none) ends: the form service's
 * `redirect` field (Web3Forms documents it; it wants an absolute URL), or for the local inbox a
 * path on its own origin, which it honours for that origin only (server/inbox/result-page.ts).
 */
export const FORM_REDIRECT = POSTS_TO_INBOX ? paths.enquirySent : absoluteUrl(paths.enquirySent);
export const REDIRECT_FIELD = "redirect";

/**
 * A new submission id (contract SUBMISSION_ID): 128 random bits as hex. getRandomValues, not
 * randomUUID, because randomUUID exists only in secure contexts (not on a plain-http preview).
 */
export function newSubmissionId(): string {
  return Array.from(crypto.getRandomValues(new Uint8Array(16)), (byte) => byte.toString(16).padStart(2, "0")).join("");
}

/** A visitor never waits longer than this for an answer: the spec's stuck "Sending..." cannot happen. */
export const SUBMIT_TIMEOUT_MS = 15_000;

/** Every way a submission can end. Only `success` means the enquiry is known to have arrived. */
export type SubmitResult =
  /** `reference`: the enquiry's, when the inbox gives one (our own does; the hosted service does not). */
  | { kind: "success"; reference: string | null }
  /** The service answered JSON with success not true; message is its explanation, if it gave one. */
  | { kind: "refused"; message: string | null; /** Refused when sent from the device's queue. */ queued?: boolean }
  | { kind: "network" }
  | { kind: "timeout" }
  /** A non-2xx answer without the service's own explanation: no JSON verdict, or a 429 or 5xx without a message. */
  | { kind: "http"; status: number }
  /** A 2xx answer that is not the JSON the service promises. */
  | { kind: "invalid-response" };

export type SubmitOptions = {
  endpoint?: string;
  accessKey?: string;
  timeoutMs?: number;
  /** Lets the caller cancel; a cancelled send reports `network`. */
  signal?: AbortSignal;
  fetch?: typeof fetch;
};

/** What a send posts: the form's fields with `form_type` and `access_key`, without `redirect`. */
export function enquiryBody(formType: FormType, formData: FormData, accessKey = FORM_ACCESS_KEY): FormData {
  const body = new FormData();
  for (const [name, value] of formData) body.append(name, value);
  // This send reads the JSON answer and shows the result in place: no page change.
  body.delete(REDIRECT_FIELD);
  body.set("form_type", formType);
  body.set("access_key", accessKey);
  return body;
}

/**
 * POSTs one enquiry as multipart form data (spec §7), adding `form_type` and `access_key`, and
 * turns every possible answer, or the lack of one, into a SubmitResult. Never throws.
 */
export async function submitEnquiry(formType: FormType, formData: FormData, options: SubmitOptions = {}): Promise<SubmitResult> {
  const {
    endpoint = FORM_ENDPOINT,
    accessKey = FORM_ACCESS_KEY,
    timeoutMs = SUBMIT_TIMEOUT_MS,
    signal,
    fetch: fetchImpl = globalThis.fetch,
  } = options;

  const body = enquiryBody(formType, formData, accessKey);

  const timeout = AbortSignal.timeout(timeoutMs);
  const combined = signal ? AbortSignal.any([signal, timeout]) : timeout;
  const failure = (): SubmitResult => (timeout.aborted ? { kind: "timeout" } : { kind: "network" });

  let response: Response;
  try {
    response = await fetchImpl(endpoint, {
      method: "POST",
      body,
      headers: { Accept: "application/json" },
      signal: combined,
    });
  } catch {
    return failure();
  }

  let payload: unknown;
  try {
    payload = await response.json();
  } catch {
    if (timeout.aborted || signal?.aborted) return failure();
    return response.ok ? { kind: "invalid-response" } : { kind: "http", status: response.status };
  }

  if (typeof payload !== "object" || payload === null || Array.isArray(payload)) {
    return response.ok ? { kind: "invalid-response" } : { kind: "http", status: response.status };
  }

  const { success, message, reference } = payload as { success?: unknown; message?: unknown; reference?: unknown };
  if (success === true) {
    return response.ok
      ? { kind: "success", reference: isReference(reference) ? reference : null }
      : { kind: "http", status: response.status };
  }
  // Spec §7 and §8: a refusal shows the service's own message, whatever the status; without
  // one, rate limiting and server errors get our own advice to wait or retry.
  if (typeof message === "string" && message.trim() !== "") return { kind: "refused", message: message.trim() };
  if (response.status === 429 || response.status >= 500) return { kind: "http", status: response.status };
  return { kind: "refused", message: null };
}
