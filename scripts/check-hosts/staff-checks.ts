// The staff inbox is served by our server only, behind sign-in (server/staff/). On a static host
// (Cloudflare Pages, nginx) /inbox and everything under /api/ must be the 404 page: the build keeps
// the inbox's documents outside the served folder (scripts/postbuild.mjs), and a static host has no
// API. On our server, /inbox leads to the sign-in page and the API wants a session.
import { inboxPaths } from "../../contract/inbox";

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

export async function checkStaffPaths(base: string, ownServer: boolean): Promise<{ checked: number; problems: string[] }> {
  const problems: string[] = [];
  const get = async (path: string, redirect: RequestRedirect = "manual") => {
    const res = await fetch(new URL(path, base), { redirect });
    return { res, text: await res.text() };
  };
  if (!ownServer) {
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
  return { checked: 3, problems };
}
