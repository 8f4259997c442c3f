/**
 * The outbox in `npm run inbox`: `outbox` lists the messages not yet sent (pending, being sent,
 * failed) with their last error; `resend <id>` queues one again (the running server sends it
 * within seconds); the enquiry listing starts with whether anybody is notified at all.
 */
import { terminalSafe } from "../inbox/format";
import { openStore } from "../inbox/store";
import { redactor } from "./mailer";
import { createOutbox, type Outbox, type OutboxEntry } from "./outbox";
import { NOBODY_NOTIFIED } from "./notifications";

const stamp = new Intl.DateTimeFormat("en-GB", {
  timeZone: "Africa/Lagos",
  year: "numeric",
  month: "2-digit",
  day: "2-digit",
  hour: "2-digit",
  minute: "2-digit",
  second: "2-digit",
  hour12: false,
});

/** "2026-11-25 09:00:12" in Lagos time, as the notifications give it. */
function lagos(iso: string | null): string {
  if (!iso) return "";
  const parts = Object.fromEntries(stamp.formatToParts(new Date(iso)).map((p) => [p.type, p.value]));
  return `${parts.year}-${parts.month}-${parts.day} ${parts.hour}:${parts.minute}:${parts.second}`;
}

/** The first line of the enquiry listing: are notifications on, and is anything stuck? */
export function notificationLine(outbox: Outbox): string {
  const state = outbox.state();
  if (state === null) return "Notifications: unknown (no server has started on this inbox since they were added).";
  if (!state.enabled) return `Notifications: OFF since ${lagos(state.startedAt)} (Lagos). ${NOBODY_NOTIFIED}`;
  const { unsent, failed } = outbox.backlog();
  const stuck = unsent + failed > 0 ? ` ${unsent} waiting, ${failed} failed: npm run inbox -- outbox.` : " Nothing waiting.";
  return `Notifications: on since ${lagos(state.startedAt)} (Lagos).${stuck}`;
}

function table(entries: readonly OutboxEntry[], redact: (text: string) => string): string {
  const headers = ["#", "Enquiry", "Kind", "Status", "Tries", "Queued (Lagos)", "Next try (Lagos)", "Last error"];
  const rows = entries.map((e) => [
    String(e.id),
    String(e.enquiryId),
    e.kind === "acknowledge" ? "acknowledgement" : "notification",
    e.status,
    String(e.attempts),
    lagos(e.queuedAt),
    e.status === "pending" ? lagos(e.nextAttemptAt) : "",
    terminalSafe(redact(e.lastError ?? "")),
  ]);
  const widths = headers.map((h, i) => Math.max(h.length, ...rows.map((r) => r[i]!.length)));
  const line = (cells: string[]) =>
    cells
      .map((c, i) => (i === cells.length - 1 ? c : c.padEnd(widths[i]!)))
      .join("  ")
      .trimEnd();
  return [line(headers), ...rows.map(line)].join("\n");
}

export interface OutboxCommandResult {
  output: string;
  /** 0 done, 1 nothing to do (no such message). */
  exitCode: number;
}

/** `outbox` or `resend <id>` on the inbox database `file` (which exists). */
export function runOutboxCommand(
  command: "outbox" | "resend",
  args: readonly string[],
  file: string,
  env = process.env,
): OutboxCommandResult {
  const redact = env.INBOX_SMTP_URL?.trim() ? redactor(env.INBOX_SMTP_URL.trim()) : (text: string) => text;
  if (command === "outbox") {
    const store = openStore(file, { readonly: true });
    try {
      const outbox = createOutbox(store.db);
      const entries = outbox.listUnsent();
      const head = notificationLine(outbox);
      if (entries.length === 0) return { output: `${head}\nThe outbox is empty: every notification was sent.`, exitCode: 0 };
      return { output: `${head}\n\n${table(entries, redact)}`, exitCode: 0 };
    } finally {
      store.close();
    }
  }
  const id = args[0];
  if (id === undefined || !/^\d+$/.test(id))
    return { output: "Usage: npm run inbox -- resend <id> (the # from npm run inbox -- outbox)", exitCode: 2 };
  const store = openStore(file);
  try {
    // A command line may wait for the server's commit; the server itself never does.
    store.db.pragma("busy_timeout = 5000");
    const outbox = createOutbox(store.db);
    const entry = outbox.get(Number(id));
    if (entry === null) return { output: `There is no message ${id} in the outbox.`, exitCode: 1 };
    if (!outbox.resend(entry.id)) return { output: `Message ${id} is being sent right now.`, exitCode: 1 };
    const state = outbox.state();
    const warning = state?.enabled === false ? `\nBut the server notifies nobody: ${NOBODY_NOTIFIED}` : "";
    return {
      output: `Message ${id} (enquiry ${entry.enquiryId}) is queued again; a running server sends it within seconds.${warning}`,
      exitCode: 0,
    };
  } finally {
    store.close();
  }
}
