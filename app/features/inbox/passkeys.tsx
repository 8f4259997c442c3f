/**
 * Passkeys in the browser (SimpleWebAuthn): signing in with one alone on the sign-in page, and
 * adding one once signed in. Shown only where the browser has WebAuthn.
 */
import { useState } from "react";
import { browserSupportsWebAuthn, startAuthentication, startRegistration } from "@simplewebauthn/browser";
import { inboxPaths } from "../../../contract/inbox";
import { useHydrated } from "~/lib/use-hydrated";
import { inboxApi } from "./api";
import { signInText } from "./labels";
import { secondaryButtonClass } from "./parts";

async function post<T>(path: string, body: unknown): Promise<T> {
  const response = await fetch(path, {
    method: "POST",
    headers: { "Content-Type": "application/json", Accept: "application/json" },
    body: JSON.stringify(body),
    credentials: "same-origin",
  });
  const data = (await response.json().catch(() => ({}))) as T & { error?: string };
  if (!response.ok) throw new Error(data.error ?? `The inbox answered ${response.status}.`);
  return data;
}

/** Why a WebAuthn call ended without a credential, in words (the person cancelled, or it failed). */
const reason = (error: unknown) =>
  error instanceof Error && error.name === "NotAllowedError"
    ? "The passkey was not used."
    : error instanceof Error
      ? error.message
      : String(error);

export function PasskeySignIn() {
  const hydrated = useHydrated();
  const [error, setError] = useState<string | null>(null);
  if (!hydrated || !browserSupportsWebAuthn()) return null;
  const signIn = async () => {
    setError(null);
    try {
      const optionsJSON = await post<Parameters<typeof startAuthentication>[0]["optionsJSON"]>(`${inboxPaths.passkeyLogin}/options`, {});
      const answer = await startAuthentication({ optionsJSON });
      const { location } = await post<{ location: string }>(inboxPaths.passkeyLogin, answer);
      window.location.assign(location);
    } catch (e) {
      setError(reason(e));
    }
  };
  return (
    <div className="mt-6 border-t border-steel-100 pt-6">
      <button type="button" onClick={() => void signIn()} className={`${secondaryButtonClass} w-full`}>
        {signInText.withPasskey}
      </button>
      {error && (
        <p role="alert" className="mt-3 text-danger-700">
          {error}
        </p>
      )}
    </div>
  );
}

export function AddPasskey({ count, onAdded }: { count: number; onAdded: (count: number) => void }) {
  const [message, setMessage] = useState<string | null>(null);
  if (!browserSupportsWebAuthn()) return null;
  const add = async () => {
    setMessage(null);
    try {
      const optionsJSON = await inboxApi.passkeyOptions();
      const answer = await startRegistration({ optionsJSON });
      const { passkeys } = await inboxApi.addPasskey(answer);
      onAdded(passkeys);
      setMessage(signInText.passkeyAdded);
    } catch (e) {
      setMessage(reason(e));
    }
  };
  return (
    <section aria-labelledby="passkeys-heading" className="mt-4 rounded-lg bg-white p-4 shadow-sm">
      <h2 id="passkeys-heading" className="font-bold">
        {signInText.passkeys}
      </h2>
      <p className="mt-1 text-steel-800">
        {signInText.passkeyCount(count)} {signInText.passkeyWhat}
      </p>
      <button type="button" onClick={() => void add()} className={`${secondaryButtonClass} mt-3`}>
        {signInText.addPasskey}
      </button>
      {message && (
        <p role="status" className="mt-3 font-semibold">
          {message}
        </p>
      )}
    </section>
  );
}
