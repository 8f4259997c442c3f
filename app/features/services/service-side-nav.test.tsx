import { render, screen, within } from "@testing-library/react";
import { createRoutesStub, useParams } from "react-router";
import { describe, expect, it } from "vitest";
import { services } from "~/content/services";
import { servicesOverview } from "~/content/services-overview";
import { ServiceSideNav } from "./service-side-nav";

function ServicePage() {
  const { serviceId } = useParams();
  const current = services.find((service) => service.id === serviceId)!.id;
  return <ServiceSideNav title={servicesOverview.detail.navTitle} services={services} current={current} />;
}

function renderAt(path: string) {
  const Stub = createRoutesStub([{ path: "/services/:serviceId", Component: ServicePage }]);
  render(<Stub initialEntries={[path]} />);
  return screen.getByRole("navigation", { name: "Our services" });
}

describe("ServiceSideNav", () => {
  it("links to every service of the content and marks only the current one", async () => {
    const shown = services.at(-2)!;
    const nav = renderAt(`/services/${shown.id}`);
    const links = await within(nav).findAllByRole("link");
    expect(links.map((link) => link.getAttribute("href"))).toEqual(services.map((service) => `/services/${service.id}`));
    const current = links.filter((link) => link.getAttribute("aria-current") === "page");
    expect(current).toHaveLength(1);
    expect(current[0]).toHaveTextContent(shown.title);
  });

  it("asks the enhancement script to keep the current chip in view on small screens", async () => {
    const nav = renderAt("/services/procurement");
    const current = await within(nav).findByRole("link", { name: "Procurement" });
    expect(current.closest("[data-show-current]")).not.toBeNull();
  });
});
