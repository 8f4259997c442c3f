import { useLoadingGate, type LoadingGateOptions } from "~/lib/use-loading-gate";

type LoadingGateProps = LoadingGateOptions & {
  /** The images this page waits for (spec §4). */
  images: readonly string[];
};

/** A page's loading indicator: a full-screen spinner while the page's key images load. */
export function LoadingGate({ images, ...options }: LoadingGateProps) {
  const waiting = useLoadingGate(images, options);
  if (!waiting) return null;
  return (
    <div
      role="status"
      aria-live="polite"
      className="fixed inset-0 z-[60] flex flex-col items-center justify-center gap-4 bg-white/90 backdrop-blur-sm"
    >
      <span
        aria-hidden="true"
        className="size-12 animate-spin-slow rounded-full border-4 border-navy-100 border-t-amber-500"
      />
      <span className="text-sm font-semibold tracking-wide text-navy-800">Loading...</span>
    </div>
  );
}
