import { Hono } from "hono";
import { describe, expect, it } from "vitest";
import { BodyError, readFields } from "./read-fields";

const app = new Hono();
app.post("/", async (c) => {
  try {
    return c.json({ fields: { ...(await readFields(c, { maxParts: 64 })).fields } });
  } catch (error) {
    if (error instanceof BodyError) return c.json({ error: error.message }, error.status);
    throw error;
  }
});
const read = async (body: BodyInit, contentType: string) => {
  const res = await app.request("/", { method: "POST", body, headers: { "content-type": contentType } });
  return { status: res.status, ...((await res.json()) as { fields?: Record<string, string>; error?: string }) };
};

describe("readFields", () => {
  it("skips file parts of a multipart body", async () => {
    const form = new FormData();
    form.set("first_name", "Ada");
    form.set("upload", new Blob(["text file"]), "cv.txt");
    const res = await app.request("/", { method: "POST", body: form });
    expect(await res.json()).toEqual({ fields: { first_name: "Ada" } });
  });

  it("reads URL-encoded forms with + as space and UTF-8 escapes, and refuses bad escapes", async () => {
    expect((await read("first_name=Ada+Obi&note=%C3%BC%E2%9C%93", "application/x-www-form-urlencoded; charset=UTF-8")).fields).toEqual({
      first_name: "Ada Obi",
      note: "ü✓",
    });
    for (const bad of ["a=%zz", "a=%FF%FE"]) expect((await read(bad, "application/x-www-form-urlencoded")).status).toBe(400);
  });

  it("turns JSON numbers and booleans into text, leaves out nested values, and keeps __proto__ harmless", async () => {
    const res = await read('{"a":"x","n":1999,"b":true,"z":null,"o":{"k":1},"l":[1],"__proto__":{"polluted":"yes"}}', "application/json");
    expect(res.fields).toEqual({ a: "x", n: "1999", b: "true" });
    expect(({} as Record<string, unknown>).polluted).toBeUndefined();
  });

  it("refuses other content types and charsets with 415", async () => {
    expect((await read("a=b", "text/plain")).status).toBe(415);
    expect((await read("a=b", "application/x-www-form-urlencoded; charset=iso-8859-1")).status).toBe(415);
  });
});
