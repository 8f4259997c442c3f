/**
 * Tests only: a real server process (server/main.ts over real sockets) on a minimal build — a home
 * page, an about page, the 404 page and the staff inbox's two documents — with one staff account
 * in a real SQLite file. The hostile-request tests attack it and then check it still serves.
 */
import net from "node:net";
import { openStore, type OpenedStore } from "./inbox/store";
import { TEST_ACCESS_KEY } from "./inbox/fixtures";
import { STAFF, testPages } from "./staff/test-app";
import { INBOX_PAGES_FILE } from "./staff/pages";
import { createStaffUsers } from "./staff/users";
import { inboxProcesses, tempDir, writeTree, type ServerProcess } from "./test-helpers";

export { STAFF, TEST_ACCESS_KEY };

export interface TestSite {
  server: ServerProcess;
  db: string;
  /** The server answers a page: it neither exited nor stopped serving. */
  serving(): Promise<boolean>;
  /** Signs STAFF in over HTTP; the Cookie header to send. */
  signIn(): Promise<string>;
  stop(): void;
}

/** `seed` writes to the database before the server opens it (enquiries to export, say). */
export async function startTestSite(env: Record<string, string> = {}, seed?: (store: OpenedStore) => void): Promise<TestSite> {
  const tmp = tempDir("hostile-");
  writeTree(tmp.dir, {
    "client/index.html": "<!doctype html><title>Home</title><h1>Home</h1>",
    "client/about.html": "<!doctype html><title>About</title><h1>About</h1>",
    "client/404.html": "<!doctype html><title>Not found</title>",
    [INBOX_PAGES_FILE]: JSON.stringify(testPages),
  });
  const processes = inboxProcesses(tmp.dir, env);
  const store = openStore(processes.db);
  await createStaffUsers(store.db).add(STAFF.email, STAFF.password);
  seed?.(store);
  store.close();
  const server = await processes.start();
  return {
    server,
    db: processes.db,
    async serving() {
      if (server.child.exitCode !== null || server.child.signalCode !== null) return false;
      const response = await fetch(`${server.url}/`, { signal: AbortSignal.timeout(10_000) }).catch(() => null);
      return response?.status === 200 && (await response.text()).includes("<h1>Home</h1>");
    },
    async signIn() {
      const response = await fetch(`${server.url}/inbox/login`, {
        method: "POST",
        redirect: "manual",
        headers: { Origin: server.url, "Content-Type": "application/x-www-form-urlencoded" },
        body: new URLSearchParams({ email: STAFF.email, password: STAFF.password }),
      });
      const cookie = response.headers.get("set-cookie")?.split(";")[0];
      if (response.status !== 303 || !cookie) throw new Error(`sign-in failed: ${response.status}`);
      return cookie;
    },
    stop() {
      processes.killAll();
      tmp.cleanup();
    },
  };
}

/** A raw TCP connection to the server: write what you like, read everything it sent, hang up. */
export function rawConnection(url: string) {
  const { port } = new URL(url);
  const socket = net.connect(Number(port), "127.0.0.1");
  let data = Buffer.alloc(0);
  socket.on("data", (d: Buffer) => (data = Buffer.concat([data, d])));
  socket.on("error", () => {});
  const closed = new Promise<void>((resolve) => socket.on("close", () => resolve()));
  return { socket, closed, received: () => data.toString("latin1") };
}

/** Waits until `check()` holds or `ms` pass; says which. */
export async function until(check: () => boolean, ms = 5000): Promise<boolean> {
  const end = Date.now() + ms;
  while (!check() && Date.now() < end) await new Promise((resolve) => setTimeout(resolve, 20));
  return check();
}
