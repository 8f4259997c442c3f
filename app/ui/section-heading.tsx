import type { ReactNode } from "react";
import { cn } from "~/lib/cn";

type SectionHeadingProps = {
  id?: string;
  eyebrow?: string;
  title: string;
  children?: ReactNode;
  align?: "left" | "center";
  tone?: "light" | "dark";
};

/** The h2 of a page section, with an optional eyebrow line and lead paragraph. */
export function SectionHeading({ id, eyebrow, title, children, align = "left", tone = "light" }: SectionHeadingProps) {
  const dark = tone === "dark";
  return (
    <div className={cn("max-w-3xl", align === "center" && "mx-auto text-center")}>
      {eyebrow && (
        <p className={cn("text-xs font-bold uppercase tracking-[0.2em]", dark ? "text-amber-400" : "text-amber-700")}>{eyebrow}</p>
      )}
      <h2 id={id} className={cn("mt-2 text-3xl font-extrabold tracking-tight sm:text-4xl", dark ? "text-white" : "text-navy-900")}>
        {title}
      </h2>
      {children && <div className={cn("mt-4 text-lg leading-relaxed", dark ? "text-navy-100" : "text-steel-600")}>{children}</div>}
    </div>
  );
}
