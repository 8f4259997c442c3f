/** Renders stored enquiries as a terminal table or as CSV (for `npm run inbox`). */
import { CSV_ADDED_COLUMNS, CSV_ADDED_RECORD_COLUMNS, CSV_FIELD_COLUMNS, CSV_RECORD_COLUMNS } from "./csv-columns";
import type { StoredEnquiry } from "./store";

/**
 * Bidirectional controls (U+202A-202E embeddings and overrides, U+2066-2069 isolates, the LRM, RLM
 * and ALM marks) reorder what follows them: a name with U+202E could make a row read as something
 * else in the operator's table or spreadsheet. Every operator view shows each as U+FFFD.
 */
const BIDI_CONTROLS = /[\u061c\u200e\u200f\u202a-\u202e\u2066-\u2069]/g;

export function neutraliseBidi(value: string): string {
  return value.replace(BIDI_CONTROLS, "\ufffd");
}

/** Control characters (including ESC) could rewrite the terminal; show them as spaces. */
export function terminalSafe(value: string): string {
  // eslint-disable-next-line no-control-regex
  return neutraliseBidi(value).replace(/[\u0000-\u001f\u007f-\u009f\u2028\u2029]+/g, " ");
}

function truncate(value: string, width: number): string {
  const chars = [...value];
  return chars.length <= width ? value : chars.slice(0, width - 1).join("") + "…";
}

function who(e: StoredEnquiry): string {
  const f = e.fields;
  if (f.first_name || f.last_name) return [f.first_name, f.last_name].filter(Boolean).join(" ");
  return f.contact_person ?? "";
}

function summary(e: StoredEnquiry): string {
  const f = e.fields;
  const topic = f.service_needed ?? f.vendor_category ?? f.partnership_interest ?? "";
  const text = f.project_brief ?? f.products_services_description ?? f.message ?? "";
  return topic ? `${topic}: ${text}` : text;
}

function localTime(iso: string): string {
  const d = new Date(iso);
  if (Number.isNaN(d.getTime())) return iso;
  const p = (n: number) => String(n).padStart(2, "0");
  return `${d.getFullYear()}-${p(d.getMonth() + 1)}-${p(d.getDate())} ${p(d.getHours())}:${p(d.getMinutes())}`;
}

export function formatTable(enquiries: readonly StoredEnquiry[], maxWidth = 160): string {
  if (enquiries.length === 0) return "No enquiries yet.";
  const headers = ["#", "Reference", "Received", "Form", "Status", "From", "Company", "Email", "Phone", "Summary"];
  const rows = enquiries.map((e) =>
    [
      String(e.id),
      e.reference ?? "",
      localTime(e.receivedAt),
      e.formType,
      e.spamReason ? `${e.status}: ${e.spamReason}` : e.status,
      who(e),
      e.fields.company ?? e.fields.company_name ?? "",
      e.fields.email ?? "",
      e.fields.phone ?? "",
      summary(e),
    ].map((cell) => terminalSafe(cell)),
  );
  const caps = [6, 15, 16, 7, 24, 22, 22, 28, 18, 60];
  const widths = headers.map((h, i) => Math.min(caps[i]!, Math.max([...h].length, ...rows.map((r) => [...r[i]!].length))));
  // Give the summary column whatever room is left.
  const fixed = widths.slice(0, -1).reduce((a, b) => a + b + 3, 0);
  widths[widths.length - 1] = Math.max(10, Math.min(widths[widths.length - 1]!, maxWidth - fixed - 1));
  const line = (cells: string[]) =>
    cells
      .map((c, i) => truncate(c, widths[i]!).padEnd(widths[i]!))
      .join(" │ ")
      .trimEnd();
  const rule = widths.map((w) => "─".repeat(w)).join("─┼─");
  return [line(headers), rule, ...rows.map(line)].join("\n");
}

/** A phone number or plain number: starts with + or - but cannot be a formula. */
const PLAIN_NUMBER = /^[+-]?[0-9][0-9 ().-]*$/;

/**
 * Control characters other than tab and line breaks (NUL, ESC, DEL, C1) would reach whatever opens
 * the file, a terminal included: C0 ones become their visible Unicode pictures (NUL -> ␀, ESC -> ␛),
 * DEL ␡, and C1 ones U+FFFD.
 */
function escapeControls(value: string): string {
  // eslint-disable-next-line no-control-regex
  return value.replace(/[\u0000-\u0008\u000b\u000c\u000e-\u001f\u007f-\u009f]/g, (ch) => {
    const code = ch.charCodeAt(0);
    if (code < 0x20) return String.fromCharCode(0x2400 + code);
    return code === 0x7f ? "\u2421" : "\ufffd";
  });
}

/**
 * Quotes a CSV cell, escapes control characters, and defuses spreadsheet formulas (=, +, -, @, tab,
 * CR at the start) by prefixing an apostrophe; plain numbers such as "+234 803 123 4567" are left alone.
 */
export function csvCell(raw: string): string {
  const value = neutraliseBidi(escapeControls(raw));
  const defused = /^[=+\-@\t\r]/.test(value) && !PLAIN_NUMBER.test(value) ? `'${value}` : value;
  return /[",\r\n]/.test(defused) ? `"${defused.replace(/"/g, '""')}"` : defused;
}

/** The CSV's header line, with its CRLF. */
export const csvHeader = () => [...CSV_RECORD_COLUMNS, ...CSV_FIELD_COLUMNS, ...CSV_ADDED_COLUMNS].join(",") + "\r\n";

/** One enquiry's CSV line, with its CRLF. */
export function csvLine(e: StoredEnquiry): string {
  // Each record column's cell, by its name: the type requires one for every column of csv-columns.ts.
  const record: Record<(typeof CSV_RECORD_COLUMNS)[number] | (typeof CSV_ADDED_RECORD_COLUMNS)[number], string> = {
    id: String(e.id),
    reference: e.reference ?? "",
    received_at: e.receivedAt,
    form_type: e.formType,
    status: e.status,
    spam_reason: e.spamReason ?? "",
    client_address: e.clientAddress,
    user_agent: e.userAgent ?? "",
    language: e.language,
  };
  const added = (name: string) => (Object.hasOwn(record, name) ? record[name as keyof typeof record] : (e.fields[name] ?? ""));
  const cells = [
    ...CSV_RECORD_COLUMNS.map((name) => record[name]),
    ...CSV_FIELD_COLUMNS.map((n) => e.fields[n] ?? ""),
    ...CSV_ADDED_COLUMNS.map(added),
  ];
  return cells.map(csvCell).join(",") + "\r\n";
}

/** The CSV's lines (each with its CRLF), header first, one enquiry at a time: any number of rows in constant memory. */
export function* csvLines(enquiries: Iterable<StoredEnquiry>): Generator<string> {
  yield csvHeader();
  for (const e of enquiries) yield csvLine(e);
}

export function formatCsv(enquiries: Iterable<StoredEnquiry>): string {
  return [...csvLines(enquiries)].join("");
}
