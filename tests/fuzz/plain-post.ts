import type { FuzzRequest } from "./requests";

/** A well-formed enquiry post, sent whole, for the fuzz client's own tests to vary one part of. */
export const plainPost = (headers: Array<[string, string]> = []): FuzzRequest => ({
  address: "POST /api/enquiries",
  method: "POST",
  target: "/api/enquiries",
  headers,
  body: Buffer.from("a=1"),
  framing: "length",
  delivery: { kind: "whole" },
  marker: null,
  session: false,
});
