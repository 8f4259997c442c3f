import type { Leader } from "~/content/schemas/leader";
import { Img } from "~/ui/img";
import { CloseButton } from "~/ui/close-button";

export function bioDialogId(leader: Leader): string {
  return `${leader.id}-bio`;
}

/**
 * A leader's full bio in a native modal dialog (the card shows it clamped to four lines). Opened
 * and closed by invoker commands, dismissed by Escape or a click on the backdrop: no script. The
 * browser returns focus to the button that opened it.
 */
export function LeaderBioDialog({ leader, closeLabel }: { leader: Leader; closeLabel: string }) {
  const id = bioDialogId(leader);
  const titleId = `${id}-title`;
  return (
    <dialog
      id={id}
      aria-labelledby={titleId}
      closedby="any"
      className="m-auto w-[min(42rem,calc(100%-2rem))] rounded-[var(--radius-card)] border-0 bg-white p-0 text-navy-900 shadow-raised backdrop:bg-[rgb(6_26_51/0.7)]"
    >
      <div className="p-6 sm:p-8">
        <div className="flex items-start gap-5">
          <Img src={leader.image} alt="" width={480} height={560} className="w-20 shrink-0 rounded-xl bg-navy-900 sm:w-24" />
          <div className="min-w-0 flex-1">
            <h2 id={titleId} className="text-2xl font-extrabold tracking-tight">
              {leader.name}
            </h2>
            <p className="mt-1 font-bold text-amber-700">{leader.position}</p>
          </div>
        </div>
        <p className="mt-6 text-lg leading-relaxed text-steel-800">{leader.bio}</p>
        <div className="mt-8 flex justify-end">
          <CloseButton label={closeLabel} command="close" commandfor={id} className="bg-navy-800 text-white hover:bg-navy-700" />
        </div>
      </div>
    </dialog>
  );
}
