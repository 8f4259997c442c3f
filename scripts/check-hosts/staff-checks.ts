// The staff inbox is served by our server only, behind sign-in (server/staff/). On a static host
// (Cloudflare Pages, nginx) /inbox and everything under /api/ must be the 404 page: the build keeps
// the inbox's documents outside the served folder (scripts/postbuild.mjs), and a static host has no
// API. On our server and on the Worker (server/worker/, `run_worker_first`), /inbox leads to the
// sign-in page and the API wants a session; on the Worker, everything under /api/ must also be its
// own answer (JSON with its protections, never the assets' 404 page) and /api/health writable.
import { inboxPaths } from "../../contract/inbox";
import { protectionProblems } from "./http-checks";

const STAFF_PATHS = [
  inboxPaths.app,
  `${inboxPaths.app}/`,
  inboxPaths.login,
  `${inboxPaths.login}.html`,
  `${inboxPaths.app}.html`,
  `${inboxPaths.app}/index.html`,
  `${inboxPaths.api}/enquiries`,
  `${inboxPaths.api}/me`,
  "/api/enquiries",
  "/api/health",
];

/** Where the staff inbox and the API are served: our server, the Worker, or nowhere (a static host). */
export type StaffHost = "own server" | "worker" | "static";

export async function checkStaffPaths(base: string, host: StaffHost): Promise<{ checked: number; problems: string[] }> {
  const problems: string[] = [];
  const get = async (path: string, redirect: RequestRedirect = "manual") => {
    const res = await fetch(new URL(path, base), { redirect });
    return { res, text: await res.text() };
  };
  if (host === "static") {
    for (const path of STAFF_PATHS) {
      // A host's own redirect (nginx: /inbox/ → /inbox) is fine as long as it ends at the 404 page.
      const { res, text } = await get(path, "follow");
      if (res.status !== 404) problems.push(`${path}: status ${res.status} on a static host, not 404`);
      if (/Deltaforge inbox|data-sign-in-message/.test(text)) problems.push(`${path}: a static host served the staff inbox`);
    }
    return { checked: STAFF_PATHS.length, problems };
  }
  const app = await get(inboxPaths.app);
  if (app.res.status !== 303 || app.res.headers.get("location") !== inboxPaths.login)
    problems.push(`${inboxPaths.app}: status ${app.res.status} → ${app.res.headers.get("location")}, not a redirect to the sign-in page`);
  const login = await get(inboxPaths.login);
  const csp = login.res.headers.get("content-security-policy") ?? "";
  if (login.res.status !== 200 || !login.text.includes("data-sign-in-message")) problems.push(`${inboxPaths.login}: not the sign-in page`);
  if (/unsafe-inline|unsafe-eval/.test(csp) || !/frame-ancestors 'none'/.test(csp)) problems.push(`${inboxPaths.login}: CSP "${csp}"`);
  if (login.res.headers.get("cache-control") !== "no-store") problems.push(`${inboxPaths.login}: may be stored`);
  if (!/noindex/.test(login.res.headers.get("x-robots-tag") ?? "")) problems.push(`${inboxPaths.login}: may be indexed`);
  const api = await get(`${inboxPaths.api}/enquiries`);
  if (api.res.status !== 401) problems.push(`${inboxPaths.api}/enquiries: status ${api.res.status} without a session, not 401`);
  if (host !== "worker") return { checked: 3, problems };
  const worker = await checkWorkerApi(get);
  return { checked: 3 + worker.checked, problems: [...problems, ...worker.problems] };
}

type Get = (path: string, redirect?: RequestRedirect) => Promise<{ res: Response; text: string }>;

/** The Worker: every /api/* path answered by its code (JSON, its own policy and protections), not by the assets. */
async function checkWorkerApi(get: Get): Promise<{ checked: number; problems: string[] }> {
  const problems: string[] = [];
  const api = STAFF_PATHS.filter((path) => path.startsWith("/api/"));
  for (const path of [...api, "/api/no-such-route"]) {
    const { res, text } = await get(path);
    const json = /^application\/json\b/.test(res.headers.get("content-type") ?? "");
    // The assets would answer with the site's 404 page (HTML): that is not the Worker.
    if (!json || /<html/i.test(text))
      problems.push(`${path}: status ${res.status}, "${res.headers.get("content-type")}": not the Worker's answer`);
    for (const problem of protectionProblems(res.headers, "file")) problems.push(`${path}: ${problem}`);
    if (res.status >= 500) problems.push(`${path}: status ${res.status}`);
  }
  const health = await get("/api/health");
  if (health.res.status !== 200 || !/"ok":\s*true/.test(health.text))
    problems.push(`/api/health: status ${health.res.status} ${health.text.slice(0, 200)} (D1 not writable?)`);
  return { checked: api.length + 2, problems };
}
