import type { Service } from "~/content/schemas/service";
import { servicePath } from "~/lib/paths";
import { ServiceIcon } from "./service-icon";
import { cn } from "~/lib/cn";

type ServiceSideNavProps = { title: string; services: readonly Service[]; current: string };

/**
 * Links to every service, the current one marked aria-current="page". A vertical list
 * beside the content on large screens; a horizontally scrolling row of chips above it on small
 * ones, scrolled so the current chip is in view (app/enhance/current-chip.ts).
 */
export function ServiceSideNav({ title, services, current }: ServiceSideNavProps) {
  return (
    <nav aria-labelledby="service-nav-title">
      <h2 id="service-nav-title" className="text-xs font-bold uppercase tracking-[0.2em] text-amber-700">
        {title}
      </h2>
      <ul
        data-show-current
        className="service-nav -mx-4 mt-3 flex snap-x scroll-px-4 gap-2 overflow-x-auto px-4 pb-2 [scrollbar-width:thin] sm:-mx-6 sm:scroll-px-6 sm:px-6 lg:mx-0 lg:flex-col lg:gap-1 lg:overflow-visible lg:px-0 lg:pb-0"
      >
        {services.map((service) => {
          const active = service.id === current;
          return (
            <li key={service.id} className="shrink-0 snap-start">
              {/* On desktops each title fits one line (the column is 20rem at xl; a title has at most
                  serviceTitleMax characters) and up to ten items stay above the fold at 900 px (app.css
                  .service-nav), so the current one is seen on arrival. */}
              <a
                href={servicePath(service.id)}
                aria-current={active ? "page" : undefined}
                className={cn(
                  "flex min-h-11 items-center gap-3 rounded-full border px-4 py-2 text-sm font-semibold whitespace-nowrap transition-colors lg:min-h-10 lg:rounded-xl lg:border-transparent lg:py-1.5 lg:whitespace-normal",
                  active
                    ? "border-navy-900 bg-navy-900 text-white"
                    : "border-steel-300 bg-white text-navy-800 hover:bg-navy-50 lg:bg-transparent",
                )}
              >
                <ServiceIcon name={service.icon} className={cn("size-5 shrink-0", active ? "text-amber-400" : "text-steel-600")} />
                {service.title}
              </a>
            </li>
          );
        })}
      </ul>
    </nav>
  );
}
