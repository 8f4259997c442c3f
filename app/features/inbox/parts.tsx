/** Small pieces the inbox's views share: the status badge, the words for a status change, field and button styles. */
import { statusLabels, type StatusChange, type WorkflowStatus } from "../../../contract/inbox";

export const changeLabels: Record<StatusChange, string> = { ...statusLabels, not_spam: "Not spam" };

export const fieldClass = "rounded border border-steel-500 bg-white px-3 py-2 text-base font-normal text-navy-950";
export const buttonClass =
  "inline-flex items-center justify-center rounded bg-navy-800 px-4 py-2 font-semibold text-white hover:bg-navy-700 disabled:opacity-60";
export const secondaryButtonClass =
  "inline-flex items-center justify-center rounded border border-navy-800 bg-white px-4 py-2 font-semibold text-navy-800 hover:bg-navy-50 disabled:opacity-60";

const badge: Record<WorkflowStatus | "spam", string> = {
  new: "bg-amber-300 text-navy-950",
  in_progress: "bg-navy-100 text-navy-900",
  answered: "bg-success-50 text-success-700 ring-1 ring-success-700",
  spam: "bg-danger-50 text-danger-700 ring-1 ring-danger-700",
};

export function StatusBadge({ status, spam }: { status: WorkflowStatus; spam: boolean }) {
  const shown = spam ? "spam" : status;
  return (
    <span className={`inline-block rounded-full px-2.5 py-0.5 text-xs font-bold whitespace-nowrap ${badge[shown]}`}>
      {statusLabels[shown]}
    </span>
  );
}
