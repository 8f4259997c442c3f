import type { ReactNode } from "react";
import { cn } from "~/lib/cn";

const variants = {
  primary: "bg-amber-500 text-navy-950 hover:bg-amber-400 shadow-sm",
  secondary: "bg-navy-800 text-white hover:bg-navy-700",
  outline: "border-2 border-current text-navy-800 hover:bg-navy-50",
  "outline-light": "border-2 border-white/80 text-white hover:bg-white/10",
} as const;

export type ButtonVariant = keyof typeof variants;

/** A button's classes; those in `extra` override the defaults they clash with ("text-base" beats "text-sm"). */
export function buttonClass(variant: ButtonVariant = "primary", extra = ""): string {
  return cn(
    "inline-flex min-h-11 items-center justify-center gap-2 rounded-full px-6 py-2.5 text-sm font-bold transition-colors",
    variants[variant],
    extra,
  );
}

type ButtonLinkProps = {
  to: string;
  children: ReactNode;
  variant?: ButtonVariant;
  className?: string;
};

/** A row's buttons from a list of links: the first primary, the others in the `others` variant. */
export function ButtonLinks({
  links,
  others = "outline-light",
}: {
  links: readonly { href: string; label: string }[];
  others?: ButtonVariant;
}) {
  return links.map((link, index) => (
    <ButtonLink key={link.href} to={link.href} variant={index === 0 ? "primary" : others}>
      {link.label}
    </ButtonLink>
  ));
}

/** An internal link that looks like a button. */
export function ButtonLink({ to, children, variant = "primary", className = "" }: ButtonLinkProps) {
  return (
    <a href={to} className={buttonClass(variant, className)}>
      {children}
    </a>
  );
}
