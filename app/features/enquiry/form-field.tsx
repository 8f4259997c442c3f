import { ChevronDown } from "lucide-react";
import { enquiryMessages } from "~/content/enquiry-forms";
import type { EnquiryField } from "~/content/schemas/enquiry-form";
import { MIN_YEAR } from "../../../contract/enquiry-fields";
import { cn } from "~/lib/cn";
import { errorId, fieldId, hintId } from "./field-ids";

type FormFieldProps = {
  field: EnquiryField;
  error?: string;
};

/** After the label of a required field. */
function RequiredMark() {
  return <span className="ml-1.5 text-sm font-semibold text-steel-600">{enquiryMessages.requiredMark}</span>;
}

const controlBase =
  "mt-2 block w-full rounded-lg border bg-white px-4 text-base text-navy-900 shadow-sm transition-colors placeholder:text-steel-500 hover:border-navy-700";

function controlClass(error: boolean, extra: string): string {
  return cn(controlBase, error ? "border-2 border-danger-700" : "border-steel-300", extra);
}

/** One labelled field: label (with "required" in words), hint, inline error, then the control. */
export function FormField({ field, error }: FormFieldProps) {
  const id = fieldId(field.name);
  const describedBy = [field.hint && hintId(field.name), error && errorId(field.name)].filter(Boolean).join(" ") || undefined;
  const common = {
    id,
    name: field.name,
    required: field.required,
    "aria-invalid": error ? true : undefined,
    "aria-describedby": describedBy,
  } as const;

  const hint = field.hint && (
    <p id={hintId(field.name)} className="mt-1 text-sm leading-relaxed text-steel-600">
      {field.hint}
    </p>
  );
  const message = error && (
    <p id={errorId(field.name)} className="mt-1 text-sm font-bold text-danger-700">
      <span className="sr-only">{`${enquiryMessages.errorPrefix} `}</span>
      {error}
    </p>
  );
  // A column, so that side-by-side controls line up even when only one of them has a hint.
  const wrapper = `flex flex-col ${field.width === "half" ? "" : "sm:col-span-2"} ${error ? "border-l-4 border-danger-700 pl-4" : ""}`;

  if (field.kind === "checkbox") {
    return (
      <div className={wrapper}>
        {message}
        <div className="flex items-start gap-3">
          <input
            {...common}
            type="checkbox"
            value={field.value}
            className="mt-0.5 size-6 shrink-0 cursor-pointer rounded accent-navy-800"
          />
          <div>
            <label htmlFor={id} className="cursor-pointer font-bold text-navy-900">
              {field.label}
              {field.required && <RequiredMark />}
            </label>
            {hint}
          </div>
        </div>
      </div>
    );
  }

  let control;
  switch (field.kind) {
    case "textarea":
      control = (
        <textarea
          {...common}
          rows={field.rows}
          maxLength={field.maxLength}
          autoComplete={field.autoComplete}
          className={controlClass(Boolean(error), "py-3 leading-relaxed")}
        />
      );
      break;
    case "select":
      control = (
        <div className="relative">
          <select {...common} defaultValue="" className={controlClass(Boolean(error), "h-12 cursor-pointer appearance-none pr-11")}>
            <option value="">{field.placeholder}</option>
            {(field.options ?? []).map((option) => (
              <option key={option.value} value={option.value}>
                {option.label}
              </option>
            ))}
          </select>
          <ChevronDown
            aria-hidden="true"
            className="pointer-events-none absolute top-1/2 right-4 size-5 -translate-y-1/2 mt-1 text-navy-700"
          />
        </div>
      );
      break;
    case "year":
      control = (
        <input
          {...common}
          type="number"
          inputMode="numeric"
          min={MIN_YEAR}
          step={1}
          className={controlClass(Boolean(error), "h-12 sm:max-w-48")}
        />
      );
      break;
    default:
      control = (
        <input
          {...common}
          type={field.kind}
          maxLength={field.maxLength}
          autoComplete={field.autoComplete}
          spellCheck={field.kind === "text" ? undefined : false}
          className={controlClass(Boolean(error), "h-12")}
        />
      );
  }

  return (
    <div className={wrapper}>
      <label htmlFor={id} className="block font-bold text-navy-900">
        {field.label}
        {field.required && <RequiredMark />}
      </label>
      {hint}
      {message}
      <div className="mt-auto">{control}</div>
    </div>
  );
}
