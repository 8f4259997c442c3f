import { describe, expect, it } from "vitest";
import { contentTypeFor, isCompressible } from "./content-types";

describe("content types", () => {
  it("serves React Router's prerendered route data as compressible text", () => {
    expect(contentTypeFor("/srv/build/client/services/engineering.data")).toBe("text/x-script; charset=utf-8");
    expect(isCompressible("services/engineering.data")).toBe(true);
  });

  it("falls back to octet-stream and never compresses already-compressed images", () => {
    expect(contentTypeFor("file.unknown")).toBe("application/octet-stream");
    expect(isCompressible("photo.avif")).toBe(false);
    expect(isCompressible("art/hero/slide-1.svg")).toBe(true);
  });
});
