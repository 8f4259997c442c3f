import { X } from "lucide-react";
import { cn } from "~/lib/cn";

type CloseButtonProps = {
  onClick: () => void;
  /** What the button says; "Close" unless the context needs more ("Close menu"). */
  label?: string;
  /** Colours for the surface it sits on; they override the defaults they clash with. */
  className?: string;
};

/** A dialog's or panel's visible "Close" button, with its icon. */
export function CloseButton({ onClick, label = "Close", className }: CloseButtonProps) {
  return (
    <button
      type="button"
      onClick={onClick}
      className={cn("inline-flex min-h-11 items-center gap-2 rounded-full px-4 text-sm font-bold transition-colors", className)}
    >
      <X aria-hidden="true" className="size-5" />
      {label}
    </button>
  );
}
