/**
 * Passkey challenges on the Worker, in workerd with local D1: the options and the answer of a
 * ceremony may reach different isolates, so the challenges live in D1 (storage/d1-challenges.ts).
 * Two apps made from the same bindings stand for two isolates, as in limits.test.ts: each has its
 * own memory, and the same database. The passkey is the software authenticator of the staff
 * contract (staff/test-passkey.ts).
 */
import { beforeAll, describe, expect, it } from "vitest";
import { inboxPaths } from "../../contract/inbox";
import { CHALLENGE_MS, MAX_CHALLENGES_PER_OWNER } from "../staff/challenges";
import { softPasskey } from "../staff/test-passkey";
import { createStaffUsers } from "../staff/users";
import { pruneChallenges } from "../storage/d1-challenges";
import { d1Sql } from "../storage/d1-sql";
import { createWorkerApp } from "./app";
import { testEnv as env } from "./test-env";

const ORIGIN = "https://deltaforge.example";
const STAFF = "chidi.challenges@staff.example";
const PASSWORD = "a long enough passphrase";
type App = ReturnType<typeof createWorkerApp>;

const request = (app: App, path: string, init: RequestInit = {}) => app.fetch(new Request(`${ORIGIN}${path}`, init), env);
const jsonPost = (app: App, path: string, body: unknown, headers: Record<string, string> = {}) =>
  request(app, path, {
    method: "POST",
    headers: { Origin: ORIGIN, "Content-Type": "application/json", ...headers },
    body: JSON.stringify(body),
  });
const signInOptions = async (app: App, address = "203.0.113.5") =>
  (await (
    await request(app, `${inboxPaths.passkeyLogin}/options`, { method: "POST", headers: { Origin: ORIGIN, "cf-connecting-ip": address } })
  ).json()) as { challenge: string; rpId: string };
// Each answer from its own address: refused answers count towards the lockout per address
// (staff/login-limits.ts), which is not what these tests are about.
let answers = 0;
const answer = (app: App, body: unknown) => jsonPost(app, inboxPaths.passkeyLogin, body, { "cf-connecting-ip": `198.51.100.${++answers}` });
const challengeRows = (challenges: string[]) =>
  env.DB.prepare(`SELECT COUNT(*) AS n FROM passkey_challenges WHERE challenge IN (${challenges.map(() => "?").join(", ")})`)
    .bind(...challenges)
    .first<{ n: number }>()
    .then((r) => r!.n);

describe("passkey challenges on the Worker", () => {
  const [one, two] = [createWorkerApp(env), createWorkerApp(env)];
  let passkey: Awaited<ReturnType<typeof softPasskey>>;

  beforeAll(async () => {
    passkey = await softPasskey();
    await createStaffUsers(d1Sql(env.DB)).add(STAFF, PASSWORD);
  });

  it("registers a passkey whose options one isolate issued and another receives the answer to", async () => {
    const signedIn = await request(one, inboxPaths.login, {
      method: "POST",
      headers: { Origin: ORIGIN, "Content-Type": "application/x-www-form-urlencoded" },
      body: new URLSearchParams({ email: STAFF, password: PASSWORD }).toString(),
      redirect: "manual",
    });
    const cookie = { Cookie: signedIn.headers.get("set-cookie")!.split(";")[0]! };
    const options = (await (await jsonPost(one, `${inboxPaths.api}/passkeys/options`, {}, cookie)).json()) as {
      challenge: string;
      rp: { id: string };
    };
    const added = await jsonPost(two, `${inboxPaths.api}/passkeys`, await passkey.register(options, ORIGIN), cookie);
    expect(await added.json()).toEqual({ passkeys: 1 });
  });

  it("signs in with a challenge one isolate issued at the other; the same answer again is refused by both", async () => {
    const response = await passkey.authenticate(await signInOptions(one), ORIGIN);
    const signedIn = await answer(two, response);
    expect(await signedIn.json()).toEqual({ location: inboxPaths.app });
    const me = await request(one, `${inboxPaths.api}/me`, { headers: { Cookie: signedIn.headers.get("set-cookie")!.split(";")[0]! } });
    expect(await me.json()).toEqual({ email: STAFF, passkeys: 1 });

    expect((await answer(two, response)).status).toBe(401);
    expect((await answer(one, response)).status).toBe(401);
  });

  it("lets only one of two answers racing to two isolates use a challenge", async () => {
    const response = await passkey.authenticate(await signInOptions(one), ORIGIN);
    const statuses = (await Promise.all([answer(one, response), answer(two, response)])).map((r) => r.status);
    expect(statuses.sort()).toEqual([200, 401]);
  });

  it(`refuses a challenge past its ${CHALLENGE_MS / 60_000} minutes, and the cron's prune deletes expired ones only`, async () => {
    const options = await signInOptions(one);
    const response = await passkey.authenticate(options, ORIGIN);
    // Time passes for this challenge: its row now says it expired a moment ago.
    await env.DB.prepare(`UPDATE passkey_challenges SET expires = ? WHERE challenge = ?`)
      .bind(Date.now() - 1, options.challenge)
      .run();
    expect((await answer(two, response)).status).toBe(401);

    const waiting = [(await signInOptions(one)).challenge, (await signInOptions(two)).challenge];
    await pruneChallenges(env.DB, Date.now());
    expect(await challengeRows(waiting)).toBe(waiting.length);
    await pruneChallenges(env.DB, Date.now() + CHALLENGE_MS + 1);
    expect(await challengeRows(waiting)).toBe(0);
  });

  it(`keeps at most ${MAX_CHALLENGES_PER_OWNER} challenges for one address across isolates: a newer one replaces the oldest`, async () => {
    const address = "203.0.113.77";
    const issued = [];
    for (let i = 0; i <= MAX_CHALLENGES_PER_OWNER; i++) issued.push(await signInOptions(i % 2 ? one : two, address));
    expect(await challengeRows(issued.map((o) => o.challenge))).toBe(MAX_CHALLENGES_PER_OWNER);
    expect((await answer(one, await passkey.authenticate(issued[0]!, ORIGIN))).status).toBe(401);
    expect((await answer(two, await passkey.authenticate(issued.at(-1)!, ORIGIN))).status).toBe(200);
  });
});
