import type { SectorGroup } from "./client-sectors";
import { Img } from "~/ui/img";
import { cardClass } from "~/ui/card";

/**
 * The clients page's logos, one sub-section per sector. Each logo is decorative (alt="") because
 * the client's name is written beside it: screen readers read every name once.
 */
export function ClientGrid({ groups }: { groups: SectorGroup[] }) {
  return (
    <div className="space-y-14">
      {groups.map((group) => (
        <section key={group.slug} id={group.slug} aria-labelledby={`${group.slug}-title`} className="render-near-view scroll-mt-32">
          <h3 id={`${group.slug}-title`} className="flex items-center gap-3 text-xl font-extrabold tracking-tight text-navy-900">
            {group.name}
            <span className="rounded-full bg-navy-50 px-2.5 py-0.5 text-sm font-bold text-navy-700">
              {group.clients.length}
              <span className="sr-only"> {group.clients.length === 1 ? "client" : "clients"}</span>
            </span>
          </h3>
          <ul className="mt-6 grid grid-cols-2 gap-4 sm:grid-cols-3 lg:grid-cols-4">
            {group.clients.map((client) => (
              <li
                key={client.id}
                id={client.id}
                data-reveal
                className={cardClass("ringed", "flex scroll-mt-32 flex-col items-center gap-3 p-5 text-center")}
              >
                <Img src={client.logo} alt="" width={240} height={120} className="h-20 w-40 object-contain" />
                <span className="text-sm font-bold text-navy-900">{client.name}</span>
              </li>
            ))}
          </ul>
        </section>
      ))}
    </div>
  );
}
