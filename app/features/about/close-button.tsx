import { X } from "lucide-react";
import type { ButtonHTMLAttributes } from "react";

/** The "Close" button of the About pages' dialogs: a click handler, or an invoker command. */
export function CloseButton({ className = "", ...props }: ButtonHTMLAttributes<HTMLButtonElement>) {
  return (
    <button
      type="button"
      {...props}
      className={`inline-flex min-h-11 items-center gap-2 rounded-full px-4 text-sm font-bold transition-colors ${className}`}
    >
      <X aria-hidden="true" className="size-5" />
      Close
    </button>
  );
}
