import { buildSearchIndex } from "~/features/search/build-search-index";

// A resource route, prerendered at build time to build/client/search-index.json: the serialized
// MiniSearch index of all content. Only the /search page fetches it, after hydration, so neither
// MiniSearch nor the content text reaches any other page's JavaScript.
export function loader() {
  return new Response(JSON.stringify(buildSearchIndex()), {
    headers: { "Content-Type": "application/json; charset=utf-8" },
  });
}
