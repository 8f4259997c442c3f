import { RotateCw } from "lucide-react";
import { buttonClass } from "~/ui/button-link";

/** The index could not be fetched (offline, or the network dropped): say so and offer a retry. */
export function SearchFailed({ onRetry }: { onRetry: () => void }) {
  return (
    <section aria-labelledby="search-failed-heading" className="mt-10 rounded-card border border-danger-700/30 bg-danger-50 p-6 sm:p-8">
      <h2 id="search-failed-heading" className="text-xl font-extrabold text-danger-700">
        Search is not available right now
      </h2>
      <p className="mt-2 max-w-2xl leading-relaxed text-steel-800">
        We could not load the search index. Check your internet connection, then try again.
      </p>
      <button type="button" onClick={onRetry} className={buttonClass("secondary", "mt-5")}>
        <RotateCw aria-hidden="true" className="size-4" />
        Try again
      </button>
    </section>
  );
}
