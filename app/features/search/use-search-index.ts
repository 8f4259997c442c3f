import { useCallback, useEffect, useState } from "react";
import { loadSearchIndex } from "./load-search-index";
import type { SearchIndex } from "./search-site";

export type SearchIndexState = { status: "idle" } | { status: "loading" } | { status: "failed" } | { status: "ready"; index: SearchIndex };

type Outcome = { attempt: number; index?: SearchIndex };

/**
 * Loads the search index once `wanted` is true (there is a term to search for), and offers a
 * retry after a failed load. The index stays once loaded, for every later search on the page.
 */
export function useSearchIndex(wanted: boolean): [SearchIndexState, () => void] {
  const [attempt, setAttempt] = useState(0);
  const [outcome, setOutcome] = useState<Outcome | null>(null);
  const loaded = outcome?.index;

  useEffect(() => {
    if (!wanted || loaded) return;
    let current = true;
    loadSearchIndex().then(
      (index) => current && setOutcome({ attempt, index }),
      () => current && setOutcome({ attempt }),
    );
    return () => {
      current = false;
    };
  }, [wanted, loaded, attempt]);

  const retry = useCallback(() => setAttempt((n) => n + 1), []);

  let state: SearchIndexState;
  if (loaded) state = { status: "ready", index: loaded };
  else if (!wanted) state = { status: "idle" };
  else if (outcome?.attempt === attempt) state = { status: "failed" };
  else state = { status: "loading" };
  return [state, retry];
}
