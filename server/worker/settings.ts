/**
 * The Worker's own settings from its vars (wrangler.jsonc `vars`, or secrets of the same names),
 * parsed by the zod pieces the Node server parses its environment with (shared-settings.ts), so a
 * value means the same on both. A wrong value fails every request of the Worker with the variable
 * named in the log, as it stops the Node server at start.
 */
import { z } from "zod";
import { settingProblem, SHARED_ENV } from "../shared-settings";

const schema = z.object(SHARED_ENV);

export type WorkerSettings = z.output<typeof schema>;

export function workerSettings(vars: object): WorkerSettings {
  const parsed = schema.safeParse(vars);
  if (!parsed.success) throw new Error(`The Worker's var ${settingProblem(parsed.error).message}.`);
  return parsed.data;
}
