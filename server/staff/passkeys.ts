/**
 * Passkeys (WebAuthn) with SimpleWebAuthn: a signed-in person adds one, then signs in with it
 * alone (a discoverable credential: no address typed). The relying party is the inbox's origin
 * (INBOX_PUBLIC_ORIGIN, else the request's own); its id is that origin's host name.
 * Challenges are single-use, kept in memory for 5 minutes; a restart only means asking again.
 */
import type Database from "better-sqlite3";
import {
  generateAuthenticationOptions,
  generateRegistrationOptions,
  verifyAuthenticationResponse,
  verifyRegistrationResponse,
  type AuthenticationResponseJSON,
  type RegistrationResponseJSON,
} from "@simplewebauthn/server";

const CHALLENGE_MS = 5 * 60 * 1000;
/** Outstanding challenges at most: asking for options is free, so their memory is bounded. */
const MAX_CHALLENGES = 10_000;
const RP_NAME = "Deltaforge inbox";

interface Row {
  id: string;
  user_id: number;
  public_key: Buffer;
  counter: number;
  transports: string | null;
}

export class PasskeyError extends Error {}

export function createPasskeys(db: Database.Database, now: () => number = Date.now) {
  const challenges = new Map<string, { expires: number; userId: number | null }>();
  const remember = (challenge: string, userId: number | null) => {
    for (const [key, value] of challenges) if (value.expires < now()) challenges.delete(key);
    if (challenges.size >= MAX_CHALLENGES) throw new PasskeyError("Too many sign-ins under way; try again in a few minutes.");
    challenges.set(challenge, { expires: now() + CHALLENGE_MS, userId });
  };
  /** A challenge we issued (to this user, for a registration), not expired, used once. */
  const take = (userId: number | null) => (challenge: string) => {
    const entry = challenges.get(challenge);
    challenges.delete(challenge);
    return entry !== undefined && entry.expires >= now() && entry.userId === userId;
  };
  const ofUser = db.prepare(`SELECT id, transports FROM staff_passkeys WHERE user_id = ?`);
  const byId = db.prepare(`SELECT id, user_id, public_key, counter, transports FROM staff_passkeys WHERE id = ?`);
  const insert = db.prepare(
    `INSERT INTO staff_passkeys (id, user_id, public_key, counter, transports, created_at) VALUES (?, ?, ?, ?, ?, ?)`,
  );
  const setCounter = db.prepare(`UPDATE staff_passkeys SET counter = ? WHERE id = ?`);
  const rpOf = (origin: string) => ({ origin, rpID: new URL(origin).hostname });

  return {
    count: (userId: number) => (ofUser.all(userId) as unknown[]).length,
    async registrationOptions(user: { id: number; email: string }, origin: string) {
      const existing = ofUser.all(user.id) as { id: string; transports: string | null }[];
      const options = await generateRegistrationOptions({
        rpName: RP_NAME,
        rpID: rpOf(origin).rpID,
        userName: user.email,
        userID: new TextEncoder().encode(`staff-${user.id}`),
        excludeCredentials: existing.map((p) => ({ id: p.id, transports: p.transports ? JSON.parse(p.transports) : undefined })),
        authenticatorSelection: { residentKey: "required", userVerification: "preferred" },
      });
      remember(options.challenge, user.id);
      return options;
    },
    async register(userId: number, response: RegistrationResponseJSON, origin: string): Promise<void> {
      const { rpID } = rpOf(origin);
      const result = await verifyRegistrationResponse({
        response,
        expectedChallenge: take(userId),
        expectedOrigin: origin,
        expectedRPID: rpID,
        requireUserVerification: false,
      }).catch((error: Error) => {
        throw new PasskeyError(error.message);
      });
      if (!result.verified) throw new PasskeyError("The passkey could not be verified.");
      const { credential } = result.registrationInfo;
      insert.run(
        credential.id,
        userId,
        Buffer.from(credential.publicKey),
        credential.counter,
        JSON.stringify(credential.transports ?? []),
        new Date(now()).toISOString(),
      );
    },
    async authenticationOptions(origin: string) {
      const options = await generateAuthenticationOptions({ rpID: rpOf(origin).rpID, userVerification: "preferred" });
      remember(options.challenge, null);
      return options;
    },
    /** The user the passkey belongs to, once its signature checks out; throws PasskeyError otherwise. */
    async authenticate(response: AuthenticationResponseJSON, origin: string): Promise<number> {
      const row = byId.get(String(response?.id ?? "")) as Row | undefined;
      if (!row) throw new PasskeyError("This passkey is not known here.");
      const result = await verifyAuthenticationResponse({
        response,
        expectedChallenge: take(null),
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
      setCounter.run(result.authenticationInfo.newCounter, row.id);
      return row.user_id;
    },
  };
}
export type Passkeys = ReturnType<typeof createPasskeys>;
