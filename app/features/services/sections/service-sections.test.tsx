import { render, screen, within } from "@testing-library/react";
import { createRoutesStub } from "react-router";
import { describe, expect, it } from "vitest";
import type { ServiceSection } from "~/content/schemas/service-page";
import { getService } from "~/content/services";
import { ServiceSections } from "./service-sections";

function renderSections(sections: ServiceSection[]) {
  const Stub = createRoutesStub([{ path: "/", Component: () => <ServiceSections sections={sections} /> }]);
  render(<Stub initialEntries={["/"]} />);
}

describe("ServiceSections", () => {
  it("renders every section of a page in order, each a region named by its h2", async () => {
    const { page } = getService("fabrication");
    renderSections(page.sections);
    const regions = await screen.findAllByRole("region");
    expect(regions.map((region) => region.id)).toEqual(page.sections.map((section) => section.id));
    for (const [index, section] of page.sections.entries()) {
      expect(within(regions[index]!).getByRole("heading", { level: 2 })).toHaveTextContent(section.title);
    }
  });

  it("renders each kind's items: checklist, steps, groups, features, credentials", async () => {
    renderSections([
      { kind: "checklist", id: "list", title: "Support services", badge: "24/7", items: ["One item", "Two item", "Three item"] },
      {
        kind: "steps",
        id: "steps",
        title: "Process",
        steps: ["First", "Second", "Third"].map((title) => ({ title, description: `${title} step of the process, described in full.` })),
      },
      {
        kind: "groups",
        id: "groups",
        title: "Scope",
        groups: [
          { title: "A", items: ["a1", "a2"] },
          { title: "B", items: ["b1", "b2", "b3"] },
        ],
      },
      {
        kind: "features",
        id: "reasons",
        title: "Reasons",
        style: "numbered",
        features: ["Safe", "Fast", "Local"].map((title) => ({ title, description: `${title}: a reason to choose us, described in full.` })),
      },
      {
        kind: "credentials",
        id: "standards",
        title: "Standards",
        credentials: ["ASME", "API", "DPR"].map((code) => ({
          code,
          name: `${code} codes`,
          description: `Work designed and built to ${code} requirements.`,
        })),
      },
    ]);
    const region = (name: string) => screen.findByRole("region", { name });
    expect(within(await region("Support services")).getAllByRole("listitem")).toHaveLength(3);
    expect(within(await region("Support services")).getByText("24/7")).toBeVisible();
    const steps = within(await region("Process")).getAllByRole("listitem");
    expect(steps[1]).toHaveTextContent("Step 2: Second");
    const groups = within(await region("Scope")).getAllByRole("article");
    expect(groups.map((group) => within(group).getAllByRole("listitem").length)).toEqual([2, 3]);
    expect(within(await region("Reasons")).getAllByRole("heading", { level: 3 })).toHaveLength(3);
    expect(within(await region("Standards")).getByText("DPR")).toBeVisible();
  });

  it("renders a media section's picture and onward link, and a call to action's buttons", async () => {
    renderSections([
      {
        kind: "media",
        id: "yard",
        title: "Our yard",
        paragraphs: ["Fabrication happens in our own yard with overhead cranes and a machine shop."],
        image: "/art/services/fabrication.svg",
        imageAlt: "A gantry crane in the yard",
        link: { label: "Tour the yard", href: "/services/fabrication-yard" },
      },
      {
        kind: "cta",
        id: "cta",
        title: "Start a project",
        actions: [
          { label: "Request a Quote", href: "/contact/quote" },
          { label: "Contact Us", href: "/contact" },
        ],
      },
    ]);
    expect(await screen.findByRole("img", { name: "A gantry crane in the yard" })).toHaveAttribute("loading", "lazy");
    expect(screen.getByRole("link", { name: "Tour the yard" })).toHaveAttribute("href", "/services/fabrication-yard");
    const cta = screen.getByRole("region", { name: "Start a project" });
    expect(within(cta).getByRole("link", { name: "Request a Quote" })).toHaveAttribute("href", "/contact/quote");
    expect(within(cta).getByRole("link", { name: "Contact Us" })).toHaveAttribute("href", "/contact");
  });
});
