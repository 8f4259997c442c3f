/**
 * The requests the fuzz suite sends, as fast-check arbitraries: every address a stranger can reach
 * (enquiries, sign-in, passkey options and sign-in, static paths with odd paths and methods) and the
 * staff API with a session. Each starts from a request the server should accept, then is mutated:
 * its fields (huge, nested, Latin-1, lone surrogates, markup), its encoding (multipart with
 * mangled boundaries and part charsets, URL-encoded, JSON), its headers, its bytes (flipped, cut)
 * and its delivery (whole, cut short, abandoned, slow, chunked).
 */
import fc from "fast-check";
import { TEST_ACCESS_KEY, VALID } from "../../server/inbox/fixtures";
import { inboxPaths } from "../../contract/inbox";

export type Delivery =
  | { kind: "whole" }
  /** The body up to `at` (a fraction), then the client half-closes. */
  | { kind: "cut"; at: number }
  /** The body up to `at`, then the connection is dropped without waiting for an answer. */
  | { kind: "abandon"; at: number }
  /** The body in `pieces`, `pauseMs` apart. */
  | { kind: "slow"; pieces: number; pauseMs: number };

export interface FuzzRequest {
  /** The address it is counted under. */
  address: string;
  method: string;
  target: string;
  headers: Array<[string, string]>;
  body: Buffer;
  framing: "length" | "wrong-length" | "chunked" | "none";
  delivery: Delivery;
  /** A text put in the enquiry's fields: it may be stored only if the answer was 200. */
  marker: string | null;
  /** Send the staff session's cookie. */
  session: boolean;
}

/** What the sender fills in: the server's own origin (for Origin headers) and the session. */
export const ORIGIN_SLOT = "{origin}";

const FORMS = Object.keys(VALID) as Array<keyof typeof VALID>;

const bytes = (text: string, encoding: BufferEncoding = "utf8") => Buffer.from(text, encoding);

/** A deterministic run of `size` bytes from a seed: large values without generating each byte. */
function filler(size: number, seed: number, text = true): Buffer {
  const out = Buffer.alloc(size);
  let x = seed | 1;
  for (let i = 0; i < size; i++) {
    x ^= x << 13;
    x ^= x >>> 17;
    x ^= x << 5;
    out[i] = text ? 97 + ((x >>> 0) % 26) : (x >>> 0) & 0xff;
  }
  return out;
}

/** `usual` half the time, else a value of `other`: keeps enough requests valid to reach the deeper code. */
function often<T>(usual: T, other: fc.Arbitrary<T>): fc.Arbitrary<T> {
  return fc.oneof(fc.constant(usual), other);
}

/** A field value: mostly plausible, often hostile. */
const hostileValue: fc.Arbitrary<string> = fc.oneof(
  { weight: 4, arbitrary: fc.string({ maxLength: 40 }) },
  { weight: 2, arbitrary: fc.string({ unit: "grapheme", maxLength: 60 }) },
  { weight: 1, arbitrary: fc.string({ unit: "binary", maxLength: 30 }) },
  {
    weight: 1,
    arbitrary: fc.constantFrom("\ud800", "a\udfffb", "\u0000", "\u202e\u2066", "<script>alert(1)</script>", "<a href=x>x</a>".repeat(3)),
  },
  { weight: 1, arbitrary: fc.integer({ min: 4990, max: 5010 }).map((n) => "x".repeat(n)) },
  {
    weight: 1,
    arbitrary: fc.constantFrom("http://a.example http://b.example http://c.example", "=?utf-8?b?AAA=?=", "a\r\nBcc: x@example.com"),
  },
);

