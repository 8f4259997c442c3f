import type { ReactNode } from "react";
import { Container } from "~/ui/container";
import { SectionHeading } from "~/ui/section-heading";
import { cn } from "~/lib/cn";

type AboutSectionProps = {
  id: string;
  eyebrow?: string;
  title: string;
  lead?: ReactNode;
  /** Tinted background, to separate neighbouring sections. */
  tinted?: boolean;
  align?: "left" | "center";
  children: ReactNode;
};

/** A section of an About page: its own anchor (search links to it), an h2 naming it, then content. */
export function AboutSection({ id, eyebrow, title, lead, tinted = false, align = "left", children }: AboutSectionProps) {
  const titleId = `${id}-title`;
  return (
    <section id={id} aria-labelledby={titleId} className={cn("scroll-mt-32 py-16 sm:py-24", tinted ? "bg-steel-50" : "bg-white")}>
      <Container>
        <SectionHeading id={titleId} eyebrow={eyebrow} title={title} align={align}>
          {lead}
        </SectionHeading>
        <div className="mt-12">{children}</div>
      </Container>
    </section>
  );
}
