/**
 * Which submissions are spam, and why. Spam is stored apart (status `spam`), never mailed, and
 * answered like any enquiry, so a bot learns nothing; `npm run inbox -- spam` lists it and
 * `not-spam <id>` moves one back (release.ts).
 *
 * Three signs: the botcheck trap ticked (route.ts), a form sent less than MIN_FILL_SECONDS after our
 * server served its page, and links or markup a person filling in a company form has no need of.
 * The time comes from a stamp our server writes into the form page as it serves it (page-fill.ts):
 * the time, signed with a key that lives only in this process, so a client cannot make one up. The
 * pages are static everywhere else (and a stamp from before a restart no longer verifies), so a
 * missing or unreadable stamp is not a sign of anything.
 */
import { createHmac, randomBytes, timingSafeEqual } from "node:crypto";

/** A person needs longer than this to fill in even the shortest form. */
export const MIN_FILL_SECONDS = 3;

/** More links than this in one submission is spam (the vendor form's website field does not count). */
const MAX_LINKS = 2;
const LINK = /\bhttps?:\/\/|\bwww\.[a-z0-9-]+\./gi;
/**
 * An HTML tag (`<a href`, `</p>`, `< / script`) or the BBCode link bots paste (`[url=`). The space
 * after a slash is only looked for after the slash: `<\s*\/?\s*` split a run of spaces between
 * its two `\s*` every way there is, quadratic in the run (26 ms on one 5,000-character field).
 */
const MARKUP = /<\s*(?:\/\s*)?[a-z][a-z0-9]*[\s>/]|\[\/?(?:url|link|img)\b/i;
/** Fields that hold a link by design. */
const LINK_FIELDS = new Set(["website"]);

export interface FormStamps {
  /** The value for the form page's stamp field, made now. */
  issue(now?: Date): string;
  /** Seconds since a stamp was issued, or null for a missing, malformed or forged stamp. */
  age(stamp: string | undefined, now?: Date): number | null;
}

/** Stamps signed with a key made when the process starts (nothing to configure or leak). */
export function createFormStamps(key: Buffer = randomBytes(32)): FormStamps {
  const sign = (ms: string) => createHmac("sha256", key).update(ms).digest("base64url");
  return {
    issue(now = new Date()) {
      const ms = String(now.getTime());
      return `${ms}.${sign(ms)}`;
    },
    age(stamp, now = new Date()) {
      const match = /^(\d{1,15})\.([A-Za-z0-9_-]{43})$/.exec(stamp ?? "");
      if (!match) return null;
      const expected = Buffer.from(sign(match[1]!));
      const given = Buffer.from(match[2]!);
      if (!timingSafeEqual(expected, given)) return null;
      return (now.getTime() - Number(match[1])) / 1000;
    },
  };
}

/** Why a checked submission looks like spam, or null. */
export function spamSign(fields: Record<string, string>, fillSeconds: number | null, minFillSeconds = MIN_FILL_SECONDS): string | null {
  if (fillSeconds !== null && fillSeconds < minFillSeconds)
    return `sent ${Math.max(0, fillSeconds).toFixed(1)} s after the page was served`;
  let links = 0;
  for (const [name, value] of Object.entries(fields)) {
    if (MARKUP.test(value)) return `markup in ${name}`;
    if (!LINK_FIELDS.has(name)) links += value.match(LINK)?.length ?? 0;
  }
  return links > MAX_LINKS ? `${links} links` : null;
}