/** An enquiry's fields: a valid form with some values replaced, fields dropped or added, the key sometimes wrong. */
const enquiryFields = (marker: string) =>
  fc
    .record({
      form: fc.constantFrom(...FORMS),
      replace: often([], fc.array(fc.tuple(fc.nat(), hostileValue), { minLength: 1, maxLength: 4 })),
      drop: often([], fc.array(fc.nat(), { minLength: 1, maxLength: 2 })),
      extra: often([], fc.array(fc.tuple(fc.string({ minLength: 1, maxLength: 20 }), hostileValue), { minLength: 1, maxLength: 5 })),
      manyExtra: fc.constantFrom(0, 0, 0, 0, 70, 500),
      key: fc.constantFrom(TEST_ACCESS_KEY, TEST_ACCESS_KEY, TEST_ACCESS_KEY, "", "wrong-key"),
      formType: fc.constantFrom(null, null, null, null, "", "QUOTE", "other", "quote"),
    })
    .map(({ form, replace, drop, extra, manyExtra, key, formType }) => {
      const entries: Array<[string, string]> = Object.entries(VALID[form]);
      // The marker rides in the longest text, which every form stores.
      const longest = entries.reduce((best, entry, i) => (entry[1].length > entries[best]![1].length ? i : best), 0);
      entries[longest] = [entries[longest]![0], `${entries[longest]![1]} ${marker}`];
      for (const [index, value] of replace) {
        const at = index % entries.length;
        if (at !== longest) entries[at] = [entries[at]![0], value];
      }
      for (const index of drop) if (entries.length > 1 && index % entries.length !== longest) entries.splice(index % entries.length, 1);
      if (formType !== null) entries.push(["form_type", formType]);
      entries.push(...extra);
      for (let i = 0; i < manyExtra; i++) entries.push([`extra_${i}`, "x"]);
      entries.unshift(["access_key", key]);
      return entries;
    });

const CHARSETS = [
  "",
  "; charset=utf-8",
  "; charset=UTF-8",
  "; charset=latin1",
  "; charset=utf-16le",
  '; charset="utf-8"',
  "; charset=",
  "; charset=x-unknown",
];

/** A file part: a real signature or not, an empty or odd name, up to just over the 5 MB limit. */
const filePart = fc.record({
  head: fc.constantFrom("%PDF-1.7\n", "\xff\xd8\xff\xe0", "\x89PNG\r\n\x1a\n", "<html>", ""),
  name: fc.constantFrom("permit.pdf", "", 'a"b.pdf', "../../etc/passwd", "é.pdf", "x".repeat(300)),
  type: fc.constantFrom("application/pdf", "image/png", "text/html", "", "application/pdf; charset=utf-16le"),
  size: fc.oneof(
    { weight: 6, arbitrary: fc.nat(4096) },
    { weight: 1, arbitrary: fc.constantFrom(5 * 1024 * 1024 + 1, 6 * 1024 * 1024, 1024 * 1024) },
  ),
  seed: fc.integer(),
});

function multipart(
  entries: Array<[string, string]>,
  files: Array<{ head: string; name: string; type: string; size: number; seed: number }>,
  boundary: string,
  partCharset: string,
  latin1: boolean,
  closing: boolean,
): Buffer {
  const parts: Buffer[] = [];
  for (const [name, value] of entries) {
    const type = partCharset ? `Content-Type: text/plain${partCharset}\r\n` : "";
    parts.push(bytes(`--${boundary}\r\nContent-Disposition: form-data; name="${name}"\r\n${type}\r\n`));
    parts.push(bytes(value, latin1 ? "latin1" : "utf8"), bytes("\r\n"));
  }
  for (const file of files) {
    const head = bytes(file.head, "latin1");
    parts.push(
      bytes(
        `--${boundary}\r\nContent-Disposition: form-data; name="documents"; filename="${file.name}"\r\nContent-Type: ${file.type}\r\n\r\n`,
      ),
      head,
      filler(Math.max(0, file.size - head.length), file.seed, false),
      bytes("\r\n"),
    );
  }
  if (closing) parts.push(bytes(`--${boundary}--\r\n`));
  return Buffer.concat(parts);
}

/** JSON nested `depth` deep around a value: `{"a":{"a":…}}` or `[[…]]`. */
function nested(depth: number, array: boolean): string {
  return array ? `${"[".repeat(depth)}1${"]".repeat(depth)}` : `${'{"a":'.repeat(depth)}1${"}".repeat(depth)}`;
}

