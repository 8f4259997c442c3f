import { LoaderCircle, RotateCcw, Send, X } from "lucide-react";
import { enquiryMessages } from "~/content/enquiry-forms";
import type { EnquiryFormContent } from "~/content/schemas/enquiry-form";
import { paths } from "~/lib/paths";
import { siteLanguage, siteLanguageFacts } from "~/lib/site-language";
import { buttonClass } from "~/ui/button-link";
import { ErrorSummary } from "./error-summary";
import { FormField } from "./form-field";
import { DocumentsField } from "./documents-field";
import { StatusMessage } from "./status-message";
import { FORM_ACCESS_KEY, FORM_ENDPOINT, FORM_REDIRECT, POSTS_TO_INBOX, REDIRECT_FIELD } from "./submit-enquiry";
import { FORM_STAMP_FIELD } from "../../../contract/enquiry-reference";
import { LANGUAGE_FIELD } from "../../../contract/enquiry-fields";
import { useEnquiryForm } from "./use-enquiry-form";

type EnquiryFormProps = {
  content: EnquiryFormContent;
  /** The id of the heading that names the form. */
  labelledBy: string;
};

/**
 * One enquiry form, drawn from its content. Before hydration it is a plain HTML form posting to
 * the form service, checked by the browser's own required/type rules, and the service sends the
 * visitor on to our result page (`redirect`); once hydrated it validates itself (noValidate),
 * sends through submitEnquiry, shows the result in place and keeps a draft.
 */
export function EnquiryForm({ content, labelledBy }: EnquiryFormProps) {
  const { state, hydrated, restored, waiting, cancelQueued, formRef, summaryRef, buttonRef, onSubmit, onChange, clearForm } =
    useEnquiryForm(content);
  const errors = state.phase === "invalid" ? state.errors : [];
  const errorFor = new Map(errors.map((error) => [error.name, error.message]));
  const sending = state.phase === "sending";

  return (
    <form
      ref={formRef}
      action={FORM_ENDPOINT}
      method="post"
      encType="multipart/form-data"
      noValidate={hydrated}
      aria-labelledby={labelledBy}
      aria-busy={sending}
      onSubmit={onSubmit}
      onChange={onChange}
      className="mt-8"
    >
      <input type="hidden" name="access_key" value={FORM_ACCESS_KEY} />
      <input type="hidden" name="form_type" value={content.formType} />
      <input type="hidden" name={REDIRECT_FIELD} value={FORM_REDIRECT} />
      {/* The page's language: the inbox answers, stores and acknowledges in it (contract LANGUAGE_FIELD). */}
      <input type="hidden" name={LANGUAGE_FIELD} value={siteLanguage} />
      {POSTS_TO_INBOX && (
        // Our server writes the time it served the page in here (server/page-fill.ts), to tell a
        // form sent within seconds (a bot) from a person's. No value here, so hydration keeps it.
        <input type="hidden" name={FORM_STAMP_FIELD} data-server-fill="stamp" />
      )}

      {waiting.length > 0 && (
        <ul className="mb-8 space-y-2">
          {waiting.map((entry) => (
            <li
              key={entry.id}
              className="flex flex-wrap items-center gap-x-4 gap-y-2 rounded-lg border border-navy-200 bg-white px-4 py-3 text-sm text-navy-900"
            >
              <p>
                {enquiryMessages.queuedItem.replace(
                  "{time}",
                  new Date(entry.queuedAt).toLocaleString(siteLanguageFacts.intl, { dateStyle: "medium", timeStyle: "short" }),
                )}
              </p>
              <button
                type="button"
                onClick={() => void cancelQueued(entry.id)}
                className="inline-flex min-h-6 items-center gap-1.5 font-bold text-navy-800 underline underline-offset-2 hover:decoration-2"
              >
                <X aria-hidden="true" className="size-4" />
                {enquiryMessages.cancelQueued}
              </button>
            </li>
          ))}
        </ul>
      )}

      {/* In the page from the start, for scripts only (`data-js-only`): added at hydration, it moved
          the form below it down by its height while the visitor might be reaching for a field. */}
      <div data-js-only className="mb-8 flex flex-wrap items-center gap-x-4 gap-y-2 rounded-lg bg-navy-50 px-4 py-3 text-sm text-navy-800">
        <p>{restored ? enquiryMessages.draftRestored : enquiryMessages.draftSaved}</p>
        {restored && (
          <button
            type="button"
            onClick={clearForm}
            className="inline-flex min-h-6 items-center gap-1.5 font-bold text-navy-800 underline underline-offset-2 hover:decoration-2"
          >
            <RotateCcw aria-hidden="true" className="size-4" />
            {enquiryMessages.clearForm}
          </button>
        )}
      </div>

      {errors.length > 0 && (
        <div className="mb-8">
          <ErrorSummary ref={summaryRef} errors={errors} />
        </div>
      )}

      <div className="space-y-10">
        {content.groups.map((group) => (
          <fieldset key={group.legend} className="min-w-0">
            <legend className="mb-5 flex w-full items-center gap-3 text-sm font-extrabold tracking-[0.14em] text-navy-800 uppercase">
              {group.legend}
              <span aria-hidden="true" className="h-px flex-1 bg-steel-100" />
            </legend>
            <div className="grid gap-x-6 gap-y-6 sm:grid-cols-2">
              {group.fields.map((field) =>
                // Posting to our inbox, the vendor sends the documents themselves instead of ticking
                // that they have them; the hosted service takes no files, so there the box stays.
                POSTS_TO_INBOX && field.name === "attachments" ? (
                  <DocumentsField key={field.name} />
                ) : (
                  <FormField key={field.name} field={field} error={errorFor.get(field.name)} />
                ),
              )}
            </div>
          </fieldset>
        ))}
      </div>

      {content.botcheck && (
        // Spam trap (spec §5): off-screen and out of the tab order, so only bots tick it.
        <div aria-hidden="true" className="absolute -left-[10000px] size-px overflow-hidden">
          <label>
            {enquiryMessages.botcheckLabel}
            <input type="checkbox" name="botcheck" tabIndex={-1} aria-hidden="true" />
          </label>
        </div>
      )}

      <div className="mt-10 border-t border-steel-100 pt-8">
        <StatusMessage state={state} successMessage={content.successMessage} />
        <button
          ref={buttonRef}
          type="submit"
          disabled={sending}
          className={buttonClass("primary", "w-full px-8 text-base disabled:cursor-wait disabled:opacity-80 sm:w-auto")}
        >
          {sending ? <LoaderCircle aria-hidden="true" className="size-5 animate-spin" /> : <Send aria-hidden="true" className="size-5" />}
          {sending ? enquiryMessages.sending : content.submitLabel}
        </button>
        <p className="mt-4 text-sm text-steel-600">
          {enquiryMessages.privacyNote}{" "}
          <a href={paths.privacy} className="font-semibold text-navy-800 underline underline-offset-2 hover:text-navy-950">
            {enquiryMessages.privacyLink}
          </a>
          .
        </p>
      </div>
    </form>
  );
}
