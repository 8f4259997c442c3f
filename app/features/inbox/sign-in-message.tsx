import { useState } from "react";

/**
 * The sign-in page's answer ("not right", "paused", "signed out"). The server writes it into this
 * paragraph of the prerendered page (server/staff/pages.ts), so it shows without JavaScript; when
 * the page hydrates, React starts from the text the server wrote, so hydration keeps it.
 */
export function SignInMessage({ className }: { className: string }) {
  const [message] = useState(() =>
    typeof document === "undefined" ? "" : (document.querySelector("[data-sign-in-message]")?.textContent ?? ""),
  );
  return (
    <p data-sign-in-message="" role="alert" className={className}>
      {message}
    </p>
  );
}
