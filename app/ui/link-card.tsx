import { cardClass } from "./card";
import { Img } from "./img";
import { zoomingPictureClass } from "./media-block";
import { cn } from "~/lib/cn";
import { cardTitleClass } from "./text-styles";

export type LinkCardProps = {
  href: string;
  title: string;
  description: string;
  image: { src: string; width: number; height: number };
  /** Aspect ratio class of the picture's frame, e.g. "aspect-[16/10]". */
  aspect: string;
  /** The visual cue at the bottom ("Learn more", "Explore"); the link itself is the title. */
  cue: string;
};

/**
 * A picture card whose title link covers the whole card, so the card is one target and one tab
 * stop (home service cards, the /about overview). Render it inside an `li` or grid cell.
 */
export function LinkCard({ href, title, description, image, aspect, cue }: LinkCardProps) {
  return (
    <article
      data-reveal
      className={cardClass(
        "ringed",
        "group relative flex h-full flex-col overflow-hidden transition-shadow duration-300 focus-within:shadow-raised hover:shadow-raised",
      )}
    >
      <div className={cn("render-picture-near-view overflow-hidden bg-navy-900", aspect)}>
        <Img src={image.src} alt="" width={image.width} height={image.height} className={zoomingPictureClass} />
      </div>
      <div className="flex flex-1 flex-col p-6">
        <h3 className={cardTitleClass}>
          <a href={href} className="rounded-sm after:absolute after:inset-0 after:content-[''] hover:text-amber-700">
            {title}
          </a>
        </h3>
        <p className="mt-3 flex-1 leading-relaxed text-steel-600">{description}</p>
        <p aria-hidden="true" className="mt-5 text-sm font-bold text-amber-700">
          {cue} <span className="inline-block transition-transform group-hover:translate-x-1 motion-reduce:transition-none">→</span>
        </p>
      </div>
    </article>
  );
}
