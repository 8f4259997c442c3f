/**
 * The settings both runtimes read, the Node server from its environment (config.ts) and the Worker
 * from its vars (worker/settings.ts), parsed by the same zod pieces so a value means the same, and
 * is refused for the same reason, on either. No Node module is imported here: the Worker bundles it.
 */
import { z } from "zod";
import { DEFAULT_RETENTION_DAYS } from "../contract/personal-data";
import { FORM_TYPES } from "../contract/enquiry-fields";

/** Unset or blank means the default; surrounding spaces are ignored. */
export const setting = (fallback: string) =>
  z
    .string()
    .optional()
    .transform((raw) => (raw === undefined || raw.trim() === "" ? fallback : raw.trim()));

export const wholeNumber = (fallback: number, min: number, max: number) =>
  setting(String(fallback))
    .pipe(z.string().regex(/^\d+$/, "must be a whole number"))
    .transform(Number)
    .pipe(z.number().min(min, `must be between ${min} and ${max}`).max(max, `must be between ${min} and ${max}`));

/** The inbox's rules that hold on both runtimes (server/README.md, "Environment variables"). */
export const SHARED_ENV = {
  INBOX_RATE_LIMIT: wholeNumber(10, 0, 1_000_000),
  INBOX_RETENTION_DAYS: wholeNumber(DEFAULT_RETENTION_DAYS, 1, 36_500),
  INBOX_ACKNOWLEDGE: setting(FORM_TYPES.join(","))
    .transform((v) => (v.trim() === "none" ? [] : v.split(",").map((f) => f.trim())))
    .pipe(z.array(z.enum(FORM_TYPES, { error: `must be "none" or a comma-separated list of ${FORM_TYPES.join(", ")}` })))
    .transform((forms) => [...new Set(forms)]),
  INBOX_ACK_PER_ADDRESS: wholeNumber(3, 1, 1000),
  INBOX_ACK_PER_DOMAIN: wholeNumber(20, 1, 100_000),
};

/** The first problem of a failed parse as one line naming the variable: `INBOX_RATE_LIMIT must be a whole number`. */
export function settingProblem(error: z.ZodError): { name: string; message: string } {
  const issue = error.issues[0]!;
  return { name: String(issue.path[0]), message: `${String(issue.path[0])} ${issue.message}` };
}
