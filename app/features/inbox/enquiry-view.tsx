/**
 * One enquiry: every field under the label the visitor saw, its status, the notification with a
 * resend button, a reply link, notes and history. Every value is rendered as text by React: a
 * submitted `<img onerror>` or `javascript:` link shows as what it is and never runs.
 */
import { useEffect, useState, type FormEvent } from "react";
import { Link, useSearchParams } from "react-router";
import { WORKFLOW_STATUSES, documentPath, notificationLabels, type EnquiryDetail, type StatusChange } from "../../../contract/inbox";
import { inboxApi } from "./api";
import { formLabels, inboxText, lagosTime } from "./labels";
import { sentFrom } from "../../../contract/inbox";
import { StatusBadge, buttonClass, changeLabels, fieldClass, secondaryButtonClass } from "./parts";

const fileSize = (bytes: number) =>
  new Intl.NumberFormat("en-NG", { style: "unit", unit: bytes >= 1024 * 1024 ? "megabyte" : "kilobyte", maximumFractionDigits: 1 }).format(
    bytes >= 1024 * 1024 ? bytes / 1024 / 1024 : Math.max(1, Math.round(bytes / 1024)),
  );

/** A mailto: link to the sender with the reference in the subject; every part percent-encoded. */
export function replyLink(e: Pick<EnquiryDetail, "email" | "reference">): string {
  return `mailto:${encodeURIComponent(e.email)}?subject=${encodeURIComponent(`Your enquiry ${e.reference} to Deltaforge Energy`)}`;
}

