/** The acknowledgement's words in the build folder, for the Node server (start.ts). */
import { existsSync, readFileSync } from "node:fs";
import path from "node:path";
import { ACKNOWLEDGEMENT_FILE, type AcknowledgementMails } from "../../contract/acknowledgement";
import { ConfigError } from "../config";
import { parseAcknowledgementMails } from "./acknowledgement";

/** The words the build wrote into `buildDir`, in every language; null when there is no such file (no build yet). */
export function loadAcknowledgementMail(buildDir: string): AcknowledgementMails | null {
  const file = path.join(buildDir, ACKNOWLEDGEMENT_FILE);
  if (!existsSync(file)) return null;
  try {
    return parseAcknowledgementMails(JSON.parse(readFileSync(file, "utf8")));
  } catch (error) {
    throw new ConfigError(`${file} is not the acknowledgement mail the build writes (${(error as Error).message}); build again.`);
  }
}
