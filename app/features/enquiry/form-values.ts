import type { EnquiryField } from "~/content/schemas/enquiry-form";

type Control = HTMLInputElement | HTMLSelectElement | HTMLTextAreaElement;

function control(form: HTMLFormElement, name: string): Control | null {
  const element = form.elements.namedItem(name);
  return element instanceof HTMLInputElement || element instanceof HTMLSelectElement || element instanceof HTMLTextAreaElement
    ? element
    : null;
}

/** The fields' current values as they would be submitted ("" for empty or unticked). */
export function readFormValues(form: HTMLFormElement, fields: readonly EnquiryField[]) {
  const values: Record<string, string> = {};
  const badInput = new Set<string>();
  for (const field of fields) {
    const element = control(form, field.name);
    if (!element) continue;
    if (element instanceof HTMLInputElement && element.type === "checkbox") {
      values[field.name] = element.checked ? element.value : "";
    } else {
      values[field.name] = element.value;
    }
    if (element.validity.badInput) badInput.add(field.name);
  }
  return { values, badInput };
}

/** Puts stored values back into the form; values a select does not offer are left out. */
export function writeFormValues(form: HTMLFormElement, values: Readonly<Record<string, string>>): void {
  for (const [name, value] of Object.entries(values)) {
    const element = control(form, name);
    if (!element) continue;
    if (element instanceof HTMLInputElement && element.type === "checkbox") {
      element.checked = element.value === value;
    } else if (element instanceof HTMLSelectElement) {
      if ([...element.options].some((option) => option.value === value)) element.value = value;
    } else {
      element.value = value;
    }
  }
}
