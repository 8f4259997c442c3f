import Database from "better-sqlite3";
import { describe, expect, it } from "vitest";
import { d1Where, sqlString } from "./wrangler";

describe("sqlString", () => {
  it("writes any text as a literal SQLite reads back unchanged, quotes and all", () => {
    const db = new Database(":memory:");
    for (const text of ["ada@example.com", "o'brien@example.com", "'; DROP TABLE enquiries; --", "é\u202e\n\t\\", ""]) {
      expect(
        db
          .prepare(`SELECT ${sqlString(text)} AS v`)
          .pluck()
          .get(),
      ).toBe(text);
    }
    db.close();
  });

  it("refuses NUL, where SQLite would end the string", () => {
    expect(() => sqlString("a\0b")).toThrow(/NUL/);
  });
});

describe("d1Where", () => {
  it("takes local (with its state folder) or remote, nothing else", () => {
    expect(d1Where("local", "some/state")).toMatchObject({ where: "local" });
    expect(d1Where("remote")).toEqual({ where: "remote" });
    expect(() => d1Where("production")).toThrow(/--d1 must be local or remote/);
  });
});
