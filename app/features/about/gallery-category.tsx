import type { GalleryCategory } from "~/content/schemas/gallery";
import { Img } from "~/ui/img";
import { cardClass } from "~/ui/card";
import { zoomingPictureClass } from "~/ui/media-block";

/**
 * One gallery category: its heading and a responsive grid of pictures. Each picture is a button
 * named by its caption that opens the lightbox; the picture keeps its description as alt text. The
 * buttons are disabled until the lightbox's script runs (app/enhance/gallery-lightbox.ts): without
 * it the grid is a plain gallery of every picture.
 */
export function GalleryCategorySection({ category }: { category: GalleryCategory }) {
  const titleId = `${category.slug}-title`;
  return (
    <section id={category.slug} aria-labelledby={titleId} className="render-near-view scroll-mt-32">
      <h2 id={titleId} className="text-2xl font-extrabold tracking-tight text-navy-900 sm:text-3xl">
        {category.name}
      </h2>
      <ul className="mt-6 grid gap-5 sm:grid-cols-2 lg:grid-cols-3">
        {category.images.map((image, offset) => {
          const captionId = `${category.slug}-${offset + 1}-caption`;
          return (
            <li key={image.src} data-reveal>
              <button
                type="button"
                aria-labelledby={captionId}
                aria-haspopup="dialog"
                data-lightbox-open
                disabled
                className={cardClass(
                  "ringed",
                  "group block w-full cursor-zoom-in disabled:cursor-auto overflow-hidden text-left transition-shadow hover:shadow-raised",
                )}
              >
                <span className="render-picture-near-view block aspect-[4/3] overflow-hidden bg-navy-100">
                  <Img
                    src={image.src}
                    alt={image.alt}
                    width={800}
                    height={600}
                    sizes="(min-width: 1024px) 400px, (min-width: 640px) 50vw, 100vw"
                    className={zoomingPictureClass}
                  />
                </span>
                <span id={captionId} className="block px-5 py-4 font-semibold text-navy-900">
                  {image.caption}
                </span>
              </button>
            </li>
          );
        })}
      </ul>
    </section>
  );
}
