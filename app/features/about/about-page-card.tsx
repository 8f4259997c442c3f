import { ArrowRight } from "lucide-react";
import { Link } from "react-router";
import { Img } from "~/ui/img";

export type AboutPageLink = { key: string; name: string; href: string; description: string; image: string };

/** One About page on the /about overview: its banner artwork, name (the link) and what it holds. */
export function AboutPageCard({ page }: { page: AboutPageLink }) {
  return (
    <article
      data-reveal
      className="group relative flex h-full flex-col overflow-hidden rounded-[var(--radius-card)] bg-white shadow-card ring-1 ring-steel-100 transition-shadow focus-within:shadow-raised hover:shadow-raised"
    >
      <div className="overflow-hidden bg-navy-900">
        <Img
          src={page.image}
          alt=""
          width={1600}
          height={600}
          className="aspect-[16/7] w-full object-cover transition-transform duration-500 group-hover:scale-105 motion-reduce:transition-none"
        />
      </div>
      <div className="flex flex-1 flex-col p-6">
        <h3 className="text-xl font-extrabold tracking-tight text-navy-900">
          {/* The link covers the whole card, so the card is one target and one tab stop. */}
          <Link to={page.href} className="after:absolute after:inset-0 hover:text-amber-700">
            {page.name}
          </Link>
        </h3>
        <p className="mt-3 flex-1 leading-relaxed text-steel-600">{page.description}</p>
        <span aria-hidden="true" className="mt-5 inline-flex items-center gap-2 text-sm font-bold text-navy-700 group-hover:text-amber-700">
          Explore
          <ArrowRight className="size-4 transition-transform group-hover:translate-x-1 motion-reduce:transition-none" />
        </span>
      </div>
    </article>
  );
}
