import { Award, GraduationCap, Users, type LucideIcon } from "lucide-react";
import type { Benefit, BenefitIcon } from "~/content/schemas/benefit";
import { Img } from "~/ui/img";
import { cardClass } from "~/ui/card";

const icons: Record<BenefitIcon, LucideIcon> = {
  "graduation-cap": GraduationCap,
  award: Award,
  users: Users,
};

export function BenefitCard({ benefit }: { benefit: Benefit }) {
  const Icon = icons[benefit.icon];
  return (
    <article data-reveal className={cardClass("ringed", "flex h-full flex-col overflow-hidden")}>
      <Img src={benefit.image} alt="" width={400} height={300} className="aspect-[4/3] w-full object-cover" />
      <div className="relative flex flex-1 flex-col px-6 pt-9 pb-7">
        <span className="absolute -top-7 left-6 grid size-14 place-items-center rounded-2xl bg-amber-500 text-navy-950 shadow-card">
          <Icon aria-hidden="true" className="size-7" />
        </span>
        <h3 className="text-xl font-extrabold text-navy-900">{benefit.title}</h3>
        <p className="mt-3 leading-relaxed text-steel-600">{benefit.description}</p>
      </div>
    </article>
  );
}