/** The body's encoding and its mangling; `clean` keeps the framing valid so the fields' checks are reached. */
const enquiryBody = (marker: string, clean: boolean) =>
  fc
    .record({
      entries: enquiryFields(marker),
      encoding: clean
        ? fc.constantFrom("multipart", "urlencoded", "json")
        : fc.constantFrom("multipart", "multipart", "urlencoded", "json", "nested-json", "none"),
      boundary: clean
        ? fc.constant("----fuzzBoundary7MA4")
        : fc.constantFrom("----fuzzBoundary7MA4", "x", "a".repeat(70), "a".repeat(75), "with space", '"quoted"', ""),
      declaredBoundary: clean ? fc.constant(null) : fc.constantFrom(null, null, "other", "", '"----fuzzBoundary7MA4"'),
      partCharset: clean ? fc.constant("") : fc.constantFrom("", "", "; charset=utf-16le", "; charset=iso-8859-1", "; charset=utf-8"),
      latin1: clean ? fc.constant(false) : fc.boolean(),
      closing: clean ? fc.constant(true) : fc.constantFrom(true, true, false),
      files: often([], fc.array(filePart, { minLength: 1, maxLength: 3 })),
      charset: clean ? fc.constantFrom("", "; charset=utf-8") : fc.constantFrom(...CHARSETS),
      type: clean
        ? fc.constant(null)
        : fc.constantFrom(null, null, null, "text/plain", "multipart/mixed", "application/json", "", "multipart/form-data"),
      depth: fc.constantFrom(10, 1000, 100_000, 500_000),
      array: fc.boolean(),
      hugeSize: clean ? fc.constant(0) : fc.constantFrom(0, 0, 1024 * 1024 + 1, 2 * 1024 * 1024),
      hugeSeed: fc.integer(),
    })
    .map((g) => {
      let body: Buffer;
      let type: string;
      const entries = g.hugeSize
        ? [...g.entries, ["huge", filler(g.hugeSize, g.hugeSeed).toString("latin1")] as [string, string]]
        : g.entries;
      switch (g.encoding) {
        case "multipart": {
          const boundary = g.boundary || "----fuzzBoundary7MA4";
          body = multipart(entries, g.files, boundary, g.partCharset, g.latin1, g.closing);
          type = `multipart/form-data; boundary=${g.declaredBoundary ?? boundary}`;
          break;
        }
        case "urlencoded":
          body = bytes(new URLSearchParams(entries).toString(), g.latin1 ? "latin1" : "utf8");
          type = `application/x-www-form-urlencoded${g.charset}`;
          break;
        case "json":
          body = bytes(JSON.stringify(Object.fromEntries(entries)), g.latin1 ? "latin1" : "utf8");
          type = `application/json${g.charset}`;
          break;
        case "nested-json":
          body = bytes(`{${JSON.stringify(Object.fromEntries(entries)).slice(1, -1)},"deep":${nested(g.depth, g.array)}}`);
          type = `application/json${g.charset}`;
          break;
        default:
          body = Buffer.alloc(0);
          type = "application/x-www-form-urlencoded";
      }
      return { body, type: g.type ?? type };
    });

/** Changes to the bytes: some flipped, some cut out. */
const byteMutations = often(
  [],
  fc.array(
    fc.record({
      at: fc.double({ min: 0, max: 1, noNaN: true }),
      kind: fc.constantFrom("flip", "drop", "insert"),
      byte: fc.integer({ min: 0, max: 255 }),
    }),
    {
      minLength: 1,
      maxLength: 4,
    },
  ),
);

function mutate(body: Buffer, mutations: ReadonlyArray<{ at: number; kind: string; byte: number }>): Buffer {
  if (mutations.length === 0 || body.length === 0) return body;
  let out = Buffer.from(body);
  for (const { at, kind, byte } of mutations) {
    const i = Math.min(out.length - 1, Math.floor(at * out.length));
    if (kind === "flip") out[i] = out[i]! ^ (byte || 1);
    else if (kind === "drop") out = Buffer.concat([out.subarray(0, i), out.subarray(i + 1)]);
    else out = Buffer.concat([out.subarray(0, i), Buffer.from([byte]), out.subarray(i)]);
  }
  return out;
}

