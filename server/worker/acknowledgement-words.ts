/**
 * The acknowledgement's words on the Worker: the file the build writes from the content files
 * (scripts/acknowledgement-mail.ts, $BUILD_DIR/acknowledgement-mail.json), bundled into the Worker
 * by wrangler at `wrangler dev` and `wrangler deploy` (the `alias` of wrangler.jsonc; both build
 * first), and checked by the schema the Node server reads the same file with. docs/decisions/0021
 * says why a bundled copy rather than a var or reading the assets.
 */
import built from "@deltaforge-build/acknowledgement-mail";
import { parseAcknowledgementMails } from "../notify/acknowledgement";
import type { AcknowledgementMails } from "../../contract/acknowledgement";

let words: AcknowledgementMails | null = null;

/** Checked once per isolate, when first needed; a wrong file throws, naming what is wrong. */
export function acknowledgementWords(): AcknowledgementMails {
  try {
    words ??= parseAcknowledgementMails(built);
  } catch (error) {
    throw new Error(`The bundled acknowledgement-mail.json is not what the build writes (${(error as Error).message}); build again.`);
  }
  return words;
}
