/** Tests only: the real app (server/app.ts) with the staff inbox on a real SQLite file, and helpers to sign in. */
import path from "node:path";
import { Hono } from "hono";
import { createApp } from "../app";
import { defaultHeaderRules } from "../headers-file";
import { openStore, type NewEnquiry } from "../inbox/store";
import { tempDir } from "../test-helpers";
import { createStaffApp } from "./routes";
import { nodeStaffStorage } from "../storage/staff";
import { clientAddress } from "../inbox/client-address";
import { createStaffUsers } from "./users";
import { testPages } from "./test-pages";

export { testPages };

export const ORIGIN = "http://localhost";
export const STAFF = { email: "ada.staff@example.com", password: "a long enough passphrase" };

export async function staffTestApp(options: { trustProxy?: boolean; publicOrigin?: string } = {}) {
  const tmp = tempDir("staff-");
  const store = openStore(path.join(tmp.dir, "inbox.sqlite"));
  await createStaffUsers(store.db).add(STAFF.email, STAFF.password);
  const staff = createStaffApp({
    storage: nodeStaffStorage(store),
    clientAddress: (c) => clientAddress(c, options.trustProxy ?? false),
    notifications: { wake() {} },
    pages: testPages,
    publicOrigin: options.publicOrigin ?? null,
    trustProxy: options.trustProxy ?? false,
  });
  const app = createApp({ site: new Hono(), headerRules: defaultHeaderRules(), staff });
  const request = (pathname: string, init: RequestInit = {}) => app.request(`${ORIGIN}${pathname}`, init);
  const login = (email: string, password: string, headers: Record<string, string> = {}) =>
    request("/inbox/login", {
      method: "POST",
      headers: { Origin: ORIGIN, "Content-Type": "application/x-www-form-urlencoded", ...headers },
      body: new URLSearchParams({ email, password }).toString(),
    });
  /** Signs STAFF in; returns the Cookie header to send. */
  const signIn = async () => {
    const response = await login(STAFF.email, STAFF.password);
    const cookie = response.headers.get("set-cookie")?.split(";")[0];
    if (response.status !== 303 || !cookie) throw new Error(`sign-in failed: ${response.status}`);
    return cookie;
  };
  const insert = (enquiry: Partial<NewEnquiry> & { fields: Record<string, string> }) =>
    store.insert({ formType: "quote", status: "accepted", clientAddress: "192.0.2.1", ...enquiry }).id;
  const postJson = (pathname: string, cookie: string, body: unknown, headers: Record<string, string> = { Origin: ORIGIN }) =>
    request(pathname, {
      method: "POST",
      headers: { Cookie: cookie, "Content-Type": "application/json", ...headers },
      body: JSON.stringify(body),
    });
  return {
    store,
    request,
    login,
    signIn,
    insert,
    postJson,
    close() {
      store.close();
      tmp.cleanup();
    },
  };
}
