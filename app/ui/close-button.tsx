import { X } from "lucide-react";
import type { ButtonHTMLAttributes } from "react";
import { cn } from "~/lib/cn";

type CloseButtonProps = Omit<ButtonHTMLAttributes<HTMLButtonElement>, "children"> & {
  /** What the button says: content, given by the caller ("Close", "Close menu"). */
  label: string;
};

/**
 * A dialog's or panel's visible "Close" button, with its icon: with a click handler, or with an
 * invoker command (`command="close" commandfor="…"`) that needs no script. The caller's classes
 * (colours for the surface it sits on) override the defaults they clash with.
 */
export function CloseButton({ label, className, ...props }: CloseButtonProps) {
  return (
    <button
      type="button"
      {...props}
      className={cn("inline-flex min-h-11 items-center gap-2 rounded-full px-4 text-sm font-bold transition-colors", className)}
    >
      <X aria-hidden="true" className="size-5" />
      {label}
    </button>
  );
}
