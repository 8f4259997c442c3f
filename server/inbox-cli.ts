/**
 * `npm run inbox` lists recent enquiries as a table;
 * `npm run inbox -- --csv > enquiries.csv` exports them (every row, streamed);
 * `npm run inbox -- erase <email>` deletes one person's enquiries (a data subject's erasure request);
 * `npm run inbox -- purge [--older-than DAYS]` deletes enquiries past the retention period.
 * `npm run inbox -- outbox` and `-- resend <id>`: the mail notifications (notify/outbox-cli.ts).
 * `npm run inbox -- user …`: staff accounts for the web inbox (staff/users-cli.ts).
 * `npm run inbox -- spam` lists what was kept apart as spam; `not-spam <id>` moves one back (inbox/release.ts).
 * `npm run inbox -- backup DIR` and `-- restore FILE`: backups (backup/).
 * Options: --limit N, --type quote|vendor|partner, --no-spam, --db FILE (else INBOX_DB), --help.
 * `--d1 local|remote`: the same commands on the Worker's D1 and R2 (d1-cli/), local as
 * `npm run dev:cloudflare` keeps them or the deployed ones: the reading commands on a copy
 * exported through wrangler, erase on D1 and R2 themselves.
 */
import { existsSync } from "node:fs";
import { once } from "node:events";
import path from "node:path";
import { parseArgs } from "node:util";
import { loadConfig } from "./config";
import { csvLines, formatTable } from "./inbox/format";
import { isFormType } from "./inbox/form-rules";
import { openStore } from "./inbox/store";
import { releaseFromSpam } from "./inbox/release";
import { takeBackup } from "./backup/backup";
import { restoreBackup, RestoreRefusedError } from "./backup/restore";
import { createOutbox } from "./notify/outbox";
import { notificationLine, runOutboxCommand } from "./notify/outbox-cli";
import { purgedLine, retentionCutoff } from "./storage/retention";
import { readPasswordLine, runUserCommand, USER_HELP } from "./staff/users-cli";
import { copyD1 } from "./d1-cli/copy";
import { eraseOnD1 } from "./d1-cli/erase";
import { userOnD1 } from "./d1-cli/users";
import { d1Where } from "./d1-cli/wrangler";
import { LOCAL_STATE } from "./worker/config-file";

const HELP = `Usage: npm run inbox -- [options]
       npm run inbox -- erase EMAIL
       npm run inbox -- purge [--older-than DAYS]
       npm run inbox -- outbox          notifications not sent yet (pending, failed) with the last error
       npm run inbox -- resend <id>     queue notification <id> again
${USER_HELP}
       npm run inbox -- spam            submissions kept apart as spam, with why
       npm run inbox -- not-spam <id>   move enquiry <id> out of spam and notify staff of it
       npm run inbox -- backup DIR      a consistent copy of the inbox into DIR, also while the server runs
       npm run inbox -- restore FILE    put a backup in place of the inbox (the server must be stopped)

  --csv              print CSV (every matching enquiry, oldest first, unless --limit is given) instead of a table
  --limit N          how many of the most recent enquiries (table default 20)
  --type TYPE        only quote, vendor or partner
  --no-spam          leave out submissions that ticked the botcheck trap
  --db FILE          the inbox database (default: $INBOX_DB or data/inbox.sqlite)
  --d1 local|remote  the Worker's D1 and R2 instead (Cloudflare): local as npm run dev:cloudflare keeps
                     them, or the deployed ones (wrangler login first); the table, --csv, spam, outbox,
                     backup DIR (a copy exported through wrangler d1 export), erase EMAIL (its
                     documents deleted from R2 too) and user; the other commands need the Node server
  --d1-state DIR     where the local D1 and R2 are (default: ${LOCAL_STATE})
  -h, --help         this text

  erase EMAIL        delete every enquiry sent with this email address (any letter case) and say how many
  purge              delete every enquiry received more than DAYS days ago
                     (default: INBOX_RETENTION_DAYS, 365)`;

/** Waiting for the running server's write lock, for erase and purge. */
const LOCK_WAIT_MS = 10_000;

function fail(message: string): never {
  console.error(message);
  process.exit(2);
}

let parsed;
try {
  parsed = parseArgs({
    options: {
      csv: { type: "boolean", default: false },
      limit: { type: "string" },
      type: { type: "string" },
      "no-spam": { type: "boolean", default: false },
      "older-than": { type: "string" },
      db: { type: "string" },
      d1: { type: "string" },
      "d1-state": { type: "string" },
      "password-stdin": { type: "boolean", default: false },
      help: { type: "boolean", short: "h", default: false },
    },
    allowPositionals: true,
    strict: true,
  });
} catch (error) {
  fail(`${error instanceof Error ? error.message : String(error)}\n\n${HELP}`);
}
const args = parsed.values;
const [command, ...operands] = parsed.positionals;

