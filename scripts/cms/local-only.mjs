// Preloaded into decap-server (`node --import ./scripts/cms/local-only.mjs …`) by `npm run cms`.
// decap-server has no login: whoever reaches it reads and writes the checkout. BIND_HOST keeps it
// on 127.0.0.1, so nobody on the office network can connect; this refuses any request whose Host
// is not this computer's, so a web page cannot reach it either by rebinding its own domain name to
// 127.0.0.1 (DNS rebinding). decap-server (an Express app it starts itself) has no setting for a
// Host check, hence this wrapper around the request handler it passes to http.createServer.
import http from "node:http";

const port = process.env.PORT ?? "8081";
export const localHosts = new Set([`localhost:${port}`, `127.0.0.1:${port}`, `[::1]:${port}`]);

const createServer = http.createServer;
http.createServer = function localOnly(...args) {
  const index = args.findIndex((arg) => typeof arg === "function");
  if (index >= 0) {
    const handler = args[index];
    args[index] = (req, res) => {
      if (localHosts.has(String(req.headers.host ?? "").toLowerCase())) return handler(req, res);
      res.writeHead(403, { "Content-Type": "text/plain; charset=utf-8", Connection: "close" });
      res.end("decap-server answers only requests addressed to this computer (localhost).\n");
    };
  }
  return createServer.apply(this, args);
};
