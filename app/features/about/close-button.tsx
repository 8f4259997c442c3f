import { X } from "lucide-react";

/** The "Close" button of the About pages' dialogs. */
export function CloseButton({ onClick, className = "" }: { onClick: () => void; className?: string }) {
  return (
    <button
      type="button"
      onClick={onClick}
      className={`inline-flex min-h-11 items-center gap-2 rounded-full px-4 text-sm font-bold transition-colors ${className}`}
    >
      <X aria-hidden="true" className="size-5" />
      Close
    </button>
  );
}
