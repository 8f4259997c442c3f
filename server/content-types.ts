/** Content types by file extension, and which of them are worth compressing. */

const TYPES: Record<string, string> = {
  ".html": "text/html; charset=utf-8",
  ".htm": "text/html; charset=utf-8",
  ".css": "text/css; charset=utf-8",
  ".js": "text/javascript; charset=utf-8",
  ".mjs": "text/javascript; charset=utf-8",
  ".json": "application/json; charset=utf-8",
  ".map": "application/json; charset=utf-8",
  ".webmanifest": "application/manifest+json; charset=utf-8",
  ".xml": "application/xml; charset=utf-8",
  ".txt": "text/plain; charset=utf-8",
  ".csv": "text/csv; charset=utf-8",
  ".svg": "image/svg+xml",
  ".png": "image/png",
  ".jpg": "image/jpeg",
  ".jpeg": "image/jpeg",
  ".gif": "image/gif",
  ".webp": "image/webp",
  ".avif": "image/avif",
  ".ico": "image/x-icon",
  ".woff": "font/woff",
  ".woff2": "font/woff2",
  ".ttf": "font/ttf",
  ".otf": "font/otf",
  ".pdf": "application/pdf",
  ".mp4": "video/mp4",
  ".webm": "video/webm",
  ".wasm": "application/wasm",
  // React Router's prerendered route data (turbo-stream), fetched on client-side navigations.
  ".data": "text/x-script; charset=utf-8",
};

const COMPRESSIBLE = new Set([
  ".html", ".htm", ".css", ".js", ".mjs", ".json", ".map", ".webmanifest", ".xml", ".txt", ".csv",
  ".svg", ".ico", ".ttf", ".otf", ".wasm", ".data",
]);

function extOf(filePath: string): string {
  const slash = Math.max(filePath.lastIndexOf("/"), filePath.lastIndexOf("\\"));
  const dot = filePath.lastIndexOf(".");
  return dot > slash ? filePath.slice(dot).toLowerCase() : "";
}

export function contentTypeFor(filePath: string): string {
  return TYPES[extOf(filePath)] ?? "application/octet-stream";
}

export function isCompressible(filePath: string): boolean {
  return COMPRESSIBLE.has(extOf(filePath));
}

export function isHtml(filePath: string): boolean {
  const ext = extOf(filePath);
  return ext === ".html" || ext === ".htm";
}
