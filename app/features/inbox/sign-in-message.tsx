import { useState } from "react";
import { SIGN_IN_MESSAGE_ATTRIBUTE } from "../../../contract/inbox";

/**
 * The sign-in page's answer ("not right", "paused", "signed out"). The server writes it into this
 * paragraph of the prerendered page (server/staff/pages.ts), so it shows without JavaScript; when
 * the page hydrates, React starts from the text the server wrote, so hydration keeps it.
 */
export function SignInMessage({ className }: { className: string }) {
  const [message] = useState(() =>
    typeof document === "undefined" ? "" : (document.querySelector(`[${SIGN_IN_MESSAGE_ATTRIBUTE}]`)?.textContent ?? ""),
  );
  return (
    <p {...{ [SIGN_IN_MESSAGE_ATTRIBUTE]: "" }} role="alert" className={className}>
      {message}
    </p>
  );
}
