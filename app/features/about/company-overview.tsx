import { Img } from "~/ui/img";

/** Who We Are: the company overview paragraphs beside the overview artwork. */
export function CompanyOverview({ paragraphs }: { paragraphs: string[] }) {
  return (
    <div className="grid items-center gap-10 lg:grid-cols-2 lg:gap-16">
      <div className="space-y-5 text-lg leading-relaxed text-steel-800">
        {paragraphs.map((paragraph) => (
          <p key={paragraph}>{paragraph}</p>
        ))}
      </div>
      <Img
        src="/art/about/overview.svg"
        alt="Deltaforge Energy facilities and people at dusk"
        width={800}
        height={600}
        className="w-full rounded-[var(--radius-card)] bg-navy-100 shadow-card"
      />
    </div>
  );
}
