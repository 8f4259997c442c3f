import type { NewsPost } from "~/content/schemas/news";
import { formatDate } from "~/lib/intl";
import { newsPostPath } from "~/lib/paths";
import { cardClass } from "~/ui/card";
import { Img } from "~/ui/img";
import { zoomingPictureClass } from "~/ui/media-block";
import { cardTitleClass } from "~/ui/text-styles";

/**
 * A post in the news list: its picture, date, title and summary. The title's link covers the card,
 * so the card is one target and one tab stop (as LinkCard, which has no date).
 */
export function NewsCard({ post, cue }: { post: NewsPost; cue: string }) {
  return (
    <article
      className={cardClass(
        "ringed",
        "group relative flex h-full flex-col overflow-hidden transition-shadow duration-300 focus-within:shadow-raised hover:shadow-raised",
      )}
    >
      <div className="render-picture-near-view aspect-[16/10] overflow-hidden bg-navy-900">
        <Img src={post.image} alt="" width={960} height={600} className={zoomingPictureClass} />
      </div>
      <div className="flex flex-1 flex-col p-6">
        <p className="text-sm font-semibold text-steel-600">
          <time dateTime={post.date}>{formatDate(post.date)}</time>
        </p>
        <h2 className={`mt-2 ${cardTitleClass}`}>
          <a href={newsPostPath(post.slug)} className="rounded-sm after:absolute after:inset-0 after:content-[''] hover:text-amber-700">
            {post.title}
          </a>
        </h2>
        <p className="mt-3 flex-1 leading-relaxed text-steel-600">{post.summary}</p>
        <p aria-hidden="true" className="mt-5 text-sm font-bold text-amber-700">
          {cue} <span className="inline-block transition-transform group-hover:translate-x-1 motion-reduce:transition-none">→</span>
        </p>
      </div>
    </article>
  );
}
