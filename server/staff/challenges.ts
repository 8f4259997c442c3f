/**
 * Where passkey ceremonies keep their challenges between the options and the answer: one small
 * interface the passkey code (passkeys.ts) uses the same way on both runtimes. On Node one process
 * answers every request, so memory is right (and fast: the passkeys test issues 10,000; a fsynced
 * write for each would be slow); on Workers the answer may reach another isolate than the one that
 * issued the options, so they live in D1 (storage/d1-challenges.ts).
 */

/** Registration and sign-in keep separate pools: sign-in floods never touch a registration under way. */
export type ChallengeKind = "registration" | "sign-in";

export interface PasskeyChallenges {
  /** Keeps a challenge issued to `owner` (a signed-in person registering, a client address signing in). */
  remember(kind: ChallengeKind, challenge: string, owner: string): Promise<void>;
  /**
   * Whether this is a challenge we issued (to this owner, unless null), not expired. It is used up
   * either way: asked twice, the second answer is false.
   */
  take(kind: ChallengeKind, challenge: string, owner: string | null): Promise<boolean>;
}

/** How long an answer may take. */
export const CHALLENGE_MS = 5 * 60 * 1000;
/** Outstanding challenges at most in each pool: asking for options is free, so their memory is bounded. */
const MAX_CHALLENGES = 10_000;
/**
 * Outstanding challenges one owner may have in a pool; a newer one replaces its oldest. A person
 * needs one at a time.
 */
export const MAX_CHALLENGES_PER_OWNER = 5;

/**
 * Single-use challenges, each with its owner. Full, it forgets the oldest instead of refusing: 10,000
 * option requests from strangers must not stop anyone else from asking (issue 44: registering then
 * answered 500).
 */
function memoryPool(now: () => number) {
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
    take(challenge: string, owner: string | null): boolean {
      const entry = challenges.get(challenge);
      forget(challenge);
      return entry !== undefined && entry.expires >= now() && (owner === null || entry.owner === owner);
    },
  };
}

/** The Node server's challenges: in its one process's memory; a restart only means asking again. */
export function memoryChallenges(now: () => number = Date.now): PasskeyChallenges {
  const pools: Record<ChallengeKind, ReturnType<typeof memoryPool>> = { registration: memoryPool(now), "sign-in": memoryPool(now) };
  return {
    remember: async (kind, challenge, owner) => pools[kind].remember(challenge, owner),
    take: async (kind, challenge, owner) => pools[kind].take(challenge, owner),
  };
}
