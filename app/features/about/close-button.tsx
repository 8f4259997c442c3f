import { X } from "lucide-react";
import { cn } from "~/lib/cn";

/** The "Close" button of the About pages' dialogs. */
export function CloseButton({ onClick, className = "" }: { onClick: () => void; className?: string }) {
  return (
    <button
      type="button"
      onClick={onClick}
      className={cn("inline-flex min-h-11 items-center gap-2 rounded-full px-4 text-sm font-bold transition-colors", className)}
    >
      <X aria-hidden="true" className="size-5" />
      Close
    </button>
  );
}
