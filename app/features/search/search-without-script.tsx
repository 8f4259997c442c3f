import type { SearchPage } from "~/content/schemas/page-copy";
import { SearchMessage } from "./search-message";
import type { DirectoryEntry } from "./site-directory";

/**
 * Without JavaScript the full-text search cannot run (its index is searched in the browser): the
 * page says so and lists every page with its description instead, so nobody ends at a dead end.
 */
export function SearchWithoutScript({ copy, directory }: { copy: SearchPage["noScript"]; directory: readonly DirectoryEntry[] }) {
  return (
    <noscript>
      <SearchMessage id="search-no-script-heading" {...copy}>
        <ul className="mt-6 space-y-4">
          {directory.map((entry) => (
            <li key={entry.to}>
              <a href={entry.to} className="font-bold text-navy-900 underline decoration-amber-500 underline-offset-4 hover:text-amber-700">
                {entry.title}
              </a>
              <p className="mt-1 text-steel-800">{entry.description}</p>
            </li>
          ))}
        </ul>
      </SearchMessage>
    </noscript>
  );
}
