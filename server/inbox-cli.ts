/**
 * `npm run inbox` lists recent enquiries as a table;
 * `npm run inbox -- --csv > enquiries.csv` exports them.
 * Options: --limit N, --type quote|vendor|partner, --no-spam, --db FILE (else INBOX_DB), --help.
 * `npm run inbox -- outbox` and `-- resend <id>`: the mail notifications (notify/outbox-cli.ts).
 */
import { existsSync } from "node:fs";
import path from "node:path";
import { parseArgs } from "node:util";
import { formatCsv, formatTable } from "./inbox/format";
import { isFormType } from "./inbox/form-rules";
import { openStore } from "./inbox/store";
import { createOutbox } from "./notify/outbox";
import { notificationLine, runOutboxCommand } from "./notify/outbox-cli";

const HELP = `Usage: npm run inbox -- [options]
       npm run inbox -- outbox          notifications not sent yet (pending, failed) with the last error
       npm run inbox -- resend <id>     queue notification <id> again

  --csv              print CSV (all matching enquiries unless --limit is given) instead of a table
  --limit N          how many of the most recent enquiries (table default 20)
  --type TYPE        only quote, vendor or partner
  --no-spam          leave out submissions that ticked the botcheck trap
  --db FILE          the inbox database (default: $INBOX_DB or data/inbox.sqlite)
  -h, --help         this text`;

function fail(message: string): never {
  console.error(message);
  process.exit(2);
}

let args;
let positionals: string[];
try {
  ({ values: args, positionals } = parseArgs({
    options: {
      csv: { type: "boolean", default: false },
      limit: { type: "string" },
      type: { type: "string" },
      "no-spam": { type: "boolean", default: false },
      db: { type: "string" },
      help: { type: "boolean", short: "h", default: false },
    },
    strict: true,
    allowPositionals: true,
  }));
} catch (error) {
  fail(`${error instanceof Error ? error.message : String(error)}\n\n${HELP}`);
}

if (args.help) {
  console.log(HELP);
  process.exit(0);
}

const file = path.resolve(args.db ?? (process.env.INBOX_DB?.trim() || "data/inbox.sqlite"));
if (args.type !== undefined && !isFormType(args.type)) fail(`--type must be quote, vendor or partner.`);
let limit = args.csv ? 1_000_000 : 20;
if (args.limit !== undefined) {
  if (!/^\d+$/.test(args.limit) || Number(args.limit) < 1) fail("--limit must be a positive whole number.");
  limit = Number(args.limit);
}

const command = positionals[0];
if (command !== undefined && command !== "outbox" && command !== "resend") fail(`Unknown command ${command}.\n\n${HELP}`);

if (!existsSync(file)) {
  if (args.csv) fail(`No inbox at ${file} yet.`);
  console.log(`No inbox at ${file} yet: nothing has been submitted.`);
  process.exit(0);
}

if (command !== undefined) {
  const result = runOutboxCommand(command, positionals.slice(1), file);
  (result.exitCode === 0 ? console.log : console.error)(result.output);
  process.exit(result.exitCode);
}

const store = openStore(file, { readonly: true });
try {
  const enquiries = store.list({
    limit,
    formType: isFormType(args.type) ? args.type : undefined,
    includeSpam: !args["no-spam"],
  });
  if (args.csv) {
    process.stdout.write(formatCsv(enquiries));
  } else {
    console.log(notificationLine(createOutbox(store.db)));
    console.log(`Inbox ${file}: ${store.count()} stored, showing the ${enquiries.length} most recent.\n`);
    console.log(formatTable(enquiries, process.stdout.columns || 160));
  }
} finally {
  store.close();
}
