import type { DirectoryEntry } from "./site-directory";

/**
 * Without JavaScript the full-text search cannot run (its index is searched in the browser): the
 * page says so and lists every page with its description instead, so nobody ends at a dead end.
 */
export function SearchWithoutScript({ directory }: { directory: readonly DirectoryEntry[] }) {
  return (
    <noscript>
      <section aria-labelledby="search-no-script-heading" className="mt-10">
        <h2 id="search-no-script-heading" className="text-2xl font-extrabold tracking-tight text-navy-900">
          Search needs JavaScript
        </h2>
        <p className="mt-3 max-w-2xl leading-relaxed text-steel-800">
          Full-text search runs in your browser and needs JavaScript, which is turned off. Every page of the site is listed here instead:
        </p>
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
      </section>
    </noscript>
  );
}
