/**
 * Sign-in with a password: `POST /inbox/login` from a plain HTML form (works without JavaScript).
 * An unknown address and a wrong password get the same answer after the same scrypt work; 5
 * failures for an address in 15 minutes, or 20 from a client address, lock sign-in for both, even
 * with the right password; attempts still being checked count as failures (login-limits.ts).
 * Success: a new session id, the cookie HttpOnly, SameSite=Strict and Secure over HTTPS, then the
 * inbox.
 */
import type { Context } from "hono";
import { setCookie } from "hono/cookie";
import { inboxPaths } from "../../contract/inbox";
import { SESSION_COOKIE, overHttps } from "./guard";
import type { LoginLimits } from "./login-limits";
import { decoyHash, HashingBusyError, verifyPassword } from "./passwords";
import type { Sessions } from "./sessions";
import type { StaffUsers } from "./users";

export const WRONG_SIGN_IN = "The email address or password is not right.";
export const LOCKED_SIGN_IN = "Too many failed sign-ins. Sign-in is paused for 15 minutes; try again later.";
export const SIGNED_OUT = "You have signed out.";
export const MALFORMED_SIGN_IN = "The sign-in form did not arrive whole; please try again.";
export const BUSY_SIGN_IN = "Sign-in is busy right now; try again in a minute.";

export interface SignInDeps {
  users: StaffUsers;
  sessions: Sessions;
  limits: LoginLimits;
  trustProxy: boolean;
  clientAddress: (c: Context) => string;
}

export type SignInResult = { ok: true; token: string } | { ok: false; status: 401 | 429 | 503; message: string };

export async function signIn(deps: SignInDeps, c: Context, email: string, password: string): Promise<SignInResult> {
  const client = deps.clientAddress(c);
  const attempt = await deps.limits.begin(email, client);
  if (!attempt) return { ok: false, status: 429, message: LOCKED_SIGN_IN };
  try {
    const user = email ? await deps.users.find(email) : null;
    // The decoy costs an unknown address the same scrypt work as a wrong password.
    const matches = await verifyPassword(password, user?.passwordHash ?? (await decoyHash()));
    if (!user || !matches) {
      await deps.limits.failed(email, client);
      return { ok: false, status: 401, message: WRONG_SIGN_IN };
    }
    await deps.limits.succeeded(email);
    return { ok: true, token: await deps.sessions.start(user.id) };
  } catch (error) {
    if (error instanceof HashingBusyError) return { ok: false, status: 503, message: BUSY_SIGN_IN };
    throw error;
  } finally {
    // After the failure is written, so there is no moment when the attempt counts for nothing.
    attempt.end();
  }
}

export function setSessionCookie(c: Context, token: string, trustProxy: boolean): void {
  setCookie(c, SESSION_COOKIE, token, { path: "/", httpOnly: true, sameSite: "Strict", secure: overHttps(c, trustProxy) });
}

export function clearSessionCookie(c: Context, trustProxy: boolean): void {
  setCookie(c, SESSION_COOKIE, "", { path: "/", httpOnly: true, sameSite: "Strict", secure: overHttps(c, trustProxy), maxAge: 0 });
}

export const afterSignIn = inboxPaths.app;
