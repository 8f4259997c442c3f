import { MARK_CLASS } from "~/lib/match-term";
import type { Segment } from "./snippet";

/** Text with its matched terms in <mark>. Plain React text: nothing in it is ever parsed as HTML. */
export function MarkedText({ segments }: { segments: readonly Segment[] }) {
  return (
    <>
      {segments.map((segment, index) =>
        segment.match ? (
          <mark key={index} className={MARK_CLASS}>
            {segment.text}
          </mark>
        ) : (
          segment.text
        ),
      )}
    </>
  );
}
