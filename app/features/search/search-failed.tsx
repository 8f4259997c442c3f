import { RotateCw } from "lucide-react";
import type { SearchPage } from "~/content/schemas/page-copy";
import { buttonClass } from "~/ui/button-link";

/** The index could not be fetched (offline, or the network dropped): say so and offer a retry. */
export function SearchFailed({ copy, onRetry }: { copy: SearchPage["failed"]; onRetry: () => void }) {
  return (
    <section aria-labelledby="search-failed-heading" className="mt-10 rounded-card border border-danger-700/30 bg-danger-50 p-6 sm:p-8">
      <h2 id="search-failed-heading" className="text-xl font-extrabold text-danger-700">
        {copy.title}
      </h2>
      <p className="mt-2 max-w-2xl leading-relaxed text-steel-800">{copy.text}</p>
      <button type="button" onClick={onRetry} className={buttonClass("secondary", "mt-5")}>
        <RotateCw aria-hidden="true" className="size-4" />
        {copy.retry}
      </button>
    </section>
  );
}
