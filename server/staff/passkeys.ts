/**
 * Passkeys (WebAuthn) with SimpleWebAuthn: a signed-in person adds one, then signs in with it
 * alone (a discoverable credential: no address typed). The relying party is the inbox's origin
 * (INBOX_PUBLIC_ORIGIN, else the request's own); its id is that origin's host name.
 * Challenges are single-use, kept in memory for 5 minutes; a restart only means asking again. On
 * Workers the memory is the isolate's: the options and the answer must reach the same isolate
 * (docs/decisions/0021, third slice).
 */
import {
  generateAuthenticationOptions,
  generateRegistrationOptions,
  verifyAuthenticationResponse,
  verifyRegistrationResponse,
  type AuthenticationResponseJSON,
  type RegistrationResponseJSON,
} from "@simplewebauthn/server";
import { asSql, type SqlSource } from "../storage/sql";

const CHALLENGE_MS = 5 * 60 * 1000;
/** Outstanding challenges at most in each pool: asking for options is free, so their memory is bounded. */
const MAX_CHALLENGES = 10_000;
/**
 * Outstanding challenges one owner (a signed-in person registering, a client address signing in)
 * may have; a newer one replaces its oldest. A person needs one at a time.
 */
const MAX_CHALLENGES_PER_OWNER = 5;
const RP_NAME = "Deltaforge inbox";

interface Row {
  id: string;
  user_id: number;
  /** A Buffer from better-sqlite3, an array of bytes from D1. */
  public_key: Uint8Array | number[];
  counter: number;
  transports: string | null;
}

export class PasskeyError extends Error {}

/**
 * Single-use challenges, each with its owner. Full, it forgets the oldest instead of refusing: 10,000
 * option requests from strangers must not stop anyone else from asking (issue 44: registering then
 * answered 500). Sign-in and registration keep separate pools, so sign-in floods never touch a
 * registration under way.
 */
function challengePool(now: () => number) {
  const challenges = new Map<string, { expires: number; owner: string }>();
  const byOwner = new Map<string, string[]>();
  const forget = (challenge: string) => {
    const entry = challenges.get(challenge);
    if (!entry) return;
    challenges.delete(challenge);
    const list = byOwner.get(entry.owner)!;
    list.splice(list.indexOf(challenge), 1);
    if (list.length === 0) byOwner.delete(entry.owner);
  };
  return {
    remember(challenge: string, owner: string) {
      // Insertion order is expiry order: the expired ones are first.
      for (const [key, value] of challenges) {
        if (value.expires >= now()) break;
        forget(key);
      }
      const mine = byOwner.get(owner) ?? [];
      while (mine.length >= MAX_CHALLENGES_PER_OWNER) forget(mine[0]!);
      while (challenges.size >= MAX_CHALLENGES) forget(challenges.keys().next().value!);
      challenges.set(challenge, { expires: now() + CHALLENGE_MS, owner });
      byOwner.set(owner, [...(byOwner.get(owner) ?? []), challenge]);
    },
    /** A challenge we issued to this owner, not expired, used once. */
    take(challenge: string, owner: string | null): boolean {
      const entry = challenges.get(challenge);
      forget(challenge);
      return entry !== undefined && entry.expires >= now() && (owner === null || entry.owner === owner);
    },
  };
}

export function createPasskeys(source: SqlSource, now: () => number = Date.now) {
  const sql = asSql(source);
  const registrations = challengePool(now);
  const signIns = challengePool(now);
  const userOwner = (userId: number) => `user ${userId}`;
  const ofUser = (userId: number) =>
    sql.all<{ id: string; transports: string | null }>(`SELECT id, transports FROM staff_passkeys WHERE user_id = ?`, userId);
  const rpOf = (origin: string) => ({ origin, rpID: new URL(origin).hostname });

  return {
    count: async (userId: number) => (await ofUser(userId)).length,
    async registrationOptions(user: { id: number; email: string }, origin: string) {
      const existing = await ofUser(user.id);
      const options = await generateRegistrationOptions({
        rpName: RP_NAME,
        rpID: rpOf(origin).rpID,
        userName: user.email,
        userID: new TextEncoder().encode(`staff-${user.id}`),
        excludeCredentials: existing.map((p) => ({ id: p.id, transports: p.transports ? JSON.parse(p.transports) : undefined })),
        authenticatorSelection: { residentKey: "required", userVerification: "preferred" },
      });
      registrations.remember(options.challenge, userOwner(user.id));
      return options;
    },
    async register(userId: number, response: RegistrationResponseJSON, origin: string): Promise<void> {
      const { rpID } = rpOf(origin);
      const result = await verifyRegistrationResponse({
        response,
        expectedChallenge: (challenge: string) => registrations.take(challenge, userOwner(userId)),
        expectedOrigin: origin,
        expectedRPID: rpID,
        requireUserVerification: false,
      }).catch((error: Error) => {
        throw new PasskeyError(error.message);
      });
      if (!result.verified) throw new PasskeyError("The passkey could not be verified.");
      const { credential } = result.registrationInfo;
      await sql.run(
        `INSERT INTO staff_passkeys (id, user_id, public_key, counter, transports, created_at) VALUES (?, ?, ?, ?, ?, ?)`,
        credential.id,
        userId,
        credential.publicKey,
        credential.counter,
        JSON.stringify(credential.transports ?? []),
        new Date(now()).toISOString(),
      );
    },
    /** `client`: the client address asking; it holds at most MAX_CHALLENGES_PER_OWNER at once. */
    async authenticationOptions(origin: string, client: string) {
      const options = await generateAuthenticationOptions({ rpID: rpOf(origin).rpID, userVerification: "preferred" });
      signIns.remember(options.challenge, `address ${client}`);
      return options;
    },
    /** The user the passkey belongs to, once its signature checks out; throws PasskeyError otherwise. */
    async authenticate(response: AuthenticationResponseJSON, origin: string): Promise<number> {
      const row = await sql.first<Row>(
        `SELECT id, user_id, public_key, counter, transports FROM staff_passkeys WHERE id = ?`,
        String(response?.id ?? ""),
      );
      if (!row) throw new PasskeyError("This passkey is not known here.");
      const result = await verifyAuthenticationResponse({
        response,
        // Whichever address asked for it: it is random and used once, and an address may change
        // between the two requests (a phone moving between networks).
        expectedChallenge: (challenge: string) => signIns.take(challenge, null),
        expectedOrigin: origin,
        expectedRPID: rpOf(origin).rpID,
        credential: {
          id: row.id,
          publicKey: new Uint8Array(row.public_key),
          counter: row.counter,
          transports: row.transports ? JSON.parse(row.transports) : undefined,
        },
        requireUserVerification: false,
      }).catch((error: Error) => {
        throw new PasskeyError(error.message);
      });
      if (!result.verified) throw new PasskeyError("The passkey could not be verified.");
      await sql.run(`UPDATE staff_passkeys SET counter = ? WHERE id = ?`, result.authenticationInfo.newCounter, row.id);
      return row.user_id;
    },
  };
}
export type Passkeys = ReturnType<typeof createPasskeys>;
