import type { FormType } from "~/content/schemas/enquiry-form";

/**
 * What a visitor has typed, kept in sessionStorage per form so a reload or a wrong click does not
 * lose it. Only the form's own fields are stored: never the spam trap, the access key or anything
 * else the caller did not list. Storage can be missing or full (private modes): drafts then simply
 * do not persist, the form keeps working.
 */
export type Draft = Record<string, string>;

export function draftKey(formType: FormType): string {
  return `deltaforge:enquiry-draft:${formType}`;
}

function storage(): Storage | null {
  try {
    return typeof window === "undefined" ? null : window.sessionStorage;
  } catch {
    return null;
  }
}

function pick(values: Readonly<Record<string, unknown>>, names: readonly string[]): Draft {
  const draft: Draft = {};
  for (const name of names) {
    const value = values[name];
    if (typeof value === "string" && value !== "") draft[name] = value;
  }
  return draft;
}

/** Stores the listed fields' non-empty values; an all-empty form removes the draft. */
export function saveDraft(formType: FormType, values: Readonly<Record<string, string>>, names: readonly string[]): void {
  const draft = pick(values, names);
  try {
    if (Object.keys(draft).length === 0) storage()?.removeItem(draftKey(formType));
    else storage()?.setItem(draftKey(formType), JSON.stringify(draft));
  } catch {
    // Quota exceeded or storage disabled: the draft is a convenience, not a requirement.
  }
}

/** The stored draft, limited to the listed fields; null when there is none or it is unreadable. */
export function loadDraft(formType: FormType, names: readonly string[]): Draft | null {
  try {
    const raw = storage()?.getItem(draftKey(formType));
    if (!raw) return null;
    const parsed: unknown = JSON.parse(raw);
    if (typeof parsed !== "object" || parsed === null || Array.isArray(parsed)) return null;
    const draft = pick(parsed as Record<string, unknown>, names);
    return Object.keys(draft).length > 0 ? draft : null;
  } catch {
    return null;
  }
}

export function clearDraft(formType: FormType): void {
  try {
    storage()?.removeItem(draftKey(formType));
  } catch {
    // Nothing to clear when storage is unavailable.
  }
}
