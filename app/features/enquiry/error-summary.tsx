import type { MouseEvent, Ref } from "react";
import { enquiryMessages } from "~/content/enquiry-forms";
import { fieldId } from "./field-ids";
import type { FieldError } from "./validate";

type ErrorSummaryProps = {
  errors: readonly FieldError[];
  ref: Ref<HTMLDivElement>;
};

/**
 * The GOV.UK error summary: focused after a failed submit so it is read out first, with a link
 * to every field in error. A link moves focus into its field and shows the field's label too.
 */
export function ErrorSummary({ errors, ref }: ErrorSummaryProps) {
  function goToField(event: MouseEvent<HTMLAnchorElement>, name: string) {
    const field = document.getElementById(fieldId(name));
    if (!field) return;
    event.preventDefault();
    const label = document.querySelector(`label[for="${fieldId(name)}"]`);
    (label ?? field).scrollIntoView({ block: "start" });
    field.focus({ preventScroll: true });
  }

  return (
    <div
      ref={ref}
      role="alert"
      tabIndex={-1}
      aria-labelledby="enquiry-error-summary-title"
      className="rounded-xl border-2 border-danger-700 bg-danger-50 p-5 sm:p-6"
    >
      <h2 id="enquiry-error-summary-title" className="text-lg font-extrabold text-navy-900">
        {enquiryMessages.errorSummaryTitle}
      </h2>
      <ul className="mt-3 space-y-2">
        {errors.map((error) => (
          <li key={error.name}>
            <a
              href={`#${fieldId(error.name)}`}
              onClick={(event) => goToField(event, error.name)}
              className="font-bold text-danger-700 underline underline-offset-2 hover:decoration-2"
            >
              {error.message}
            </a>
          </li>
        ))}
      </ul>
    </div>
  );
}
