/**
 * Staff passwords: scrypt (memory-hard, Node's own crypto) with a random salt; the hash string
 * carries its parameters so they can be raised later without breaking stored hashes.
 */
import { randomBytes, scrypt, timingSafeEqual } from "node:crypto";
import { dictionary } from "@zxcvbn-ts/language-common";

/** N = 2^15, r = 8: 32 MiB and about 0.1 s a hash on this machine (OWASP's scrypt minimum is N = 2^17 / 2^16 with more CPU). */
const PARAMS = { N: 2 ** 15, r: 8, p: 1 };
const KEY_LENGTH = 32;
export const MIN_PASSWORD_LENGTH = 12;

/**
 * Hashes run one at a time; at most MAX_WAITING wait their turn, each at most MAX_WAIT_MS. scrypt
 * runs on libuv's thread pool (4 threads), which also reads the static files: 20 sign-in posts at
 * once took all four and stalled the public pages for seconds (issue 44). One at a time leaves three
 * threads (and one of the two cores) to everything else; staff sign in a few times a day, so the
 * queue costs them nothing but a wait under attack. The lockout (login-limits.ts) bounds what one
 * address or account can queue; past MAX_WAITING, or MAX_WAIT_MS (under the server's 10 s idle
 * timeout, which would otherwise hang up on a post still waiting), sign-in answers 503.
 */
const MAX_HASHING = 1;
const MAX_WAITING = 32;
const MAX_WAIT_MS = 5_000;
let hashing = 0;
const waiting: (() => void)[] = [];

/** Too many sign-ins are waiting for their password to be checked. */
export class HashingBusyError extends Error {}

async function inTurn<T>(work: () => Promise<T>): Promise<T> {
  if (hashing >= MAX_HASHING) {
    if (waiting.length >= MAX_WAITING) throw new HashingBusyError("Too many sign-ins at once.");
    await new Promise<void>((resolve, reject) => {
      const turn = () => {
        clearTimeout(timer);
        resolve();
      };
      const timer = setTimeout(() => {
        waiting.splice(waiting.indexOf(turn), 1);
        reject(new HashingBusyError("A sign-in waited too long for its turn."));
      }, MAX_WAIT_MS);
      waiting.push(turn);
    });
  } else hashing++;
  try {
    return await work();
  } finally {
    // The turn passes straight to the next in line (hashing stays counted), or is given back.
    const next = waiting.shift();
    if (next) next();
    else hashing--;
  }
}

function derive(password: string, salt: Buffer, params: typeof PARAMS): Promise<Buffer> {
  return inTurn(
    () =>
      new Promise<Buffer>((resolve, reject) =>
        scrypt(password.normalize("NFC"), salt, KEY_LENGTH, { ...params, maxmem: 256 * params.N * params.r }, (error, key) =>
          error ? reject(error) : resolve(key),
        ),
      ),
  );
}

export async function hashPassword(password: string): Promise<string> {
  const salt = randomBytes(16);
  const key = await derive(password, salt, PARAMS);
  return `scrypt$${PARAMS.N}$${PARAMS.r}$${PARAMS.p}$${salt.toString("base64")}$${key.toString("base64")}`;
}

export async function verifyPassword(password: string, stored: string): Promise<boolean> {
  const [kind, n, r, p, salt, key] = stored.split("$");
  if (kind !== "scrypt" || !salt || !key) return false;
  const expected = Buffer.from(key, "base64");
  const actual = await derive(password, Buffer.from(salt, "base64"), { N: Number(n), r: Number(r), p: Number(p) });
  return actual.length === expected.length && timingSafeEqual(actual, expected);
}

let decoy: Promise<string> | null = null;
/**
 * A hash of no one's password: an unknown address is checked against it, so it costs the same
 * scrypt time as a wrong password and the answer cannot tell the two apart. Made at the first
 * sign-in, not when the module loads: Workers refuse random values in the global scope.
 */
export const decoyHash = (): Promise<string> => (decoy ??= hashPassword(randomBytes(24).toString("base64")));

const common = new Set(dictionary["passwords-common"].map((word) => word.toLowerCase()));

/** Why a new password is refused, or null. */
export function passwordProblem(password: string): string | null {
  if ([...password].length < MIN_PASSWORD_LENGTH) return `The password must be at least ${MIN_PASSWORD_LENGTH} characters long.`;
  if (common.has(password.toLowerCase())) return "The password is in a list of common passwords; choose another.";
  return null;
}