if (args.help) {
  console.log(HELP);
  process.exit(0);
}

let file = path.resolve(args.db ?? (process.env.INBOX_DB?.trim() || "data/inbox.sqlite"));
/** How the inbox is named in what the commands print: its file, or the D1 database a copy was made of. */
let shown = file;
const wholeNumber = (name: string, value: string) => {
  if (!/^\d+$/.test(value) || Number(value) < 1) fail(`${name} must be a positive whole number.`);
  return Number(value);
};

async function writeAll(lines: Iterable<string>): Promise<void> {
  // Batches of about 64 KB, waiting whenever stdout is full: memory stays flat for any row count.
  let batch = "";
  for (const line of lines) {
    batch += line;
    if (batch.length < 65_536) continue;
    if (!process.stdout.write(batch)) await once(process.stdout, "drain");
    batch = "";
  }
  if (batch && !process.stdout.write(batch)) await once(process.stdout, "drain");
}

function deleteCommand(): void {
  if (command === "erase") {
    if (operands.length !== 1 || !operands[0]!.includes("@")) fail(`erase needs one email address.\n\n${HELP}`);
  } else if (operands.length > 0) fail(`purge takes no operands.\n\n${HELP}`);
  if (!existsSync(file)) fail(`No inbox at ${file}.`);
  const store = openStore(file, { busyTimeoutMs: LOCK_WAIT_MS });
  try {
    if (command === "erase") {
      const email = operands[0]!;
      const n = store.eraseByEmail(email);
      console.log(`Erased ${n} ${n === 1 ? "enquiry" : "enquiries"} sent with ${email} from ${file}.`);
    } else {
      let days: number;
      try {
        days = args["older-than"] !== undefined ? wholeNumber("--older-than", args["older-than"]) : loadConfig().retentionDays;
      } catch (error) {
        fail(`Configuration error: ${(error as Error).message}`);
      }
      const cutoff = retentionCutoff(days);
      const n = store.purgeBefore(cutoff);
      console.log(`${purgedLine(n, cutoff, days)} from ${file}.`);
    }
  } finally {
    store.close();
  }
}

async function listCommand(): Promise<void> {
  if (command !== undefined && command !== "spam") fail(`Unknown command "${command}".\n\n${HELP}`);
  if (operands.length > 0) fail(`${command ?? "Listing"} takes no operands.\n\n${HELP}`);
  if (args.type !== undefined && !isFormType(args.type)) fail(`--type must be quote, vendor or partner.`);
  const limit = args.limit !== undefined ? wholeNumber("--limit", args.limit) : undefined;
  if (!existsSync(file)) {
    if (args.csv) fail(`No inbox at ${file} yet.`);
    console.log(`No inbox at ${file} yet: nothing has been submitted.`);
    return;
  }
  const store = openStore(file, { readonly: true });
  const filter = {
    formType: isFormType(args.type) ? args.type : undefined,
    includeSpam: !args["no-spam"],
    status: command === "spam" ? ("spam" as const) : undefined,
  };
  try {
    if (args.csv) {
      await writeAll(csvLines(limit === undefined ? store.iterate(filter) : store.list({ ...filter, limit })));
    } else {
      const enquiries = store.list({ ...filter, limit: limit ?? 20 });
      console.log(notificationLine(createOutbox(store.db)));
      const what = command === "spam" ? "spam" : "";
      console.log(`Inbox ${shown}: ${store.count()} stored, showing the ${enquiries.length} most recent${what && ` ${what}`}.\n`);
      if (command === "spam" && enquiries.length > 0) console.log("Not spam? npm run inbox -- not-spam <#>\n");
      console.log(formatTable(enquiries, process.stdout.columns || 160));
    }
  } finally {
    store.close();
  }
}

function outboxCommand(name: "outbox" | "resend"): void {
  if (!existsSync(file)) fail(`No inbox at ${file}.`);
  const result = runOutboxCommand(name, operands, file);
  (result.exitCode === 0 ? console.log : console.error)(result.output);
  process.exit(result.exitCode);
}

async function userCommand(): Promise<void> {
  const result = await runUserCommand(file, operands, args["password-stdin"]);
  (result.exitCode === 0 ? console.log : console.error)(result.output);
  process.exit(result.exitCode);
}

