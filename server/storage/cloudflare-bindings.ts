/**
 * The parts of Cloudflare's D1 and R2 bindings this code calls, as structural types (their shapes
 * as in @cloudflare/workers-types). That package declares Request, Response and the other Fetch
 * types as globals of its own, which clash with the DOM and Node types the rest of the project is
 * checked with; naming only what we call keeps one tsconfig for every runtime.
 */
export interface D1Result<T = Record<string, unknown>> {
  results: T[];
  success: boolean;
  meta: { changes: number };
}

export interface D1PreparedStatement {
  bind(...values: unknown[]): D1PreparedStatement;
  first<T = Record<string, unknown>>(): Promise<T | null>;
  all<T = Record<string, unknown>>(): Promise<D1Result<T>>;
  run(): Promise<D1Result>;
}

export interface D1Database {
  prepare(query: string): D1PreparedStatement;
  /** Runs the statements in order as one transaction: all of them, or none (D1's only atomic unit). */
  batch<T = Record<string, unknown>>(statements: D1PreparedStatement[]): Promise<D1Result<T>[]>;
}

export interface R2ObjectBody {
  arrayBuffer(): Promise<ArrayBuffer>;
  body: ReadableStream<Uint8Array>;
  httpMetadata?: { contentType?: string };
}

export interface R2Objects {
  objects: { key: string; uploaded: Date }[];
  truncated: boolean;
  cursor?: string;
}

export interface R2Bucket {
  put(key: string, value: ArrayBuffer | ArrayBufferView | string, options?: { httpMetadata?: { contentType?: string } }): Promise<unknown>;
  get(key: string): Promise<R2ObjectBody | null>;
  delete(keys: string | string[]): Promise<void>;
  /** Up to `limit` (1000 at most) keys a page, in key order; `cursor` of a truncated page asks for the next. */
  list(options?: { prefix?: string; cursor?: string; limit?: number }): Promise<R2Objects>;
}
