import { useCallback, useState } from "react";
import type { Leader } from "~/content/schemas/leader";
import { LeaderBioDialog } from "./leader-bio-dialog";
import { LeaderCard } from "./leader-card";
import { useModalDialog } from "./use-modal-dialog";

/** The nine leader cards and the one dialog that shows a full bio. */
export function LeaderGrid({ leaders }: { leaders: Leader[] }) {
  const [reading, setReading] = useState<Leader | null>(null);
  const dialog = useModalDialog(useCallback(() => setReading(null), []));
  const readBio = (leader: Leader, opener: HTMLElement) => {
    setReading(leader);
    dialog.open(opener);
  };
  return (
    <>
      <ul className="grid gap-6 sm:grid-cols-2 lg:grid-cols-3">
        {leaders.map((leader) => (
          <li key={leader.id}>
            <LeaderCard leader={leader} onReadBio={readBio} />
          </li>
        ))}
      </ul>
      <LeaderBioDialog dialogRef={dialog.ref} leader={reading} onClose={dialog.onClose} close={dialog.close} />
    </>
  );
}