function notSpamCommand(): void {
  if (operands.length !== 1 || !/^\d+$/.test(operands[0]!))
    fail(`not-spam needs one enquiry number (the # of npm run inbox -- spam).\n\n${HELP}`);
  if (!existsSync(file)) fail(`No inbox at ${file}.`);
  const store = openStore(file, { busyTimeoutMs: LOCK_WAIT_MS });
  let result;
  try {
    result = releaseFromSpam(store, Number(operands[0]));
  } finally {
    store.close();
  }
  if (!result.released) {
    console.error(`Enquiry ${result.id}: ${result.why === "not spam" ? "it is not marked as spam" : "there is no such enquiry"}.`);
    process.exit(1);
  }
  const mail = result.notified ? "its notification is queued; a running server sends it within seconds" : "nobody is notified (no SMTP)";
  console.log(`Enquiry ${result.id} (${result.reference ?? "no reference"}) is no longer spam: ${mail}.`);
}

async function backupCommand(): Promise<void> {
  if (operands.length !== 1) fail(`backup needs one folder.\n\n${HELP}`);
  if (!existsSync(file)) fail(`No inbox at ${file}.`);
  try {
    const result = await takeBackup(file, operands[0]!);
    console.log(
      `Backed up ${result.enquiries} ${result.enquiries === 1 ? "enquiry" : "enquiries"} from ${shown} to ${result.file} (integrity ok, schema ${result.schemaVersion}, everything committed before ${result.began.toISOString()}).`,
    );
  } catch (error) {
    console.error(`Backup failed: ${(error as Error).message}`);
    process.exit(1);
  }
}

function restoreCommand(): void {
  if (operands.length !== 1) fail(`restore needs one backup file.\n\n${HELP}`);
  try {
    const result = restoreBackup(path.resolve(operands[0]!), file);
    console.log(
      `Restored ${result.enquiries} ${result.enquiries === 1 ? "enquiry" : "enquiries"} (integrity ok, schema ${result.schemaVersion}) to ${file}.` +
        (result.replaced ? ` The database it replaced is kept as ${result.replaced}.` : ""),
    );
  } catch (error) {
    if (!(error instanceof RestoreRefusedError)) throw error;
    console.error(`Restore refused: ${error.message}`);
    process.exit(1);
  }
}

/** `--d1`: erase on D1 and R2; the reading commands on an exported copy; nothing else yet. */
async function d1Command(where: string): Promise<boolean> {
  let d1;
  try {
    d1 = d1Where(where, args["d1-state"]);
  } catch (error) {
    fail((error as Error).message);
  }
  shown = d1.where === "local" ? `D1 (local, ${d1.state})` : "D1 (remote)";
  if (command === "erase") {
    if (operands.length !== 1 || !operands[0]!.includes("@")) fail(`erase needs one email address.\n\n${HELP}`);
    const erased = eraseOnD1(d1, operands[0]!);
    console.log(
      `Erased ${erased.enquiries} ${erased.enquiries === 1 ? "enquiry" : "enquiries"} sent with ${operands[0]} from ${shown}, and ${erased.objects} ${erased.objects === 1 ? "document" : "documents"} from R2.`,
    );
    if (erased.leftInR2.length > 0) {
      console.error(`Not deleted from R2 (delete them with wrangler r2 object delete):\n${erased.leftInR2.join("\n")}`);
      process.exit(1);
    }
    return true;
  }
  const [action, email] = operands;
  if (command === "user" && (action === "add" || action === "remove" || action === "password")) {
    if (!email || operands.length !== 2) fail(`Usage:\n${USER_HELP}`);
    if (action !== "remove" && !args["password-stdin"])
      fail(`user ${action} reads the password from standard input: add --password-stdin.`);
    const result = await userOnD1(d1, action, email, readPasswordLine);
    (result.exitCode === 0 ? console.log : console.error)(result.output);
    process.exit(result.exitCode);
  }
  const reads =
    command === undefined ||
    command === "spam" ||
    command === "outbox" ||
    command === "backup" ||
    (command === "user" && action === "list");
  if (!reads) fail(`${command} is not available with --d1 yet: the table, --csv, spam, outbox, backup, erase and user are.`);
  const copy = copyD1(d1);
  process.on("exit", copy.remove);
  file = copy.file;
  return false;
}

if (args.d1 !== undefined && (await d1Command(args.d1))) process.exit(0);
if (command === "erase" || command === "purge") deleteCommand();
else if (command === "user") await userCommand();
else if (command === "backup") await backupCommand();
else if (command === "restore") restoreCommand();
else if (command === "not-spam") notSpamCommand();
else if (command === "outbox" || command === "resend") outboxCommand(command);
else await listCommand();
