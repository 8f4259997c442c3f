import { RefreshCw } from "lucide-react";
import type { Leader } from "~/content/schemas/leader";
import type { AboutPages } from "~/content/schemas/page-copy";
import { Img } from "~/ui/img";
import { cn } from "~/lib/cn";
import { elided } from "~/lib/intl";

type LeaderCardProps = {
  leader: Leader;
  /** The id of the dialog with the full bio (leader-bio-dialog.tsx). */
  bioDialogId: string;
  /** The card's words (data/about-pages.json); `{name}` stands for the leader's name. */
  labels: LeaderLabels;
};

export type LeaderLabels = AboutPages["management"]["cards"];

// Both faces stay in the document (the bio is always there for screen readers); the flip is only
// visual, all CSS: hover, the flip toggle (a checkbox) or focus on the back face turns the card.
// Reduced motion swaps the faces with a fade instead of a 3D turn.
const faceClass = "absolute inset-0 overflow-hidden rounded-[var(--radius-card)] shadow-card [backface-visibility:hidden]";
const flippedBack =
  "group-has-checked/card:motion-reduce:pointer-events-auto group-has-checked/card:motion-reduce:opacity-100 group-has-[[data-back]:focus-within]/card:motion-reduce:opacity-100 group-hover/card:motion-reduce:pointer-events-auto group-hover/card:motion-reduce:opacity-100";

/**
 * A leader: photo, name and position in front; on hover, or with the flip toggle (keyboard and
 * touch), the card turns to show the position and the bio clamped to four lines, with a button
 * opening the full bio in a dialog (an invoker command, or its fallback where the browser lacks it).
 */
export function LeaderCard({ leader, bioDialogId, labels }: LeaderCardProps) {
  const nameId = `${leader.id}-name`;
  const named = (template: string) => elided(template.replace("{name}", leader.name));
  return (
    <article id={leader.id} aria-labelledby={nameId} data-reveal className="group/card relative scroll-mt-32 [perspective:1600px]">
      {/* The checkbox covers the round toggle, so a tap anywhere on it flips the card. */}
      <label className="absolute top-4 right-4 z-10 flex size-11 items-center justify-center rounded-full bg-white/90 text-navy-900 shadow-card transition-colors hover:bg-amber-400 has-checked:bg-amber-500">
        <input type="checkbox" className="absolute inset-0 cursor-pointer appearance-none rounded-full" />
        <RefreshCw
          aria-hidden="true"
          className="pointer-events-none size-5 transition-transform duration-500 group-has-checked/card:rotate-180 motion-reduce:transition-none"
        />
        <span className="sr-only">{named(labels.flip)}</span>
      </label>
      <div className="relative aspect-[6/7] transition-transform duration-700 [transform-style:preserve-3d] group-hover/card:[transform:rotateY(180deg)] group-has-checked/card:[transform:rotateY(180deg)] group-has-[[data-back]:focus-within]/card:[transform:rotateY(180deg)] motion-reduce:transform-none! motion-reduce:transition-none">
        <div className={cn(faceClass, "bg-navy-900")}>
          <Img
            src={leader.image}
            alt={named(labels.portraitAlt)}
            width={480}
            height={560}
            sizes="(min-width: 1024px) 400px, (min-width: 640px) 50vw, 100vw"
            className="h-full w-full object-cover"
          />
          <div className="absolute inset-x-0 bottom-0 bg-gradient-to-t from-navy-950 via-navy-950/90 to-transparent p-6 pt-20">
            <h3 id={nameId} className="text-xl font-extrabold tracking-tight text-white">
              {leader.name}
            </h3>
            <p className="mt-1 text-sm font-bold text-amber-400">{leader.position}</p>
          </div>
        </div>
        <div
          data-back
          className={cn(
            faceClass,
            "flex flex-col justify-center bg-navy-900 p-6 text-white [transform:rotateY(180deg)] motion-reduce:pointer-events-none motion-reduce:transform-none! motion-reduce:opacity-0 motion-reduce:transition-opacity",
            flippedBack,
            "sm:p-7",
          )}
        >
          <p aria-hidden="true" className="pr-12 text-lg font-extrabold tracking-tight">
            {leader.name}
          </p>
          <p aria-hidden="true" className="mt-1 text-sm font-bold text-amber-400">
            {leader.position}
          </p>
          <span aria-hidden="true" className="mt-4 block h-1 w-12 rounded-full bg-amber-500" />
          {/* Without scripts the dialog may not open (invoker commands are not in every browser and
              their fallback is a script): the card shows the whole bio instead, scrolling. */}
          <p className="mt-4 line-clamp-4 min-h-0 leading-relaxed text-navy-100 no-js:line-clamp-none no-js:overflow-y-auto">
            {leader.bio}
          </p>
          {/* Tabbing to this button on the hidden face turns the card, so the focus is visible. */}
          <button
            type="button"
            data-js-only
            aria-haspopup="dialog"
            command="show-modal"
            commandfor={bioDialogId}
            className="mt-6 inline-flex min-h-11 items-center justify-center self-start rounded-full bg-amber-500 px-5 text-sm font-bold text-navy-950 transition-colors hover:bg-amber-400"
          >
            {labels.readBio}
            <span className="sr-only"> {named(labels.readBioOf)}</span>
          </button>
        </div>
      </div>
    </article>
  );
}
