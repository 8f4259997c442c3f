import { Eye, Target } from "lucide-react";
import { siteLabels } from "~/content/site-labels";
import { cardClass } from "~/ui/card";

type MissionVisionProps = { mission: string; vision: string };

/** Mission and vision side by side, each its own anchor (#mission, #vision) for search results. */
export function MissionVision({ mission, vision }: MissionVisionProps) {
  const items = [
    { id: "mission", title: siteLabels.cards.mission, text: mission, Icon: Target },
    { id: "vision", title: siteLabels.cards.vision, text: vision, Icon: Eye },
  ];
  return (
    <div className="grid gap-6 md:grid-cols-2">
      {items.map(({ id, title, text, Icon }) => (
        <article key={id} id={id} aria-labelledby={`${id}-title`} data-reveal className={cardClass("dark", "scroll-mt-32 p-8 sm:p-10")}>
          <span className="flex size-14 items-center justify-center rounded-2xl bg-amber-500 text-navy-950">
            <Icon aria-hidden="true" className="size-7" />
          </span>
          <h3 id={`${id}-title`} className="mt-6 text-2xl font-extrabold tracking-tight">
            {title}
          </h3>
          <p className="mt-4 text-lg leading-relaxed text-navy-100">{text}</p>
        </article>
      ))}
    </div>
  );
}
