import type { TextPageEntry } from "~/content/text-pages";
import { Container } from "~/ui/container";
import { Img } from "~/ui/img";
import { pictureClass } from "~/ui/media-block";
import { Markdown } from "~/ui/markdown";

type TextPageBodyProps = { page: Pick<TextPageEntry, "sections" | "image" | "imageAlt"> };

/**
 * A page with text below its banner: its sections (an h2 and the editor's Markdown each) beside its
 * picture, which comes first on small screens and stays in view beside the text on large ones.
 */
export function TextPageBody({ page }: TextPageBodyProps) {
  return (
    <Container className="py-16 sm:py-24">
      <div className="grid gap-10 lg:grid-cols-[minmax(0,1fr)_24rem] lg:gap-16">
        <Img
          src={page.image}
          alt={page.imageAlt}
          width={800}
          height={600}
          sizes="(min-width: 1024px) 24rem, 100vw"
          className={pictureClass("flat", "lg:sticky lg:top-36 lg:order-last")}
        />
        <div className="min-w-0 space-y-14">
          {page.sections.map((section) => (
            <section key={section.anchor} id={section.anchor} aria-labelledby={`${section.anchor}-title`} className="scroll-mt-32">
              <h2 id={`${section.anchor}-title`} className="text-2xl font-extrabold tracking-tight text-navy-900 sm:text-3xl">
                {section.heading}
              </h2>
              <Markdown className="mt-5">{section.body}</Markdown>
            </section>
          ))}
        </div>
      </div>
    </Container>
  );
}
