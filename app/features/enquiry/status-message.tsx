import { CircleAlert, CircleCheck, CloudOff } from "lucide-react";
import { company } from "~/content/company";
import { enquiryMessages as messages } from "~/content/enquiry-forms";
import type { FailedResult, FormState } from "./use-enquiry-form";

/** What to tell the visitor for each failure (spec §8 defines only the refusal's fallback). */
export function failureMessage(result: FailedResult): string {
  switch (result.kind) {
    case "refused":
      if (result.queued) return messages.queuedRefused.replace("{message}", result.message ?? messages.refusedFallback);
      return result.message ?? messages.refusedFallback;
    case "network":
      return messages.network;
    case "timeout":
      return messages.timeout;
    case "http":
      return result.status === 429 ? messages.rateLimited : messages.serverError.replace("{status}", String(result.status));
    case "invalid-response":
      return messages.invalidResponse;
  }
}

/** The content's sentence with the reference in bold where `{reference}` stands. */
export function ReferenceNote({ reference, className }: { reference: string; className?: string }) {
  const [before, after] = messages.referenceNote.split("{reference}");
  return (
    <p className={className}>
      {before}
      <strong>{reference}</strong>
      {after}
    </p>
  );
}

type StatusMessageProps = {
  state: FormState;
  successMessage: string;
};

/**
 * The result of a submission. Both live regions are always in the page, so screen readers
 * announce what appears in them: success politely, failure at once. The styling follows the
 * state, not the wording of the message.
 */
export function StatusMessage({ state, successMessage }: StatusMessageProps) {
  return (
    <>
      <div role="status">
        {state.phase === "queued" && (
          <div className="mb-6 flex gap-3 rounded-xl border-2 border-navy-700 bg-navy-50 p-5 text-navy-900">
            <CloudOff aria-hidden="true" className="mt-0.5 size-6 shrink-0" />
            <p className="font-bold">{messages.queued}</p>
          </div>
        )}
        {state.phase === "sent" && (
          <div className="mb-6 flex gap-3 rounded-xl border-2 border-success-700 bg-success-50 p-5 text-success-700">
            <CircleCheck aria-hidden="true" className="mt-0.5 size-6 shrink-0" />
            <div>
              <p className="font-bold">{successMessage}</p>
              {state.reference && <ReferenceNote reference={state.reference} className="mt-1" />}
            </div>
          </div>
        )}
      </div>
      <div role="alert">
        {state.phase === "failed" && (
          <div className="mb-6 flex gap-3 rounded-xl border-2 border-danger-700 bg-danger-50 p-5">
            <CircleAlert aria-hidden="true" className="mt-0.5 size-6 shrink-0 text-danger-700" />
            <div>
              <p className="font-bold text-danger-700">{failureMessage(state.result)}</p>
              <p className="mt-1 text-navy-900">
                {messages.nextStep}{" "}
                <a
                  href={`mailto:${company.emails.info}`}
                  className="font-bold text-navy-800 underline underline-offset-2 hover:decoration-2"
                >
                  {company.emails.info}
                </a>
                .
              </p>
            </div>
          </div>
        )}
      </div>
    </>
  );
}
