import { newsFeedResponse } from "~/features/news/news-feed-response";

// A resource route, prerendered at build time to build/client/news/rss.xml (fr/news/rss.xml in the
// French build): the news as RSS 2.0. The news pages link it with <link rel="alternate">.
export function loader() {
  return newsFeedResponse("rss");
}
