/**
 * `npm run inbox` lists recent enquiries as a table;
 * `npm run inbox -- --csv > enquiries.csv` exports them.
 * Options: --limit N, --type quote|vendor|partner, --no-spam, --db FILE (else INBOX_DB), --help.
 */
import { existsSync } from "node:fs";
import path from "node:path";
import { parseArgs } from "node:util";
import { formatCsv, formatTable } from "./inbox/format";
import { isFormType } from "./inbox/form-rules";
import { openStore } from "./inbox/store";

const HELP = `Usage: npm run inbox -- [options]

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
try {
  args = parseArgs({
    options: {
      csv: { type: "boolean", default: false },
      limit: { type: "string" },
      type: { type: "string" },
      "no-spam": { type: "boolean", default: false },
      db: { type: "string" },
      help: { type: "boolean", short: "h", default: false },
    },
    strict: true,
  }).values;
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

if (!existsSync(file)) {
  if (args.csv) fail(`No inbox at ${file} yet.`);
  console.log(`No inbox at ${file} yet: nothing has been submitted.`);
  process.exit(0);
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
    console.log(`Inbox ${file}: ${store.count()} stored, showing the ${enquiries.length} most recent.\n`);
    console.log(formatTable(enquiries, process.stdout.columns || 160));
  }
} finally {
  store.close();
}