const delivery: fc.Arbitrary<Delivery> = fc.oneof(
  { weight: 12, arbitrary: fc.constant({ kind: "whole" as const }) },
  { weight: 2, arbitrary: fc.double({ min: 0, max: 0.999, noNaN: true }).map((at) => ({ kind: "cut" as const, at })) },
  { weight: 2, arbitrary: fc.double({ min: 0, max: 0.999, noNaN: true }).map((at) => ({ kind: "abandon" as const, at })) },
  {
    weight: 1,
    arbitrary: fc.record({
      kind: fc.constant("slow" as const),
      pieces: fc.integer({ min: 2, max: 5 }),
      pauseMs: fc.integer({ min: 20, max: 400 }),
    }),
  },
);

const framing = fc.constantFrom<FuzzRequest["framing"]>(
  "length",
  "length",
  "length",
  "length",
  "chunked",
  "chunked",
  "wrong-length",
  "none",
);

/** Headers beside the content type: what browsers send, and what they never would. */
const extraHeaders = often<Array<[string, string]>>(
  [],
  fc.array(
    fc.oneof(
      fc.constantFrom<[string, string]>(
        ["Accept", "text/html"],
        ["Accept", "application/json"],
        ["Origin", ORIGIN_SLOT],
        ["Origin", "null"],
        ["Origin", "https://evil.example"],
        ["Referer", "//evil.example/x"],
        ["X-Forwarded-For", "1.2.3.4, ::1, garbage"],
        ["Expect", "100-continue"],
        ["Content-Encoding", "gzip"],
        ["Transfer-Encoding", "chunked"],
        ["Content-Length", "0"],
        ["Content-Type", "text/plain"],
        ["Cookie", "inbox_session=forged; a=b"],
        ["Range", "bytes=0-10,5-1"],
        ["If-None-Match", '"x", *'],
        ["Accept-Encoding", "gzip, br, *;q=0"],
        ["Sec-Fetch-Site", "same-origin"],
        ["User-Agent", "x".repeat(8000)],
      ),
      fc.tuple(fc.constantFrom("X-Fuzz", "Accept-Language", "Content-Disposition"), fc.string({ unit: "binary-ascii", maxLength: 60 })),
    ),
    { minLength: 1, maxLength: 3 },
  ),
);

const marker = fc.uuid().map((id) => `fuzzmark${id.replace(/-/g, "")}`);
/** Every marker `marker` makes, to find them in stored text. */
export const MARKER_PATTERN = /fuzzmark[0-9a-f]{32}/g;

/** Half clean (valid framing, POST, sent whole: the fields' values are the attack), half hostile in every way. */
const enquiry = fc
  .boolean()
  .chain((clean) =>
    fc
      .record({
        marker,
        clean: fc.constant(clean),
        delivery: clean ? fc.constant<Delivery>({ kind: "whole" }) : delivery,
        framing: clean ? fc.constantFrom<FuzzRequest["framing"]>("length", "chunked") : framing,
        headers: clean ? fc.constant<Array<[string, string]>>([]) : extraHeaders,
        mutations: clean ? fc.constant([]) : byteMutations,
        method: clean ? fc.constant("POST") : fc.constantFrom("POST", "POST", "POST", "PUT", "GET"),
      })
      .chain(({ marker, clean, ...rest }) => enquiryBody(marker, clean).map((built) => ({ marker, ...rest, ...built }))),
  )
  .map(({ marker, delivery, framing, headers, mutations, method, body, type }): FuzzRequest => ({
    address: "POST /api/enquiries",
    method,
    target: "/api/enquiries",
    headers: [["Content-Type", type], ...headers],
    body: mutate(body, mutations),
    framing,
    delivery,
    marker,
    session: false,
  }));

