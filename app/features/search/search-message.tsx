import type { ReactNode } from "react";
import { cn } from "~/lib/cn";
import { panelHeadingClass } from "~/ui/text-styles";

type SearchMessageProps = { id: string; title: string; text: string; className?: string; children?: ReactNode };

/** A state of the search page: its h2, the sentence under it, then what to do (suggestions, a page list). */
export function SearchMessage({ id, title, text, className, children }: SearchMessageProps) {
  return (
    <section aria-labelledby={id} className={cn("mt-10", className)}>
      <h2 id={id} className={panelHeadingClass}>
        {title}
      </h2>
      <p className="mt-3 max-w-2xl leading-relaxed text-steel-800">{text}</p>
      {children}
    </section>
  );
}
