import { newsFeedResponse } from "~/features/news/news-feed-response";

// A resource route, prerendered at build time to build/client/news/atom.xml (fr/news/atom.xml in the
// French build): the news as Atom 1.0. The news pages link it with <link rel="alternate">.
export function loader() {
  return newsFeedResponse("atom");
}
