import { LOADER_SAFETY_CAP_MS } from "~/lib/constants";

type LoadingGateProps = {
  /** The images this page waits for (spec §4). */
  images: readonly string[];
  /** What the indicator says (content's site labels). */
  label: string;
  /** Dismiss after this long even if images are still loading (the yard page uses 900 ms). */
  maxWaitMs?: number;
  /** Images the visitor is likely to see next, fetched meanwhile without being waited for. */
  preload?: readonly string[];
};

/**
 * A page's loading indicator: a full-screen spinner while the page's key images load. It is
 * `hidden` in the HTML (crawlers and visitors without JavaScript get the content at once); the
 * enhancement script (app/enhance/loading-gate.ts) shows it after a 200 ms grace period if the
 * images are still loading and hides it when they have loaded or failed, or at `maxWaitMs`.
 */
export function LoadingGate({ images, label, maxWaitMs = LOADER_SAFETY_CAP_MS, preload = [] }: LoadingGateProps) {
  return (
    <div
      role="status"
      aria-live="polite"
      hidden
      data-loading-gate={JSON.stringify(images)}
      data-preload={preload.length ? JSON.stringify(preload) : undefined}
      data-max-wait={maxWaitMs}
      className="fixed inset-0 z-[60] flex flex-col items-center justify-center gap-4 bg-white/90 backdrop-blur-sm"
    >
      <span aria-hidden="true" className="size-12 animate-spin-slow rounded-full border-4 border-navy-100 border-t-amber-500" />
      <span className="text-sm font-semibold tracking-wide text-navy-800">{label}</span>
    </div>
  );
}
