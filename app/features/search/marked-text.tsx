import type { Segment } from "./snippet";

/** Text with its matched terms in <mark>. Plain React text: nothing in it is ever parsed as HTML. */
export function MarkedText({ segments }: { segments: readonly Segment[] }) {
  return (
    <>
      {segments.map((segment, index) =>
        segment.match ? (
          <mark key={index} className="rounded-sm bg-amber-300 px-0.5 text-navy-950">
            {segment.text}
          </mark>
        ) : (
          segment.text
        ),
      )}
    </>
  );
}
