import { describe, expect, it } from "vitest";
import { csvCell, formatCsv, formatTable, neutraliseBidi, terminalSafe } from "./format";
import type { StoredEnquiry } from "./store";

const rows: StoredEnquiry[] = [
  {
    id: 2,
    reference: "DF-Q-2026-00002",
    spamReason: null,
    receivedAt: "2026-03-01T10:00:00.000Z",
    formType: "quote",
    language: "en",
    status: "accepted",
    clientAddress: "127.0.0.1",
    userAgent: null,
    fields: {
      first_name: "Ada",
      last_name: "Obi",
      email: "ada@example.com",
      phone: "+234 803 123 4567",
      company: '=HYPERLINK("http://evil")',
      service_needed: "digital-solutions",
      project_brief: 'Say "hi",\nthen \u001b[31mred',
    },
  },
  {
    id: 1,
    reference: "DF-P-2026-00001",
    spamReason: "markup in message",
    receivedAt: "2026-03-01T09:00:00.000Z",
    formType: "partner",
    language: "en",
    status: "spam",
    clientAddress: "::1",
    userAgent: "bot",
    fields: { contact_person: "Bot", company_name: "Spam Co", message: "buy" },
  },
];

describe("formatTable", () => {
  it("shows one line per enquiry, without terminal control characters", () => {
    const table = formatTable(rows);
    const lines = table.split("\n");
    expect(lines).toHaveLength(4);
    expect(lines[0]).toMatch(/^# +│ Reference +│ Received/);
    expect(lines[2]).toContain("Ada Obi");
    expect(lines[2]).toContain("DF-Q-2026-00002");
    expect(lines[3]).toContain("Spam Co");
    expect(lines[3]).toContain("spam: markup in message");
    expect(table).not.toContain("\u001b");
    expect(formatTable([])).toBe("No enquiries yet.");
  });

  it("replaces control characters", () => {
    expect(terminalSafe("a\u001b[2Jb\r\nc")).toBe("a [2Jb c");
  });
});

describe("formatCsv", () => {
  it("writes a header and quotes cells per RFC 4180", () => {
    const csv = formatCsv(rows);
    const lines = csv.split("\r\n");
    expect(lines[0]).toMatch(/^id,reference,received_at,form_type,status,spam_reason,client_address,user_agent,first_name,/);
    expect(lines[1]).toMatch(/^2,DF-Q-2026-00002,/);
    expect(csv).toContain('"Say ""hi"",\nthen \u241b[31mred"');
    expect(csv.endsWith("\r\n")).toBe(true);
  });

  it("defuses spreadsheet formulas but leaves phone numbers alone", () => {
    expect(csvCell('=HYPERLINK("x")')).toBe(`"'=HYPERLINK(""x"")"`);
    expect(csvCell("@SUM(A1)")).toBe("'@SUM(A1)");
    expect(csvCell("-1+cmd|' /C calc'!A0")).toBe("'-1+cmd|' /C calc'!A0");
    expect(csvCell("+234 803 123 4567")).toBe("+234 803 123 4567");
    expect(csvCell("plain")).toBe("plain");
  });

  it("escapes control characters (NUL, ESC, DEL, C1) but keeps tabs and line breaks", () => {
    expect(csvCell("a\u0000b\u001b[2Jc\u007f\u009b")).toBe("a\u2400b\u241b[2Jc\u2421\ufffd");
    expect(csvCell("line 1\r\nline\t2")).toBe('"line 1\r\nline\t2"');
    expect(formatCsv(rows)).not.toContain("\u001b");
  });
});

describe("bidirectional controls", () => {
  it("are neutralised in the table and the CSV, so a name cannot reorder what follows it", () => {
    const name = "Ada\u202Egnp.exe\u2066x\u200f";
    expect(neutraliseBidi(name)).toBe("Ada\ufffdgnp.exe\ufffdx\ufffd");
    expect(terminalSafe(name)).not.toMatch(/[\u202a-\u202e\u2066-\u2069\u200e\u200f]/);
    expect(csvCell(name)).toBe("Ada\ufffdgnp.exe\ufffdx\ufffd");
    const row = { ...rows[0]!, fields: { ...rows[0]!.fields, first_name: name } };
    expect(formatTable([row])).toContain("Ada\ufffdgnp.exe");
    expect(formatCsv([row])).not.toMatch(/[\u202a-\u202e\u2066-\u2069]/);
  });
});
