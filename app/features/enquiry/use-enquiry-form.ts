import { useCallback, useEffect, useMemo, useRef, useState, type FormEvent } from "react";
import type { EnquiryFormContent } from "~/content/schemas/enquiry-form";
import { useHydrated } from "~/lib/use-hydrated";
import { clearDraft, loadDraft, saveDraft } from "./draft-storage";
import { readFormValues, writeFormValues } from "./form-values";
import { newSubmissionId, submitEnquiry, type SubmitResult } from "./submit-enquiry";
import { SUBMISSION_ID } from "../../../contract/enquiry-fields";
import { validateEnquiry, type FieldError } from "./validate";

export type FailedResult = Exclude<SubmitResult, { kind: "success" }>;

/** Spec §4's idle → sending → result, made explicit so success and failure never depend on message text. */
export type FormState =
  | { phase: "idle" }
  | { phase: "invalid"; errors: FieldError[] }
  | { phase: "sending" }
  | { phase: "sent"; reference: string | null }
  | { phase: "failed"; result: FailedResult };

export const ERROR_TITLE_PREFIX = "Error: ";

/**
 * Everything the three forms share: validation on submit, the one submit module, the states,
 * drafts and focus. Inputs stay uncontrolled, so the browser owns their values (and resets them).
 */
export function useEnquiryForm(content: EnquiryFormContent) {
  const { formType } = content;
  const fields = useMemo(() => content.groups.flatMap((group) => group.fields), [content]);
  const names = useMemo(() => fields.map((field) => field.name), [fields]);
  const formRef = useRef<HTMLFormElement>(null);
  const summaryRef = useRef<HTMLDivElement>(null);
  const buttonRef = useRef<HTMLButtonElement>(null);
  // A ref, not state: a second click in the same frame must see it before React re-renders.
  const sendingRef = useRef(false);
  const refocusButton = useRef(false);
  // The id of what was last sent, kept while the same values are sent again (a retry after a
  // timeout whose post did arrive is then stored once); edited values are a new enquiry.
  const submission = useRef<{ id: string; values: string } | null>(null);
  const [state, setState] = useState<FormState>({ phase: "idle" });
  const [restored, setRestored] = useState(false);
  const hydrated = useHydrated();

  // Drafts come back only after hydration, so the prerendered HTML and the first render agree.
  // What the visitor typed before hydration wins over an older draft, and becomes the draft.
  useEffect(() => {
    const form = formRef.current;
    const typed = form ? readFormValues(form, fields).values : {};
    const typedFirst = Object.values(typed).some((value) => value !== "");
    if (typedFirst) saveDraft(formType, typed, names);
    const draft = form && !typedFirst ? loadDraft(formType, names) : null;
    if (form && draft) {
      writeFormValues(form, draft);
      setRestored(true);
    }
  }, [fields, formType, names]);

  const errors = state.phase === "invalid" ? state.errors : null;
  useEffect(() => {
    if (errors) summaryRef.current?.focus();
  }, [errors]);

  const invalid = errors !== null;
  useEffect(() => {
    if (!invalid) return;
    if (!document.title.startsWith(ERROR_TITLE_PREFIX)) document.title = ERROR_TITLE_PREFIX + document.title;
    // Strip only our own prefix: after a navigation the router has already written the next title.
    return () => {
      if (document.title.startsWith(ERROR_TITLE_PREFIX)) document.title = document.title.slice(ERROR_TITLE_PREFIX.length);
    };
  }, [invalid]);

  const sending = state.phase === "sending";
  useEffect(() => {
    // Disabling the focused button drops focus to <body>; give it back so keyboard users stay put.
    if (sending || !refocusButton.current) return;
    refocusButton.current = false;
    if (document.activeElement === document.body) buttonRef.current?.focus();
  }, [sending]);

  const onSubmit = useCallback(
    async (event: FormEvent<HTMLFormElement>) => {
      event.preventDefault();
      if (sendingRef.current) return;
      const form = event.currentTarget;
      const { values, badInput } = readFormValues(form, fields);
      const found = validateEnquiry(fields, { values, badInput });
      if (found.length > 0) {
        setState({ phase: "invalid", errors: found });
        return;
      }

      sendingRef.current = true;
      refocusButton.current = document.activeElement === buttonRef.current;
      setState({ phase: "sending" });
      const data = new FormData(form);
      data.set("subject", `${content.subject.prefix} ${(values[content.subject.field] ?? "").trim()}`);
      const sent = JSON.stringify(values);
      if (submission.current?.values !== sent) submission.current = { id: newSubmissionId(), values: sent };
      data.set(SUBMISSION_ID, submission.current.id);
      const result = await submitEnquiry(formType, data);
      sendingRef.current = false;

      if (result.kind === "success") {
        submission.current = null;
        clearDraft(formType);
        form.reset();
        setRestored(false);
        setState({ phase: "sent", reference: result.reference });
      } else {
        setState({ phase: "failed", result });
      }
    },
    [content.subject, fields, formType],
  );

  const onChange = useCallback(() => {
    const form = formRef.current;
    if (form) saveDraft(formType, readFormValues(form, fields).values, names);
  }, [fields, formType, names]);

  const clearForm = useCallback(() => {
    formRef.current?.reset();
    clearDraft(formType);
    setRestored(false);
    setState({ phase: "idle" });
  }, [formType]);

  return { state, hydrated, restored, formRef, summaryRef, buttonRef, onSubmit, onChange, clearForm };
}
