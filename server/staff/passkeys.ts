/**
 * Passkeys (WebAuthn) with SimpleWebAuthn: a signed-in person adds one, then signs in with it
 * alone (a discoverable credential: no address typed). The relying party is the inbox's origin
 * (INBOX_PUBLIC_ORIGIN, else the request's own); its id is that origin's host name.
 * Challenges are single-use and expire after 5 minutes; where they are kept comes in as
 * PasskeyChallenges (challenges.ts): memory on Node, D1 on Workers, where the options and the
 * answer may reach different isolates.
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
import { memoryChallenges, type PasskeyChallenges } from "./challenges";

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

export function createPasskeys(source: SqlSource, challenges: PasskeyChallenges = memoryChallenges(), now: () => number = Date.now) {
  const sql = asSql(source);
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
      await challenges.remember("registration", options.challenge, userOwner(user.id));
      return options;
    },
    async register(userId: number, response: RegistrationResponseJSON, origin: string): Promise<void> {
      const { rpID } = rpOf(origin);
      const result = await verifyRegistrationResponse({
        response,
        expectedChallenge: (challenge: string) => challenges.take("registration", challenge, userOwner(userId)),
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
    /** `client`: the client address asking; it holds at most MAX_CHALLENGES_PER_OWNER (challenges.ts) at once. */
    async authenticationOptions(origin: string, client: string) {
      const options = await generateAuthenticationOptions({ rpID: rpOf(origin).rpID, userVerification: "preferred" });
      await challenges.remember("sign-in", options.challenge, `address ${client}`);
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
        expectedChallenge: (challenge: string) => challenges.take("sign-in", challenge, null),
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
