import { ArrowRight } from "lucide-react";
import type { SectionOf } from "~/content/schemas/service-page";
import { ButtonLink } from "~/ui/button-link";
import { MediaBlock } from "~/ui/media-block";
import { SectionFrame } from "./section-frame";

/** Paragraphs beside a picture, with an optional link onwards. */
export function MediaSection({ section }: { section: SectionOf<"media"> }) {
  return (
    <SectionFrame id={section.id} eyebrow={section.eyebrow} title={section.title}>
      <MediaBlock image={{ src: section.image, alt: section.imageAlt, sizes: "(min-width: 1280px) 440px, 100vw" }} from="xl" frame="raised">
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
      </MediaBlock>
    </SectionFrame>
  );
}
