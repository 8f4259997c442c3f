/** The inbox's JSON API (server/staff/routes.ts), from the browser: same origin, the session cookie. */
import { inboxPaths, type EnquiryDetail, type EnquiryPage, type InboxFilter, type Me, type StatusChange } from "../../../contract/inbox";

import type { PublicKeyCredentialCreationOptionsJSON, RegistrationResponseJSON } from "@simplewebauthn/browser";

export class ApiError extends Error {}

async function call<T>(path: string, init?: { method: "POST"; body: unknown }): Promise<T> {
  const response = await fetch(`${inboxPaths.api}${path}`, {
    method: init?.method ?? "GET",
    headers: init ? { "Content-Type": "application/json", Accept: "application/json" } : { Accept: "application/json" },
    body: init ? JSON.stringify(init.body) : undefined,
    credentials: "same-origin",
  });
  // The session ended (idle, signed out elsewhere, account removed): back to the sign-in page.
  if (response.status === 401) {
    window.location.assign(inboxPaths.login);
    throw new ApiError("Signed out.");
  }
  const data = (await response.json().catch(() => ({}))) as T & { error?: string };
  if (!response.ok) throw new ApiError(data.error ?? `The inbox answered ${response.status}.`);
  return data;
}

/** The filter as URL query parameters (empty ones left out), for the API and the CSV link. */
export function filterQuery(filter: InboxFilter, extra: Record<string, string> = {}): string {
  const entries = Object.entries({ ...filter, ...extra }).filter((entry): entry is [string, string] => Boolean(entry[1]));
  return new URLSearchParams(entries).toString();
}

export const inboxApi = {
  me: () => call<Me>("/me"),
  list: (filter: InboxFilter, before?: number) =>
    call<EnquiryPage>(`/enquiries?${filterQuery(filter, before ? { before: String(before) } : {})}`),
  get: (id: number) => call<EnquiryDetail>(`/enquiries/${id}`),
  setStatus: (ids: number[], status: StatusChange) => call<{ changed: number }>("/status", { method: "POST", body: { ids, status } }),
  addNote: (id: number, text: string) => call<EnquiryDetail>(`/enquiries/${id}/notes`, { method: "POST", body: { text } }),
  resend: (id: number) => call<EnquiryDetail>(`/enquiries/${id}/resend`, { method: "POST", body: {} }),
  eraseCount: (email: string) => call<{ count: number }>(`/erase?${new URLSearchParams({ email })}`),
  erase: (email: string) => call<{ erased: number }>("/erase", { method: "POST", body: { email } }),
  passkeyOptions: () => call<PublicKeyCredentialCreationOptionsJSON>("/passkeys/options", { method: "POST", body: {} }),
  addPasskey: (answer: RegistrationResponseJSON) => call<{ passkeys: number }>("/passkeys", { method: "POST", body: answer }),
  csvUrl: (filter: InboxFilter) => `${inboxPaths.api}/enquiries.csv?${filterQuery(filter)}`,
};
