import type { Leader } from "~/content/schemas/leader";
import { bioDialogId, LeaderBioDialog } from "./leader-bio-dialog";
import { LeaderCard, type LeaderLabels } from "./leader-card";

/** The nine leader cards, each with the dialog that shows its full bio. */
export function LeaderGrid({ leaders, labels }: { leaders: Leader[]; labels: LeaderLabels }) {
  return (
    <>
      <ul className="grid gap-6 sm:grid-cols-2 lg:grid-cols-3">
        {leaders.map((leader) => (
          <li key={leader.id}>
            <LeaderCard leader={leader} bioDialogId={bioDialogId(leader)} labels={labels} />
          </li>
        ))}
      </ul>
      {leaders.map((leader) => (
        <LeaderBioDialog key={leader.id} leader={leader} closeLabel={labels.close} />
      ))}
    </>
  );
}
