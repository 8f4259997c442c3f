import type { MetaDescriptor } from "react-router";
import { newsLabels } from "~/content/news";
import type { NewsLabels } from "~/content/schemas/news";
import { newsFeeds } from "~/lib/paths";
import { Rss } from "lucide-react";

/** The feeds' media types without the charset: what a `<link rel="alternate" type>` names. */
const mediaType = (type: string) => type.split(";")[0]!;

/** `<link rel="alternate">` to the build's language's RSS and Atom feeds, for feed readers and browsers (every news page). */
export function newsFeedLinkTags(): MetaDescriptor[] {
  return [
    { tagName: "link", rel: "alternate", type: mediaType(newsFeeds.rss.type), title: newsLabels.rss, href: newsFeeds.rss.path },
    { tagName: "link", rel: "alternate", type: mediaType(newsFeeds.atom.type), title: newsLabels.atom, href: newsFeeds.atom.path },
  ];
}

/** The visible links to the feeds, under the list and a post. */
export function NewsFeedLinks({ labels }: { labels: NewsLabels }) {
  return (
    <aside aria-labelledby="news-feeds-title" className="mt-16 rounded-2xl bg-navy-50 p-6 sm:p-8">
      <h2 id="news-feeds-title" className="flex items-center gap-2 text-lg font-extrabold text-navy-900">
        <Rss aria-hidden="true" className="size-5 text-amber-700" />
        {labels.feedsTitle}
      </h2>
      <p className="mt-2 text-steel-600">{labels.feedsText}</p>
      <ul className="mt-4 flex flex-wrap gap-x-6 gap-y-2">
        <li>
          <a href={newsFeeds.rss.path} type={mediaType(newsFeeds.rss.type)} className="font-semibold text-navy-800 underline">
            {labels.rss}
          </a>
        </li>
        <li>
          <a href={newsFeeds.atom.path} type={mediaType(newsFeeds.atom.type)} className="font-semibold text-navy-800 underline">
            {labels.atom}
          </a>
        </li>
      </ul>
    </aside>
  );
}