const formOrJson = (fields: fc.Arbitrary<Record<string, string>>) =>
  fc
    .tuple(fields, fc.constantFrom("urlencoded", "json", "multipart", "garbage"), fc.constantFrom(...CHARSETS))
    .map(([values, kind, charset]) => {
      if (kind === "json") return { body: bytes(JSON.stringify(values)), type: `application/json${charset}` };
      if (kind === "multipart") {
        const built = multipart(Object.entries(values), [], "----signIn", "", false, true);
        return { body: built, type: "multipart/form-data; boundary=----signIn" };
      }
      if (kind === "garbage")
        return { body: bytes('{"email": "a@b.c", "password": '), type: `application/x-www-form-urlencoded${charset}` };
      return { body: bytes(new URLSearchParams(values).toString()), type: `application/x-www-form-urlencoded${charset}` };
    });

const signIn = fc
  .record({
    body: formOrJson(
      fc.record({
        email: fc.oneof(fc.emailAddress(), fc.constant("ada.staff@example.com"), hostileValue),
        password: fc.oneof(fc.string({ maxLength: 40 }), fc.constant("x".repeat(9000))),
      }),
    ),
    headers: extraHeaders,
    delivery,
    framing,
    mutations: byteMutations,
  })
  .map(({ body, headers, delivery, framing, mutations }): FuzzRequest => ({
    address: `POST ${inboxPaths.login}`,
    method: "POST",
    target: inboxPaths.login,
    headers: [["Content-Type", body.type], ["Origin", ORIGIN_SLOT], ...headers],
    body: mutate(body.body, mutations),
    framing,
    delivery,
    marker: null,
    session: false,
  }));

/** A passkey answer's shape with wrong or random contents, or any JSON at all. */
const passkeyAnswer = fc.oneof(
  fc.record({
    id: fc.base64String({ maxLength: 60 }),
    rawId: fc.base64String({ maxLength: 60 }),
    type: fc.constantFrom("public-key", "x"),
    response: fc.record({
      clientDataJSON: fc.oneof(
        fc.base64String({ maxLength: 200 }),
        fc.json().map((j) => Buffer.from(j).toString("base64url")),
      ),
      authenticatorData: fc.base64String({ maxLength: 200 }),
      signature: fc.base64String({ maxLength: 100 }),
      userHandle: fc.option(fc.base64String({ maxLength: 40 })),
    }),
    clientExtensionResults: fc.constant({}),
  }),
  fc.jsonValue(),
);

const passkeyOptions = fc
  .record({ headers: extraHeaders, body: fc.oneof(fc.constant(""), fc.json()) })
  .map(({ headers, body }): FuzzRequest => ({
    address: `POST ${inboxPaths.passkeyLogin}/options`,
    method: "POST",
    target: `${inboxPaths.passkeyLogin}/options`,
    headers: [["Content-Type", "application/json"], ["Origin", ORIGIN_SLOT], ...headers],
    body: bytes(body),
    framing: "length",
    delivery: { kind: "whole" },
    marker: null,
    session: false,
  }));

const passkeySignIn = fc
  .record({ answer: passkeyAnswer, headers: extraHeaders, mutations: byteMutations, framing })
  .map(({ answer, headers, mutations, framing }): FuzzRequest => ({
    address: `POST ${inboxPaths.passkeyLogin}`,
    method: "POST",
    target: inboxPaths.passkeyLogin,
    headers: [["Content-Type", "application/json"], ["Origin", ORIGIN_SLOT], ...headers],
    body: mutate(bytes(JSON.stringify(answer)), mutations),
    framing,
    delivery: { kind: "whole" },
    marker: null,
    session: false,
  }));

const STATIC_PATHS = [
  "/",
  "/about",
  "/about.html",
  "//about.html",
  "///about",
  "/about/",
  "/index.html",
  "/fr/",
  "/fr/about",
  "/assets/app.js",
  "/_headers",
  "/_redirects",
  "/README.md",
  "/.env",
  "/%2e%2e/%2e%2e/etc/passwd",
  "/..%2f..%2fetc%2fpasswd",
  "/a%00b",
  "/about%2f",
  "/%ff%fe",
  "/\\about",
  "/404",
  "/404.html",
  "/admin",
  "/inbox",
  "/inbox/anything",
  "/api/unknown",
  "/api/health",
  "/sw.js",
  "*",
  "http://127.0.0.1/about",
];

