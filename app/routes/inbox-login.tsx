import "~/features/inbox/inbox.css";
import { inboxPaths } from "../../contract/inbox";
import type { RouteHandle } from "~/lib/route-handle";
import { buttonClass, fieldClass } from "~/features/inbox/parts";
import { PasskeySignIn } from "~/features/inbox/passkeys";
import { inboxText, signInText } from "~/features/inbox/labels";
import { SignInMessage } from "~/features/inbox/sign-in-message";

// The staff inbox's sign-in: a plain HTML form that posts to our server (works without JavaScript).
// The server writes its answer into the empty message paragraph (server/staff/pages.ts), which
// hydration keeps (SignInMessage). It hydrates only for the passkey button.
export const handle: RouteHandle = { bare: true, hydrate: true };

export const meta = () => [{ title: `${signInText.heading} | ${inboxText.appName}` }, { name: "robots", content: "noindex, nofollow" }];

export default function InboxLoginPage() {
  return (
    <main className="grid min-h-screen place-items-center bg-steel-50 px-4 py-10 text-navy-950">
      <div className="w-full max-w-sm rounded-lg bg-white p-6 shadow-md">
        <p className="text-sm font-semibold tracking-wide text-steel-600 uppercase">{inboxText.appName}</p>
        <h1 className="mt-1 text-2xl font-bold">{signInText.heading}</h1>
        <SignInMessage className="mt-4 rounded border border-danger-700 bg-danger-50 p-3 text-danger-700 empty:hidden" />
        <form method="post" action={inboxPaths.login} className="mt-4 grid gap-4">
          <label className="grid gap-1 font-semibold">
            {signInText.email}
            <input type="email" name="email" autoComplete="username webauthn" required className={fieldClass} />
          </label>
          <label className="grid gap-1 font-semibold">
            {signInText.password}
            <input type="password" name="password" autoComplete="current-password" required className={fieldClass} />
          </label>
          <button type="submit" className={buttonClass}>
            {signInText.submit}
          </button>
        </form>
        <PasskeySignIn />
      </div>
    </main>
  );
}