export function EnquiryView({ id }: { id: number }) {
  const [params] = useSearchParams();
  const [enquiry, setEnquiry] = useState<EnquiryDetail | null>(null);
  const [error, setError] = useState<string | null>(null);
  const [note, setNote] = useState("");
  const back = new URLSearchParams(params);
  back.delete("id");

  const load = () => inboxApi.get(id).then(setEnquiry, (e: Error) => setError(e.message));
  // eslint-disable-next-line react-hooks/exhaustive-deps -- one enquiry per id
  useEffect(() => void load(), [id]);
  const fail = (e: Error) => setError(e.message);
  const setStatus = (status: StatusChange) => inboxApi.setStatus([id], status).then(load, fail);
  const addNote = (event: FormEvent) => {
    event.preventDefault();
    inboxApi.addNote(id, note).then((updated) => {
      setEnquiry(updated);
      setNote("");
    }, fail);
  };

  const backLink = (
    <Link to={`?${back}`} className="font-semibold text-navy-700 underline underline-offset-2">
      ← {inboxText.back}
    </Link>
  );
  if (!enquiry) {
    return (
      <>
        {backLink}
        <p role={error ? "alert" : "status"} className="mt-4">
          {error ?? inboxText.loading}
        </p>
      </>
    );
  }
  return (
    <>
      {backLink}
      <div className="mt-4 grid gap-6 lg:grid-cols-[1fr_22rem]">
        <article className="rounded-lg bg-white p-5 shadow-sm">
          <p className="font-mono text-sm text-steel-600">{enquiry.reference}</p>
          <h1 className="mt-1 text-2xl font-bold break-words">{enquiry.company || enquiry.person || enquiry.email}</h1>
          <p className="mt-1 text-steel-600">
            {formLabels[enquiry.formType]} · {lagosTime(enquiry.receivedAt)} · {sentFrom(enquiry.language)}
          </p>
          {error && (
            <p role="alert" className="mt-3 rounded border border-danger-700 bg-danger-50 p-3 text-danger-700">
              {error}
            </p>
          )}
          <dl className="mt-5 divide-y divide-steel-100 border-t border-steel-100">
            {enquiry.fields.map((field) => (
              <div key={field.name} className="grid gap-1 py-3 sm:grid-cols-[14rem_1fr] sm:gap-4">
                <dt className="font-semibold text-steel-800">{field.label}</dt>
                <dd className="break-words whitespace-pre-wrap">{field.value}</dd>
              </div>
            ))}
          </dl>
          {enquiry.documents.length > 0 && (
            <section aria-labelledby="documents-heading" className="mt-5">
              <h2 id="documents-heading" className="font-bold">
                {inboxText.documents}
              </h2>
              <ul className="mt-2 grid gap-2">
                {enquiry.documents.map((document) => (
                  <li key={document.id}>
                    <a
                      href={documentPath(enquiry.id, document.id)}
                      className="font-semibold break-all text-navy-700 underline underline-offset-2"
                    >
                      {inboxText.download} {document.fileName}
                    </a>{" "}
                    <span className="text-sm text-steel-600">({fileSize(document.size)})</span>
                  </li>
                ))}
              </ul>
            </section>
          )}
        </article>
        <aside className="grid content-start gap-4">
          <section aria-labelledby="status-heading" className="rounded-lg bg-white p-5 shadow-sm">
            <h2 id="status-heading" className="font-bold">
              {inboxText.status}: <StatusBadge status={enquiry.status} spam={enquiry.spam} />
            </h2>
            {enquiry.spamReason && (
              <p className="mt-2 text-sm text-steel-800">
                {inboxText.spamWhy}: {enquiry.spamReason}
              </p>
            )}
            <div className="mt-3 flex flex-wrap gap-2">
              {WORKFLOW_STATUSES.filter((s) => s !== enquiry.status).map((status) => (
                <button key={status} type="button" onClick={() => void setStatus(status)} className={secondaryButtonClass}>
                  {changeLabels[status]}
                </button>
              ))}
              <button type="button" onClick={() => void setStatus(enquiry.spam ? "not_spam" : "spam")} className={secondaryButtonClass}>
                {enquiry.spam ? inboxText.notSpam : inboxText.markSpam}
              </button>
            </div>
            {enquiry.email && (
              <a href={replyLink(enquiry)} className={`${buttonClass} mt-4 w-full`}>
                {inboxText.reply}
              </a>
            )}
          </section>
          <section aria-labelledby="notification-heading" className="rounded-lg bg-white p-5 shadow-sm">
            <h2 id="notification-heading" className="font-bold">
              {inboxText.notification}: {notificationLabels[enquiry.notification]}
            </h2>
            {enquiry.notificationError && <p className="mt-2 text-sm break-words text-danger-700">{enquiry.notificationError}</p>}
            {enquiry.notificationId !== null && (
              <button
                type="button"
                onClick={() => void inboxApi.resend(id).then(setEnquiry, fail)}
                className={`${secondaryButtonClass} mt-3`}
              >
                {inboxText.resend}
              </button>
            )}
          </section>
          <section aria-labelledby="notes-heading" className="rounded-lg bg-white p-5 shadow-sm">
            <h2 id="notes-heading" className="font-bold">
              {inboxText.notes}
            </h2>
            {enquiry.notes.length === 0 ? (
              <p className="mt-2 text-steel-600">{inboxText.noNotes}</p>
            ) : (
              <ul className="mt-2 grid gap-3">
                {enquiry.notes.map((n) => (
                  <li key={n.id} className="border-l-4 border-navy-100 pl-3">
                    <p className="break-words whitespace-pre-wrap">{n.text}</p>
                    <p className="text-xs text-steel-600">
                      {n.author}, {lagosTime(n.at)}
                    </p>
                  </li>
                ))}
              </ul>
            )}
            <form onSubmit={addNote} className="mt-3 grid gap-2">
              <label className="grid gap-1 text-sm font-semibold">
                {inboxText.noteLabel}
                <textarea
                  value={note}
                  onChange={(e) => setNote(e.target.value)}
                  required
                  maxLength={5000}
                  rows={3}
                  className={fieldClass}
                />
              </label>
              <button type="submit" className={buttonClass}>
                {inboxText.addNote}
              </button>
            </form>
          </section>
          <section aria-labelledby="history-heading" className="rounded-lg bg-white p-5 shadow-sm">
            <h2 id="history-heading" className="font-bold">
              {inboxText.history}
            </h2>
            {enquiry.history.length === 0 ? (
              <p className="mt-2 text-steel-600">{inboxText.noHistory}</p>
            ) : (
              <ol className="mt-2 grid gap-2 text-sm">
                {enquiry.history.map((h) => (
                  <li key={h.id}>
                    {h.change}
                    <span className="block text-xs text-steel-600">
                      {h.author}, {lagosTime(h.at)}
                    </span>
                  </li>
                ))}
              </ol>
            )}
          </section>
        </aside>
      </div>
    </>
  );
}