const staticRequest = fc
  .record({
    method: fc.constantFrom(
      "GET",
      "GET",
      "GET",
      "HEAD",
      "HEAD",
      "OPTIONS",
      "POST",
      "PUT",
      "DELETE",
      "TRACE",
      "PATCH",
      "CONNECT",
      "FOO",
      "get",
    ),
    path: fc.oneof(
      { weight: 3, arbitrary: fc.constantFrom(...STATIC_PATHS) },
      { weight: 2, arbitrary: fc.webPath() },
      { weight: 1, arbitrary: fc.tuple(fc.constantFrom(...STATIC_PATHS), fc.webQueryParameters()).map(([p, q]) => `${p}?${q}`) },
      { weight: 1, arbitrary: fc.integer({ min: 2000, max: 20_000 }).map((n) => `/${"a/".repeat(n / 2)}`) },
      { weight: 1, arbitrary: fc.string({ unit: "binary-ascii", minLength: 1, maxLength: 40 }).map((s) => `/${s}`) },
    ),
    headers: extraHeaders,
  })
  .map(({ method, path, headers }): FuzzRequest => ({
    address: "static paths",
    method,
    target: path.startsWith("/") || path.startsWith("http") || path === "*" ? path : `/${path}`,
    headers,
    body: Buffer.alloc(0),
    framing: "none",
    delivery: { kind: "whole" },
    marker: null,
    session: false,
  }));

const staffJson = fc.oneof(
  fc.record({
    ids: fc.array(fc.oneof(fc.integer(), fc.double(), fc.string()), { maxLength: 5 }),
    status: fc.constantFrom("new", "in_progress", "answered", "spam", "not_spam", "x"),
  }),
  fc.record({ text: hostileValue }),
  fc.record({ email: fc.oneof(fc.emailAddress(), hostileValue) }),
  fc.jsonValue(),
);

const staffRequest = fc
  .record({
    call: fc.constantFrom(
      "GET /enquiries",
      "GET /enquiries.csv",
      "HEAD /enquiries.csv",
      "GET /enquiries/:id",
      "GET /enquiries/:id/documents/:doc",
      "POST /status",
      "POST /enquiries/:id/notes",
      "POST /enquiries/:id/resend",
      "GET /erase",
      "GET /me",
      "POST /passkeys/options",
      "POST /passkeys",
      "DELETE /me",
    ),
    id: fc.oneof(fc.nat(20).map(String), fc.constantFrom("-1", "1e3", "abc", "99999999999999999", "%2e%2e")),
    query: fc.webQueryParameters(),
    json: staffJson,
    raw: fc.constantFrom(null, null, null, "{", "[]", "null", "\u0000"),
    origin: fc.constantFrom(ORIGIN_SLOT, ORIGIN_SLOT, ORIGIN_SLOT, "https://evil.example"),
    session: fc.constantFrom(true, true, true, true, false),
    mutations: byteMutations,
  })
  .map(({ call, id, query, json, raw, origin, session, mutations }): FuzzRequest => {
    const [method, route] = call.split(" ") as [string, string];
    const target = `${inboxPaths.api}${route.replace(":id", id).replace(":doc", id)}${method === "GET" || method === "HEAD" ? `?${query}` : ""}`;
    const body = method === "POST" ? mutate(bytes(raw ?? JSON.stringify(json)), mutations) : Buffer.alloc(0);
    return {
      address: `staff API ${method} ${route}`,
      method,
      target,
      headers: [
        ["Content-Type", "application/json"],
        ["Origin", origin],
      ],
      body,
      framing: method === "POST" ? "length" : "none",
      delivery: { kind: "whole" },
      marker: null,
      session,
    };
  });

/** One request to any address; enquiries most often, as they are the most complex. */
export const anyRequest: fc.Arbitrary<FuzzRequest> = fc.oneof(
  { weight: 8, arbitrary: enquiry },
  { weight: 3, arbitrary: signIn },
  { weight: 1, arbitrary: passkeyOptions },
  { weight: 2, arbitrary: passkeySignIn },
  { weight: 4, arbitrary: staticRequest },
  { weight: 4, arbitrary: staffRequest },
);
