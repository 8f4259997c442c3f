import type { HTMLAttributes, ReactNode } from "react";
import { cn } from "~/lib/cn";
import { Container } from "./container";
import { SectionHeading } from "./section-heading";

const backgrounds = { plain: "", tinted: "bg-steel-50", dark: "bg-navy-900" } as const;

type SectionProps = Omit<HTMLAttributes<HTMLElement>, "id" | "title" | "className" | "children"> & {
  /** The section's anchor: search results and in-page links point at it. */
  id: string;
  /** The h2's id, `${id}-title` unless given. */
  headingId?: string;
  eyebrow?: string;
  title: string;
  lead?: ReactNode;
  align?: "left" | "center";
  /** The band's background: "tinted" separates neighbouring sections, "dark" is a navy band with light text. */
  surface?: "plain" | "tinted" | "dark";
  /** Vertical padding from small screens up: "roomy" for content pages, "snug" between bands. */
  spacing?: "roomy" | "snug";
  /** The space between the heading and the content. */
  gap?: "mt-10" | "mt-12" | "mt-16";
  className?: string;
  children: ReactNode;
};

/** A full-width page section: its anchor, an h2 naming it (with eyebrow and lead), then its content, at the site's width. */
export function Section({
  id,
  headingId = `${id}-title`,
  eyebrow,
  title,
  lead,
  align,
  surface = "plain",
  spacing = "roomy",
  gap = "mt-12",
  className = "",
  children,
  ...rest
}: SectionProps) {
  return (
    <section
      {...rest}
      id={id}
      aria-labelledby={headingId}
      className={cn("render-near-view py-16", spacing === "roomy" ? "sm:py-24" : "sm:py-20", backgrounds[surface], className)}
    >
      <Container>
        <SectionHeading id={headingId} eyebrow={eyebrow} title={title} align={align} tone={surface === "dark" ? "dark" : "light"}>
          {lead}
        </SectionHeading>
        <div className={gap}>{children}</div>
      </Container>
    </section>
  );
}
