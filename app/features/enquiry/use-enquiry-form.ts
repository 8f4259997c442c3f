import { useCallback, useEffect, useMemo, useRef, useState, type FormEvent } from "react";
import { enquiryMessages } from "~/content/enquiry-forms";
import type { EnquiryFormContent } from "~/content/schemas/enquiry-form";
import { useHydrated } from "~/lib/use-hydrated";
import { clearDraft, loadDraft, saveDraft } from "./draft-storage";
import { readFormValues, writeFormValues } from "./form-values";
import { enquiryBody, FORM_ENDPOINT, newSubmissionId, submitEnquiry, type SubmitResult } from "./submit-enquiry";
import type { QueuedEnquiry } from "~/lib/enquiry-queue";
import { QUEUE_FLAG } from "~/lib/enquiry-queue-flag";
import { SUBMISSION_ID } from "../../../contract/enquiry-fields";
import { validateEnquiry, type FieldError } from "./validate";

export type FailedResult = Exclude<SubmitResult, { kind: "success" }>;

/** Spec §4's idle → sending → result, made explicit so success and failure never depend on message text. */
export type FormState =
  | { phase: "idle" }
  | { phase: "invalid"; errors: FieldError[] }
  | { phase: "sending" }
  | { phase: "sent"; reference: string | null }
  /** Kept on the device (IndexedDB) until the connection is back; `sent` once it has gone. */
  | { phase: "queued" }
  | { phase: "failed"; result: FailedResult };

/** Background Sync is in Chromium only; elsewhere pages send the queue themselves (app/enhance/enquiry-queue.ts). */
async function askForSync(tag: string): Promise<void> {
  const registration = await navigator.serviceWorker?.getRegistration();
  const sync = (registration as (ServiceWorkerRegistration & { sync?: { register(tag: string): Promise<void> } }) | undefined)?.sync;
  await sync?.register(tag).catch(() => {});
}

/**
 * Keeps an enquiry lost on the network on the device, or null when it cannot be kept: the queue's
 * code did not load (offline before the service worker had saved it) or the browser refused to store
 * it (quota, a private window). The visitor is then told the send failed, with the form as typed,
 * instead of a form left "Sending…" for ever.
 */
async function keptOnDevice(entry: QueuedEnquiry) {
  try {
    const queue = await import("~/lib/enquiry-queue");
    await queue.enqueue(entry);
    return { entry, QUEUE_SYNC_TAG: queue.QUEUE_SYNC_TAG };
  } catch {
    return null;
  }
}

/** Before the page's title while the form shows errors: "Error: ", "Erreur : " (the content's). */
export const ERROR_TITLE_PREFIX = `${enquiryMessages.errorPrefix} `;

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
  /** This form's enquiries waiting on the device. */
  const [waiting, setWaiting] = useState<QueuedEnquiry[]>([]);
  const waitingRef = useRef<QueuedEnquiry[]>([]);
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

  // The queue's code (and IndexedDB's) loads only on a form page, once the page is running.
  const refreshQueue = useCallback(async () => {
    if (typeof indexedDB === "undefined") return;
    const queue = await import("~/lib/enquiry-queue");
    const mine = (await queue.queuedEnquiries()).filter((entry) => entry.formType === formType);
    // Refused when it was sent from the queue: said now, with the visitor's text back in the form.
    const refused = mine.find((entry) => entry.refused !== undefined);
    if (refused && formRef.current) {
      writeFormValues(formRef.current, Object.fromEntries(refused.fields));
      await queue.dequeue(refused.id);
      setState({ phase: "failed", result: { kind: "refused", message: refused.refused || null, queued: true } });
    }
    const still = mine.filter((entry) => entry.refused === undefined);
    // One that was waiting and is gone without a refusal was sent (a cancel removes it from the list first).
    if (!refused && waitingRef.current.some((entry) => !still.some((s) => s.id === entry.id))) setState({ phase: "sent", reference: null });
    waitingRef.current = still;
    setWaiting(still);
  }, [formType]);

  useEffect(() => {
    // A queue the browser will not open (a private window) has nothing waiting to show.
    const refresh = () => void refreshQueue().catch(() => {});
    refresh();
    addEventListener("online", refresh);
    addEventListener("enquiry-queue", refresh);
    navigator.serviceWorker?.addEventListener("message", refresh);
    return () => {
      removeEventListener("online", refresh);
      removeEventListener("enquiry-queue", refresh);
      navigator.serviceWorker?.removeEventListener("message", refresh);
    };
  }, [refreshQueue]);

  const cancelQueued = useCallback(async (id: string) => {
    await (await import("~/lib/enquiry-queue")).dequeue(id);
    waitingRef.current = waitingRef.current.filter((entry) => entry.id !== id);
    setWaiting(waitingRef.current);
    setState({ phase: "idle" });
  }, []);

  const submit = useCallback(
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

      // Lost on the network (offline, a dropped connection, a server gone mid-send): kept on the
      // device and sent when the connection is back, by the same submission id. Files cannot be kept.
      const body = enquiryBody(formType, data);
      const textOnly = [...body.values()].every((value) => typeof value === "string");
      const queue =
        (result.kind === "network" || result.kind === "timeout") && textOnly && typeof indexedDB !== "undefined"
          ? await keptOnDevice({
              id: submission.current.id,
              formType,
              endpoint: FORM_ENDPOINT,
              fields: [...body].map(([name, value]) => [name, String(value)]),
              queuedAt: new Date().toISOString(),
            })
          : null;
      if (queue) {
        const entry = queue.entry;
        // Known as waiting before anything can send it: Background Sync may send it before this page
        // reads the queue again, and refreshQueue then says it was sent instead of still waiting.
        waitingRef.current = [...waitingRef.current, entry];
        // Pages without Background Sync send the queue while this is set (app/enhance/enquiry-queue.ts).
        localStorage.setItem(QUEUE_FLAG, "1");
        submission.current = null;
        clearDraft(formType);
        form.reset();
        setRestored(false);
        setState({ phase: "queued" });
        await askForSync(queue.QUEUE_SYNC_TAG);
        await refreshQueue();
        return;
      }

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
    [content.subject, fields, formType, refreshQueue],
  );
  // A handler returns nothing: what can fail in a send is said in the form's state (submitEnquiry
  // and keptOnDevice never reject); the rest (asking for Background Sync, reading the queue back)
  // only follows an enquiry already kept.
  const onSubmit = useCallback((event: FormEvent<HTMLFormElement>) => void submit(event).catch(() => {}), [submit]);

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

  return { state, hydrated, restored, waiting, cancelQueued, formRef, summaryRef, buttonRef, onSubmit, onChange, clearForm };
}
