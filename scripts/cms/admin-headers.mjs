// The headers of /admin/ (Decap CMS), the `/admin/*` rule of scripts/security-headers.mjs, written for
// every host by scripts/host-files.mjs (Cloudflare detaches the site's headers first, nginx repeats
// the others in its `location ^~ /admin/`).
// The site's own policy does not change: the CMS needs what no public page may have.

/** Where the CMS may connect: decap-server on this computer (`npm run cms`) and GitHub's API (production backend). */
export const adminConnectOrigins = ["http://localhost:8081", "https://api.github.com"];

export const adminPolicy = [
  "default-src 'none'",
  // The bundle is ours (copied from node_modules by scripts/cms/copy-decap.mjs), no inline script.
  // Decap validates its config with Ajv, which compiles each schema with `new Function`: without
  // 'unsafe-eval' the CMS stops at start-up.
  "script-src 'self' 'unsafe-eval'",
  // Decap's React components style themselves at run time (emotion) with <style> elements.
  "style-src 'self' 'unsafe-inline'",
  // Pictures just chosen for upload are shown from blob: URLs; GitHub serves the editor's avatar.
  "img-src 'self' data: blob: https://avatars.githubusercontent.com",
  "font-src 'self' data:",
  // Decap reads a picture chosen for upload back from its blob: URL.
  `connect-src 'self' blob: ${adminConnectOrigins.join(" ")}`,
  // The preview pane is an iframe the CMS fills itself.
  "frame-src 'self' blob:",
  "form-action 'self'",
  // index.html sets <base href="/admin/"> so that config.yml is found from /admin as from /admin/.
  "base-uri 'self'",
  "object-src 'none'",
  "frame-ancestors 'none'",
].join("; ");

export const adminHeaders = {
  "Content-Security-Policy": adminPolicy,
  // The GitHub login opens a pop-up that reports back to this page through window.opener.
  "Cross-Origin-Opener-Policy": "same-origin-allow-popups",
  "X-Robots-Tag": "noindex, nofollow",
  // Editors must get a new config.yml as soon as it is deployed.
  "Cache-Control": "no-cache",
};
