/**
 * Erasing one person's enquiries (an NDPA 2023 erasure request) with a confirmation: first the
 * count for the address, then a button naming that count and address. The server deletes with the
 * same code as `npm run inbox -- erase`.
 */
import { useState, type FormEvent } from "react";
import { inboxApi } from "./api";
import { inboxText } from "./labels";
import { fieldClass, secondaryButtonClass } from "./parts";

export function ErasePanel({ onErased }: { onErased: () => void }) {
  const [email, setEmail] = useState("");
  const [found, setFound] = useState<{ email: string; count: number } | null>(null);
  const [result, setResult] = useState<string | null>(null);
  const find = (event: FormEvent) => {
    event.preventDefault();
    setResult(null);
    inboxApi.eraseCount(email).then(
      ({ count }) => setFound({ email: email.trim(), count }),
      (e: Error) => setResult(e.message),
    );
  };
  const erase = () => {
    if (!found) return;
    inboxApi.erase(found.email).then(
      ({ erased }) => {
        setResult(inboxText.erased(erased, found.email));
        setFound(null);
        setEmail("");
        onErased();
      },
      (e: Error) => setResult(e.message),
    );
  };
  return (
    <details className="mt-8 rounded-lg bg-white p-4 shadow-sm">
      <summary className="cursor-pointer font-bold">{inboxText.eraseHeading}</summary>
      <p className="mt-2 max-w-prose text-steel-800">{inboxText.eraseIntro}</p>
      <form onSubmit={find} className="mt-3 flex flex-wrap items-end gap-3">
        <label className="grid gap-1 text-sm font-semibold">
          {inboxText.eraseEmail}
          <input type="email" required value={email} onChange={(e) => (setEmail(e.target.value), setFound(null))} className={fieldClass} />
        </label>
        <button type="submit" className={secondaryButtonClass}>
          {inboxText.eraseFind}
        </button>
      </form>
      {found && (
        <div className="mt-3" role="status">
          {found.count === 0 ? (
            <p>No enquiry was sent with {found.email}.</p>
          ) : (
            <button type="button" onClick={erase} className="rounded bg-danger-700 px-4 py-2 font-semibold text-white hover:opacity-90">
              {inboxText.eraseConfirm(found.count, found.email)}
            </button>
          )}
        </div>
      )}
      {result && (
        <p role="status" className="mt-3 font-semibold">
          {result}
        </p>
      )}
    </details>
  );
}
