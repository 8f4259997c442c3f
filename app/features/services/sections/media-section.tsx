import { ArrowRight } from "lucide-react";
import type { SectionOf } from "~/content/schemas/service-page";
import { ButtonLink } from "~/ui/button-link";
import { Img } from "~/ui/img";
import { SectionFrame } from "./section-frame";

/** Paragraphs beside a picture, with an optional link onwards. */
export function MediaSection({ section }: { section: SectionOf<"media"> }) {
  return (
    <SectionFrame id={section.id} eyebrow={section.eyebrow} title={section.title}>
      <div className="grid items-center gap-8 xl:grid-cols-2 xl:gap-10">
        <div className="space-y-4 text-lg leading-relaxed text-steel-600">
          {section.paragraphs.map((paragraph) => (
            <p key={paragraph}>{paragraph}</p>
          ))}
          {section.link && (
            <div className="pt-2">
              <ButtonLink to={section.link.href} variant="secondary">
                {section.link.label}
                <ArrowRight aria-hidden="true" className="size-4" />
              </ButtonLink>
            </div>
          )}
        </div>
        <Img
          src={section.image}
          alt={section.imageAlt}
          width={800}
          height={600}
          sizes="(min-width: 1280px) 440px, 100vw"
          className="w-full rounded-card object-cover shadow-raised"
        />
      </div>
    </SectionFrame>
  );
}
